import BezelDevices

/// The figures of `UISplitViewController`'s columns, each with its confidence and basis
/// (SPLIT5: the classic implementation's `_primaryColumnWidthForSize:isCompact:` read from the
/// iOS 26.1 UIKitCore; SPLIT6: the column view controller's border). The figures the research
/// did not find are named estimates here.
struct SplitMetrics {
    static let standard = SplitMetrics()

    /// The automatic primary width is this fraction of the split view's width, rounded up.
    var primaryFraction = BarFigure(0.4, .confirmed, "0.4 of the width (SPLIT5, SPLIT8, SPLIT10)")
    /// The default maximum primary width when both of the split view's sides are ≤ 1210 pt.
    var primaryMaximum = BarFigure(320, .confirmed, "maximum 320 (SPLIT5, SPLIT7, SPLIT8)")
    /// The default maximum when a side is longer than 1210 pt (12.9- and 13-inch iPads).
    var wideScreenPrimaryMaximum = BarFigure(375, .confirmed, "maximum 375 when a side > 1210 (SPLIT5, SPLIT8)")
    var wideScreenSide = 1210.0
    /// iOS 14+ column styles add the leading safe-area inset to the maximum.
    var columnStyleAddsLeadingInset = BarFigure(
        1, .single, "the column styles' maximum primary width adds the leading safe-area inset (SPLIT5)")
    /// The column separator: one pixel (1 / scale).
    var separatorPixels = BarFigure(1, .single, "1-pixel UIPanelBorderView between columns (SPLIT6)")
    /// Not found: the classic style's gutter. Drawn as the column styles' pixel.
    var classicGutterPixels = BarFigure(1, .estimate, "classic split view gutter not found: 1 pixel, as the column styles' border")
    /// Not found: the supplementary column's default width. The primary's rule is reused.
    var supplementary = BarFigure(
        0.4, .estimate, "default supplementary width not found: the primary's rule (0.4 of the width, capped at 320/375) reused")
    /// Not found: the automatic display mode per size. Every column is drawn side by side.
    var displayMode = BarFigure(
        0, .estimate, "automatic display mode per iPad size not found: every column tiled side by side (twoBesideSecondary)")
    /// Compact width collapses to one column; UIKit's default top column is the secondary.
    var collapsed = BarFigure(
        0, .single, "compact width collapses to one column (SPLIT9, SPLIT10); Bezel shows the secondary, the default top column")
}
