import BezelDumps
import BezelGeometry
import Testing
import TestSupport

/// Every published dump of the fidelity corpus (Tests/Fidelity/dumps/, sources in docs/sources.md)
/// read as published: how many captures of which format and how many views each holds, counted
/// by hand from the files (one view per description line; sublayer lines, `...` cuts, prompts,
/// comments and the trace's legend and guide lines are not views).
@Suite struct PublishedDumpTests {
    struct Expected: Sendable, CustomStringConvertible {
        var file: String
        var captures: [(DumpFormat, Int)]
        var controllers = 0
        var description: String { file }
    }

    static let expected: [Expected] = [
        Expected(file: "fid-b-budejie", captures: [(.descriptionList, 6)]),
        Expected(file: "fid-b-crifan-cycript", captures: [(.recursiveDescription, 82)]),
        Expected(file: "fid-b-gxswift", captures: [(.descriptionList, 5), (.descriptionList, 4)]),
        Expected(file: "fid-b-rtclean", captures: [(.recursiveDescription, 3), (.recursiveDescription, 14)]),
        Expected(file: "fid-b-rtroot-222", captures: [(.descriptionList, 1), (.descriptionList, 1)]),
        Expected(file: "fid-d-bkclean-basenav", captures: [(.recursiveDescription, 6)]),
        Expected(file: "fid-d-frida4s", captures: [(.recursiveDescription, 27), (.recursiveDescription, 36)]),
        Expected(file: "fid-d-fridadev", captures: [(.recursiveDescription, 10)], controllers: 2),
        Expected(file: "fid-d-jianshu-d539", captures: [(.descriptionList, 5)]),
        Expected(file: "fid-d-jslim-navbar", captures: [(.recursiveDescription, 10)]),
        Expected(file: "fid-d-lldb414-vc", captures: [], controllers: 11),
        Expected(file: "fid-d-lldb414", captures: [(.recursiveDescription, 18)]),
        Expected(file: "fid-d-lldb428", captures: [(.recursiveDescription, 16)]),
        Expected(file: "fid-d-lnpopup-168", captures: [(.recursiveDescription, 7)]),
        Expected(file: "fid-d-qynavback", captures: [(.recursiveDescription, 18)]),
        Expected(file: "fid-d-unko-trace", captures: [(.autolayoutTrace, 205)]),
        Expected(file: "fid-d-xyl-toolbar", captures: [(.descriptionList, 1)]),
        Expected(file: "fid-d-zhangkn-picker", captures: [(.recursiveDescription, 52)]),
        Expected(file: "fid-d-kiyotaka", captures: [(.recursiveDescription, 9)]),
        Expected(file: "fid-d-cocoadelica", captures: [(.recursiveDescription, 10)]),
        Expected(file: "fid-d-oradar-36578167", captures: [(.recursiveDescription, 4)]),
        Expected(file: "fid-d-sentry-safari", captures: [(.recursiveDescription, 2), (.recursiveDescription, 5)]),
        Expected(file: "fid-d-anokhin", captures: [(.recursiveDescription, 3)], controllers: 1),
        Expected(file: "fid-d-recipes-webview", captures: [(.recursiveDescription, 13)]),
        Expected(file: "seed-002-ios9", captures: [(.classListing, 6)]),
        Expected(file: "seed-002-ios10", captures: [(.classListing, 6)]),
        Expected(file: "seed-002-ios11", captures: [(.classListing, 10)]),
    ]

    @Test func everyDumpIsListed() throws {
        let files = try Repository.files(in: "Tests/Fidelity/dumps", extensions: ["txt"]).map { String($0.dropLast(4)) }
        #expect(files.sorted() == Self.expected.map(\.file).sorted())
    }

    @Test(arguments: expected) func parses(_ expected: Expected) throws {
        let dump = try loadDump(expected.file)
        #expect(dump.captures.map(\.format) == expected.captures.map(\.0))
        #expect(dump.captures.map(\.viewCount) == expected.captures.map(\.1))
        #expect(dump.controllers.flatMap(\.subtree).count == expected.controllers)
    }
}

func loadDump(_ name: String) throws -> ViewDump {
    try ViewDump.load(path: Repository.url("Tests/Fidelity/dumps/\(name).txt").path)
}

extension ViewDump {
    /// The first view of the last capture whose class is `name`.
    func first(_ name: String, capture: Int? = nil) -> DumpedView? {
        (capture.map { captures[$0] } ?? captures.last)?.views.first { $0.className == name }
    }
}
