import BezelDrawing
import BezelGeometry

/// Caption lines, each ellipsized to the block's width.
func textBlockPrimitives(_ block: TextBlock, theme: Theme) -> [Primitive] {
    var y = block.origin.y
    var result: [Primitive] = []
    for line in block.lines {
        let (font, color) = captionStyle(line.style, theme: theme)
        result.append(.text(TextRun(line.text, font: font, color: color, origin: Point(x: block.origin.x, y: y), maxWidth: block.width)))
        y += TextBlock.lineHeight(line.style)
    }
    return result
}

/// Caption colours: notes in the secondary colour.
private func captionStyle(_ style: TextBlock.Style, theme: Theme) -> (Font, Color) {
    (TextBlock.font(style), style == .note ? theme.secondaryText : theme.text)
}

/// Where a text run is drawn, on the canvas.
func textBox(_ run: TextRun, _ context: AppContext) -> Rect {
    Rect(origin: run.origin, size: context.measurer.size(of: run.text, font: run.font, maxWidth: run.maxWidth))
}
