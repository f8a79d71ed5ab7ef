import BezelDrawing
import BezelGeometry

/// A dimension: extension lines, a line with arrowheads at both ends (outside it, pointing in,
/// when it is too short to hold them) and a two-line label (the value in points, then its name)
/// beside the middle, or where the placement pass moved it, with a leader line back.
func dimensionPrimitives(_ dimension: Dimension, theme: Theme, measurer: any TextMeasurer) -> [Primitive] {
    let ink: Color =
        switch dimension.role {
        case .statusBar: theme.statusBar
        case .safeArea: theme.safeArea
        case .bar: theme.barDimension
        case .measure: theme.measure
        }
    var result: [Primitive] = dimension.outlines.map { .stroke(.rect($0), Stroke(ink.withAlpha(0.8), width: 0.75, dash: [3, 2])) }
    result += dimension.extensionLines.map { .line($0, Stroke(theme.extensionLine, width: 0.5)) }
    result += arrowedLine(dimension, ink: ink)
    let label = DimensionLabelLayout(dimension, measurer: measurer)
    if dimension.labelOffset.x != 0 || dimension.labelOffset.y != 0 {
        // The leader runs from beside the line's middle to the moved label's middle edge.
        let mid = Point(x: (dimension.from.x + dimension.to.x) / 2, y: (dimension.from.y + dimension.to.y) / 2)
        let side = dimension.labelSide == .left ? -4.0 : 4.0
        let leader = Segment(Point(x: mid.x + side, y: mid.y), Point(x: mid.x + 2 * side, y: label.box.midY))
        result.append(.line(leader, Stroke(ink, width: 0.5)))
    }
    let (valueOrigin, nameOrigin) = (label.valueOrigin, label.nameOrigin)
    result.append(.text(TextRun(dimension.value, font: DimensionLabel.valueFont, color: ink, origin: valueOrigin)))
    result.append(.text(TextRun(dimension.name, font: DimensionLabel.nameFont, color: theme.secondaryText, origin: nameOrigin)))
    return result
}

/// Where a dimension's label is drawn: the value's and the name's top-left corners, and the box
/// around both (what the placement pass and the tests keep apart).
public struct DimensionLabelLayout {
    public var valueOrigin: Point
    public var nameOrigin: Point
    public var box: Rect

    public init(_ dimension: Dimension, measurer: any TextMeasurer) {
        let valueSize = measurer.size(of: dimension.value, font: DimensionLabel.valueFont)
        let nameSize = measurer.size(of: dimension.name, font: DimensionLabel.nameFont)
        let height = valueSize.height + nameSize.height - 2
        let mid = Point(x: (dimension.from.x + dimension.to.x) / 2, y: (dimension.from.y + dimension.to.y) / 2)
        switch dimension.labelSide {
        case .right, .left:
            let top = mid.y - height / 2
            let alignRight = dimension.labelSide == .left
            let x = alignRight ? mid.x - 7 : mid.x + 7
            valueOrigin = Point(x: alignRight ? x - valueSize.width : x, y: top)
            nameOrigin = Point(x: alignRight ? x - nameSize.width : x, y: top + valueSize.height - 2)
        case .below, .above:
            let top = dimension.labelSide == .below ? mid.y + 6 : mid.y - DimensionLabel.gap - height
            valueOrigin = Point(x: mid.x - valueSize.width / 2, y: top)
            nameOrigin = Point(x: mid.x - nameSize.width / 2, y: top + valueSize.height - 2)
        }
        let offset = dimension.labelOffset
        valueOrigin = Point(x: valueOrigin.x + offset.x, y: valueOrigin.y + offset.y)
        nameOrigin = Point(x: nameOrigin.x + offset.x, y: nameOrigin.y + offset.y)
        let left = min(valueOrigin.x, nameOrigin.x)
        let right = max(valueOrigin.x + valueSize.width, nameOrigin.x + nameSize.width)
        box = Rect(x: left, y: valueOrigin.y, width: right - left, height: height)
    }
}

/// The dimension line and its arrowheads: inside a line long enough to hold them; else the line
/// runs on past both ends and the arrows point in from outside (a zero length is two arrows
/// meeting).
private func arrowedLine(_ dimension: Dimension, ink: Color) -> [Primitive] {
    let (from, to) = (dimension.from, dimension.to)
    let length = dimension.length
    guard length < DimensionLanes.shortLength, dimension.role == .measure else {
        return [
            .line(Segment(from, to), Stroke(ink, width: 1)), .fill(arrowhead(at: from, pointingAwayFrom: to), ink),
            .fill(arrowhead(at: to, pointingAwayFrom: from), ink),
        ]
    }
    let (ux, uy) = length < 0.001 ? (1.0, 0.0) : ((to.x - from.x) / length, (to.y - from.y) / length)
    let reach = DimensionLanes.arrowReach
    let start = Point(x: from.x - ux * reach, y: from.y - uy * reach)
    let end = Point(x: to.x + ux * reach, y: to.y + uy * reach)
    return [
        .line(Segment(start, end), Stroke(ink, width: 1)), .fill(arrowhead(at: from, pointingAwayFrom: start), ink),
        .fill(arrowhead(at: to, pointingAwayFrom: end), ink),
    ]
}

/// A filled triangle whose tip touches `tip`, pointing away from `other`.
private func arrowhead(at tip: Point, pointingAwayFrom other: Point) -> Path {
    let dx = tip.x - other.x
    let dy = tip.y - other.y
    let length = max((dx * dx + dy * dy).squareRoot(), 0.001)
    let (ux, uy) = (dx / length, dy / length)
    let size = min(4.5, length / 3)
    let base = Point(x: tip.x - ux * size, y: tip.y - uy * size)
    var path = Path()
    path.move(to: tip)
    path.line(to: Point(x: base.x - uy * size * 0.45, y: base.y + ux * size * 0.45))
    path.line(to: Point(x: base.x + uy * size * 0.45, y: base.y - ux * size * 0.45))
    path.close()
    return path
}
