import Geometry
import Layout

/// The legend: per mark a 12 pt swatch drawn in the mark's own style, then its label.
func drawLegend(_ legend: Legend, on canvas: Canvas, theme: Theme) {
    for (index, mark) in legend.marks.enumerated() {
        let slot = legend.slot(index)
        let swatch = Rect(x: slot.x, y: slot.y + 2, width: 12, height: 12)
        drawSwatch(mark, in: swatch, on: canvas, theme: theme)
        let label = canvas.text(mark.rawValue, font: FontSpec(size: 10), maxWidth: Legend.slotWidth - 20)
        label.draw(at: Point(x: swatch.maxX + 5, y: swatch.midY - label.size.height / 2), color: theme.secondaryText)
    }
}

private func drawSwatch(_ mark: Legend.Mark, in rect: Rect, on canvas: Canvas, theme: Theme) {
    let inner = rect.inset(by: EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5))
    switch mark {
    case .safeArea:
        canvas.fill(.rect(rect), theme.safeAreaTint)
        canvas.stroke(.rect(inner), theme.safeArea, width: 1, dash: [3, 2])
    case .statusBar:
        canvas.line(Segment(Point(x: rect.minX, y: rect.midY), Point(x: rect.maxX, y: rect.midY)), theme.statusBar, width: 1, dash: [3, 2])
    case .bars:
        canvas.line(Segment(Point(x: rect.midX, y: rect.minY), Point(x: rect.midX, y: rect.maxY)), theme.barDimension, width: 1.5)
    case .tappable, .dead:
        hatch(rect, mark == .tappable ? theme.app.tappable : theme.app.dead, on: canvas)
    case .margins:
        canvas.stroke(.rect(inner), theme.app.margins, width: 1, dash: [3, 2])
    case .readable:
        canvas.stroke(.rect(inner), theme.app.readable, width: 1.5, dash: [1.5, 2.5])
    case .view:
        canvas.fill(.rect(rect), theme.app.viewFill)
        canvas.stroke(.rect(inner), theme.app.viewStroke, width: 1)
    case .stackView:
        canvas.stroke(.rect(inner), theme.app.stackStroke, width: 1, dash: [3, 2])
    }
}
