import BezelDrawing
import BezelGeometry
import BezelLayout

/// Where the ids of the scene's views and stack views are written, decided for the whole tree at
/// once so that no two labels cover each other and no id that fits somewhere is cut. A box's id
/// goes at its top-left corner when it fits there; a stack's below its bottom-left corner (nested
/// stacks often share their top edge). A label that would cover one already placed, or a box's id
/// wider than the box, moves to the next free place: further down inside the box, then below
/// the box, then above it, then right of it, further out each round; a label away from its own
/// corner is tied to it by a leader line. Views are taken in paint order, so a superview keeps
/// its corner and the views inside it move.
struct IdLabelPlan {
    /// Each label's primitives (the leader first, then the text), by the node's path of child
    /// indices from the root the plan was made for.
    var labels: [[Int]: [Primitive]] = [:]
    /// Every label's text box on the canvas, in placement order.
    var boxes: [Rect] = []
}

/// The font of view and stack ids.
let idLabelFont = Font(size: 10, weight: .medium)

/// A view whose id is written: a box of the scene's own views, or a stack view.
private struct IdLabelRequest {
    var path: [Int]
    var text: String
    var frame: Rect
    var isStack: Bool
    var color: Color
}

func idLabelPlan(_ root: ViewNode, _ context: AppContext) -> IdLabelPlan {
    // 1. The labelled views, in paint order.
    var requests: [IdLabelRequest] = []
    collectIdLabels(root, parent: nil, path: [], context, into: &requests)
    // 2. Each placed at the first free place it fits.
    var plan = IdLabelPlan()
    for request in requests {
        let size = context.measurer.size(of: request.text, font: idLabelFont)
        let placed = placeIdLabel(request, size: size, avoiding: plan.boxes, screen: context.visibleScreen)
        plan.boxes.append(placed.box)
        plan.labels[request.path] = idLabelPrimitives(request, placed: placed, context)
    }
    return plan
}

private func collectIdLabels(_ node: ViewNode, parent: ViewNode?, path: [Int], _ context: AppContext, into requests: inout [IdLabelRequest])
{
    guard !node.isHidden, node.alpha >= 0.01, !node.isRecorded else { return }
    let frame = node.windowFrame.offsetBy(dx: context.origin.x, dy: context.origin.y)
    if let id = node.id {
        if node.viewClass == .stackView {
            requests.append(IdLabelRequest(path: path, text: id, frame: frame, isStack: true, color: context.colors.stackStroke))
        } else if node.isUserBox, !node.showsContent, drawsAsBox(node, parent: parent), frame.width > 12, frame.height > 10 {
            let text = context.classNames ? "\(node.className) \(id)" : id
            requests.append(IdLabelRequest(path: path, text: text, frame: frame, isStack: false, color: context.colors.viewLabel))
        }
    }
    for (index, child) in node.children.enumerated() {
        collectIdLabels(child, parent: node, path: path + [index], context, into: &requests)
    }
}

/// Whether a declared view is drawn as a tinted box (`bodyPrimitives`' last case) rather than as
/// the system view its class draws.
private func drawsAsBox(_ node: ViewNode, parent: ViewNode?) -> Bool {
    switch node.viewClass {
    case .barBackground, .navigationBarBackground, .tabBarBackgroundView, .visualEffectView, .imageView, .tableViewCellSeparatorView,
        .panelBorderView, .tableViewCell, .searchBarTextField:
        return false
    case .backdropView, .barBackgroundShadowView:
        return parent?.isBarBackground != true
    default:
        return true
    }
}

/// A label's text box and whether it sits at its own corner (no leader needed).
private struct PlacedIdLabel {
    var box: Rect
    var atCorner: Bool
    var inside: Bool
}

/// The first candidate place that neither covers a placed label nor (inside a box) leaves it,
/// nor is hidden by the screen's rounded corners or its sensor housing.
private func placeIdLabel(_ request: IdLabelRequest, size: Size, avoiding placed: [Rect], screen: VisibleScreen?) -> PlacedIdLabel {
    let frame = request.frame
    let step = size.height + 1
    let corner =
        request.isStack ? Point(x: frame.minX + 1, y: frame.maxY + 1) : Point(x: frame.minX + 3, y: frame.minY + 2)
    let free = { (box: Rect) in !placed.contains { $0.overlaps(box) } && screen?.hides(box) != true }
    let fitsInside = !request.isStack && size.width <= frame.width - 6
    // The corner, then further down inside the box while it holds the label.
    var y = corner.y
    repeat {
        let box = Rect(origin: Point(x: corner.x, y: y), size: size)
        if request.isStack || fitsInside, free(box) { return PlacedIdLabel(box: box, atCorner: y == corner.y, inside: !request.isStack) }
        y += step
    } while !request.isStack && fitsInside && y + size.height <= frame.maxY - 1
    // Outside: below, above and right of the view, one more line out each round.
    for round in 0..<64 {
        let out = Double(round) * step
        let below = Rect(x: frame.minX, y: frame.maxY + 2 + out + (request.isStack ? step : 0), width: size.width, height: size.height)
        let above = Rect(x: frame.minX, y: frame.minY - 2 - size.height - out, width: size.width, height: size.height)
        let right = Rect(x: frame.maxX + 3, y: frame.minY + out, width: size.width, height: size.height)
        for box in [below, above, right] where free(box) { return PlacedIdLabel(box: box, atCorner: false, inside: false) }
    }
    // Past every label placed so far.
    let lowest = placed.map(\.maxY).max() ?? frame.maxY
    return PlacedIdLabel(box: Rect(x: frame.minX, y: lowest + 1, width: size.width, height: size.height), atCorner: false, inside: false)
}

/// The text, never cut (at its corner it keeps the width limit it always had, which it fits, so
/// that such a label reads as it did) and, for a label away from its corner, a leader
/// from the view's nearest edge.
private func idLabelPrimitives(_ request: IdLabelRequest, placed: PlacedIdLabel, _ context: AppContext) -> [Primitive] {
    let frame = request.frame
    let limit = request.isStack ? max(20, frame.width) : frame.width - 6
    let maxWidth: Double? = placed.atCorner && placed.box.width <= limit ? limit : nil
    let text: Primitive = .text(
        TextRun(request.text, font: idLabelFont, color: request.color, origin: placed.box.origin, maxWidth: maxWidth))
    guard !placed.atCorner, !placed.inside else { return [text] }
    let box = placed.box
    let leader: Segment
    if box.minY >= frame.maxY {
        let x = min(max(box.minX + 2, frame.minX), frame.maxX)
        leader = Segment(Point(x: x, y: frame.maxY), Point(x: x, y: box.minY))
    } else if box.maxY <= frame.minY {
        let x = min(max(box.minX + 2, frame.minX), frame.maxX)
        leader = Segment(Point(x: x, y: box.maxY), Point(x: x, y: frame.minY))
    } else {
        let y = min(max(box.midY, frame.minY), frame.maxY)
        leader = Segment(Point(x: frame.maxX, y: y), Point(x: box.minX, y: y))
    }
    return [.line(leader, Stroke(request.color.withAlpha(0.6), width: 0.75)), text]
}

extension Rect {
    /// Whether the two rectangles share any area.
    func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}

/// The parts of the screen a label would be lost in: its rounded corners (as circular arcs of
/// the display's corner radius) and the sensor housing, on the canvas.
struct VisibleScreen {
    var bounds: Rect
    var cornerRadius: Double
    var housing: Rect?

    /// Whether part of `box` lies in a rounded corner outside the display, or on the housing.
    func hides(_ box: Rect) -> Bool {
        if let housing, housing.overlaps(box) { return true }
        guard cornerRadius > 0 else { return false }
        let r = cornerRadius
        let corners = [
            Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY), Point(x: box.minX, y: box.maxY), Point(x: box.maxX, y: box.maxY),
        ]
        return corners.contains { point in
            guard bounds.contains(point) || point.x == bounds.maxX || point.y == bounds.maxY else { return false }
            let cx = min(max(point.x, bounds.minX + r), bounds.maxX - r)
            let cy = min(max(point.y, bounds.minY + r), bounds.maxY - r)
            let (dx, dy) = (point.x - cx, point.y - cy)
            return dx * dx + dy * dy > r * r
        }
    }
}
