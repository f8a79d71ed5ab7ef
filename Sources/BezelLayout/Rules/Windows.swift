import BezelDevices
import BezelGeometry

/// Additional windows (KEYBOARD §4.1; KB67–KB72): each `UIWindow` at its frame (the screen by
/// default), its safe area the part of the screen's unsafe region it overlaps, its root
/// controller laid out inside as in the main window. A higher level covers a lower one whatever
/// the order they were made in (KB69); the main window is level 0 (normal), and equal levels
/// keep the scene's order. Touches are not passed between windows.
func layoutAdditionalWindows(_ specs: [WindowSpec], main: ViewNode, in context: AppContext) -> RuleOutput<[AdditionalWindow]> {
    var report = Diagnostics()
    let ordered = specs.enumerated().sorted { ($0.element.level, $0.offset) < ($1.element.level, $1.offset) }.map(\.element)
    let windows = ordered.map { spec in
        let frame = spec.frame ?? context.bounds
        let safe = context.overlapInsets(frame, parent: ParentInfo(main), capped: true)
        var window = context.node(
            .window, id: spec.id, frame: frame, windowFrame: frame, safe: safe,
            margins: context.plainMargins(nil, safe: safe, frame: frame, parent: nil, preserves: false, fromSafeArea: true))
        let slot = ControllerSlot(
            frame: Rect(origin: .zero, size: frame.size), parent: ParentInfo(window), obstructions: Obstructions())
        window.children = [report.take(layoutController(spec.root, slot: slot, inContainer: false, in: context))]
        return AdditionalWindow(level: spec.level, window: assigningTapRegions(window, screen: context.bounds))
    }
    return RuleOutput(value: windows, diagnostics: report)
}
