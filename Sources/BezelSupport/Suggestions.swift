/// "Did you mean" suggestions for misspelt names: device ids, scene fields, class names.

/// The candidates nearest to `text` by edit distance, best first; only reasonably close ones.
/// A text longer than `DocumentLimits.maxQuotedCharacters` gets none: the search costs its
/// length times every candidate's, and no misspelling is that long.
public func closest(to text: String, among candidates: [String], limit: Int = 3) -> [String] {
    guard text.count <= DocumentLimits.maxQuotedCharacters else { return [] }
    let needle = Array(text.lowercased())
    let scored = candidates.map { candidate in (candidate, editDistance(needle, Array(candidate))) }
    let threshold = max(2, needle.count / 3)
    return
        scored
        .filter { $0.1 <= threshold }
        .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        .prefix(limit)
        .map(\.0)
}

/// Levenshtein distance between two character arrays.
private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
