import BezelGeometry

/// A font for a text run: size in points and weight. The family is not chosen here: the
/// renderer sets every run in its one stand-in family (Inter for SF Pro, README "Fonts").
public struct Font: Hashable, Sendable {
    /// CSS / OpenType weight classes.
    public enum Weight: Int, Hashable, Sendable {
        case light = 300
        case regular = 400
        case medium = 500
        case semibold = 600
        case bold = 700
    }

    public var size: Double
    public var weight: Weight

    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }
}

/// Measures text as the renderer will draw it: the logical box of `text` in `font`, ellipsized
/// at `maxWidth` when given, in points. Composition positions text with it, so the renderer
/// must hand out a measurer for the same output (scale and surface) it then draws.
public protocol TextMeasurer {
    func size(of text: String, font: Font, maxWidth: Double?) -> Size
}

extension TextMeasurer {
    public func size(of text: String, font: Font) -> Size { size(of: text, font: font, maxWidth: nil) }
}
