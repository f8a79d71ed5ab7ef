import Geometry
import Layout

/// Caption lines, each ellipsized to the block's width.
func drawTextBlock(_ block: TextBlock, on canvas: Canvas, theme: Theme) {
    var y = block.origin.y
    for line in block.lines {
        let font: FontSpec
        let color: Color
        switch line.style {
        case .title: (font, color) = (FontSpec(size: 13, weight: .semibold), theme.text)
        case .body: (font, color) = (FontSpec(size: 11), theme.text)
        case .note: (font, color) = (FontSpec(size: 9.5), theme.secondaryText)
        }
        canvas.text(line.text, font: font, maxWidth: block.width).draw(at: Point(x: block.origin.x, y: y), color: color)
        y += TextBlock.lineHeight(line.style)
    }
}
