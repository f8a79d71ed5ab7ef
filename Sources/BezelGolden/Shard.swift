import Foundation
import BezelSupport

/// One of `count` parts of a check, for CI runners that each check a part (`--shard 3/8`), as
/// Jest shards: cases are ordered by a hash of their path (FNV-1a, the same on every machine and
/// in every process) and cut into `count` runs whose sizes differ by at most one. A case's shard
/// depends only on its path and on which cases the selection holds, never on the order the
/// scenes were found in; every case is in exactly one shard.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    /// `3/8`; nil unless 1 ≤ index ≤ count ≤ 1000.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), (1...1000).contains(count), (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    public var description: String { "\(index)/\(count)" }

    /// This shard's cases, in the selection's order.
    public func select(_ cases: [GoldenCase]) -> [GoldenCase] {
        // Each path hashed once, not once per comparison.
        let hashes = cases.map { Self.hash($0.path) }
        let ranked = cases.indices.sorted { a, b in
            hashes[a] != hashes[b] ? hashes[a] < hashes[b] : cases[a].path < cases[b].path
        }
        let lower = cases.count * (index - 1) / count
        let upper = cases.count * index / count
        let mine = Set(ranked[lower..<upper])
        return cases.indices.filter(mine.contains).map { cases[$0] }
    }

    static func hash(_ path: String) -> UInt64 {
        var hash = FNV1a()
        hash.add(Array(path.utf8))
        return hash.value
    }
}

/// Bad input to `bezel report merge` and `--last-failed` (exit status 2).
public struct ResultsError: UserFacingError {
    public var description: String
}

extension CheckResults {
    /// The paths of the cases that did not pass in the results kept in `artifacts` by the last
    /// check (`--last-failed`).
    public static func lastFailed(in artifacts: URL) throws(ResultsError) -> [String] {
        let url = artifacts.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ResultsError(description: "error: --last-failed: \(displayPath(url)) does not exist; no check has run with these artefacts yet")
        }
        do {
            return try load(url).failures.map(\.path)
        } catch {
            throw ResultsError(description: "error: --last-failed: \(displayPath(url)) is not a results file of this Bezel (\(error))")
        }
    }

    /// The results of shards joined into one run (`bezel report merge`): cases in the whole
    /// selection's order, stale files and environment differences once each, artefacts copied
    /// from each shard's folder into `output`. The shards must share a golden folder, and no case
    /// may appear in two of them.
    public static func merge(_ folders: [URL], into output: URL) throws -> CheckResults {
        let shards: [(URL, CheckResults)] = try folders.map { folder in
            let url = folder.appendingPathComponent(fileName)
            do { return (folder, try load(url)) } catch {
                throw ResultsError(description: "error: \(displayPath(url)): not a results file written by `bezel check` (\(error))")
            }
        }
        guard let first = shards.first?.1 else { throw ResultsError(description: "error: report merge: name the shards' artefact folders") }
        var seen: [String: URL] = [:]
        var cases: [CaseResult] = []
        for (folder, results) in shards {
            guard results.golden == first.golden else {
                throw ResultsError(description: "error: \(displayPath(folder)): checked \(results.golden), the first shard \(first.golden)")
            }
            for result in results.cases {
                if let other = seen[result.path] {
                    throw ResultsError(description: "error: \(result.path) is in both \(displayPath(other)) and \(displayPath(folder)); merge each shard once")
                }
                seen[result.path] = folder
                cases.append(result)
                for relative in result.artifacts.values { try copy(relative, from: folder, to: output) }
            }
        }
        var merged = first
        merged.shard = nil
        merged.cases = cases.sorted { $0.index < $1.index }
        merged.stale = Array(Set(shards.flatMap(\.1.stale))).sorted()
        merged.environmentDifferences = shards.flatMap(\.1.environmentDifferences).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        merged.seconds = shards.map(\.1.seconds).max() ?? 0
        return merged
    }

    private static func copy(_ relative: String, from folder: URL, to output: URL) throws {
        let source = folder.appendingPathComponent(relative)
        let target = output.appendingPathComponent(relative)
        guard source.standardizedFileURL.path != target.standardizedFileURL.path else { return }
        try writeAtomically([UInt8](try Data(contentsOf: source)), to: target)
    }
}
