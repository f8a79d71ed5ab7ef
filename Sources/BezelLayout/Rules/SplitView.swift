import BezelDevices
import BezelGeometry

/// `UISplitViewController` (SPLIT5, SPLIT6, SPLIT10): on a horizontally regular window its
/// columns sit side by side, the primary ceil(0.4 × width) wide capped at 320 (375 when a side
/// of the split view is longer than 1210), a one-pixel border between columns; on a compact
/// window it collapses to one column. The column styles exist from iOS 14: earlier versions
/// draw the classic two columns, with a note.
func layoutSplitViewController(
    _ split: SplitViewControllerSpec, slot: ControllerSlot, in context: AppContext, metrics: SplitMetrics = .standard
) -> RuleOutput<ViewNode> {
    var container = rootViewNode(.layoutContainerView, vc: split.controller, owner: .splitView, viewSpec: nil, slot: slot, in: context)
    var report = Diagnostics()
    // 1. Before iOS 14 only the classic style exists.
    var style = split.style
    if style != .unspecified && context.os < .ios14 {
        report.notes.append("\(style.rawValue) split views need iOS 14: drawn as the classic split view (primary and secondary)")
        style = .unspecified
    }
    // 2. Compact width: one column.
    if context.horizontalSizeClass == .compact {
        report.note("collapsed split view", metrics.collapsed)
        let whole = ControllerSlot(
            frame: Rect(origin: .zero, size: slot.frame.size), parent: ParentInfo(container), obstructions: slot.obstructions)
        container.children = [report.take(layoutController(split.secondary, slot: whole, inContainer: true, in: context))]
        return RuleOutput(value: container, diagnostics: report)
    }
    // 3. The columns' widths, then each column's view with a border after it.
    let columns = splitColumns(split, style: style, size: slot.frame.size, in: context, metrics: metrics)
    report.append(columns.diagnostics)
    var x = 0.0
    for (index, column) in columns.value.enumerated() {
        if index > 0 {
            container.children.append(
                context.plainNode(
                    .panelBorderView, frame: Rect(x: x, y: 0, width: columns.border, height: slot.frame.height), in: container))
            x += columns.border
        }
        let frame = Rect(x: x, y: 0, width: column.width, height: slot.frame.height)
        let place = ControllerSlot(frame: frame, parent: ParentInfo(container), obstructions: slot.obstructions)
        container.children.append(report.take(layoutController(column.controller, slot: place, inContainer: true, in: context)))
        x += column.width
    }
    return RuleOutput(value: container, diagnostics: report)
}

/// The columns in order with their widths in points, and the border between them.
struct SplitColumns {
    var value: [(controller: ControllerSpec, width: Double)]
    var border: Double
    var diagnostics: Diagnostics
}

func splitColumns(
    _ split: SplitViewControllerSpec, style: SplitViewControllerSpec.Style, size: Size, in context: AppContext, metrics: SplitMetrics
) -> SplitColumns {
    var report = Diagnostics()
    let primary = primaryColumnWidth(split, style: style, size: size, in: context, metrics: metrics)
    let pixels = style == .unspecified ? metrics.classicGutterPixels : metrics.separatorPixels
    report.note("split view gutter", pixels)
    let border = pixels.value / context.scale
    var columns: [(controller: ControllerSpec, width: Double)] = [(split.primary, primary)]
    if style == .tripleColumn, let supplementary = split.supplementary {
        let width = min(
            (size.width * metrics.supplementary.value).rounded(.up), primaryMaximum(size, style: style, in: context, metrics: metrics))
        report.note("supplementary column width", metrics.supplementary)
        report.note("split view display mode", metrics.displayMode)
        columns.append((supplementary, width))
    }
    let used = columns.reduce(0) { $0 + $1.width } + Double(columns.count) * border
    columns.append((split.secondary, max(0, size.width - used)))
    return SplitColumns(value: columns, border: border, diagnostics: report)
}

/// `preferredPrimaryColumnWidth` clamped to the maximum, or ceil(0.4 × width) capped at it.
func primaryColumnWidth(
    _ split: SplitViewControllerSpec, style: SplitViewControllerSpec.Style, size: Size, in context: AppContext, metrics: SplitMetrics
) -> Double {
    let maximum = primaryMaximum(size, style: style, in: context, metrics: metrics)
    if let preferred = split.preferredPrimaryColumnWidth { return min(max(0, preferred), maximum) }
    return min((size.width * metrics.primaryFraction.value).rounded(.up), maximum)
}

/// 320, or 375 when a side is longer than 1210; the column styles add the leading safe-area inset.
func primaryMaximum(_ size: Size, style: SplitViewControllerSpec.Style, in context: AppContext, metrics: SplitMetrics) -> Double {
    let wide = max(size.width, size.height) > metrics.wideScreenSide
    let base = wide ? metrics.wideScreenPrimaryMaximum.value : metrics.primaryMaximum.value
    guard style != .unspecified else { return base }
    let leading = context.direction == .leftToRight ? context.windowSafe.left : context.windowSafe.right
    return base + leading * metrics.columnStyleAddsLeadingInset.value
}
