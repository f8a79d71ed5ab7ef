import Foundation
import BezelImageDiff
import BezelSupport
import Testing

struct ToleranceTests {
    func parse(_ text: String) throws(SourceError) -> ToleranceTable { try ToleranceTable.parse(text, file: "tolerance.yaml") }

    @Test func noFileOrAnEmptyOneMeansStrict() throws {
        #expect(try parse("").defaults == .strict)
        #expect(try parse("# nothing yet\n").defaults == .strict)
        let missing = try ToleranceTable.load(root: URL(fileURLWithPath: "/nonexistent"))
        #expect(missing.defaults == .strict && missing.overrides.isEmpty)
        #expect(GoldenTolerance.strict.threshold == 0.05 && GoldenTolerance.strict.maxPixels == 0)
    }

    @Test func overridesInheritTheDefaultAndTheLongestMatchWins() throws {
        let table = try parse(
            """
            default:
              threshold: 0.1
              max-pixels: 2
            overrides:
              - cases: ios-26/
                max-pixels: 40
                reason: glass edges
              - cases: ios-26/iphone-17/device/portrait
                antialiasing: counted
                reason: one case
            """)
        #expect(table.tolerance(for: "ios-17/iphone-15/device/portrait") == table.defaults)
        let folder = table.tolerance(for: "ios-26/iphone-16/device/portrait")
        #expect(folder.maxPixels == 40 && folder.threshold == 0.1 && folder.reason == "glass edges")
        #expect(folder.source == "tolerance.yaml:5")
        let exact = table.tolerance(for: "ios-26/iphone-17/device/portrait")
        #expect(exact.countAntialiasing && exact.maxPixels == 2 && exact.reason == "one case")
        #expect(table.unmatched(by: ["ios-26/iphone-16/device/portrait"]).map(\.cases) == ["ios-26/iphone-17/device/portrait"])
    }

    @Test(arguments: [
        ("overrides:\n  - cases: ios-26/\n    max-pixels: 4\n", "tolerance.yaml:2:5: error: overrides[0]: an override needs a `reason`"),
        ("overrides:\n  - max-pixels: 4\n    reason: x\n", "tolerance.yaml:2:5: error: overrides[0]: an override needs `cases`"),
        ("default:\n  threshold: 2\n", "tolerance.yaml:2:14: error: default.threshold: must be from 0 (exact colours) to 1, got 2.0"),
        ("default:\n  max-pixel: 2\n", "tolerance.yaml:2:3: error: default.max-pixel: unknown field; did you mean \"max-pixels\"?"),
        ("default:\n  antialiasing: ignore\n", "default.antialiasing: \"ignore\" is not one of set-aside, counted"),
        ("default:\n  max-pixels: -1\n", "tolerance.yaml:2:15: error: default.max-pixels: must not be negative"),
        ("default:\n  max-density: 1.5\n", "default.max-density: must be a share from 0 to 1"),
        ("default:\n  window: 1\n", "default.window: must be from 2 to 256 pixels"),
        ("overrides:\n  - cases: x\n    reason: \"\"\n", "overrides[0].reason: must not be empty"),
    ])
    func badFilesNameTheLineAndField(text: String, message: String) {
        #expect {
            try parse(text)
        } throws: { error in
            (error as? SourceError)?.description.contains(message) == true
        }
    }

    @Test func acceptanceFollowsCountAndDensity() {
        var t = GoldenTolerance.strict
        func result(_ differing: Int, densest: Int, sameSize: Bool = true) -> PerceptualResult {
            PerceptualResult(
                expectedSize: PixelSize(width: 100, height: 100), actualSize: PixelSize(width: 100, height: sameSize ? 100 : 99),
                options: t.options, identical: false, differingPixels: differing, antialiasedPixels: 7, densestWindow: densest,
                bounds: nil)
        }
        #expect(t.accepts(result(0, densest: 0)))
        #expect(!t.accepts(result(1, densest: 1)))
        #expect(!t.accepts(result(0, densest: 0, sameSize: false)))
        t.maxPixels = 50
        #expect(t.accepts(result(50, densest: 50)))
        t.maxDensity = 0.1  // 25.6 of a 16×16 window
        #expect(t.accepts(result(50, densest: 25)))
        #expect(!t.accepts(result(50, densest: 26)))
    }
}
