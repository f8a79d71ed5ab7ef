import BezelAutoLayout
import BezelDevices
import BezelGeometry

/// The navigation bar from iOS 11 (CHROME §2.2–2.4; NIW, HAWK, MP, DEVXOUL, MO4, FYC):
/// `_UINavigationBarContentView` lays out by Auto Layout. Each side's items are arranged
/// subviews of a `_UIButtonBarStackView` pinned to the content view's margins (16/20 plus the
/// side safe area), 8 apart, a button at the edge reaching 8 past the margin; a fixed space is a
/// spacer of at least 8 (`ButtonBarStack.swift`); custom views keep their own frames (frame-sized ones inside a
/// `_UITAMICAdaptorView`), and the stack places their alignment rectangles, so insets can push
/// part of a view outside the stack, where no touch reaches it. The title stays centred on the
/// bar, 6 from the items (0 on iOS 11; 8/12, from iOS 16 16, from the edge with none), and is
/// compressed when they crowd it. iOS 16's browser and editor styles put it at the leading side.
func modernNavigationContents(
    _ nav: NavigationControllerSpec, bar: ViewNode, strips: NavigationBarStrips, context: AppContext
) -> RuleOutput<[ViewNode]> {
    let figures = context.metrics.navigationBar
    let width = bar.frame.width
    var report = Diagnostics()
    // 1. The content view's margins.
    let insets = report.take(contentInsets(nav, bar: bar, context: context))
    // 2. What the row shows: the back button (shortened to leave the title room), items, title.
    let item = nav.stack.last!.common.navigationItem
    let large = strips.largeTitle > 0
    let title = titleText(nav, context: context)
    let titleWidth = large ? 0 : (item.titleView?.size.width ?? title?.width ?? 0)
    let room = (width - titleWidth) / 2 - insets.leading + figures.backChevronOutdent - figures.titleGap(os: context.os)
    var row = ContentRow(item: item, back: backButton(nav, room: room, context: context), title: title, insets: insets)
    row.backEdge = backButtonEdge(bar, context: context)
    if row.back != nil {
        report.note(
            "back chevron inset",
            BarFigure(
                backButtonMargin(row, context: context), .estimate,
                "the back button starts at the content view's edge (LOCALPODS); its chevron is assumed to stay 8 outside the margin (QMUI)"))
    }
    // 3. The content view's engine, solved.
    report.notes += collapsedViewNotes(item)
    let solved = report.take(solveContentView(row, width: width, height: strips.content, context: context))
    let squeezed = squeezedViewNotes(solved)
    report.notes += squeezed
    if !squeezed.isEmpty {
        report.note(
            "title compression resistance",
            BarFigure(
                figures.titleCompressionResistance, .estimate, "not published; just below a plain view's 750, so items win (MO4, FYC)"))
    }
    // 4. Its views, between the prompt strip above and the large title and search strips below.
    let content = report.take(
        contentViewNode(
            solved, row: row, large: large, frame: Rect(x: 0, y: strips.prompt + strips.sheetPadding, width: width, height: strips.content), in: bar,
            context: context)
    ).filling(sheetPadding: strips.sheetPadding)
    let side = figures.margins(context.device, os: context.os, orientation: context.orientation).side
    let nodes = [
        largeTitleNode(title?.text, strips: strips, in: bar, inset: insets.leading, context: context), content,
        promptNode(item.prompt, strips: strips, in: bar, inset: side, context: context),
    ].compactMap { $0 }
    return RuleOutput(value: nodes + searchNodes(strips: strips, in: bar, insets: insets, context: context), diagnostics: report)
}

extension ViewNode {
    /// A sheet's taller bar (56 pt from iOS 13): the content view fills it and its row of views
    /// keeps 44 pt in the middle (`_UINavigationBarContentView` (0 0; 375 56), stacks at y 6:
    /// FID-B-CRIFAN-CYCRIPT). Window positions are unchanged.
    func filling(sheetPadding padding: Double) -> ViewNode {
        guard padding > 0 else { return self }
        var content = self
        content.frame = Rect(x: frame.minX, y: frame.minY - padding, width: frame.width, height: frame.height + 2 * padding)
        content.windowFrame = Rect(
            x: windowFrame.minX, y: windowFrame.minY - padding, width: windowFrame.width, height: windowFrame.height + 2 * padding)
        content.children = children.map { child in
            var moved = child
            moved.frame.origin.y += padding
            return moved
        }
        return content
    }
}

/// Leading and trailing insets, in points from the content view's leading and trailing edges.
typealias ContentInsets = (leading: Double, trailing: Double)

/// What one content row shows: the top item, the back button as shortened, the title text.
struct ContentRow {
    var item: NavigationItemSpec
    var back: BackButton?
    var title: (text: String, width: Double)?
    var insets: ContentInsets
    /// Where the back button starts, from the content view's leading edge (`backButtonEdge`).
    var backEdge = 0.0
}

/// The system margin plus the side safe area; margins set by hand on the content view hold on
/// iOS 11–12 and are refused from iOS 13 (GK-VC#26).
func contentInsets(_ nav: NavigationControllerSpec, bar: ViewNode, context: AppContext) -> RuleOutput<ContentInsets> {
    let side = context.metrics.navigationBar.margins(context.device, os: context.os, orientation: context.orientation).side
    let safe = bar.safeAreaInsets ?? .zero
    let leftToRight = context.direction == .leftToRight
    let system = (leading: side + (leftToRight ? safe.left : safe.right), trailing: side + (leftToRight ? safe.right : safe.left))
    guard let custom = nav.contentViewMargins else { return RuleOutput(value: system) }
    if context.os <= .ios12 { return RuleOutput(value: (custom.leading, custom.trailing)) }
    var report = Diagnostics()
    report.notes.append("iOS 13+ refuses layout margins set on _UINavigationBarContentView (GK-VC#26); the system margins apply")
    return RuleOutput(value: system, diagnostics: report)
}

/// A custom view with no intrinsic size and no size constraints collapses from iOS 11 (NIW,
/// HAWK): one note each, leading items first, trailing items from the outside in, the titleView.
func collapsedViewNotes(_ item: NavigationItemSpec) -> [String] {
    let items = item.leftItems + item.rightItems.reversed()
    let customs = items.compactMap { if case .custom(let view) = $0 { view } else { nil } } + [item.titleView].compactMap { $0 }
    return customs.filter { $0.sizing == .unsized }.map { custom in
        "\(custom.id.map { "\"\($0)\"" } ?? "a custom view") has no intrinsic size or size constraints: from iOS 11 the bar sizes it to zero (NIW, HAWK)"
    }
}

/// The engine of one content view after every constraint is active, and its views.
struct SolvedContent {
    var engine: LayoutEngine
    var views: ContentViews
}

/// The content view's constraints, activated in UIKit's order: back button, the two stacks,
/// the title. Conflicts are reported as UIKit logs them.
func solveContentView(_ row: ContentRow, width: Double, height: Double, context: AppContext) -> RuleOutput<SolvedContent> {
    let engine = LayoutEngine(layoutDirection: context.direction, scale: context.scale)
    var views = ContentViews(content: View(ViewClass.navigationBarContentView.rawValue))
    views.content.frame = Rect(x: 0, y: 0, width: width, height: height)
    var constraints = backButtonConstraints(&views, row: row, height: height, context: context)
    constraints += sideStackConstraints(&views, row: row, height: height, context: context)
    constraints += titleConstraints(&views, row: row, height: height, context: context)
    if views.title == nil { constraints += rowBounds(views, row: row, context: context) }
    engine.add(views.content)
    engine.activate(constraints)
    var report = Diagnostics()
    report.conflicts = engine.conflicts.map(ConstraintConflict.init)
    return RuleOutput(value: SolvedContent(engine: engine, views: views), diagnostics: report)
}

/// The back button from the content view's leading edge, its chevron at the leading margin less
/// the chevron's outdent (`backButtonMargin`), so its trailing edge is where it always was.
private func backButtonConstraints(_ views: inout ContentViews, row: ContentRow, height: Double, context: AppContext) -> [LayoutConstraint]
{
    guard let back = row.back else { return [] }
    let content = views.content
    let view = View("\(ViewClass.buttonBarButton.rawValue)(back)")
    view.translatesAutoresizingMaskIntoConstraints = false
    view.intrinsicContentSize = (back.width + backButtonMargin(row, context: context), height)
    view.contentHugging = (1000, 1000)
    view.compressionResistance = (1000, 1000)
    content.addSubview(view)
    views.back = view
    return [
        view.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: row.backEdge),
        view.centerYAnchor.constraint(equalTo: content.centerYAnchor),
    ]
}

/// Each side's stack, centred in the row: the leading one after the back button (or at the
/// margin), the trailing one at the trailing margin.
private func sideStackConstraints(_ views: inout ContentViews, row: ContentRow, height: Double, context: AppContext) -> [LayoutConstraint] {
    let content = views.content
    var constraints: [LayoutConstraint] = []
    for (index, items) in [row.item.leftItems, Array(row.item.rightItems.reversed())].enumerated() where !items.isEmpty {
        let edge: StackEdge? = index == 1 ? .last : (views.back == nil ? .first : nil)
        let bar = buttonBarStack(
            barPieces(items, context: context), name: index == 0 ? "leading" : "trailing", edge: edge, height: height, context: context)
        let stack = bar.value.stack
        let overhang = bar.value.overhang
        content.addSubview(stack)
        constraints += bar.constraints
        constraints.append(stack.centerYAnchor.constraint(equalTo: content.centerYAnchor))
        if index == 0 {
            views.leading = bar.value
            constraints.append(
                views.back.map {
                    stack.leadingAnchor.constraint(
                        equalTo: $0.trailingAnchor, constant: bar.value.startsWithSpacer ? 0 : context.metrics.navigationBar.itemSpacing)
                }
                    ?? stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: row.insets.leading - overhang))
        } else {
            views.trailing = bar.value
            constraints.append(content.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: row.insets.trailing - overhang))
        }
    }
    return constraints
}

/// Without a title the two sides still never overlap, nor leave the margins: the trailing
/// stack starts at least an item spacing after the leading items, and a side alone stays inside
/// the opposite margin. (With a title, its bounds do this.)
private func rowBounds(_ views: ContentViews, row: ContentRow, context: AppContext) -> [LayoutConstraint] {
    let content = views.content
    let leadingEnd = views.leading?.stack ?? views.back
    switch (leadingEnd, views.trailing?.stack) {
    case (let leading?, let trailing?):
        return [
            trailing.leadingAnchor.constraint(
                greaterThanOrEqualTo: leading.trailingAnchor, constant: context.metrics.navigationBar.itemSpacing)
        ]
    case (let leading?, nil):
        return [content.trailingAnchor.constraint(greaterThanOrEqualTo: leading.trailingAnchor, constant: row.insets.trailing)]
    case (nil, let trailing?):
        return [trailing.leadingAnchor.constraint(greaterThanOrEqualTo: content.leadingAnchor, constant: row.insets.leading)]
    case (nil, nil):
        return []
    }
}

/// The title label, or the titleView (in a `_UITAMICAdaptorView` when frame-sized), kept 6 from
/// the items and centred (or, iOS 16's browser and editor styles, after the leading items).
private func titleConstraints(_ views: inout ContentViews, row: ContentRow, height: Double, context: AppContext) -> [LayoutConstraint] {
    guard let (title, size) = titleEngineView(row, height: height, context: context) else { return [] }
    views.content.addSubview(title)
    views.title = title
    let figures = context.metrics.navigationBar
    let content = views.content
    let gap = figures.titleGap(os: context.os)
    let edge = figures.titleEdgeInset(
        side: figures.margins(context.device, os: context.os, orientation: context.orientation).side, os: context.os)
    let leadingItem = views.leading?.stack ?? views.back
    let leadingBound =
        leadingItem.map { title.leadingAnchor.constraint(greaterThanOrEqualTo: $0.trailingAnchor, constant: gap) }
        ?? title.leadingAnchor.constraint(greaterThanOrEqualTo: content.leadingAnchor, constant: edge)
    let trailingBound =
        views.trailing.map { $0.stack.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: gap) }
        ?? content.trailingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: edge)
    var constraints = size + [leadingBound, trailingBound, title.centerYAnchor.constraint(equalTo: content.centerYAnchor)]
    if context.os >= .ios16 && row.item.style != .navigator {
        constraints.append(
            leadingItem.map { title.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: gap) }?.withPriority(999)
                ?? title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: row.insets.leading).withPriority(999))
    } else {
        constraints.append(
            title.centerXAnchor.constraint(equalTo: content.centerXAnchor).withPriority(figures.titleStaysCentred ? 999 : 500))
    }
    return constraints
}

/// The title's engine view and its size: the titleView as a custom view is sized (zero when
/// unsized), or the label at its text's width, which gives way before any item does
/// (`titleCompressionResistance`); neither narrower than zero.
private func titleEngineView(_ row: ContentRow, height: Double, context: AppContext) -> (view: View, constraints: [LayoutConstraint])? {
    let view = View("title")
    view.translatesAutoresizingMaskIntoConstraints = false
    if let custom = row.item.titleView { return (view, customViewSize(view, custom)) }
    guard let title = row.title else { return nil }
    view.intrinsicContentSize = (title.width, min(height, 20.5))
    view.compressionResistance.horizontal = context.metrics.navigationBar.titleCompressionResistance
    return (view, [view.widthAnchor.constraint(greaterThanOrEqualToConstant: 0)])
}

/// The engine's views for one content view.
struct ContentViews {
    var content: View
    var back: View?
    var leading: ButtonBar?
    var trailing: ButtonBar?
    var title: View?

    var bars: [ButtonBar] { [leading, trailing].compactMap { $0 } }
}
