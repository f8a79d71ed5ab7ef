import BezelDevices
import BezelGeometry

/// A bar in its container (CHROME §2.1, §2.4; SEED-3, QMUI): on the pixel grid, with default
/// margins, and its background view first: `_UIBarBackground` from iOS 10
/// (`_UINavigationBarBackground` on iOS 9 navigation bars, `_UITabBarBackgroundView` on iOS 9 tab
/// bars: DUMP-TABBAR9; iOS 9 toolbars are not sourced), the bar's full width, reaching
/// `reachingUp` above the bar (under the status bar) and `reachingDown` below it (a toolbar's,
/// over the home indicator).
func barNode(
    _ viewClass: ViewClass, frame: Rect, in container: ViewNode, reachingUp: Double = 0, reachingDown: Double = 0,
    context: AppContext
) -> ViewNode {
    let parent = ParentInfo(container)
    let frame = frame.snapped(context.scale)
    let windowFrame = frame.offsetBy(dx: container.windowFrame.minX, dy: container.windowFrame.minY)
    var bar = context.node(
        viewClass, id: nil, frame: frame, windowFrame: windowFrame,
        safe: context.overlapInsets(windowFrame, parent: parent, capped: true),
        margins: context.plainMargins(nil, safe: .zero, frame: frame, parent: parent, preserves: false, fromSafeArea: false))
    let backgroundClass: ViewClass =
        switch viewClass {
        case .navigationBar where context.os < .ios10: .navigationBarBackground
        case .tabBar where context.os < .ios10: .tabBarBackgroundView
        default: .barBackground
        }
    let backgroundFrame = Rect(
        x: 0, y: -reachingUp, width: bar.frame.width, height: bar.frame.height + reachingUp + reachingDown)
    var background = context.plainNode(backgroundClass, frame: backgroundFrame, in: bar)
    background.isUserInteractionEnabled = false
    bar.children = [background]
    return bar
}
