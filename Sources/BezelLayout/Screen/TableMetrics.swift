import BezelDevices
import BezelDrawing

/// Table view and cell figures (CONTROLS §10; LBM36, LBM39, LBM40 for the iOS 7–9 cell dumps). Rows are 44
/// everywhere that is measured; most cell-internal spacings are single-source or estimates and
/// are named here, with their basis, so explain can flag them.
public struct TableMetrics: Sendable {
    /// `rowHeight`'s default (CTL29, CTL39, CTL74).
    public var rowHeight = 44.0
    /// A self-sizing cell's content view margins above and below its labels (not measured; the
    /// row never goes below `rowHeight`).
    public var selfSizingVerticalMargin = 11.0
    /// Above and below a cell's image when it is what sizes the row (not measured; Settings'
    /// 29 pt icons sit in 44 pt rows).
    public var selfSizingImageMargin = 6.0
    /// Between a cell's image and its text (CONTROLS §10.6: "15–16", not measured).
    public var imageToText = 15.0
    /// The disclosure chevron (LBM36: 8 × 12.5 on iOS 7) and how far the accessory sits from the
    /// cell's trailing edge (15, LBM36); the content view ends this far before the accessory
    /// (320 → 286 with a chevron on iOS 8–9: 34 = 15 + 8 + 11, LBM39, LBM40).
    public var chevronSize = (width: 8.0, height: 12.5)
    public var accessoryTrailing = 15.0
    public var accessoryGap = 11.0
    /// The checkmark glyph (≈ 14 × 11, not measured) and the detail button (22 × 22, CTL19).
    public var checkmarkSize = (width: 14.0, height: 11.0)
    public var detailButtonSide = 22.0
    /// Between a value cell's text and detail (CTL1: 8 on iOS 27), and between accessory parts.
    public var valueGap = 8.0
    /// The width of a value2 cell's right-aligned text column (not measured).
    public var value2TextWidth = 67.0
    /// Inset-grouped cards' corner radius from iOS 13 (CTL30).
    public var insetGroupedCornerRadius = 10.0
    /// A grouped section header with a title: 38 tall, its label's bottom 7 above the rows
    /// (CTL29); 18 without a title (CTL40); 35 above the first section without one (CTL41).
    public var groupedTitledHeader = 38.0
    public var groupedUntitledHeader = 18.0
    public var groupedFirstUntitledHeader = 35.0
    public var groupedHeaderLabelBottom = 7.0
    /// A grouped footer's text starts 7 below the rows and ends 11 above what follows; without
    /// text the footer is 18 (CTL29, CTL40; CTL1 measured 7.67 on iOS 27).
    public var footerTextTop = 7.0
    public var footerTextBottom = 11.0
    public var groupedUntitledFooter = 18.0
    /// A plain section header with a title: 28 tall before iOS 15 (not measured), plus the
    /// `sectionHeaderTopPadding` UIKit adds from iOS 15 (22 is what apps set to match it; CTL42).
    public var plainHeader = 28.0
    public var plainHeaderTopPadding = 22.0

    public init() {}

    /// The figures a table rests on, as uncertain figures for explain.
    func figures(_ spec: TableSpec, os: OSVersion) -> [(String, BarFigure)] {
        var figures: [(String, BarFigure)] = [
            ("cell accessory spacing", BarFigure(accessoryTrailing, .single, "LBM36, LBM39: iOS 7–9 dumps (chevron 8 × 12.5, 15 from the edge)"))
        ]
        if os >= .ios11 && spec.rowHeight == nil {
            figures.append(("self-sizing row height", BarFigure(selfSizingVerticalMargin, .estimate, "cell margins of 11 above and below assumed")))
        }
        switch spec.style {
        case .plain:
            if spec.sections.contains(where: { $0.header != nil }) {
                figures.append(("plain section header", BarFigure(plainHeader, .estimate, "28 from tutorial code; + 22 from iOS 15 (CTL42)")))
            }
        case .grouped, .insetGrouped:
            figures.append(("grouped section spacing", BarFigure(groupedTitledHeader, .single, "CTL29, CTL40, CTL41")))
        }
        return figures
    }

    /// A cell's text and detail fonts and colours by style (CONTROLS §10.3): the text in the
    /// body size; the subtitle's detail 12 (LBM42, CTL79); value1's detail 17 secondary; value2's
    /// text 12 in the tint and detail 15 (estimates).
    func fonts(_ style: CellSpec.Style) -> (text: TextFont, detail: TextFont) {
        switch style {
        case .default, .value1: (TextFont(size: 17), TextFont(size: 17))
        case .subtitle: (TextFont(size: 17), TextFont(size: 12))
        case .value2: (TextFont(size: 12), TextFont(size: 15))
        }
    }
}
