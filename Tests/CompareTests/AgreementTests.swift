import BezelCompare
import BezelDumps
import BezelImport
import Testing
import TestSupport

/// Every published dump of the fidelity corpus held against Bezel's layout on the device and iOS
/// version its sidecar names (Tests/Fidelity/dumps/, sources in docs/sources.md): the agreement
/// figures `bezel compare` prints. A change to Bezel's layout that moves one of these numbers
/// changes this table on purpose: say why in the commit.
@Suite struct AgreementTests {
    struct Figures: Sendable, CustomStringConvertible {
        var dump: String
        var matched, compared, framesAgree, framesCompared, deviceOnly, bezelOnly, notCompared: Int
        var description: String { dump }
    }

    static let figures: [Figures] = [
        .init(dump: "fid-b-budejie", matched: 6, compared: 6, framesAgree: 6, framesCompared: 6, deviceOnly: 0, bezelOnly: 0, notCompared: 0),
        .init(dump: "fid-b-crifan-cycript", matched: 22, compared: 25, framesAgree: 14, framesCompared: 22, deviceOnly: 3, bezelOnly: 2, notCompared: 57),
        .init(dump: "fid-b-gxswift", matched: 4, compared: 4, framesAgree: 4, framesCompared: 4, deviceOnly: 0, bezelOnly: 1, notCompared: 0),
        .init(dump: "fid-b-rtclean", matched: 13, compared: 14, framesAgree: 11, framesCompared: 13, deviceOnly: 1, bezelOnly: 0, notCompared: 0),
        .init(dump: "fid-b-rtroot-222", matched: 1, compared: 1, framesAgree: 1, framesCompared: 1, deviceOnly: 0, bezelOnly: 0, notCompared: 0),
        .init(dump: "fid-d-anokhin", matched: 1, compared: 1, framesAgree: 1, framesCompared: 1, deviceOnly: 0, bezelOnly: 0, notCompared: 2),
        .init(dump: "fid-d-bkclean-basenav", matched: 6, compared: 6, framesAgree: 0, framesCompared: 6, deviceOnly: 0, bezelOnly: 3, notCompared: 0),
        .init(dump: "fid-d-cocoadelica", matched: 1, compared: 1, framesAgree: 1, framesCompared: 1, deviceOnly: 0, bezelOnly: 0, notCompared: 9),
        .init(dump: "fid-d-frida4s", matched: 23, compared: 23, framesAgree: 15, framesCompared: 23, deviceOnly: 0, bezelOnly: 0, notCompared: 13),
        .init(dump: "fid-d-fridadev", matched: 8, compared: 8, framesAgree: 8, framesCompared: 8, deviceOnly: 0, bezelOnly: 4, notCompared: 2),
        .init(dump: "fid-d-jianshu-d539", matched: 5, compared: 5, framesAgree: 2, framesCompared: 5, deviceOnly: 0, bezelOnly: 0, notCompared: 0),
        .init(dump: "fid-d-jslim-navbar", matched: 7, compared: 10, framesAgree: 1, framesCompared: 7, deviceOnly: 3, bezelOnly: 3, notCompared: 0),
        .init(dump: "fid-d-kiyotaka", matched: 1, compared: 1, framesAgree: 0, framesCompared: 1, deviceOnly: 0, bezelOnly: 0, notCompared: 8),
        .init(dump: "fid-d-lldb414", matched: 8, compared: 10, framesAgree: 8, framesCompared: 8, deviceOnly: 2, bezelOnly: 0, notCompared: 8),
        .init(dump: "fid-d-lldb428", matched: 13, compared: 15, framesAgree: 13, framesCompared: 13, deviceOnly: 2, bezelOnly: 0, notCompared: 1),
        .init(dump: "fid-d-lnpopup-168", matched: 5, compared: 5, framesAgree: 5, framesCompared: 5, deviceOnly: 0, bezelOnly: 0, notCompared: 2),
        .init(dump: "fid-d-oradar-36578167", matched: 1, compared: 1, framesAgree: 0, framesCompared: 1, deviceOnly: 0, bezelOnly: 0, notCompared: 3),
        .init(dump: "fid-d-qynavback", matched: 15, compared: 16, framesAgree: 12, framesCompared: 15, deviceOnly: 1, bezelOnly: 0, notCompared: 2),
        .init(dump: "fid-d-recipes-webview", matched: 1, compared: 1, framesAgree: 0, framesCompared: 1, deviceOnly: 0, bezelOnly: 0, notCompared: 12),
        .init(dump: "fid-d-sentry-safari", matched: 1, compared: 1, framesAgree: 0, framesCompared: 1, deviceOnly: 0, bezelOnly: 0, notCompared: 4),
        .init(dump: "fid-d-unko-trace", matched: 19, compared: 41, framesAgree: 1, framesCompared: 3, deviceOnly: 22, bezelOnly: 5, notCompared: 164),
        .init(dump: "fid-d-xyl-toolbar", matched: 1, compared: 1, framesAgree: 1, framesCompared: 1, deviceOnly: 0, bezelOnly: 0, notCompared: 0),
        .init(dump: "fid-d-zhangkn-picker", matched: 16, compared: 16, framesAgree: 16, framesCompared: 16, deviceOnly: 0, bezelOnly: 3, notCompared: 36),
        .init(dump: "seed-002-ios9", matched: 6, compared: 6, framesAgree: 0, framesCompared: 0, deviceOnly: 0, bezelOnly: 0, notCompared: 0),
        .init(dump: "seed-002-ios10", matched: 6, compared: 6, framesAgree: 0, framesCompared: 0, deviceOnly: 0, bezelOnly: 0, notCompared: 0),
        .init(dump: "seed-002-ios11", matched: 10, compared: 10, framesAgree: 0, framesCompared: 0, deviceOnly: 0, bezelOnly: 0, notCompared: 0),
    ]

    /// Every dump but the one that holds only `_printHierarchy`.
    @Test func everyDumpWithViewsIsListed() throws {
        let files = try Repository.files(in: "Tests/Fidelity/dumps", extensions: ["txt"]).map { String($0.dropLast(4)) }
        #expect(files.filter { $0 != "fid-d-lldb414-vc" }.sorted() == Self.figures.map(\.dump).sorted())
    }

    @Test(arguments: figures) func agreement(_ expected: Figures) throws {
        let comparison = try compare(expected.dump)
        let s = comparison.summary
        #expect(
            [s.matched, s.compared, s.framesAgree, s.framesCompared, s.missingInBezel, s.missingOnDevice, s.notCompared]
                == [expected.matched, expected.compared, expected.framesAgree, expected.framesCompared, expected.deviceOnly, expected.bezelOnly, expected.notCompared],
            "\(comparison.text)")
        #expect(s.agrees == (s.matched == s.compared && s.framesAgree == s.framesCompared && s.missingOnDevice == 0))
    }
}

/// The comparison of a published dump on its sidecar's device and version.
func compare(_ name: String) throws -> Comparison {
    let dump = try PublishedDump(name)
    return try compareDump(path: dump.path, options: DumpOptions(device: dump.device, os: dump.os))
}
