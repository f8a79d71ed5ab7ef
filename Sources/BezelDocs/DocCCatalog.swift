import Foundation
import BezelScene
import BezelSupport

/// `bezel docc Sources/MyKit/MyKit.docc`: every scene in a DocC catalog (files named
/// `*.bezel.yaml`, `.yml` or `.json`, anywhere in it) drawn into the catalog's `Resources/`
/// under the names DocC resolves: `login@2x.png`, `login@3x.png`, and in a scene that states no
/// theme, `login~dark@2x.png` and `login~dark@3x.png` too. An article then shows it with
/// `![Login](login)` or `@Image(source: "login", alt: "Login")`, and DocC picks the scale and the
/// appearance. A scene that makes several images (devices, versions, orientations) names them
/// `login-<device>-<os>-<orientation>`. The `render-diagrams` package plugin runs this for every
/// catalog of a package (`swift package render-diagrams`).
public struct DocCCatalog: Sendable {
    public var catalog: URL
    /// The `@2x`, `@3x` variants drawn.
    public var scales: [Double] = [2, 3]

    public init(catalog: URL) { self.catalog = catalog }

    /// DocC's folder for images and other resources.
    public var resources: URL { catalog.appendingPathComponent("Resources") }

    public struct Result: Sendable {
        public var scenes: Int
        /// Image files written (those whose bytes changed) and left as they were.
        public var written: [URL]
        public var unchanged: Int
    }

    /// 1. find the scenes, 2. draw every image in memory (a bad scene or two scenes claiming one
    /// name stop it before anything is written), 3. write the images that changed, atomically.
    public func render() throws -> Result {
        guard catalog.pathExtension == "docc", isFolder(catalog) else {
            throw SourceError(file: displayPath(catalog), line: nil, column: nil, field: "", message: "not a DocC catalog (a folder whose name ends in .docc)")
        }
        let scenes = Glob("**/*.bezel.*").files(in: catalog).filter { SceneFile.extensions.contains(($0 as NSString).pathExtension.lowercased()) }
        var owners: [String: String] = [:]
        var files: [(URL, [UInt8])] = []
        for relative in scenes {
            let path = displayPath(catalog.appendingPathComponent(relative))
            let base = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension.replacingOccurrences(of: ".bezel", with: "")
            if let other = owners[base] {
                throw SourceError(file: path, line: nil, column: nil, field: "", message: "\(other) also makes the image \"\(base)\"; DocC names images by file name alone, so scene names must differ")
            }
            owners[base] = path
            let drawn = try SceneFile.load(path: path).documentImages(base: base, scales: scales.map { $0 }, scaleSuffix: true)
            files += drawn.files.map { (resources.appendingPathComponent($0.name), $0.bytes) }
        }
        var result = Result(scenes: scenes.count, written: [], unchanged: 0)
        for (url, bytes) in files {
            if let existing = try? Data(contentsOf: url), existing == Data(bytes) {
                result.unchanged += 1
                continue
            }
            try writeAtomically(bytes, to: url, inside: catalog)
            result.written.append(url)
        }
        return result
    }

    private func isFolder(_ url: URL) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
    }
}
