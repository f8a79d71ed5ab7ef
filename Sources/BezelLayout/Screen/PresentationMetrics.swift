import BezelDevices
import BezelGeometry

/// Figures of modal presentations, from the presentations research note (PRESENT: the § numbers
/// are its sections; CHARON, OUK-DET, OUK-PRES, CYCRIPT and the rest resolve in docs/sources.md).
/// The figures the note marks as disputed (⚠) or not found are named parameters here with the
/// better-supported default; each function returns its figure with its confidence, and the
/// layout lists those below single-source confidence among the screen's uncertain figures.
public struct PresentationMetrics: Sendable {
    /// The card's gap below the window's safe-area top on iOS 13–18 (`topOffset` of
    /// `_UISheetPresentationMetrics`, read from the iOS 16.0 binary: CHARON; PRESENT §1.1).
    public var sheetTopOffset = 10.0
    /// The same gap on iOS 26: 0, measured on an iOS 26.1 simulator (OUK-DET, OUK-PRES) against
    /// CHARON's 10 (PRESENT §5 item 1).
    public var ios26SheetTopOffset = 0.0
    /// The card's top corner radius on iOS 26: a circular fit to one screenshot (OUK-PRES).
    public var ios26SheetCornerRadius = 37.7
    /// How far an iOS 26 sheet below its largest detent floats from the sides and bottom: 8
    /// measured once on iOS 26.1 (OUK-DET).
    public var ios26FloatingInset = 8.0
    /// The scaled-back presenting view's corner radius: CHARON 10, Flutter 12 (PRESENT §1.4).
    public var presentingCornerRadius = 10.0
    /// `UINavigationBar` height inside an iPad form or page sheet: 56 inferred from Hacknicity's
    /// iPadOS 16 beta deltas vs 70 in GK (PRESENT §1.2, §5 item 5).
    public var padSheetNavigationBarHeight = 56.0
    /// `UINavigationBar` height inside an iOS 26 card: GK's non-full-screen figure (CHROME §2.1).
    public var ios26SheetNavigationBarHeight = 70.0
    /// iPad form sheet on iPadOS 16+: "slightly bigger" than 540 × 620, size not found (HACK16).
    public var modernFormSheetSize = Size(width: 540, height: 620)
    /// Popover content size and arrow height: not found (PRESENT §2, §6).
    public var popoverSize = Size(width: 320, height: 480)
    /// iPad sheet and popover corners: the iPhone sheet metrics' 10 (CHARON), not checked on iPad.
    public var padCornerRadius = 10.0
    public var popoverArrowHeight = 13.0

    public init() {}

    public static let standard = PresentationMetrics()

    /// The card's top edge in window coordinates at the large detent (PRESENT §1.1): the safe
    /// top + 10 on Face ID phones, + 2 × 10 on home-button phones (40 on 375 × 667), the safe
    /// top itself on iOS 26.
    func cardTop(_ device: Device, os: OSVersion, safeTop: Double) -> BarFigure {
        if device.homeIndicator == nil {
            let confidence: Confidence = os >= .ios26 ? .estimate : .confirmed
            return BarFigure(
                safeTop + 2 * sheetTopOffset, confidence, "CHARON rule and CYCRIPT dump: UIDropShadowView at y 40 on 375 × 667")
        }
        if os >= .ios26 {
            return BarFigure(
                safeTop + ios26SheetTopOffset, .single, "measured on iOS 26.1: the large sheet starts at the safe top (OUK-DET)")
        }
        return BarFigure(safeTop + sheetTopOffset, .inferred, "CHARON's iOS 16.0 rule, safe top + 10; no iOS 13–18 Face ID frame measured")
    }

    /// The card's top corner radius (PRESENT §1.3).
    func cardCornerRadius(os: OSVersion) -> BarFigure {
        if os >= .ios26 { return BarFigure(ios26SheetCornerRadius, .estimate, "fitted to one iOS 26.1 screenshot (OUK-PRES)") }
        if os >= .ios15 { return BarFigure(10, .single, "`_UISheetPresentationMetrics` cornerRadius 10 in iOS 16.0 (CHARON)") }
        return BarFigure(10, .estimate, "iOS 13–14 assumed equal to the iOS 16.0 value (CHARON)")
    }

    /// The presenting view's scale at one sheet's depth: 1 − 2m / W with the content margin m
    /// 16 up to 393 pt wide and 20 above (CHARON `_UISheetLayoutInfo -_transform`; PRESENT §1.4).
    func presentingScale(width: Double) -> BarFigure {
        let margin = width <= 393 ? 16.0 : 20.0
        return BarFigure(
            1 - 2 * margin / width, .inferred, "CHARON formula 1 − 2·\(Int(margin))/W; Flutter and Ionic mimics give 0.915–0.93")
    }

    /// The largest detent value: the large frame's height less the bottom safe area (PRESENT §1.5;
    /// CHARON `maximumDetentValue`, OUK-DET 759 = 852 − 59 − 34).
    func maximumDetent(height: Double, cardTop: Double, safeBottom: Double) -> Double {
        height - cardTop - safeBottom
    }

    /// `.medium()`: 0.56 of the largest value on screens taller than 568, 0.63 on the others
    /// (CHARON constants; OUK-DET 759 × 0.56 = 425).
    func mediumDetent(maximum: Double, screenHeight: Double) -> Double {
        maximum * (screenHeight > 568 ? 0.56 : 0.63)
    }

    /// The navigation bar inside a sheet (PRESENT §1.2): 56 on iPhone from iOS 13 (CYCRIPT,
    /// RNN#5730, GK), the estimates above on iPad and iOS 26.
    func sheetNavigationBarHeight(_ device: Device, os: OSVersion) -> BarFigure {
        if device.family == .ipad {
            return BarFigure(padSheetNavigationBarHeight, .estimate, "iPad sheet bar: 56 inferred from HACK16's deltas, GK says 70")
        }
        if os >= .ios26 { return BarFigure(ios26SheetNavigationBarHeight, .estimate, "GK's non-full-screen height; not measured") }
        return BarFigure(56, .confirmed, "CYCRIPT dump, RNN#5730, GK: 56 in a sheet, content row at y 6")
    }

    /// iPad form sheet size (PRESENT §2): 540 × 620 up to iOS 15, larger but unmeasured from 16.
    func formSheetSize(os: OSVersion) -> (Size, BarFigure) {
        if os >= .ios16 {
            return (
                modernFormSheetSize,
                BarFigure(modernFormSheetSize.width, .estimate, "iPadOS 16 made form sheets bigger; size not found (HACK16)")
            )
        }
        return (Size(width: 540, height: 620), BarFigure(540, .confirmed, "540 × 620 hard-coded by many libraries; not published by Apple"))
    }
}
