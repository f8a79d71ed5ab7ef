import BezelDrawing
import BezelLayout

/// `lines` broken into lines no wider than `width`, each keeping its style: greedily at spaces
/// (never inside a bracketed figure such as `{64, 0, 0, 0}` or `(0 44; 375 44)` when it fits a
/// line), and inside a word only where the word alone is wider than the line (long identifiers,
/// text without spaces such as Chinese). Blank lines stay; no text is dropped or reordered. With the
/// renderer's pinned font options (no hinting) text measures the same at every scale, so a line
/// wrapped by scale-free widths is never ellipsized when drawn (`CaptionTests`).
public func wrapped(_ lines: [TextBlock.Line], width: Double, text: any TextMeasuring) -> [TextBlock.Line] {
    lines.flatMap { line in
        wrap(line.text, limit: width) { text.exactWidth(of: $0, font: TextBlock.font(line.style)) }
            .map { TextBlock.Line(text: $0, style: line.style) }
    }
}

/// One line of text as the lines it wraps to.
func wrap(_ text: String, limit: Double, width: (String) -> Double) -> [String] {
    guard width(text) > limit else { return [text] }
    var result: [String] = []
    var current = ""
    for word in unbreakableWords(text) {
        let candidate = current.isEmpty ? word : current + " " + word
        if width(candidate) <= limit {
            current = candidate
            continue
        }
        if !current.isEmpty { result.append(current) }
        current = ""
        // A word wider than a whole line is cut where it must be, a character at a time.
        var rest = Substring(word)
        while !rest.isEmpty && width(String(rest)) > limit {
            let cut = longestFittingPrefix(rest, limit: limit, width: width)
            result.append(String(rest[..<cut]))
            rest = rest[cut...]
        }
        current = String(rest)
    }
    if !current.isEmpty || result.isEmpty { result.append(current) }
    return result
}

/// The end of the longest prefix of `text` that fits, at least one character.
private func longestFittingPrefix(_ text: Substring, limit: Double, width: (String) -> Double) -> Substring.Index {
    var low = 1
    var high = text.count
    // Binary search on the character count: widths grow with every character added.
    while low < high {
        let middle = (low + high + 1) / 2
        if width(String(text.prefix(middle))) <= limit { low = middle } else { high = middle - 1 }
    }
    return text.index(text.startIndex, offsetBy: low)
}

/// `text` split at spaces, the words of a bracketed group (`{…}`, `(…)`, `[…]`) kept together.
func unbreakableWords(_ text: String) -> [String] {
    var words: [String] = []
    var depth = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
        if depth > 0, let last = words.popLast() { words.append(last + " " + word) } else { words.append(String(word)) }
        for character in word {
            if "{([".contains(character) { depth += 1 } else if "})]".contains(character) { depth = max(0, depth - 1) }
        }
    }
    return words
}
