import BezelGeometry
import BezelLayout

/// The exploded view of an app with its panel's top-left corner at `origin` on the canvas.
/// `focus` names the scene view whose subtree alone is lifted; a focus the laid-out tree does not
/// show (a hidden view, an item this iOS version makes no view for) lifts the whole tree, and the
/// result's `focus` is then nil.
public func explodedView(_ app: AppLayout, focus: String? = nil, origin: Point) -> ExplodedView {
    typealias E = ExplodedView
    // 1. The visible views in paint order, narrowed to the focused subtree.
    let all = visibleLayers(app.window)
    let focused = focus.flatMap { id in all.firstIndex { $0.layer.id == id } }
    let chosen = focused.map { subtree(at: $0, in: all) } ?? all
    // 2. Their levels: from 0 (the window), or from 1 above the faint screen with a focus.
    let layers = assignLevels(chosen, base: focused == nil ? 0 : 1)
    // 3. The projection, placed so the layers start right of the label column.
    let screen = app.window.windowFrame
    var projection = ObliqueProjection(origin: .zero)
    let bounds = projectedBounds(layers, screen: screen, projection: projection)
    projection.origin = Point(x: origin.x + E.labelWidth + E.labelGap - bounds.minX, y: origin.y - bounds.minY)
    // 4. The labels, one row each, as near their layers' corners as the rows allow.
    let labels = placeLabels(layers, projection: projection, top: origin.y, x: origin.x)
    let bottom = max(bounds.height, (labels.map(\.origin.y).max() ?? origin.y) + E.labelRowHeight - origin.y)
    return ExplodedView(
        origin: origin, projection: projection, screen: screen, layers: layers, focus: focused == nil ? nil : focus, labels: labels,
        size: Size(width: E.labelWidth + E.labelGap + bounds.width, height: bottom))
}

/// A layer with its place in the tree: the index of its superview's layer and its depth.
struct TreeLayer {
    var layer: ExplodedView.Layer
    var parent: Int?
    var depth: Int
}

/// Every visible view depth first, subviews in order; a hidden view's subtree is left out, as
/// UIKit draws none of it. Levels are not yet set.
func visibleLayers(_ window: ViewNode) -> [TreeLayer] {
    var result: [TreeLayer] = []
    func visit(_ node: ViewNode, parent: Int?, depth: Int, inBar: Bool) {
        guard !node.isHidden else { return }
        let inBar = inBar || [.navigationBar, .toolbar, .tabBar, .searchBar].contains(node.viewClass)
        let kind: ExplodedView.Kind = depth == 0 ? .screen : node.isTapSubject ? .subject : inBar ? .bar : .content
        let index = result.count
        result.append(
            TreeLayer(
                layer: ExplodedView.Layer(className: node.className, id: node.id, frame: node.windowFrame, level: 0, kind: kind),
                parent: parent, depth: depth))
        for child in node.children { visit(child, parent: index, depth: depth + 1, inBar: inBar) }
    }
    visit(window, parent: nil, depth: 0, inBar: false)
    return result
}

/// The layer at `index` and the layers after it that are deeper: its subtree, with parents
/// renumbered into the slice and the root's parent dropped.
func subtree(at index: Int, in layers: [TreeLayer]) -> [TreeLayer] {
    var end = index + 1
    while end < layers.count, layers[end].depth > layers[index].depth { end += 1 }
    return layers[index..<end].map { item in
        var item = item
        item.parent = item.parent.flatMap { $0 >= index ? $0 - index : nil }
        return item
    }
}

/// Xcode's rule for its exploded view: a layer sits one level above everything painted before it
/// that it overlaps (a positive area in common), and above its superview even when it has no
/// area; the first layer is at `base`.
func assignLevels(_ layers: [TreeLayer], base: Int) -> [ExplodedView.Layer] {
    var result: [ExplodedView.Layer] = []
    for item in layers {
        var layer = item.layer
        layer.level = item.parent.map { result[$0].level + 1 } ?? base
        for earlier in result where earlier.level >= layer.level && overlaps(earlier.frame, layer.frame) {
            layer.level = earlier.level + 1
        }
        result.append(layer)
    }
    return result
}

/// Whether two rectangles share a positive area (touching edges do not count).
func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
}

/// The canvas rectangle that holds every layer's corners and the screen at level 0.
func projectedBounds(_ layers: [ExplodedView.Layer], screen: Rect, projection: ObliqueProjection) -> Rect {
    let frames = [(screen, 0)] + layers.map { ($0.frame, $0.level) }
    let points = frames.flatMap { frame, level in
        [
            Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY), Point(x: frame.maxX, y: frame.maxY),
            Point(x: frame.minX, y: frame.maxY),
        ]
        .map { projection.project($0, level: level) }
    }
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
}

/// One label per layer in the column at `x`: rows placed as near the heights of the layers'
/// top-left corners as the rows above and below allow, then layers dealt to the rows so that no
/// two leader lines cross. Labels are returned top to bottom.
func placeLabels(_ layers: [ExplodedView.Layer], projection: ObliqueProjection, top: Double, x: Double) -> [ExplodedView.Label] {
    let anchors = layers.map { projection.project($0.frame.origin, level: $0.level) }
    let order = layers.indices.sorted { (anchors[$0].y, $0) < (anchors[$1].y, $1) }
    let rows = stackRows(order.map { anchors[$0].y }, rowHeight: ExplodedView.labelRowHeight, top: top)
    let starts = rows.map { ExplodedView.Label.leaderStart(rowOrigin: Point(x: x, y: $0)) }
    let dealt = uncrossed(order, anchors: anchors, starts: starts)
    return zip(dealt, rows).map { index, y in ExplodedView.Label(layer: index, origin: Point(x: x, y: y), anchor: anchors[index]) }
}

/// `order` (the layer whose anchor each leader start gets) with anchors swapped between starts
/// until no two leaders meet. A swap must shorten the two leaders in sum, which it always does
/// for two that cross (the triangle inequality, strictly, as two crossing leaders cannot lie on
/// one line: their starts are on one vertical line and every anchor is right of it); the sum
/// falls with every swap, so the loop ends, and the scan order makes the result deterministic.
func uncrossed(_ order: [Int], anchors: [Point], starts: [Point]) -> [Int] {
    var dealt = order
    func length(_ row: Int, _ anchor: Int) -> Double { distance(starts[row], anchors[anchor]) }
    var swapped = true
    while swapped {
        swapped = false
        for i in dealt.indices {
            for j in dealt.indices where j > i {
                let (a, b) = (dealt[i], dealt[j])
                guard segmentsMeet(Segment(starts[i], anchors[a]), Segment(starts[j], anchors[b])),
                    length(i, b) + length(j, a) < length(i, a) + length(j, b) - 1e-9
                else { continue }
                dealt.swapAt(i, j)
                swapped = true
            }
        }
    }
    return dealt
}

/// Whether two segments have a point in common, their ends included.
func segmentsMeet(_ p: Segment, _ q: Segment) -> Bool {
    func side(_ a: Point, _ b: Point, _ c: Point) -> Double { (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) }
    func within(_ a: Point, _ b: Point, _ c: Point) -> Bool {
        min(a.x, b.x) <= c.x && c.x <= max(a.x, b.x) && min(a.y, b.y) <= c.y && c.y <= max(a.y, b.y)
    }
    let (d1, d2) = (side(q.start, q.end, p.start), side(q.start, q.end, p.end))
    let (d3, d4) = (side(p.start, p.end, q.start), side(p.start, p.end, q.end))
    if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return true }
    return (d1 == 0 && within(q.start, q.end, p.start)) || (d2 == 0 && within(q.start, q.end, p.end))
        || (d3 == 0 && within(p.start, p.end, q.start)) || (d4 == 0 && within(p.start, p.end, q.end))
}

private func distance(_ a: Point, _ b: Point) -> Double {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}

/// Row tops for rows that want to be centred on `centers` (ascending): rows that would overlap
/// are merged into a block centred on their mean, blocks never start above `top` and never
/// overlap, so every row keeps its order and its own `rowHeight`.
func stackRows(_ centers: [Double], rowHeight: Double, top: Double) -> [Double] {
    var blocks: [(first: Int, count: Int, top: Double)] = []
    for (index, center) in centers.enumerated() {
        blocks.append((index, 1, max(top, center - rowHeight / 2)))
        while blocks.count > 1 {
            let last = blocks[blocks.count - 1]
            let previous = blocks[blocks.count - 2]
            guard previous.top + Double(previous.count) * rowHeight > last.top else { break }
            let count = previous.count + last.count
            let mean = centers[previous.first..<previous.first + count].reduce(0, +) / Double(count)
            blocks.removeLast(2)
            blocks.append((previous.first, count, max(top, mean - Double(count) * rowHeight / 2)))
        }
    }
    return blocks.flatMap { block in (0..<block.count).map { block.top + Double($0) * rowHeight } }
}
