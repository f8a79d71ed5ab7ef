import Foundation

/// A path pattern as shells and test runners write them, relative to a folder: `*` matches any
/// characters within one path segment, `?` one character, `[abc]` one of a set, and a `**`
/// segment any number of segments, none included (`docs/**/*.yaml` matches `docs/a.yaml` and
/// `docs/x/y/a.yaml`). Hidden files and folders (a segment starting with `.`) match only a
/// pattern segment that starts with `.` too, so `**` never walks into `.git` or `.build`.
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    public let pattern: String
    private let segments: [Substring]

    public init(_ pattern: String) {
        self.pattern = pattern
        segments = pattern.split(separator: "/", omittingEmptySubsequences: true)
    }

    public var description: String { pattern }

    /// Whether the pattern has any wildcard (else it names one path).
    public var isLiteral: Bool { !pattern.contains(where: { "*?[".contains($0) }) }

    /// Whether `path` (relative, `/`-separated) matches the whole pattern.
    public func matches(_ path: String) -> Bool {
        Self.match(segments[...], path.split(separator: "/", omittingEmptySubsequences: true)[...])
    }

    /// The regular files under `root` whose relative paths match, sorted by path. Only the folder
    /// before the first wildcard is walked; symbolic links to folders are not followed, so a
    /// link cycle cannot make the walk endless.
    public func files(in root: URL) -> [String] {
        let fixed = segments.prefix { !$0.contains(where: { "*?[".contains($0) }) }
        let base = fixed.joined(separator: "/")
        let start = base.isEmpty ? root : root.appendingPathComponent(base)
        if fixed.count == segments.count { return isRegularFile(start) ? [base] : [] }
        var found: [String] = []
        walk(start, relative: base, into: &found)
        return found.filter(matches).sorted()
    }

    private func walk(_ folder: URL, relative: String, into found: inout [String]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names.sorted() {
            let path = relative.isEmpty ? name : relative + "/" + name
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                if !isSymbolicLink(url) && canDescend(into: path) { walk(url, relative: path, into: &found) }
            } else {
                found.append(path)
            }
        }
    }

    /// Whether some path under folder `path` could match: its segments must fit the pattern's
    /// first segments, or reach a `**`.
    private func canDescend(into path: String) -> Bool {
        var remaining = segments[...]
        for part in path.split(separator: "/") {
            guard let head = remaining.first else { return false }
            if head == "**" { return !part.hasPrefix(".") }
            guard Self.matchSegment(head, part) else { return false }
            remaining = remaining.dropFirst()
        }
        return !remaining.isEmpty
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            // Zero segments, or one more (not hidden) and try again.
            if match(pattern.dropFirst(), path) { return true }
            guard let first = path.first, !first.hasPrefix(".") else { return false }
            return match(pattern, path.dropFirst())
        }
        guard let first = path.first, matchSegment(head, first) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// One segment against one pattern segment, with `*`, `?` and `[…]`.
    static func matchSegment(_ pattern: Substring, _ text: Substring) -> Bool {
        if text.hasPrefix(".") && !pattern.hasPrefix(".") { return false }
        return matchCharacters(Array(pattern), Array(text))
    }

    /// The classic two-pointer wildcard match: on a mismatch, go back to just after the last `*`
    /// and let it swallow one more character. At most pattern × text steps, whatever the pattern.
    private static func matchCharacters(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0, t = 0
        var star: (pattern: Int, text: Int)? = nil
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if p < pattern.count, let width = matchOne(pattern, at: p, text[t]) {
                p += width
                t += 1
            } else if let last = star {
                p = last.pattern + 1
                t = last.text + 1
                star = (last.pattern, last.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// How many pattern characters matched `character` at `index` (a literal, `?`, or a `[…]`
    /// set), or nil when it does not match.
    private static func matchOne(_ pattern: [Character], at index: Int, _ character: Character) -> Int? {
        switch pattern[index] {
        case "?": return 1
        case "[":
            guard let close = pattern[(index + 1)...].firstIndex(of: "]"), close > index + 1 else {
                return character == "[" ? 1 : nil
            }
            return pattern[(index + 1)..<close].contains(character) ? close - index + 1 : nil
        case let literal: return literal == character ? 1 : nil
        }
    }

    private func isRegularFile(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    private func isSymbolicLink(_ url: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }
}
