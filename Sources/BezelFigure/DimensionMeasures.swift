import BezelGeometry
import BezelLayout

/// A horizontal distance to dimension above the device, in window coordinates: from `x0` to
/// `x1`, measured on something whose top edge is at `top`.
struct HorizontalMeasure: Hashable {
    var x0: Double
    var x1: Double
    var top: Double
    var name: String
    /// Frames the measure ends on that the drawing does not show (a bar button's frame is wider
    /// than its title or glyph), outlined so the reader sees what is measured.
    var outlines: [Rect] = []
}

/// The horizontal measurements a figure's `dimensions` ask for, left to right.
func horizontalMeasures(_ app: AppLayout, overlays: Overlays) -> [HorizontalMeasure] {
    var result: [HorizontalMeasure] = []
    if let bar = topNavigationBar(app), overlays.dimensions(.barMargins) || overlays.dimensions(.titleGap) {
        let items = barRowItems(bar)
        let title = titleIndex(bar, items: items)
        if overlays.dimensions(.barMargins) { result += barMargins(bar, items: items, title: title) }
        if overlays.dimensions(.titleGap), let title { result += titleGaps(items: items, title: title) }
    }
    if overlays.dimensions(.deadStrips) {
        for node in app.window.subtree where node.isTapSubject {
            for strip in node.deadRegion where strip.width >= 0.5 {
                result.append(HorizontalMeasure(x0: strip.minX, x1: strip.maxX, top: strip.minY, name: "dead"))
            }
        }
    }
    for case .view(let id) in overlays.dimensions ?? [] {
        guard let node = app.window.find(id), !node.isHidden else { continue }
        result.append(HorizontalMeasure(x0: node.windowFrame.minX, x1: node.windowFrame.maxX, top: node.windowFrame.minY, name: id))
    }
    return result.sorted { ($0.x0, $0.x1) < ($1.x0, $1.x1) }
}

/// The first visible navigation bar at the top of the screen (a standalone or a controller's).
func topNavigationBar(_ app: AppLayout) -> ViewNode? {
    app.window.subtree.filter { $0.viewClass == .navigationBar && !$0.isHidden }.min { $0.windowFrame.minY < $1.windowFrame.minY }
}

/// What sits in the bar's row of items, left to right: bar buttons, the scene's views (custom
/// items and the titleView) and the title label, each whole (nothing inside one is listed).
/// The backgrounds, the large-title and prompt strips and the back indicator are not items.
func barRowItems(_ bar: ViewNode) -> [BarRowItem] {
    let skipped: Set<ViewClass> = [
        .barBackground, .navigationBarBackground, .navigationBarLargeTitleView, .navigationBarModernPromptView,
        .navigationBarBackIndicatorView,
    ]
    var items: [BarRowItem] = []
    func visit(_ node: ViewNode, inStack: Bool) {
        guard !node.isHidden, node.alpha >= 0.01, !skipped.contains(node.viewClass) else { return }
        if node.viewClass.isBarButton || (node.isDeclared && node.id != nil) || (node.viewClass == .label && node.text != nil) {
            if node.windowFrame.width > 0 { items.append(BarRowItem(node: node, isItem: inStack || node.viewClass.isBarButton)) }
            return
        }
        for child in node.children { visit(child, inStack: inStack || node.viewClass == .buttonBarStackView) }
    }
    for child in bar.children { visit(child, inStack: false) }
    return items.sorted { $0.frame.minX < $1.frame.minX }
}

/// One thing in the bar's row: a bar item (a button, or a custom view in a button-bar stack), or
/// what may be the title (a label, or a scene view outside the stacks: a titleView, or a custom
/// item before iOS 11, which had no stacks).
struct BarRowItem {
    var node: ViewNode
    var isItem: Bool
    var frame: Rect { node.windowFrame }
}

/// The title among the items: the one that is no button nearest the bar's centre (its label, or
/// the titleView).
func titleIndex(_ bar: ViewNode, items: [BarRowItem]) -> Int? {
    let centre = bar.windowFrame.midX
    return items.indices.filter { !items[$0].isItem }.min { abs(items[$0].frame.midX - centre) < abs(items[$1].frame.midX - centre) }
}

/// From each edge of the bar to the outermost item on that side of the title: the 16 or 20 of
/// the seeds' item margins, the 0 of iOS 10's negative fixed space. A side without items is
/// measured to a titleView (its inset, 20 → 12 → 16), never to a centred title label.
private func barMargins(_ bar: ViewNode, items: [BarRowItem], title: Int?) -> [HorizontalMeasure] {
    let titleView = title.map { items[$0] }.flatMap { $0.node.isDeclared ? $0.frame : nil }
    let left = items.prefix(upTo: title ?? items.count).first?.frame ?? titleView
    let right = items.suffix(from: title.map { $0 + 1 } ?? items.count).last?.frame ?? titleView
    let edge = bar.windowFrame
    var result: [HorizontalMeasure] = []
    if let left {
        result.append(HorizontalMeasure(x0: edge.minX, x1: left.minX, top: left.minY, name: "margin", outlines: buttonFrames([items.first])))
    }
    if let right {
        result.append(HorizontalMeasure(x0: right.maxX, x1: edge.maxX, top: right.minY, name: "margin", outlines: buttonFrames([items.last])))
    }
    return result
}

/// The frames of the bar buttons among `items` (nil ones skipped): what a measure on them outlines.
private func buttonFrames(_ items: [BarRowItem?]) -> [Rect] {
    items.compactMap { $0 }.filter { $0.node.viewClass.isBarButton }.map(\.frame)
}

/// From the title to the items beside it: 6 before iOS 11, 0 from iOS 11 (seed 001).
private func titleGaps(items: [BarRowItem], title index: Int) -> [HorizontalMeasure] {
    let title = items[index].frame
    var result: [HorizontalMeasure] = []
    if index > 0 {
        let left = items[index - 1].frame
        result.append(
            HorizontalMeasure(
                x0: left.maxX, x1: title.minX, top: min(left.minY, title.minY), name: "title gap", outlines: buttonFrames([items[index - 1]])))
    }
    if index + 1 < items.count {
        let right = items[index + 1].frame
        result.append(
            HorizontalMeasure(
                x0: title.maxX, x1: right.minX, top: min(right.minY, title.minY), name: "title gap", outlines: buttonFrames([items[index + 1]])))
    }
    return result
}

/// The content scroll view's adjusted inset, top and bottom, as (from y, to y, name) in window
/// coordinates: where its content starts and ends at rest.
func contentInsetStrips(_ app: AppLayout) -> [(minY: Double, maxY: Double, name: String)] {
    guard let scroll = app.window.subtree.first(where: { !$0.isHidden && $0.viewClass.isScrollView && $0.scroll != nil }),
        let inset = scroll.scroll?.adjustedContentInset
    else { return [] }
    let frame = scroll.windowFrame
    var strips: [(Double, Double, String)] = []
    if inset.top > 0 { strips.append((frame.minY, frame.minY + inset.top, "content inset top")) }
    if inset.bottom > 0 { strips.append((frame.maxY - inset.bottom, frame.maxY, "content inset bottom")) }
    return strips
}
