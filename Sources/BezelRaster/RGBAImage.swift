import Foundation

/// A decoded image: 8-bit RGBA, straight (not premultiplied) alpha, rows top to bottom, no padding.
public struct RGBAImage: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// `width × height × 4` bytes.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel buffer does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = fill.r
            pixels[i + 1] = fill.g
            pixels[i + 2] = fill.b
            pixels[i + 3] = fill.a
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The same size and the same bytes, compared by `memcmp`. The synthesised comparison walks
    /// the arrays element by element, which an unoptimised build (the test suite's) runs through
    /// generic witnesses: the test that compares two decodings of every golden spent most of its
    /// time there.
    public static func == (lhs: RGBAImage, rhs: RGBAImage) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.pixels.count == rhs.pixels.count else { return false }
        return lhs.pixels.withUnsafeBytes { a in
            rhs.pixels.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    /// Whether the two images are one buffer (a rendering that returned the image it was told it
    /// was likely to be), not merely equal pixels.
    public func sharesPixels(with other: RGBAImage) -> Bool {
        pixels.withUnsafeBufferPointer { a in other.pixels.withUnsafeBufferPointer { b in a.count == b.count && a.baseAddress == b.baseAddress } }
    }

    /// Whether every pixel is fully opaque (then the alpha channel need not be stored).
    public var isOpaque: Bool {
        stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 }
    }
}
