import CBezelCairo
import CBezelPangoCairo
import BezelDrawing
import BezelGeometry

extension Fonts {
    /// The logical width of one line of `text` in `font`, in points, from a context with the
    /// pinned font options and no device transform: what a layout engine sizes labels with
    /// (unrounded; rounding is the layout's rule).
    public static func logicalWidth(of text: String, font: Font) -> Double {
        MeasuredSizes.size(MeasuredSizes.Key(text: text, font: font, maxWidth: nil, output: .logical)) {
            Size(width: measureLogicalWidth(of: text, font: font), height: 0)
        }.width
    }

    private static func measureLogicalWidth(of text: String, font: Font) -> Double {
        let fontMap = FontStart.fontMap()
        let context = pango_font_map_create_context(fontMap)!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let options = makeFontOptions()
        defer { cairo_font_options_destroy(options) }
        pango_cairo_context_set_font_options(context, options)
        let layout = makeLayout(context, font: font)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, text, -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.width) / Double(PANGO_SCALE)
    }
}
