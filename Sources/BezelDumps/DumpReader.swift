import BezelSupport

/// Reads a dump file line by line into captures and controller trees (`ViewDump`). A line is
/// classified on its own (`DumpLine`); the reader keeps the open trees, joins wrapped lines to
/// the description they continue, starts a new capture where the paste does, and refuses what
/// it cannot read with the line and column.
struct DumpReader {
    let file: String
    private(set) var captures: [DumpCapture] = []
    private(set) var controllers: [DumpedController] = []
    private(set) var notes: [DumpNote] = []
    private var capture: OpenCapture?
    private var controllerTree = TreeStack<DumpedController>()
    /// Views and controllers read so far (`DumpLimits.maxViews`).
    private var count = 0
    /// What lay between the last tree line and this one.
    private var gap = Gap()
    /// The last view line, while its description has not reached its closing `>`.
    private var open: OpenLine?
    private var skipped: [Int] = []
    private var layers: [Int] = []
    private var wrapped: [Int] = []

    struct Gap {
        var skippedText = false
        var cut: Int?
    }

    struct OpenLine {
        var line: DumpLine
        var start: Int
    }

    init(file: String) { self.file = file }

    /// Reads the whole text.
    mutating func read(_ text: String) throws(SourceError) {
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let scalars = try checkedScalars(raw, line: number)
            for part in CollapsedLines.split(scalars) ?? [scalars] {
                let line = DumpLine(number: number, scalars: part)
                if open != nil, try continuing(with: line) { continue }
                try take(line)
            }
        }
        if let open { noteTruncated(open) }
        closeCapture()
        controllers += controllerTree.finish()
        summarize()
        guard !captures.isEmpty || !controllers.isEmpty else {
            throw SourceError(
                file: file, line: 1, column: 1, field: "",
                message: "no view dump found: expected the text UIKit prints for `recursiveDescription` (lines like "
                    + "`<UIView: 0x…; frame = (0 0; 375 667); …>`), `_printHierarchy`, `_autolayoutTrace`, or a class listing "
                    + "(`1: _UIBarBackground`); docs/dumps.md says how to print one")
        }
    }

    /// The line's scalars, or an error at the first control character (binary data is not a dump).
    private func checkedScalars(_ raw: Substring, line: Int) throws(SourceError) -> [Unicode.Scalar] {
        var scalars = Array(raw.unicodeScalars)
        if scalars.last == "\r" { scalars.removeLast() }
        guard scalars.count <= DumpLimits.maxLineCharacters else {
            throw SourceError(
                file: file, line: line, column: DumpLimits.maxLineCharacters + 1, field: "",
                message: "the line is \(scalars.count) characters long; the limit is \(DumpLimits.maxLineCharacters)")
        }
        if let bad = scalars.firstIndex(where: { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }) {
            let code = String(scalars[bad].value, radix: 16, uppercase: true)
            throw SourceError(
                file: file, line: line, column: bad + 1, field: "",
                message: "control character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code): this is binary data, not the text of a view dump")
        }
        return scalars
    }

    /// A line after a view whose description is still open: a continuation (a line without a
    /// level marker: a wrap can start anywhere, even at `<CALayer: 0x…>>`) is joined to it (true:
    /// the line is used up); a cut ends it, truncated; a line of the tree (with its `|`) means the
    /// description was cut in the middle, which is an error.
    private mutating func continuing(with line: DumpLine) throws(SourceError) -> Bool {
        guard let pending = open else { return false }
        if case .cut = line.kind {
            noteTruncated(pending)
            return false
        }
        if case .blank = line.kind { return true }
        if case .other = line.kind {} else if !line.levels.isEmpty {
            let column = pending.line.scalars.count
            throw SourceError(
                file: file, line: pending.line.number, column: column + 1, field: "",
                message: "the description stops here without its closing \">\", and line \(line.number) starts another "
                    + "entry: the dump was cut in the middle of this line (a truncated tail is read; a cut inside the dump is not)")
        }
        let joined = pending.line.scalars + line.scalars.dropFirst(min(line.margin, capture?.margin ?? 0))
        let merged = DumpLine(number: pending.line.number, scalars: joined)
        let scanner = DescriptionScanner(scalars: joined, line: pending.line.number, file: file)
        guard joined.count <= DumpLimits.maxLineCharacters, case .view(let start, _) = merged.kind, start == pending.start,
            let scanned = scanner.scan(nameAt: start)
        else {
            noteTruncated(pending)
            return false
        }
        let view = try scanner.view(scanned)
        capture?.tree.replaceLast { $0 = view }
        wrapped.append(line.number)
        open = scanned.end == nil ? OpenLine(line: merged, start: start) : nil
        return true
    }

    private mutating func noteTruncated(_ pending: OpenLine) {
        notes.append(DumpNote(kind: .truncated, line: pending.line.number, message: "the dump ends inside this view's description (truncated)"))
        open = nil
    }

    /// One classified line.
    private mutating func take(_ line: DumpLine) throws(SourceError) {
        switch line.kind {
        case .blank: break
        case .other:
            skipped.append(line.number)
            gap.skippedText = true
        case .cut:
            notes.append(DumpNote(kind: .cut, line: line.number, message: "lines were left out here (\"...\")"))
            gap.cut = line.number
        case .layer: layers.append(line.number)
        case .view(let start, let listed): try addView(line, start: start, listed: listed)
        case .trace(let start):
            let scanner = DescriptionScanner(scalars: line.scalars, line: line.number, file: file)
            try place(scanner.traceView(marksAt: start), depth: line.depth, family: .trace, line: line)
        case .traceGuide(let start): try addGuide(line, start: start)
        case .listing(let name, let depth): try place(DumpedView(className: name, line: line.number), depth: depth, family: .listing, line: line)
        case .controller(let start): try addController(line, start: start)
        }
    }

    private mutating func addView(_ line: DumpLine, start: Int, listed: Int?) throws(SourceError) {
        let scanner = DescriptionScanner(scalars: line.scalars, line: line.number, file: file)
        guard let scanned = scanner.scan(nameAt: start) else { return }
        try place(scanner.view(scanned), depth: listed ?? line.depth, family: listed == nil ? .description : .listing, line: line)
        if scanned.end == nil { open = OpenLine(line: line, start: start) }
    }

    private mutating func addGuide(_ line: DumpLine, start: Int) throws(SourceError) {
        let scanner = DescriptionScanner(scalars: line.scalars, line: line.number, file: file)
        let (guide, owner) = try scanner.traceGuide(marksAt: start)
        guard capture?.family == .trace else {
            skipped.append(line.number)
            return
        }
        if let owner, let address = owner.address { capture?.owners[address] = owner }
        _ = capture?.tree.change(atDepth: line.depth - 1) { $0.guides.append(guide) }
        gap = Gap()
    }

    private mutating func addController(_ line: DumpLine, start: Int) throws(SourceError) {
        let scanner = DescriptionScanner(scalars: line.scalars, line: line.number, file: file)
        let presented = line.levels.last.map { line.scalars[$0] == "+" } ?? false
        guard line.depth <= controllerTree.nextMaxDepth else { throw depthJump(line, previous: controllerTree.nextMaxDepth - 1) }
        try count(line)
        controllerTree.push(scanner.controller(at: start, presented: presented), depth: line.depth)
    }

    /// Counts a view or controller against `DumpLimits.maxViews`.
    private mutating func count(_ line: DumpLine) throws(SourceError) {
        count += 1
        guard count <= DumpLimits.maxViews else {
            throw SourceError(file: file, line: line.number, column: 1, field: "", message: "more than \(DumpLimits.maxViews) views; the limit is \(DumpLimits.maxViews)")
        }
    }

    /// The error for a line more than one level below the line before it.
    func depthJump(_ line: DumpLine, previous: Int) -> SourceError {
        SourceError(
            file: file, line: line.number, column: (line.levels.last ?? line.margin) + 1, field: "",
            message: "this line is \(line.depth) levels deep, but the entry before it is at level \(previous): a line is missing "
                + "or the indentation is mixed (each level is one \"|\")")
    }

    // MARK: Captures

    mutating func place(_ view: DumpedView, depth: Int, family: OpenCapture.Family, line: DumpLine) throws(SourceError) {
        if let current = capture, current.startsAnew(family: family, depth: depth, address: view.address, margin: line.margin, gap: gap) {
            closeCapture()
        }
        if capture == nil { capture = OpenCapture(family: family, line: line.number, margin: line.margin) }
        if family != .listing { try capture!.checkIndent(line, file: file) }
        guard depth <= DumpLimits.maxDepth else {
            throw SourceError(file: file, line: line.number, column: (line.levels.last ?? 0) + 1, field: "", message: "more than \(DumpLimits.maxDepth) levels deep; the limit is \(DumpLimits.maxDepth)")
        }
        if depth > capture!.tree.nextMaxDepth {
            guard let cut = gap.cut else { throw depthJump(line, previous: capture!.tree.nextMaxDepth - 1) }
            while capture!.tree.nextMaxDepth < depth {
                var placeholder = DumpedView(className: "…", line: cut)
                placeholder.isElided = true
                capture!.tree.push(placeholder, depth: capture!.tree.nextMaxDepth)
            }
        }
        try count(line)
        if depth == 0, let address = view.address { capture!.rootAddresses.insert(address) }
        capture!.tree.push(view, depth: depth)
        gap = Gap()
    }

    private mutating func closeCapture() {
        guard var current = capture else { return }
        capture = nil
        captures.append(current.finish())
    }

    private mutating func summarize() {
        if let first = skipped.first {
            let count = skipped.count
            notes.append(DumpNote(kind: .skipped, line: first, message: "\(count) line\(count == 1 ? " is" : "s are") not part of a dump (commands, prose, log text) and \(count == 1 ? "was" : "were") set aside"))
        }
        if let first = layers.first {
            let count = layers.count
            notes.append(DumpNote(kind: .layers, line: first, message: "\(count) sublayer line\(count == 1 ? "" : "s") (\"(layer)\") set aside: layers are not views"))
        }
        if let first = wrapped.first {
            notes.append(DumpNote(kind: .wrapped, line: first, message: "\(wrapped.count) wrapped line\(wrapped.count == 1 ? "" : "s") joined to the description before"))
        }
    }
}
