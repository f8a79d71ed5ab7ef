@testable import BezelImageDiff
import BezelRaster
import BezelSupport
import Testing

/// The block scan (identical blocks skipped, flat blocks and flat rows settled at once, bands on
/// all cores) counts exactly what pixelmatch's rules count pixel by pixel: checked against a
/// plain loop over every pixel on large images (two bands) of flat areas, rectangles, hairlines,
/// gradients and noise.
struct BlockScanTests {
    /// A 1,100 × 1,000 picture: a flat background, rectangles of other colours, a soft-edged band,
    /// and scattered noise; `variant` moves and recolours some of it.
    static func picture(variant: Int) -> RGBAImage {
        let (width, height) = (1100, 1000)
        var random = SplitMix64(seed: 7)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var (r, g, b): (UInt8, UInt8, UInt8) = variant == 2 ? (28, 28, 30) : (242, 242, 247)
                if (x / 90 + y / 70) % 4 == 0 { (r, g, b) = (0, 122, 255) }
                // Hairlines, as table separators are: a block they cross is settled row by row.
                if y % 53 == 7 || x % 97 == 11 { (r, g, b) = variant == 2 ? (56, 56, 58) : (198, 198, 200) }
                if variant == 1 && x > 500 && x < 530 && y > 400 && y < 460 { (r, g, b) = (255, 59, 48) }
                if y > 800 && y < 820 { let v = UInt8(120 + (x + variant * 3) % 100); (r, g, b) = (v, v, v) }
                let i = (y * width + x) * 4
                (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (r, g, b, 255)
            }
        }
        for _ in 0..<3000 {
            let i = Int(random.next() % UInt64(width * height)) * 4
            pixels[i] = UInt8(truncatingIfNeeded: random.next())
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The three variants, drawn once for the three pairs.
    static let pictures = (0...2).map { picture(variant: $0) }

    /// Every pixel, in order: differing beyond the threshold, then anti-aliased in either image.
    static func reference(_ a: RGBAImage, _ b: RGBAImage, threshold: Double) -> (differing: Int, antialiased: Int, bounds: PixelBox?) {
        let limit = maxYIQDelta * threshold * threshold
        let pixels = Pixels(width: a.width, height: a.height)
        var (differing, antialiased) = (0, 0)
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for y in 0..<a.height {
                    for x in 0..<a.width {
                        let i = (y * a.width + x) * 4
                        // Four byte comparisons: slices' `elementsEqual` is generic, which this
                        // unoptimised build ran through witnesses (with the reference's other work,
                        // this test was a tenth of the test process's processor time).
                        let same = pa[i] == pb[i] && pa[i + 1] == pb[i + 1] && pa[i + 2] == pb[i + 2] && pa[i + 3] == pb[i + 3]
                        guard !same, yiqDelta(pa, pb, i) > limit else { continue }
                        if pixels.isAntialiased(pa, other: pb, x, y) || pixels.isAntialiased(pb, other: pa, x, y) {
                            antialiased += 1
                        } else {
                            differing += 1
                            (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
                        }
                    }
                }
            }
        }
        let bounds = differing > 0 ? PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
        return (differing, antialiased, bounds)
    }

    @Test(arguments: [(0, 1), (0, 2), (1, 2)])
    func blocksCountWhatEveryPixelCounts(first: Int, second: Int) {
        let (a, b) = (Self.pictures[first], Self.pictures[second])
        let result = perceptualCompare(a, b)
        let expected = Self.reference(a, b, threshold: 0.1)
        #expect(result.differingPixels == expected.differing)
        #expect(result.antialiasedPixels == expected.antialiased)
        #expect(result.bounds == expected.bounds)
        #expect(result.differingPixels > 0)
    }
}
