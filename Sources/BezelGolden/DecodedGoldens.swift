import Foundation
import BezelRaster
import Synchronization

/// Golden images decoded in this run, by the file they are stored in: most goldens are links to a
/// file another case stored (a device whose drawing did not change between iOS versions), and
/// the matrix checks those cases one after another, so a few recent files serve most cases. A
/// file is known by its resolved path, size and modification time, so an edited golden is
/// decoded afresh.
final class DecodedGoldens: Sendable {
    struct Entry: Sendable {
        var key: String
        var png: [UInt8]
        var image: RGBAImage
    }

    /// How many files are kept (the most recently used).
    static let capacity = 16
    private let entries = Mutex<[Entry]>([])

    /// The golden's bytes and pixels, and a name for this version of the file (its resolved
    /// path, size and modification time); throws what reading or decoding throws.
    func load(_ url: URL) throws -> (png: [UInt8], image: RGBAImage, name: String) {
        let resolved = url.resolvingSymlinksInPath()
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved.path)
        let key = "\(resolved.path)\u{0}\((attributes?[.size] as? NSNumber)?.intValue ?? -1)\u{0}\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1)"
        let hit = entries.withLock { entries -> Entry? in
            guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry
        }
        if let hit { return (hit.png, hit.image, key) }
        let png = [UInt8](try Data(contentsOf: url))
        let image = try PNGCodec.decode(png)
        entries.withLock { entries in
            entries.append(Entry(key: key, png: png, image: image))
            if entries.count > Self.capacity { entries.removeFirst() }
        }
        return (png, image, key)
    }
}
