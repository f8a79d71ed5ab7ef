import Render

/// How two images differ. A pixel differs when any channel differs by more than
/// `channelTolerance` (1 by default: exact up to rounding noise in blending, as resvg's suite).
/// Any differing pixel fails: Bezel's rendering is deterministic, so goldens are strict.
public struct ImageComparison: Hashable, Sendable {
    public var expectedSize: (width: Int, height: Int)
    public var actualSize: (width: Int, height: Int)
    public var differingPixels: Int
    public var maxChannelDelta: Int
    public var channelTolerance: Int

    public var sizeMatches: Bool { expectedSize == actualSize }
    public var matches: Bool { sizeMatches && differingPixels == 0 }

    public static func == (a: ImageComparison, b: ImageComparison) -> Bool {
        a.expectedSize == b.expectedSize && a.actualSize == b.actualSize && a.differingPixels == b.differingPixels
            && a.maxChannelDelta == b.maxChannelDelta
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(differingPixels)
        hasher.combine(maxChannelDelta)
    }

    public var summary: String {
        if !sizeMatches {
            return "size differs: expected \(expectedSize.width)×\(expectedSize.height) px, got \(actualSize.width)×\(actualSize.height) px"
        }
        let total = expectedSize.width * expectedSize.height
        let share = Double(differingPixels) / Double(max(total, 1)) * 100
        return
            "\(differingPixels) of \(total) pixels differ (\(share < 0.01 ? "<0.01" : String(format: "%.2f", share))%), largest channel difference \(maxChannelDelta), tolerance \(channelTolerance)"
    }
}

public func compareImages(expected: RGBAImage, actual: RGBAImage, channelTolerance: Int = 1) -> ImageComparison {
    var comparison = ImageComparison(
        expectedSize: (expected.width, expected.height), actualSize: (actual.width, actual.height),
        differingPixels: 0, maxChannelDelta: 0, channelTolerance: channelTolerance)
    guard comparison.sizeMatches else { return comparison }
    if expected.pixels == actual.pixels { return comparison }  // fast path
    expected.pixels.withUnsafeBufferPointer { e in
        actual.pixels.withUnsafeBufferPointer { a in
            var differing = 0
            var maxDelta = 0
            for i in stride(from: 0, to: e.count, by: 4) {
                var delta = 0
                for c in 0..<4 { delta = max(delta, abs(Int(e[i + c]) - Int(a[i + c]))) }
                if delta > channelTolerance { differing += 1 }
                maxDelta = max(maxDelta, delta)
            }
            comparison.differingPixels = differing
            comparison.maxChannelDelta = maxDelta
        }
    }
    return comparison
}

/// A picture of the difference: unchanged pixels as faded greyscale, differing pixels red.
/// Images of different sizes are compared over their common area; the rest is marked red.
public func diffImage(expected: RGBAImage, actual: RGBAImage, channelTolerance: Int = 1) -> RGBAImage {
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    var out = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let o = (y * width + x) * 4
            guard x < expected.width, y < expected.height, x < actual.width, y < actual.height else {
                (out[o], out[o + 1], out[o + 2]) = (255, 0, 0)
                continue
            }
            let e = (y * expected.width + x) * 4
            let a = (y * actual.width + x) * 4
            var delta = 0
            for c in 0..<4 { delta = max(delta, abs(Int(expected.pixels[e + c]) - Int(actual.pixels[a + c]))) }
            if delta > channelTolerance {
                (out[o], out[o + 1], out[o + 2]) = (255, 0, 0)
            } else {
                let p = expected.pixels
                let luma = (299 * Int(p[e]) + 587 * Int(p[e + 1]) + 114 * Int(p[e + 2])) / 1000
                let faded = UInt8(255 - (255 - luma) / 10)  // 10% of the original contrast over white
                (out[o], out[o + 1], out[o + 2]) = (faded, faded, faded)
            }
        }
    }
    return RGBAImage(width: width, height: height, pixels: out)
}
