import Dispatch
import Foundation
import BezelRender
import BezelSupport

/// Which goldens `record` writes: `all` any that are missing or differ, `missing` only absent
/// ones, `failed` only those that exist and differ.
public enum GoldenRecordMode: String, CaseIterable, Sendable {
    case all, missing, failed
}

public struct RecordSummary: CustomStringConvertible, Sendable {
    public var written: [String]
    public var removed: [String]
    public var unchanged: Int
    public var storage: GoldenStorage
    /// How the recorded environment changed, if it did (see `RenderEnvironment.differences`).
    public var environmentChanges: [String]

    public var description: String {
        "recorded \(written.count) golden case\(written.count == 1 ? "" : "s"), \(unchanged) unchanged, \(removed.count) stale removed"
    }
}

/// Records the cases (see `GoldenRecordMode`), removes stale files no case owns, stores
/// identical images once (see `GoldenStorage`) and, when anything was written, the rendering
/// environment beside the goldens.
public func recordGoldens(
    store: GoldenStore, mode: GoldenRecordMode, cases: [GoldenCase], removingStale: Bool = true
) throws -> RecordSummary {
    // 1. Render, compare and encode on every core; 2. write one by one, each file renamed into
    // place, so nothing is touched when nothing changed and a killed run loses nothing.
    GoldenStorage.removeTemporaries(in: store.root)
    let recordings = try concurrentMap(cases) { try store.recording($0, mode: mode) }
    let links = GoldenLinks(in: store.root)
    for recording in recordings.compactMap({ $0 }) { try store.write(recording, links: links) }
    let changed = recordings.map { $0 != nil }
    let stale = removingStale ? store.staleFiles(for: cases) : []
    for path in stale { try FileManager.default.removeItem(at: store.root.appendingPathComponent(path)) }
    var environmentChanges: [String] = []
    if changed.contains(true) || !stale.isEmpty {
        environmentChanges = store.recordedEnvironment.map { RenderEnvironment.current.differences(from: $0) } ?? ["(first recording)"]
        try writeAtomically(RenderEnvironment.current.text, to: store.environmentURL)
    }
    let written = zip(cases, recordings).filter { $0.1 != nil }.map { store.pngURL($0.0).standardizedFileURL.path }
    try GoldenStorage.linkDuplicates(in: store.root, written: Set(written))
    return RecordSummary(
        written: zip(cases, changed).filter(\.1).map(\.0.path), removed: stale, unchanged: changed.filter { !$0 }.count,
        storage: GoldenStorage.measure(store.root), environmentChanges: environmentChanges)
}

public struct CheckSummary: CustomStringConvertible, Sendable {
    /// Every checked case's report, in selection order.
    public var reports: [GoldenStore.Report]
    public var stale: [String]
    /// How this machine's rendering environment differs from the goldens' (empty when it does not).
    public var environmentDifferences: [String]
    public var seconds: Double

    public var checked: Int { reports.count }
    /// Every checked case's path, in selection order.
    public var casePaths: [String] { reports.map(\.goldenCase.path) }
    public var failures: [GoldenStore.Report] { reports.filter { !$0.outcome.passes } }
    /// Cases whose pixels differ within their tolerance.
    public var tolerated: [GoldenStore.Report] { reports.filter { if case .tolerated = $0.outcome { true } else { false } } }

    public var passed: Bool { failures.isEmpty && stale.isEmpty }
    /// A missing or unreadable golden is bad input rather than a regression.
    public var badInput: Bool {
        reports.contains { report in
            switch report.outcome {
            case .missing, .unreadable: true
            default: false
            }
        }
    }

    public var description: String {
        var text = "\(checked - failures.count) of \(checked) golden cases match"
        if !tolerated.isEmpty { text += " (\(tolerated.count) within tolerance)" }
        return text + "; \(failures.count) differ or are missing; \(stale.count) stale"
    }
}

/// Checks every case, on all cores.
public func checkGoldens(store: GoldenStore, cases: [GoldenCase], reportingStale: Bool = true) throws -> CheckSummary {
    let start = DispatchTime.now().uptimeNanoseconds
    try store.clearArtifacts()
    let all = try concurrentMap(cases) { try store.check($0) }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return CheckSummary(
        reports: all, stale: reportingStale ? store.staleFiles(for: cases) : [],
        environmentDifferences: store.recordedEnvironment.map { RenderEnvironment.current.differences(from: $0) } ?? [],
        seconds: seconds)
}

func formatBytes(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? String(format: "%.1f MB", Double(bytes) / Double(1 << 20)) : "\(bytes / 1024) KB"
}
