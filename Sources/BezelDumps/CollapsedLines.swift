/// A dump whose line breaks a web page lost: every view on one line, each after ` | ` or
/// ` | | ` (one `|` per level), the way a page that collapses whitespace shows
/// `<UIView: …> | <UIScrollView: …> | | <UIImageView: …>`. Such a line is read as the lines it
/// was, each given its level again; a line with fewer than two such joins is left alone.
enum CollapsedLines {
    /// The lines a collapsed line stands for, or nil when it is not one.
    static func split(_ s: [Unicode.Scalar]) -> [[Unicode.Scalar]]? {
        let scanner = DescriptionScanner(scalars: s, line: 0, file: "")
        var joins: [(start: Int, depth: Int, body: Int)] = []
        var index = 0
        while index < s.count {
            defer { index += 1 }
            guard s[index] == "|", index >= 2, s[index - 1] == " " else { continue }
            var before = index - 1
            while before > 0, s[before] == " " { before -= 1 }
            guard s[before] == ">" || s[before] == ")" else { continue }
            var cursor = index
            var depth = 0
            while cursor < s.count, s[cursor] == "|" || s[cursor] == " " {
                if s[cursor] == "|" { depth += 1 }
                cursor += 1
            }
            guard cursor + 1 < s.count, s[cursor] == "<", scanner.scan(nameAt: cursor + 1) != nil else { continue }
            joins.append((before + 1, depth, cursor))
            index = cursor
        }
        guard joins.count >= 2 else { return nil }
        var lines = [Array(s[0..<joins[0].start])]
        for (number, join) in joins.enumerated() {
            let end = number + 1 < joins.count ? joins[number + 1].start : s.count
            let indent = String(repeating: "   |", count: join.depth) + " "
            lines.append(Array(indent.unicodeScalars) + s[join.body..<end])
        }
        return lines
    }
}
