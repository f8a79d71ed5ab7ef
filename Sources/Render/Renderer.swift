import Geometry
import Layout
import Raster

/// Draws finished diagrams. A thin dispatch: each element kind has its own drawing file.
public enum Renderer {
    /// Renders `diagram` at `scale` pixels per point into an RGBA image.
    public static func render(_ diagram: Diagram, scale: Double) throws -> RGBAImage {
        try Fonts.verify()
        let canvas = try Canvas(size: diagram.size, scale: scale)
        draw(diagram, on: canvas)
        return canvas.image()
    }

    /// The diagram as an SVG or PDF file, from Cairo's own vector surfaces (sizes in points).
    public static func renderVector(_ diagram: Diagram, format: VectorFormat) throws -> [UInt8] {
        try Fonts.verify()
        let canvas = try Canvas(size: diagram.size, format: format)
        draw(diagram, on: canvas)
        let bytes = try canvas.finish()
        return format == .svg ? stableSurfaceID(bytes) : bytes
    }

    /// Cairo numbers SVG surfaces with a process-wide counter, so the root group's id depends on
    /// what else the process drew (and in which thread order); it is renamed so every run writes
    /// the same bytes. Nothing in the file refers to it.
    private static func stableSurfaceID(_ svg: [UInt8]) -> [UInt8] {
        var text = String(decoding: svg, as: UTF8.self)
        guard let match = text.firstMatch(of: /<g id="surface[0-9]+">/) else { return svg }
        text.replaceSubrange(match.range, with: "<g id=\"figure\">")
        return Array(text.utf8)
    }

    private static func draw(_ diagram: Diagram, on canvas: Canvas) {
        let theme = diagram.theme == .dark ? Theme.dark : Theme.light
        canvas.fill(.rect(Rect(origin: .zero, size: diagram.size)), theme.canvas)
        for element in diagram.elements {
            switch element {
            case .screen(let placed): drawScreen(placed, on: canvas, theme: theme)
            case .dimension(let dimension): drawDimension(dimension, on: canvas, theme: theme)
            case .text(let block): drawTextBlock(block, on: canvas, theme: theme)
            case .legend(let legend): drawLegend(legend, on: canvas, theme: theme)
            case .hierarchy(let panel): drawHierarchy(panel, on: canvas, theme: theme)
            }
        }
    }

    /// Renders and encodes as PNG.
    public static func renderPNG(_ diagram: Diagram, scale: Double) throws -> [UInt8] {
        try PNGCodec.encode(render(diagram, scale: scale))
    }
}
