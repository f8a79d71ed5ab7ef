import BezelAutoLayout
import BezelDevices
import BezelGeometry

/// The navigation bar's manual layout before iOS 11 (CHROME §2.2–2.4; RIVER, MP, TAPWORTHY):
/// items from the screen edge at the system margin (16, 20 on 414-wide screens), 8 (10) apart;
/// fixed spaces move the following items by their width, negative ones included (the −8/−16
/// trick); the title centred on the bar within the room between the items, 6 from them; a
/// titleView with no items stretched to the margins. Items are `UINavigationButton`s and custom
/// views are added to the bar itself. Touches anywhere in the row go to the nearest item (MP's
/// iOS 10 screenshots, TAPWORTHY): each item's tap area is widened to the row's height and to
/// half-way to its neighbours, the bar's edge, or the title (the exact extent is not published).
func legacyNavigationContents(
    _ nav: NavigationControllerSpec, bar: ViewNode, strips: NavigationBarStrips, context: AppContext
) -> RuleOutput<[ViewNode]> {
    let row = LegacyRow(nav, bar: bar, strips: strips, context: context)
    // 1. The back button and its chevron, at the leading margin less the chevron's outdent.
    let back = row.backButton()
    // 2. Each side's items, laid from the outside in.
    let leading =
        (back.map { [$0.button] } ?? [])
        + row.side(row.item.leftItems, from: back.map { ($0.end, true) } ?? (row.margin, false), forward: true)
    let trailing = row.side(row.item.rightItems, from: (row.width - row.margin, false), forward: false)
    // 3. The title centred in the room between them.
    var report = Diagnostics()
    for placed in leading + trailing { report.append(placed.diagnostics) }
    var titleNodes = report.take(row.title(between: leading, and: trailing))
    // 4. Every item's tap area widened across the row.
    let titleSpan = titleNodes.first.map { ($0.frame.minX, $0.frame.maxX) } ?? (row.width / 2, row.width / 2)
    var items = row.widenTapAreas(leading, trailing, titleSpan: titleSpan)
    var backNodes = back.map { [$0.indicator] } ?? []
    // 5. Right-to-left: everything but the prompt mirrored.
    if context.direction == .rightToLeft {
        items = items.map(row.mirrored)
        titleNodes = titleNodes.map(row.mirrored)
        backNodes = backNodes.map(row.mirrored)
    }
    if !items.isEmpty {
        report.note(
            "legacy item tap areas",
            BarFigure(0, .estimate, "before iOS 11 items take touches well beyond their frames (MP); the exact reach is not published"))
    }
    return RuleOutput(value: row.prompt() + titleNodes + items + backNodes, diagnostics: report)
}

/// An item placed in the row, whether it takes touches (a custom view may not), and what laying
/// out a custom view's subviews reported.
private struct Placed {
    var node: ViewNode
    var interactive: Bool
    var diagnostics = Diagnostics()
}

/// The content row of one pre-iOS 11 bar and the figures its layout reads.
private struct LegacyRow {
    let context: AppContext
    let figures: NavigationBarMetrics
    let nav: NavigationControllerSpec
    let item: NavigationItemSpec
    let bar: ViewNode
    let strips: NavigationBarStrips
    let row: Rect
    let margin: Double
    let spacing: Double
    let titleText: (text: String, width: Double)?

    init(_ nav: NavigationControllerSpec, bar: ViewNode, strips: NavigationBarStrips, context: AppContext) {
        self.context = context
        figures = context.metrics.navigationBar
        self.nav = nav
        item = nav.stack.last!.common.navigationItem
        self.bar = bar
        self.strips = strips
        row = Rect(x: 0, y: strips.prompt, width: bar.frame.width, height: strips.content)
        (margin, spacing) = figures.margins(context.device, os: context.os, orientation: context.orientation)
        titleText = BezelLayout.titleText(nav, context: context)
    }

    var width: Double { row.width }

    /// `UINavigationItemButtonView` and the `_UINavigationBarBackIndicatorView` chevron, and the
    /// button's (unsnapped) trailing edge, where the leading items start.
    func backButton() -> (button: Placed, indicator: ViewNode, end: Double)? {
        let titleWidth = item.titleView?.size.width ?? titleText?.width ?? 0
        let room = (width - titleWidth) / 2 - margin + figures.backChevronOutdent - figures.titleGap(os: context.os)
        guard let back = BezelLayout.backButton(nav, room: room, context: context) else { return nil }
        let chevron = figures.legacyBackChevron(os: context.os)
        let x = margin - figures.backChevronOutdent
        let chevronFrame = Rect(x: x, y: row.midY - chevron.height / 2, width: chevron.width, height: chevron.height)
        var indicator = context.plainNode(.navigationBarBackIndicatorView, frame: chevronFrame.snapped(context.scale), in: bar)
        indicator.isUserInteractionEnabled = false
        indicator.glyph = .chevronBackward
        // Six from the row's top and a whole number of points wide in every iOS 7–9 dump
        // (FID-D-QYNAVBACK (8 6; 41 30), FID-D-ZHANGKN-PICKER (8 6; 53 30)).
        let frame = Rect(x: x, y: buttonTop(raised: true), width: back.width.rounded(.up), height: figures.legacyButtonHeight)
        var button = context.plainNode(.navigationItemButtonView, frame: frame.snapped(context.scale), in: bar)
        button.id = back.title.map { "back: \($0)" } ?? "back"
        button.text = back.title
        button.textFont = back.title == nil ? nil : .barButton
        return (Placed(node: button, interactive: true), indicator, frame.maxX)
    }

    /// One side's items, laid from the outside in: `forward` from the leading margin rightwards,
    /// otherwise from the trailing margin leftwards. The first item after the margin (or a fixed
    /// space) has its content there: an image button's frame reaches its 11 pt of room past it
    /// (iOS 7: `(5 6; 44 30)` around an image at 16, FID-B-RTCLEAN; after a 50 pt space on iOS 9,
    /// FID-R-NAVCUSTOM), a title's button sits `legacyTitleItemOutdent` outside it (iOS 9:
    /// `(278 7; 34 30)` on a 320 pt bar, FID-D-ZHANGKN-PICKER).
    func side(_ items: [BarItemSpec], from start: (x: Double, afterItem: Bool), forward: Bool) -> [Placed] {
        var cursor = start.x
        var afterItem = start.afterItem
        var placed: [Placed] = []
        for piece in barPieces(items, context: context) {
            if case .fixedSpace(let space) = piece.kind {
                cursor += forward ? space : -space
                afterItem = false
                continue
            }
            let room = piece.contentRoom(figures)
            let width = piece.size.width + 2 * room
            if afterItem { cursor += forward ? spacing : -spacing }
            let outward = afterItem ? 0 : (room > 0 ? room : (piece.isButton ? figures.legacyTitleItemOutdent : 0))
            let x = forward ? cursor - outward : cursor + outward - width
            cursor = forward ? x + width : x
            afterItem = true
            placed.append(self.item(piece, at: x, width: width))
        }
        return placed
    }

    /// A 30 pt button's top: centred in the row, rounded down, a point higher for an image or the
    /// back button (`legacyButtonRaise`), never above the row.
    func buttonTop(raised: Bool) -> Double {
        let centred = ((row.height - figures.legacyButtonHeight) / 2).rounded(.down)
        return row.minY + max(0, centred - (raised ? figures.legacyButtonRaise : 0))
    }

    /// A custom view at its own size (its alignment insets ignored: frames were set directly),
    /// or a `UINavigationButton` of the row's button height: an image's 6 from the row's top
    /// (FID-B-RTCLEAN), a title's 7 (FID-D-ZHANGKN-PICKER).
    func item(_ piece: BarPiece, at x: Double, width: Double) -> Placed {
        guard case .custom(let view) = piece.kind else {
            let frame = Rect(x: x, y: buttonTop(raised: piece.contentRoom(figures) > 0), width: width, height: figures.legacyButtonHeight)
            var node = barButtonNode(.navigationButton, piece: piece, frame: frame.snapped(context.scale), parent: bar, context: context)
            if node.id == nil, case .button(let title?) = piece.kind { node.id = title }
            return Placed(node: node, interactive: true)
        }
        var frame = Rect(x: x, y: row.midY - view.size.height / 2, width: view.size.width, height: view.size.height)
        if figures.legacyHonoursAlignmentRectInsets {
            frame = frame.offsetBy(dx: -view.alignmentRectInsets.left, dy: -view.alignmentRectInsets.top)
        }
        let node = customNode(view, frame: frame.snapped(context.scale), in: bar, context: context)
        return Placed(node: node.value, interactive: view.isUserInteractionEnabled, diagnostics: node.diagnostics)
    }

    /// The titleView, or `UINavigationItemView` holding the title label, centred on the bar
    /// within the room the items leave (6 from them).
    func title(between leading: [Placed], and trailing: [Placed]) -> RuleOutput<[ViewNode]> {
        let gap = figures.titleGap(os: context.os)
        let left = leading.map(\.node.frame.maxX).max().map { $0 + gap } ?? margin
        let right = trailing.map(\.node.frame.minX).min().map { $0 - gap } ?? width - margin
        if let view = item.titleView {
            let frame = centred(width: view.size.width, height: view.size.height, between: left, and: right)
            let node = customNode(view, frame: frame, in: bar, context: context)
            return RuleOutput(value: [node.value], diagnostics: node.diagnostics)
        }
        guard let titleText else { return RuleOutput(value: []) }
        var frame = centred(width: titleText.width, height: figures.legacyTitleHeight, between: left, and: right)
        frame.origin.y = row.minY + ((row.height - frame.height) / 2).rounded(.down)
        var container = context.plainNode(.navigationItemView, frame: frame, in: bar)
        let text = context.os.major >= 8 ? figures.legacyTitleLabel : figures.ios7TitleLabel
        var label = context.plainNode(.label, frame: Rect(x: 0, y: text.y, width: frame.width, height: text.height), in: container)
        label.isUserInteractionEnabled = false
        label.text = titleText.text
        label.textFont = .barTitle
        container.children = [label]
        container.id = titleText.text
        return RuleOutput(value: [container])
    }

    /// Centred on the bar when it fits between `left` and `right`, else moved inside them,
    /// and no wider than the room.
    func centred(width: Double, height: Double, between left: Double, and right: Double) -> Rect {
        let shown = max(0, min(width, right - left))
        let x = min(max((self.width - shown) / 2, left), right - shown)
        let height = min(height, row.height)
        return Rect(x: x, y: row.midY - height / 2, width: shown, height: height).snapped(context.scale)
    }

    /// Row-high tap areas reaching half-way to the next item, to the bar's edge for the outermost
    /// items, and to the title for the innermost.
    func widenTapAreas(_ leading: [Placed], _ trailing: [Placed], titleSpan: (Double, Double)) -> [ViewNode] {
        let left = leading.sorted { $0.node.frame.minX < $1.node.frame.minX }
        let right = trailing.sorted { $0.node.frame.minX < $1.node.frame.minX }
        var nodes: [ViewNode] = []
        for (group, lower, upper) in [(left, 0.0, titleSpan.0), (right, titleSpan.1, width)] {
            for (index, item) in group.enumerated() {
                var node = item.node
                if item.interactive {
                    let frame = node.frame
                    let before = index == 0 ? lower : (group[index - 1].node.frame.maxX + frame.minX) / 2
                    let after = index == group.count - 1 ? upper : (frame.maxX + group[index + 1].node.frame.minX) / 2
                    node.hitOutsets = EdgeInsets(
                        top: max(0, frame.minY - row.minY), left: max(0, frame.minX - before), bottom: max(0, row.maxY - frame.maxY),
                        right: max(0, after - frame.maxX))
                }
                nodes.append(node)
            }
        }
        return nodes
    }

    /// The prompt label across the strip above the row.
    func prompt() -> [ViewNode] {
        guard let prompt = item.prompt else { return [] }
        var label = context.plainNode(.label, frame: Rect(x: margin, y: 0, width: width - 2 * margin, height: strips.prompt), in: bar)
        label.id = prompt
        label.text = prompt
        label.textFont = .prompt
        label.isUserInteractionEnabled = false
        return [label]
    }

    /// The node at its mirrored place in a right-to-left bar, its tap area with it.
    func mirrored(_ node: ViewNode) -> ViewNode {
        var node = node.mirrored(inWidth: width)
        let outsets = node.hitOutsets
        node.hitOutsets = EdgeInsets(top: outsets.top, left: outsets.right, bottom: outsets.bottom, right: outsets.left)
        return node
    }
}
