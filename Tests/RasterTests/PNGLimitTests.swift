import BezelRaster
import Testing

/// A PNG that declares a size and holds almost nothing: the header, one empty IDAT and IEND,
/// each with a correct CRC, so the decoders read as far as they would on a real file.
func declaringPNG(width: UInt32, height: UInt32, colourType: UInt8 = 6, depth: UInt8 = 8) -> [UInt8] {
    func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
    func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }
    let header = bigEndian(width) + bigEndian(height) + [depth, colourType, 0, 0, 0]
    // An empty stored deflate block in a zlib wrapper.
    let idat: [UInt8] = [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", idat) + chunk("IEND", [])
}

/// Sizes are checked from the header before any pixel memory exists (PNGLimits: 16384 a side,
/// 256 MB decoded); a file over them is refused in both decoders, whatever it holds.
struct PNGLimitTests {
    static let message = "Bezel reads PNGs up to 16384 pixels a side and 256 MB decoded"

    @Test(arguments: [(65_535, 65_535), (100_000, 100_000), (16_385, 1), (16_000, 16_000)])
    func oversizedFilesAreRefusedBeforeDecoding(width: UInt32, height: UInt32) throws {
        let png = declaringPNG(width: width, height: height)
        #expect(png.count == 68)  // signature 8, IHDR 25, IDAT 23, IEND 12
        let expected = PNGError.decode("it declares \(width)×\(height) pixels; \(Self.message)")
        #expect(throws: expected) { try PNGCodec.decode(png) }
        #expect(throws: expected) { try PNGCodec.decodeWithLibpng(png) }
        #expect(FastPNGDecoder.decode(png) == nil)
    }

    // A palette image's size counts as decoded RGBA too (a small file can expand a lot).
    @Test func paletteBombIsRefused() {
        let png = declaringPNG(width: 16_000, height: 16_000, colourType: 3)
        #expect(throws: PNGError.decode("it declares 16000×16000 pixels; \(Self.message)")) { try PNGCodec.decode(png) }
    }

    @Test func theLargestAllowedSizeIsAccepted() throws {
        try PNGLimits.check(width: 8192, height: 8192)
        try PNGLimits.check(width: 16_384, height: 4096)
        #expect(throws: PNGError.self) { try PNGLimits.check(width: 8192, height: 8193) }
        #expect(throws: PNGError.self) { try PNGLimits.check(width: 0, height: 10) }
    }
}
