import Foundation
import BezelGolden
import BezelImageDiff
import BezelRaster
import BezelRender
import Testing

/// Recording and checking against a scratch golden folder with two real cases: record modes,
/// bad golden files (corrupt, truncated, wrong size, 16-bit), tolerances and artefacts.
struct GoldenStoreTests {
    /// iPhone X then iPhone 8, on iOS 11, portrait.
    static let cases = ["ios-11/iphone-x/device/portrait", "ios-11/iphone-8/device/portrait"].compactMap { path in
        GoldenMatrix.deviceCases().first { $0.path == path }
    }

    let folder: URL
    let store: GoldenStore

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-golden-\(UUID().uuidString)")
        store = GoldenStore(root: folder.appendingPathComponent("Golden"), artifacts: folder.appendingPathComponent("artifacts"))
        try #require(Self.cases.count == 2)
    }

    func png(_ c: GoldenCase) -> URL { store.root.appendingPathComponent(c.path + ".png") }
    func layout(_ c: GoldenCase) -> URL { store.root.appendingPathComponent(c.path + ".layout.txt") }

    /// Paints a 10×10 block of the golden magenta.
    func tamper(_ c: GoldenCase) throws {
        var image = try PNGCodec.read(contentsOf: png(c))
        for y in 100..<110 {
            for x in 50..<60 { image.pixels.replaceSubrange((y * image.width + x) * 4..<(y * image.width + x) * 4 + 4, with: [255, 0, 255, 255]) }
        }
        try Data(try PNGCodec.encode(image)).write(to: png(c))
    }

    @Test func recordModesWriteWhatTheySay() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (a, b) = (Self.cases[0], Self.cases[1])
        #expect(try recordGoldens(store: store, mode: .failed, cases: Self.cases).written == [])
        let first = try recordGoldens(store: store, mode: .missing, cases: Self.cases)
        #expect(first.written.sorted() == [a.path, b.path].sorted())
        #expect(first.environmentChanges == ["(first recording)"])
        #expect(store.recordedEnvironment == RenderEnvironment.current)

        try tamper(a)
        #expect(try recordGoldens(store: store, mode: .missing, cases: Self.cases).written == [])
        let failed = try recordGoldens(store: store, mode: .failed, cases: Self.cases)
        #expect(failed.written == [a.path] && failed.unchanged == 1)
        #expect(try checkGoldens(store: store, cases: Self.cases).passed)

        try "changed\n".write(to: layout(b), atomically: true, encoding: .utf8)
        #expect(try recordGoldens(store: store, mode: .all, cases: Self.cases).written == [b.path])
        #expect(try recordGoldens(store: store, mode: .all, cases: Self.cases).written == [])
    }

    /// Every file under the golden folder with its inode and modification time: what a run that
    /// records nothing must leave exactly as it was.
    func snapshot() throws -> [String: String] {
        var files: [String: String] = [:]
        let walker = try #require(FileManager.default.enumerator(atPath: store.root.path))
        for case let path as String in walker {
            let attributes = try FileManager.default.attributesOfItem(atPath: store.root.appendingPathComponent(path).path)
            files[path] = "\(attributes[.systemFileNumber] ?? 0) \(attributes[.modificationDate] ?? 0)"
        }
        return files
    }

    // iOS 12 and 13 draw the iPhone 8 alike, so recording stores the second as a link to the
    // first. Rewriting the shared file must give the link its own copy of the old image first.
    @Test func rewritingASharedImageKeepsTheOtherCase() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let pair = ["ios-12/iphone-8/device/portrait", "ios-13/iphone-8/device/portrait"].compactMap { path in
            GoldenMatrix.deviceCases().first { $0.path == path }
        }
        try #require(pair.count == 2)
        let first = try recordGoldens(store: store, mode: .missing, cases: pair)
        #expect(first.written.sorted() == pair.map(\.path).sorted(), "\(first)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: png(pair[1]).path) == "../../../ios-12/iphone-8/device/portrait.png")
        let before = try snapshot()
        #expect(try recordGoldens(store: store, mode: .all, cases: pair).written == [])
        #expect(try snapshot() == before, "a run with nothing to record touched files")

        try tamper(pair[0])
        let tampered = try Data(contentsOf: png(pair[0]))
        #expect(try Data(contentsOf: png(pair[1])) == tampered)  // through the link
        #expect(try recordGoldens(store: store, mode: .failed, cases: [pair[0]], removingStale: false).written == [pair[0].path])
        // The other case kept the image it had (the tampered one, which it alone now owns), and
        // the rewritten case is right again.
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: png(pair[1]).path)) == nil)
        #expect(try Data(contentsOf: png(pair[1])) == tampered)
        #expect(try checkGoldens(store: store, cases: [pair[0]], reportingStale: false).passed)
    }

    @Test func badGoldenFilesAreBadInput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (a, b) = (Self.cases[0], Self.cases[1])
        _ = try recordGoldens(store: store, mode: .missing, cases: Self.cases)
        let good = try Data(contentsOf: png(a))

        try Data("not a png at all".utf8).write(to: png(a))
        guard case .unreadable(let corrupt) = try store.check(a).outcome else { Issue.record("corrupt PNG accepted"); return }
        #expect(corrupt.contains("PNG") || corrupt.contains("signature"))

        try good.prefix(good.count / 2).write(to: png(a))
        guard case .unreadable = try store.check(a).outcome else { Issue.record("truncated PNG accepted"); return }

        let summary = try checkGoldens(store: store, cases: Self.cases)
        #expect(summary.badInput && !summary.passed)

        try FileManager.default.removeItem(at: png(b))
        #expect(try store.check(b).outcome == .missing)
    }

    @Test func aGoldenOfAnotherSizeFailsWithArtefacts() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = Self.cases[0]
        _ = try recordGoldens(store: store, mode: .missing, cases: Self.cases)
        let image = try PNGCodec.read(contentsOf: png(a))
        let cropped = RGBAImage(width: image.width, height: image.height - 1, pixels: Array(image.pixels.dropLast(image.width * 4)))
        try Data(try PNGCodec.encode(cropped)).write(to: png(a))
        let report = try store.check(a)
        guard case .mismatch(let result?, nil) = report.outcome else { Issue.record("expected an image mismatch"); return }
        #expect(!result.sizeMatches)
        #expect(report.message.contains("size differs: expected \(image.width)×\(image.height - 1) px, got \(image.width)×\(image.height) px"))
        let artifacts = try #require(report.artifacts)
        for url in artifacts.urls { #expect(FileManager.default.fileExists(atPath: url.path), "\(url.path)") }
        #expect(artifacts.urls.map(\.lastPathComponent) == ["portrait.expected.png", "portrait.actual.png", "portrait.diff.png", "portrait.actual.layout.txt"])
        // The diff covers both sizes; the row only the actual image has is red.
        let diff = try PNGCodec.read(contentsOf: artifacts.diff!.url)
        #expect(diff.width == image.width && diff.height == image.height)
        #expect(Array(diff.pixels[((image.height - 1) * image.width) * 4..<((image.height - 1) * image.width) * 4 + 3]) == [255, 0, 0])
    }

    // A golden re-saved at 16 bits per channel (v × 257, exactly the same colours) still
    // matches: libpng narrows it back to the same 8-bit values. With an sRGB chunk too.
    @Test func sixteenBitGoldensOfTheSamePixelsMatch() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = Self.cases[0]
        _ = try recordGoldens(store: store, mode: .missing, cases: Self.cases)
        let image = try PNGCodec.read(contentsOf: png(a))
        for sRGB in [false, true] {
            try Data(PNGFixture.sixteenBit(image, sRGB: sRGB)).write(to: png(a))
            let decoded = try PNGCodec.read(contentsOf: png(a))
            // The first differing byte is looked for only on failure (a walk of every byte).
            #expect(decoded == image, "first difference at byte \(String(describing: zip(decoded.pixels, image.pixels).enumerated().first { $0.element.0 != $0.element.1 }))")
            #expect(try store.check(a).outcome == .match)
        }
    }

    @Test func aLayoutChangeFailsEvenWhenPixelsMatch() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = Self.cases[0]
        _ = try recordGoldens(store: store, mode: .missing, cases: Self.cases)
        var text = try String(contentsOf: layout(a), encoding: .utf8)
        text = text.replacingOccurrences(of: "44", with: "45")
        try text.write(to: layout(a), atomically: true, encoding: .utf8)
        let report = try store.check(a)
        guard case .mismatch(nil, let difference?) = report.outcome else { Issue.record("expected a layout mismatch: \(report.message)"); return }
        #expect(difference.lines.first?.expected.contains("45") == true)
        #expect(report.artifacts?.expected == nil && report.artifacts?.actualLayout != nil)
    }

    // 100 magenta pixels in one 10×10 block: over the strict default; within an override of 100
    // pixels, but not if the override also caps the density of a 16×16 window at 0.3
    // (100 / 256 = 0.39).
    @Test func tolerancesDecideAndOverridesNeedAReason() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = Self.cases[0]
        _ = try recordGoldens(store: store, mode: .missing, cases: Self.cases)
        try tamper(a)
        guard case .mismatch(let strict?, nil) = try store.check(a).outcome else { Issue.record("strict default passed"); return }
        #expect(strict.differingPixels == 100 && strict.densestWindow == 100)
        #expect(strict.bounds == PixelBox(x: 50, y: 100, width: 10, height: 10))

        let loose = try ToleranceTable.parse(
            "overrides:\n  - cases: ios-11/\n    max-pixels: 100\n    reason: a test\n", file: "tolerance.yaml")
        var store = self.store
        store.tolerances = loose
        guard case .tolerated(let result) = try store.check(a).outcome else { Issue.record("override ignored"); return }
        #expect(result.differingPixels == 100)
        #expect(try store.check(Self.cases[1]).outcome == .match)

        store.tolerances = try ToleranceTable.parse(
            "overrides:\n  - cases: \(a.path)\n    max-pixels: 100\n    max-density: 0.3\n    reason: a test\n", file: "t.yaml")
        let report = try store.check(a)
        guard case .mismatch = report.outcome else { Issue.record("density cap ignored"); return }
        #expect(report.message.contains("tolerance: override at t.yaml:2: a test"))
    }
}
