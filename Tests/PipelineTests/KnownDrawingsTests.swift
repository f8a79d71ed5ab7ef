import BezelPipeline
import BezelRaster
import BezelScene
import Testing

/// A golden check paints a drawing once per golden: a drawing that painted its likely image
/// exactly is known by that image's name, and is not painted again.
@Suite struct KnownDrawingsTests {
    let job = try! SceneFile.parse("bezel: 1\ndevices: iphone-8\nos: ios-12\nscale: 1\n", path: "k.yaml").jobs()[0]

    @Test func anExactPaintingBecomesKnownAndIsNotRepeated() throws {
        let painted = try #require(try renderPixels(job).picture.pixels)
        let known = KnownDrawings()
        let first = try #require(try renderPixels(job, likely: LikelyImage(image: painted, name: "golden v1", known: known)).picture.pixels)
        #expect(first.sharesPixels(with: painted))  // every row matched: the likely image itself
        #expect(known.count == 1)
        // Same drawing, same name: the image under that name is the answer, unpainted. (A stand-in
        // with other pixels shows it: painting would have given the drawing's own pixels.)
        let standIn = RGBAImage(width: painted.width, height: painted.height, fill: (r: 1, g: 2, b: 3, a: 255))
        let second = try #require(try renderPixels(job, likely: LikelyImage(image: standIn, name: "golden v1", known: known)).picture.pixels)
        #expect(second.sharesPixels(with: standIn))
        #expect(known.count == 1)
    }

    @Test func aPaintingThatDiffersIsNotKnown() throws {
        let painted = try #require(try renderPixels(job).picture.pixels)
        let known = KnownDrawings()
        let wrong = RGBAImage(width: painted.width, height: painted.height, fill: (r: 1, g: 2, b: 3, a: 255))
        let result = try #require(try renderPixels(job, likely: LikelyImage(image: wrong, name: "golden v2", known: known)).picture.pixels)
        #expect(result == painted && !result.sharesPixels(with: wrong))
        #expect(known.count == 0)
        // Under another name the drawing is painted afresh, even once known under the first.
        _ = try renderPixels(job, likely: LikelyImage(image: painted, name: "golden v1", known: known))
        let other = try #require(try renderPixels(job, likely: LikelyImage(image: wrong, name: "golden v3", known: known)).picture.pixels)
        #expect(other == painted && known.count == 1)
    }
}
