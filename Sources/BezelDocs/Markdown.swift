import Foundation
import BezelScene
import BezelSupport

/// One Markdown file with its Bezel diagrams found: fenced code blocks whose info string starts
/// with `bezel` hold a scene, and image links to `*.bezel.yaml` (`.yml`, `.json`) files name one.
/// Everything else, other code blocks included, is kept byte for byte.
///
/// ````markdown
/// ```bezel alt="The iPhone X safe area" name=safe-area
/// bezel: 1
/// devices: iphone-x
/// overlays: safe-area
/// ```
///
/// ![The bars on iOS 11](scenes/bars.bezel.yaml)
/// ````
public struct MarkdownPage: Sendable {
    /// The file, as messages show it.
    public var path: String
    public var parts: [Part]

    public enum Part: Sendable {
        case text(String)
        /// A fenced `bezel` block: its scene, the line its first scene line is on, its
        /// indentation, and the `alt` and `name` given in the info string.
        case scene(text: String, line: Int, indent: Int, alt: String?, name: String?)
        /// `![alt](path)` naming a scene file, relative to the page.
        case sceneLink(alt: String, path: String, line: Int, column: Int)
    }

    /// Splits `text` into plain text, `bezel` fences and scene links. Joining the parts' text
    /// back (fences and links as written) gives `text` again.
    public init(path: String, text: String) {
        self.path = path
        parts = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Every line is followed by a newline below; the text's own last one ends the last line.
        if text.hasSuffix("\n") { lines.removeLast() }
        var plain: [Substring] = []
        var plainStart = 1
        var index = 0
        func flush(before line: Int) {
            if !plain.isEmpty { parts += Self.links(in: plain.joined(separator: "\n") + "\n", firstLine: plainStart) }
            plain = []
            plainStart = line
        }
        while index < lines.count {
            guard let fence = Fence(lines[index]) else {
                plain.append(lines[index])
                index += 1
                continue
            }
            // A fence runs to a closing fence of its own character, at least as long, or the end.
            var end = index + 1
            while end < lines.count && !fence.isClosed(by: lines[end]) { end += 1 }
            let body = lines[(index + 1)..<end]
            let last = min(end, lines.count - 1)
            if fence.info.first == "bezel" {
                flush(before: index + 1)
                let scene = body.map { fence.unindented($0) }.joined(separator: "\n") + "\n"
                parts.append(.scene(text: scene, line: index + 2, indent: fence.indent, alt: fence.attribute("alt"), name: fence.attribute("name")))
                plainStart = last + 2
            } else {
                // Code is never searched for links: it is a text part of its own.
                flush(before: index + 1)
                parts.append(.text(lines[index...last].joined(separator: "\n") + "\n"))
                plainStart = last + 2
            }
            index = last + 1
        }
        flush(before: index + 1)
        // The text ended without a newline: so does the last part.
        if !text.hasSuffix("\n"), case .text(let last)? = parts.last {
            parts[parts.count - 1] = .text(String(last.dropLast()))
        }
    }

    /// `![alt](x.bezel.yaml)` links in plain text that starts on line `firstLine`, the text
    /// between them kept.
    private static func links(in text: String, firstLine: Int) -> [Part] {
        var parts: [Part] = []
        var rest = Substring(text)
        var (line, column) = (firstLine, 1)
        while let match = rest.firstMatch(of: sceneLink) {
            let before = rest[..<match.range.lowerBound]
            if !before.isEmpty { parts.append(.text(String(before))) }
            if let newline = before.lastIndex(of: "\n") {
                line += before.filter { $0 == "\n" }.count
                column = before[before.index(after: newline)...].count + 1
            } else {
                column += before.count
            }
            parts.append(.sceneLink(alt: String(match.output.1), path: String(match.output.2), line: line, column: column))
            column += rest[match.range].count
            rest = rest[match.range.upperBound...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        return parts
    }

    /// `![alt](path.bezel.yaml)` or with a title, `![alt](path.bezel.json "title")`.
    nonisolated(unsafe) private static let sceneLink = /!\[([^\]\n]*)\]\(([^)\s]+\.bezel\.(?:yaml|yml|json))(?:\s+"[^"\n]*")?\)/
}

/// An opening code fence: three or more backticks or tildes, up to three spaces in, and its info
/// string, as the CommonMark spec (0.31) defines fenced code blocks.
struct Fence {
    let marker: String
    let indent: Int
    let info: [Substring]

    init?(_ line: Substring) {
        let indent = line.prefix(while: { $0 == " " }).count
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        guard let character = rest.first, character == "`" || character == "~" else { return nil }
        let marker = rest.prefix(while: { $0 == character })
        guard marker.count >= 3 else { return nil }
        let infoText = rest.dropFirst(marker.count)
        if character == "`" && infoText.contains("`") { return nil }
        self.marker = String(marker)
        self.indent = indent
        info = Fence.words(infoText)
    }

    /// Whether `line` closes this fence: the same character, at least as many, nothing after.
    func isClosed(by line: Substring) -> Bool {
        let trimmed = line.drop(while: { $0 == " " })
        guard line.count - trimmed.count <= 3, let character = marker.first else { return false }
        let run = trimmed.prefix(while: { $0 == character })
        return run.count >= marker.count && trimmed.dropFirst(run.count).allSatisfy(\.isWhitespace)
    }

    /// A body line without the fence's indentation (CommonMark removes up to that many spaces).
    func unindented(_ line: Substring) -> Substring {
        line.dropFirst(min(indent, line.prefix(while: { $0 == " " }).count))
    }

    /// `key=value` or `key="a value"` from the info string.
    func attribute(_ key: String) -> String? {
        for word in info.dropFirst() where word.hasPrefix(key + "=") {
            let value = word.dropFirst(key.count + 1)
            return value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 ? String(value.dropFirst().dropLast()) : String(value)
        }
        return nil
    }

    /// Words of the info string, a double-quoted value kept whole (`alt="two words"`).
    static func words(_ text: Substring) -> [Substring] {
        var words: [Substring] = []
        var start: Substring.Index? = nil
        var quoted = false
        for index in text.indices {
            let character = text[index]
            if character == "\"" { quoted.toggle() }
            if character.isWhitespace && !quoted {
                if let begin = start { words.append(text[begin..<index]) }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        if let begin = start { words.append(text[begin...]) }
        return words
    }
}
