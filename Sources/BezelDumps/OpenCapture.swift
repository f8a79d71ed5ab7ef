import BezelSupport

/// A capture being read: its tree so far and what the lines after it must agree with.
struct OpenCapture {
    /// The kind of line a capture is made of; a line of another kind starts a new capture.
    enum Family {
        case description, trace, listing
    }

    var family: Family
    var line: Int
    /// The leading whitespace of its first line: a top-level line indented differently starts
    /// another paste.
    var margin: Int
    var tree = TreeStack<DumpedView>()
    var rootAddresses: Set<String> = []
    /// The whitespace before the first `|` and between two `|`, as the first lines give them.
    var levelMargin: [Unicode.Scalar]?
    var levelGap: [Unicode.Scalar]?
    /// A trace's owning views (from its layout guide lines) by address: their frames.
    var owners: [String: DumpedView] = [:]

    init(family: Family, line: Int, margin: Int) {
        self.family = family
        self.line = line
        self.margin = margin
    }

    /// Whether a view of `family` at `depth` begins another capture: a line of another kind, or a
    /// top-level view that repeats a root's address (the same window printed again), follows
    /// lines that are not part of the dump, or is indented differently from the first.
    func startsAnew(family: Family, depth: Int, address: String?, margin: Int, gap: DumpReader.Gap) -> Bool {
        if family != self.family { return true }
        guard depth == 0 else { return false }
        if family == .listing { return gap.skippedText }
        return address.map(rootAddresses.contains) == true || gap.skippedText || margin != self.margin
    }

    /// Every level of a tree is marked the same way: the same whitespace before the first `|`
    /// and between two of them. A line that differs mixes indentations (tabs and spaces, or
    /// lines pasted from two places), which would misplace views.
    mutating func checkIndent(_ line: DumpLine, file: String) throws(SourceError) {
        guard let first = line.levels.first else { return }
        let margin = Array(line.scalars[0..<first])
        if let expected = levelMargin, margin != expected {
            throw mixed(line, at: first, found: margin, expected: expected, what: "before the first \"|\"", file: file)
        }
        levelMargin = margin
        for (a, b) in zip(line.levels, line.levels.dropFirst()) {
            let gap = Array(line.scalars[(a + 1)..<b])
            if let expected = levelGap, gap != expected {
                throw mixed(line, at: b, found: gap, expected: expected, what: "between two \"|\"", file: file)
            }
            levelGap = gap
        }
    }

    private func mixed(
        _ line: DumpLine, at index: Int, found: [Unicode.Scalar], expected: [Unicode.Scalar], what: String, file: String
    ) -> SourceError {
        SourceError(
            file: file, line: line.number, column: index + 1, field: "",
            message: "mixed indentation: \(spacing(found)) \(what) here, \(spacing(expected)) on the lines above; "
                + "each level of a dump is marked the same way")
    }

    /// The capture's views with what its format adds: a trace's owning views give their frames.
    mutating func finish() -> DumpCapture {
        var roots = tree.finish()
        if family == .trace { roots = roots.map { framed($0) } }
        let format: DumpFormat =
            switch family {
            case .trace: .autolayoutTrace
            case .listing: .classListing
            case .description: roots.contains { !$0.children.isEmpty } ? .recursiveDescription : .descriptionList
            }
        return DumpCapture(format: format, line: line, roots: roots)
    }

    private func framed(_ view: DumpedView) -> DumpedView {
        var view = view
        if let address = view.address, let owner = owners[address] {
            view.frame = owner.frame
            view.isHidden = owner.isHidden
            view.alpha = owner.alpha
            view.clipsToBounds = owner.clipsToBounds
            view.isUserInteractionEnabled = owner.isUserInteractionEnabled
        }
        view.children = view.children.map { framed($0) }
        return view
    }
}

/// Whitespace said in words: "3 spaces", "a tab and 2 spaces", "nothing".
private func spacing(_ scalars: [Unicode.Scalar]) -> String {
    if scalars.isEmpty { return "nothing" }
    let tabs = scalars.filter { $0 == "\t" }.count
    let spaces = scalars.filter { $0 == " " }.count
    let others = scalars.count - tabs - spaces
    var parts: [String] = []
    if tabs > 0 { parts.append(tabs == 1 ? "a tab" : "\(tabs) tabs") }
    if spaces > 0 { parts.append(spaces == 1 ? "a space" : "\(spaces) spaces") }
    if others > 0 { parts.append("\(others) other characters") }
    return parts.joined(separator: " and ")
}
