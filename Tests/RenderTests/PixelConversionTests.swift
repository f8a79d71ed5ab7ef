import CBezelPixels
import Testing

/// `bezel_argb32_to_rgba` against the per-pixel rule the goldens were recorded with: Cairo's
/// premultiplied ARGB32 word to straight RGBA bytes, each colour `(c × 255 + ⌊a / 2⌋) / a`
/// (integer division, at most 255) when 0 < a < 255, and only red and blue swapped otherwise.
struct PixelConversionTests {
    static func expected(_ word: UInt32) -> [UInt8] {
        let a = Int(word >> 24)
        var r = Int(word >> 16 & 0xFF)
        var g = Int(word >> 8 & 0xFF)
        var b = Int(word & 0xFF)
        if a != 0 && a != 255 {
            r = min(255, (r * 255 + a / 2) / a)
            g = min(255, (g * 255 + a / 2) / a)
            b = min(255, (b * 255 + a / 2) / a)
        }
        return [UInt8(r), UInt8(g), UInt8(b), UInt8(a)]
    }

    static func converted(_ words: [UInt32]) -> [UInt8] {
        var out = [UInt8](repeating: 0xAB, count: words.count * 4)
        words.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { bezel_argb32_to_rgba(source.baseAddress, $0.baseAddress, words.count) }
        }
        return out
    }

    /// Every alpha with every premultiplied colour value it allows, in red, green and blue.
    @Test func everyAlphaAndColour() {
        var words: [UInt32] = []
        for a in 0...255 {
            for c in stride(from: 0, through: a, by: 1) {
                words.append(UInt32(a) << 24 | UInt32(c) << 16 | UInt32(c / 2) << 8 | UInt32(a - c))
            }
        }
        #expect(Self.converted(words) == words.flatMap(Self.expected))
    }

    /// Blocks of 16 that are all opaque or clear take the fast path; one translucent pixel sends
    /// its block to the slow one; rows of every length up to 40 end in the scalar tail.
    @Test func blocksAndTails() {
        for width in 0...40 {
            for translucent in [nil, 0, 7, 15, 16, 31, 39] as [Int?] {
                var words = (0..<width).map { x -> UInt32 in x % 3 == 0 ? 0 : 0xFF00_0000 | UInt32(x * 0x010203 & 0xFFFFFF) }
                if let t = translucent, t < width { words[t] = 0x8040_2010 }
                #expect(Self.converted(words) == words.flatMap(Self.expected), "width \(width), translucent at \(String(describing: translucent))")
            }
        }
    }

    /// `bezel_argb32_equals_rgba` says yes exactly when the conversion writes the same bytes: for
    /// rows of every length up to 40, against the conversion itself and against it with any one
    /// byte changed (a pixel in a fast block, a slow block and the tail).
    @Test func equalityMatchesTheConversion() {
        for width in 0...40 {
            var words = (0..<width).map { x -> UInt32 in x % 3 == 0 ? 0 : 0xFF00_0000 | UInt32(x * 0x010203 & 0xFFFFFF) }
            if width > 20 { words[20] = 0x8040_2010 }
            let rgba = Self.converted(words)
            #expect(Self.equal(words, rgba), "width \(width)")
            for byte in rgba.indices {
                var changed = rgba
                changed[byte] ^= 1
                #expect(!Self.equal(words, changed), "width \(width), byte \(byte)")
            }
        }
    }

    static func equal(_ words: [UInt32], _ rgba: [UInt8]) -> Bool {
        words.withUnsafeBufferPointer { source in
            rgba.withUnsafeBufferPointer { bezel_argb32_equals_rgba(source.baseAddress, $0.baseAddress, words.count) != 0 }
        }
    }
}
