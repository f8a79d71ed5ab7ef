import BezelAutoLayout
import BezelDevices
import BezelGeometry

/// iPad multitasking (SPLIT1, SPLIT9): the app's window is a third, a half or two thirds of the
/// screen beside another app with a 10 pt divider, or a floating Slide Over window one status
/// bar below the top. Widths come from the table row for the screen's size; every window is
/// vertically regular, and horizontally regular only when wide enough (2/3 landscape, the
/// 12.9-inch half). Impossible asks (an iPhone, the half in portrait) are drawn full screen
/// with a note.
struct MultitaskingWindow {
    var layout: MultitaskingLayout
    /// The window's status bar height and safe area in its own coordinates.
    var statusBarHeight: Double
    var safe: EdgeInsets
    var figures: [UncertainFigure]
}

/// The window for `spec`, or a note saying why the app is drawn full screen.
func multitaskingWindow(
    _ spec: MultitaskingSpec, direction: LayoutDirection, screen: ScreenLayout, device: Device, os: OSVersion,
    statusBarHeight: Double, metrics: MultitaskingMetrics = .standard
) -> Result<MultitaskingWindow, MultitaskingRefusal> {
    // 1. Only iPads share their screen; portrait Split View has no half position.
    guard device.family == .ipad else { return .failure(.notAnIPad) }
    let portrait = !screen.orientation.isLandscape
    if spec.mode == .splitView && spec.fraction == .half && portrait { return .failure(.noPortraitHalf) }
    // 2. The window's width from the table row (or the rule the rows follow), and its frame.
    let width = multitaskingWidth(spec, screen: screen.bounds.size, portrait: portrait, metrics: metrics)
    let leading = (spec.side == .leading) == (direction == .leftToRight)
    var result =
        spec.mode == .splitView
        ? splitViewWindow(width.value, onLeft: leading, screen: screen, statusBarHeight: statusBarHeight, metrics: metrics)
        : slideOverWindow(
            width.value, onLeft: leading, screen: screen, statusBarHeight: device.chrome(for: os).statusBarHeight.value, metrics: metrics)
    // 3. Size classes and what the figures rest on.
    let regular = width.value >= metrics.regularWidth.value
    result.layout.horizontalSizeClass = regular ? .regular : .compact
    if width.confidence >= .inferred {
        result.figures.insert(UncertainFigure(figure: "multitasking window width", confidence: width.confidence, basis: width.basis), at: 0)
    }
    if width.row == nil { result.figures.append(metrics.regularWidth.uncertain("multitasking size class")) }
    if spec.mode == .slideOver && os < .ios11 {
        result.figures.append(
            UncertainFigure(
                figure: "iOS 9–10 Slide Over", confidence: .estimate,
                basis: "Slide Over before iOS 11 not researched: drawn as the floating window with the SPLIT1 sizes"))
    }
    if os >= .ios26 {
        result.figures.append(
            UncertainFigure(
                figure: "iPadOS 26 windows", confidence: .estimate,
                basis: "iPadOS 26 replaced Split View and Slide Over with free-form windows; drawn with the iPadOS 18 sizes"))
    }
    return .success(result)
}

/// Why a scene's multitasking is not drawn on a job.
enum MultitaskingRefusal: Error, CustomStringConvertible {
    case notAnIPad, noPortraitHalf

    var description: String {
        switch self {
        case .notAnIPad: "Split View and Slide Over are iPad features: the app is drawn full screen on this iPhone"
        case .noPortraitHalf: "Split View has no 1/2 position in portrait (only 1/3 and 2/3): the app is drawn full screen"
        }
    }
}

/// The window width for `spec`, from the table row for the screen or, for screens the table
/// has no row for, from the rule every row follows (narrow 375 or 320, half = (W − 10) / 2,
/// two thirds = W − 10 − narrow).
func multitaskingWidth(
    _ spec: MultitaskingSpec, screen: Size, portrait: Bool, metrics: MultitaskingMetrics
) -> (value: Double, row: MultitaskingRow?, confidence: Confidence, basis: String) {
    let long = max(screen.width, screen.height)
    let short = min(screen.width, screen.height)
    if let row = MultitaskingMetrics.table.first(where: { $0.screen.width == long && $0.screen.height == short }) {
        let value: Double =
            switch (spec.mode, spec.fraction, portrait) {
            case (.slideOver, _, false): row.slideOverWidth.landscape
            case (.slideOver, _, true): row.slideOverWidth.portrait
            case (.splitView, .third, false): row.landscape.third
            case (.splitView, .half, _): row.landscape.half
            case (.splitView, .twoThirds, false): row.landscape.twoThirds
            case (.splitView, .third, true): row.portrait.third
            case (.splitView, .twoThirds, true): row.portrait.twoThirds
            }
        return (value, row, row.confidence, row.basis)
    }
    let width = portrait ? short : long
    let narrow: Double = (portrait ? width >= 1024 : width >= 1180) ? 375 : 320
    let divider = metrics.dividerWidth.value
    let value: Double =
        switch (spec.mode, spec.fraction) {
        case (.slideOver, _): narrow
        case (.splitView, .third): narrow
        case (.splitView, .half): ((width - divider) / 2).rounded(.down)
        case (.splitView, .twoThirds): width - divider - narrow
        }
    let basis = "no SPLIT1 row for a \(Int(long))×\(Int(short)) screen: the rule its rows follow (narrow 375 or 320, half (W − 10) / 2)"
    return (value, nil, .estimate, basis)
}

private func splitViewWindow(
    _ width: Double, onLeft: Bool, screen: ScreenLayout, statusBarHeight: Double, metrics: MultitaskingMetrics
) -> MultitaskingWindow {
    let bounds = screen.bounds
    let divider = metrics.dividerWidth.value
    let other = bounds.width - width - divider
    let window = Rect(x: onLeft ? 0 : other + divider, y: 0, width: width, height: bounds.height)
    let otherApp = Rect(x: onLeft ? width + divider : 0, y: 0, width: other, height: bounds.height)
    let gap = Rect(x: onLeft ? width : other, y: 0, width: divider, height: bounds.height)
    let faceID = screen.homeIndicator != nil
    let safe = EdgeInsets(top: statusBarHeight, left: 0, bottom: faceID ? metrics.splitSafeArea.value : 0, right: 0)
    let layout = MultitaskingLayout(
        mode: .splitView, windowFrame: window, windowCornerRadius: 0, otherApp: otherApp, divider: gap, dimsOtherApp: false,
        horizontalSizeClass: .compact, verticalSizeClass: .regular)
    return MultitaskingWindow(
        layout: layout, statusBarHeight: statusBarHeight, safe: safe,
        figures: [metrics.dividerWidth.uncertain("Split View divider"), metrics.splitSafeArea.uncertain("Split View safe area")])
}

private func slideOverWindow(
    _ width: Double, onLeft: Bool, screen: ScreenLayout, statusBarHeight: Double, metrics: MultitaskingMetrics
) -> MultitaskingWindow {
    let bounds = screen.bounds
    // The table's heights are the screen less two of the device's status bars: the full-screen
    // app's status bar stays whether or not the Slide Over app hides its own.
    let bar = statusBarHeight
    let inset = metrics.slideOverSideInset.value
    let top = bar * metrics.slideOverTop.value
    let window = Rect(
        x: onLeft ? inset : bounds.width - inset - width, y: top, width: width, height: bounds.height - 2 * bar)
    let layout = MultitaskingLayout(
        mode: .slideOver, windowFrame: window, windowCornerRadius: metrics.slideOverCornerRadius.value, otherApp: bounds, divider: nil,
        dimsOtherApp: true, horizontalSizeClass: .compact, verticalSizeClass: .regular)
    let figures = [
        metrics.slideOverTop.uncertain("Slide Over top"), metrics.slideOverSideInset.uncertain("Slide Over side inset"),
        metrics.slideOverCornerRadius.uncertain("Slide Over corner radius"), metrics.slideOverSafeArea.uncertain("Slide Over safe area"),
    ]
    let inset0 = metrics.slideOverSafeArea.value
    let safe = EdgeInsets(top: inset0, left: inset0, bottom: inset0, right: inset0)
    return MultitaskingWindow(layout: layout, statusBarHeight: 0, safe: safe, figures: figures)
}

extension BarFigure {
    /// The figure as an `uncertain:` line of `bezel explain`.
    func uncertain(_ name: String) -> UncertainFigure {
        UncertainFigure(figure: name, confidence: confidence, basis: basis)
    }
}

extension ViewNode {
    /// The same tree moved by (dx, dy) in window coordinates: a multitasking window placed on
    /// the screen, so every window frame below is in screen coordinates.
    func shiftedOnScreen(dx: Double, dy: Double) -> ViewNode {
        var node = self
        node.windowFrame = windowFrame.offsetBy(dx: dx, dy: dy)
        node.children = children.map { $0.shiftedOnScreen(dx: dx, dy: dy) }
        return node
    }
}

/// The app's window chrome inside a multitasking window: the screen keeps its status bar and
/// home indicator; its safe area and size classes become the window's (in screen coordinates).
func sharingScreen(_ chrome: WindowChrome, _ window: MultitaskingWindow) -> (chrome: WindowChrome, bounds: Rect) {
    var chrome = chrome
    let frame = window.layout.windowFrame
    chrome.screen.horizontalSizeClass = window.layout.horizontalSizeClass
    chrome.screen.verticalSizeClass = window.layout.verticalSizeClass
    if chrome.screen.safeArea != nil {
        chrome.screen.safeArea = SafeAreaLayout(insets: window.safe, frame: frame.inset(by: window.safe))
    }
    chrome.statusBarHeight = window.statusBarHeight
    chrome.windowSafe = window.safe
    return (chrome, Rect(origin: .zero, size: frame.size))
}
