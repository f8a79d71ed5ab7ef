import Geometry
import Layout

/// The view tree: a guide line per depth, the class (and id) in the text colour, the frame in
/// the secondary colour; the scene's views and bar buttons in the view colour, hidden ones faded.
func drawHierarchy(_ panel: HierarchyPanel, on canvas: Canvas, theme: Theme) {
    for (index, row) in panel.rows.enumerated() {
        let y = panel.origin.y + Double(index) * HierarchyPanel.rowHeight
        let x = panel.origin.x + Double(row.depth) * HierarchyPanel.indent
        for depth in 0..<row.depth {
            let guideX = panel.origin.x + Double(depth) * HierarchyPanel.indent + 3
            canvas.line(
                Segment(Point(x: guideX, y: y), Point(x: guideX, y: y + HierarchyPanel.rowHeight)), theme.extensionLine.withAlpha(0.5),
                width: 0.5)
        }
        var color = row.isSubject ? theme.app.viewLabel : theme.text
        if row.isHidden { color = color.withAlpha(0.4) }
        let room = panel.origin.x + HierarchyPanel.width - x
        let name = canvas.text(row.name, font: FontSpec(size: 9, weight: row.isSubject ? .semibold : .regular), maxWidth: room)
        name.draw(at: Point(x: x, y: y), color: color)
        let detailX = x + name.size.width + 4
        if detailX < panel.origin.x + HierarchyPanel.width - 30 {
            canvas.text(row.detail, font: FontSpec(size: 8), maxWidth: panel.origin.x + HierarchyPanel.width - detailX)
                .draw(at: Point(x: detailX, y: y + 1), color: theme.secondaryText.withAlpha(row.isHidden ? 0.4 : 1))
        }
    }
}
