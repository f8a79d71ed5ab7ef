import BezelDevices
import BezelGeometry

/// The scene's own views (CHROME §5, §7; APPLE-SAFEAREA, APPLE-MARGINS): each subview at the
/// frame it declares or Auto Layout gives it (`SubviewLayout.swift`), with the part of its
/// superview's safe area it overlaps, margins of 8 (or its own) measured from that safe area,
/// and its scroll insets (`ScrollInsets.swift`). A table view first gets its cells.
func layoutSubviews(
    of spec: ViewSpec, in parent: ViewNode, owned: OwnedScroll?, presolved: SolvedFrames? = nil, in context: AppContext
) -> RuleOutput<[ViewNode]> {
    var report = Diagnostics()
    var nodes: [ViewNode] = []
    if let table = spec.table {
        let insets = spec.scroll?.insetsContentViewsToSafeArea ?? true
        nodes = report.take(context.tableSubviews(table, insetsContentViews: insets, in: parent))
    } else if spec.viewClass == .tableView {
        nodes = tableCells(spec.scroll ?? ScrollSpec(), table: parent, context: context)
    }
    let solved = presolved ?? report.take(subviewFrames(spec, parent: parent, context: context))
    for (index, child) in spec.subviews.enumerated() {
        let childOwned = index == 0 && parent.viewController != nil ? owned : nil
        nodes.append(
            report.take(
                declaredView(
                    child, frame: solved.frame(at: [index]), in: parent, owned: childOwned, presolved: solved.below(index, for: child),
                    context: context)))
    }
    return RuleOutput(value: nodes, diagnostics: report)
}

/// A declared view and everything below it: the view at `frame` in `parent`'s bounds, its scroll
/// insets, and its subviews. A controller's subviews and the bars' custom views both come here.
func declaredView(
    _ spec: ViewSpec, frame: Rect, in parent: ViewNode, owned: OwnedScroll? = nil, presolved: SolvedFrames? = nil, context: AppContext
) -> RuleOutput<ViewNode> {
    var report = Diagnostics()
    var node = userView(spec, frame: frame, parent: ParentInfo(parent), context: context)
    report.append(context.contentFigures(spec))
    if spec.viewClass.isScrollView { node.scroll = scrollState(spec, node: node, owned: owned, in: context) }
    node.children =
        context.contentSubviews(spec.content, of: node)
        + report.take(layoutSubviews(of: spec, in: node, owned: nil, presolved: presolved, in: context))
    return RuleOutput(value: node, diagnostics: report)
}

/// A declared view at `frame` in its superview's bounds, with its safe area, margins and the
/// properties the scene sets.
private func userView(_ spec: ViewSpec, frame given: Rect, parent: ParentInfo, context: AppContext) -> ViewNode {
    let frame = context.forcedFrame(given, for: spec.content)
    let windowFrame = frame.offsetBy(dx: parent.boundsOrigin.x, dy: parent.boundsOrigin.y)
    let safe = context.overlapInsets(windowFrame, parent: parent, capped: true)
    let margins = context.plainMargins(
        spec.directionalLayoutMargins, safe: safe, frame: frame, parent: parent, preserves: spec.preservesSuperviewLayoutMargins,
        fromSafeArea: spec.insetsLayoutMarginsFromSafeArea)
    var node = context.node(spec.viewClass, id: spec.id, frame: frame, windowFrame: windowFrame, safe: safe, margins: margins)
    node.isDeclared = true
    node.apply(spec)
    context.applyContent(spec, to: &node)
    node.backgroundExtensionTop = context.backgroundExtension(spec, windowFrame: windowFrame)
    return node
}

extension ViewNode {
    /// The scene's settings for visibility, touches and clipping, and the user's class name.
    mutating func apply(_ spec: ViewSpec) {
        customClassName = spec.customClassName
        isHidden = spec.isHidden
        alpha = spec.alpha
        isUserInteractionEnabled = spec.userInteractionEnabled
        clipsToBounds = spec.clipsToBounds
        hitOutsets = spec.hitOutsets
    }
}

/// `UITableViewCell`s of a plain table, full width, each with its content view inset to the
/// safe area on the sides from iOS 11 (`insetsContentViewsToSafeArea`, Apple docs).
private func tableCells(_ scroll: ScrollSpec, table: ViewNode, context: AppContext) -> [ViewNode] {
    let safe = table.safeAreaInsets ?? .zero
    let inset = scroll.insetsContentViewsToSafeArea && context.hasSafeArea ? (safe.left, safe.right) : (0, 0)
    return (0..<scroll.rows).map { row in
        let frame = Rect(x: 0, y: Double(row) * scroll.rowHeight, width: table.frame.width, height: scroll.rowHeight)
        var cell = context.plainNode(.tableViewCell, frame: frame, in: table)
        let contentFrame = Rect(x: inset.0, y: 0, width: frame.width - inset.0 - inset.1, height: frame.height)
        cell.children = [context.plainNode(.tableViewCellContentView, frame: contentFrame, in: cell)]
        return cell
    }
}
