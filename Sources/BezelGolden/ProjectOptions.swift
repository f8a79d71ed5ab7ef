import Foundation
import BezelSupport

/// The project options `bezel check`, `record` and `render` share, as typed.
public struct ProjectOptions: Sendable {
    /// `--project`: a `bezel.yaml` to read instead of searching for one.
    public var file: String?
    /// `--golden`: the golden folder, overriding the project's (or, with no project, the only
    /// setting).
    public var golden: String?
    /// `--artifacts`: where failures leave their files, overriding the project's.
    public var artifacts: String?

    public init(file: String? = nil, golden: String? = nil, artifacts: String? = nil) {
        self.file = file
        self.golden = golden
        self.artifacts = artifacts
    }
}

/// No project can be found or read (exit status 2); `description` is the message.
public enum ProjectError: UserFacingError {
    case file(SourceError)
    case notFound(folder: String)

    public var description: String {
        switch self {
        case .file(let error): error.description
        case .notFound(let folder):
            "error: no \(GoldenProject.fileName) in \(folder) or a folder above it; write one (docs/projects.md shows how) or name one with --project"
        }
    }
}

extension GoldenProject {
    /// The project a command works on: the file `--project` names, else the nearest `bezel.yaml`
    /// above `folder`, else (with `--golden`) a project of the golden folder alone, whose cases
    /// are the scenes named on the command line. `--golden` and `--artifacts` override the file.
    public static func resolve(_ options: ProjectOptions, from folder: URL) throws(ProjectError) -> GoldenProject {
        var project: GoldenProject
        if let file = options.file {
            do { project = try load(URL(fileURLWithPath: file, relativeTo: folder).standardizedFileURL) } catch { throw .file(error) }
        } else if let found = find(from: folder) {
            do { project = try load(found) } catch { throw .file(error) }
        } else if let golden = options.golden {
            project = GoldenProject(golden: URL(fileURLWithPath: golden, relativeTo: folder).standardizedFileURL, root: folder)
        } else {
            throw .notFound(folder: folder.standardizedFileURL.path)
        }
        if let golden = options.golden { project.golden = URL(fileURLWithPath: golden, relativeTo: folder).standardizedFileURL }
        if let artifacts = options.artifacts { project.artifacts = URL(fileURLWithPath: artifacts, relativeTo: folder).standardizedFileURL }
        return project
    }
}
