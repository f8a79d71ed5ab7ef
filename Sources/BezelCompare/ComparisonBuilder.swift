import BezelGeometry

/// Walks the matched trees into the comparison's view list: the dump's views in print order,
/// each followed by the views Bezel has below its counterpart that the dump lacks.
struct ComparisonBuilder {
    let matcher: Matcher
    var dump: FlatTree { matcher.dump }
    var bezel: FlatTree { matcher.bezel }
    private(set) var views: [Comparison.View] = []
    private(set) var summary = Comparison.Summary()
    /// Where the dump's roots sit in the window the imported scene places them in.
    let dumpOrigin: Point

    /// A list of descriptions prints no subviews: Bezel's below a matched view are not missing.
    let printsSubviews: Bool

    init(matcher: Matcher, printsSubviews: Bool, dumpOrigin: Point = .zero) {
        self.matcher = matcher
        self.printsSubviews = printsSubviews
        self.dumpOrigin = dumpOrigin
    }

    /// The comparison below `roots` (the dump's compared roots) and Bezel's `anchor` (the view
    /// matched to the single root, or the parent of several roots' counterparts).
    mutating func build(roots: [Int], anchor: Int, anchorIsParent: Bool) {
        for root in roots { emit(root, depth: 0) }
        if anchorIsParent {
            for child in bezel.nodes[anchor].children where !matcher.matchedBezel.contains(child) { emitBezelOnly(child, depth: 0) }
        }
    }

    private mutating func emit(_ d: Int, depth: Int, belowCut: Bool = false) {
        let node = dump.nodes[d]
        guard node.key != "…" else {
            for child in node.children { emit(child, depth: depth + 1, belowCut: true) }
            return
        }
        summary.dumpViews += 1
        var view = Comparison.View(
            status: .agree, depth: depth, className: node.name, line: node.line, text: node.text, dumpFrame: node.frame,
            dumpPlace: dump.frame(d, in: nil).map { $0.offsetBy(dx: dumpOrigin.x, dy: dumpOrigin.y) })
        if matcher.content.contains(d) || belowCut {
            view.status = belowCut ? .belowCut : .content
            summary.notCompared += 1
        } else if let b = matcher.pairs[d] {
            summary.compared += 1
            summary.matched += 1
            view.bezelClassName = bezel.nodes[b].name
            view.bezelFrame = bezel.nodes[b].frame
            view.bezelPlace = bezel.frame(b, in: nil)
            if let delta = delta(d, b) {
                view.delta = delta
                summary.framesCompared += 1
                if delta <= Comparison.tolerance { summary.framesAgree += 1 } else { view.status = .frameDiffers }
            }
        } else {
            summary.compared += 1
            summary.missingInBezel += 1
            view.status = .missingInBezel
        }
        views.append(view)
        for child in node.children { emit(child, depth: depth + 1, belowCut: belowCut) }
        if let b = matcher.pairs[d], !bezel.nodes[b].isContent, printsSubviews {
            for child in bezel.nodes[b].children where !matcher.matchedBezel.contains(child) { emitBezelOnly(child, depth: depth + 1) }
        }
    }

    /// A Bezel view the dump lacks, and the views below it the dump lacks too (a view below it
    /// matched across levels appears where the dump has it).
    private mutating func emitBezelOnly(_ b: Int, depth: Int) {
        let node = bezel.nodes[b]
        if !matcher.matchedBezel.contains(b) {
            summary.missingOnDevice += 1
            views.append(
                Comparison.View(
                    status: .missingOnDevice, depth: depth, className: node.name, bezelClassName: node.name, text: node.text,
                    bezelFrame: node.frame, bezelPlace: bezel.frame(b, in: nil)))
        }
        guard !node.isContent else { return }
        for child in node.children where !matcher.matchedBezel.contains(child) { emitBezelOnly(child, depth: depth + 1) }
    }

    /// How far apart the two frames are: directly when their superviews are counterparts (or the
    /// pair is the compared root), else each relative to the nearest matched ancestor's.
    private func delta(_ d: Int, _ b: Int) -> Double? {
        guard let dumpFrame = dump.nodes[d].frame, let bezelFrame = bezel.nodes[b].frame else { return nil }
        let dumpParent = dump.nodes[d].parent
        if dumpParent == nil || dumpParent.flatMap({ matcher.pairs[$0] }) == bezel.nodes[b].parent {
            return frameDelta(dumpFrame, bezelFrame)
        }
        var ancestor = dumpParent
        while let a = ancestor, matcher.pairs[a] == nil { ancestor = dump.nodes[a].parent }
        guard let a = ancestor, let counterpart = matcher.pairs[a], let left = dump.frame(d, in: a), let right = bezel.frame(b, in: counterpart) else {
            return frameDelta(dumpFrame, bezelFrame)
        }
        return frameDelta(left, right)
    }
}
