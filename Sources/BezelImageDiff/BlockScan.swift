import CBezelPixels
import Foundation

/// One band of rows classified in blocks of 16 × 16 pixels. A block whose pixels are the same in
/// both images is skipped; a block that is one colour in each image, border pixels included, is
/// settled by one colour comparison, since no pixel of a flat area is anti-aliasing (it has more
/// than two identical neighbours); every other block goes pixel by pixel, with pixelmatch's rules
/// (`yiqDelta`, `Pixels.isAntialiased`). Where most of a screenshot changes (light against dark),
/// most blocks are flat.
struct BlockScan {
    let buffers: SharedBuffers
    let width: Int
    let height: Int
    let options: PerceptualOptions
    private(set) var result: BandResult
    private var colours = ColourPairs()
    private var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    private var uniformA = UniformBlocks()
    private var uniformB = UniformBlocks()
    /// Per row of the block being tested, its border rows included: the row's one colour across
    /// the block's columns and one either side, or `notFlat` (`rowByRow`).
    private var segmentsA = [UInt64](repeating: 0, count: BlockScan.side + 2)
    private var segmentsB = [UInt64](repeating: 0, count: BlockScan.side + 2)

    static let side = 16

    init(buffers: SharedBuffers, width: Int, height: Int, options: PerceptualOptions) {
        self.buffers = buffers
        self.width = width
        self.height = height
        self.options = options
        result = BandResult(differing: PixelBits(count: width * height), antialiased: PixelBits(count: width * height))
    }

    mutating func run(rows: Range<Int>) {
        let (a, b) = (UnsafeRawBufferPointer(buffers.a), UnsafeRawBufferPointer(buffers.b))
        for top in stride(from: rows.lowerBound, to: rows.upperBound, by: Self.side) {
            let y = top..<min(top + Self.side, rows.upperBound)
            // Whole rows first (one memcmp each): where little changed, most rows are the same.
            let changed = y.filter { memcmp(a.baseAddress! + $0 * width * 4, b.baseAddress! + $0 * width * 4, width * 4) != 0 }
            guard let first = changed.first, let last = changed.last else { continue }
            // Which blocks of the band (with their one-pixel border) are one colour in each image.
            let border = max(0, top - 1)..<min(height, y.upperBound + 1)
            uniformA.find(a, width: width, rows: border)
            uniformB.find(b, width: width, rows: border)
            for (index, left) in stride(from: 0, to: width, by: Self.side).enumerated() {
                block(x: left..<min(left + Self.side, width), y: first..<last + 1, index: index)
            }
        }
        if result.summary.differing > 0 {
            result.summary.bounds = PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
    }

    /// The block's rows `y` (those between the first and last rows of its 16 that changed; the
    /// others are the same in both images), against the border of the whole 16-row block
    /// (`uniformA` and `uniformB` at `index`).
    private mutating func block(x: Range<Int>, y: Range<Int>, index: Int) {
        let (a, b) = (UnsafeRawBufferPointer(buffers.a), UnsafeRawBufferPointer(buffers.b))
        if sameRows(a, b, x: x, y: y) { return }
        if let colourA = uniformA[index], let colourB = uniformB[index] {
            settleFlat(x: x, y: y, colourA: colourA, colourB: colourB)
            return
        }
        rowByRow(x: x, y: y)
    }

    /// Pixels `x` × `y` of one colour in each image and with no anti-aliasing among them: either
    /// all differ (whole rows of bits, one count, one box) or none does.
    private mutating func settleFlat(x: Range<Int>, y: Range<Int>, colourA: UInt32, colourB: UInt32) {
        guard colourA != colourB && colours.differ(buffers.a, buffers.b, (y.lowerBound * width + x.lowerBound) * 4, limit: limit) else { return }
        for row in y { result.differing.insert((row * width + x.lowerBound)..<(row * width + x.upperBound)) }
        result.summary.differing += y.count * x.count
        (minX, maxX) = (min(minX, x.lowerBound), max(maxX, x.upperBound - 1))
        (minY, maxY) = (min(minY, y.lowerBound), max(maxY, y.upperBound - 1))
    }

    /// A block with two colours in an image, a row at a time: a row whose pixels, and their
    /// neighbours above, below and either side, are one colour in each image is settled like a
    /// flat block (no pixel there is anti-aliasing); the rest go pixel by pixel. A horizontal
    /// line crossing a block leaves three rows to test, not sixteen.
    private mutating func rowByRow(x: Range<Int>, y: Range<Int>) {
        let (a, b) = (UnsafeRawBufferPointer(buffers.a), UnsafeRawBufferPointer(buffers.b))
        let columns = max(0, x.lowerBound - 1)..<min(width, x.upperBound + 1)
        let top = max(0, y.lowerBound - 1)
        let bottom = min(height, y.upperBound + 1)
        for row in top..<bottom {
            segmentsA[row - top] = segmentColour(a, row: row, columns: columns)
            segmentsB[row - top] = segmentColour(b, row: row, columns: columns)
        }
        for row in y {
            let around = max(top, row - 1) - top...min(bottom - 1, row + 1) - top
            if let colourA = flatColour(segmentsA, around), let colourB = flatColour(segmentsB, around) {
                settleFlat(x: x, y: row..<row + 1, colourA: colourA, colourB: colourB)
                continue
            }
            for column in x { pixel(row * width + column, column, row) }
        }
    }

    /// The one colour of `columns` of `row`, or `notFlat`.
    private func segmentColour(_ image: UnsafeRawBufferPointer, row: Int, columns: Range<Int>) -> UInt64 {
        let start = (row * width + columns.lowerBound) * 4
        let first = image.loadUnaligned(fromByteOffset: start, as: UInt32.self)
        var differ: UInt32 = 0
        for column in 1..<columns.count { differ |= image.loadUnaligned(fromByteOffset: start + column * 4, as: UInt32.self) ^ first }
        return differ == 0 ? UInt64(first) : BlockScan.notFlat
    }

    /// The colour the segments `rows` share, or nil.
    private func flatColour(_ segments: [UInt64], _ rows: ClosedRange<Int>) -> UInt32? {
        let colour = segments[rows.lowerBound]
        guard colour != BlockScan.notFlat else { return nil }
        for row in rows where segments[row] != colour { return nil }
        return UInt32(truncatingIfNeeded: colour)
    }

    private static let notFlat = UInt64.max

    /// Whether the block holds the same bytes in both images.
    private func sameRows(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, x: Range<Int>, y: Range<Int>) -> Bool {
        for row in y {
            let offset = (row * width + x.lowerBound) * 4
            var column = 0
            while column + 2 <= x.count {
                let at = offset + column * 4
                if a.loadUnaligned(fromByteOffset: at, as: UInt64.self) != b.loadUnaligned(fromByteOffset: at, as: UInt64.self) { return false }
                column += 2
            }
            if column < x.count
                && a.loadUnaligned(fromByteOffset: offset + column * 4, as: UInt32.self) != b.loadUnaligned(fromByteOffset: offset + column * 4, as: UInt32.self)
            {
                return false
            }
        }
        return true
    }

    private var limit: Double { maxYIQDelta * options.threshold * options.threshold }

    private mutating func pixel(_ i: Int, _ x: Int, _ y: Int) {
        let (wa, wb) = (UnsafeRawBufferPointer(buffers.a), UnsafeRawBufferPointer(buffers.b))
        if wa.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self) == wb.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self) { return }
        guard colours.differ(buffers.a, buffers.b, i * 4, limit: limit) else { return }
        let pixels = Pixels(width: width, height: height)
        if !options.countAntialiasing
            && (pixels.isAntialiased(buffers.a, other: buffers.b, x, y) || pixels.isAntialiased(buffers.b, other: buffers.a, x, y))
        {
            result.antialiased.insert(i)
            result.summary.antialiased += 1
        } else {
            markDiffering(i, x, y)
        }
    }

    @inline(__always)
    private mutating func markDiffering(_ i: Int, _ x: Int, _ y: Int) {
        result.differing.insert(i)
        result.summary.differing += 1
        (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
    }
}

/// Which blocks of one band are one colour, border included (`bezel_uniform_blocks`: every row
/// of the band read once, in order; block by block, the rows of two images were too many streams
/// for the processor to fetch ahead, and this took two fifths of comparing a light screenshot
/// with its dark one).
struct UniformBlocks {
    private var flags: [UInt8] = []
    private var colours: [UInt32] = []

    mutating func find(_ image: UnsafeRawBufferPointer, width: Int, rows: Range<Int>) {
        let count = (width + BlockScan.side - 1) / BlockScan.side
        if flags.count != count {
            flags = [UInt8](repeating: 0, count: count)
            colours = [UInt32](repeating: 0, count: count)
        }
        let bytes = image.baseAddress!.assumingMemoryBound(to: UInt8.self)
        flags.withUnsafeMutableBufferPointer { f in
            colours.withUnsafeMutableBufferPointer { c in
                bezel_uniform_blocks(bytes, width, rows.lowerBound, rows.upperBound, BlockScan.side, f.baseAddress!, c.baseAddress!)
            }
        }
    }

    /// Block `index`'s one colour, or nil when it holds two.
    subscript(index: Int) -> UInt32? { flags[index] != 0 ? colours[index] : nil }
}
