import Devices
import Geometry

/// The tab bar's buttons (`UITabBarButton` on every version, QMUI; CHROME §2.4, §3).
/// On iPhone the buttons share the bar's width inside its safe area equally; on iPad they are
/// centred at a fixed width. Portrait iPhones stack the icon over the title; landscape iPhones
/// (iOS 11+) and iPads put them side by side. The insets, icon and label sizes are not
/// published: they are `TabBarMetrics` parameters and flagged as estimates.
public struct TabBarMetrics: Sendable {
    /// Gap between a button and its slot's edges, and above it.
    public var buttonInset = 2.0
    public var buttonTop = 1.0
    /// iPad: each button's width when centred.
    public var padButtonWidth = 150.0
    public var stackedIcon = 25.0
    public var sideBySideIcon = 20.0
    public var labelHeight = 12.0
    public var stackedLabelBottom = 3.0

    public init() {}
}

extension AppBuilder {
    /// One `UITabBarButton` per child, the selected one marked, inside the bar's content strip
    /// (above its bottom safe-area inset).
    func tabBarButtons(_ tab: TabBarControllerSpec, bar: ViewNode) -> [ViewNode] {
        let figures = metrics.tabBar
        let safe = bar.safeAreaInsets ?? .zero
        let content = Rect(x: safe.left, y: 0, width: bar.frame.width - safe.left - safe.right, height: bar.frame.height - safe.bottom)
        let count = Double(tab.children.count)
        let padLike = device.family == .ipad
        let slot = padLike ? min(figures.padButtonWidth, content.width / count) : content.width / count
        let start = content.minX + (content.width - slot * count) / 2
        let sideBySide = padLike || (os >= .ios11 && orientation.isLandscape)
        note(
            "tab bar item layout",
            BarFigure(figures.buttonInset, .estimate, "button insets, icon and label sizes not published; drawn from iOS view dumps' shape")
        )
        var buttons: [ViewNode] = []
        for (index, child) in tab.children.enumerated() {
            let common = child.common
            let item = common.tabBarItem ?? TabBarItemSpec()
            let title = item.title ?? common.title ?? child.visibleContent.title
            let x = start + Double(index) * slot + figures.buttonInset
            let frame = Rect(x: x, y: figures.buttonTop, width: slot - 2 * figures.buttonInset, height: content.height - figures.buttonTop)
            var button = plainNode("UITabBarButton", frame: frame.snapped(screen.scale), parent: parentInfo(bar))
            button.id = title ?? "tab \(index)"
            button.isSelected = index == tab.selectedIndex
            button.children = tabButtonContents(title: title, glyph: item.glyph, in: button, sideBySide: sideBySide)
            buttons.append(direction == .rightToLeft ? mirroredInParent(button, width: bar.frame.width) : button)
        }
        return direction == .rightToLeft ? buttons.reversed() : buttons
    }

    /// The icon (`UITabBarSwappableImageView`) and title (`UITabBarButtonLabel`, 10 pt).
    private func tabButtonContents(title: String?, glyph: String?, in button: ViewNode, sideBySide: Bool) -> [ViewNode] {
        let figures = metrics.tabBar
        let size = button.frame.size
        let font = TextFont(size: sideBySide ? 13 : 10, weight: .medium)
        let textWidth = min(title.map { metrics.text.width(of: $0, font: font) } ?? 0, size.width)
        let iconSide = sideBySide ? figures.sideBySideIcon : figures.stackedIcon
        let icon: Rect
        let label: Rect
        if sideBySide {
            let total = iconSide + (title == nil ? 0 : 6 + textWidth)
            let x = (size.width - total) / 2
            icon = Rect(x: x, y: (size.height - iconSide) / 2, width: iconSide, height: iconSide)
            label = Rect(
                x: x + iconSide + 6, y: (size.height - figures.labelHeight - 4) / 2, width: textWidth, height: figures.labelHeight + 4)
        } else {
            icon = Rect(x: (size.width - iconSide) / 2, y: 4, width: iconSide, height: iconSide)
            label = Rect(
                x: (size.width - textWidth) / 2, y: size.height - figures.stackedLabelBottom - figures.labelHeight, width: textWidth,
                height: figures.labelHeight)
        }
        var image = plainNode("UITabBarSwappableImageView", frame: icon.snapped(screen.scale), parent: parentInfo(button))
        image.glyph = glyph ?? "image"
        image.isUserInteractionEnabled = false
        image.isSelected = button.isSelected
        var nodes = [image]
        if let title {
            var text = plainNode("UITabBarButtonLabel", frame: label.snapped(screen.scale), parent: parentInfo(button))
            text.text = title
            text.isUserInteractionEnabled = false
            text.isSelected = button.isSelected
            nodes.append(text)
        }
        return nodes
    }
}
