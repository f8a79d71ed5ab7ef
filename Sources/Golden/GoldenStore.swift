import Foundation
import Layout
import Render

/// Golden files on disk: checking fresh renders against them and recording them.
public struct GoldenStore: Sendable {
    /// The `Golden/` folder.
    public var root: URL
    /// Where mismatches leave `actual`, `expected` and `diff` images.
    public var artifacts: URL

    public init(root: URL, artifacts: URL) {
        self.root = root
        self.artifacts = artifacts
    }

    public enum Outcome: Sendable, Equatable {
        case match
        case missing
        /// The golden PNG exists but cannot be decoded.
        case unreadable(String)
        case mismatch(image: ImageComparison?, layout: LayoutDifference?)
    }

    public struct Report: Sendable {
        public var goldenCase: GoldenCase
        public var outcome: Outcome
        /// Artefact files written for a mismatch.
        public var artifacts: [URL]

        /// A multi-line explanation for a test failure or the command line.
        public var message: String {
            switch outcome {
            case .match: return "\(goldenCase.path): matches"
            case .missing: return "\(goldenCase.path): no golden yet; record it with `make record` (never in CI)"
            case .unreadable(let reason): return "\(goldenCase.path): golden PNG is unreadable: \(reason)"
            case .mismatch(let image, let layout):
                var lines = ["\(goldenCase.path): differs from its golden"]
                if let image { lines.append("  image: \(image.summary)") }
                if let layout { lines.append("  layout: \(layout.summary)") }
                lines += artifacts.map { "  \($0.path)" }
                return lines.joined(separator: "\n")
            }
        }
    }

    func pngURL(_ c: GoldenCase) -> URL { root.appendingPathComponent(c.path + ".png") }
    func layoutURL(_ c: GoldenCase) -> URL { root.appendingPathComponent(c.path + ".layout.txt") }

    /// What a case renders to now, in memory.
    public struct Rendering: Sendable {
        public var image: RGBAImage
        public var layout: String
    }

    public func render(_ c: GoldenCase) throws -> Rendering {
        let layout = c.job.layout
        let app = c.job.app(metrics: .measured)
        let image = try Renderer.render(c.job.diagram(for: layout, app: app), scale: c.job.scale)
        return Rendering(image: image, layout: app?.explanation ?? layout.dump)
    }

    /// Renders the case and compares it with its golden image and layout dump; a mismatch leaves
    /// artefacts.
    public func check(_ c: GoldenCase) throws -> Report {
        try compare(c, with: render(c), writingArtifacts: true)
    }

    /// Compares a rendering with the case's golden files.
    func compare(_ c: GoldenCase, with fresh: Rendering, writingArtifacts: Bool) throws -> Report {
        let manager = FileManager.default
        guard manager.fileExists(atPath: pngURL(c).path), manager.fileExists(atPath: layoutURL(c).path) else {
            return Report(goldenCase: c, outcome: .missing, artifacts: [])
        }
        let expected: RGBAImage
        do { expected = try PNGCodec.read(contentsOf: pngURL(c)) } catch {
            return Report(goldenCase: c, outcome: .unreadable("\(error)"), artifacts: [])
        }
        let expectedLayout = (try? String(contentsOf: layoutURL(c), encoding: .utf8)) ?? ""
        let image = compareImages(expected: expected, actual: fresh.image)
        let layout = LayoutDifference(expected: expectedLayout, actual: fresh.layout)
        if image.matches && layout == nil { return Report(goldenCase: c, outcome: .match, artifacts: []) }
        let outcome = Outcome.mismatch(image: image.matches ? nil : image, layout: layout)
        guard writingArtifacts else { return Report(goldenCase: c, outcome: outcome, artifacts: []) }
        let written = try writeArtifacts(c, expected: expected, actual: fresh.image, layout: fresh.layout, imageDiffers: !image.matches)
        return Report(goldenCase: c, outcome: outcome, artifacts: written)
    }

    private func writeArtifacts(_ c: GoldenCase, expected: RGBAImage, actual: RGBAImage, layout: String, imageDiffers: Bool) throws -> [URL]
    {
        let base = artifacts.appendingPathComponent(c.path)
        var written: [URL] = []
        if imageDiffers {
            let files = [
                ("actual.png", actual), ("expected.png", expected), ("diff.png", diffImage(expected: expected, actual: actual)),
            ]
            for (suffix, image) in files {
                let url = URL(fileURLWithPath: base.path + "." + suffix)
                try writeAtomically(try PNGCodec.encode(image, compression: .small), to: url)
                written.append(url)
            }
        }
        let url = URL(fileURLWithPath: base.path + ".actual.layout.txt")
        try writeAtomically(layout, to: url)
        written.append(url)
        return written
    }

    /// Renders the case and, if `mode` asks for it, writes its golden image and layout dump.
    /// Returns whether anything was written.
    public func record(_ c: GoldenCase, mode: GoldenRecordMode) throws -> Bool {
        let fresh = try render(c)
        let outcome = try compare(c, with: fresh, writingArtifacts: false).outcome
        let wanted: Bool
        switch mode {
        case .all: wanted = outcome != .match
        case .missing: wanted = outcome == .missing
        case .failed: wanted = outcome != .match && outcome != .missing
        }
        guard wanted else { return false }
        try writeAtomically(try PNGCodec.encode(fresh.image, compression: .small), to: pngURL(c))
        try writeAtomically(fresh.layout, to: layoutURL(c))
        return true
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
