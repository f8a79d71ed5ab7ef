import Geometry
import Layout

/// The app on the screen, from its laid-out view tree: bar backgrounds with their hairlines,
/// bar text and placeholder glyphs, table cell separators, the scene's own views as tinted
/// boxes labelled with their ids, and stack views as dashed outlines. Hidden and transparent
/// subtrees are skipped, as UIKit skips them.
func drawApp(_ app: AppLayout, origin: Point, overlays: Overlays, on canvas: Canvas, theme: Theme) {
    drawNode(app.window, parent: nil, origin: origin, classNames: overlays.classNames, on: canvas, theme: theme)
}

/// The layout-margins guide (dashed) and the readable content guide (dotted) of each content
/// controller's root view: the views a scene's own content is laid out against.
func drawGuides(_ app: AppLayout, overlays: Overlays, origin: Point, on canvas: Canvas, theme: Theme) {
    for node in app.window.subtree where node.viewController?.isContentController == true {
        let place = node.windowFrame.offsetBy(dx: origin.x, dy: origin.y)
        if overlays.margins {
            let guide = node.layoutMarginsFrame.offsetBy(dx: place.minX, dy: place.minY)
            canvas.stroke(.rect(guide), theme.app.margins, width: 1, dash: [6, 3])
        }
        if overlays.readable {
            let guide = node.readableContentFrame.offsetBy(dx: place.minX, dy: place.minY)
            canvas.stroke(.rect(guide), theme.app.readable, width: 1.5, dash: [1.5, 2.5])
        }
    }
}

/// Hatches, on top of everything, where touches land (green) and the dead parts of frames
/// (red), for the views a reader asks about: the scene's views and the bar buttons.
func drawTapRegions(_ app: AppLayout, origin: Point, on canvas: Canvas, theme: Theme) {
    for node in app.window.subtree where node.isTapSubject {
        for rect in node.tapRegion { hatch(rect.offsetBy(dx: origin.x, dy: origin.y), theme.app.tappable, on: canvas) }
        for rect in node.deadRegion { hatch(rect.offsetBy(dx: origin.x, dy: origin.y), theme.app.dead, on: canvas) }
    }
}

private func drawNode(_ node: ViewNode, parent: ViewNode?, origin: Point, classNames: Bool, on canvas: Canvas, theme: Theme) {
    guard !node.isHidden, node.alpha >= 0.01 else { return }
    let frame = node.windowFrame.offsetBy(dx: origin.x, dy: origin.y)
    let colors = theme.app
    switch node.viewClass {
    case .barBackground, .navigationBarBackground:
        // Toolbars and tab bars have no background children: their background is the view.
        if node.children.isEmpty { canvas.fill(.rect(frame), colors.translucentBar) }
    case .visualEffectView,
        .backdropView where parent?.isBarBackground == true:
        canvas.fill(.rect(frame), colors.translucentBar)
    case .imageView,
        .barBackgroundShadowView where parent?.isBarBackground == true:
        canvas.fill(.rect(frame), frame.height <= 1 ? colors.barHairline : colors.opaqueBar)
    case .tableViewCell:
        let inset = node.children.first?.frame.minX ?? 0
        canvas.fill(
            .rect(Rect(x: frame.minX + inset + 16, y: frame.maxY - 0.5, width: frame.width - inset - 16, height: 0.5)), colors.separator)
    case .stackView:
        canvas.stroke(
            .rect(frame.inset(by: EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5))), colors.stackStroke, width: 1, dash: [4, 3])
        // Below the bottom-left corner: nested stacks often share their top edge.
        if let id = node.id {
            canvas.text(id, font: FontSpec(size: 10, weight: .medium), maxWidth: max(20, frame.width))
                .draw(at: Point(x: frame.minX + 1, y: frame.maxY + 1), color: colors.stackStroke)
        }
    case .searchBarTextField:
        canvas.fill(.roundedRect(frame, radius: 10), colors.searchField)
    default:
        if node.isUserBox {
            canvas.fill(.rect(frame), colors.viewFill)
            canvas.stroke(.rect(frame.inset(by: EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5))), colors.viewStroke, width: 1)
            if let id = node.id {
                viewLabel(classNames ? "\(node.viewClass.rawValue) \(id)" : id, in: frame, color: colors.viewLabel, on: canvas)
            }
        }
    }
    if let glyph = node.glyph { drawGlyph(glyph.name, in: frame, color: glyphColor(node, colors), on: canvas) }
    if let text = node.text { drawViewText(text, node: node, parent: parent, in: frame, colors: colors, on: canvas) }
    if node.viewClass == .stackView { markStackSpacing(node, origin: origin, color: colors.stackStroke, on: canvas) }
    for child in node.children { drawNode(child, parent: node, origin: origin, classNames: classNames, on: canvas, theme: theme) }
}

/// Bar text in UIKit's styles: titles 17 semibold, large titles 34 bold, buttons 17 in the tint
/// colour, prompts 13, the search placeholder in the secondary colour.
private func drawViewText(_ text: String, node: ViewNode, parent: ViewNode?, in frame: Rect, colors: AppColors, on canvas: Canvas) {
    var font: FontSpec
    var color = colors.label
    var box = frame
    switch (node.viewClass, parent?.viewClass) {
    case (.label, .navigationBarLargeTitleView): font = FontSpec(size: 34, weight: .bold)
    case (.label, .navigationBarModernPromptView), (.label, .navigationBar): font = FontSpec(size: 13)
    case (.label, _): font = FontSpec(size: 17, weight: .semibold)
    case (.tabBarButtonLabel, _):
        font = FontSpec(size: frame.height > 14 ? 13 : 10, weight: .medium)
        color = node.isSelected ? colors.tint : colors.unselectedTab
    case (.searchBarTextField, _):
        font = FontSpec(size: 17)
        color = colors.secondaryLabel
        box = Rect(x: frame.minX + 30, y: frame.minY, width: max(0, frame.width - 36), height: frame.height)
    case (.navigationItemButtonView, _):
        font = FontSpec(size: 17)
        color = colors.tint
        box = Rect(x: frame.minX + 18.5, y: frame.minY, width: max(0, frame.width - 18.5), height: frame.height)
    default:
        font = FontSpec(size: 17)
        color = colors.tint
    }
    // The font the layout measured the text in, where it chose one, wins over the class's.
    if let measured = node.textFont { font = measured }
    let line = canvas.text(text, font: font, maxWidth: box.width)
    let size = line.size
    let x = node.viewClass == .label && parent?.viewClass != .navigationBarLargeTitleView ? box.midX - size.width / 2 : box.minX
    line.draw(at: Point(x: x, y: box.midY - size.height / 2), color: color)
}

private func glyphColor(_ node: ViewNode, _ colors: AppColors) -> Color {
    if node.isSearchField { return colors.secondaryLabel }
    if node.viewClass == .tabBarSwappableImageView && !node.isSelected { return colors.unselectedTab }
    return colors.tint
}

/// The gaps between a stack's visible arranged views, each spanned by a short line with its
/// width in points (the axis is the one along which the first two views are apart).
private func markStackSpacing(_ stack: ViewNode, origin: Point, color: Color, on canvas: Canvas) {
    let shown = stack.children.filter { !$0.isHidden }.map { $0.windowFrame.offsetBy(dx: origin.x, dy: origin.y) }
    guard shown.count > 1 else { return }
    let horizontal = abs(shown[1].minX - shown[0].minX) >= abs(shown[1].minY - shown[0].minY)
    for (a, b) in zip(shown, shown.dropFirst()) {
        let gap = horizontal ? b.minX - a.maxX : b.minY - a.maxY
        guard gap >= 1 else { continue }
        let label = canvas.text(formatCompact(gap), font: FontSpec(size: 8, weight: .semibold))
        if horizontal {
            let y = max(a.midY, b.midY)
            canvas.line(Segment(Point(x: a.maxX, y: y), Point(x: b.minX, y: y)), color, width: 1)
            label.draw(at: Point(x: (a.maxX + b.minX) / 2 - label.size.width / 2, y: y - label.size.height - 1), color: color)
        } else {
            let x = max(a.midX, b.midX)
            canvas.line(Segment(Point(x: x, y: a.maxY), Point(x: x, y: b.minY)), color, width: 1)
            label.draw(at: Point(x: x + 2, y: (a.maxY + b.minY) / 2 - label.size.height / 2), color: color)
        }
    }
}

/// A view's id in small type at its top-left corner.
private func viewLabel(_ id: String, in frame: Rect, color: Color, on canvas: Canvas) {
    guard frame.width > 12, frame.height > 10 else { return }
    let line = canvas.text(id, font: FontSpec(size: 10, weight: .medium), maxWidth: frame.width - 6)
    line.draw(at: Point(x: frame.minX + 3, y: frame.minY + 2), color: color)
}

/// Diagonal hatching clipped to `rect`, with a hairline border, so regions read at a glance.
func hatch(_ rect: Rect, _ color: Color, on canvas: Canvas) {
    guard !rect.isEmpty else { return }
    canvas.fill(.rect(rect), color.withAlpha(0.16))
    canvas.clipped(to: .rect(rect)) {
        var path = Path()
        var x = rect.minX - rect.height
        while x < rect.maxX {
            path.move(to: Point(x: x, y: rect.maxY))
            path.line(to: Point(x: x + rect.height, y: rect.minY))
            x += 5
        }
        canvas.stroke(path, color.withAlpha(0.55), width: 1)
    }
    canvas.stroke(.rect(rect.inset(by: EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5))), color, width: 1)
}

extension Color {
    /// The same colour at another alpha.
    func withAlpha(_ alpha: Double) -> Color {
        var result = self
        result.alpha = alpha
        return result
    }
}

extension ViewNode {
    var isBarBackground: Bool { viewClass.isBarBackground }
    var isSearchField: Bool { viewClass == .searchBarTextField }

}
