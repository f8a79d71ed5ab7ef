/// An sRGB colour with straight (not premultiplied) alpha, each channel 0…1.
public struct Color: Hashable, Sendable {
    public var red, green, blue, alpha: Double

    public init(hex: UInt32, alpha: Double = 1) {
        red = Double((hex >> 16) & 0xFF) / 255
        green = Double((hex >> 8) & 0xFF) / 255
        blue = Double(hex & 0xFF) / 255
        self.alpha = alpha
    }

    /// The same colour at another alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        var result = self
        result.alpha = alpha
        return result
    }
}
