import Devices
import Geometry

/// A `toolbarItems` entry: a bar button item, or a flexible space sharing the room left over.
public enum ToolbarItemSpec: Hashable, Sendable {
    case item(BarItemSpec)
    case flexibleSpace
}

/// The toolbar's items (CHROME §2.4, §4): `UIToolbarButton`s on the bar before iOS 11,
/// `_UIToolbarContentView` › `_UIButtonBarStackView` › `_UIButtonBarButton` from iOS 11. Items
/// sit between the bar's margins (the root margin, 16 or 20, plus the side safe area), 8 apart;
/// flexible spaces share what is left equally, and without one the items pack to the leading
/// side. Fixed spaces follow the navigation bar's rules for the era. The toolbar's own margins
/// and spacing are not published: they reuse the navigation bar's and are flagged.
extension AppBuilder {
    func toolbarItems(_ items: [ToolbarItemSpec], bar: ViewNode, contentHeight: Double) -> [ViewNode] {
        guard !items.isEmpty else { return [] }
        note(
            "toolbar item layout",
            BarFigure(
                metrics.navigationBar.itemSpacing, .estimate, "toolbar margins and spacing taken from the navigation bar's (not published)")
        )
        let (side, spacing) = metrics.navigationBar.margins(device, os: os, orientation: orientation)
        let safe = bar.safeAreaInsets ?? .zero
        let left = side + safe.left
        let room = bar.frame.width - left - side - safe.right
        let measured: [(BarPiece?, flexible: Bool)] = items.map { item in
            switch item {
            case .flexibleSpace: (nil, true)
            case .item(let spec): (pieces([spec])[0], false)
            }
        }
        var gaps: [Double] = []
        var previousWasItem = false
        var fixed = 0.0
        var flexibleCount = 0
        for (piece, flexible) in measured {
            if flexible {
                flexibleCount += 1
                gaps.append(0)
                previousWasItem = false
            } else if let piece, case .fixedSpace(let width) = piece.kind {
                let gap = os < .ios11 ? width : max(0, width)
                gaps.append(gap)
                fixed += gap
                previousWasItem = false
            } else if let piece {
                let gap = previousWasItem ? spacing : 0
                gaps.append(gap)
                fixed += gap + piece.size.width
                previousWasItem = true
            }
        }
        let flexibleWidth = flexibleCount == 0 ? 0 : max(0, room - fixed) / Double(flexibleCount)
        var x = left
        var frames: [(BarPiece, Rect)] = []
        for ((piece, flexible), gap) in zip(measured, gaps) {
            if flexible {
                x += flexibleWidth
                continue
            }
            guard let piece else { continue }
            x += gap
            if case .fixedSpace = piece.kind { continue }
            let height = piece.isCustom ? piece.size.height : contentHeight
            frames.append(
                (piece, Rect(x: x, y: (contentHeight - height) / 2, width: piece.size.width, height: height).snapped(screen.scale)))
            x += piece.size.width
        }
        return os < .ios11 ? legacyToolbarButtons(frames, bar: bar) : modernToolbarContent(frames, bar: bar, contentHeight: contentHeight)
    }

    private func legacyToolbarButtons(_ frames: [(BarPiece, Rect)], bar: ViewNode) -> [ViewNode] {
        frames.map { piece, frame in
            var node = barButtonNode("UIToolbarButton", piece: piece, frame: frame, parent: bar)
            if case .custom(let custom) = piece.kind { node = customNode(custom, frame: frame, in: bar) }
            return direction == .rightToLeft ? mirroredInParent(node, width: bar.frame.width) : node
        }
    }

    private func modernToolbarContent(_ frames: [(BarPiece, Rect)], bar: ViewNode, contentHeight: Double) -> [ViewNode] {
        var content = plainNode(
            "_UIToolbarContentView", frame: Rect(x: 0, y: 0, width: bar.frame.width, height: contentHeight), parent: parentInfo(bar))
        let minX = frames.map(\.1.minX).min() ?? 0
        let maxX = frames.map(\.1.maxX).max() ?? 0
        var stack = plainNode(
            "_UIButtonBarStackView", frame: Rect(x: minX, y: 0, width: maxX - minX, height: contentHeight), parent: parentInfo(content))
        stack.children = frames.map { piece, frame in
            let local = frame.offsetBy(dx: -minX, dy: 0)
            if case .custom(let custom) = piece.kind { return customNode(custom, frame: local, in: stack) }
            return barButtonNode("_UIButtonBarButton", piece: piece, frame: local, parent: stack)
        }
        if direction == .rightToLeft { stack = mirroredInParent(stack, width: bar.frame.width) }
        content.children = [stack]
        return [content]
    }
}

extension BarPiece {
    var isCustom: Bool { if case .custom = kind { true } else { false } }
}
