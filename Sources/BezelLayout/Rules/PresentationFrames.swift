import BezelDevices
import BezelGeometry

/// Where a presented controller goes (PRESENT §1.1, §1.5, §2; CHARON, OUK-DET, CYCRIPT): the
/// card's frame per detent on iPhone, the iPad form and page sheets, the popover, all in window
/// coordinates.
struct PresentationGeometry {
    /// The sheet (`UIDropShadowView`) or popover view; the window for full-screen styles.
    var frame: Rect
    /// The presented controller's view.
    var content: Rect
    var cornerRadius: Double?
    /// The dimming view's black opacity; nil: no dimming view.
    var dimming: Double?
    /// The presenting view is scaled back (a card at its large detent).
    var scalesPresenting: Bool
    var navigationBarHeight: BarFigure
    /// The sheet's own transform (the iOS 26 floating card).
    var transform: ViewTransform? = nil
    /// A popover's arrow box (window coordinates).
    var arrow: Rect? = nil
}

func presentationGeometry(_ style: ResolvedPresentation, spec: PresentationSpec, in context: AppContext) -> RuleOutput<PresentationGeometry>
{
    let bounds = context.bounds
    // The taller sheet bar came with the iOS 13 sheets; before, a sheet's bar is the standard one.
    let bar =
        context.os >= .ios13
        ? context.metrics.presentation.sheetNavigationBarHeight(context.device, os: context.designOS)
        : context.metrics.navigationBarHeight(context.device, os: context.designOS, sdk: context.sdk, orientation: context.orientation)
    switch style {
    case .fullScreen, .overFullScreen:
        let whole = PresentationGeometry(
            frame: bounds, content: bounds, cornerRadius: nil, dimming: nil, scalesPresenting: false, navigationBarHeight: bar)
        return RuleOutput(value: whole)
    case .card: return cardGeometry(spec, bar: bar, in: context)
    case .padSheet: return padSheetGeometry(spec, bar: bar, in: context)
    case .popover: return popoverGeometry(spec, in: context)
    }
}

/// The iPhone card (PRESENT §1.1, §1.5): from the large top to the screen's bottom edge, or for
/// a smaller detent `value + safe bottom` tall; the medium detent is 0.56 (0.63) of the largest.
func cardGeometry(_ spec: PresentationSpec, bar: BarFigure, in context: AppContext) -> RuleOutput<PresentationGeometry> {
    let metrics = context.metrics.presentation
    let bounds = context.bounds
    let safe = context.windowSafe
    var report = Diagnostics()
    let top = metrics.cardTop(context.device, os: context.os, safeTop: safe.top)
    report.note("sheet top", top)
    let maximum = metrics.maximumDetent(height: bounds.height, cardTop: top.value, safeBottom: safe.bottom)
    var value = maximum
    switch spec.detent {
    case .medium? where context.os >= .ios15: value = metrics.mediumDetent(maximum: maximum, screenHeight: bounds.height)
    case .custom(let height)? where context.os >= .ios16: value = min(max(0, height), maximum)
    default: break
    }
    let large = value >= maximum
    if !large {
        report.note(
            "presenting view below a smaller detent", BarFigure(1, .estimate, "not scaled back until the sheet reaches the large detent"))
    }
    let y = large ? top.value : bounds.height - safe.bottom - value
    let frame = Rect(x: 0, y: y, width: bounds.width, height: bounds.height - y)
    let radius = metrics.cardCornerRadius(os: context.os)
    report.note("sheet corner radius", radius)
    var geometry = PresentationGeometry(
        frame: frame, content: frame, cornerRadius: radius.value, dimming: 0.2, scalesPresenting: large, navigationBarHeight: bar)
    if !large && context.os >= .ios26 {
        geometry.transform = floatingCard(frame, screenHeight: bounds.height, inset: metrics.ios26FloatingInset)
        report.note(
            "iOS 26 floating sheet",
            BarFigure(metrics.ios26FloatingInset, .single, "smaller detents scaled by (W − 16)/W, 8 from the sides and bottom (OUK-DET)"))
    }
    return RuleOutput(value: geometry, diagnostics: report)
}

/// iOS 26 draws a sheet below its largest detent as a floating card: the same frame scaled by
/// (W − 2·inset)/W so it stands `inset` from the sides, its bottom `inset` above the screen's
/// (OUK-DET: 377/393 = 0.9593; very small detents are inset more, not modelled).
func floatingCard(_ frame: Rect, screenHeight: Double, inset: Double) -> ViewTransform {
    let scale = (frame.width - 2 * inset) / frame.width
    let bottom = frame.midY + frame.height * scale / 2
    return ViewTransform(scale: scale, translation: Point(x: 0, y: screenHeight - inset - bottom))
}

/// iPad form and page sheets (PRESENT §2): a 540 × 620 form sheet centred; a page sheet as wide
/// as the portrait screen, from below the status bar to the bottom (openradar 17950846; the
/// iOS 13+ frame is not found, so the same rule stands as an estimate). `automatic` is a page
/// sheet until iOS 17 and a form sheet from iOS 18 (RNS).
func padSheetGeometry(_ spec: PresentationSpec, bar: BarFigure, in context: AppContext) -> RuleOutput<PresentationGeometry> {
    let metrics = context.metrics.presentation
    let bounds = context.bounds
    var report = Diagnostics()
    let form = spec.style == .formSheet || (spec.style == .automatic && context.os >= .ios18)
    let frame: Rect
    if form {
        let (size, figure) = metrics.formSheetSize(os: context.os)
        report.note("form sheet size", figure)
        frame = Rect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    } else {
        let width = min(bounds.width, bounds.height)
        let top = max(context.statusBarHeight, context.windowSafe.top)
        report.note(
            "page sheet frame",
            BarFigure(
                width, context.os >= .ios13 ? .estimate : .inferred,
                "portrait screen width below the status bar (openradar 17950846); iOS 13+ frame not found"))
        frame = Rect(x: (bounds.width - width) / 2, y: top, width: width, height: bounds.height - top)
    }
    report.note(
        "iPad sheet corner radius",
        BarFigure(
            metrics.padCornerRadius, context.os >= .ios13 ? .inferred : .estimate,
            "the iPhone sheet metrics' 10 (CHARON); not verified on iPad"))
    let geometry = PresentationGeometry(
        frame: frame, content: frame, cornerRadius: metrics.padCornerRadius, dimming: 0.2, scalesPresenting: false, navigationBarHeight: bar
    )
    return RuleOutput(value: geometry, diagnostics: report)
}

/// An iPad popover (PRESENT §2, §6: size and arrow not found, so both are estimates): the
/// content below its source rectangle with the arrow strip above it (or above the source with
/// the arrow below), kept inside the window; the dimming view is clear.
func popoverGeometry(_ spec: PresentationSpec, in context: AppContext) -> RuleOutput<PresentationGeometry> {
    let metrics = context.metrics.presentation
    let bounds = context.bounds
    let size = metrics.popoverSize
    let arrow = metrics.popoverArrowHeight
    let source = spec.sourceRect ?? Rect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
    var report = Diagnostics()
    report.note("popover size", BarFigure(size.width, .estimate, "320 × 480 with a 13 pt arrow: common defaults, not found in UIKit"))
    let below = spec.arrowDirection == .up || (spec.arrowDirection == .any && bounds.maxY - source.maxY >= size.height + arrow)
    let x = min(max(context.windowSafe.left + 10, source.midX - size.width / 2), bounds.width - size.width - 10)
    let frame = Rect(x: x, y: below ? source.maxY : source.minY - size.height - arrow, width: size.width, height: size.height + arrow)
    let content = Rect(x: x, y: below ? frame.minY + arrow : frame.minY, width: size.width, height: size.height)
    let bar = context.metrics.navigationBarHeight(context.device, os: context.designOS, sdk: context.sdk, orientation: context.orientation)
    var geometry = PresentationGeometry(
        frame: frame, content: content, cornerRadius: metrics.padCornerRadius, dimming: 0, scalesPresenting: false, navigationBarHeight: bar
    )
    // The arrow points at the source's centre, kept clear of the rounded corners.
    let tip = min(max(source.midX, x + metrics.padCornerRadius + arrow), x + size.width - metrics.padCornerRadius - arrow)
    geometry.arrow = Rect(x: tip - arrow, y: below ? frame.minY : content.maxY, width: 2 * arrow, height: arrow)
    return RuleOutput(value: geometry, diagnostics: report)
}
