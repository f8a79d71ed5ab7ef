import BezelDrawing
import BezelGeometry

/// The legend's labels: 10 pt.
let legendFont = Font(size: 10)

/// The legend: per mark a 12 pt swatch drawn in the mark's own style, then its label.
func legendPrimitives(_ legend: Legend, theme: Theme, measurer: any TextMeasurer) -> [Primitive] {
    var result: [Primitive] = []
    for (index, mark) in legend.marks.enumerated() {
        let slot = legend.slot(index)
        let swatch = Rect(x: slot.x, y: slot.y + 2, width: 12, height: 12)
        result += swatchPrimitives(mark, in: swatch, theme: theme)
        let maxWidth = Legend.slotWidth - 20
        let height = measurer.size(of: mark.rawValue, font: legendFont, maxWidth: maxWidth).height
        let origin = Point(x: swatch.maxX + 5, y: swatch.midY - height / 2)
        result.append(.text(TextRun(mark.rawValue, font: legendFont, color: theme.secondaryText, origin: origin, maxWidth: maxWidth)))
    }
    return result
}

private func swatchPrimitives(_ mark: Legend.Mark, in rect: Rect, theme: Theme) -> [Primitive] {
    let inner = rect.inset(by: halfPoint)
    switch mark {
    case .safeArea:
        return [.fill(.rect(rect), theme.safeAreaTint), .stroke(.rect(inner), Stroke(theme.safeArea, width: 1, dash: [3, 2]))]
    case .statusBar:
        // Its bottom edge, dashed (left out where the safe area's edge lies on it), and the
        // measure beside the screen, which is always drawn.
        let (top, bottom) = (rect.minY + 1, rect.maxY - 1.5)
        return [
            .line(Segment(Point(x: rect.minX, y: bottom), Point(x: rect.maxX, y: bottom)), Stroke(theme.statusBar, width: 1, dash: [3, 2])),
            .line(Segment(Point(x: rect.midX - 3, y: top), Point(x: rect.midX + 3, y: top)), Stroke(theme.statusBar, width: 1)),
            .line(Segment(Point(x: rect.midX, y: top), Point(x: rect.midX, y: bottom)), Stroke(theme.statusBar, width: 1)),
        ]
    case .bars:
        return [.line(Segment(Point(x: rect.midX, y: rect.minY), Point(x: rect.midX, y: rect.maxY)), Stroke(theme.barDimension, width: 1.5))]
    case .tappable, .dead:
        return hatch(rect, mark == .tappable ? theme.app.tappable : theme.app.dead, dead: mark == .dead)
    case .containerTappable:
        return tint(rect, theme.app.tappable)
    case .containerDead:
        return hatch(rect, theme.app.dead, light: true, dead: true)
    case .margins:
        return [.stroke(.rect(inner), Stroke(theme.app.margins, width: 1, dash: [3, 2]))]
    case .readable:
        return [.stroke(.rect(inner), Stroke(theme.app.readable, width: 1.5, dash: [1.5, 2.5]))]
    case .view:
        return [.fill(.rect(rect), theme.app.viewFill), .stroke(.rect(inner), Stroke(theme.app.viewStroke, width: 1))]
    case .stackView:
        return [.stroke(.rect(inner), Stroke(theme.app.stackStroke, width: 1, dash: [3, 2]))]
    case .barLayer:
        return [.fill(.rect(rect), theme.barDimension.withAlpha(0.10)), .stroke(.rect(inner), Stroke(theme.barDimension.withAlpha(0.85), width: 0.75))]
    case .differs, .missing:
        let color = mark == .differs ? theme.app.dead : theme.statusBar
        return [.fill(.rect(rect), color.withAlpha(0.12)), .stroke(.rect(inner), Stroke(color, width: 1.5))]
    }
}
