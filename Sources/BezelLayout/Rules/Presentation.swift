import BezelDevices
import BezelGeometry

/// Modal presentation (PRESENT §1, §2; CHARON, OUK-DET, OUK-PRES, CYCRIPT, HACK13): UIKit adds
/// a `UITransitionView` to the window holding a `UIDimmingView` (three times the window, centred)
/// and a `UIDropShadowView` with the presented controller's view. An iOS 13+ card scales the
/// presenting view back and rounds its corners; a full-screen presentation removes it.

/// What a presented controller's navigation bar reads inside a sheet or popover.
struct SheetChrome {
    /// The sheet's top edge in window coordinates (where its navigation bar starts).
    var top: Double
    var navigationBarHeight: BarFigure
}

/// The window with `spec`'s controller presented over its root controller (nil: unchanged).
func presentingModally(_ spec: PresentationSpec?, over window: RuleOutput<ViewNode>, in context: AppContext) -> RuleOutput<ViewNode> {
    guard let spec else { return window }
    var report = window.diagnostics
    // 1. The style UIKit adapts the requested one to on this device and iOS version.
    let style = report.take(resolvedPresentation(spec, in: context))
    // 2. Where the presented view goes, its corners and the dimming behind it.
    let geometry = report.take(presentationGeometry(style, spec: spec, in: context))
    // 3. The presenting view: removed, left, or scaled back behind a card.
    var root = window.value
    root.children = report.take(presentingViews(root.children, style: style, geometry: geometry, in: context))
    // 4. The transition view with the dimming, the sheet and the presented controller's view.
    root.children.append(report.take(transitionView(spec, style: style, geometry: geometry, window: root, in: context)))
    return RuleOutput(value: root, diagnostics: report)
}

/// The style a presentation ends up with (PRESENT §1.6, §1.7, §2): before iOS 13 every sheet
/// and popover on iPhone is full screen, as is `automatic`; from iOS 13 they are cards, except in
/// compact height where they are forced full screen. On iPad `automatic` is a page sheet from
/// iOS 13 and a form sheet from iOS 18 (RNS). An app built before the iOS 13 SDK keeps the
/// iOS 12 presentations on iOS 13 and later (HACK13).
func resolvedPresentation(_ spec: PresentationSpec, in context: AppContext) -> RuleOutput<ResolvedPresentation> {
    let cards = context.linked(onOrAfter: .ios13)
    let pad = context.device.family == .ipad
    var report = Diagnostics()
    report.notes += presentationNotes(spec, in: context)
    switch spec.style {
    case .fullScreen: return RuleOutput(value: .fullScreen, diagnostics: report)
    case .overFullScreen: return RuleOutput(value: .overFullScreen, diagnostics: report)
    case .automatic where !cards: return RuleOutput(value: .fullScreen, diagnostics: report)
    default: break
    }
    if pad { return RuleOutput(value: spec.style == .popover ? .popover : .padSheet, diagnostics: report) }
    if !cards {
        let why = context.os < .ios13 ? "before iOS 13" : "in an app built before the iOS 13 SDK"
        report.notes.append("presented: a \(spec.style.rawValue) is full screen on iPhone \(why) (a card from iOS 13)")
        return RuleOutput(value: .fullScreen, diagnostics: report)
    }
    guard context.verticalSizeClass == .compact else { return RuleOutput(value: .card, diagnostics: report) }
    report.notes.append("presented: a \(spec.style.rawValue) is forced full screen in compact height")
    if context.device.widthClass(context.orientation) == .regular {
        report.note(
            "sheet in regular-width landscape",
            BarFigure(0, .estimate, "Plus and Max phones in landscape: CHARON models compact width only; drawn full screen"))
    }
    return RuleOutput(value: .fullScreen, diagnostics: report)
}

/// What UIKit ignores of what the scene asks on this device and version (the decoder rejects a
/// request no listed version could honour).
func presentationNotes(_ spec: PresentationSpec, in context: AppContext) -> [String] {
    let os = context.os
    var notes: [String] = []
    if spec.detent != nil && os < .ios15 {
        notes.append("presented.detent: sheet detents need iOS 15 (UISheetPresentationController); ignored on \(os.rawValue)")
    } else if case .custom = spec.detent, os < .ios16 {
        notes.append("presented.detent: custom detents need iOS 16; \(os.rawValue) shows the large detent")
    }
    if spec.grabber && os < .ios15 { notes.append("presented.grabber: prefersGrabberVisible needs iOS 15; no grabber on \(os.rawValue)") }
    if context.device.family == .ipad && os >= .ios15 && (spec.detent != nil || spec.grabber) {
        notes.append("presented: detents and the grabber apply to sheets in compact width; an iPad sheet shows its full size")
    }
    if spec.style == .popover && context.device.family == .iphone && (spec.sourceRect != nil || spec.arrowDirection != .any) {
        notes.append("presented: a popover on iPhone adapts to a sheet (full screen before iOS 13): no arrow, source rect unused")
    }
    return notes
}

/// The presenting view as the presentation leaves it: removed under a full-screen one, scaled
/// back with rounded corners behind a card at its large detent (PRESENT §1.4), else unchanged.
func presentingViews(
    _ views: [ViewNode], style: ResolvedPresentation, geometry: PresentationGeometry, in context: AppContext
) -> RuleOutput<[ViewNode]> {
    if style == .fullScreen { return RuleOutput(value: []) }
    guard style == .card, geometry.scalesPresenting else { return RuleOutput(value: views) }
    var report = Diagnostics()
    let scale = context.metrics.presentation.presentingScale(width: context.bounds.width)
    report.note("presenting view scale", scale)
    report.note(
        "presenting view top",
        BarFigure(
            geometry.frame.minY - 10, context.os >= .ios26 ? .estimate : .inferred,
            "the card's top − 10, from CHARON's translation term (iOS 26 not measured)"))
    let scaled = views.map { view -> ViewNode in
        var node = view
        let visualTop = geometry.frame.minY - 10
        let scaledTop = view.windowFrame.midY - view.windowFrame.height * scale.value / 2
        node.transform = ViewTransform(scale: scale.value, translation: Point(x: 0, y: visualTop - scaledTop))
        node.cornerRadius = context.metrics.presentation.presentingCornerRadius
        node.clipsToBounds = true
        return node
    }
    return RuleOutput(value: scaled, diagnostics: report)
}

/// The `UITransitionView` UIKit adds for the presentation: the dimming view under the sheet
/// (none for full-screen styles), the `UIDropShadowView` holding the presented controller's
/// view, and the grabber on top.
func transitionView(
    _ spec: PresentationSpec, style: ResolvedPresentation, geometry: PresentationGeometry, window: ViewNode, in context: AppContext
) -> RuleOutput<ViewNode> {
    let bounds = context.bounds
    var transition = context.plainNode(.transitionView, frame: bounds, in: window)
    var report = Diagnostics()
    var children: [ViewNode] = []
    if let alpha = geometry.dimming {
        let frame = Rect(x: -bounds.width, y: -bounds.height, width: 3 * bounds.width, height: 3 * bounds.height)
        var dimming = context.plainNode(.dimmingView, frame: frame, in: transition)
        dimming.dimming = alpha
        children.append(dimming)
    }
    let fills = style == .fullScreen || style == .overFullScreen
    var holder =
        fills ? transition : context.plainNode(style == .popover ? .popoverView : .dropShadowView, frame: geometry.frame, in: transition)
    holder.cornerRadius = geometry.cornerRadius
    holder.transform = geometry.transform
    holder.arrow = geometry.arrow
    var sheetContext = context
    if !fills { sheetContext.sheet = SheetChrome(top: geometry.content.minY, navigationBarHeight: geometry.navigationBarHeight) }
    let content = geometry.content.offsetBy(dx: -holder.windowFrame.minX, dy: -holder.windowFrame.minY)
    let slot = ControllerSlot(frame: content, parent: ParentInfo(holder), obstructions: Obstructions())
    var shown = report.take(layoutController(spec.controller, slot: slot, inContainer: false, in: sheetContext))
    shown.clipsToBounds = shown.clipsToBounds || !fills
    if fills {
        children.append(shown)
    } else {
        holder.children = sheetDecorations(holder, style: style, geometry: geometry, spec: spec, shown: shown, in: context)
        children.append(holder)
    }
    transition.children = children
    return RuleOutput(value: transition, diagnostics: report)
}

/// Inside a card's `UIDropShadowView`: the shadow (transparent once presented: CHARON; frame
/// 150 pt past the card: CYCRIPT), the controller's view, and the grabber (iOS 15+, PRESENT §1.3).
func sheetDecorations(
    _ holder: ViewNode, style: ResolvedPresentation, geometry: PresentationGeometry, spec: PresentationSpec, shown: ViewNode,
    in context: AppContext
) -> [ViewNode] {
    guard style == .card else { return [shown] }
    let size = holder.frame.size
    var shadow = context.plainNode(
        .roundedRectShadowView, frame: Rect(x: -150, y: -150, width: size.width + 300, height: size.height + 300), in: holder)
    shadow.alpha = 0
    shadow.isUserInteractionEnabled = false
    guard spec.grabber, context.os >= .ios15 else { return [shadow, shown] }
    var grabber = context.plainNode(.grabber, frame: Rect(x: (size.width - 36) / 2, y: 5, width: 36, height: 5), in: holder)
    grabber.cornerRadius = 2.5
    // A 44 × 44 touch area around the 36 × 5 capsule (CHARON).
    grabber.hitOutsets = EdgeInsets(top: 19.5, left: 4, bottom: 19.5, right: 4)
    return [shadow, shown, grabber]
}
