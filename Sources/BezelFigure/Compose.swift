import BezelDrawing
import BezelGeometry

/// The drawing of a diagram: every element as primitives, in the diagram's order, coloured by
/// its theme. Text is positioned with `measurer`, which must be the renderer's measurer for the
/// output the drawing is for (docs/architecture.md, "Drawing").
public func drawing(_ diagram: Diagram, measurer: any TextMeasurer) -> Drawing {
    let theme = diagram.theme == .dark ? Theme.dark : Theme.light
    var primitives: [Primitive] = []
    for element in diagram.elements {
        switch element {
        case .screen(let placed): primitives += screenPrimitives(placed, theme: theme, measurer: measurer)
        case .dimension(let dimension): primitives += dimensionPrimitives(dimension, theme: theme, measurer: measurer)
        case .text(let block): primitives += textBlockPrimitives(block, theme: theme)
        case .legend(let legend): primitives += legendPrimitives(legend, theme: theme, measurer: measurer)
        case .hierarchy(let panel): primitives += hierarchyPrimitives(panel, theme: theme, measurer: measurer)
        case .exploded(let view): primitives += explodedPrimitives(view, theme: theme, measurer: measurer)
        }
    }
    return Drawing(size: diagram.size, background: theme.canvas, primitives: primitives)
}
