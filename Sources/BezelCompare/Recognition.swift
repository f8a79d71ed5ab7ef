import BezelDevices
import BezelDumps
import BezelGeometry
import BezelLayout

/// The app a dump shows, as a scene's `screen` Bezel can lay out: the containers (navigation
/// controller with its stack and bars, tab bar controller with its tabs, a presented controller),
/// what their bars hold, and each thing recognised in words. Only what UIKit's containers print
/// is read; the controllers' own content is the app's and is not modelled.
public struct Recognition: Sendable {
    public var spec: ScreenSpec
    public var findings: [String]
}

/// Recognises the configuration of a capture (with the file's `_printHierarchy`, if any, for the
/// selected tab), for `device` (whose status bar may hide).
func recognize(_ capture: DumpCapture, controllers: [DumpedController], device: Device, orientation: Orientation) -> Recognition {
    var recognizer = Recognizer(controllers: controllers, device: device, orientation: orientation)
    let spec = recognizer.screen(capture.roots)
    return Recognition(spec: spec, findings: recognizer.findings)
}

struct Recognizer {
    let controllers: [DumpedController]
    let device: Device
    let orientation: Orientation
    var findings: [String] = []

    mutating func screen(_ roots: [DumpedView]) -> ScreenSpec {
        guard let first = roots.first else { return ScreenSpec(root: .plain(ViewControllerSpec())) }
        if roots.count == 1, first.is(.window) {
            // iOS 7–12 take the presenting view away under a full-screen presentation.
            if let only = first.children.first, only.is(.transitionView), only.child(.dropShadowView) == nil, let container = only.firstContainer() {
                findings.append("the window holds only a presentation's transition view: a controller presented full screen")
                var spec = ScreenSpec(root: .plain(ViewControllerSpec()))
                spec.presented = PresentationSpec(style: .fullScreen, controller: controller(of: container))
                spec.statusBarHidden = statusBarHidden(first)
                return spec
            }
            var spec = ScreenSpec(root: first.children.first.map { controller(of: $0) } ?? .plain(ViewControllerSpec()))
            if let presented = first.children.dropFirst().last(where: { $0.is(.transitionView) }) { spec.presented = presentation(presented) }
            spec.statusBarHidden = statusBarHidden(first)
            return spec
        }
        if roots.count == 1, first.is(.transitionView), first.child(.dropShadowView) != nil || first.child(.dimmingView) != nil {
            findings.append("the dump starts at a presentation's transition view: the presenting controller is not in it")
            var spec = ScreenSpec(root: .plain(ViewControllerSpec()))
            spec.presented = presentation(first)
            return spec
        }
        if roots.count == 1, !(first.is(.navigationBar) || first.is(.tabBar) || first.is(.toolbar)) {
            return ScreenSpec(root: controller(of: first))
        }
        return ScreenSpec(root: barOnly(roots))
    }

    /// A dump of a bar (or of a bar's subviews): the container that owns such a bar.
    private mutating func barOnly(_ roots: [DumpedView]) -> ControllerSpec {
        let bar = roots.count == 1 ? roots[0] : virtualParent(roots)
        if bar.is(.tabBar) || roots.contains(where: { $0.is(.tabBarButton) }) {
            findings.append("the dump holds a tab bar (not its controller): a tab bar controller around it")
            return tabBarController(bar: bar, content: nil)
        }
        if bar.is(.toolbar) {
            findings.append("the dump holds a toolbar: a navigation controller showing it")
            var top = ViewControllerSpec()
            top.toolbarItems = toolbarItems(bar)
            var navigation = NavigationControllerSpec(stack: [.plain(top)])
            navigation.toolbar.hidden = false
            return .navigation(navigation)
        }
        findings.append("the dump holds a navigation bar (not its controller): a navigation controller around it")
        return navigationController(bar: bar, toolbar: nil, top: .plain(ViewControllerSpec()), topView: nil)
    }

    /// The roots of a list of subviews under one parent, for reading them as a bar.
    private func virtualParent(_ roots: [DumpedView]) -> DumpedView {
        var parent = DumpedView(className: roots.contains { $0.is(.tabBarButton) } ? ViewClass.tabBar.rawValue : ViewClass.navigationBar.rawValue, line: roots[0].line)
        parent.children = roots
        parent.frame = roots.compactMap(\.frame).first { $0.minX == 0 }.map { Rect(origin: .zero, size: $0.size) }
        return parent
    }

    /// The controller whose view `view` is: a navigation or tab bar controller's container, the
    /// root wrapped by iOS 13's `UITransitionView` › `UIDropShadowView`, or a plain controller.
    mutating func controller(of view: DumpedView) -> ControllerSpec {
        if view.is(.transitionView), let shadow = view.child(.dropShadowView), let container = shadow.firstContainer() {
            findings.append("the window's root sits in a UITransitionView › UIDropShadowView (line \(view.line))")
            return controller(of: container)
        }
        guard view.is(.layoutContainerView) else { return plain(view) }
        if let transition = view.child(.navigationTransitionView) {
            let topView = transition.child(.viewControllerWrapperView)?.children.first
            let top = topView.map { controller(of: $0) } ?? .plain(ViewControllerSpec())
            guard let bar = view.child(.navigationBar) else {
                findings.append("a navigation controller without its bar (line \(view.line)): the bar is hidden")
                var navigation = NavigationControllerSpec(stack: [top])
                navigation.navigationBar.hidden = true
                return .navigation(navigation)
            }
            return navigationController(bar: bar, toolbar: view.child(.toolbar), top: top, topView: topView)
        }
        if view.child(.tabBar) != nil || view.child(.transitionView) != nil {
            let content = view.child(.transitionView)?.child(.viewControllerWrapperView)?.children.first
            return tabBarController(bar: view.child(.tabBar), content: content)
        }
        return plain(view)
    }

    private func plain(_ view: DumpedView) -> ControllerSpec {
        var controller = ViewControllerSpec()
        if let known = view.known, known.isDeclarable, known.isScrollView { controller.view.viewClass = known }
        return .plain(controller)
    }

    private func statusBarHidden(_ window: DumpedView) -> Bool {
        guard let bar = window.subtree.first(where: { $0.is(.navigationBar) }), let frame = bar.frame else { return false }
        // Without a sensor housing the status bar sits where the bar would start.
        return frame.minY == 0 && device.sensorHousing.kind == "none" && window.subtree.first(where: { $0.is(.layoutContainerView) })?.frame?.minY == 0
    }
}
