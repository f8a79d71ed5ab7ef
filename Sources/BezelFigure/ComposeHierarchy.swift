import BezelDrawing
import BezelGeometry

/// The view tree: a guide line per depth, the class (and id) in the text colour, the frame in
/// the secondary colour; the scene's views and bar buttons in the view colour, hidden ones faded.
func hierarchyPrimitives(_ panel: HierarchyPanel, theme: Theme, measurer: any TextMeasurer) -> [Primitive] {
    var result: [Primitive] = []
    let right = panel.origin.x + HierarchyPanel.width
    for (index, row) in panel.rows.enumerated() {
        let y = panel.origin.y + Double(index) * HierarchyPanel.rowHeight
        let x = panel.origin.x + Double(row.depth) * HierarchyPanel.indent
        for depth in 0..<row.depth {
            let guideX = panel.origin.x + Double(depth) * HierarchyPanel.indent + 3
            let guide = Segment(Point(x: guideX, y: y), Point(x: guideX, y: y + HierarchyPanel.rowHeight))
            result.append(.line(guide, Stroke(theme.extensionLine.withAlpha(0.5), width: 0.5)))
        }
        var color = row.isSubject ? theme.app.viewLabel : theme.text
        if row.isHidden { color = color.withAlpha(0.4) }
        let nameFont = Font(size: 9, weight: row.isSubject ? .semibold : .regular)
        let nameWidth = measurer.size(of: row.name, font: nameFont, maxWidth: right - x).width
        result.append(.text(TextRun(row.name, font: nameFont, color: color, origin: Point(x: x, y: y), maxWidth: right - x)))
        let detailX = x + nameWidth + 4
        if detailX < right - 30 {
            let detailColor = theme.secondaryText.withAlpha(row.isHidden ? 0.4 : 1)
            result.append(.text(TextRun(row.detail, font: Font(size: 8), color: detailColor, origin: Point(x: detailX, y: y + 1), maxWidth: right - detailX)))
        }
    }
    return result
}
