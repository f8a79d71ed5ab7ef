import BezelImageDiff
import BezelRaster
import Testing

/// The perceptual comparison against cases worked by hand (pixelmatch's YIQ distance, largest
/// 35215; threshold 0.1 → 352.15).
struct PerceptualDiffTests {
    func image(_ width: Int, _ height: Int, _ colour: (Int, Int) -> UInt8) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let v = colour(x, y)
                pixels += [v, v, v, 255]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test func identicalImagesMatch() {
        let a = image(5, 5) { x, _ in x < 2 ? 0 : 255 }
        let result = perceptualCompare(a, a)
        #expect(result.matches && result.antialiasedPixels == 0)
    }

    // A lone black pixel turned white: the whole distance (35215), no edge around it.
    @Test func aRealChangeCounts() {
        let a = image(5, 5) { x, y in x == 2 && y == 2 ? 0 : 255 }
        let b = image(5, 5) { _, _ in 255 }
        let result = perceptualCompare(a, b)
        #expect(result.differingPixels == 1 && result.antialiasedPixels == 0)
        #expect(Array(perceptualDiffImage(a, b).pixels[(2 * 5 + 2) * 4..<(2 * 5 + 2) * 4 + 3]) == [255, 0, 0])
        #expect(result.bounds == PixelBox(x: 2, y: 2, width: 1, height: 1))
        #expect(result.densestWindow == 1)
    }

    // Grey 200 → 203: Y moves by 3, distance 0.5053 × 9 ≈ 4.5, under 352 at the default
    // threshold but over 0 when exact.
    @Test func smallChangesPassTheThreshold() {
        let a = image(4, 4) { _, _ in 200 }
        let b = image(4, 4) { x, y in x == 1 && y == 1 ? 203 : 200 }
        #expect(perceptualCompare(a, b).differingPixels == 0)
        #expect(perceptualCompare(a, b, options: PerceptualOptions(threshold: 0)).differingPixels == 1)
    }

    // A hard black|white edge at x = 3 whose first white column turns grey (anti-aliasing):
    // each grey pixel lies between black (darker, in a flat black area in both images) and
    // white (brighter), so the four pixels count as anti-aliasing, not as differences.
    @Test func antialiasedEdgesAreNotDifferences() {
        let a = image(6, 4) { x, _ in x < 3 ? 0 : 255 }
        let b = image(6, 4) { x, _ in x < 3 ? 0 : (x == 3 ? 128 : 255) }
        let result = perceptualCompare(a, b)
        #expect(result.differingPixels == 0 && result.antialiasedPixels == 4)
        #expect(Array(perceptualDiffImage(a, b).pixels[12..<15]) == [255, 204, 0])  // yellow at (3, 0)
        #expect(result.bounds == nil)
        #expect(perceptualCompare(a, b, options: PerceptualOptions(countAntialiasing: true)).differingPixels == 4)
    }

    // The densest window against brute force, on seeded random scatters and clusters of
    // single changed pixels (exact threshold, anti-aliasing counted, so each change counts).
    @Test(arguments: [(40, 30, 25, 8), (64, 64, 300, 16), (17, 90, 60, 5), (100, 20, 1, 16)])
    func densestWindowMatchesBruteForce(width: Int, height: Int, changes: Int, window: Int) {
        var state: UInt64 = UInt64(width * 1000 + changes)
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var changed = Set<Int>()
        while changed.count < changes {
            // Half clustered near a corner, half anywhere.
            let x = changed.count % 2 == 0 ? next(width) : min(width - 1, next(window + 3))
            let y = changed.count % 2 == 0 ? next(height) : min(height - 1, next(window + 3))
            changed.insert(y * width + x)
        }
        let a = image(width, height) { _, _ in 255 }
        let b = image(width, height) { x, y in changed.contains(y * width + x) ? 0 : 255 }
        let result = perceptualCompare(a, b, options: PerceptualOptions(threshold: 0, countAntialiasing: true, window: window))
        let n = min(window, width, height)
        var best = 0
        for top in 0...(height - n) {
            for left in 0...(width - n) {
                var count = 0
                for y in top..<top + n { for x in left..<left + n where changed.contains(y * width + x) { count += 1 } }
                best = max(best, count)
            }
        }
        #expect(result.differingPixels == changes)
        #expect(result.densestWindow == best)
    }

    @Test func differentSizesNeverMatch() {
        #expect(!perceptualCompare(image(2, 2) { _, _ in 0 }, image(3, 2) { _, _ in 0 }).matches)
    }
}
