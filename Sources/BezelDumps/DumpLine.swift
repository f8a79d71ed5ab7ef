import BezelSupport

/// One line of a dump file with its tree prefix (the whitespace and the `|` of each level) and
/// what the rest of it is. Classifying a line needs nothing but the line.
struct DumpLine {
    enum Kind {
        case blank
        /// A view description at `start` (the class name's first scalar); `listed` is the depth a
        /// class listing's `N: ` prefix gives it.
        case view(start: Int, listed: Int?)
        /// `<CALayer: 0x…> (layer)`: a sublayer, not a view.
        case layer
        /// `<Controller 0x…>, state: …, view: <…>` of `_printHierarchy`.
        case controller(start: Int)
        /// `•*+Class:0x…` of `_autolayoutTrace`, the marks starting at `start`.
        case trace(start: Int)
        /// `*<UILayoutGuide: 0x… - "id", layoutFrame = …>` of `_autolayoutTrace`.
        case traceGuide(start: Int)
        /// `N: Class` of a class listing.
        case listing(name: String, depth: Int)
        /// `...`: lines were cut out here.
        case cut
        /// Anything else: a command, a prompt, prose, a log line without a view.
        case other
    }

    var number: Int
    var scalars: [Unicode.Scalar]
    /// Leading whitespace before the first level marker or the body.
    var margin: Int
    /// Where each level's `|` (or a presented controller's `+`) is.
    var levels: [Int]
    var kind: Kind

    /// The depth the line's prefix gives (a listing's own number aside).
    var depth: Int { levels.count }

    init(number: Int, scalars: [Unicode.Scalar]) {
        self.number = number
        self.scalars = scalars
        var index = 0
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        // A dump pasted into source code as `//` comments.
        if index + 1 < scalars.count, scalars[index] == "/", scalars[index + 1] == "/" {
            index += 2
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        }
        margin = index
        var levels: [Int] = []
        while index < scalars.count {
            let presented = scalars[index] == "+" && index + 2 < scalars.count && scalars[index + 1] == " " && scalars[index + 2] == "<"
            guard scalars[index] == "|" || presented else { break }
            levels.append(index)
            index += 1
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        }
        self.levels = levels
        kind = DumpLine.classify(scalars, body: index)
    }

    /// What the body of a line (from `body`) is.
    private static func classify(_ s: [Unicode.Scalar], body: Int) -> Kind {
        guard body < s.count else { return .blank }
        let scanner = DescriptionScanner(scalars: s, line: 0, file: "")
        if s[body] == "<" {
            let wrapped = body + 1 < s.count && s[body + 1] == "<"
            if let found = scanner.scan(nameAt: body + (wrapped ? 2 : 1)) {
                return found.suffix == "(layer)" ? .layer : .view(start: body + (wrapped ? 2 : 1), listed: nil)
            }
            if isController(s, at: body) { return .controller(start: body) }
        }
        if let trace = traceKind(s, body: body) { return trace }
        if let listing = listingKind(s, body: body, scanner: scanner) { return listing }
        if s[body...].allSatisfy({ $0 == "." || $0 == "…" || $0 == " " }), s[body...].filter({ $0 == "." }).count >= 3 || s[body] == "…" {
            return .cut
        }
        return embeddedView(s, from: body, scanner: scanner) ?? .other
    }

    /// `<Name 0x…>, state: …` (a controller prints its address without a colon).
    private static func isController(_ s: [Unicode.Scalar], at open: Int) -> Bool {
        let text = String(String.UnicodeScalarView(s[open...].prefix(DumpLimits.maxNameCharacters + 40)))
        guard let close = text.firstIndex(of: ">") else { return false }
        let head = text[text.index(after: text.startIndex)..<close]
        guard let space = head.lastIndex(of: " "), head[head.index(after: space)...].hasPrefix("0x") else { return false }
        return text[close...].hasPrefix(">, state: ") || text[close...].hasPrefix(">, view: ")
    }

    /// A trace line: marks (`•`, `*`, `+`) then `Class:0x…` or `<UILayoutGuide: …`.
    private static func traceKind(_ s: [Unicode.Scalar], body: Int) -> Kind? {
        var index = body
        while index < s.count, s[index] == "•" || s[index] == "*" || s[index] == "+" { index += 1 }
        guard index < s.count else { return nil }
        if index > body, s[index] == "<", String(String.UnicodeScalarView(s[index...].prefix(16))).hasPrefix("<UILayoutGuide: ") {
            return .traceGuide(start: body)
        }
        var cursor = index
        guard ClassNames.isNameStart(s[cursor]) else { return nil }
        while cursor < s.count, ClassNames.isNameScalar(s[cursor]) { cursor += 1 }
        guard cursor + 2 < s.count, s[cursor] == ":", s[cursor + 1] == "0", s[cursor + 2] == "x" else { return nil }
        return .trace(start: body)
    }

    /// `N: Class` (or `N: <description>`), depth N − 1.
    private static func listingKind(_ s: [Unicode.Scalar], body: Int, scanner: DescriptionScanner) -> Kind? {
        var index = body
        var number = 0
        while index < s.count, index - body < 3, ("0"..."9").contains(s[index]) {
            number = number * 10 + Int(s[index].value - 48)
            index += 1
        }
        guard index > body, number >= 1, index + 1 < s.count, s[index] == ":", s[index + 1] == " " else { return nil }
        let start = index + 2
        if start < s.count, s[start] == "<", scanner.scan(nameAt: start + 1) != nil { return .view(start: start + 1, listed: number - 1) }
        var end = start
        guard end < s.count, ClassNames.isNameStart(s[end]) else { return nil }
        while end < s.count, ClassNames.isNameScalar(s[end]) { end += 1 }
        guard s[end...].allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        return .listing(name: ClassNames.readable(scanner.text(start, end)), depth: number - 1)
    }

    /// A description after other text on the line: a log prefix (`2018-09-27 … [62757:1937058] `),
    /// an `NSLog` format (`Nav bar `), a paste's decoration (`` ` ``, `"`, `[`, `// `), or a
    /// description printed without its `<` (`class:_UINavigationBarBackground: 0x…; frame = …`).
    private static func embeddedView(_ s: [Unicode.Scalar], from body: Int, scanner: DescriptionScanner) -> Kind? {
        var index = body
        while index < s.count {
            if s[index] == "<", index + 1 < s.count, let found = scanner.scan(nameAt: index + 1) {
                return found.suffix == "(layer)" ? .layer : .view(start: index + 1, listed: nil)
            }
            // `Name: 0x…; frame =` with no `<`: the name starts after the last non-name scalar.
            if s[index] == ":", index + 3 < s.count, s[index + 1] == " ", s[index + 2] == "0", s[index + 3] == "x" {
                var start = index
                while start > body, ClassNames.isNameScalar(s[start - 1]) { start -= 1 }
                if let found = scanner.scan(nameAt: start), found.properties.contains(where: { $0.key == "frame" }) {
                    return .view(start: start, listed: nil)
                }
            }
            index += 1
        }
        return nil
    }
}
