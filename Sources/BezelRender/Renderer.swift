import BezelDrawing
import BezelGeometry
import BezelRaster
import BezelSupport

/// Paints finished drawings with Cairo. A thin dispatch: each primitive kind is one `Canvas`
/// operation, painted in the drawing's order; nothing is measured, aligned or chosen here.
public enum Renderer {
    /// Renders `drawing` at `scale` pixels per point into an RGBA image. Given the image it is
    /// `likely` to be (a golden), a rendering with the same pixels returns that image itself,
    /// compared as it is converted, so a matching golden check allocates no image.
    public static func render(_ drawing: Drawing, scale: Double, likely: RGBAImage? = nil) throws -> RGBAImage {
        try Fonts.verify()
        return try renderOnOneSurface(drawing, scale: scale, shapingText: true, likely: likely)
    }

    /// `render` with every text laid out and drawn by Pango on the canvas itself, as before text
    /// was shaped once (`ShapedText`): what the shaped glyphs are compared with.
    static func renderWithPangoText(_ drawing: Drawing, scale: Double) throws -> RGBAImage {
        try renderOnOneSurface(drawing, scale: scale, shapingText: false, likely: nil)
    }

    private static func renderOnOneSurface(_ drawing: Drawing, scale: Double, shapingText: Bool, likely: RGBAImage?) throws -> RGBAImage {
        let canvas = try Canvas(size: drawing.size, scale: scale, rows: nil, opaqueBackground: drawing.background.alpha == 1)
        paint(drawing, on: canvas, texts: shapingText ? ShapedTexts(drawing, on: canvas) : nil)
        return canvas.image(likely: likely)
    }

    /// Renders `drawing` at `scale` straight to a PNG file's bytes. A figure on an opaque
    /// background (every diagram) is drawn in bands of rows on all cores, each band filtered and
    /// compressed in its own surface's memory (`PNGWriter`) and the streams joined, so no copy of
    /// the whole image is ever made; anything else goes through straight RGBA. Text is shaped
    /// once, and drawn as glyphs in every band (`ShapedText`): by `measurer`, when it is the one
    /// `textMeasurer(scale:)` made for composing the drawing (it keeps the lines it measured),
    /// else here.
    public static func renderPNG(
        _ drawing: Drawing, scale: Double, compression: PNGCompression = .fast, measurer: (any TextMeasurer)? = nil,
        bandBytes: Int = PNGWriter.bandBytes
    ) throws -> [UInt8] {
        try Fonts.verify()
        let known = (measurer as? CanvasTextMeasurer).flatMap { $0.canvas.scale == scale ? $0.shaped : nil } ?? [:]
        guard drawing.background.alpha == 1 else {
            let canvas = try Canvas(size: drawing.size, scale: scale)
            paint(drawing, on: canvas, texts: ShapedTexts(drawing, on: canvas, known: known))
            return try PNGWriter.encode(canvas.image(), compression: compression)
        }
        let texts = ShapedTexts(drawing, on: try Canvas(size: Size(width: 1, height: 1), scale: scale), known: known)
        let (width, height) = (try pixelCount(drawing.size.width, scale), try pixelCount(drawing.size.height, scale))
        let ranges = PNGWriter.bandRows(height: height, width: width, bandBytes: bandBytes)
        let bands = try concurrentMap(Array(ranges.indices)) { index in
            // Each band but the first also draws the row above it, to filter its first row
            // against. Neither that row nor the band's last lies on its surface's edge: a shape
            // cut by the edge of a surface may blend the row along it one unit differently from
            // the same shape drawn whole (seen in Cairo 1.16 at 1 MB bands), so each band draws
            // one row more on each side (`PNGWriter.bandMargin`) and encodes the rows inside.
            let band = ranges[index]
            let rows = max(0, band.lowerBound - 1 - PNGWriter.bandMargin)..<min(height, band.upperBound + PNGWriter.bandMargin)
            let canvas = try Canvas(size: drawing.size, scale: scale, rows: rows, opaqueBackground: true)
            let visible = Rect(x: 0, y: Double(rows.lowerBound) / scale, width: drawing.size.width, height: Double(rows.count) / scale)
            paint(drawing, on: canvas, texts: texts, visible: ranges.count == 1 ? nil : visible)
            return try canvas.opaquePNGBand(
                rows: band.lowerBound - rows.lowerBound..<band.upperBound - rows.lowerBound, final: index == ranges.count - 1,
                compression: compression)
        }
        return try PNGWriter.file(bands, width: width, height: height)
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

    /// Paints the drawing, its text from `texts` where shaped there; with `visible`, primitives
    /// that cannot reach that part of the canvas (in points) are skipped, since Cairo would clip
    /// them away anyway (`mayReach`).
    private static func paint(_ drawing: Drawing, on canvas: Canvas, texts: ShapedTexts? = nil, visible: Rect? = nil) {
        canvas.fill(.rect(Rect(origin: .zero, size: drawing.size)), drawing.background)
        for primitive in drawing.primitives { paint(primitive, on: canvas, texts: texts, visible: visible) }
    }

    private static func paint(_ primitive: Primitive, on canvas: Canvas, texts: ShapedTexts?, visible: Rect?) {
        if let visible, !mayReach(primitive, visible) { return }
        switch primitive {
        case .fill(let path, let color, let rule): canvas.fill(path, color, evenOdd: rule == .evenOdd)
        case .stroke(let path, let stroke): canvas.stroke(path, stroke.color, width: stroke.width, dash: stroke.dash)
        case .text(let run):
            if let shaped = texts?.text(run) {
                shaped.draw(on: canvas.cr, at: run.origin, color: run.color)
            } else {
                canvas.text(run.text, font: run.font, maxWidth: run.maxWidth).draw(at: run.origin, color: run.color)
            }
        case .clip(let path, let children): canvas.clipped(to: path) { children.forEach { paint($0, on: canvas, texts: texts, visible: visible) } }
        case .scale(let factor, let anchor, let children):
            canvas.scaled(by: factor, about: anchor) { children.forEach { paint($0, on: canvas, texts: texts, visible: nil) } }
        case .opacity(let alpha, let children):
            canvas.faded(to: alpha) { children.forEach { paint($0, on: canvas, texts: texts, visible: visible) } }
        case .hatch(let hatch): canvas.hatch(hatch)
        }
    }

    /// Whether a primitive may put ink inside `visible` (points): false only when it surely
    /// cannot. Paths by their control points, strokes widened by ten widths (mitre joins), text
    /// by its top and twice its font size below (accents, descenders); scaled groups always may.
    static func mayReach(_ primitive: Primitive, _ visible: Rect) -> Bool {
        // Anything not finite (a wild layout's coordinates, pinned when drawn) is drawn.
        func rows(_ top: Double, _ bottom: Double) -> Bool {
            !(top.isFinite && bottom.isFinite) || (bottom >= visible.minY - 1 && top <= visible.maxY + 1)
        }
        switch primitive {
        case .fill(let path, _, _), .clip(let path, _): return rows(path.controlBounds.minY, path.controlBounds.maxY)
        case .hatch(let hatch): return rows(hatch.area.controlBounds.minY, hatch.area.controlBounds.maxY)
        case .stroke(let path, let stroke):
            let bounds = path.controlBounds
            return rows(bounds.minY - 10 * stroke.width, bounds.maxY + 10 * stroke.width)
        case .text(let run): return rows(run.origin.y - run.font.size, run.origin.y + 2 * run.font.size)
        case .scale, .opacity: return true
        }
    }
}

/// Measures text on a canvas of the same kind and scale as the one that will draw it. On a
/// raster canvas it keeps each line it lays out as glyphs (`shaped`), so that drawing the
/// composed figure does not shape it again (seed-000's dead strip at 3×: 14 of its 21 texts,
/// 0.7 ms of a 33 ms process).
final class CanvasTextMeasurer: TextMeasurer {
    let canvas: Canvas
    /// The lines measured here, as glyphs; nil where Pango must draw the line.
    private(set) var shaped: [ShapedTexts.Key: ShapedText?] = [:]

    init(canvas: Canvas) { self.canvas = canvas }

    func size(of text: String, font: Font, maxWidth: Double?) -> Size {
        let output: MeasuredSizes.Output = canvas.vectorFormat.map { .vector($0) } ?? .raster(scale: canvas.scale)
        let key = MeasuredSizes.Key(text: text, font: font, maxWidth: maxWidth, output: output)
        return MeasuredSizes.size(key) {
            let line = canvas.text(text, font: font, maxWidth: maxWidth)
            if !canvas.isVector { shaped[ShapedTexts.Key(text: text, font: font, maxWidth: maxWidth)] = .some(line.shaped()) }
            return line.size
        }
    }
}
