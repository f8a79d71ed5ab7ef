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

/// Caption fonts: titles 13 semibold, body 11, notes 9.5 in the secondary colour.
private func captionStyle(_ style: TextBlock.Style, theme: Theme) -> (Font, Color) {
    switch style {
    case .title: (Font(size: 13, weight: .semibold), theme.text)
    case .body: (Font(size: 11), theme.text)
    case .note: (Font(size: 9.5), theme.secondaryText)
    }
}
