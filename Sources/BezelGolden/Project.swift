import Foundation
import BezelImageDiff
import BezelScene
import BezelSupport

/// A repository's golden project: `bezel.yaml` at its root says which scenes are its golden
/// cases, where their goldens live and how they are drawn. `bezel check`, `record` and `render`
/// find it by walking up from the working folder, as git finds `.git`, so in a user's
/// repository only the user's scenes are cases; Bezel's own repository states its device matrix
/// in its own `bezel.yaml`.
///
/// ```yaml
/// bezel: 1
/// scenes: ["docs/diagrams/*.yaml", "Tests/Scenes/**/*.json"]   # globs: * ? [..] and **
/// golden: Tests/Golden
/// tolerance: Tests/Golden/tolerance.yaml   # default: <golden>/tolerance.yaml, optional
/// scale: 2                                 # 1, 2, 3, or scene (each scene's own); default scene
/// budget: 20 MB                            # the golden folder's size limit; default none
/// artifacts: .build/bezel-check            # where failures leave images and reports
/// output: docs/images                      # where `bezel render` with no scenes writes
/// ```
///
/// Paths are relative to the file's folder. Bezel's own file adds `device-matrix: true` (every
/// device drawing) and `matrix-scenes` (scenes checked on every device and iOS version as
/// features named after them).
public struct GoldenProject: Sendable {
    public static let fileName = "bezel.yaml"

    /// The `bezel.yaml` read, or nil for a project made from command-line options alone.
    public var file: URL?
    /// The folder paths are relative to.
    public var root: URL
    /// The `scenes` globs, each with where it was written.
    public var scenes: [Located<Glob>]
    public var golden: URL
    /// The tolerance file as stated; nil: `tolerance.yaml` in the golden folder.
    public var toleranceFile: URL?
    /// The tolerance file (it need not exist: every case is then held to the strict default).
    public var tolerance: URL { toleranceFile ?? golden.appendingPathComponent(ToleranceTable.fileName) }
    public var scale: GoldenScale
    /// The golden folder's size limit in bytes.
    public var budget: Int?
    public var artifacts: URL
    /// Where `bezel render` with no scene arguments writes the project's scenes.
    public var output: URL
    /// Bezel's own device matrix: every device drawing on every iOS version it ran.
    public var deviceMatrix = false
    /// Scenes whose cases are `<os>/<device>/<scene>/portrait|landscape` (Bezel's chrome matrix).
    public var matrixScenes: [URL] = []

    /// Made from options, without a file: `golden` holds the goldens, the scenes are the ones
    /// named on the command line.
    public init(golden: URL, root: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        self.root = root
        self.scenes = []
        self.golden = golden
        self.scale = .scene
        self.artifacts = root.appendingPathComponent("artifacts/golden")
        self.output = root.appendingPathComponent("gallery")
    }

    /// The nearest `bezel.yaml` in `folder` or a folder above it.
    public static func find(from folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Reads and checks a `bezel.yaml`; errors name its line, column and field.
    public static func load(_ url: URL) throws(SourceError) -> GoldenProject {
        let path = displayPath(url)
        let node = try DocumentNode.parse(
            DocumentNode.readText(path: url.path), file: path,
            emptyMessage: "the file is empty; a project needs at least `bezel: 1`, `scenes` and `golden`")
        return try ProjectDecoder(file: path, root: url.deletingLastPathComponent()).decode(node, url: url)
    }

    /// The scene files the `scenes` globs match, each once, in path order. A glob that matches
    /// no scene file is an error at its line: a typo never silently checks nothing.
    public func sceneFiles() throws(SourceError) -> [String] {
        var found = Set<String>()
        for glob in scenes {
            let matches = glob.value.files(in: root).filter { SceneFile.extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            guard !matches.isEmpty else {
                throw SourceError(
                    file: file.map(displayPath) ?? GoldenProject.fileName, line: glob.position.line, column: glob.position.column,
                    field: glob.field, message: "\(quoted(glob.value.pattern)) matches no scene file (.yaml, .yml, .json) under \(displayPath(root))")
            }
            found.formUnion(matches)
        }
        return found.sorted().map { displayPath(root.appendingPathComponent($0)) }
    }

    /// "golden/ holds … of its 16 MB budget" for this project's folder and budget.
    public func storageDescription(_ storage: GoldenStorage) -> String {
        var text = "\(displayPath(golden))/ holds \(storage.images) images (\(storage.images - storage.links) stored, \(storage.links) links to identical ones) in \(formatBytes(storage.bytes))"
        if let budget { text += " of its \(formatBytes(budget)) budget" }
        return text
    }
}

/// The pixels per point goldens are drawn at.
public enum GoldenScale: Sendable, Equatable {
    /// Each scene's own scale (`scale:` in the scene, else the device's).
    case scene
    case fixed(Double)
}

private struct ProjectDecoder: DocumentReading {
    let file: String
    let root: URL

    static let fields = ["bezel", "scenes", "golden", "tolerance", "scale", "budget", "artifacts", "output", "device-matrix", "matrix-scenes"]

    func decode(_ node: DocumentNode, url: URL) throws(SourceError) -> GoldenProject {
        let fields = try mapping(node, "", allowed: Self.fields)
        guard let version = fields["bezel"] else { throw error(node, "bezel", "missing: a project file starts with `bezel: 1`") }
        guard try integer(version, "bezel") == 1 else { throw error(version, "bezel", "this Bezel reads project files of version 1") }
        guard let golden = fields["golden"] else { throw error(node, "golden", "missing: the folder that holds the goldens, e.g. `golden: Tests/Golden`") }
        var project = GoldenProject(golden: try folder(golden, "golden"), root: root)
        project.file = url
        if let scenes = fields["scenes"] { project.scenes = try globs(scenes, "scenes") }
        if let tolerance = fields["tolerance"] { project.toleranceFile = try folder(tolerance, "tolerance") }
        if let scale = fields["scale"] { project.scale = try goldenScale(scale) }
        if let budget = fields["budget"] { project.budget = try bytes(budget, "budget") }
        project.artifacts = try fields["artifacts"].map { node throws(SourceError) in try folder(node, "artifacts") } ?? project.artifacts
        project.output = try fields["output"].map { node throws(SourceError) in try folder(node, "output") } ?? project.output
        if let matrix = fields["device-matrix"] { project.deviceMatrix = try boolean(matrix, "device-matrix") }
        if let scenes = fields["matrix-scenes"] {
            project.matrixScenes = try list(scenes, "matrix-scenes", "scene files").enumerated().map { index, item throws(SourceError) in
                try folder(item, "matrix-scenes[\(index)]")
            }
        }
        guard !project.scenes.isEmpty || project.deviceMatrix || !project.matrixScenes.isEmpty else {
            throw error(node, "scenes", "missing: the scene files whose images are goldens, e.g. `scenes: [\"docs/diagrams/*.yaml\"]`")
        }
        return project
    }

    /// A relative path inside the project (absolute paths are taken as they are).
    private func folder(_ node: DocumentNode, _ field: String) throws(SourceError) -> URL {
        let path = try text(node, field)
        return path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    }

    private func globs(_ node: DocumentNode, _ field: String) throws(SourceError) -> [Located<Glob>] {
        let items: [DocumentNode]
        if case .scalar = node.value { items = [node] } else { items = try list(node, field, "globs such as docs/*.yaml") }
        return try items.enumerated().map { index, item throws(SourceError) in
            let name = items.count == 1 && item.position == node.position ? field : "\(field)[\(index)]"
            let pattern = try text(item, name)
            guard !pattern.hasPrefix("/"), !pattern.split(separator: "/").contains("..") else {
                throw error(item, name, "globs are relative to the project's folder and stay inside it (no leading / or ..)")
            }
            return Located(value: Glob(pattern), position: item.position, field: name)
        }
    }

    private func goldenScale(_ node: DocumentNode) throws(SourceError) -> GoldenScale {
        if case .scalar("scene", _) = node.value { return .scene }
        guard case .scalar(let word, false) = node.value, let value = Double(word), [1.0, 2, 3].contains(value) else {
            throw error(node, "scale", "expected 1, 2, 3 or scene (each scene's own scale), got \(node.kindName)")
        }
        return .fixed(value)
    }

    /// `16 MB`, `500 KB` (B, KB, MB, GB; up to 1024 of a unit) or a whole number of bytes.
    private func bytes(_ node: DocumentNode, _ field: String) throws(SourceError) -> Int {
        guard case .scalar(let word, _) = node.value else { throw error(node, field, "expected a size such as 16 MB, got \(node.kindName)") }
        let parts = word.split(separator: " ")
        let units = ["B": 1, "KB": 1 << 10, "MB": 1 << 20, "GB": 1 << 30]
        if parts.count == 1, let count = Int(word), count > 0, count <= 1 << 40 { return count }
        guard parts.count == 2, let number = Double(parts[0]), number > 0, number <= 1024, let unit = units[parts[1].uppercased()] else {
            throw error(node, field, "expected a size such as 16 MB or 500 KB (B, KB, MB or GB, up to 1024 of them), got \(quoted(word))")
        }
        return Int(number * Double(unit))
    }
}
