import BezelAutoLayout
import BezelDevices
import BezelGeometry

/// Lays out an app the way UIKit builds its screen: the window, the root controller's
/// container views and bars, the visible controller's view tree with safe areas, margins and
/// scroll insets, then hit testing for every view's tap region. Each step is a rule family
/// (one file each) that returns its views and what it reports; nothing is changed in place.
public func layoutApp(
    _ spec: ScreenSpec, device: Device, os: OSVersion, orientation: Orientation, metrics: ScreenMetrics = .standard
) -> AppLayout {
    // 1. The device's screen: hardware, status bar, home indicator, safe area.
    let screen = layoutScreen(device, os: os, orientation: orientation)
    // 2. The status bar as the scene shows it, and the window's safe area under it.
    let chrome = windowChrome(spec, screen: screen, device: device, os: os, orientation: orientation)
    // 3. The software keyboard, if the scene shows one, and what every rule reads.
    var keyboard = layoutKeyboard(
        spec.keyboard, bounds: chrome.screen.bounds, device: device, os: os, orientation: orientation, metrics: metrics.keyboard)
    var context = AppContext(chrome, device: device, os: os, orientation: orientation, metrics: metrics, direction: spec.layoutDirection)
    context.keyboard = keyboard.value
    // 4. The window and everything in it: containers, bars, the scene's views, scroll insets;
    //    again with the content controller adjusted when the app makes room for the keyboard.
    var window = layoutWindow(spec.root, in: context)
    if var shown = keyboard.value {
        let adjusted = adjustedForKeyboard(spec.root, first: window.value, keyboard: &shown, in: context)
        keyboard.value = shown
        if let adjusted {
            window = layoutWindow(adjusted.value, in: context)
            window.diagnostics.append(adjusted.diagnostics)
        }
    }
    window.diagnostics.append(keyboard.diagnostics)
    let windows = layoutAdditionalWindows(spec.windows, main: window.value, in: context)
    window.diagnostics.append(windows.diagnostics)
    // 5. Where touches land in every view.
    let tappable = assigningTapRegions(window.value, screen: screen.bounds)
    // 6. The screen with every uncertain figure the rules used, and their reports in order.
    return AppLayout(
        screen: chrome.screen.adding(window.diagnostics.uncertain), window: tappable, statusBarHeight: chrome.statusBarHeight,
        conflicts: window.diagnostics.conflicts, ambiguous: window.diagnostics.ambiguous, notes: window.diagnostics.notes,
        keyboard: keyboard.value, additionalWindows: windows.value)
}

extension AppContext {
    init(
        _ chrome: WindowChrome, device: Device, os: OSVersion, orientation: Orientation, metrics: ScreenMetrics, direction: LayoutDirection
    ) {
        self.init(
            device: device, os: os, orientation: orientation, metrics: metrics, direction: direction, scale: chrome.screen.scale,
            bounds: chrome.screen.bounds, verticalSizeClass: chrome.screen.verticalSizeClass, statusBarHeight: chrome.statusBarHeight,
            windowSafe: chrome.windowSafe, rootOffset: chrome.rootOffset)
    }
}

extension ScreenLayout {
    /// The screen with `figures` added to its uncertain ones, each name once.
    func adding(_ figures: [UncertainFigure]) -> ScreenLayout {
        var merged = Diagnostics(uncertain: uncertain)
        figures.forEach { merged.record($0) }
        var screen = self
        screen.uncertain = merged.uncertain
        return screen
    }
}
