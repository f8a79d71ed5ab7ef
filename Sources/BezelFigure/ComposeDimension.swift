import BezelDrawing
import BezelGeometry

/// A dimension: extension lines, a line with arrowheads at both ends, and a two-line label
/// (the value in points, then its name) beside the middle.
func dimensionPrimitives(_ dimension: Dimension, theme: Theme, measurer: any TextMeasurer) -> [Primitive] {
    let ink: Color =
        switch dimension.role {
        case .statusBar: theme.statusBar
        case .safeArea: theme.safeArea
        case .bar: theme.barDimension
        }
    var result: [Primitive] = dimension.extensionLines.map { .line($0, Stroke(theme.extensionLine, width: 0.5)) }
    result.append(.line(Segment(dimension.from, dimension.to), Stroke(ink, width: 1)))
    result.append(.fill(arrowhead(at: dimension.from, pointingAwayFrom: dimension.to), ink))
    result.append(.fill(arrowhead(at: dimension.to, pointingAwayFrom: dimension.from), ink))

    let valueFont = Font(size: 12, weight: .semibold)
    let nameFont = Font(size: 9.5)
    let valueSize = measurer.size(of: dimension.value, font: valueFont)
    let nameSize = measurer.size(of: dimension.name, font: nameFont)
    let mid = Point(x: (dimension.from.x + dimension.to.x) / 2, y: (dimension.from.y + dimension.to.y) / 2)
    let valueOrigin: Point
    let nameOrigin: Point
    switch dimension.labelSide {
    case .right, .left:
        let top = mid.y - (valueSize.height + nameSize.height - 2) / 2
        let alignRight = dimension.labelSide == .left
        let x = alignRight ? mid.x - 7 : mid.x + 7
        valueOrigin = Point(x: alignRight ? x - valueSize.width : x, y: top)
        nameOrigin = Point(x: alignRight ? x - nameSize.width : x, y: top + valueSize.height - 2)
    case .below:
        let top = mid.y + 6
        valueOrigin = Point(x: mid.x - valueSize.width / 2, y: top)
        nameOrigin = Point(x: mid.x - nameSize.width / 2, y: top + valueSize.height - 2)
    }
    result.append(.text(TextRun(dimension.value, font: valueFont, color: ink, origin: valueOrigin)))
    result.append(.text(TextRun(dimension.name, font: nameFont, color: theme.secondaryText, origin: nameOrigin)))
    return result
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
