import BezelAutoLayout
import BezelDevices
import BezelGeometry

/// A `toolbarItems` entry: a bar button item, or a flexible space sharing the room left over.
public enum ToolbarItemSpec: Hashable, Sendable {
    case item(BarItemSpec)
    case flexibleSpace
}

/// The toolbar and its items (CHROME §2.4, §4; HIG, QMUI#633): the bar sits on the lowest
/// safe edge its container has (home indicator or a tab bar below), its background reaching
/// down to the container's bottom. Items are `UIToolbarButton`s on the bar before iOS 11,
/// `_UIToolbarContentView` › `_UIButtonBarStackView` › `_UIButtonBarButton` from iOS 11. They
/// sit between the bar's margins (the root margin, 16 or 20, plus the side safe area), 8 apart;
/// flexible spaces share what is left equally, and without one the items pack to the leading
/// side. Fixed spaces follow the navigation bar's rules for the era. The toolbar's own margins
/// and spacing are not published: they reuse the navigation bar's and are flagged.
func layoutToolbar(_ items: [ToolbarItemSpec], in container: ViewNode, context: AppContext) -> RuleOutput<ViewNode> {
    let size = container.frame.size
    let limit = size.height - (container.safeAreaInsets ?? container.layoutGuideInsets).bottom
    let height = context.metrics.toolbarHeight(
        context.device, os: context.designOS, sdk: context.sdk, orientation: context.orientation, bottomInset: size.height - limit)
    var report = Diagnostics()
    report.note("toolbar height", height)
    let frame = Rect(x: 0, y: limit - height.value, width: size.width, height: height.value)
    var bar = barNode(.toolbar, frame: frame, in: container, reachingDown: size.height - limit, context: context)
    if !items.isEmpty {
        report.note(
            "toolbar item layout",
            BarFigure(
                context.metrics.navigationBar.itemSpacing, .estimate,
                "toolbar margins and spacing taken from the navigation bar's (not published)"))
        let frames = toolbarItemFrames(items, bar: bar, contentHeight: height.value, context: context)
        bar.children += report.take(
            context.os < .ios11
                ? legacyToolbarButtons(frames, bar: bar, context: context)
                : modernToolbarContent(frames, bar: bar, contentHeight: height.value, context: context))
    }
    return RuleOutput(value: bar, diagnostics: report)
}

/// Each item's frame in the bar: gaps before each entry, then flexible spaces sharing the room.
private func toolbarItemFrames(_ items: [ToolbarItemSpec], bar: ViewNode, contentHeight: Double, context: AppContext) -> [(BarPiece, Rect)]
{
    let (side, spacing) = context.metrics.navigationBar.margins(context.device, os: context.os, orientation: context.orientation)
    let safe = bar.safeAreaInsets ?? .zero
    let left = side + safe.left
    let room = bar.frame.width - left - side - safe.right
    let measured: [BarPiece?] = items.map { item in
        if case .item(let spec) = item { barPieces([spec], context: context)[0] } else { nil }
    }
    let gaps = gapsBefore(measured, spacing: spacing, os: context.os)
    let flexibleCount = measured.filter { $0 == nil }.count
    let flexibleWidth = flexibleCount == 0 ? 0 : max(0, room - gaps.fixed) / Double(flexibleCount)
    var x = left
    var frames: [(BarPiece, Rect)] = []
    for (piece, gap) in zip(measured, gaps.before) {
        guard let piece else {
            x += flexibleWidth
            continue
        }
        x += gap
        if case .fixedSpace = piece.kind { continue }
        let height = piece.isCustom ? piece.size.height : contentHeight
        frames.append((piece, Rect(x: x, y: (contentHeight - height) / 2, width: piece.size.width, height: height).snapped(context.scale)))
        x += piece.size.width
    }
    return frames
}

/// The gap before each entry (nil: a flexible space) and the room the items and gaps take:
/// `spacing` between adjacent items, a fixed space's width instead (never negative from iOS 11).
private func gapsBefore(_ measured: [BarPiece?], spacing: Double, os: OSVersion) -> (before: [Double], fixed: Double) {
    var gaps: [Double] = []
    var previousWasItem = false
    var fixed = 0.0
    for piece in measured {
        guard let piece else {
            gaps.append(0)
            previousWasItem = false
            continue
        }
        if case .fixedSpace(let width) = piece.kind {
            let gap = os < .ios11 ? width : max(0, width)
            gaps.append(gap)
            fixed += gap
            previousWasItem = false
        } else {
            let gap = previousWasItem ? spacing : 0
            gaps.append(gap)
            fixed += gap + piece.size.width
            previousWasItem = true
        }
    }
    return (gaps, fixed)
}

/// Before iOS 11: `UIToolbarButton`s and custom views directly on the bar.
private func legacyToolbarButtons(_ frames: [(BarPiece, Rect)], bar: ViewNode, context: AppContext) -> RuleOutput<[ViewNode]> {
    var report = Diagnostics()
    let nodes = frames.map { piece, frame in
        let node =
            if case .custom(let custom) = piece.kind {
                report.take(customNode(custom, frame: frame, in: bar, context: context))
            } else {
                barButtonNode(.toolbarButton, piece: piece, frame: frame, parent: bar, context: context)
            }
        return context.direction == .rightToLeft ? node.mirrored(inWidth: bar.frame.width) : node
    }
    return RuleOutput(value: nodes, diagnostics: report)
}

/// From iOS 11: `_UIToolbarContentView` › one `_UIButtonBarStackView` spanning the items.
private func modernToolbarContent(
    _ frames: [(BarPiece, Rect)], bar: ViewNode, contentHeight: Double, context: AppContext
) -> RuleOutput<[ViewNode]> {
    var report = Diagnostics()
    var content = context.plainNode(.toolbarContentView, frame: Rect(x: 0, y: 0, width: bar.frame.width, height: contentHeight), in: bar)
    let minX = frames.map(\.1.minX).min() ?? 0
    let maxX = frames.map(\.1.maxX).max() ?? 0
    var stack = context.plainNode(.buttonBarStackView, frame: Rect(x: minX, y: 0, width: maxX - minX, height: contentHeight), in: content)
    stack.children = frames.map { piece, frame in
        let local = frame.offsetBy(dx: -minX, dy: 0)
        if case .custom(let custom) = piece.kind { return report.take(customNode(custom, frame: local, in: stack, context: context)) }
        return barButtonNode(.buttonBarButton, piece: piece, frame: local, parent: stack, context: context)
    }
    if context.direction == .rightToLeft { stack = stack.mirrored(inWidth: bar.frame.width) }
    content.children = [stack]
    return RuleOutput(value: [content], diagnostics: report)
}
