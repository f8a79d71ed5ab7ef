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
    let full = windowChrome(spec, screen: screen, device: device, os: os, orientation: orientation)
    // 3. On a shared iPad screen, the app's window (SPLIT1): its size, traits and safe area.
    let shared = spec.multitasking.map {
        multitaskingWindow(
            $0, direction: spec.layoutDirection, screen: full.screen, device: device, os: os, statusBarHeight: full.statusBarHeight)
    }
    let sharing = try? shared?.get()
    let (chrome, bounds) = sharing.map { sharingScreen(full, $0) } ?? (full, full.screen.bounds)
    // 4. The software keyboard, if the scene shows one, and what every rule reads.
    var keyboard = layoutKeyboard(
        spec.keyboard, bounds: full.screen.bounds, device: device, os: os, orientation: orientation, metrics: metrics.keyboard)
    var context = AppContext(
        chrome, bounds: bounds, device: device, os: os, sdk: spec.sdk ?? os, orientation: orientation, metrics: metrics,
        direction: spec.layoutDirection)
    context.keyboard = keyboard.value
    context.state = spec.state
    context.release = spec.release
    // 5. The window and everything in it: containers, bars, the scene's views, scroll insets;
    //    again with the content controller adjusted when the app makes room for the keyboard;
    //    then the controller presented over them, and the other windows.
    var window = layoutWindow(spec.root, in: context)
    if var shown = keyboard.value {
        let adjusted = adjustedForKeyboard(spec.root, first: window.value, keyboard: &shown, in: context)
        keyboard.value = shown
        if let adjusted {
            window = layoutWindow(adjusted.value, in: context)
            window.diagnostics.append(adjusted.diagnostics)
        }
    }
    window = presentingModally(spec.presented, over: window, in: context)
    window.diagnostics.append(keyboard.diagnostics)
    let windows = layoutAdditionalWindows(spec.windows, main: window.value, in: context)
    window.diagnostics.append(windows.diagnostics)
    if let origin = sharing?.layout.windowFrame.origin {
        window.value = window.value.shiftedOnScreen(dx: origin.x, dy: origin.y)
        window.value.frame.origin = origin
    }
    // 6. Where touches land in every view.
    let tappable = assigningTapRegions(window.value, screen: screen.bounds)
    // 7. The screen with every uncertain figure the rules used, and their reports in order.
    var screenLayout = chrome.screen.adding((sharing?.figures ?? []) + window.diagnostics.uncertain)
    screenLayout.statusBar?.lightContent = window.value.children.contains { $0.transform != nil }
    var layout = AppLayout(
        screen: screenLayout, window: tappable, statusBarHeight: full.statusBarHeight, conflicts: window.diagnostics.conflicts,
        ambiguous: window.diagnostics.ambiguous, notes: window.diagnostics.notes, keyboard: keyboard.value,
        additionalWindows: windows.value)
    layout.multitasking = sharing?.layout
    layout.sdk = spec.sdk
    layout.layoutDirection = spec.layoutDirection
    if case .failure(let refusal)? = shared { layout.notes.insert(refusal.description, at: 0) }
    layout.notes += seedNotes(spec, window: window.value, device: device, os: os, orientation: orientation) + eraNotes(os)
    return layout
}

/// What an iOS version lacks that a reader might look for.
private func eraNotes(_ os: OSVersion) -> [String] {
    guard !os.hasSizeClasses else { return [] }
    return ["iOS 7 has no size classes and no layout margins (both arrived in iOS 8): bars take the phone's portrait or landscape metrics"]
}

extension AppContext {
    init(
        _ chrome: WindowChrome, bounds: Rect, device: Device, os: OSVersion, sdk: OSVersion, orientation: Orientation,
        metrics: ScreenMetrics, direction: LayoutDirection
    ) {
        self.init(
            device: device, os: os, sdk: sdk, orientation: orientation, metrics: metrics, direction: direction, scale: chrome.screen.scale,
            bounds: bounds, verticalSizeClass: chrome.screen.verticalSizeClass,
            horizontalSizeClass: chrome.screen.horizontalSizeClass, statusBarHeight: chrome.statusBarHeight,
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
