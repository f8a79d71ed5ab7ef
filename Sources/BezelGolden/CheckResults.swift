import Foundation
import BezelRender
import BezelSupport

/// What one `bezel check` found, as plain data: `results.json` in the artefacts folder. The
/// HTML report and `junit.xml` are drawn from it, `bezel report merge` joins the results of
/// shards into one, and `--last-failed` reads it back.
public struct CheckResults: Codable, Sendable, Equatable {
    /// The format of this file.
    public var format = 1
    /// `3/8` when the run was one shard of a sharded check.
    public var shard: String?
    /// How many cases the whole selection had before sharding.
    public var selected: Int
    /// The golden folder, as messages show it.
    public var golden: String
    /// Every checked case, in selection order.
    public var cases: [CaseResult]
    /// Golden files no case owns (reported by unsharded runs of the whole project only).
    public var stale: [String]
    /// How this machine renders differently from the goldens' recorded environment.
    public var environmentDifferences: [String]
    /// The rendering environment's entries (`name`, `value`) for JUnit's properties.
    public var environment: [[String]]
    public var seconds: Double

    public var failures: [CaseResult] { cases.filter { !$0.status.passes } }
    public var tolerated: [CaseResult] { cases.filter { $0.status == .tolerated } }
    public var passed: Bool { failures.isEmpty && stale.isEmpty }
    /// A missing or unreadable golden is bad input rather than a regression.
    public var badInput: Bool { cases.contains { $0.status == .missing || $0.status == .unreadable } }

    /// "830 of 832 golden cases match; 2 differ or are missing; 0 stale".
    public var description: String {
        var text = "\(cases.count - failures.count) of \(cases.count) golden cases match"
        if let shard { text = "shard \(shard): " + text + " (\(selected) in all)" }
        if !tolerated.isEmpty { text += " (\(tolerated.count) within tolerance)" }
        return text + "; \(failures.count) differ or are missing; \(stale.count) stale"
    }

    /// The warning printed (and put in the reports) when the environment differs.
    public var environmentWarning: String? {
        guard !environmentDifferences.isEmpty else { return nil }
        return (["this machine renders with a different environment from the goldens' (\(golden)/environment.txt); differences may come from it rather than from Bezel:"]
            + environmentDifferences.map { "  \($0)" }).joined(separator: "\n")
    }

    public static let fileName = "results.json"

    /// Reads a results file written by `bezel check`.
    public static func load(_ url: URL) throws -> CheckResults {
        try JSONDecoder().decode(CheckResults.self, from: Data(contentsOf: url))
    }

    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [0x0A]
    }
}

/// One case of a check.
public struct CaseResult: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable {
        case match, tolerated, missing, unreadable, mismatch

        public var passes: Bool { self == .match || self == .tolerated }
    }

    /// The case's path under the golden folder.
    public var path: String
    /// Its place in the whole (unsharded) selection, so merged shards keep the selection's order.
    public var index: Int
    public var status: Status
    public var headline: String
    public var details: [String]
    public var seconds: Double
    /// The files a failure left, relative to the artefacts folder: `expected`, `actual`, `diff`
    /// (PNGs) and `layout` (the fresh layout text).
    public var artifacts: [String: String]

    /// The headline, the details and the artefact paths under `folder`, one per line.
    public func message(in folder: URL) -> String {
        ([headline] + details.map { "  " + $0 } + artifactURLs(in: folder).map { "  \($0.path)" }).joined(separator: "\n")
    }

    /// The artefacts in a fixed order: expected, actual, diff, layout.
    public func artifactURLs(in folder: URL) -> [URL] {
        ["expected", "actual", "diff", "layout"].compactMap { artifacts[$0].map { folder.appendingPathComponent($0) } }
    }
}

extension CheckSummary {
    /// This run as results: `index(of:)` gives each case's place in the whole selection (its own
    /// order when unsharded).
    public func results(artifacts: URL, golden: String, shard: String? = nil, selected: Int? = nil, index: (String) -> Int? = { _ in nil })
        -> CheckResults
    {
        let prefix = artifacts.standardizedFileURL.path + "/"
        let cases = reports.enumerated().map { position, report in
            let path = report.goldenCase.path
            var files: [String: String] = [:]
            if let found = report.artifacts {
                for (name, url) in [("expected", found.expected?.url), ("actual", found.actual?.url), ("diff", found.diff?.url), ("layout", found.actualLayout)] {
                    if let url { files[name] = String(url.standardizedFileURL.path.dropFirst(prefix.count)) }
                }
            }
            return CaseResult(
                path: path, index: index(path) ?? position, status: CaseResult.Status(report.outcome), headline: report.headline,
                details: report.details, seconds: report.seconds, artifacts: files)
        }
        return CheckResults(
            shard: shard, selected: selected ?? checked, golden: golden, cases: cases, stale: stale,
            environmentDifferences: environmentDifferences,
            environment: RenderEnvironment.current.entries.map { [$0.name, $0.value] }, seconds: seconds)
    }
}

extension CaseResult.Status {
    init(_ outcome: GoldenStore.Outcome) {
        switch outcome {
        case .match: self = .match
        case .tolerated: self = .tolerated
        case .missing: self = .missing
        case .unreadable: self = .unreadable
        case .mismatch: self = .mismatch
        }
    }
}
