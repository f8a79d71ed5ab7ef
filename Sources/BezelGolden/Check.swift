import Foundation
import BezelSupport

/// What `bezel check` is asked to check.
public struct CheckRequest: Sendable {
    /// Scene files or paths under the golden folder; empty: the whole project.
    public var selection: [String]
    /// Only this part of the selection.
    public var shard: Shard?
    /// Only the cases that failed in the results the last check left in the artefacts folder.
    public var lastFailed: Bool

    public init(selection: [String] = [], shard: Shard? = nil, lastFailed: Bool = false) {
        self.selection = selection
        self.shard = shard
        self.lastFailed = lastFailed
    }
}

/// A finished check: what it found, and the report files it wrote.
public struct CheckRun: Sendable {
    public var summary: CheckSummary
    public var results: CheckResults
    public var reportFiles: [URL]
    /// With `lastFailed`: the last check had no failures, so nothing was checked.
    public var nothingFailedLastTime = false
}

/// Bad input found before anything is checked (exit status 2): each line is a located error.
public struct CheckInputError: UserFacingError {
    public var lines: [String]
    public var description: String { lines.joined(separator: "\n") }
}

/// `bezel check`: 1. the project's store, 2. the selection (whole project, named scenes or
/// folders), 3. the tolerance overrides it must use, 4. the last failures or this shard, 5. render
/// and compare on all cores, 6. write results, JUnit and HTML into the artefacts folder.
public func check(_ project: GoldenProject, _ request: CheckRequest) throws -> CheckRun {
    let store = try GoldenStore.load(project)
    let selected = try project.select(request.selection)
    let whole = request.selection.isEmpty
    if whole {
        let unused = store.unusedOverrides(by: selected, file: displayPath(project.tolerance))
        if !unused.isEmpty { throw CheckInputError(lines: unused) }
    }
    var cases = selected
    if request.lastFailed {
        let failed = Set(try CheckResults.lastFailed(in: project.artifacts))
        cases = cases.filter { failed.contains($0.path) }
        if failed.isEmpty {
            let empty = CheckSummary(reports: [], stale: [], environmentDifferences: [], seconds: 0)
            let results = empty.results(artifacts: project.artifacts, golden: displayPath(project.golden))
            return CheckRun(summary: empty, results: results, reportFiles: [], nothingFailedLastTime: true)
        }
    }
    if let shard = request.shard { cases = shard.select(cases) }
    // Stale files are judged against the whole project, and reported once: by an unsharded run
    // or by the first shard.
    let reportsStale = whole && !request.lastFailed && (request.shard?.index ?? 1) == 1
    var summary = try checkGoldens(store: store, cases: cases, reportingStale: false)
    if reportsStale { summary.stale = store.staleFiles(for: selected) }
    let positions = Dictionary(selected.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { a, _ in a })
    let results = summary.results(
        artifacts: project.artifacts, golden: displayPath(project.golden), shard: request.shard?.description, selected: selected.count,
        index: { positions[$0] })
    return CheckRun(summary: summary, results: results, reportFiles: try CheckReport.write(results, to: project.artifacts))
}

/// What `bezel record` did, with the golden folder's size against the project's budget.
public struct RecordRun: Sendable {
    public var summary: RecordSummary
    /// "Golden/ holds 1691 images (258 stored, …) in 11.3 MB of its 16.0 MB budget".
    public var storage: String
    public var overBudget: Bool
}

/// `bezel record`: 1. the project's store, 2. the selection, 3. render, compare and write what
/// `mode` asks for (stale files removed only when the whole project was recorded), 4. measure
/// the folder against the budget.
public func record(_ project: GoldenProject, selection: [String], mode: GoldenRecordMode) throws -> RecordRun {
    let store = try GoldenStore.load(project)
    let cases = try project.select(selection)
    let summary = try recordGoldens(store: store, mode: mode, cases: cases, removingStale: selection.isEmpty)
    let storage = GoldenStorage.measure(project.golden)
    return RecordRun(
        summary: summary, storage: project.storageDescription(storage), overBudget: project.budget.map { storage.bytes > $0 } ?? false)
}
