import BezelDrawing
import BezelGeometry
import BezelRaster

/// Paints finished drawings with Cairo. A thin dispatch: each primitive kind is one `Canvas`
/// operation, painted in the drawing's order; nothing is measured, aligned or chosen here.
public enum Renderer {
    /// Renders `drawing` at `scale` pixels per point into an RGBA image.
    public static func render(_ drawing: Drawing, scale: Double) throws -> RGBAImage {
        try Fonts.verify()
        let canvas = try Canvas(size: drawing.size, scale: scale)
        paint(drawing, on: canvas)
        return canvas.image()
    }

    /// Renders `drawing` at `scale` straight to a PNG file's bytes: from the surface itself when
    /// the background is opaque (every diagram's is), else through straight RGBA.
    public static func renderPNG(_ drawing: Drawing, scale: Double) throws -> [UInt8] {
        try Fonts.verify()
        let canvas = try Canvas(size: drawing.size, scale: scale)
        paint(drawing, on: canvas)
        return drawing.background.alpha == 1 ? try canvas.opaquePNG() : try PNGWriter.encode(canvas.image())
    }

    /// The drawing as an SVG or PDF file, from Cairo's own vector surfaces (sizes in points).
    public static func renderVector(_ drawing: Drawing, format: VectorFormat) throws -> [UInt8] {
        try Fonts.verify()
        let canvas = try Canvas(size: drawing.size, format: format)
        paint(drawing, on: canvas)
        let bytes = try canvas.finish()
        return format == .svg ? stableSurfaceID(bytes) : bytes
    }

    /// The drawing as an SVG file with text as `<text>` elements (`SVGWriter`), sized in points;
    /// compose it with `textMeasurer(format: .svg)`.
    public static func renderSVG(_ drawing: Drawing) throws -> [UInt8] {
        try Fonts.verify()
        var writer = SVGWriter(canvas: try Canvas(size: Size(width: 1, height: 1), format: .svg))
        return writer.svg(drawing)
    }

    /// The measurer to compose a drawing with for raster output at `scale`: Pango rounds glyph
    /// positions in device pixels, so text measures slightly differently at each scale.
    public static func textMeasurer(scale: Double) throws -> any TextMeasurer {
        try Fonts.verify()
        return CanvasTextMeasurer(canvas: try Canvas(size: Size(width: 1, height: 1), scale: scale))
    }

    /// The measurer to compose a drawing with for an SVG or PDF file.
    public static func textMeasurer(format: VectorFormat) throws -> any TextMeasurer {
        try Fonts.verify()
        return CanvasTextMeasurer(canvas: try Canvas(size: Size(width: 1, height: 1), format: format))
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

    private static func paint(_ drawing: Drawing, on canvas: Canvas) {
        canvas.fill(.rect(Rect(origin: .zero, size: drawing.size)), drawing.background)
        for primitive in drawing.primitives { paint(primitive, on: canvas) }
    }

    private static func paint(_ primitive: Primitive, on canvas: Canvas) {
        switch primitive {
        case .fill(let path, let color, let rule): canvas.fill(path, color, evenOdd: rule == .evenOdd)
        case .stroke(let path, let stroke): canvas.stroke(path, stroke.color, width: stroke.width, dash: stroke.dash)
        case .text(let run): canvas.text(run.text, font: run.font, maxWidth: run.maxWidth).draw(at: run.origin, color: run.color)
        case .clip(let path, let children): canvas.clipped(to: path) { children.forEach { paint($0, on: canvas) } }
        case .scale(let factor, let anchor, let children): canvas.scaled(by: factor, about: anchor) { children.forEach { paint($0, on: canvas) } }
        }
    }
}

/// Measures text on a canvas of the same kind and scale as the one that will draw it.
private final class CanvasTextMeasurer: TextMeasurer {
    let canvas: Canvas

    init(canvas: Canvas) { self.canvas = canvas }

    func size(of text: String, font: Font, maxWidth: Double?) -> Size {
        canvas.text(text, font: font, maxWidth: maxWidth).size
    }
}
