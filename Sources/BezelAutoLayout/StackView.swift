import BezelGeometry

/// `UIStackView`'s settings (Apple's UIStackView documentation; CHROME §7).
public struct StackLayout: Hashable, Sendable {
    public enum Axis: String, CaseIterable, Hashable, Sendable {
        case horizontal, vertical
    }

    public enum Distribution: String, CaseIterable, Hashable, Sendable {
        case fill
        case fillEqually = "fill-equally"
        case fillProportionally = "fill-proportionally"
        case equalSpacing = "equal-spacing"
        case equalCentering = "equal-centering"
    }

    /// Perpendicular to the axis. UIKit's `top` is `leading` and `bottom` is `trailing`;
    /// the baseline alignments are only valid in horizontal stacks (CHROME §7.2).
    public enum Alignment: String, CaseIterable, Hashable, Sendable {
        case fill, leading, center, trailing
        case firstBaseline = "first-baseline"
        case lastBaseline = "last-baseline"
    }

    public var axis = Axis.horizontal
    public var distribution = Distribution.fill
    public var alignment = Alignment.fill
    /// The gap between adjacent arranged views (the minimum for the equal distributions).
    public var spacing = 0.0
    /// `setCustomSpacing(_:after:)` (iOS 11+), keyed by arranged-subview index. Looked up, never
    /// iterated.
    public var customSpacing: [Int: Double] = [:]
    public var isLayoutMarginsRelativeArrangement = false
    /// Vertical stacks: spacing runs from one view's last baseline to the next one's first.
    public var isBaselineRelativeArrangement = false

    public init() {}
}

/// The constraints UIStackView installs to arrange `arranged` in `stack`, with UIKit's
/// identifiers (`UISV-…`, as in its Auto Layout logs; CHROME §7.4), so a conflict
/// report reads like UIKit's. Layout guides the arrangement needs are added to `stack`.
///
/// Along the axis the first and last visible views meet the canvas (the stack, or its margins
/// when margin-relative) and neighbours keep `spacing`; hidden views get size 0 (`UISV-hiding`)
/// and sit at the end of the visible view before them. Across the axis, `fill` pins every view
/// to both canvas edges; the other alignments align the views to the first visible one and keep
/// them inside an alignment spanner that the canvas hugs (`UISV-canvas-fit` at 49).
///
/// Where UIKit's documentation leaves a tie (equal hugging or compression resistance under
/// `fill`), the last of the tied views is the one resized, by a constraint just below the tied
/// priority (`BZ-fill-order`): Apple says only that index decides.
public func stackConstraints(
    _ stack: View, arranged: [View], hidden: [Bool], layout: StackLayout, margins: EdgeInsets
)
    -> [LayoutConstraint]
{
    var builder = StackBuilder(stack: stack, arranged: arranged, hidden: hidden, layout: layout)
    builder.connectCanvas(margins: margins)
    builder.distribute()
    builder.align()
    return builder.constraints
}

private struct StackBuilder {
    typealias Attributes = (leading: LayoutAttribute, trailing: LayoutAttribute, size: LayoutAttribute, center: LayoutAttribute)

    let stack: View
    let arranged: [View]
    let hidden: [Bool]
    let layout: StackLayout
    let main: Attributes
    let cross: Attributes
    var canvas: LayoutItem
    var constraints: [LayoutConstraint] = []

    init(stack: View, arranged: [View], hidden: [Bool], layout: StackLayout) {
        self.stack = stack
        self.arranged = arranged
        self.hidden = hidden
        self.layout = layout
        let horizontal: Attributes = (.leading, .trailing, .width, .centerX)
        let vertical: Attributes = (.top, .bottom, .height, .centerY)
        main = layout.axis == .horizontal ? horizontal : vertical
        cross = layout.axis == .horizontal ? vertical : horizontal
        canvas = stack
    }

    var visible: [View] { zip(arranged, hidden).filter { !$0.1 }.map(\.0) }

    mutating func add(
        _ first: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ second: LayoutItem?,
        _ secondAttribute: LayoutAttribute?,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, _ identifier: String
    ) {
        constraints.append(
            LayoutConstraint(
                first, attribute, relation, second, secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
                identifier: identifier))
    }

    mutating func guide(_ name: String) -> LayoutGuide {
        let guide = LayoutGuide("\(stack.name).\(name)")
        stack.addLayoutGuide(guide)
        return guide
    }

    /// A margin-relative stack arranges inside a guide inset by its layout margins.
    mutating func connectCanvas(margins: EdgeInsets) {
        guard layout.isLayoutMarginsRelativeArrangement else { return }
        let guide = guide("layoutMarginsGuide")
        add(guide, .left, .equal, stack, .left, constant: margins.left, "UIView-leftMargin-guide-constraint")
        add(guide, .top, .equal, stack, .top, constant: margins.top, "UIView-topMargin-guide-constraint")
        add(stack, .right, .equal, guide, .right, constant: margins.right, "UIView-rightMargin-guide-constraint")
        add(stack, .bottom, .equal, guide, .bottom, constant: margins.bottom, "UIView-bottomMargin-guide-constraint")
        canvas = guide
    }

    // MARK: Along the axis

    /// Sizes before positions, and the trailing canvas connection last. The order is the
    /// solver's cost, not UIKit's meaning (the constraints are the same): tying the sizes first
    /// keeps each size row short, and closing the chain of positions only once it is built
    /// puts off the one step that has to touch every position row. Added the other way, a
    /// stack of n views re-solved its long position rows once per view (minutes for 1,000).
    mutating func distribute() {
        placeHidden()
        let shown = visible
        guard let first = shown.first, let last = shown.last else {
            add(canvas, main.size, .equal, nil, nil, priority: 49, "UISV-canvas-fit")
            return
        }
        switch layout.distribution {
        case .fill: breakFillTies(shown)
        case .fillEqually:
            for view in shown.dropFirst() { add(view, main.size, .equal, first, main.size, "UISV-fill-equally") }
        case .fillProportionally, .equalSpacing, .equalCentering: break
        }
        add(first, main.leading, .equal, canvas, main.leading, "UISV-canvas-connection")
        space(shown)
        add(canvas, main.trailing, .equal, last, main.trailing, "UISV-canvas-connection")
        switch layout.distribution {
        case .fill, .fillEqually: break
        case .fillProportionally: fillProportionally(shown)
        case .equalSpacing: equalGaps(shown, from: main.trailing, to: main.leading, priority: 1000)
        case .equalCentering: equalGaps(shown, from: main.center, to: main.center, priority: 149)
        }
    }

    /// Neighbours keep the spacing (at least, for the equal distributions), edge to edge or
    /// baseline to baseline.
    mutating func space(_ shown: [View]) {
        let flexible = layout.distribution == .equalSpacing || layout.distribution == .equalCentering
        for (a, b) in zip(shown, shown.dropFirst()) {
            let gap = gapAfter(a)
            if layout.isBaselineRelativeArrangement && layout.axis == .vertical {
                add(b, .firstBaseline, flexible ? .greaterOrEqual : .equal, a, .lastBaseline, constant: gap, "UISV-spacing")
            } else {
                add(b, main.leading, flexible ? .greaterOrEqual : .equal, a, main.trailing, constant: gap, "UISV-spacing")
            }
        }
    }

    func gapAfter(_ view: View) -> Double {
        guard let index = arranged.firstIndex(where: { $0 === view }) else { return layout.spacing }
        return layout.customSpacing[index] ?? layout.spacing
    }

    /// Hidden views collapse to zero along the axis where they stand.
    mutating func placeHidden() {
        var previous: View?
        for (view, isHidden) in zip(arranged, hidden) {
            guard isHidden else {
                previous = view
                continue
            }
            add(view, main.size, .equal, nil, nil, "UISV-hiding")
            if let previous {
                add(view, main.leading, .equal, previous, main.trailing, "UISV-hiding")
            } else {
                add(view, main.leading, .equal, canvas, main.leading, "UISV-hiding")
            }
        }
    }

    func intrinsicMain(_ view: View) -> Double? {
        layout.axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
    }

    /// `fill` with several views sharing the lowest hugging (or compression resistance): the
    /// last of them takes the change.
    mutating func breakFillTies(_ shown: [View]) {
        let sized = shown.filter { intrinsicMain($0) != nil }
        let horizontal = layout.axis == .horizontal
        let hugging = sized.map { horizontal ? $0.contentHugging.horizontal : $0.contentHugging.vertical }
        let resistance = sized.map { horizontal ? $0.compressionResistance.horizontal : $0.compressionResistance.vertical }
        for (priorities, relation) in [(hugging, LayoutRelation.lessOrEqual), (resistance, .greaterOrEqual)] {
            guard let lowest = priorities.min() else { continue }
            let tied = sized.indices.filter { priorities[$0] == lowest }
            guard tied.count > 1 else { continue }
            for index in tied.dropLast() {
                add(
                    sized[index], main.size, relation, nil, nil, constant: intrinsicMain(sized[index])!, priority: lowest - 0.001,
                    "BZ-fill-order")
            }
        }
    }

    /// Sizes in proportion to the intrinsic sizes, of the canvas less the spacing, at 999
    /// counting down by index; views without an intrinsic size on the axis take part as zero.
    mutating func fillProportionally(_ shown: [View]) {
        let sizes = shown.map { max(0, intrinsicMain($0) ?? 0) }
        let total = sizes.reduce(0, +)
        guard total > 0 else { return }
        let spacing = zip(shown, shown.dropFirst()).map { gapAfter($0.0) }.reduce(0, +)
        for (index, view) in shown.enumerated() {
            let share = sizes[index] / total
            add(
                view, main.size, .equal, canvas, main.size, multiplier: share, constant: -spacing * share,
                priority: max(1, 999 - Double(index)), "UISV-fill-proportionally")
        }
    }

    /// Gap guides between neighbours (edge to edge, or centre to centre), all the same size.
    mutating func equalGaps(_ shown: [View], from: LayoutAttribute, to: LayoutAttribute, priority: Double) {
        var first: LayoutGuide?
        for (index, (a, b)) in zip(shown, shown.dropFirst()).enumerated() {
            let gap = guide("_UIOLAGapGuide-\(index)")
            add(gap, main.leading, .equal, a, from, "UISV-distributing-edge")
            add(b, to, .equal, gap, main.trailing, "UISV-distributing-edge")
            add(gap, cross.leading, .equal, canvas, cross.leading, "UISV-distributing")
            add(gap, cross.size, .equal, nil, nil, "UISV-distributing")
            if let first {
                add(gap, main.size, .equal, first, main.size, priority: priority, "UISV-fill-equally")
            } else {
                first = gap
            }
        }
    }

    // MARK: Across the axis

    mutating func align() {
        guard let reference = visible.first ?? arranged.first else { return }
        if layout.alignment == .fill {
            add(reference, cross.leading, .equal, canvas, cross.leading, "UISV-canvas-connection")
            add(canvas, cross.trailing, .equal, reference, cross.trailing, "UISV-canvas-connection")
            for view in arranged where view !== reference {
                add(view, cross.leading, .equal, reference, cross.leading, "UISV-alignment")
                add(view, cross.trailing, .equal, reference, cross.trailing, "UISV-alignment")
            }
            return
        }
        let spanner = guide("UISV-alignment-spanner")
        let attribute: LayoutAttribute =
            switch layout.alignment {
            case .leading: cross.leading
            case .trailing: cross.trailing
            case .center: cross.center
            case .firstBaseline: .firstBaseline
            case .lastBaseline: .lastBaseline
            case .fill: cross.leading
            }
        switch layout.alignment {
        case .leading, .center: add(reference, attribute, .equal, canvas, attribute, "UISV-canvas-connection")
        case .trailing: add(canvas, attribute, .equal, reference, attribute, "UISV-canvas-connection")
        case .firstBaseline, .fill: add(spanner, cross.leading, .equal, canvas, cross.leading, "UISV-canvas-connection")
        case .lastBaseline: add(canvas, cross.trailing, .equal, spanner, cross.trailing, "UISV-canvas-connection")
        }
        for view in arranged where view !== reference {
            add(view, attribute, .equal, reference, attribute, "UISV-alignment")
        }
        span(spanner)
        for view in arranged where (layout.axis == .horizontal ? view.intrinsicContentSize.height : view.intrinsicContentSize.width) == nil
        {
            add(view, cross.size, .equal, nil, nil, priority: 25, "UISV-ambiguity-suppression")
        }
        add(canvas, cross.size, .equal, nil, nil, priority: 49, "UISV-canvas-fit")
    }

    /// The spanner encloses the visible views across the axis, as tightly as it can (51), and
    /// stays inside the canvas; along the axis it matches the canvas.
    mutating func span(_ spanner: LayoutGuide) {
        for view in visible {
            add(view, cross.leading, .greaterOrEqual, spanner, cross.leading, "UISV-spanning-boundary")
            add(spanner, cross.trailing, .greaterOrEqual, view, cross.trailing, "UISV-spanning-boundary")
        }
        add(spanner, cross.leading, .greaterOrEqual, canvas, cross.leading, "UISV-canvas-connection")
        add(canvas, cross.trailing, .greaterOrEqual, spanner, cross.trailing, "UISV-canvas-connection")
        add(spanner, cross.size, .equal, nil, nil, priority: 51, "UISV-spanning-fit")
        add(spanner, main.leading, .equal, canvas, main.leading, "UISV-spanning-boundary")
        add(spanner, main.size, .equal, canvas, main.size, "UISV-spanning-boundary")
    }
}
