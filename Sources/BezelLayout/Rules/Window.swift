import BezelDevices
import BezelGeometry

/// The window and the status bar the scene shows (CHROME §1.1; IN-CALL-1, IN-CALL-2, QMUI): on
/// a device without a sensor housing the window's top inset is the status bar itself (none
/// when hidden, except from iOS 26); the 40 pt in-call bar of home-button devices up to iOS 12 moves the root view
/// down by its extra 20 pt.
struct WindowChrome {
    /// The screen with the status bar as shown and the window's safe area.
    var screen: ScreenLayout
    /// Bottom edge of the status bar in window coordinates; 0 when hidden.
    var statusBarHeight: Double
    var windowSafe: EdgeInsets
    var rootOffset: Double
}

func windowChrome(_ spec: ScreenSpec, screen: ScreenLayout, device: Device, os: OSVersion, orientation: Orientation) -> WindowChrome {
    var screen = screen
    // iPhones hide it in landscape only for apps linked against iOS 8 or later (S50): an older
    // app keeps iOS 7's landscape status bar.
    let shown = device.showsStatusBar(orientation, os: min(os, spec.sdk ?? os)) && !spec.statusBarHidden
    let inCall = spec.inCallStatusBar && shown && device.homeIndicator == nil && os <= .ios12
    let statusBarHeight = shown ? (inCall ? 40 : device.chrome(for: os).statusBarHeight.value) : 0
    var safe = screen.safeArea?.insets ?? .zero
    // Hiding the status bar (`prefersStatusBarHidden`) drops the top inset to 0 on devices without
    // a sensor housing up to iOS 18, and keeps it on Face ID iPhones (KB75, KB78) and on every
    // device from iOS 26 (DEVICES §3).
    let keepsInset = spec.statusBarHidden && os >= .ios26
    if case .none = device.sensorHousing, safe.top > 0, !keepsInset { safe.top = statusBarHeight }
    if !shown { screen.statusBar = nil }
    if shown && screen.statusBar == nil {
        screen.statusBar = layoutStatusBar(
            device, os: os, orientation: orientation, bounds: screen.bounds, housing: screen.sensorHousing, height: statusBarHeight)
    }
    if inCall, var bar = screen.statusBar {
        bar.frame.size.height = 40
        screen.statusBar = bar
        screen.uncertain.append(
            UncertainFigure(
                figure: "in-call status bar", confidence: .single, basis: "40 pt with the root view moved down 20 (IN-CALL-1, IN-CALL-2)"))
    }
    if screen.safeArea != nil { screen.safeArea = SafeAreaLayout(insets: safe, frame: screen.bounds.inset(by: safe)) }
    return WindowChrome(screen: screen, statusBarHeight: statusBarHeight, windowSafe: safe, rootOffset: inCall ? 20 : 0)
}

/// `UIWindow` with the root controller's view below the status bar (or the in-call bar).
func layoutWindow(_ root: ControllerSpec, in context: AppContext) -> RuleOutput<ViewNode> {
    let bounds = context.bounds
    var window = context.node(
        .window, id: nil, frame: bounds, windowFrame: bounds, safe: context.windowSafe,
        margins: context.plainMargins(nil, safe: context.windowSafe, frame: bounds, parent: nil, preserves: false, fromSafeArea: true))
    var report = Diagnostics()
    if context.device.family == .ipad && context.linked(onOrAfter: .ios18) {
        report.record(
            UncertainFigure(
                figure: "tab bar placement", confidence: .estimate,
                basis:
                    "iPadOS 18 apps built with the iOS 18 SDK show a floating tab bar at the top; Bezel draws the bottom tab bar older SDKs get"
            ))
    }
    let slot = ControllerSlot(
        frame: Rect(x: 0, y: context.rootOffset, width: bounds.width, height: bounds.height - context.rootOffset),
        parent: ParentInfo(window), obstructions: Obstructions())
    window.children = [report.take(layoutController(root, slot: slot, inContainer: false, in: context))]
    return RuleOutput(value: window, diagnostics: report)
}
