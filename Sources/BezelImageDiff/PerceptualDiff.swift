import Dispatch
import Foundation
import BezelRaster
import Synchronization

/// The largest YIQ distance (black against white), for scaling the threshold.
private let maxYIQDelta = 35215.0

/// Compares two images. Identical bytes return at once; otherwise only pixels whose words
/// differ are examined.
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
    result.differingPixels = classified.differing.count
    result.antialiasedPixels = classified.antialiased.count
    guard !classified.differing.isEmpty else { return result }
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for i in classified.differing {
        let x = i % a.width
        let y = i / a.width
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
    }
    let bounds = PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    result.bounds = bounds
    result.densestWindow = densestWindow(classified.differing, bounds: bounds, width: a.width, height: a.height, window: options.window)
    return result
}

/// Whether two same-sized images hold the same bytes (memcmp: `==` on arrays goes byte by byte).
private func samePixels(_ a: RGBAImage, _ b: RGBAImage) -> Bool {
    a.pixels.withUnsafeBytes { x in
        b.pixels.withUnsafeBytes { y in x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) }
    }
}

/// The diff picture for a comparison: unchanged pixels as faded greyscale, differences red,
/// anti-aliasing yellow. Images of different sizes are compared over their common area and the
/// rest is red.
public func perceptualDiffImage(_ a: RGBAImage, _ b: RGBAImage, options: PerceptualOptions = PerceptualOptions()) -> RGBAImage {
    let width = max(a.width, b.width)
    let height = max(a.height, b.height)
    let sameSize = a.width == b.width && a.height == b.height
    var marks: [PixelMark] = []
    if sameSize {
        let classified = classify(a, b, options: options)
        marks = [PixelMark](repeating: .same, count: a.width * a.height)
        for i in classified.differing { marks[i] = .differing }
        for i in classified.antialiased { marks[i] = .antialiased }
    }
    var out = [UInt8](repeating: 255, count: width * height * 4)
    a.pixels.withUnsafeBufferPointer { p in
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                let mark: PixelMark
                if sameSize {
                    mark = marks[y * width + x]
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

/// The pixels of two same-sized images that differ beyond the threshold, as indices
/// (y × width + x) in order: real differences, and those set aside as anti-aliasing.
private struct Classification {
    var differing: [Int] = []
    var antialiased: [Int] = []
}

private func classify(_ a: RGBAImage, _ b: RGBAImage, options: PerceptualOptions) -> Classification {
    let count = a.width * a.height
    // Large images are split into bands of rows, one per core; small ones (a golden at 1×) are
    // compared on one thread, as the matrix already runs cases side by side.
    let bands = count >= 1 << 20 ? max(1, ProcessInfo.processInfo.activeProcessorCount) : 1
    let found = Mutex<[Classification]>(Array(repeating: Classification(), count: bands))
    a.pixels.withUnsafeBufferPointer { pa in
        b.pixels.withUnsafeBufferPointer { pb in
            let shared = SharedBuffers(a: pa, b: pb)
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let rows = (a.height + bands - 1) / bands
                let range = min(count, band * rows * a.width)..<min(count, (band + 1) * rows * a.width)
                let result = classify(shared, range: range, width: a.width, height: a.height, options: options)
                found.withLock { $0[band] = result }
            }
        }
    }
    let parts = found.withLock { $0 }
    return Classification(differing: parts.flatMap(\.differing), antialiased: parts.flatMap(\.antialiased))
}

/// The pixel buffers the bands of a comparison read.
private struct SharedBuffers: @unchecked Sendable {
    var a: UnsafeBufferPointer<UInt8>
    var b: UnsafeBufferPointer<UInt8>
}

private func classify(
    _ buffers: SharedBuffers, range: Range<Int>, width: Int, height: Int, options: PerceptualOptions
) -> Classification {
    let limit = maxYIQDelta * options.threshold * options.threshold
    let (pa, pb) = (buffers.a, buffers.b)
    let wa = UnsafeRawBufferPointer(pa)
    let wb = UnsafeRawBufferPointer(pb)
    let pixels = Pixels(width: width, height: height)
    var found = Classification()
    var i = range.lowerBound
    while i < range.upperBound {
        // Two pixels at a time while they match: most pixels of a near-match do.
        if i + 1 < range.upperBound
            && wa.loadUnaligned(fromByteOffset: i * 4, as: UInt64.self) == wb.loadUnaligned(fromByteOffset: i * 4, as: UInt64.self)
        {
            i += 2
            continue
        }
        defer { i += 1 }
        if wa.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self) == wb.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self) {
            continue
        }
        guard yiqDelta(pa, pb, i * 4) > limit else { continue }
        let x = i % width
        let y = i / width
        if !options.countAntialiasing && (pixels.isAntialiased(pa, other: pb, x, y) || pixels.isAntialiased(pb, other: pa, x, y)) {
            found.antialiased.append(i)
        } else {
            found.differing.append(i)
        }
    }
    return found
}

/// The most differing pixels in any `window`×`window` square of the image. Going down the rows,
/// `runs[s]` counts the differing pixels of the window whose left column is `s` and whose last
/// row is the current one; a pixel enters the runs covering it on its row and leaves `window`
/// rows later. The maximum can only rise where a pixel enters, so only those runs are read.
/// (Windows reaching above row 0 never hold more than the first full window, which also counts.)
private func densestWindow(_ points: [Int], bounds: PixelBox, width: Int, height: Int, window: Int) -> Int {
    let n = min(window, width, height)
    let x0 = max(0, bounds.x - n + 1)
    let x1 = min(width, bounds.x + bounds.width + n - 1)
    let starts = x1 - x0 - n + 1
    var runs = [Int32](repeating: 0, count: max(starts, 1))
    var best: Int32 = 0
    var leaving = 0
    var entering = 0
    runs.withUnsafeMutableBufferPointer { runs in
        while entering < points.count {
            let y = points[entering] / width
            while points[leaving] / width <= y - n {
                let x = points[leaving] % width - x0
                for s in max(0, x - n + 1)...min(x, starts - 1) { runs[s] -= 1 }
                leaving += 1
            }
            while entering < points.count && points[entering] / width == y {
                let x = points[entering] % width - x0
                for s in max(0, x - n + 1)...min(x, starts - 1) {
                    runs[s] += 1
                    best = max(best, runs[s])
                }
                entering += 1
            }
        }
    }
    return Int(best)
}

/// Brightness (Y of YIQ) of a pixel blended over white.
@inline(__always)
private func brightness(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> Double {
    let alpha = Double(p[i + 3]) / 255
    let r = 255 + (Double(p[i]) - 255) * alpha
    let g = 255 + (Double(p[i + 1]) - 255) * alpha
    let b = 255 + (Double(p[i + 2]) - 255) * alpha
    return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
}

/// Squared YIQ distance of the pixels at byte offset `i`, weighted: brightness counts most, then
/// I, then Q.
@inline(__always)
private func yiqDelta(_ p: UnsafeBufferPointer<UInt8>, _ q: UnsafeBufferPointer<UInt8>, _ i: Int) -> Double {
    func blended(_ s: UnsafeBufferPointer<UInt8>) -> (Double, Double, Double) {
        let alpha = Double(s[i + 3]) / 255
        return (255 + (Double(s[i]) - 255) * alpha, 255 + (Double(s[i + 1]) - 255) * alpha, 255 + (Double(s[i + 2]) - 255) * alpha)
    }
    let (r1, g1, b1) = blended(p)
    let (r2, g2, b2) = blended(q)
    let dr = r1 - r2
    let dg = g1 - g2
    let db = b1 - b2
    let dy = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    let di = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let dq = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
}

/// Neighbourhood tests on two same-sized images.
private struct Pixels {
    var width: Int
    var height: Int

    /// Whether (x, y) in `image` lies on an edge: it has at most two neighbours of the same
    /// brightness, some neighbour is darker and some brighter, and the darkest or the brightest
    /// of them is inside a flat area (three or more identical neighbours) in both images.
    func isAntialiased(_ image: UnsafeBufferPointer<UInt8>, other: UnsafeBufferPointer<UInt8>, _ x: Int, _ y: Int) -> Bool {
        let own = brightness(image, (y * width + x) * 4)
        var equal = 0
        var darkest = (delta: 0.0, x: -1, y: -1)
        var brightest = (delta: 0.0, x: -1, y: -1)
        for ny in max(0, y - 1)...min(height - 1, y + 1) {
            for nx in max(0, x - 1)...min(width - 1, x + 1) where nx != x || ny != y {
                let delta = brightness(image, (ny * width + nx) * 4) - own
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest.delta {
                    darkest = (delta, nx, ny)
                } else if delta > brightest.delta {
                    brightest = (delta, nx, ny)
                }
            }
        }
        guard darkest.x >= 0, brightest.x >= 0 else { return false }
        return (hasSiblings(image, darkest.x, darkest.y) && hasSiblings(other, darkest.x, darkest.y))
            || (hasSiblings(image, brightest.x, brightest.y) && hasSiblings(other, brightest.x, brightest.y))
    }

    /// Three or more neighbours of exactly the same colour.
    func hasSiblings(_ image: UnsafeBufferPointer<UInt8>, _ x: Int, _ y: Int) -> Bool {
        let raw = UnsafeRawBufferPointer(image)
        let centre = raw.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self)
        var same = 0
        for ny in max(0, y - 1)...min(height - 1, y + 1) {
            for nx in max(0, x - 1)...min(width - 1, x + 1) where nx != x || ny != y {
                if raw.loadUnaligned(fromByteOffset: (ny * width + nx) * 4, as: UInt32.self) == centre {
                    same += 1
                    if same > 2 { return true }
                }
            }
        }
        return false
    }
}
