import Foundation

/// The checked-out repository the tests were built from: the folder that holds `Package.swift`,
/// `examples/`, `Golden/` and `schema/`. Found from this file's path at compile time
/// (`Tests/TestSupport/Repository.swift`), so a test reads the same files whatever folder the
/// test process was started in.
public enum Repository {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A file or folder inside the repository, e.g. `examples/screens`.
    public static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// The names of the files in a repository folder (not its subfolders) whose extension is one
    /// of `extensions`, sorted. Throws when the folder cannot be read, so a case list built from
    /// it fails instead of coming out empty.
    public static func files(in folder: String, extensions: [String]) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url(folder).path)
            .filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension) }
            .sorted()
    }
}
