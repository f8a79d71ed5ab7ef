import CBezelCairo
import CBezelGraphics
import CBezelPangoCairo
import BezelDrawing

/// Text is set in Inter, which stands in for SF Pro (Apple-licensed, not available on Linux) and
/// has very close metrics. Without the font, fontconfig silently substitutes DejaVu Sans, which
/// would shift every label; so Bezel checks the resolved family before it draws anything.
public enum Fonts {
    public static let family = "Inter"

    /// Fails with a clear message unless the graphics libraries load and "Inter" resolves to
    /// Inter itself.
    public static func verify() throws {
        if let problem = librariesProblem { throw RenderError.librariesMissing(problem) }
        if let problem = interProblem { throw RenderError.fontMissing(problem) }
    }

    /// Checked once per process: nil when Cairo, Pango and the libraries under them load
    /// (CBezelGraphics loads them on first use), otherwise what is missing.
    private static let librariesProblem: String? = bezel_graphics_load().map { String(cString: $0) }

    /// Checked once per process: nil when Inter resolves, otherwise what it resolved to.
    private static let interProblem: String? = {
        let resolved = resolvedFamily(of: family)
        guard resolved != family else { return nil }
        return "the font family \"\(family)\" resolves to \"\(resolved ?? "nothing")\"; install the fonts-inter package (make setup does)"
    }()

    /// The family fontconfig and Pango actually pick for a requested family.
    public static func resolvedFamily(of requested: String) -> String? {
        let fontMap = FontStart.fontMap()
        let context = pango_font_map_create_context(fontMap)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = pango_font_description_from_string("\(requested) 17")
        defer { pango_font_description_free(description) }
        guard let font = pango_font_map_load_font(fontMap, context, description) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        let described = pango_font_describe(font)
        defer { pango_font_description_free(described) }
        guard let name = pango_font_description_get_family(described) else { return nil }
        return String(cString: name)
    }

    /// A Pango layout in Inter at `font`'s size (points) and weight; the caller owns it.
    static func makeLayout(_ context: OpaquePointer, font: Font) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        return layout
    }

    /// How many characters of `text` no installed font can draw (Pango's unknown glyphs): 0 when
    /// fallback covers it, e.g. Chinese, Japanese and Korean through WenQuanYi Micro Hei.
    public static func missingGlyphCount(_ text: String) -> Int {
        let fontMap = FontStart.fontMap()
        let context = pango_font_map_create_context(fontMap)!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_from_string("\(family) 17")
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        return Int(pango_layout_get_unknown_glyphs_count(layout))
    }

    /// Cairo font options pinned so text renders identically everywhere: grey antialiasing, no
    /// hinting, unhinted metrics (CAIRO §7).
    static func makeFontOptions() -> OpaquePointer {
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        return options
    }
}

public enum RenderError: Error, Equatable, CustomStringConvertible {
    case fontMissing(String)
    /// Cairo, Pango or a library under them cannot be loaded.
    case librariesMissing(String)
    case cairo(String)
    /// The figure is larger than a picture may be: bad input, not a fault of the environment.
    case tooLarge(String)

    public var description: String {
        switch self {
        case .fontMissing(let message), .librariesMissing(let message): message
        case .cairo(let message): "drawing failed: \(message)"
        case .tooLarge(let message): message
        }
    }
}
