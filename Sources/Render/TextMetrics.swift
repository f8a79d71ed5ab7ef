import CCairo
import CPangoCairo
import Devices
import Layout

/// Bar text measured with Pango in Inter (which stands in for SF Pro), with the same pinned font
/// options as drawing, so layout and pictures agree. Widths are rounded up to whole points, as
/// UIKit rounds a label's fitting size.
public struct PangoTextMetrics: TextMeasuring {
    public init() {}

    public func width(of text: String, font: TextFont) -> Double {
        let fontMap = pango_cairo_font_map_get_default()
        let context = pango_font_map_create_context(fontMap)!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let options = Fonts.makeFontOptions()
        defer { cairo_font_options_destroy(options) }
        pango_cairo_context_set_font_options(context, options)
        let layout = Fonts.makeLayout(context, font: font)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, text, -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return (Double(logical.width) / Double(PANGO_SCALE)).rounded(.up)
    }

    public var confidence: Confidence { .inferred }
    public var basis: String { "text widths measured in Inter, which stands in for SF Pro" }
}

extension ScreenMetrics {
    /// The standard figures with bar text measured by Pango.
    public static var measured: ScreenMetrics {
        var metrics = ScreenMetrics.standard
        metrics.text = PangoTextMetrics()
        return metrics
    }
}
