import BezelRaster
import Testing

@testable import BezelRaster

/// `BlankRows`: runs of rows that the Up filter made zero are written as counted matches under
/// their own Huffman code, between libdeflate's streams. Every width class is decoded by libpng
/// (zlib) and by Bezel's decoder (libdeflate): rows too narrow for a match (literals only), a
/// row of exactly one match, rows whose last match is rebalanced, and wide rows.
struct BlankRowsTests {
    /// Flat colour with a broken line every `period` rows (more where a run of that many rows
    /// would not reach `minimumRunBytes`), so blank runs lie between rows that change.
    static func image(width: Int, period: Int) -> RGBAImage {
        let rowBytes = 1 + 3 * width
        let stripe = max(period, BlankRows.minimumRunBytes / rowBytes + 2)
        let height = max(3 * period, stripe + 10)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let edge = y % stripe == 0 && x % 7 != 3
                pixels += edge ? [0x20, 0x80, 0xFF, 255] : [0xF2, 0xF2, 0xF7, 255]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    // Widths: 1 (two zeros a row: literals), 86 (256 zeros: one match after the literal zero),
    // 87 (258 + 1: rebalanced to 256 + 3), 88 (258 + 4), 1000 (several), 2898 (a 3× sheet).
    @Test(arguments: [1, 2, 86, 87, 88, 173, 1000, 2898])
    func blankRunsDecode(width: Int) throws {
        let image = Self.image(width: width, period: 40)
        let png = try PNGWriter.encode(image)
        #expect(try PNGCodec.decodeWithLibpng(png) == image, "width \(width)")
        #expect(try PNGCodec.decode(png) == image, "width \(width), fast decoder")
    }

    /// The runs are found, and only long ones: two blank rows of 40 KB qualify, two of 20 KB do
    /// not, and a row whose filter byte is not Up is not blank.
    @Test func runsAreFound() {
        let rowBytes = 20_001
        var data = [UInt8](repeating: 0, count: rowBytes * 8)
        for row in 0..<8 { data[row * rowBytes] = 2 }
        data[2 * rowBytes + 5] = 1  // row 2 changes
        data[5 * rowBytes] = 1  // row 5 has the Sub filter
        let runs = data.withUnsafeBytes { BlankRows.runs(in: $0, rowBytes: rowBytes, filter: 2) }
        // Rows 0–1, 3–4 and 6–7: two blank rows (40 KB) each, around the changed row 2 and the
        // Sub-filtered row 5.
        #expect(runs == [0..<2, 3..<5, 6..<8])
        let short = data.withUnsafeBytes { BlankRows.runs(in: UnsafeRawBufferPointer(rebasing: $0[..<(rowBytes * 2)]), rowBytes: 10_000, filter: 2) }
        #expect(short.isEmpty)
    }

    /// Match lengths add up to the zeros and each is a deflate length (3…258).
    @Test func matchLengthsCoverTheZeros() {
        for count in 0...2000 {
            let lengths = BlankRows.matchLengths(count)
            if count < 3 {
                #expect(lengths.isEmpty)
            } else {
                #expect(lengths.reduce(0, +) == count && lengths.allSatisfy { (3...258).contains($0) }, "\(count): \(lengths)")
            }
        }
    }

    /// A blank row 2898 pixels wide (a 3× sheet's) is two literals and 34 matches of two bits
    /// each: about 10 bytes, where deflate's fixed codes would take 55. Under 16 bytes a row.
    @Test func blankRowsAreSmall() throws {
        let image = Self.image(width: 2898, period: 400)
        let png = try PNGWriter.encode(image)
        #expect(png.count < 16 * image.height + 1024, "\(png.count) bytes for \(image.height) rows")
        #expect(try PNGCodec.decode(png) == image)
    }
}
