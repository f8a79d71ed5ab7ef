import Foundation
import BezelRender
import BezelSupport

/// How `Golden/` is kept small (VISREG §4.6: bloated repositories are the complaint
/// that follows golden testing everywhere): images are written by `PNGOptimizer`, and an image
/// identical to another (a device whose chrome did not change between iOS versions) is stored
/// once, the other paths being relative symbolic links to it. Paths still mirror the matrix.
public struct GoldenStorage: Sendable {
    public var images: Int
    public var links: Int
    /// Bytes of regular files (images and text); links count as nothing.
    public var bytes: Int

    public static func measure(_ root: URL) -> GoldenStorage {
        var storage = GoldenStorage(images: 0, links: 0, bytes: 0)
        for file in filesUnder(root.path) {
            if file.pathExtension == "png" {
                storage.images += 1
                if file.isSymbolicLink { storage.links += 1 }
            }
            storage.bytes += file.size
        }
        return storage
    }

    /// Removes what killed runs left behind: the hidden `.NAME….tmp` files of atomic writes and
    /// link swaps (a finished write never leaves one).
    public static func removeTemporaries(in root: URL) {
        for file in filesUnder(root.path) where file.name.hasPrefix(".") && file.pathExtension == "tmp" {
            try? FileManager.default.removeItem(atPath: file.path)
        }
    }

    /// Stores each distinct image once: the first path in sorted order keeps the file, the
    /// others become relative links to it. A file `written` in this run never takes the place of
    /// one already stored: it links to it, so recording new cases leaves every stored golden as
    /// it was (an iOS 7 image identical to an iOS 9 one links to the iOS 9 file).
    public static func linkDuplicates(in root: URL, written: Set<String> = []) throws {
        var firstPath: [Data: URL] = [:]
        let manager = FileManager.default
        let stored = filesUnder(root.path).filter { $0.pathExtension == "png" && !$0.isSymbolicLink }.map { URL(fileURLWithPath: $0.path) }
        let keys = stored.map { (new: written.contains($0.standardizedFileURL.path), path: $0.path, url: $0) }
        for url in keys.sorted(by: { ($0.new ? 1 : 0, $0.path) < ($1.new ? 1 : 0, $1.path) }).map(\.url) {
            let data = try Data(contentsOf: url)
            guard let original = firstPath[data] else {
                firstPath[data] = url
                continue
            }
            let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).link.tmp")
            try? manager.removeItem(at: temporary)
            try manager.createSymbolicLink(atPath: temporary.path, withDestinationPath: relativePath(from: url, to: original))
            guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        }
    }

    static func isSymbolicLink(_ url: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }

    /// `../../x/y.png`: the path of `target` seen from the folder of `link`.
    static func relativePath(from link: URL, to target: URL) -> String {
        let from = link.deletingLastPathComponent().standardizedFileURL.pathComponents
        let to = target.standardizedFileURL.pathComponents
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    }
}

/// The links under a golden folder, found once per run and grouped by the file each resolves to,
/// so recording can give a link its own copy just before the file it shares is rewritten.
public struct GoldenLinks: Sendable {
    private let byTarget: [String: [URL]]

    public init(in root: URL) {
        var byTarget: [String: [URL]] = [:]
        for file in filesUnder(root.path) where file.pathExtension == "png" && file.isSymbolicLink {
            byTarget[Self.key(file.path), default: []].append(URL(fileURLWithPath: file.path))
        }
        self.byTarget = byTarget
    }

    /// Replaces each link whose file is `target` with a copy of that file, so `target` can be
    /// rewritten without changing the images that share it. Each copy is renamed over its link,
    /// so a process killed at any moment leaves the link or the copy, never neither. A link that
    /// has become a file since the scan (its own case was recorded) is left alone; a
    /// target that is itself a link shares nothing.
    public func detach(from target: URL) throws {
        // Rewriting a link replaces the link alone; only a stored file is shared.
        guard !GoldenStorage.isSymbolicLink(target) else { return }
        var bytes: [UInt8]? = nil
        let key = Self.key(target.path)
        for url in byTarget[key] ?? [] where GoldenStorage.isSymbolicLink(url) && Self.key(url.path) == key {
            if bytes == nil { bytes = [UInt8](try Data(contentsOf: target)) }
            try writeAtomically(bytes!, to: url)
        }
    }

    /// The file a path resolves to: links sharing one file share the key.
    private static func key(_ path: String) -> String { resolvedPath(path) }
}
