import Foundation
import BezelFuzzHarness
import TestSupport
import Testing

/// The dump fuzz target reaches every stage on a real dump and answers bad input as `bezel` does.
struct DumpHarnessTests {
    /// FID-D-QYNAVBACK: 18 views, drawn and compared.
    @Test func publishedDumpIsDrawnAndCompared() throws {
        let bytes = try Array(Data(contentsOf: Repository.url("Tests/Fidelity/dumps/fid-d-qynavback.txt")))
        #expect(DumpFuzzing.run(bytes) == .read(views: 18, drawn: true, compared: true))
    }

    /// SEED-3: a class listing is compared, not drawn.
    @Test func listingIsComparedNotDrawn() throws {
        let bytes = try Array(Data(contentsOf: Repository.url("Tests/Fidelity/dumps/seed-002-ios9.txt")))
        #expect(DumpFuzzing.run(bytes) == .read(views: 6, drawn: false, compared: true))
    }

    @Test func badInput() {
        #expect(DumpFuzzing.run([0x3C, 0xFF, 0xFE]) == .notText)
        #expect(DumpFuzzing.run(Array("no dump here\n".utf8)) == .rejected(
            "fuzz.txt:1:1: error: no view dump found: expected the text UIKit prints for `recursiveDescription` (lines like "
                + "`<UIView: 0x…; frame = (0 0; 375 667); …>`), `_printHierarchy`, `_autolayoutTrace`, or a class listing "
                + "(`1: _UIBarBackground`); docs/dumps.md says how to print one"))
    }

    /// Every saved dump finding is listed with the others (`FuzzRegressionTests.everyInputIsListed`).
    @Test func dictionaryExists() throws {
        let dictionary = try String(contentsOf: Repository.url("Fuzzing/dump.dict"), encoding: .utf8)
        #expect(dictionary.contains("\"frame = (\""))
    }
}
