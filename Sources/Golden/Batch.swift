import Foundation
import Pipeline

/// Which goldens `record` writes: `all` any that are missing or differ, `missing` only absent
/// ones, `failed` only those that exist and differ.
public enum GoldenRecordMode: String, Sendable {
    case all, missing, failed
}

public struct RecordSummary: CustomStringConvertible, Sendable {
    public var written: [String]
    public var removed: [String]
    public var unchanged: Int
    public var goldenBytes: Int

    public var description: String {
        "recorded \(written.count) golden case\(written.count == 1 ? "" : "s"), \(unchanged) unchanged, \(removed.count) stale removed; Golden/ holds \(formatBytes(goldenBytes))"
    }
}

/// Records the cases (see `GoldenRecordMode`) and removes stale files no case owns.
public func recordGoldens(
    store: GoldenStore, mode: GoldenRecordMode, cases: [GoldenCase]
) throws -> RecordSummary {
    let changed = try concurrentMap(cases) { try store.record($0, mode: mode) }
    let stale = store.staleFiles(for: cases)
    for path in stale { try FileManager.default.removeItem(at: store.root.appendingPathComponent(path)) }
    return RecordSummary(
        written: zip(cases, changed).filter(\.1).map(\.0.path), removed: stale,
        unchanged: changed.filter { !$0 }.count, goldenBytes: folderSize(store.root))
}

public struct CheckSummary: CustomStringConvertible, Sendable {
    public var checked: Int
    public var failures: [GoldenStore.Report]
    public var stale: [String]

    public var passed: Bool { failures.isEmpty && stale.isEmpty }
    /// A missing or unreadable golden is bad input rather than a regression.
    public var badInput: Bool {
        failures.contains { report in
            switch report.outcome {
            case .missing, .unreadable: true
            default: false
            }
        }
    }

    public var description: String {
        "\(checked - failures.count) of \(checked) golden cases match; \(failures.count) differ or are missing; \(stale.count) stale"
    }
}

/// Checks every case, on all cores.
public func checkGoldens(store: GoldenStore, cases: [GoldenCase]) throws -> CheckSummary {
    let all = try concurrentMap(cases) { try store.check($0) }
    return CheckSummary(checked: cases.count, failures: all.filter { $0.outcome != .match }, stale: store.staleFiles(for: cases))
}

/// Total size of the regular files under a folder.
public func folderSize(_ folder: URL) -> Int {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey]) else { return 0 }
    var total = 0
    for case let url as URL in walker {
        total += (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
    }
    return total
}

func formatBytes(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? String(format: "%.1f MB", Double(bytes) / Double(1 << 20)) : "\(bytes / 1024) KB"
}
