import Testing

@testable import BezelRaster

/// `APNGWriter` against the APNG chunk layout (APNG-CHUNKS): IHDR, acTL, then fcTL + IDAT for the
/// first frame and fcTL + fdAT for each other, one sequence shared by fcTL and fdAT from 0, every
/// CRC valid (`PNGChunks` checks them), and the first frame what a plain PNG decoder shows.
struct APNGWriterTests {
    static func flat(_ width: Int, _ height: Int, _ rgb: (UInt8, UInt8, UInt8)) -> RGBAImage {
        RGBAImage(width: width, height: height, fill: (rgb.0, rgb.1, rgb.2, 255))
    }

    static func word(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    static func typeName(_ type: UInt32) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8(type >> $0 & 0xFF) }, as: UTF8.self)
    }

    @Test func chunksAndSequenceNumbers() throws {
        let frames = [Self.flat(6, 4, (255, 0, 0)), Self.flat(6, 4, (0, 255, 0)), Self.flat(6, 4, (0, 0, 255))]
        let file = try APNGWriter.encode(frames, delay: .oneSecond)
        let chunks = try file.withUnsafeBufferPointer { try PNGChunks($0) }
        #expect(chunks.chunks.map { Self.typeName($0.type) } == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        let body = { (index: Int) in Array(file[chunks.chunks[index].body]) }
        // acTL: 3 frames, played for ever.
        #expect(body(1) == [0, 0, 0, 3, 0, 0, 0, 0])
        // fcTL: 26 bytes; sequence 0, 6 × 4 at (0, 0), 1/1 s, dispose none, blend source.
        #expect(body(2) == [0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0])
        #expect([2, 4, 5, 6, 7].map { Self.word(body($0), 0) } == [0, 1, 2, 3, 4])
        // RGB: every pixel of every frame is opaque.
        #expect(body(0)[9] == 2)
    }

    @Test func firstFrameIsTheStillImage() throws {
        let frames = [Self.flat(9, 7, (10, 20, 30)), Self.flat(9, 7, (200, 100, 50))]
        let file = try APNGWriter.encode(frames)
        #expect(try PNGCodec.decodeWithLibpng(file) == frames[0])
    }

    @Test func framesMustShareTheCanvas() {
        #expect(throws: PNGError.self) { try APNGWriter.encode([Self.flat(2, 2, (0, 0, 0)), Self.flat(3, 2, (0, 0, 0))]) }
        #expect(throws: PNGError.self) { try APNGWriter.encode([]) }
    }
}
