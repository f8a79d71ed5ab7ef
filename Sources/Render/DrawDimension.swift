import Geometry
import Layout

/// A dimension: extension lines, a line with arrowheads at both ends, and a two-line label
/// (the value in points, then its name) beside the middle.
func drawDimension(_ dimension: Dimension, on canvas: Canvas, theme: Theme) {
    let ink: Color =
        switch dimension.role {
        case .statusBar: theme.statusBar
        case .safeArea: theme.safeArea
        case .bar: theme.barDimension
        }
    for segment in dimension.extensionLines {
        canvas.line(segment, theme.extensionLine, width: 0.5)
    }
    canvas.line(Segment(dimension.from, dimension.to), ink, width: 1)
    canvas.fill(arrowhead(at: dimension.from, pointingAwayFrom: dimension.to), ink)
    canvas.fill(arrowhead(at: dimension.to, pointingAwayFrom: dimension.from), ink)

    let value = canvas.text(dimension.value, font: FontSpec(size: 12, weight: .semibold))
    let name = canvas.text(dimension.name, font: FontSpec(size: 9.5))
    let mid = Point(x: (dimension.from.x + dimension.to.x) / 2, y: (dimension.from.y + dimension.to.y) / 2)
    let valueSize = value.size
    let nameSize = name.size
    let blockHeight = valueSize.height + nameSize.height - 2
    switch dimension.labelSide {
    case .right, .left:
        let top = mid.y - blockHeight / 2
        let alignRight = dimension.labelSide == .left
        let x = alignRight ? mid.x - 7 : mid.x + 7
        value.draw(at: Point(x: alignRight ? x - valueSize.width : x, y: top), color: ink)
        name.draw(at: Point(x: alignRight ? x - nameSize.width : x, y: top + valueSize.height - 2), color: theme.secondaryText)
    case .below:
        let top = mid.y + 6
        value.draw(at: Point(x: mid.x - valueSize.width / 2, y: top), color: ink)
        name.draw(at: Point(x: mid.x - nameSize.width / 2, y: top + valueSize.height - 2), color: theme.secondaryText)
    }
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
