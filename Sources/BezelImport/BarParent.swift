import BezelDevices
import BezelGeometry
import BezelLayout

/// A dump that lists a bar's subviews without the bar (an `NSLog` of `tabBar.subviews` in a tab
/// bar subclass, a loop over `navigationBar.subviews`): their frames are in the bar, which the dump
/// does not print. They are placed in a bar of that class where UIKit puts it on the device: a tab
/// bar along the bottom, as tall as the background the dump lists (else as its buttons reach); a
/// navigation bar 44 tall below the status bar. Nil when the roots are not a bar's subviews.
func barParent(for roots: [RecordedView], device: Device, os: OSVersion, orientation: Orientation) -> (RecordedView, note: String)? {
    let classes = Set(roots.compactMap(\.knownClass))
    let screen = device.pointSize(orientation)
    if classes.contains(.tabBarButton), !classes.contains(.tabBar) {
        let background = roots.first { $0.knownClass == .barBackground || $0.knownClass == .tabBarBackgroundView }
        let height = background?.frame.height ?? roots.map(\.frame.maxY).max() ?? 49
        var bar = RecordedView(className: ViewClass.tabBar.rawValue, frame: Rect(x: 0, y: screen.height - height, width: screen.width, height: height))
        bar.children = roots
        return (bar, "the dump lists a tab bar's subviews without the bar: they are drawn in a UITabBar \(formatCompact(height)) pt tall at the bottom of the screen")
    }
    let navigationParts: Set<ViewClass> = [
        .navigationItemView, .navigationItemButtonView, .navigationButton, .navigationBarBackIndicatorView, .navigationBarBackground,
        .navigationBarContentView, .navigationBarLargeTitleView,
    ]
    if !classes.isDisjoint(with: navigationParts), !classes.contains(.navigationBar) {
        let top = device.showsStatusBar(orientation, os: os) ? device.chrome(for: os).statusBarHeight.value : 0
        var bar = RecordedView(className: ViewClass.navigationBar.rawValue, frame: Rect(x: 0, y: top, width: screen.width, height: 44))
        bar.children = roots
        return (bar, "the dump lists a navigation bar's subviews without the bar: they are drawn in a UINavigationBar 44 pt tall below the status bar")
    }
    return nil
}
