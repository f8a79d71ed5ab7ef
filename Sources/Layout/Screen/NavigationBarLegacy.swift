import Devices
import Geometry

/// The navigation bar's manual layout before iOS 11 (CHROME §2.2–2.4): items from the
/// screen edge at the system margin (16, 20 on 414-wide screens), 8 (10) apart; fixed spaces
/// move the following items by their width, negative ones included (the −8/−16 trick, RIVER,
/// MP); the title centred on the bar within the room between the items, 6 from them; a titleView
/// with no items stretched to the margins. Items are `UINavigationButton`s and custom views are
/// added to the bar itself. Touches anywhere in the row go to the nearest item (MP's iOS 10
/// screenshots, TAPWORTHY): each item's tap area is widened to the row's height and to half-way
/// to its neighbours, the bar's edge, or the title (the exact extent is not published).
extension AppBuilder {
    private struct Placed {
        var node: ViewNode
        var interactive: Bool
    }

    func legacyNavigationContents(_ nav: NavigationControllerSpec, bar: ViewNode, strips: NavigationBarStrips) -> [ViewNode] {
        let figures = metrics.navigationBar
        let width = bar.frame.width
        let (side, spacing) = figures.margins(device, os: os, orientation: orientation)
        let row = Rect(x: 0, y: strips.prompt, width: width, height: strips.content)
        let item = nav.stack.last!.common.navigationItem
        let title = titleText(nav)
        let titleWidth = item.titleView?.size.width ?? title?.width ?? 0
        let room = (width - titleWidth) / 2 - side + figures.backChevronOutdent - figures.titleItemGap
        var leading: [Placed] = []
        var start = (x: side, afterItem: false)
        var backNodes: [ViewNode] = []
        if let back = backButton(nav, room: room) {
            let chevron = figures.legacyBackChevronSize
            let x = side - figures.backChevronOutdent
            var indicator = plainNode(
                "_UINavigationBarBackIndicatorView",
                frame: Rect(x: x, y: row.midY - chevron.height / 2, width: chevron.width, height: chevron.height).snapped(screen.scale),
                parent: parentInfo(bar))
            indicator.isUserInteractionEnabled = false
            indicator.glyph = "chevron.backward"
            let buttonFrame = Rect(
                x: x, y: row.midY - figures.legacyButtonHeight / 2, width: back.width, height: figures.legacyButtonHeight)
            var button = plainNode("UINavigationItemButtonView", frame: buttonFrame.snapped(screen.scale), parent: parentInfo(bar))
            button.id = back.title.map { "back: \($0)" } ?? "back"
            button.text = back.title
            leading.append(Placed(node: button, interactive: true))
            backNodes = [indicator]
            start = (buttonFrame.maxX, true)
        }
        leading += legacySide(pieces(item.leftItems), from: start, spacing: spacing, forward: true, row: row, bar: bar)
        let trailing = legacySide(
            pieces(item.rightItems), from: (width - side, false), spacing: spacing, forward: false, row: row, bar: bar)
        let gap = figures.titleItemGap
        let left = leading.map(\.node.frame.maxX).max().map { $0 + gap } ?? side
        let right = trailing.map(\.node.frame.minX).min().map { $0 - gap } ?? width - side
        var titleNodes: [ViewNode] = []
        if let view = item.titleView {
            let frame = centred(width: view.size.width, height: view.size.height, between: left, and: right, barWidth: width, row: row)
            var node = plainNode("UIView", frame: frame, parent: parentInfo(bar))
            node.id = view.id
            node.isDeclared = true
            node.isUserInteractionEnabled = view.isUserInteractionEnabled
            titleNodes = [node]
        } else if let title {
            var frame = centred(width: title.width, height: figures.legacyTitleHeight, between: left, and: right, barWidth: width, row: row)
            frame.origin.y = row.minY + ((row.height - frame.height) / 2).rounded(.down)
            var container = plainNode("UINavigationItemView", frame: frame, parent: parentInfo(bar))
            let text = figures.legacyTitleLabel
            var label = plainNode(
                "UILabel", frame: Rect(x: 0, y: text.y, width: frame.width, height: text.height), parent: parentInfo(container))
            label.isUserInteractionEnabled = false
            label.text = title.text
            container.children = [label]
            container.id = title.text
            titleNodes = [container]
        }
        let titleSpan = titleNodes.first.map { ($0.frame.minX, $0.frame.maxX) } ?? (width / 2, width / 2)
        var items = widenTapAreas(leading, trailing, titleSpan: titleSpan, row: row, width: width)
        var promptNodes: [ViewNode] = []
        if let prompt = item.prompt {
            var label = plainNode(
                "UILabel", frame: Rect(x: side, y: 0, width: width - 2 * side, height: strips.prompt), parent: parentInfo(bar))
            label.id = prompt
            label.text = prompt
            label.isUserInteractionEnabled = false
            promptNodes = [label]
        }
        if direction == .rightToLeft {
            for index in items.indices { items[index] = mirrored(items[index], width: width) }
            titleNodes = titleNodes.map { mirrored($0, width: width) }
            backNodes = backNodes.map { mirrored($0, width: width) }
        }
        return promptNodes + titleNodes + items + backNodes
    }

    /// One side's items, laid from the outside in: `forward` from the leading margin rightwards,
    /// otherwise from the trailing margin leftwards.
    private func legacySide(
        _ pieces: [BarPiece], from start: (x: Double, afterItem: Bool), spacing: Double, forward: Bool, row: Rect, bar: ViewNode
    ) -> [Placed] {
        let figures = metrics.navigationBar
        var cursor = start.x
        var afterItem = start.afterItem
        var placed: [Placed] = []
        for piece in pieces {
            if case .fixedSpace(let space) = piece.kind {
                cursor += forward ? space : -space
                afterItem = false
                continue
            }
            if afterItem { cursor += forward ? spacing : -spacing }
            let x = forward ? cursor : cursor - piece.size.width
            cursor = forward ? x + piece.size.width : x
            afterItem = true
            switch piece.kind {
            case .custom(let view):
                var frame = Rect(x: x, y: row.midY - view.size.height / 2, width: view.size.width, height: view.size.height)
                if figures.legacyHonoursAlignmentRectInsets {
                    frame = frame.offsetBy(dx: -view.alignmentRectInsets.left, dy: -view.alignmentRectInsets.top)
                }
                var node = plainNode("UIView", frame: frame.snapped(screen.scale), parent: parentInfo(bar))
                node.id = view.id
                node.isDeclared = true
                node.isUserInteractionEnabled = view.isUserInteractionEnabled
                placed.append(Placed(node: node, interactive: view.isUserInteractionEnabled))
            default:
                let frame = Rect(
                    x: x, y: row.midY - figures.legacyButtonHeight / 2, width: piece.size.width, height: figures.legacyButtonHeight)
                var node = barButtonNode("UINavigationButton", piece: piece, frame: frame.snapped(screen.scale), parent: bar)
                if node.id == nil, case .button(let title?) = piece.kind { node.id = title }
                placed.append(Placed(node: node, interactive: true))
            }
        }
        return placed
    }

    /// Centred on the bar when it fits between `left` and `right`, else moved inside them,
    /// and no wider than the room.
    private func centred(width: Double, height: Double, between left: Double, and right: Double, barWidth: Double, row: Rect) -> Rect {
        let shown = max(0, min(width, right - left))
        let x = min(max((barWidth - shown) / 2, left), right - shown)
        return Rect(x: x, y: row.midY - min(height, row.height) / 2, width: shown, height: min(height, row.height)).snapped(screen.scale)
    }

    /// Row-high tap areas reaching half-way to the next item, to the bar's edge for the outermost
    /// items, and to the title for the innermost.
    private func widenTapAreas(
        _ leading: [Placed], _ trailing: [Placed], titleSpan: (Double, Double), row: Rect, width: Double
    ) -> [ViewNode] {
        var nodes: [ViewNode] = []
        let left = leading.sorted { $0.node.frame.minX < $1.node.frame.minX }
        let right = trailing.sorted { $0.node.frame.minX < $1.node.frame.minX }
        for (group, lower, upper) in [(left, 0.0, titleSpan.0), (right, titleSpan.1, width)] {
            for (index, item) in group.enumerated() {
                var node = item.node
                guard item.interactive else {
                    nodes.append(node)
                    continue
                }
                let frame = node.frame
                let before = index == 0 ? lower : (group[index - 1].node.frame.maxX + frame.minX) / 2
                let after = index == group.count - 1 ? upper : (frame.maxX + group[index + 1].node.frame.minX) / 2
                node.hitOutsets = EdgeInsets(
                    top: max(0, frame.minY - row.minY), left: max(0, frame.minX - before), bottom: max(0, row.maxY - frame.maxY),
                    right: max(0, after - frame.maxX))
                nodes.append(node)
            }
        }
        if !nodes.isEmpty {
            note(
                "legacy item tap areas",
                BarFigure(0, .estimate, "before iOS 11 items take touches well beyond their frames (MP); the exact reach is not published"))
        }
        return nodes
    }

    /// The node moved to the mirrored position in a right-to-left bar, its tap area with it.
    private func mirrored(_ node: ViewNode, width: Double) -> ViewNode {
        var node = mirroredInParent(node, width: width)
        node.hitOutsets = EdgeInsets(
            top: node.hitOutsets.top, left: node.hitOutsets.right, bottom: node.hitOutsets.bottom, right: node.hitOutsets.left)
        return node
    }
}
