import BezelDrawing
import BezelGeometry
import Synchronization

/// Text sizes already measured in this process. Measuring shapes the text with Pango and
/// HarfBuzz, and a batch measures the same few strings over and over (a golden check lays out
/// and composes the same bar titles on every device and iOS version: a tenth of its time went
/// to shaping them again). A size depends only on the text, the font, the width it may be cut
/// at and the output it is measured for, so it is kept by those. Only short texts are kept
/// (labels, not pasted documents), and the table is emptied when it holds `limit` of them, so it
/// never holds more than `limit × maxTextBytes` bytes of text.
enum MeasuredSizes {
    /// What a text is measured for: the unscaled context layout sizes labels in, a raster canvas
    /// at a scale (Pango rounds glyph positions in its pixels), or a vector format.
    enum Output: Hashable {
        case logical
        case raster(scale: Double)
        case vector(VectorFormat)
    }

    struct Key: Hashable {
        var text: String
        var font: Font
        var maxWidth: Double?
        var output: Output
    }

    static let limit = 8192
    static let maxTextBytes = 256
    private static let sizes = Mutex<[Key: Size]>([:])

    /// The size for `key`, measured by `measure` the first time.
    static func size(_ key: Key, _ measure: () -> Size) -> Size {
        guard key.text.utf8.count <= maxTextBytes else { return measure() }
        if let known = sizes.withLock({ $0[key] }) { return known }
        let size = measure()
        sizes.withLock { sizes in
            if sizes.count >= limit { sizes.removeAll(keepingCapacity: true) }
            sizes[key] = size
        }
        return size
    }
}
