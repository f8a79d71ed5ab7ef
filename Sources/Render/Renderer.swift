import Geometry
import Layout

/// Draws finished diagrams. A thin dispatch: each element kind has its own drawing file.
public enum Renderer {
    /// Renders `diagram` at `scale` pixels per point into an RGBA image.
    public static func render(_ diagram: Diagram, scale: Double) throws -> RGBAImage {
        try Fonts.verify()
        let canvas = try Canvas(size: diagram.size, scale: scale)
        let theme = Theme.light
        canvas.fill(.rect(Rect(origin: .zero, size: diagram.size)), theme.canvas)
        for element in diagram.elements {
            switch element {
            case .screen(let placed): drawScreen(placed, on: canvas, theme: theme)
            case .dimension(let dimension): drawDimension(dimension, on: canvas, theme: theme)
            case .text(let block): drawTextBlock(block, on: canvas, theme: theme)
            }
        }
        return canvas.image()
    }

    /// Renders and encodes as PNG.
    public static func renderPNG(_ diagram: Diagram, scale: Double) throws -> [UInt8] {
        try PNGCodec.encode(render(diagram, scale: scale))
    }
}
