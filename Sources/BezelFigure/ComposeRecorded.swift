import BezelDrawing
import BezelGeometry
import BezelLayout

/// How a recorded view tree (a device's dump, `ViewNode.isRecorded`) is drawn: the dump says
/// where each view is and little of how it looks, so every view is its frame outlined, the bars
/// are filled as bars, hairlines as hairlines, and labels and buttons show their text. A view
/// that is hidden or transparent is a faint dashed outline (its subviews are not drawn, as
/// UIKit does not draw them). With `class-names`, each view's class is written in its corner
/// where it fits and says something its superview's does not (`recordedClassLabels`).
func recordedBodyPrimitives(_ node: ViewNode, frame: Rect, _ context: AppContext) -> [Primitive] {
    let colors = context.colors
    let outline: Primitive = .stroke(.rect(frame.inset(by: halfPoint)), Stroke(colors.viewStroke.withAlpha(0.35), width: 1))
    switch node.viewClass {
    case .window:
        return []
    case .navigationBar, .tabBar, .toolbar:
        return [.fill(.rect(frame), colors.translucentBar), outline]
    case _ where frame.height > 0 && frame.height <= 1 && frame.width > 1:
        // A bar's shadow image or a cell separator: a hairline.
        return [.fill(.rect(frame), colors.barHairline)]
    default:
        return frame.width >= 1 && frame.height >= 1 ? [outline] : []
    }
}

/// A hidden or transparent recorded view: where it is, faintly.
func recordedInvisiblePrimitives(_ node: ViewNode, _ context: AppContext) -> [Primitive] {
    let frame = node.windowFrame.offsetBy(dx: context.origin.x, dy: context.origin.y)
    guard frame.width >= 1, frame.height >= 1 else { return [] }
    return [.stroke(.rect(frame.inset(by: halfPoint)), Stroke(context.colors.viewStroke.withAlpha(0.3), width: 1, dash: [2, 2]))]
}

/// A recorded view's text, in the size the layout chose for its height, made smaller when Inter
/// sets it wider than the view (UIKit set it in SF Pro, in a font the dump does not print), from
/// the view's leading edge and centred vertically; a button's title in the tint colour.
func recordedText(_ text: String, node: ViewNode, parent: ViewNode?, in frame: Rect, _ context: AppContext) -> TextRun {
    var font = node.textFont ?? Font(size: 17)
    let natural = context.measurer.size(of: text, font: font).width
    if natural > frame.width, natural > 0 {
        font.size = max(6, (font.size * frame.width / natural * 2).rounded(.down) / 2)
        // Glyph widths do not scale exactly with the size: half a point less until it fits.
        while font.size > 6, context.measurer.size(of: text, font: font).width > frame.width { font.size -= 0.5 }
    }
    let tinted = node.viewClass == .buttonLabel || parent?.viewClass == .button || parent?.viewClass == .navigationButton
    let size = context.measurer.size(of: text, font: font, maxWidth: frame.width)
    return TextRun(
        text, font: font, color: tinted ? context.colors.tint : context.colors.label,
        origin: Point(x: frame.minX, y: frame.midY - size.height / 2), maxWidth: frame.width)
}

/// Class names written into the recorded views they name, front views last so they stay on top:
/// a view gets its class in a corner (top-left, else bottom-left, top-right, bottom-right) when
/// the name fits inside it, its frame differs from its superview's (a container as large as its
/// parent adds nothing), and the label covers neither one already written, nor the recorded
/// text, nor the status bar (`avoiding`, in screen coordinates). Hidden views are named only in
/// the hierarchy.
func recordedClassLabels(_ window: ViewNode, avoiding statusBar: Rect?, _ context: AppContext) -> [Primitive] {
    let font = Font(size: 8, weight: .medium)
    var taken = recordedTextBoxes(window, context) + [statusBar?.offsetBy(dx: context.origin.x, dy: context.origin.y)].compactMap { $0 }
    var result: [Primitive] = []
    func visit(_ node: ViewNode, parent: ViewNode?) {
        guard !node.isHidden, node.alpha >= 0.01 else { return }
        let frame = node.windowFrame.offsetBy(dx: context.origin.x, dy: context.origin.y)
        let name = node.className
        let size = context.measurer.size(of: name, font: font)
        let fits = size.width + 4 <= frame.width && size.height + 2 <= frame.height
        let sameAsParent = parent.map { $0.windowFrame == node.windowFrame } ?? false
        if fits, !sameAsParent, node.viewClass != .window {
            let (left, right) = (frame.minX + 2, frame.maxX - 2 - size.width)
            let (top, bottom) = (frame.minY + 1, frame.maxY - 1 - size.height)
            let corners = [(left, top), (left, bottom), (right, top), (right, bottom)].map { Rect(x: $0.0, y: $0.1, width: size.width, height: size.height) }
            if let box = corners.first(where: { box in !taken.contains { $0.intersects(box) } }) {
                taken.append(box)
                result.append(.text(TextRun(name, font: font, color: context.colors.viewLabel.withAlpha(0.8), origin: box.origin, maxWidth: frame.width - 4)))
            }
        }
        for child in node.children { visit(child, parent: node) }
    }
    visit(window, parent: nil)
    return result
}

/// Where the recorded views' text is drawn (`textPrimitives`), and the stack views' spacing
/// figures (`stackSpacingMarks`), on the canvas.
private func recordedTextBoxes(_ window: ViewNode, _ context: AppContext) -> [Rect] {
    var boxes: [Rect] = []
    func visit(_ node: ViewNode, parent: ViewNode?) {
        guard !node.isHidden, node.alpha >= 0.01 else { return }
        let frame = node.windowFrame.offsetBy(dx: context.origin.x, dy: context.origin.y)
        var drawn = textPrimitives(node, parent: parent, frame: frame, context)
        if node.viewClass == .stackView { drawn += stackSpacingMarks(node, context) }
        for case .text(let run) in drawn { boxes.append(textBox(run, context)) }
        for child in node.children { visit(child, parent: node) }
    }
    visit(window, parent: nil)
    return boxes
}

extension Rect {
    /// Whether the two rectangles share any area.
    fileprivate func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
