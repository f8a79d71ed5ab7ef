import BezelDrawing
import BezelRaster
import Synchronization

/// Drawings already seen to paint exactly a known image, each with that image's name (for a
/// golden check, its file and version). Painting is deterministic, so a drawing equal to one of
/// them at the same scale paints that image again and need not be painted: the golden matrix has
/// 1,838 cases in 382 files, and the cases that share a file mostly compose the same drawing
/// (the same chrome on several iOS versions or devices of one size).
public final class KnownDrawings: Sendable {
    private struct Key: Hashable, Sendable {
        var drawing: Drawing
        var scale: Double
        var image: String
    }

    private let keys = Mutex<Set<Key>>([])

    public init() {}

    /// How many drawing–image pairs are known.
    public var count: Int { keys.withLock { $0.count } }

    func contains(_ drawing: Drawing, scale: Double, image: String) -> Bool {
        let key = Key(drawing: drawing, scale: scale, image: image)
        return keys.withLock { $0.contains(key) }
    }

    func insert(_ drawing: Drawing, scale: Double, image: String) {
        let key = Key(drawing: drawing, scale: scale, image: image)
        _ = keys.withLock { $0.insert(key) }
    }
}

/// The image a rendering is likely to be (a golden), named for `KnownDrawings`.
public struct LikelyImage: Sendable {
    public var image: RGBAImage
    /// Names the image's content: equal names, equal pixels.
    public var name: String
    public var known: KnownDrawings

    public init(image: RGBAImage, name: String, known: KnownDrawings) {
        self.image = image
        self.name = name
        self.known = known
    }
}
