import BezelDevices
import BezelGeometry

/// The navigation bar per iOS version (CHROME §2; SEED-3, QMUI, HAWK, NIW): its height and
/// position, the strips it grows by (prompt above, large title and search below), its
/// background views, and its items and title, laid out by hand before iOS 11
/// (`NavigationBarLegacy.swift`) and by Auto Layout in `_UINavigationBarContentView` from iOS 11
/// (`NavigationBarModern.swift`).

/// The heights of the bar's strips, in points.
struct NavigationBarStrips {
    /// Prompt strip at the top of the bar.
    var prompt: Double
    /// The classic 44 (32, 50, 54) pt row with the items and title.
    var content: Double
    var largeTitle: Double
    var search: Double
    /// Above and below the content row in a sheet's taller bar (6 + 44 + 6 = 56, PRESENT §1.2).
    var sheetPadding = 0.0

    var total: Double { prompt + content + largeTitle + search + 2 * sheetPadding }
}

/// `UINavigationBar` in its container: below the status bar (or just above the safe-area top
/// on Dynamic Island phones), its background reaching up to the screen's top edge.
func layoutNavigationBar(_ nav: NavigationControllerSpec, in container: ViewNode, context: AppContext) -> RuleOutput<ViewNode> {
    let nav = navigationAtMoment(nav, collapse: collapsedLargeTitle(nav, context: context), context: context)
    let metrics = context.metrics
    let height = metrics.navigationBarHeight(context.device, os: context.designOS, sdk: context.sdk, orientation: context.orientation)
    let y =
        context.sheet.map { BarFigure($0.top, .confirmed, "the top of the sheet") }
        ?? metrics.navigationBarTop(
            context.device, os: context.designOS, orientation: context.orientation, statusBar: context.statusBarHeight,
            windowSafeTop: context.windowSafe.top)
    var report = Diagnostics()
    report.note("navigation bar height", context.sheet?.navigationBarHeight ?? height)
    report.note("navigation bar position", y)
    var strips = navigationBarStrips(nav, content: height.value, context: context)
    if let sheet = context.sheet { strips.sheetPadding = max(0, sheet.navigationBarHeight.value - height.value) / 2 }
    report.append(navigationFigures(nav, strips: strips, context: context))
    report.append(scrollFigures(full: strips.largeTitle + collapsedLargeTitle(nav, context: context), collapse: collapsedLargeTitle(nav, context: context), context: context))
    let frame = Rect(x: 0, y: y.value - container.windowFrame.minY, width: container.frame.width, height: strips.total)
    var bar = barNode(.navigationBar, frame: frame, in: container, reachingUp: frame.minY, context: context)
    var background = bar.children[0]
    background.children = backgroundViews(background, nav: nav, largeTitle: strips.largeTitle > 0, context: context)
    let contents =
        context.os < .ios11
        ? legacyNavigationContents(nav, bar: bar, strips: strips, context: context)
        : modernNavigationContents(nav, bar: bar, strips: strips, context: context)
    bar.children = [background] + report.take(contents)
    return RuleOutput(value: bar, diagnostics: report)
}

/// The strips of the bar for the controller on top (large titles: iOS 11+, not in compact
/// height; prompt and search as the item asks).
func navigationBarStrips(_ nav: NavigationControllerSpec, content: Double, context: AppContext) -> NavigationBarStrips {
    let item = nav.stack.last!.common.navigationItem
    let bar = context.metrics.navigationBar
    return NavigationBarStrips(
        prompt: item.prompt == nil ? 0 : (context.os >= .ios11 ? bar.promptHeight : bar.legacyPromptHeight), content: content,
        largeTitle: showsLargeTitle(nav, context: context) ? bar.largeTitleHeight - collapsedLargeTitle(nav, context: context) : 0,
        search: item.hasSearchController && context.os >= .ios11 ? bar.searchBarHeight : 0)
}

/// How much of the large-title strip the moment's scroll has taken (0 without a large title, or
/// in a sheet's bar, which the scene's scroll does not reach).
func collapsedLargeTitle(_ nav: NavigationControllerSpec, context: AppContext) -> Double {
    guard context.sheet == nil, showsLargeTitle(nav, context: context) else { return 0 }
    return largeTitleCollapse(full: context.metrics.navigationBar.largeTitleHeight, scrolled: context.state.scrolledPoints)
}

/// Large titles need iOS 11, `prefersLargeTitles`, a regular-height screen, and an item
/// whose mode is `always`, or `automatic` with no controller below it saying `never`.
func showsLargeTitle(_ nav: NavigationControllerSpec, context: AppContext) -> Bool {
    guard context.os >= .ios11, nav.prefersLargeTitles, context.verticalSizeClass != .compact else { return false }
    for controller in nav.stack.reversed() {
        switch controller.common.navigationItem.largeTitleDisplayMode {
        case .always: return true
        case .never: return false
        case .automatic: continue
        }
    }
    return true
}

/// The background's views (SEED-3, CHROME §2.4): iOS 9: a backdrop and the shadow image;
/// iOS 10–12: the shadow image and the blur; iOS 13+: the blur and `_UIBarBackgroundShadowView`.
/// An opaque bar has an image view where the blur would be. A transparent appearance hides
/// both (drawing only).
func backgroundViews(_ background: ViewNode, nav: NavigationControllerSpec, largeTitle: Bool, context: AppContext) -> [ViewNode] {
    let os = context.os
    let size = background.frame.size
    let hairline = Rect(x: 0, y: size.height, width: size.width, height: 1 / context.scale)
    let effectClass: ViewClass = os < .ios10 ? .backdropView : (nav.navigationBar.translucent ? .visualEffectView : .imageView)
    var effect = context.plainNode(effectClass, frame: Rect(origin: .zero, size: size), in: background)
    var shadow = context.plainNode(os >= .ios13 ? .barBackgroundShadowView : .imageView, frame: hairline, in: background)
    if isTransparent(nav, largeTitle: largeTitle, os: os, sdk: context.sdk) {
        effect.alpha = 0
        shadow.alpha = 0
    }
    effect.isUserInteractionEnabled = false
    shadow.isUserInteractionEnabled = false
    return os >= .ios13 ? [effect, shadow] : (os >= .ios10 ? [shadow, effect] : [effect, shadow])
}

/// iOS 13+: the standard appearance's background, or at the scroll edge the scroll-edge one
/// (transparent by default). The scroll edge counts for large-title bars only until iOS 14
/// and for every bar from iOS 15 in apps built with the iOS 15 SDK (APPLE-SCROLLEDGE, PASSCODE;
/// CHROME §2.5); `sdk` nil means the running version.
func isTransparent(_ nav: NavigationControllerSpec, largeTitle: Bool, os: OSVersion, sdk: OSVersion? = nil) -> Bool {
    guard os >= .ios13 else { return false }
    let appearance = nav.appearance
    let atEdge = !appearance.scrolled && (min(os, sdk ?? os) >= .ios15 || largeTitle)
    let background = atEdge ? (appearance.scrollEdge ?? .transparent) : appearance.standard
    return background == .transparent
}
