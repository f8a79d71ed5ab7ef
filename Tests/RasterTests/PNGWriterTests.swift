import BezelSupport
import Foundation
import Testing

@testable import BezelRaster

/// `PNGWriter`: bands filtered in their own memory and compressed separately, their deflate
/// streams joined into one (ISA-L's flushed streams as they are, libdeflate's through
/// `DeflateStream`), decode to exactly the pixels drawn, whichever block types the compressor
/// chose (stored for noise, fixed codes for tiny bands, dynamic codes for diagrams).
struct PNGWriterTests {
    /// Opaque ARGB32 rows: flat colour with a few edges (compressible) or noise (stored blocks).
    static func surface(width: Int, height: Int, noise: Bool) -> [UInt32] {
        var random = SplitMix64(seed: UInt64(width * 31 + height))
        return (0..<(width * height)).map { i in
            let (x, y) = (i % width, i / width)
            let rgb: UInt32 = noise ? UInt32(truncatingIfNeeded: random.next()) & 0xFF_FFFF : (x / 40 + y / 25) % 3 == 0 ? 0x20_80FF : 0xF2_F2F7
            return 0xFF00_0000 | rgb
        }
    }

    /// The straight RGBA pixels those rows stand for.
    static func rgba(_ argb: [UInt32], width: Int, height: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(argb.count * 4)
        for word in argb {
            let (red, green, blue): (UInt32, UInt32, UInt32) = (word >> 16 & 0xFF, word >> 8 & 0xFF, word & 0xFF)
            pixels += [UInt8(red), UInt8(green), UInt8(blue), 255]
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test(arguments: [(3, 1, false), (7, 5, false), (400, 300, false), (257, 700, true), (1000, 900, false)], PNGCompression.allCases)
    func bandsJoinIntoOneStream(size: (width: Int, height: Int, noise: Bool), compression: PNGCompression) throws {
        let (width, height) = (size.width, size.height)
        let pixels = Self.surface(width: width, height: height, noise: size.noise)
        let expected = Self.rgba(pixels, width: width, height: height)
        // Cut into 1, 2 and 5 bands, each filtered against the row above it.
        for count in [1, 2, 5] where count <= height {
            var memory = pixels
            let ranges = (0..<count).map { height * $0 / count..<height * ($0 + 1) / count }
            let aboves = ranges.map { $0.lowerBound == 0 ? nil : Array(pixels[(($0.lowerBound - 1) * width)..<($0.lowerBound * width)]) }
            var bands: [PNGWriter.Band] = []
            try memory.withUnsafeMutableBytes { raw in
                for (index, range) in ranges.enumerated() where !range.isEmpty {
                    let start = raw.baseAddress! + range.lowerBound * width * 4
                    let band = try (aboves[index] ?? []).withUnsafeBufferPointer { above in
                        try PNGWriter.band(
                            opaqueARGB32: start, width: width, rows: range.count, stride: width * 4, above: aboves[index] == nil ? nil : above.baseAddress,
                            final: index == ranges.count - 1, compression: compression)
                    }
                    bands.append(band)
                }
            }
            let png = try PNGWriter.file(bands, width: width, height: height)
            #expect(try PNGCodec.decodeWithLibpng(png) == expected, "\(width)×\(height), \(count) bands, \(compression)")
            #expect(try PNGCodec.decode(png) == expected, "\(width)×\(height), \(count) bands, \(compression), fast decoder")
        }
    }

    /// Skewed noise (each channel the count of trailing zero bits of a random word, so small
    /// values are common and large ones rare) gives dynamic blocks whose rare literals have codes
    /// longer than the walk's 9-bit table; libdeflate's bands still join into one stream.
    @Test func longCodesAreWalkedBitByBit() throws {
        let (width, height) = (333, 400)
        var random = SplitMix64(seed: 7)
        var pixels = (0..<(width * height)).map { _ in
            let word = random.next()
            let channel = { (shift: UInt64) -> UInt32 in
                let zeros: Int = (word >> shift | 1 << 20).trailingZeroBitCount
                return UInt32(min(255, zeros * 9))
            }
            let (red, green, blue): (UInt32, UInt32, UInt32) = (channel(0), channel(21), channel(42))
            return 0xFF00_0000 | red << 16 | green << 8 | blue
        }
        let expected = Self.rgba(pixels, width: width, height: height)
        let ranges = [0..<150, 150..<400]
        var bands: [PNGWriter.Band] = []
        try pixels.withUnsafeMutableBytes { raw in
            // The second band's row above is kept before the first band overwrites it.
            let above = Array(raw.bindMemory(to: UInt32.self)[(149 * width)..<(150 * width)])
            for (index, range) in ranges.enumerated() {
                let start = raw.baseAddress! + range.lowerBound * width * 4
                let band = try above.withUnsafeBufferPointer { row in
                    try PNGWriter.band(
                        opaqueARGB32: start, width: width, rows: range.count, stride: width * 4, above: index == 0 ? nil : row.baseAddress, final: index == 1,
                        compression: .small)
                }
                bands.append(band)
            }
        }
        let png = try PNGWriter.file(bands, width: width, height: height)
        #expect(try PNGCodec.decodeWithLibpng(png) == expected)
    }

    /// The whole-surface entry cuts a large image into bands on all cores.
    @Test(arguments: PNGCompression.allCases)
    func aLargeSurfaceIsEncodedInBands(compression: PNGCompression) throws {
        let (width, height) = (1400, 1600)
        var pixels = Self.surface(width: width, height: height, noise: false)
        let expected = Self.rgba(pixels, width: width, height: height)
        #expect(PNGWriter.bandRows(height: height, width: width).count >= 2)
        let png = try pixels.withUnsafeMutableBytes {
            try PNGWriter.encode(opaqueARGB32: $0.baseAddress!, width: width, height: height, stride: width * 4, compression: compression)
        }
        #expect(try PNGCodec.decodeWithLibpng(png) == expected)
    }

    /// ISA-L's stream for a band another will follow ends with a full flush: an empty stored
    /// block (its length 0 and the length's complement, bytes 0, 0, 255, 255) on a byte boundary, after blocks none of which is final; the last
    /// band's stream ends with a final block.
    @Test func fastBandsEndFlushed() throws {
        let (width, height) = (400, 300)
        var pixels = Self.surface(width: width, height: height, noise: false)
        let (first, last) = try pixels.withUnsafeMutableBytes { raw in
            let above = Array(raw.bindMemory(to: UInt32.self)[(149 * width)..<(150 * width)])
            let first = try PNGWriter.band(opaqueARGB32: raw.baseAddress!, width: width, rows: 150, stride: width * 4, above: nil, final: false)
            let last = try above.withUnsafeBufferPointer {
                try PNGWriter.band(
                    opaqueARGB32: raw.baseAddress! + 150 * width * 4, width: width, rows: 150, stride: width * 4, above: $0.baseAddress, final: true)
            }
            return (first, last)
        }
        #expect(Array(first.stream.suffix(4)) == [0x00, 0x00, 0xFF, 0xFF])
        // Walked, the first stream runs out before any final block; the last one ends with one.
        #expect(throws: DeflateError.self) { try first.stream.withUnsafeBytes { _ = try DeflateStream($0) } }
        let walked = try last.stream.withUnsafeBytes { try DeflateStream($0) }
        #expect((walked.endBit + 7) / 8 == last.stream.count)
    }

    @Test func straightRGBAWithAlphaKeepsIt() throws {
        var image = RGBAImage(width: 5, height: 4, fill: (10, 20, 30, 255))
        image.pixels[7] = 128
        let png = try PNGWriter.encode(image)
        #expect(png[25] == 6)  // colour type RGBA
        #expect(try PNGCodec.decode(png) == image)
    }
}
