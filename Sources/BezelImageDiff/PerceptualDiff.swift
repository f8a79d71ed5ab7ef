import Dispatch
import Foundation
import BezelRaster
import Synchronization

/// The largest YIQ distance (black against white), for scaling the threshold.
let maxYIQDelta = 35215.0

/// Compares two images. Identical bytes return at once; otherwise the pixels are classified in
/// bands on all cores (`classify`), only pixels whose words differ examined, and the densest
/// window is found from the bitmap of differences (`densestWindow`).
public func perceptualCompare(_ a: RGBAImage, _ b: RGBAImage, options: PerceptualOptions = PerceptualOptions()) -> PerceptualResult {
    var result = PerceptualResult(
        expectedSize: PixelSize(width: a.width, height: a.height), actualSize: PixelSize(width: b.width, height: b.height),
        options: options, identical: false, differingPixels: 0, antialiasedPixels: 0, densestWindow: 0, bounds: nil)
    guard result.sizeMatches else { return result }
    if samePixels(a, b) {
        result.identical = true
        return result
    }
    let classified = classify(a, b, options: options)
    result.differingPixels = classified.differingCount
    result.antialiasedPixels = classified.antialiasedCount
    guard let bounds = classified.bounds else { return result }
    result.bounds = bounds
    result.densestWindow = densestWindow(classified.differing, count: classified.differingCount, bounds: bounds, width: a.width, height: a.height, window: options.window)
    return result
}

/// Whether two same-sized images hold the same bytes (memcmp: `==` on arrays goes byte by byte);
/// one array's storage is the same bytes at once (a rendering that returned its golden).
private func samePixels(_ a: RGBAImage, _ b: RGBAImage) -> Bool {
    a.pixels.withUnsafeBytes { x in
        b.pixels.withUnsafeBytes { y in
            x.count == y.count && (x.count == 0 || x.baseAddress == y.baseAddress || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
        }
    }
}

/// The diff picture for a comparison: unchanged pixels as faded greyscale, differences red,
/// anti-aliasing yellow. Images of different sizes are compared over their common area and the
/// rest is red.
public func perceptualDiffImage(_ a: RGBAImage, _ b: RGBAImage, options: PerceptualOptions = PerceptualOptions()) -> RGBAImage {
    let width = max(a.width, b.width)
    let height = max(a.height, b.height)
    let sameSize = a.width == b.width && a.height == b.height
    let classified = sameSize ? classify(a, b, options: options) : nil
    var out = [UInt8](repeating: 255, count: width * height * 4)
    a.pixels.withUnsafeBufferPointer { p in
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                let mark: PixelMark
                if let classified {
                    let i = y * width + x
                    mark = classified.differing[i] ? .differing : classified.antialiased[i] ? .antialiased : .same
                } else if x < a.width, y < a.height, x < b.width, y < b.height {
                    let i = (y * a.width + x) * 4
                    let j = (y * b.width + x) * 4
                    mark = a.pixels[i..<i + 4] == b.pixels[j..<j + 4] ? .same : .differing
                } else {
                    mark = .differing
                }
                switch mark {
                case .differing: (out[o], out[o + 1], out[o + 2]) = (255, 0, 0)
                case .antialiased: (out[o], out[o + 1], out[o + 2]) = (255, 204, 0)
                case .same:
                    let grey = UInt8(255 - Int((255 - brightness(p, (y * a.width + x) * 4)) * 0.1))
                    (out[o], out[o + 1], out[o + 2]) = (grey, grey, grey)
                }
            }
        }
    }
    return RGBAImage(width: width, height: height, pixels: out)
}

enum PixelMark: UInt8 { case same, differing, antialiased }

/// One bit per pixel (index y × width + x), in 64-bit words.
struct PixelBits: @unchecked Sendable {
    private(set) var words: [UInt64]

    init(count: Int) { words = [UInt64](repeating: 0, count: (count + 63) / 64) }

    subscript(index: Int) -> Bool { words[index >> 6] >> UInt64(index & 63) & 1 == 1 }
}

/// What differs between two same-sized images: the pixels beyond the threshold, as bitmaps of
/// real differences and of those set aside as anti-aliasing, their counts, and the box holding
/// the real ones.
struct Classification {
    var differing: PixelBits
    var antialiased: PixelBits
    var differingCount = 0
    var antialiasedCount = 0
    var bounds: PixelBox?
}

/// Classifies every pixel. Large images are cut into bands of rows, one per core, each with its
/// own bitmaps (merged after); small ones (a golden at 1×) are compared on one thread, as the
/// matrix already runs cases side by side. Each band goes block by block (`BlockScan`).
func classify(_ a: RGBAImage, _ b: RGBAImage, options: PerceptualOptions) -> Classification {
    let count = a.width * a.height
    let bands = count >= 1 << 20 ? max(1, ProcessInfo.processInfo.activeProcessorCount) : 1
    let parts = Mutex<[BandResult]>([])
    a.pixels.withUnsafeBufferPointer { pa in
        b.pixels.withUnsafeBufferPointer { pb in
            let shared = SharedBuffers(a: pa, b: pb)
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let rows = a.height * band / bands..<a.height * (band + 1) / bands
                var scan = BlockScan(buffers: shared, width: a.width, height: a.height, options: options)
                scan.run(rows: rows)
                parts.withLock { $0.append(scan.result) }
            }
        }
    }
    var result = Classification(differing: PixelBits(count: count), antialiased: PixelBits(count: count))
    for part in parts.withLock({ $0 }) {
        result.differing.formUnion(part.differing)
        result.antialiased.formUnion(part.antialiased)
        result.differingCount += part.summary.differing
        result.antialiasedCount += part.summary.antialiased
        guard part.summary.differing > 0 else { continue }
        result.bounds = result.bounds.map { $0.union(part.summary.bounds) } ?? part.summary.bounds
    }
    return result
}

/// The pixel buffers the bands of a comparison read.
struct SharedBuffers: @unchecked Sendable {
    var a: UnsafeBufferPointer<UInt8>
    var b: UnsafeBufferPointer<UInt8>
}

/// One band's bitmaps, counts and the box of its real differences.
struct BandResult: Sendable {
    var differing: PixelBits
    var antialiased: PixelBits
    var summary = BandSummary()
}

struct BandSummary: Sendable {
    var differing = 0
    var antialiased = 0
    var bounds = PixelBox(x: 0, y: 0, width: 0, height: 0)
}

extension PixelBits {
    mutating func insert(_ index: Int) { words[index >> 6] |= 1 << UInt64(index & 63) }

    /// Sets the bits of `range` a word at a time (a run of pixels in one row).
    mutating func insert(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let (first, last) = (range.lowerBound >> 6, (range.upperBound - 1) >> 6)
        let head = UInt64.max << UInt64(range.lowerBound & 63)
        let tail = UInt64.max >> UInt64(63 - (range.upperBound - 1) & 63)
        if first == last {
            words[first] |= head & tail
            return
        }
        words[first] |= head
        for word in (first + 1)..<last { words[word] = UInt64.max }
        words[last] |= tail
    }

    mutating func formUnion(_ other: PixelBits) {
        for i in words.indices where other.words[i] != 0 { words[i] |= other.words[i] }
    }
}

extension PixelBox {
    func union(_ other: PixelBox) -> PixelBox {
        let (x0, y0) = (min(x, other.x), min(y, other.y))
        let (x1, y1) = (max(x + width, other.x + other.width), max(y + height, other.y + other.height))
        return PixelBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// Whether two colours differ beyond the threshold, remembered for the last pairs seen: where
/// most pixels change (a light screenshot against its dark one) the same few pairs of colours
/// repeat across the whole image, and the YIQ arithmetic is done once per pair. A small
/// direct-mapped table, per band.
struct ColourPairs {
    private var keys = [UInt64](repeating: 0, count: 4096)
    /// 0 or 1: the answer for the key; 2: nothing stored.
    private var answers = [UInt8](repeating: 2, count: 4096)

    mutating func differ(_ pa: UnsafeBufferPointer<UInt8>, _ pb: UnsafeBufferPointer<UInt8>, _ offset: Int, limit: Double) -> Bool {
        let a = UnsafeRawBufferPointer(pa).loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        let b = UnsafeRawBufferPointer(pb).loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        let key = UInt64(a) << 32 | UInt64(b)
        let slot = Int((key &* 0x9E37_79B9_7F4A_7C15) >> 52)
        if answers[slot] != 2 && keys[slot] == key { return answers[slot] == 1 }
        let answer = yiqDelta(pa, pb, offset) > limit
        (keys[slot], answers[slot]) = (key, answer ? 1 : 0)
        return answer
    }
}
