import BezelDevices
import BezelDrawing
import BezelLayout
import BezelRender

/// Bar text measured with Pango in Inter (which stands in for SF Pro), with the same pinned font
/// options as drawing, so layout and pictures agree. Widths are rounded up to whole points, as
/// UIKit rounds a label's fitting size.
public struct PangoTextMetrics: TextMeasuring {
    public init() {}

    public func width(of text: String, font: TextFont) -> Double {
        Fonts.logicalWidth(of: text, font: font).rounded(.up)
    }

    public func exactWidth(of text: String, font: TextFont) -> Double {
        Fonts.logicalWidth(of: text, font: font)
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
