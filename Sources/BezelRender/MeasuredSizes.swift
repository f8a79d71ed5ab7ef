import BezelDrawing
import BezelGeometry
import Synchronization

/// Text sizes already measured in this process. Measuring shapes the text with Pango and
/// HarfBuzz, and a batch measures the same few strings over and over (a golden check lays out
/// and composes the same bar titles on every device and iOS version: a tenth of its time went
/// to shaping them again). A size depends only on the text, the font, the width it may be cut
/// at and how the output rounds glyph positions (its scale, or vector), so it is kept by those.
/// The table is emptied when it holds `limit` entries, so no input makes it grow without bound.
enum MeasuredSizes {
    struct Key: Hashable {
        var text: String
        var font: Font
        var maxWidth: Double?
        /// Pixels per point (0: the unscaled context layout measures in), or the vector format.
        var scale: Double
        var format: VectorFormat? = nil
    }

    static let limit = 8192
    private static let sizes = Mutex<[Key: Size]>([:])

    /// The size for `key`, measured by `measure` the first time.
    static func size(_ key: Key, _ measure: () -> Size) -> Size {
        if let known = sizes.withLock({ $0[key] }) { return known }
        let size = measure()
        sizes.withLock { sizes in
            if sizes.count >= limit { sizes.removeAll(keepingCapacity: true) }
            sizes[key] = size
        }
        return size
    }
}
