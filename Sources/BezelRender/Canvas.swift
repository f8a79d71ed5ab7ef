import CBezelCairo
import CBezelPangoCairo
import CBezelPixels
import BezelDrawing
import BezelGeometry
import BezelRaster

/// Where a vector canvas's bytes go: Cairo calls back with each chunk it writes.
final class ByteSink {
    var bytes: [UInt8] = []
}

private let appendToSink: cairo_write_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(
        contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
}

/// The vector formats Cairo writes for free.
public enum VectorFormat: String, CaseIterable, Sendable {
    case svg, pdf
}

/// A Cairo surface addressed in points. An image canvas is `size × scale` pixels with the
/// context scaled, so callers draw in the diagram's own units; a vector canvas (SVG, PDF) is
/// `size` points and its bytes collect in a sink.
final class Canvas {
    let size: Size
    let scale: Double
    let pixelWidth: Int
    let pixelHeight: Int
    private let surface: OpaquePointer
    let cr: OpaquePointer
    private let fontOptions: OpaquePointer
    private let pango: OpaquePointer
    private let sink: ByteSink?
    /// What a vector canvas writes; nil for pixels.
    let vectorFormat: VectorFormat?

    /// The pixels of an image canvas, when Bezel allocated them (`SurfaceMemory`).
    private let memory: SurfaceMemory?

    convenience init(size: Size, scale: Double) throws {
        try self.init(size: size, scale: scale, rows: nil)
    }

    /// An image canvas of the figure's rows `rows` only (all of them when nil): the surface is
    /// those rows tall, and drawing lands where it would on the whole figure's surface, shifted up
    /// by a whole number of pixels, so every pixel is the same.
    ///
    /// With `opaqueBackground`, the caller's first operation paints the whole figure with an opaque
    /// colour; when the figure is a whole number of pixels on each side, that covers every pixel
    /// (Cairo turns an opaque fill into a copy), so reused memory is not cleared first.
    ///
    /// Its fonts come from `fontMap`, or else from `FontStart.fontMap(rasterScale:)`.
    convenience init(
        size: Size, scale: Double, rows: Range<Int>?, opaqueBackground: Bool = false, fontMap: UnsafeMutablePointer<PangoFontMap>? = nil
    ) throws {
        let (width, height) = (try pixelCount(size.width, scale), try pixelCount(size.height, scale))
        let band = rows ?? 0..<height
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let whole = Double(width) == size.width * scale && Double(height) == size.height * scale
        let memory = try SurfaceMemory.take(bytes: stride * band.count, cleared: !(opaqueBackground && whole))
        let surface = cairo_image_surface_create_for_data(
            memory.address.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(band.count), Int32(stride))!
        try self.init(
            size: size, scale: scale, surface: surface, sink: nil, rows: band, memory: memory, fontMap: fontMap ?? FontStart.fontMap(rasterScale: scale))
    }

    /// A vector canvas. PDF metadata carries a fixed creation date so output is the same bytes
    /// every run.
    convenience init(size: Size, format: VectorFormat) throws {
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let surface: OpaquePointer
        switch format {
        case .svg:
            surface = cairo_svg_surface_create_for_stream(appendToSink, closure, size.width, size.height)
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(appendToSink, closure, size.width, size.height)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Bezel")
        }
        try self.init(size: size, scale: 1, surface: surface, sink: sink, vectorFormat: format)
    }

    private init(
        size: Size, scale: Double, surface: OpaquePointer, sink: ByteSink?, vectorFormat: VectorFormat? = nil, rows: Range<Int>? = nil,
        memory: SurfaceMemory? = nil, fontMap: UnsafeMutablePointer<PangoFontMap>? = nil
    ) throws {
        self.size = size
        self.scale = scale
        self.sink = sink
        self.vectorFormat = vectorFormat
        self.memory = memory
        pixelWidth = try pixelCount(size.width, scale)
        pixelHeight = try rows?.count ?? pixelCount(size.height, scale)
        self.surface = surface
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        cr = cairo_create(surface)
        cairo_translate(cr, 0, -Double(rows?.lowerBound ?? 0))
        cairo_scale(cr, scale, scale)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        fontOptions = Fonts.makeFontOptions()
        cairo_set_font_options(cr, fontOptions)
        pango = pango_font_map_create_context(fontMap ?? FontStart.fontMap())
        pango_cairo_update_context(cr, pango)
        pango_cairo_context_set_font_options(pango, fontOptions)
    }

    /// Whether this canvas writes SVG or PDF rather than pixels.
    var isVector: Bool { vectorFormat != nil }

    /// Finishes a vector canvas and returns its file's bytes.
    func finish() throws -> [UInt8] {
        cairo_surface_flush(surface)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        return sink?.bytes ?? []
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pango))
        cairo_font_options_destroy(fontOptions)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        if let memory { SurfaceMemory.give(memory) }  // after the surface that drew into it
    }

    // MARK: Shapes

    func fill(_ path: Path, _ color: Color, evenOdd: Bool = false) {
        setPath(path)
        setColor(color)
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
    }

    func stroke(_ path: Path, _ color: Color, width: Double, dash: [Double] = []) {
        setPath(path)
        setColor(color)
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_set_dash(cr, dash, Int32(dash.count), 0)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    func line(_ segment: Segment, _ color: Color, width: Double, dash: [Double] = []) {
        var path = Path()
        path.move(to: segment.start)
        path.line(to: segment.end)
        stroke(path, color, width: width, dash: dash)
    }

    /// Runs `body` with drawing clipped to `path`.
    func clipped(to path: Path, _ body: () -> Void) {
        cairo_save(cr)
        setPath(path)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
        body()
        cairo_restore(cr)
    }

    /// Runs `body` into a group, then paints the group at `alpha`: what `body` draws is seen
    /// through as one layer, not primitive by primitive.
    func faded(to alpha: Double, _ body: () -> Void) {
        cairo_push_group(cr)
        body()
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
    }

    /// Runs `body` with coordinates scaled by `factor` about `anchor`.
    func scaled(by factor: Double, about anchor: Point, _ body: () -> Void) {
        cairo_save(cr)
        cairo_translate(cr, drawable(anchor.x), drawable(anchor.y))
        cairo_scale(cr, factor, factor)
        cairo_translate(cr, -drawable(anchor.x), -drawable(anchor.y))
        body()
        cairo_restore(cr)
    }

    func setPath(_ path: Path) {
        cairo_new_path(cr)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, drawable(p.x), drawable(p.y))
            case .line(let p): cairo_line_to(cr, drawable(p.x), drawable(p.y))
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, drawable(c1.x), drawable(c1.y), drawable(c2.x), drawable(c2.y), drawable(p.x), drawable(p.y))
            case .close: cairo_close_path(cr)
            }
        }
    }

    func setColor(_ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    // MARK: Text

    /// A laid-out line of text; measure it with `size`, draw it with `draw(at:)`.
    func text(_ string: String, font: Font, maxWidth: Double? = nil) -> TextLine {
        let layout = Fonts.makeLayout(pango, font: font)
        if let maxWidth {
            pango_layout_set_width(layout, pangoUnits(maxWidth))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        pango_layout_set_text(layout, string, -1)
        return TextLine(canvas: self, layout: layout)
    }

    // MARK: Output

    /// The surface's rows `rows` as one PNG band, for a figure whose background is opaque (so is
    /// every pixel): filtered (against the row above them, when the surface has it) and compressed
    /// in the surface's own memory (`PNGWriter`), which is left holding filtered rows, so this is
    /// the canvas's last use.
    func opaquePNGBand(rows: Range<Int>, final: Bool, compression: PNGCompression) throws -> PNGWriter.Band {
        precondition(rows.lowerBound >= 0 && rows.upperBound <= pixelHeight, "rows outside the surface")
        cairo_surface_flush(surface)
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let above = rows.lowerBound > 0 ? UnsafePointer((data + (rows.lowerBound - 1) * stride).assumingMemoryBound(to: UInt32.self)) : nil
        let band = try PNGWriter.band(
            opaqueARGB32: data + rows.lowerBound * stride, width: pixelWidth, rows: rows.count, stride: stride, above: above, final: final,
            compression: compression)
        cairo_surface_mark_dirty(surface)
        return band
    }

    /// The surface as straight-alpha RGBA. When it is `likely` pixel for pixel (a golden check's
    /// expected image), that image is returned as it is: the rows are compared as they are
    /// converted, and nothing is written unless one differs.
    func image(likely: RGBAImage? = nil) -> RGBAImage {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        let width = pixelWidth
        if let likely, likely.width == width, likely.height == pixelHeight, likely.pixels.count == width * pixelHeight * 4 {
            let same = likely.pixels.withUnsafeBytes { expected in
                (0..<pixelHeight).allSatisfy { y in
                    bezel_argb32_equals_rgba(
                        (data + y * stride).assumingMemoryBound(to: UInt32.self),
                        expected.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * width * 4, width) != 0
                }
            }
            if same { return likely }
        }
        let pixels = [UInt8](unsafeUninitializedCapacity: width * pixelHeight * 4) { buffer, initialized in
            let out = UnsafeMutableRawPointer(buffer.baseAddress!)
            for y in 0..<pixelHeight {
                bezel_argb32_to_rgba(
                    (data + y * stride).assumingMemoryBound(to: UInt32.self), out.assumingMemoryBound(to: UInt8.self) + y * width * 4, width)
            }
            initialized = buffer.count
        }
        return RGBAImage(width: pixelWidth, height: pixelHeight, pixels: pixels)
    }
}

/// One Pango layout bound to a canvas.
final class TextLine {
    private let canvas: Canvas
    private let layout: OpaquePointer

    fileprivate init(canvas: Canvas, layout: OpaquePointer) {
        self.canvas = canvas
        self.layout = layout
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Logical size in points.
    var size: Size {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return Size(width: Double(logical.width) / Double(PANGO_SCALE), height: Double(logical.height) / Double(PANGO_SCALE))
    }

    /// Distance from the top of the logical box to the first baseline, in points.
    var baseline: Double { Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE) }

    /// The layout as glyphs any thread may draw (`ShapedText`); nil when Pango must draw it.
    func shaped() -> ShapedText? { ShapedText(layout: layout) }

    /// Draws with the logical box's top-left corner at `origin`.
    func draw(at origin: Point, color: Color) {
        cairo_set_source_rgba(canvas.cr, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(canvas.cr, drawable(origin.x), drawable(origin.y))
        pango_cairo_show_layout(canvas.cr, layout)
    }
}

/// The largest figure side Canvas draws, in pixels (or points for SVG and PDF): the side PNG
/// files are held to when read (`PNGLimits`), far inside Cairo's 32,767.
let maxCanvasSide = 16384

/// Pixels for a length in points at `scale`, rounded up; a length that is not finite or is
/// beyond `maxCanvasSide` is refused (a figure holding thousands of views can be that tall).
func pixelCount(_ points: Double, _ scale: Double) throws -> Int {
    let pixels = (points * scale).rounded(.up)
    guard pixels.isFinite, pixels <= Double(maxCanvasSide) else {
        throw RenderError.tooLarge("the figure would be \(formatCompact(points * scale, decimals: 0)) pixels on a side; the limit is \(maxCanvasSide)")
    }
    return max(0, Int(pixels))
}

/// A coordinate Cairo can take: its fixed-point numbers hold about ±8 million device units, so
/// positions a wild layout can produce (a chain of large multipliers) are pinned to ±1 million
/// points, and NaN to 0, far outside any figure and harmless.
func drawable(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, -1_000_000), 1_000_000)
}

/// A width in points as Pango units (1/1024 pt) in 32 bits, clamped the same way.
func pangoUnits(_ points: Double) -> Int32 {
    Int32(drawable(points) * Double(PANGO_SCALE))
}
