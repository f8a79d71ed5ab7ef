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
            for left in stride(from: 0, to: width, by: Self.side) {
                block(x: left..<min(left + Self.side, width), y: first..<last + 1, band: y)
            }
        }
        if result.summary.differing > 0 {
            result.summary.bounds = PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
    }

    /// The block's rows `y` (those between the first and last rows of its 16 that changed; the
    /// others are the same in both images), against the border of the whole 16-row block.
    private mutating func block(x: Range<Int>, y: Range<Int>, band: Range<Int>) {
        let (a, b) = (UnsafeRawBufferPointer(buffers.a), UnsafeRawBufferPointer(buffers.b))
        if sameRows(a, b, x: x, y: y) { return }
        let border = (x: max(0, x.lowerBound - 1)..<min(width, x.upperBound + 1), y: max(0, band.lowerBound - 1)..<min(height, band.upperBound + 1))
        if let colourA = uniform(a, border), let colourB = uniform(b, border) {
            if colourA != colourB && colours.differ(buffers.a, buffers.b, (y.lowerBound * width + x.lowerBound) * 4, limit: limit) {
                for row in y { for column in x { markDiffering(row * width + column, column, row) } }
            }
            return
        }
        for row in y { for column in x { pixel(row * width + column, column, row) } }
    }

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

    /// The one colour of `area` in `image`, or nil when it holds two (a C loop the compiler
    /// vectorises: on two screenshots that differ everywhere this was two fifths of the time).
    private func uniform(_ image: UnsafeRawBufferPointer, _ area: (x: Range<Int>, y: Range<Int>)) -> UInt32? {
        var colour: UInt32 = 0
        let bytes = image.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let found = bezel_uniform_area(bytes, width, area.x.lowerBound, area.x.upperBound, area.y.lowerBound, area.y.upperBound, &colour)
        return found != 0 ? colour : nil
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
