import Foundation
import Golden
import Render
import Testing

/// Every device on every iOS version it ran, portrait and landscape, against `Golden/`.
/// On a mismatch the failure prints the differing-pixel count, the tolerance and the paths of the
/// actual, expected and diff images left in `artifacts/golden/`. Record with `make record`.
struct DeviceGoldenTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let store = GoldenStore(
        root: repository.appendingPathComponent("Golden"), artifacts: repository.appendingPathComponent("artifacts/golden"))
    static let cases = GoldenMatrix.deviceCases()

    @Test(arguments: cases)
    func matchesGolden(_ goldenCase: GoldenCase) throws {
        let report = try Self.store.check(goldenCase)
        if report.outcome != .match { Issue.record(Comment(rawValue: report.message)) }
    }

    @Test func noStaleGoldens() throws {
        let all = try GoldenMatrix.allCases(examples: Self.repository.appendingPathComponent("examples"))
        #expect(Self.store.staleFiles(for: all) == [])
    }

    @Test func matrixCoversEveryDeviceAndVersion() {
        #expect(Self.cases.count == 826)
        #expect(Set(Self.cases.map(\.job.device)).count == 92)
        #expect(Set(Self.cases.map(\.path)).count == Self.cases.count)
    }
}

/// Every image of every gallery scene (examples/), at 1×, with its `bezel explain` text for
/// scenes with an app: the diagrams as users see them, drawing included.
struct GalleryGoldenTests {
    static let cases = (try? GoldenMatrix.galleryCases(examples: DeviceGoldenTests.repository.appendingPathComponent("examples"))) ?? []

    @Test(arguments: cases)
    func matchesGolden(_ goldenCase: GoldenCase) throws {
        let report = try DeviceGoldenTests.store.check(goldenCase)
        if report.outcome != .match { Issue.record(Comment(rawValue: report.message)) }
    }

    @Test func everyGalleryScenePassesThrough() throws {
        let cases = try GoldenMatrix.galleryCases(examples: DeviceGoldenTests.repository.appendingPathComponent("examples"))
        #expect(Set(cases.map(\.feature)).count == 16)
        #expect(Set(cases.map(\.path)).count == cases.count)
    }
}

struct ImageComparisonTests {
    @Test func countsPixelsBeyondTheTolerance() {
        let a = solid(4, 4, 100)
        var b = a
        b.pixels[0] = 101  // within tolerance 1
        b.pixels[4] = 110  // beyond
        b.pixels[8 + 2] = 90  // beyond
        let comparison = compareImages(expected: a, actual: b)
        #expect(comparison.differingPixels == 2)
        #expect(comparison.maxChannelDelta == 10)
        #expect(!comparison.matches)
        #expect(compareImages(expected: a, actual: a).matches)
    }

    @Test func sizeMismatchNeverMatches() {
        let comparison = compareImages(expected: solid(4, 4, 0), actual: solid(4, 5, 0))
        #expect(!comparison.matches)
        #expect(comparison.summary.hasPrefix("size differs"))
    }

    @Test func diffImageMarksDifferencesRed() {
        let a = solid(2, 1, 0)
        var b = a
        b.pixels[4] = 200
        let diff = diffImage(expected: a, actual: b)
        #expect(Array(diff.pixels[4..<7]) == [255, 0, 0])
        #expect(diff.pixels[0] > 200)  // unchanged black fades to near white
    }
}

private func solid(_ width: Int, _ height: Int, _ grey: UInt8) -> RGBAImage {
    RGBAImage(width: width, height: height, fill: (grey, grey, grey, 255))
}
