import BezelAutoLayout
import BezelDevices
import BezelGeometry

/// The view nodes of an iOS 11+ navigation bar, from the solved content view and the strips
/// (CHROME §2.4; SEED-3, NIW, QMUI). `_UINavigationBarLargeTitleView` and
/// `_UINavigationBarModernPromptView` are there on iOS 11–12 even when unused, hidden
/// (`unusedStripNode`).

/// `_UINavigationBarContentView` with its margins and the solved views.
func contentViewNode(
    _ solved: SolvedContent, row: ContentRow, large: Bool, frame: Rect, in bar: ViewNode, context: AppContext
) -> RuleOutput<ViewNode> {
    var content = context.plainNode(.navigationBarContentView, frame: frame, in: bar)
    let insets = row.insets
    content.layoutMargins =
        context.direction == .leftToRight
        ? EdgeInsets(top: 0, left: insets.leading, bottom: 0, right: insets.trailing)
        : EdgeInsets(top: 0, left: insets.trailing, bottom: 0, right: insets.leading)
    let children = contentNodes(solved, row: row, large: large, in: content, context: context)
    content.children = children.value
    return RuleOutput(value: content, diagnostics: children.diagnostics)
}

/// Back button, each side's stack (behind an iOS 26 platter), and the title.
private func contentNodes(
    _ solved: SolvedContent, row: ContentRow, large: Bool, in content: ViewNode, context: AppContext
) -> RuleOutput<[ViewNode]> {
    let engine = solved.engine
    var report = Diagnostics()
    var nodes: [ViewNode] = []
    if let backView = solved.views.back, let back = row.back {
        nodes.append(backButtonNode(back, frame: engine.frame(of: backView), in: content, context: context))
    }
    for bar in solved.views.bars {
        let frame = engine.frame(of: bar.stack)
        if context.designOS >= .ios26 {
            let height = context.metrics.navigationBar.ios26PlatterHeight
            let platterFrame = Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
            var platter = context.plainNode(.barItemGroupPlatter, frame: platterFrame, in: content)
            platter.isUserInteractionEnabled = false
            nodes.append(platter)
        }
        var stack = context.plainNode(.buttonBarStackView, frame: frame, in: content)
        stack.children = zip(bar.views, bar.pieces).map { view, piece in
            report.take(itemNode(piece, frame: engine.frame(of: view), in: stack, context: context))
        }
        nodes.append(stack)
    }
    if let titleView = solved.views.title {
        nodes.append(
            report.take(titleNode(row, frame: engine.frame(of: titleView), in: content, hiddenByLargeTitle: large, context: context)))
    }
    return RuleOutput(value: nodes, diagnostics: report)
}

/// Where the back button starts, from the content view's leading edge: the edge itself, inside
/// the side safe area. Real iOS 11–12 dumps show the back `_UIButtonBarButton` at x 0 of the
/// content view (LOCALPODS, iOS 12 on a 414-wide phone: `frame = (0 0; 69 44)` for "Back";
/// CATSEARCH: `(0 0; 69 44)`), its frame that of `BackButtonGuide` (NATAI); the seed (SEED-3)
/// says the back item sits flush with the screen's edge. In landscape on a notched phone the
/// button is assumed to start at the safe area's edge (no dump shows it).
func backButtonEdge(_ bar: ViewNode, context: AppContext) -> Double {
    let safe = bar.safeAreaInsets ?? .zero
    return context.direction == .leftToRight ? safe.left : safe.right
}

/// How far inside the back button its chevron starts: the content view's leading margin less
/// the chevron's outdent, so the chevron stays where it was (8 on 16-margin phones, QMUI; 12 on
/// 414-wide ones, which makes "Back" 12 + 13 + 6 + 37.5 ≈ 69 wide as LOCALPODS printed). No dump
/// prints the chevron's frame: an estimate, flagged with the back button.
func backButtonMargin(_ row: ContentRow, context: AppContext) -> Double {
    max(0, row.insets.leading - row.backEdge - context.metrics.navigationBar.backChevronOutdent)
}

/// `_UIButtonBarButton` › `_UIModernBarButton` › chevron image and title label, the chevron
/// `backButtonMargin` inside the button.
private func backButtonNode(_ back: BackButton, frame: Rect, in content: ViewNode, context: AppContext) -> ViewNode {
    let figures = context.metrics.navigationBar
    var button = context.plainNode(.buttonBarButton, frame: frame, in: content)
    button.id = back.title.map { "back: \($0)" } ?? "back"
    let margin = max(0, frame.width - back.width)
    button.layoutMargins = figures.backButtonLayoutMargins(height: frame.height)
    var inner = context.plainNode(.modernBarButton, frame: Rect(origin: .zero, size: frame.size), in: button)
    let chevron = figures.backChevronSize
    let chevronFrame = Rect(x: margin, y: (frame.height - chevron.height) / 2, width: chevron.width, height: chevron.height)
    var image = context.plainNode(.imageView, frame: chevronFrame.snapped(context.scale), in: inner)
    image.glyph = .chevronBackward
    var parts = [image]
    if let title = back.title {
        let label = Rect(
            x: margin + chevron.width + figures.backTitleGap, y: (frame.height - 20.5) / 2, width: back.titleWidth, height: 20.5)
        var node = context.plainNode(.buttonLabel, frame: label.snapped(context.scale), in: inner)
        node.text = title
        node.textFont = .barButton
        parts.append(node)
    }
    for index in parts.indices { parts[index].isUserInteractionEnabled = false }
    if context.direction == .rightToLeft { parts = parts.map { $0.mirrored(inWidth: frame.width) } }
    inner.children = parts
    button.children = [inner]
    return button
}

/// A bar button, a constrained or intrinsic custom view, or a frame-sized custom view in its
/// `_UITAMICAdaptorView`.
private func itemNode(_ piece: BarPiece, frame: Rect, in stack: ViewNode, context: AppContext) -> RuleOutput<ViewNode> {
    if case .fixedSpace = piece.kind { return RuleOutput(value: context.plainNode(.view, frame: frame, in: stack)) }
    guard case .custom(let custom) = piece.kind else {
        return RuleOutput(value: barButtonNode(.buttonBarButton, piece: piece, frame: frame, parent: stack, context: context))
    }
    return customOrAdaptor(custom, frame: frame, in: stack, context: context)
}

/// A frame-sized custom view inside a `_UITAMICAdaptorView` of the same frame (NIW); others as
/// they are.
private func customOrAdaptor(_ custom: BarCustomView, frame: Rect, in parent: ViewNode, context: AppContext) -> RuleOutput<ViewNode> {
    guard custom.sizing == .frame else { return customNode(custom, frame: frame, in: parent, context: context) }
    var adaptor = context.plainNode(.tamicAdaptorView, frame: frame, in: parent)
    let view = customNode(custom, frame: Rect(origin: .zero, size: frame.size), in: adaptor, context: context)
    adaptor.children = [view.value]
    return RuleOutput(value: adaptor, diagnostics: view.diagnostics)
}

/// The title label (transparent while a large title shows) or the titleView.
private func titleNode(
    _ row: ContentRow, frame: Rect, in content: ViewNode, hiddenByLargeTitle: Bool, context: AppContext
) -> RuleOutput<ViewNode> {
    if let custom = row.item.titleView { return customOrAdaptor(custom, frame: frame, in: content, context: context) }
    var label = context.plainNode(.label, frame: frame, in: content)
    label.id = row.title?.text
    label.text = row.title?.text
    label.textFont = row.title == nil ? nil : .barTitle
    label.isUserInteractionEnabled = false
    if hiddenByLargeTitle { label.alpha = 0 }
    return RuleOutput(value: label)
}

/// An unused strip view: iOS 11–12 keep it hidden, zero wide and as tall as the bar (CJUIKIT, a
/// 414-wide iOS 11 bar: both `(0 0; 0 44)`; DUMP-WJ11:
/// `_UINavigationBarLargeTitleView … frame = (0 0; 0 44)`, clipped and hidden, and
/// the prompt view `(0 0; 0 44); alpha = 0; hidden = YES` in a 44 pt bar; DUMP-XUTIL printed 50
/// for both in a 44 pt iOS 12.1 bar, and DUMP-ZJ12 0 × 0 before the bar's first layout); from
/// iOS 13 the bar has no such view until it is used (DUMP-CY13, DUMP-LLDB15: only the background,
/// the content view and a 0 × 0 `UIView`).
func unusedStripNode(_ viewClass: ViewClass, in bar: ViewNode, context: AppContext) -> ViewNode? {
    guard context.os < .ios13 else { return nil }
    var node = context.hiddenNode(viewClass, in: bar)
    node.frame.size.height = bar.frame.height
    node.windowFrame.size.height = bar.frame.height
    if viewClass == .navigationBarLargeTitleView { node.clipsToBounds = true } else { node.alpha = 0 }
    return node
}

/// `_UINavigationBarLargeTitleView` with its label at the leading margin, clipped.
func largeTitleNode(_ text: String?, strips: NavigationBarStrips, in bar: ViewNode, inset: Double, context: AppContext) -> ViewNode? {
    guard strips.largeTitle > 0 else { return unusedStripNode(.navigationBarLargeTitleView, in: bar, context: context) }
    let frame = Rect(x: 0, y: strips.prompt + strips.content, width: bar.frame.width, height: strips.largeTitle)
    var view = context.plainNode(.navigationBarLargeTitleView, frame: frame, in: bar)
    view.clipsToBounds = true
    if let text {
        let width = min(context.metrics.text.width(of: text, font: .largeTitle), frame.width - 2 * inset)
        // Collapsing with a scroll, the strip keeps the label's full height at its bottom edge and
        // clips the rest (`Rules/States.swift`); at rest the two are the same.
        let full = max(frame.height, context.sheet == nil ? context.metrics.navigationBar.largeTitleHeight : frame.height)
        let labelFrame = Rect(x: inset, y: frame.height - full, width: max(0, width), height: full)
        var label = context.plainNode(.label, frame: labelFrame, in: view)
        if context.direction == .rightToLeft { label = label.mirrored(inWidth: frame.width) }
        label.id = text
        label.text = text
        label.textFont = .largeTitle
        label.isUserInteractionEnabled = false
        view.children = [label]
    }
    return view
}

/// `_UINavigationBarModernPromptView` with its label between the margins.
func promptNode(_ prompt: String?, strips: NavigationBarStrips, in bar: ViewNode, inset: Double, context: AppContext) -> ViewNode? {
    guard let prompt, strips.prompt > 0 else { return unusedStripNode(.navigationBarModernPromptView, in: bar, context: context) }
    let width = bar.frame.width
    var view = context.plainNode(.navigationBarModernPromptView, frame: Rect(x: 0, y: 0, width: width, height: strips.prompt), in: bar)
    var label = context.plainNode(.label, frame: Rect(x: inset, y: 0, width: width - 2 * inset, height: strips.prompt), in: view)
    label.id = prompt
    label.text = prompt
    label.textFont = .prompt
    label.isUserInteractionEnabled = false
    view.children = [label]
    return view
}

/// The search bar below the title: `_UINavigationControllerPaletteClippingView` ›
/// `_UINavigationControllerManagedSearchPalette` › `UISearchBar` › its 36 pt text field
/// (QMUI), between the content view's margins.
func searchNodes(strips: NavigationBarStrips, in bar: ViewNode, insets: ContentInsets, context: AppContext) -> [ViewNode] {
    guard strips.search > 0 else { return [] }
    let frame = Rect(x: 0, y: strips.prompt + strips.content + strips.largeTitle, width: bar.frame.width, height: strips.search)
    var clipping = context.plainNode(.paletteClippingView, frame: frame, in: bar)
    clipping.clipsToBounds = true
    let local = Rect(origin: .zero, size: frame.size)
    var palette = context.plainNode(.managedSearchPalette, frame: local, in: clipping)
    var searchBar = context.plainNode(.searchBar, frame: local, in: palette)
    let leftToRight = context.direction == .leftToRight
    let left = leftToRight ? insets.leading : insets.trailing
    let right = leftToRight ? insets.trailing : insets.leading
    let field = Rect(x: left, y: (frame.height - 36) / 2, width: frame.width - left - right, height: 36)
    var text = context.plainNode(.searchBarTextField, frame: field, in: searchBar)
    text.id = "search"
    text.text = "Search"
    text.textFont = .searchField
    text.glyph = .magnifyingGlass
    searchBar.children = [text]
    palette.children = [searchBar]
    clipping.children = [palette]
    return [clipping]
}
