import BezelDevices
import BezelGeometry

/// The software keyboard (KEYBOARD §1–§2; KB1–KB8, KB41–KB47): docked, it spans the screen's
/// width at y = screen height − its height, reaching the bottom edge (on Face ID iPhones the
/// height includes the home-indicator strip). UIKit's safe area ignores it (KB46); the app makes
/// room by `additionalSafeAreaInsets` or a scroll view's `contentInset` (KB47), which this file
/// applies by laying the window out a second time.

/// The keyboard for a device, iOS version and orientation, with its height's confidence.
func layoutKeyboard(
    _ spec: KeyboardSpec?, bounds: Rect, device: Device, os: OSVersion, orientation: Orientation, metrics: KeyboardMetrics
) -> RuleOutput<KeyboardLayout?> {
    guard let spec else { return RuleOutput(value: nil) }
    var report = Diagnostics()
    // QuickType arrived in iOS 8 (KB87).
    let predictive = spec.predictive && os >= .ios8
    if spec.predictive && !predictive {
        report.notes.append("keyboard.predictive: QuickType arrived in iOS 8; iOS 7 has no suggestion bar")
    }
    var layout = KeyboardLayout(frame: nil, height: nil, predictive: predictive, adjust: spec.adjust, overlap: 0)
    if spec.shown {
        let figure = metrics.height(
            portrait: device.screen.points, family: device.family, orientation: orientation, os: os, predictive: predictive)
        report.note("keyboard height", figure)
        layout.height = figure.value
        layout.frame = Rect(x: 0, y: bounds.height - figure.value, width: bounds.width, height: figure.value)
    }
    return RuleOutput(value: layout, diagnostics: report)
}

/// The window again with the content controller adjusted for the keyboard, or nil when the
/// scene does not adjust (or the keyboard is hidden). `first` is the window laid out as if
/// there were no keyboard: the overlap and the insets already there are measured on it.
func adjustedForKeyboard(
    _ root: ControllerSpec, first: ViewNode, keyboard: inout KeyboardLayout, in context: AppContext
) -> RuleOutput<ControllerSpec>? {
    guard let frame = keyboard.frame, let content = contentRoot(in: first) else { return nil }
    keyboard.overlap = max(0, content.windowFrame.maxY - frame.minY)
    var report = Diagnostics()
    switch keyboard.adjust {
    case .none:
        return nil
    case .safeArea:
        guard context.hasSafeArea else {
            report.notes.append(
                "keyboard adjust safe-area: additionalSafeAreaInsets arrived in iOS 11; on \(context.os.rawValue) the content is left under the keyboard"
            )
            return RuleOutput(value: root, diagnostics: report)
        }
        // KB47, KB5: additionalSafeAreaInsets.bottom = max(overlap − safeAreaInsets.bottom, 0).
        let extra = max(0, keyboard.overlap - (content.safeAreaInsets?.bottom ?? 0))
        return RuleOutput(value: root.updatingVisibleContent { $0.additionalSafeAreaInsets.bottom += extra }, diagnostics: report)
    case .contentInset:
        guard let scroll = ownedScroll(of: content), let state = scroll.node.scroll else {
            report.notes.append(
                "keyboard adjust content-inset: the content controller owns no scroll view (its root view or that view's first subview)")
            return RuleOutput(value: root, diagnostics: report)
        }
        // KB47, KB20: the scroll view's adjusted bottom inset becomes the part the keyboard covers.
        let covered = max(0, scroll.node.windowFrame.maxY - frame.minY)
        let extra = max(0, covered - state.adjustedContentInset.bottom)
        let updated = root.updatingVisibleContent { vc in
            if scroll.isRoot {
                vc.view.scroll = (vc.view.scroll ?? ScrollSpec()).addingBottomInset(extra)
            } else {
                vc.view.subviews[0].scroll = (vc.view.subviews[0].scroll ?? ScrollSpec()).addingBottomInset(extra)
            }
        }
        return RuleOutput(value: updated, diagnostics: report)
    }
}

/// The root view of the controller showing the content: the only plain controller laid out.
private func contentRoot(in node: ViewNode) -> ViewNode? {
    if case .plain = node.viewController { return node }
    for child in node.children { if let found = contentRoot(in: child) { return found } }
    return nil
}

/// The scroll view a controller adjusts: its root view, or the root view's first declared
/// subview (as `automaticallyAdjustsScrollViewInsets` chose; CSDN-GAOYP, FENG).
private func ownedScroll(of root: ViewNode) -> (node: ViewNode, isRoot: Bool)? {
    if root.scroll != nil { return (root, true) }
    guard let first = root.children.first(where: { $0.isDeclared }), first.scroll != nil else { return nil }
    return (first, false)
}

extension ScrollSpec {
    fileprivate func addingBottomInset(_ extra: Double) -> ScrollSpec {
        var scroll = self
        scroll.contentInset.bottom += extra
        return scroll
    }
}

extension ControllerSpec {
    /// The same controllers with the one showing the content changed by `change`.
    func updatingVisibleContent(_ change: (inout ViewControllerSpec) -> Void) -> ControllerSpec {
        switch self {
        case .plain(var spec):
            change(&spec)
            return .plain(spec)
        case .navigation(var nav):
            nav.stack[nav.stack.count - 1] = nav.stack[nav.stack.count - 1].updatingVisibleContent(change)
            return .navigation(nav)
        case .tabBar(var tab):
            tab.children[tab.selectedIndex] = tab.children[tab.selectedIndex].updatingVisibleContent(change)
            return .tabBar(tab)
        case .split(var split):
            split.secondary = split.secondary.updatingVisibleContent(change)
            return .split(split)
        }
    }
}

extension AppContext {
    /// `keyboardLayoutGuide` of a view, in its bounds: the part the docked keyboard covers;
    /// with the keyboard hidden (or not reaching the view) its top is the safe-area bottom
    /// (`usesBottomSafeArea`, default true; KB42, KB43, KB44).
    func keyboardGuide(for parent: ViewNode, safeInsets: EdgeInsets) -> Rect {
        let size = parent.frame.size
        var top = size.height - safeInsets.bottom
        if let frame = keyboard?.frame {
            let covered = parent.windowFrame.maxY - frame.minY
            if covered > safeInsets.bottom { top = size.height - covered }
        }
        top = min(max(0, top), size.height)
        return Rect(x: 0, y: top, width: size.width, height: size.height - top)
    }
}

extension AppContext {
    /// The keyboard guide of a level's superview, made only when one of the level's views
    /// (arranged subviews of its stacks included) is constrained to it, so levels without one
    /// solve exactly as before.
    func keyboardGuide(forLevel spec: ViewSpec, parent: ViewNode) -> Rect? {
        guard spec.subviews.contains(where: \.constrainsToKeyboard) else { return nil }
        return keyboardGuide(for: parent, safeInsets: parent.safeAreaInsets ?? parent.layoutGuideInsets)
    }
}

extension ViewSpec {
    /// A constraint of this view, or of an arranged subview of this stack, targets the keyboard.
    var constrainsToKeyboard: Bool {
        if case .constraints(let list) = placement, list.contains(where: { $0.target == .keyboard }) { return true }
        return viewClass == .stackView && subviews.contains(where: \.constrainsToKeyboard)
    }
}
