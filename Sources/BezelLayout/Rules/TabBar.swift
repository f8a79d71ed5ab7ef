import BezelAutoLayout
import BezelDevices
import BezelGeometry

/// The tab bar and its buttons (`UITabBarButton` on every version, QMUI; CHROME §2.4, §3;
/// QMUI#633, REIBANG): at the bottom of its container, including the bottom safe-area inset.
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

/// `UITabBar` at the bottom of its container, with one button per child.
func layoutTabBar(_ tab: TabBarControllerSpec, in container: ViewNode, context: AppContext) -> RuleOutput<ViewNode> {
    let bottomInset = max(0, context.windowSafe.bottom - (context.bounds.maxY - container.windowFrame.maxY))
    let height = context.metrics.tabBarHeight(context.device, os: context.designOS, sdk: context.sdk, orientation: context.orientation, bottomInset: bottomInset)
    var report = Diagnostics()
    report.note("tab bar height", height)
    let size = container.frame.size
    let frame = Rect(x: 0, y: size.height - height.value, width: size.width, height: height.value)
    var bar = barNode(.tabBar, frame: frame, in: container, context: context)
    bar.children += tabBarButtons(tab, bar: bar, context: context)
    report.note(
        "tab bar item layout",
        BarFigure(
            context.metrics.tabBar.buttonInset, .estimate,
            "icon and label sizes not published; button frames from iOS 9, 10 and 16 dumps (FID-B-TABARANIM, FID-B-BUDEJIE, FID-B-GXSWIFT)"
        ))
    return RuleOutput(value: bar, diagnostics: report)
}

/// One `UITabBarButton` per child, the selected one marked, inside the bar's content strip
/// (above its bottom safe-area inset); right to left, in mirrored order.
private func tabBarButtons(_ tab: TabBarControllerSpec, bar: ViewNode, context: AppContext) -> [ViewNode] {
    let figures = context.metrics.tabBar
    let safe = bar.safeAreaInsets ?? .zero
    let content = Rect(x: safe.left, y: 0, width: bar.frame.width - safe.left - safe.right, height: bar.frame.height - safe.bottom)
    let count = Double(tab.children.count)
    let padLike = context.device.family == .ipad
    let slot = padLike ? min(figures.padButtonWidth, content.width / count) : content.width / count
    let start = content.minX + (content.width - slot * count) / 2
    // Icon and title side by side from iOS 11 on iPad and in iPhone landscape; stacked before on
    // both (TABBAR-IOS11: iOS 9 and iOS 11 screenshots of the same iPad app).
    let sideBySide = context.os >= .ios11 && (padLike || context.orientation.isLandscape)
    let rightToLeft = context.direction == .rightToLeft
    // On iPhone each button spans its share of the bar between edges rounded to whole points, so
    // widths alternate (94/93/94/93 on a 390 pt bar; FID-B-GXSWIFT, FID-B-BUDEJIE, FID-B-TABARANIM).
    let edge: (Int) -> Double = { index in
        let x = start + Double(index) * slot + figures.buttonInset
        return padLike ? x : x.rounded()
    }
    let buttons = tab.children.enumerated().map { index, child in
        let item = child.common.tabBarItem ?? TabBarItemSpec()
        let title = item.title ?? child.common.title ?? child.visibleContent.title
        let x = edge(index)
        let frame = Rect(
            x: x, y: figures.buttonTop, width: edge(index + 1) - x - 2 * figures.buttonInset, height: content.height - figures.buttonTop)
        var button = context.plainNode(.tabBarButton, frame: frame.snapped(context.scale), in: bar)
        button.id = title ?? "tab \(index)"
        button.isSelected = index == tab.selectedIndex
        button.children = tabButtonContents(title: title, glyph: item.glyph, in: button, sideBySide: sideBySide, context: context)
        return rightToLeft ? button.mirrored(inWidth: bar.frame.width) : button
    }
    return rightToLeft ? buttons.reversed() : buttons
}

/// The icon (`UITabBarSwappableImageView`) and title (`UITabBarButtonLabel`, 10 pt medium under
/// the icon, 13 pt beside it).
private func tabButtonContents(title: String?, glyph: Glyph?, in button: ViewNode, sideBySide: Bool, context: AppContext) -> [ViewNode] {
    let figures = context.metrics.tabBar
    let size = button.frame.size
    let font: TextFont = sideBySide ? .tabBarItemBesideIcon : .tabBarItem
    let textWidth = min(title.map { context.metrics.text.width(of: $0, font: font) } ?? 0, size.width)
    let iconSide = sideBySide ? figures.sideBySideIcon : figures.stackedIcon
    let icon: Rect
    let label: Rect
    if sideBySide {
        let total = iconSide + (title == nil ? 0 : 6 + textWidth)
        let x = (size.width - total) / 2
        icon = Rect(x: x, y: (size.height - iconSide) / 2, width: iconSide, height: iconSide)
        label = Rect(x: x + iconSide + 6, y: (size.height - figures.labelHeight - 4) / 2, width: textWidth, height: figures.labelHeight + 4)
    } else {
        icon = Rect(x: (size.width - iconSide) / 2, y: 4, width: iconSide, height: iconSide)
        let y = size.height - figures.stackedLabelBottom - figures.labelHeight
        label = Rect(x: (size.width - textWidth) / 2, y: y, width: textWidth, height: figures.labelHeight)
    }
    var image = context.plainNode(.tabBarSwappableImageView, frame: icon.snapped(context.scale), in: button)
    image.glyph = glyph ?? .image
    image.isUserInteractionEnabled = false
    image.isSelected = button.isSelected
    guard let title else { return [image] }
    var text = context.plainNode(.tabBarButtonLabel, frame: label.snapped(context.scale), in: button)
    text.text = title
    text.textFont = font
    text.isUserInteractionEnabled = false
    text.isSelected = button.isSelected
    return [image, text]
}
