import Foundation
import BezelGolden
import BezelRaster
import BezelRender
import Testing
#if canImport(FoundationXML)
    import FoundationXML
#endif

struct GoldenStorageTests {
    /// The repository's own `Golden/`.
    static let root = DeviceGoldenTests.root

    @Test func goldenFolderStaysWithinItsBudget() throws {
        let project = try repositoryProject.get()
        let storage = GoldenStorage.measure(Self.root)
        #expect(storage.bytes <= project.budget ?? 0, "\(project.storageDescription(storage))")
        #expect(storage.images == DeviceGoldenTests.cases.count + ChromeGoldenTests.cases.count + GalleryGoldenTests.cases.count)
    }

    /// No image is stored twice: identical images are links to one file.
    @Test func noDuplicateImages() throws {
        var seen: [Data: String] = [:]
        var links = 0
        let walker = try #require(FileManager.default.enumerator(at: Self.root, includingPropertiesForKeys: nil))
        for case let url as URL in walker where url.pathExtension == "png" {
            guard (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) == nil else {
                links += 1
                continue
            }
            let data = try Data(contentsOf: url)
            if let other = seen[data] { Issue.record("\(url.path) duplicates \(other)") }
            seen[data] = url.path
        }
        // The walk saw every case's image, as a file or as a link.
        #expect(seen.count + links == DeviceGoldenTests.cases.count + ChromeGoldenTests.cases.count + GalleryGoldenTests.cases.count)
    }

    // Recording new cases leaves every stored golden as it is: a new image identical to a stored
    // one links to it, though its path sorts first (iOS 7 beside iOS 9).
    @Test func newDuplicatesLinkToTheStoredFile() throws {
        let (folder, files) = try storageFolder([
            ("ios-9/x/device/portrait.png", "same"), ("ios-7/x/device/portrait.png", "same"), ("ios-8/x/device/portrait.png", "same"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (stored, new, newer) = (files[0], files[1], files[2])
        try GoldenStorage.linkDuplicates(in: folder, written: [new.standardizedFileURL.path, newer.standardizedFileURL.path])
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: stored.path)) == nil)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: new.path) == "../../../ios-9/x/device/portrait.png")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: newer.path) == "../../../ios-9/x/device/portrait.png")
    }

    /// A temporary folder holding each (relative path, text) as a file, and the files' URLs.
    func storageFolder(_ files: [(String, String)]) throws -> (URL, [URL]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-storage-\(UUID().uuidString)")
        let urls = try files.map { path, text in
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return url
        }
        return (folder, urls)
    }

    @Test func duplicatesBecomeRelativeLinksAndBack() throws {
        let (folder, files) = try storageFolder([
            ("ios-11/x/device/portrait.png", "same"), ("ios-12/x/device/portrait.png", "same"), ("ios-12/y/device/portrait.png", "other"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (a, b, c) = (files[0], files[1], files[2])
        try GoldenStorage.linkDuplicates(in: folder)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: b.path) == "../../../ios-11/x/device/portrait.png")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: c.path)) == nil)
        #expect(try Data(contentsOf: b) == Data("same".utf8))
        let storage = GoldenStorage.measure(folder)
        #expect(storage.images == 3 && storage.links == 1 && storage.bytes == 9)

        // Rewriting the shared file first gives its links their own copy of the old bytes.
        try GoldenLinks(in: folder).detach(from: a)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: b.path)) == nil)
        #expect(try Data(contentsOf: b) == Data("same".utf8))
        #expect(try Data(contentsOf: a) == Data("same".utf8))
    }

    @Test func temporariesOfKilledRunsAreRemoved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-storage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let leftover = folder.appendingPathComponent("ios-11/x/device/.portrait.png.4242.0F1E.tmp")
        let golden = folder.appendingPathComponent("ios-11/x/device/portrait.png")
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("half".utf8).write(to: leftover)
        try Data("whole".utf8).write(to: golden)
        GoldenStorage.removeTemporaries(in: folder)
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
        #expect(try Data(contentsOf: golden) == Data("whole".utf8))
    }
}

struct PNGOptimizerTests {
    func roundTrip(_ image: RGBAImage) throws -> [UInt8] {
        let png = try PNGOptimizer.encode(image)
        let same = try PNGCodec.decode(png) == image
        #expect(same)
        return png
    }

    // A real golden: lossless, and smaller than libpng's own best effort.
    @Test func beatsLibpngOnAGolden() throws {
        let c = try #require(GoldenMatrix.deviceCases().first { $0.path == "ios-17/iphone-15-pro/device/portrait" })
        let image = try DeviceGoldenTests.store.render(c).image
        let optimised = try roundTrip(image)
        let plain = try PNGCodec.encode(image, compression: .libpngDefault)
        #expect(optimised.count < plain.count)
    }
}

struct CheckReportTests {
    /// A real failure: one golden with a magenta block, checked in a scratch folder.
    static func failingSummary() throws -> (CheckResults, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-report-\(UUID().uuidString)")
        let store = GoldenStore(root: folder.appendingPathComponent("Golden"), artifacts: folder.appendingPathComponent("artifacts"))
        let cases = GoldenStoreTests.cases
        _ = try recordGoldens(store: store, mode: .missing, cases: cases)
        let url = store.root.appendingPathComponent(cases[0].path + ".png")
        var image = try PNGCodec.read(contentsOf: url)
        for i in stride(from: 0, to: image.width * 40 * 4, by: 4) { image.pixels.replaceSubrange(i..<i + 4, with: [255, 0, 255, 255]) }
        try Data(try PNGCodec.encode(image)).write(to: url)
        try FileManager.default.removeItem(at: store.root.appendingPathComponent(cases[1].path + ".png"))
        let stale = store.root.appendingPathComponent("ios-9/gone.layout.txt")
        try FileManager.default.createDirectory(at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "# stale\n".write(to: stale, atomically: true, encoding: .utf8)
        return (try checkGoldens(store: store, cases: cases).results(artifacts: store.artifacts, golden: "Golden"), folder)
    }

    @Test func junitCountsFailuresErrorsAndStaleFiles() throws {
        let (summary, folder) = try Self.failingSummary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xml = CheckReport.junit(summary, folder: folder.appendingPathComponent("artifacts"))
        #expect(xml.contains(#"<testsuites name="bezel check" tests="3" failures="2" errors="1""#))
        #expect(xml.contains(#"<testcase classname="ios-11.iphone-x.device" name="portrait""#))
        #expect(xml.contains(#"<failure message="ios-11/iphone-x/device/portrait: differs from its golden" type="mismatch">"#))
        // The hint names the command that records this very case.
        let hint = "no golden yet; record it with `bezel record \(folder.path)/Golden/ios-11/iphone-8/device/portrait.png` (never in CI)"
        #expect(xml.contains(#"<error message="ios-11/iphone-8/device/portrait: \#(hint)" type="golden">"#))
        #expect(xml.contains(#"type="stale">ios-9/gone.layout.txt</failure>"#))
        #expect(xml.contains(#"<property name="environment.cairo""#))
        let parsed = try XMLDocument(data: Data(xml.utf8))
        #expect(try parsed.nodes(forXPath: "//testcase").count == 3)
    }

    @Test func htmlEmbedsEveryImageAndView() throws {
        let (summary, folder) = try Self.failingSummary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try CheckReport.write(summary, to: folder.appendingPathComponent("artifacts"))
        #expect(written.map(\.lastPathComponent) == ["junit.xml", "report.html"])
        let html = try String(contentsOf: written[1], encoding: .utf8)
        // Expected, actual and diff embedded once, side by side; the slider's two images, the
        // onion skin's two and the toggle's one borrow them when their view is shown.
        #expect(html.components(separatedBy: "src=\"data:image/png;base64,").count - 1 == 3)
        #expect(html.components(separatedBy: "data-image=\"").count - 1 == 5)
        for control in ["class=\"slider-position\"", "class=\"onion-opacity\"", "class=\"swap\"", "data-view=\"sides\""] {
            #expect(html.contains(control), "\(control)")
        }
        #expect(html.contains("ios-11/iphone-8/device/portrait") && html.contains("ios-9/gone.layout.txt"))
        #expect(!html.contains("http://") && !html.contains("https://"))  // self-contained
        #expect(html.contains("100 of") == false || html.contains("pixels differ"))
    }

    @Test func aPassingCheckWritesOnlyJUnit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = GoldenStore(root: folder.appendingPathComponent("Golden"), artifacts: folder.appendingPathComponent("artifacts"))
        _ = try recordGoldens(store: store, mode: .missing, cases: GoldenStoreTests.cases)
        let summary = try checkGoldens(store: store, cases: GoldenStoreTests.cases)
        #expect(summary.passed && summary.environmentDifferences.isEmpty)
        let results = summary.results(artifacts: store.artifacts, golden: "Golden")
        #expect(try CheckReport.write(results, to: store.artifacts).map(\.lastPathComponent) == ["junit.xml"])
        #expect(try CheckResults.load(store.artifacts.appendingPathComponent(CheckResults.fileName)) == results)
    }
}

/// What the libdeflate path of `PNGCodec.decode` leaves to libpng: 16-bit files and damaged
/// chunks (RasterTests compares the two decoders on every row filter and every golden).
struct FastPNGDecoderDeclineTests {
    @Test func declinesWhatLibpngMustHandle() throws {
        let image = RGBAImage(width: 4, height: 2, fill: (10, 20, 30, 255))
        #expect(FastPNGDecoder.decode(PNGFixture.sixteenBit(image, sRGB: false)) == nil)
        var png = try PNGOptimizer.encode(RGBAImage(width: 300, height: 2, pixels: (0..<600).flatMap { [UInt8($0 % 256), 7, UInt8($0 / 3 % 256), 255] }))
        png[png.count - 20] ^= 0xFF  // damage the last chunk before IEND
        #expect(FastPNGDecoder.decode(png) == nil)
        #expect(throws: PNGError.self) { try PNGCodec.decode(png) }
    }
}
