import BezelDrawing
import BezelGeometry
import CBezelCairo
import CBezelPangoCairo

/// A line of text shaped once by Pango and drawn as Cairo glyphs by any thread.
///
/// Pango keeps one font map a thread, and a font map loads every font pattern it is asked for
/// anew (fontconfig's match and sort, on threads of their own, then HarfBuzz's tables). When the
/// bands of a picture were painted on two cores, the second core laid every label out again and
/// loaded its fonts a second time: painting its first bands took 6–13 ms instead of 1–4. Shaped
/// once, on the thread that composed the drawing (whose fonts are already loaded), a label is a
/// list of glyphs in Cairo scaled fonts, which Cairo lets any thread draw with.
///
/// `draw` makes the calls `pango_cairo_show_layout` makes, with its arithmetic (Pango 1.50's
/// `pango_renderer_draw_layout` and the Cairo renderer's glyph positions), so the pixels are the
/// same. A layout that Pango would draw some other way (hex boxes for glyphs no font has,
/// vertical text) is not shaped here; it is drawn by Pango.
final class ShapedText: @unchecked Sendable {
    /// One run of glyphs in one font; positions in Pango units (1/1024 pt).
    private struct Run {
        /// A Cairo scaled font, referenced until `deinit`.
        let font: OpaquePointer
        /// The run's origin on its baseline, from the layout's top-left corner.
        let x: Int32
        let y: Int32
        let glyphs: [Glyph]
    }

    private struct Glyph {
        let index: UInt32
        /// From the run's origin: the advance of the glyphs before it plus its own offset.
        let x: Int32
        let y: Int32
    }

    private let runs: [Run]

    /// Pango's glyph for a zero-width character (drawn as nothing), and its flag for a glyph
    /// no font has (drawn as a hex box, except a space).
    private static let emptyGlyph: UInt32 = 0x0FFF_FFFF
    private static let unknownFlag: UInt32 = 0x1000_0000

    /// The glyphs of `layout`, or nil when Pango would draw it some other way.
    init?(layout: OpaquePointer) {
        var runs: [Run] = []
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = pango_layout_iter_get_baseline(iterator)
            var xOffset: Int32 = 0
            var node = pango_layout_iter_get_line_readonly(iterator).pointee.runs
            while let list = node {
                let item = list.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
                guard let run = ShapedText.run(item, x: logical.x + xOffset + item.start_x_offset, y: baseline - item.y_offset) else {
                    for run in runs { cairo_scaled_font_destroy(run.font) }
                    return nil
                }
                runs.append(run)
                xOffset += item.start_x_offset + pango_glyph_string_get_width(item.glyphs) + item.end_x_offset
                node = list.pointee.next
            }
        } while pango_layout_iter_next_line(iterator) != 0
        self.runs = runs
    }

    private static func run(_ item: PangoGlyphItem, x: Int32, y: Int32) -> Run? {
        let analysis = item.item.pointee.analysis
        guard analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_CENTERED_BASELINE) == 0, let font = analysis.font,
            let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)), cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS
        else { return nil }
        let string = item.glyphs.pointee
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(Int(string.num_glyphs))
        var advance: Int32 = 0
        for info in UnsafeBufferPointer(start: string.glyphs, count: Int(string.num_glyphs)) {
            if info.glyph & unknownFlag != 0 {
                guard info.glyph == emptyGlyph || info.glyph == 0x20 | unknownFlag else { return nil }
            } else {
                glyphs.append(Glyph(index: info.glyph, x: advance + info.geometry.x_offset, y: info.geometry.y_offset))
            }
            advance += info.geometry.width
        }
        return Run(font: cairo_scaled_font_reference(scaled), x: x, y: y, glyphs: glyphs)
    }

    deinit { for run in runs { cairo_scaled_font_destroy(run.font) } }

    /// Draws with the logical box's top-left corner at `origin`, as `pango_cairo_show_layout`
    /// would from there.
    func draw(on cr: OpaquePointer, at origin: Point, color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cr, drawable(origin.x), drawable(origin.y))
        var (x, y) = (0.0, 0.0)
        cairo_get_current_point(cr, &x, &y)  // as Pango reads it: back from device space
        let scale = Double(PANGO_SCALE)
        for run in runs {
            let (baseX, baseY) = (x + Double(run.x) / scale, y + Double(run.y) / scale)
            var glyphs = run.glyphs.map { glyph in
                cairo_glyph_t(
                    index: UInt(glyph.index), x: baseX + Double(glyph.x) / scale, y: glyph.y == 0 ? baseY : baseY + Double(glyph.y) / scale)
            }
            cairo_save(cr)
            cairo_set_scaled_font(cr, run.font)
            cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
            cairo_restore(cr)
        }
        cairo_move_to(cr, x, y)
    }
}

/// The text of a drawing shaped once on the calling thread, for painting on any (see
/// `ShapedText`). A text missing here is drawn by Pango.
struct ShapedTexts: @unchecked Sendable {
    struct Key: Hashable {
        var text: String
        var font: Font
        var maxWidth: Double?
    }

    private var texts: [Key: ShapedText] = [:]

    /// Shapes every text of `drawing` on `canvas` (one of the scale it will be painted at), but
    /// those `known` already: shaped when the drawing was composed and its text measured on a
    /// canvas like this one (`CanvasTextMeasurer`), nil where Pango must draw them.
    init(_ drawing: Drawing, on canvas: Canvas, known: [Key: ShapedText?] = [:]) {
        func collect(_ primitives: [Primitive]) {
            for primitive in primitives {
                switch primitive {
                case .text(let run):
                    let key = Key(text: run.text, font: run.font, maxWidth: run.maxWidth)
                    guard texts[key] == nil else { continue }
                    if let shaped = known[key] ?? canvas.text(run.text, font: run.font, maxWidth: run.maxWidth).shaped() { texts[key] = shaped }
                case .clip(_, let children), .scale(_, _, let children), .opacity(_, let children): collect(children)
                case .fill, .stroke, .hatch: continue
                }
            }
        }
        collect(drawing.primitives)
    }

    func text(_ run: TextRun) -> ShapedText? { texts[Key(text: run.text, font: run.font, maxWidth: run.maxWidth)] }
}
