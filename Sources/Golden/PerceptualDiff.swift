import Render

/// A comparison with a colour threshold and anti-aliasing detection, after pixelmatch's ideas
/// (visual-regression.md): colours are compared in YIQ, weighted as the eye weighs them, and a
/// differing pixel that sits on an edge in both images (it lies between a darker and a brighter
/// neighbour, each of which has several identical neighbours of its own) counts as
/// anti-aliasing, not as a difference.
public struct PerceptualOptions: Hashable, Sendable {
    /// 0…1: the share of the largest possible YIQ distance below which colours count as equal
    /// (pixelmatch's default is 0.1; 0 is exact).
    public var threshold: Double
    /// Count anti-aliased pixels as differences too.
    public var countAntialiasing: Bool

    public init(threshold: Double = 0.1, countAntialiasing: Bool = false) {
        self.threshold = threshold
        self.countAntialiasing = countAntialiasing
    }
}

public struct PerceptualResult: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var sizeMatches: Bool
    public var differingPixels: Int
    public var antialiasedPixels: Int
    /// Unchanged pixels faded to grey, differences red, anti-aliasing yellow.
    public var diff: RGBAImage

    public var matches: Bool { sizeMatches && differingPixels == 0 }
}

/// The largest YIQ distance (black against white), for scaling the threshold.
private let maxYIQDelta = 35215.0

public func perceptualCompare(_ a: RGBAImage, _ b: RGBAImage, options: PerceptualOptions = PerceptualOptions()) -> PerceptualResult {
    let width = a.width
    let height = a.height
    guard a.width == b.width, a.height == b.height else {
        return PerceptualResult(
            width: max(a.width, b.width), height: max(a.height, b.height), sizeMatches: false, differingPixels: 0, antialiasedPixels: 0,
            diff: diffImage(expected: a, actual: b))
    }
    let limit = maxYIQDelta * options.threshold * options.threshold
    var out = [UInt8](repeating: 255, count: width * height * 4)
    var differing = 0
    var antialiased = 0
    for y in 0..<height {
        for x in 0..<width {
            let i = (y * width + x) * 4
            let delta = yiqDelta(a.pixels, i, b.pixels, i)
            if delta > limit {
                let isAA = !options.countAntialiasing && (isAntialiased(a, b, x, y) || isAntialiased(b, a, x, y))
                if isAA { antialiased += 1 } else { differing += 1 }
                (out[i], out[i + 1], out[i + 2]) = isAA ? (255, 204, 0) : (255, 0, 0)
            } else {
                let grey = UInt8(255 - Int((255 - brightness(a.pixels, i)) * 0.1))
                (out[i], out[i + 1], out[i + 2]) = (grey, grey, grey)
            }
            out[i + 3] = 255
        }
    }
    return PerceptualResult(
        width: width, height: height, sizeMatches: true, differingPixels: differing, antialiasedPixels: antialiased,
        diff: RGBAImage(width: width, height: height, pixels: out))
}

/// A pixel's colour blended over white, as Y, I and Q.
private func yiq(_ p: [UInt8], _ i: Int) -> (Double, Double, Double) {
    let alpha = Double(p[i + 3]) / 255
    let r = 255 + (Double(p[i]) - 255) * alpha
    let g = 255 + (Double(p[i + 1]) - 255) * alpha
    let b = 255 + (Double(p[i + 2]) - 255) * alpha
    return (
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223, r * 0.59597799 - g * 0.27417610 - b * 0.32180189,
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    )
}

private func brightness(_ p: [UInt8], _ i: Int) -> Double { yiq(p, i).0 }

/// Squared YIQ distance, weighted: brightness counts most, then I, then Q.
private func yiqDelta(_ p: [UInt8], _ i: Int, _ q: [UInt8], _ j: Int) -> Double {
    if p[i] == q[j] && p[i + 1] == q[j + 1] && p[i + 2] == q[j + 2] && p[i + 3] == q[j + 3] { return 0 }
    let a = yiq(p, i)
    let b = yiq(q, j)
    let dy = a.0 - b.0
    let di = a.1 - b.1
    let dq = a.2 - b.2
    return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
}

/// Whether (x, y) in `image` lies on an edge: it has at most two identical neighbours, some
/// neighbour is darker and some brighter, and the darkest or the brightest of them is inside a
/// flat area (three or more identical neighbours) in both images.
private func isAntialiased(_ image: RGBAImage, _ other: RGBAImage, _ x: Int, _ y: Int) -> Bool {
    let centre = (y * image.width + x) * 4
    let own = brightness(image.pixels, centre)
    var equal = 0
    var darkest: (delta: Double, x: Int, y: Int)? = nil
    var brightest: (delta: Double, x: Int, y: Int)? = nil
    for ny in max(0, y - 1)...min(image.height - 1, y + 1) {
        for nx in max(0, x - 1)...min(image.width - 1, x + 1) where nx != x || ny != y {
            let delta = brightness(image.pixels, (ny * image.width + nx) * 4) - own
            if delta == 0 {
                equal += 1
                if equal > 2 { return false }
                continue
            }
            if delta < (darkest?.delta ?? 0) { darkest = (delta, nx, ny) }
            if delta > (brightest?.delta ?? 0) { brightest = (delta, nx, ny) }
        }
    }
    guard let darkest, let brightest else { return false }
    func flat(_ point: (delta: Double, x: Int, y: Int)) -> Bool {
        hasSiblings(image, point.x, point.y) && hasSiblings(other, point.x, point.y)
    }
    return flat(darkest) || flat(brightest)
}

/// Three or more neighbours of exactly the same colour.
private func hasSiblings(_ image: RGBAImage, _ x: Int, _ y: Int) -> Bool {
    let centre = (y * image.width + x) * 4
    var same = 0
    for ny in max(0, y - 1)...min(image.height - 1, y + 1) {
        for nx in max(0, x - 1)...min(image.width - 1, x + 1) where nx != x || ny != y {
            let i = (ny * image.width + nx) * 4
            if image.pixels[i..<i + 4] == image.pixels[centre..<centre + 4] {
                same += 1
                if same > 2 { return true }
            }
        }
    }
    return false
}
