import BezelDrawing
import BezelGeometry
import BezelLayout

/// The app on the screen, from its laid-out view tree: bar backgrounds with their hairlines,
/// bar text and placeholder glyphs, table cell separators, the scene's own views as tinted
/// boxes labelled with their ids, and stack views as dashed outlines. Hidden and transparent
/// subtrees are skipped, as UIKit skips them.
func appPrimitives(_ app: AppLayout, origin: Point, overlays: Overlays, theme: Theme, measurer: any TextMeasurer) -> [Primitive] {
    var context = AppContext(
        origin: origin, classNames: overlays.classNames, colors: theme.app, measurer: measurer,
        rightToLeft: app.layoutDirection == .rightToLeft)
    context.scrolledContent = scrolledContent(app.window)
    let screen = app.screen.bounds.offsetBy(dx: origin.x, dy: origin.y)
    context.visibleScreen = VisibleScreen(
        bounds: screen, cornerRadius: app.screen.cornerRadius, housing: app.screen.sensorHousing?.frame.offsetBy(dx: origin.x, dy: origin.y))
    let labels = app.window.isRecorded && overlays.classNames ? recordedClassLabels(app.window, avoiding: app.screen.statusBar?.frame, context) : []
    return nodePrimitives(app.window, parent: nil, context.planningIdLabels(app.window)) + barExtensionPrimitives(app, context)
        + additionalWindowPrimitives(app, context, aboveStatusBar: false)
        + labels
}

/// The layout-margins guide (dashed) and the readable content guide (dotted) of each content
/// controller's root view: the views a scene's own content is laid out against. Neither is drawn
/// on a version that lacks it (margins on iOS 7, the readable guide before iOS 9).
func guidePrimitives(_ app: AppLayout, overlays: Overlays, origin: Point, theme: Theme) -> [Primitive] {
    var result: [Primitive] = []
    let os = app.screen.os
    for node in app.window.subtree where node.viewController?.isContentController == true {
        let place = node.windowFrame.offsetBy(dx: origin.x, dy: origin.y)
        if overlays.margins && os.hasLayoutMargins {
            let guide = node.layoutMarginsFrame.offsetBy(dx: place.minX, dy: place.minY)
            result.append(.stroke(.rect(guide), Stroke(theme.app.margins, width: 1, dash: [6, 3])))
        }
        if overlays.readable && os.hasReadableContentGuide {
            let guide = node.readableContentFrame.offsetBy(dx: place.minX, dy: place.minY)
            result.append(.stroke(.rect(guide), Stroke(theme.app.readable, width: 1.5, dash: [1.5, 2.5])))
        }
    }
    return result
}

/// On top of everything, where touches land (green) and the dead parts of frames (red): first,
/// lightly, for the views content sits in (`isTapContainer`: root views, scroll and table views,
/// cells), their tap regions tinted and their dead parts faintly hatched, each rectangle once
/// (a cell and its content view often share one); then, hatched in full over them, for the
/// views a reader asks about (`isTapSubject`: the scene's views and the bar buttons). Hatching
/// the containers' tap regions too would cover the whole screen and hide everything else.
///
/// The full hatching is drawn over the content, so its lines are left out around the text of
/// the views it marks (a bar button's title reads through the tint alone), and the dead parts
/// are hatched across the tappable ones (`hatch`'s `dead`) so that where the two meet each keeps
/// its colour.
func tapRegionPrimitives(_ app: AppLayout, origin: Point, theme: Theme, measurer: any TextMeasurer) -> [Primitive] {
    let nodes = app.window.subtree
    let context = AppContext(
        origin: origin, classNames: false, colors: theme.app, measurer: measurer, rightToLeft: app.layoutDirection == .rightToLeft)
    let text = tapSubjectTextBoxes(app.window, parent: nil, inSubject: false, context)
    // Where a subject takes the touch, a container's faint dead hatching would only muddy its green.
    let taken = nodes.filter(\.isTapSubject).flatMap(\.tapRegion).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    var result: [Primitive] = []
    var tinted: Set<Rect> = []
    var faded: Set<Rect> = []
    for node in nodes where node.isTapContainer {
        for rect in node.tapRegion where tinted.insert(rect).inserted {
            result += tint(rect.offsetBy(dx: origin.x, dy: origin.y), theme.app.tappable)
        }
        for rect in node.deadRegion where faded.insert(rect).inserted {
            result += hatch(rect.offsetBy(dx: origin.x, dy: origin.y), theme.app.dead, light: true, dead: true, around: taken + text)
        }
    }
    for node in nodes where node.isTapSubject {
        for rect in node.tapRegion { result += hatch(rect.offsetBy(dx: origin.x, dy: origin.y), theme.app.tappable, around: text) }
        for rect in node.deadRegion { result += hatch(rect.offsetBy(dx: origin.x, dy: origin.y), theme.app.dead, dead: true, around: text) }
    }
    return result
}

/// The text boxes of the tap subjects and their subviews (a bar button's title, a declared
/// button's), each grown by a point, on the canvas.
private func tapSubjectTextBoxes(_ node: ViewNode, parent: ViewNode?, inSubject: Bool, _ context: AppContext) -> [Rect] {
    guard !node.isHidden, node.alpha >= 0.01 else { return [] }
    let inside = inSubject || node.isTapSubject
    let frame = node.windowFrame.offsetBy(dx: context.origin.x, dy: context.origin.y)
    var boxes: [Rect] = []
    if inside {
        for case .text(let run) in textPrimitives(node, parent: parent, frame: frame, context) {
            boxes.append(textBox(run, context).outset(by: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)))
        }
    }
    return boxes + node.children.flatMap { tapSubjectTextBoxes($0, parent: node, inSubject: inside, context) }
}

/// What every node of one app drawing shares.
struct AppContext {
    var origin: Point
    var classNames: Bool
    var colors: AppColors
    var measurer: any TextMeasurer
    /// The content controllers' subviews, with their superviews and their paths of child
    /// indices from the window, which a translucent bar lets show through where they pass under it.
    var scrolledContent: [(node: ViewNode, parent: ViewNode, path: [Int])] = []
    /// The app's layout direction is right to left: directional glyphs are flipped and text
    /// beside a glyph starts at the right.
    var rightToLeft = false
    /// The display on the canvas, for placing id labels where they can be read.
    var visibleScreen: VisibleScreen? = nil
    /// Where the ids of the tree being drawn go (`idLabelPlan`), and the path of child indices
    /// of the node being drawn, which keys that plan.
    var idLabels = IdLabelPlan()
    var path: [Int] = []

    /// The context for drawing the tree from `root`, with its id labels placed.
    func planningIdLabels(_ root: ViewNode) -> AppContext {
        var context = self
        context.path = []
        context.idLabels = idLabelPlan(root, self)
        return context
    }
}

/// How much of what lies under a translucent bar shows through its background: UIKit blurs it
/// and tints it with the bar's colour; the figure draws it faded to this alpha (no blur).
let translucentShowThrough = 0.5

/// What a content controller's view holds (its subviews: the scene's views, a table's cells),
/// in drawing order, with their paths from the window: what passes under a bar when it runs
/// under it or scrolls there.
func scrolledContent(_ window: ViewNode) -> [(node: ViewNode, parent: ViewNode, path: [Int])] {
    let bars: Set<ViewClass> = [.navigationBar, .tabBar, .toolbar, .searchBar]
    var result: [(ViewNode, ViewNode, [Int])] = []
    func visit(_ node: ViewNode, path: [Int]) {
        guard !node.isHidden else { return }
        if node.viewController?.isContentController == true {
            for (index, child) in node.children.enumerated() where !bars.contains(child.viewClass) { result.append((child, node, path + [index])) }
        }
        for (index, child) in node.children.enumerated() { visit(child, path: path + [index]) }
    }
    visit(window, path: [])
    return result
}

/// The content under a translucent bar background at `frame`, faded, clipped to it;
/// nothing when no content passes under it (a bar over content at rest draws as before).
private func showThrough(_ background: ViewNode, frame: Rect, _ context: AppContext) -> [Primitive] {
    let under = context.scrolledContent.filter { item in
        guard let overlap = item.node.windowFrame.intersection(background.windowFrame) else { return false }
        return overlap.width > 0 && overlap.height > 0
    }
    guard !under.isEmpty else { return [] }
    let drawn = under.flatMap { item in
        var inner = context
        inner.scrolledContent = []
        inner.path = item.path
        return nodePrimitives(item.node, parent: item.parent, inner)
    }
    return [.clip(.rect(frame), [.opacity(translucentShowThrough, drawn)])]
}

func nodePrimitives(_ node: ViewNode, parent: ViewNode?, _ context: AppContext) -> [Primitive] {
    guard !node.isHidden, node.alpha >= 0.01 else { return node.isRecorded ? recordedInvisiblePrimitives(node, context) : [] }
    let frame = node.windowFrame.offsetBy(dx: context.origin.x, dy: context.origin.y)
    var result =
        node.isRecorded ? recordedBodyPrimitives(node, frame: frame, context) : bodyPrimitives(node, parent: parent, frame: frame, context)
    result += context.idLabels.labels[context.path] ?? []
    if let control = node.control { result += controlPrimitives(control, in: frame, colors: context.colors, measurer: context.measurer) }
    if let glyph = node.glyph {
        result += glyphPrimitives(
            glyph, in: glyphFrame(node, frame, context), color: glyphColor(node, context.colors), rightToLeft: context.rightToLeft)
    }
    result += textPrimitives(node, parent: parent, frame: frame, context)
    if node.viewClass == .stackView { result += stackSpacingMarks(node, context) }
    let children = node.children.enumerated().flatMap { index, child in
        var inner = context
        inner.path.append(index)
        return nodePrimitives(child, parent: node, inner)
    }
    // `clipsToBounds`: what lies outside the frame is not drawn. Only views with something
    // outside get a clip, so drawings where nothing sticks out stay as they were.
    let clips = node.clipsToBounds && node.children.flatMap(\.subtree).contains { !encloses(node.windowFrame, $0.windowFrame) }
    let drawn = presentationPrimitives(node, frame: frame, drawn: result + (clips ? [.clip(.rect(frame), children)] : children), context)
    return node.alpha < 1 && !node.isRecorded ? faded(drawn, alpha: node.alpha) : drawn
}

/// What a view's class draws of the view itself: bar backgrounds and hairlines, cell
/// separators, the search field, stack outlines, and the scene's own views as boxes.
private func bodyPrimitives(_ node: ViewNode, parent: ViewNode?, frame: Rect, _ context: AppContext) -> [Primitive] {
    let colors = context.colors
    switch node.viewClass {
    case .barBackground, .navigationBarBackground, .tabBarBackgroundView:
        // Toolbars and tab bars have no background children: their background is the view.
        return node.children.isEmpty ? [.fill(.rect(frame), colors.translucentBar)] : []
    case .visualEffectView,
        .backdropView where parent?.isBarBackground == true:
        return [.fill(.rect(frame), colors.translucentBar)] + showThrough(node, frame: frame, context)
    case .imageView where node.isDeclared || parent?.viewClass == .tableViewCellContentView || parent?.viewClass == .button:
        return node.isUserBox ? [.stroke(.rect(frame.inset(by: halfPoint)), Stroke(colors.viewStroke.withAlpha(0.35), width: 1))] : []
    case .imageView,
        .barBackgroundShadowView where parent?.isBarBackground == true:
        return [.fill(.rect(frame), frame.height <= 1 ? colors.barHairline : colors.opaqueBar)]
    case .tableViewCellSeparatorView, .panelBorderView:
        return [.fill(.rect(frame), colors.separator)]
    case .tableViewCell where node.children.contains { $0.viewClass == .tableViewCellSeparatorView } || node.control != nil:
        return []
    case .tableViewCell:
        let inset = node.children.first?.frame.minX ?? 0
        let separator = Rect(x: frame.minX + inset + 16, y: frame.maxY - 0.5, width: frame.width - inset - 16, height: 0.5)
        return [.fill(.rect(separator), colors.separator)]
    case .stackView:
        // Its id is placed with the others (`idLabelPlan`).
        return [.stroke(.rect(frame.inset(by: halfPoint)), Stroke(colors.stackStroke, width: 1, dash: [4, 3]))]
    case .searchBarTextField:
        return [.fill(.roundedRect(frame, radius: 10), colors.searchField)]
    default:
        guard node.isUserBox else { return [] }
        // A view that shows content is drawn as that content, its frame a faint outline.
        if node.showsContent { return [.stroke(.rect(frame.inset(by: halfPoint)), Stroke(colors.viewStroke.withAlpha(0.35), width: 1))] }
        // Its id is placed with the others (`idLabelPlan`).
        return [.fill(.rect(frame), colors.viewFill), .stroke(.rect(frame.inset(by: halfPoint)), Stroke(colors.viewStroke, width: 1))]
    }
}

/// Whether `inner` lies wholly inside `outer` (edges may touch).
private func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
}

/// Inset by half a point, so a 1 pt stroke lies inside the frame.
let halfPoint = EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5)

/// A view's text in the font the layout measured it in (UIKit's: bar titles 17 semibold, large
/// titles 34 bold, buttons 17, prompts 13, tab items 10 or 13 medium), coloured as UIKit colours
/// it: titles in the label colour, buttons in the tint, the search placeholder secondary, tab
/// items tinted when selected. Titles are centred in their label; other text starts at its
/// frame's leading edge, after the search field's magnifier and the pre-iOS 11 back chevron.
private func viewText(_ text: String, node: ViewNode, parent: ViewNode?, in frame: Rect, _ context: AppContext) -> TextRun {
    let colors = context.colors
    let font = node.textFont ?? Font(size: 17)
    var color = colors.tint
    // After the glyph at the leading edge: `lead` points from it, `tail` from the other edge.
    var (lead, tail) = (0.0, 0.0)
    switch node.viewClass {
    case .label:
        color = colors.label
    case .tabBarButtonLabel:
        color = node.isSelected ? colors.tint : colors.unselectedTab
    case .searchBarTextField:
        color = colors.secondaryLabel
        (lead, tail) = (searchPlaceholderInset, 6)
    case .navigationItemButtonView:
        lead = 18.5
    default:
        break
    }
    let (left, right) = context.rightToLeft ? (tail, lead) : (lead, tail)
    let box = Rect(x: frame.minX + left, y: frame.minY, width: max(0, frame.width - left - right), height: frame.height)
    let size = context.measurer.size(of: text, font: font, maxWidth: box.width)
    let centred = node.viewClass == .label && parent?.viewClass != .navigationBarLargeTitleView
    let trailing = context.rightToLeft && lead > 0
    let x = centred ? box.midX - size.width / 2 : trailing ? box.maxX - min(size.width, box.width) : box.minX
    return TextRun(text, font: font, color: color, origin: Point(x: x, y: box.midY - size.height / 2), maxWidth: box.width)
}

/// Where the search field's placeholder starts: after the magnifier (`glyphFrame`), from the
/// field's leading edge.
private let searchPlaceholderInset = 30.0

/// The frame a view's glyph is drawn in: its own, but for the search field's magnifier, which
/// UIKit puts in the field's left view, at its leading edge before the placeholder (a 20 pt box
/// 6 in, its symbol ending before the placeholder's 30).
private func glyphFrame(_ node: ViewNode, _ frame: Rect, _ context: AppContext) -> Rect {
    guard node.isSearchField else { return frame }
    let side = min(20, frame.height)
    let x = context.rightToLeft ? frame.maxX - 6 - side : frame.minX + 6
    return Rect(x: x, y: frame.midY - side / 2, width: side, height: side)
}

/// What a view writes: its text (nothing when it is squeezed to no width, not even an ellipsis,
/// as in UIKit) or its lines.
func textPrimitives(_ node: ViewNode, parent: ViewNode?, frame: Rect, _ context: AppContext) -> [Primitive] {
    var result: [Primitive] = []
    if let text = node.text, frame.width > 0 {
        result.append(
            .text(
                node.isRecorded
                    ? recordedText(text, node: node, parent: parent, in: frame, context)
                    : viewText(text, node: node, parent: parent, in: frame, context)))
    }
    if let lines = node.lines {
        result += textLinesPrimitives(lines, in: textFrame(node, frame), colors: context.colors, measurer: context.measurer)
    }
    return result
}

private func glyphColor(_ node: ViewNode, _ colors: AppColors) -> Color {
    // UIKit's disclosure chevron is tertiary grey; every other glyph takes the tint.
    if node.glyph == .chevronForward { return colors.placeholder }
    if node.isSearchField { return colors.secondaryLabel }
    if node.viewClass == .tabBarSwappableImageView && !node.isSelected { return colors.unselectedTab }
    return colors.tint
}

/// The gaps between a stack's visible arranged views, each spanned by a short line with its
/// width in points (the axis is the one along which the first two views are apart).
func stackSpacingMarks(_ stack: ViewNode, _ context: AppContext) -> [Primitive] {
    let origin = context.origin
    let color = context.colors.stackStroke
    let shown = stack.children.filter { !$0.isHidden }.map { $0.windowFrame.offsetBy(dx: origin.x, dy: origin.y) }
    guard shown.count > 1 else { return [] }
    let horizontal = abs(shown[1].minX - shown[0].minX) >= abs(shown[1].minY - shown[0].minY)
    let font = Font(size: 8, weight: .semibold)
    var result: [Primitive] = []
    for (a, b) in zip(shown, shown.dropFirst()) {
        let gap = horizontal ? b.minX - a.maxX : b.minY - a.maxY
        guard gap >= 1 else { continue }
        let label = formatCompact(gap)
        let size = context.measurer.size(of: label, font: font)
        if horizontal {
            let y = max(a.midY, b.midY)
            result.append(.line(Segment(Point(x: a.maxX, y: y), Point(x: b.minX, y: y)), Stroke(color, width: 1)))
            result.append(.text(TextRun(label, font: font, color: color, origin: Point(x: (a.maxX + b.minX) / 2 - size.width / 2, y: y - size.height - 1))))
        } else {
            let x = max(a.midX, b.midX)
            result.append(.line(Segment(Point(x: x, y: a.maxY), Point(x: x, y: b.minY)), Stroke(color, width: 1)))
            result.append(.text(TextRun(label, font: font, color: color, origin: Point(x: x + 2, y: (a.maxY + b.minY) / 2 - size.height / 2))))
        }
    }
    return result
}

/// Diagonal hatching clipped to `rect`, with a hairline border, so regions read at a glance;
/// `light`: fainter and without the border, for the dead parts of container views (a border
/// would run along the bars' edges, where the safe-area and status-bar overlays draw theirs).
/// `dead`: the lines run the other way (top-left to bottom-right), so where a dead part lies over
/// a tappable one the two cross instead of lying side by side and blending into grey. No line is
/// drawn inside the boxes of `around` (text over which the hatching is painted), and light
/// hatching leaves them out altogether (its faint fill too).
func hatch(_ rect: Rect, _ color: Color, light: Bool = false, dead: Bool = false, around text: [Rect] = []) -> [Primitive] {
    guard !rect.isEmpty else { return [] }
    let fill: Primitive = .fill(.rect(rect), color.withAlpha(light ? 0.07 : 0.16))
    let clip = hatchClip(rect, around: text)
    let lines: Primitive = .hatch(
        Hatch(
            area: clip, bounds: rect, color: color.withAlpha(light ? 0.25 : 0.55), width: 1, spacing: 5,
            direction: dead ? .falling : .rising))
    guard light else { return [fill, lines, .stroke(.rect(rect.inset(by: halfPoint)), Stroke(color, width: 1))] }
    return [clip == .rect(rect) ? fill : .clip(clip, [fill]), lines]
}

/// `rect` less the boxes of `text` inside it: each box (overlapping ones merged) wound against
/// the rectangle, so the non-zero rule leaves it out.
private func hatchClip(_ rect: Rect, around text: [Rect]) -> Path {
    var holes: [Rect] = []
    for box in text.compactMap({ $0.intersection(rect) }) {
        var merged = box
        while let index = holes.firstIndex(where: { $0.overlaps(merged) }) { merged = merged.union(holes.remove(at: index)) }
        holes.append(merged)
    }
    return Path.rect(rect, holes: holes)
}

/// A faint tint, without hatching or border: where touches reach a container view (most of the
/// screen, under everything else the overlay draws).
func tint(_ rect: Rect, _ color: Color) -> [Primitive] {
    rect.isEmpty ? [] : [.fill(.rect(rect), color.withAlpha(0.07))]
}

/// Where a view's lines go: a text field's inside its text inset.
private func textFrame(_ node: ViewNode, _ frame: Rect) -> Rect {
    guard case .textField(let style) = node.control, style == .roundedRect else { return frame }
    return frame.inset(by: EdgeInsets(top: 0, left: 7, bottom: 0, right: 7))
}

extension ViewNode {
    /// Text, a control or a glyph of its own (a user view that is more than a box).
    /// A button counts once UIKit gave it a title label or image view.
    var showsContent: Bool {
        lines != nil || control != nil || glyph != nil
            || children.contains { !$0.isDeclared && ($0.viewClass == .buttonLabel || $0.viewClass == .imageView) }
    }

    var isBarBackground: Bool { viewClass.isBarBackground }
    var isSearchField: Bool { viewClass == .searchBarTextField }
}
