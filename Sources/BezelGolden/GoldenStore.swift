import Dispatch
import Foundation
import BezelFigure
import BezelImageDiff
import BezelLayout
import BezelPipeline
import BezelRaster
import BezelRender
import BezelSupport

/// Golden files on disk: checking fresh renders against them and recording them.
public struct GoldenStore: Sendable {
    /// The `Golden/` folder.
    public var root: URL
    /// Where mismatches leave `actual`, `expected` and `diff` images.
    public var artifacts: URL
    /// How far each case may drift (`Golden/tolerance.yaml`).
    public var tolerances: ToleranceTable
    /// Goldens decoded in this run (`DecodedGoldens`).
    let decoded = DecodedGoldens()
    /// Drawings that painted their golden exactly in this run (`KnownDrawings`).
    let known = KnownDrawings()

    public init(root: URL, artifacts: URL, tolerances: ToleranceTable = ToleranceTable()) {
        self.root = root
        self.artifacts = artifacts
        self.tolerances = tolerances
    }

    /// A store with the tolerance table read from `root`.
    public static func load(root: URL, artifacts: URL) throws(SourceError) -> GoldenStore {
        GoldenStore(root: root, artifacts: artifacts, tolerances: try ToleranceTable.load(root: root))
    }

    /// The store of a project: its golden folder, artefacts folder and tolerance file.
    public static func load(_ project: GoldenProject) throws(SourceError) -> GoldenStore {
        GoldenStore(
            root: project.golden, artifacts: project.artifacts,
            tolerances: try ToleranceTable.load(file: project.tolerance, shownAs: displayPath(project.tolerance)))
    }

    public enum Outcome: Sendable, Equatable {
        /// Identical pixels and layout.
        case match
        /// Pixels differ, within the case's tolerance; the layout is identical.
        case tolerated(PerceptualResult)
        case missing
        /// The golden PNG exists but cannot be decoded.
        case unreadable(String)
        case mismatch(image: PerceptualResult?, layout: LayoutDifference?)

        public var passes: Bool {
            switch self {
            case .match, .tolerated: true
            default: false
            }
        }
    }

    /// The files a failure leaves, as written and as bytes (the HTML report embeds them).
    public struct Artifacts: Sendable {
        public var expected: (url: URL, png: [UInt8])?
        public var actual: (url: URL, png: [UInt8])?
        public var diff: (url: URL, png: [UInt8])?
        public var actualLayout: URL?

        public var urls: [URL] { [expected?.url, actual?.url, diff?.url, actualLayout].compactMap { $0 } }
    }

    public struct Report: Sendable {
        public var goldenCase: GoldenCase
        public var outcome: Outcome
        public var tolerance: GoldenTolerance
        /// Artefact files written for a mismatch.
        public var artifacts: Artifacts?
        /// Time to render and compare, in seconds.
        public var seconds: Double = 0
        /// The command that records this case's golden.
        public var recordCommand = "bezel record"

        /// A multi-line explanation for a test failure or the command line: the headline, the
        /// details and the artefact paths.
        public var message: String {
            ([headline] + details.map { "  " + $0 } + (artifacts?.urls ?? []).map { "  \($0.path)" }).joined(separator: "\n")
        }

        public var headline: String {
            switch outcome {
            case .match: "\(goldenCase.path): matches"
            case .tolerated: "\(goldenCase.path): within tolerance"
            case .missing: "\(goldenCase.path): no golden yet; record it with `\(recordCommand)` (never in CI)"
            case .unreadable(let reason): "\(goldenCase.path): golden PNG is unreadable: \(reason)"
            case .mismatch: "\(goldenCase.path): differs from its golden"
            }
        }

        /// What differs, one line each.
        public var details: [String] {
            switch outcome {
            case .tolerated(let image): return ["image: \(image.summary)", "tolerance: \(tolerance.summary)"]
            case .mismatch(let image, let layout):
                var lines: [String] = []
                if let image { lines += ["image: \(image.summary)", "tolerance: \(tolerance.summary)"] }
                if let layout { lines += layout.lines.map { "layout line \($0.line): expected \"\($0.expected)\", got \"\($0.actual)\"" } }
                return lines
            default: return []
            }
        }
    }

    /// `Golden/environment.txt`: what the goldens were rendered with.
    public var environmentURL: URL { root.appendingPathComponent("environment.txt") }

    /// The environment the goldens were recorded in, if the file exists.
    public var recordedEnvironment: RenderEnvironment? {
        (try? String(contentsOf: environmentURL, encoding: .utf8)).map(RenderEnvironment.init(text:))
    }

    /// Empties the artefacts folder left by an earlier check, but only a folder Bezel made (it
    /// holds a `.bezel-artifacts` marker): a mistyped `--artifacts` never deletes anyone's files.
    public func clearArtifacts() throws {
        let manager = FileManager.default
        let marker = artifacts.appendingPathComponent(".bezel-artifacts")
        if manager.fileExists(atPath: marker.path) { try manager.removeItem(at: artifacts) }
        try manager.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try writeAtomically("Made by `bezel check`; the folder is emptied at the start of every check.\n", to: marker)
    }

    func pngURL(_ c: GoldenCase) -> URL { root.appendingPathComponent(c.path + ".png") }
    func layoutURL(_ c: GoldenCase) -> URL { root.appendingPathComponent(c.path + ".layout.txt") }

    /// What a case renders to now, in memory.
    public struct Rendering: Sendable {
        public var image: RGBAImage
        public var layout: String
        /// The golden image as read before rendering, and the file it was read from, for the
        /// comparison to use again when it compares with that file.
        var golden: (file: URL, read: Result<(png: [UInt8], image: RGBAImage, name: String), any Error>)?
    }

    /// The case's job through the pipeline's one `render`, as pixels and layout text. The golden
    /// image, when there is one to read, is what the pixels are likely to be (`renderPixels`).
    public func render(_ c: GoldenCase) throws -> Rendering {
        let file = pngURL(c)
        let golden = FileManager.default.fileExists(atPath: file.path) ? (file: file, read: Result { try decoded.load(file) }) : nil
        let likely = (try? golden?.read.get()).map { LikelyImage(image: $0.image, name: $0.name, known: known) }
        let rendered = try renderPixels(c.job, likely: likely)
        guard let image = rendered.picture.pixels else { preconditionFailure("a PNG rendering is pixels") }
        return Rendering(image: image, layout: rendered.layout.text, golden: golden)
    }

    /// Renders the case and compares it with its golden image and layout dump; a mismatch leaves
    /// artefacts.
    public func check(_ c: GoldenCase) throws -> Report {
        let start = DispatchTime.now().uptimeNanoseconds
        var report = try check(c, rendering: render(c))
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return report
    }

    /// Compares a rendering made elsewhere with the case's goldens; a mismatch leaves artefacts.
    public func check(_ c: GoldenCase, rendering: Rendering) throws -> Report {
        try compare(c, with: rendering, writingArtifacts: true)
    }

    /// Compares a rendering with the case's golden files: bytes first, then colours within the
    /// case's tolerance; the layout dump exactly.
    func compare(_ c: GoldenCase, with fresh: Rendering, writingArtifacts: Bool) throws -> Report {
        let tolerance = tolerances.tolerance(for: c.path)
        var report = Report(goldenCase: c, outcome: .missing, tolerance: tolerance, artifacts: nil)
        report.recordCommand = "bezel record " + (c.source ?? "\(displayPath(root))/\(c.path).png")
        let manager = FileManager.default
        guard manager.fileExists(atPath: pngURL(c).path), manager.fileExists(atPath: layoutURL(c).path) else { return report }
        let goldenPNG: [UInt8]
        let expected: RGBAImage
        do {
            if let golden = fresh.golden, golden.file == pngURL(c) {
                (goldenPNG, expected, _) = try golden.read.get()
            } else {
                (goldenPNG, expected, _) = try decoded.load(pngURL(c))
            }
        } catch {
            report.outcome = .unreadable("\(error)")
            return report
        }
        let expectedLayout = (try? String(contentsOf: layoutURL(c), encoding: .utf8)) ?? ""
        let image = perceptualCompare(expected, fresh.image, options: tolerance.options)
        let layout = LayoutDifference(expected: expectedLayout, actual: fresh.layout)
        let imagePasses = tolerance.accepts(image)
        if imagePasses && layout == nil {
            report.outcome = image.identical ? .match : .tolerated(image)
            return report
        }
        report.outcome = .mismatch(image: imagePasses ? nil : image, layout: layout)
        if writingArtifacts {
            report.artifacts = try writeArtifacts(
                c, goldenPNG: goldenPNG, expected: expected, actual: fresh, imageDiffers: !imagePasses, options: tolerance.options)
        }
        return report
    }

    private func writeArtifacts(
        _ c: GoldenCase, goldenPNG: [UInt8], expected: RGBAImage, actual: Rendering, imageDiffers: Bool, options: PerceptualOptions
    ) throws -> Artifacts {
        let base = artifacts.appendingPathComponent(c.path).path
        func write(_ suffix: String, _ png: [UInt8]) throws -> (URL, [UInt8]) {
            let url = URL(fileURLWithPath: base + "." + suffix)
            try writeAtomically(png, to: url)
            return (url, png)
        }
        var written = Artifacts()
        if imageDiffers {
            written.expected = try write("expected.png", goldenPNG)
            written.actual = try write("actual.png", try PNGCodec.encode(actual.image))
            written.diff = try write("diff.png", try PNGCodec.encode(perceptualDiffImage(expected, actual.image, options: options)))
        }
        let url = URL(fileURLWithPath: base + ".actual.layout.txt")
        try writeAtomically(actual.layout, to: url)
        written.actualLayout = url
        return written
    }

    /// Renders the case and, if `mode` asks for it, writes its golden image and layout dump.
    /// Returns whether anything was written.
    /// The files a case would record under `mode`, or nil when its golden stays as it is.
    public func recording(_ c: GoldenCase, mode: GoldenRecordMode) throws -> Recording? {
        let fresh = try render(c)
        let outcome = try compare(c, with: fresh, writingArtifacts: false).outcome
        let wanted: Bool
        switch mode {
        case .all: wanted = outcome != .match
        case .missing: wanted = outcome == .missing
        case .failed: wanted = !outcome.passes && outcome != .missing
        }
        guard wanted else { return nil }
        return Recording(case: c, png: try PNGOptimizer.encode(fresh.image), layout: fresh.layout)
    }

    /// Writes a recording: the images that share its file through a link first get their own
    /// copy, then the image and its layout text are each renamed into place. Nothing is deleted
    /// before its replacement exists, so a killed run loses no golden.
    public func write(_ recording: Recording, links: GoldenLinks) throws {
        let png = pngURL(recording.case)
        try links.detach(from: png)
        try writeAtomically(recording.png, to: png)
        try writeAtomically(recording.layout, to: layoutURL(recording.case))
    }

    /// A case's new golden files, encoded and not yet written.
    public struct Recording: Sendable {
        public var `case`: GoldenCase
        public var png: [UInt8]
        public var layout: String
    }

    /// Golden files on disk that no case owns (left behind by a removed device or feature).
    public func staleFiles(for cases: [GoldenCase]) -> [String] {
        var owned = Set<String>()
        for c in cases {
            owned.insert(c.path + ".png")
            owned.insert(c.path + ".layout.txt")
        }
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var stale: [String] = []
        let prefix = root.standardizedFileURL.path + "/"
        for case let url as URL in walker where url.pathExtension == "png" || url.path.hasSuffix(".layout.txt") {
            let relative = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            if !owned.contains(relative) { stale.append(relative) }
        }
        return stale.sorted()
    }
}

/// The first lines where two layout dumps differ.
public struct LayoutDifference: Hashable, Sendable {
    public var lines: [(line: Int, expected: String, actual: String)]

    public init?(expected: String, actual: String) {
        guard expected != actual else { return nil }
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [(Int, String, String)] = []
        for i in 0..<max(e.count, a.count) where (i < e.count ? e[i] : nil) != (i < a.count ? a[i] : nil) {
            found.append((i + 1, i < e.count ? e[i] : "(none)", i < a.count ? a[i] : "(none)"))
            if found.count == 3 { break }
        }
        lines = found
    }

    public var summary: String {
        lines.map { "line \($0.line): expected \"\($0.expected)\", got \"\($0.actual)\"" }.joined(separator: "; ")
    }

    public static func == (a: LayoutDifference, b: LayoutDifference) -> Bool { a.summary == b.summary }
    public func hash(into hasher: inout Hasher) { hasher.combine(summary) }
}

extension GoldenStore {
    /// A line per tolerance override that matches none of `cases` (left behind by a renamed or
    /// removed case), naming the tolerance file (`file`, as shown), its line and the field: bad
    /// input.
    public func unusedOverrides(by cases: [GoldenCase], file: String) -> [String] {
        tolerances.unmatched(by: cases.map(\.path)).map { o in
            "\(file):\(o.line): error: overrides[].cases: \"\(o.cases)\" matches no golden case"
        }
    }
}
