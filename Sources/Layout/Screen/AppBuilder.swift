import Devices
import Geometry

/// Lays out an app the way UIKit builds its screen: the window, the root controller's
/// container views and bars, the visible controller's view tree with safe areas, margins and
/// scroll insets, then hit testing for every view's tap region.
public func layoutApp(
    _ spec: ScreenSpec, device: Device, os: OSVersion, orientation: Orientation, metrics: ScreenMetrics = .standard
) -> AppLayout {
    let builder = AppBuilder(spec: spec, device: device, os: os, orientation: orientation, metrics: metrics)
    var window = builder.buildWindow()
    assignTapRegions(&window, screen: builder.screen.bounds)
    return AppLayout(
        screen: builder.screen, window: window, statusBarHeight: builder.statusBarHeight, conflicts: builder.conflicts,
        ambiguous: builder.ambiguous, notes: builder.notes)
}

/// What a child needs to know about its superview.
struct ParentInfo {
    var windowFrame: Rect
    /// Window position of the superview's bounds origin (differs from `windowFrame.origin` in
    /// a scrolled scroll view).
    var boundsOrigin: Point
    var safeInsets: EdgeInsets
    var margins: EdgeInsets
}

/// The bars a controller's root view must keep clear of, in window coordinates: the lowest
/// bottom edge of the bars above it and the highest top edge of the bars below it.
struct Obstructions {
    var top = -Double.infinity
    var bottom = Double.infinity
}

final class AppBuilder {
    let spec: ScreenSpec
    let device: Device
    let os: OSVersion
    let orientation: Orientation
    let metrics: ScreenMetrics
    let direction: LayoutDirection
    private(set) var screen: ScreenLayout
    /// Bottom edge of the status bar in window coordinates; 0 when hidden.
    let statusBarHeight: Double
    /// The window's safe area (zero before iOS 11, where only the status bar and bars count).
    let windowSafe: EdgeInsets
    let hasSafeArea: Bool
    var conflicts: [String] = []
    var ambiguous: [String] = []
    var notes: [String] = []
    /// The in-call bar pushes the root view down by the extra 20 pt.
    private let rootOffset: Double

    init(spec: ScreenSpec, device: Device, os: OSVersion, orientation: Orientation, metrics: ScreenMetrics) {
        self.spec = spec
        self.device = device
        self.os = os
        self.orientation = orientation
        self.metrics = metrics
        direction = spec.layoutDirection
        screen = layoutScreen(device, os: os, orientation: orientation)
        hasSafeArea = os >= .ios11
        let shown = device.showsStatusBar(orientation) && !spec.statusBarHidden
        let homeButton = device.homeIndicator == nil
        let inCall = spec.inCallStatusBar && shown && homeButton && os <= .ios12
        let normal = device.chrome(for: os).statusBarHeight.value
        statusBarHeight = shown ? (inCall ? 40 : normal) : 0
        rootOffset = inCall ? 20 : 0
        var safe = screen.safeArea?.insets ?? .zero
        // Without a sensor housing the top inset is the status bar itself: none when it is
        // hidden, 40 under the in-call bar (the 0 of iOS 11 stays 0).
        if case .none = device.sensorHousing, safe.top > 0 { safe.top = statusBarHeight }
        windowSafe = safe
        if !shown { screen.statusBar = nil }
        if inCall, var bar = screen.statusBar {
            bar.frame.size.height = 40
            screen.statusBar = bar
            screen.uncertain.append(
                UncertainFigure(
                    figure: "in-call status bar", confidence: .single,
                    basis: "40 pt with the root view moved down 20 (IN-CALL-1, IN-CALL-2)"))
        }
        if screen.safeArea != nil { screen.safeArea = SafeAreaLayout(insets: safe, frame: screen.bounds.inset(by: safe)) }
    }

    /// Records a figure below single-source confidence once, for the caption and `explain`.
    func note(_ name: String, _ figure: BarFigure) {
        guard figure.confidence >= .inferred, !screen.uncertain.contains(where: { $0.figure == name }) else { return }
        screen.uncertain.append(UncertainFigure(figure: name, confidence: figure.confidence, basis: figure.basis))
    }

    // MARK: Window and controllers

    func buildWindow() -> ViewNode {
        let bounds = screen.bounds
        var window = node(
            "UIWindow", id: nil, frame: bounds, windowFrame: bounds, safe: windowSafe,
            margins: plainMargins(nil, safe: windowSafe, frame: bounds, parent: nil, preserves: false, fromSafeArea: true))
        if device.family == .ipad && os >= .ios18 {
            screen.uncertain.append(
                UncertainFigure(
                    figure: "tab bar placement", confidence: .estimate,
                    basis:
                        "iPadOS 18 apps built with the iOS 18 SDK show a floating tab bar at the top; Bezel draws the bottom tab bar older SDKs get"
                ))
        }
        let frame = Rect(x: 0, y: rootOffset, width: bounds.width, height: bounds.height - rootOffset)
        window.children = [
            controller(spec.root, frame: frame, parent: parentInfo(window), obstructions: Obstructions(), inContainer: false)
        ]
        return window
    }

    /// A controller's view and everything below it. `frame` is in the parent's bounds.
    func controller(_ spec: ControllerSpec, frame: Rect, parent: ParentInfo, obstructions: Obstructions, inContainer: Bool) -> ViewNode {
        switch spec {
        case .plain(let vc):
            return plainController(vc, frame: frame, parent: parent, obstructions: obstructions, inContainer: inContainer)
        case .navigation(let nav):
            return navigationController(nav, frame: frame, parent: parent, obstructions: obstructions)
        case .tabBar(let tab):
            return tabBarController(tab, frame: frame, parent: parent, obstructions: obstructions)
        }
    }

    /// A controller's root view: the status bar and every bar of its containers count in its
    /// safe area, plus `additionalSafeAreaInsets` (CHROME §5.1).
    func rootViewNode(
        _ className: String, vc: ViewControllerSpec, owner: String, viewSpec: ViewSpec?, frame: Rect, parent: ParentInfo,
        obstructions: Obstructions
    ) -> ViewNode {
        let windowFrame = frame.offsetBy(dx: parent.boundsOrigin.x, dy: parent.boundsOrigin.y)
        var safe = overlapInsets(windowFrame, parent: parent, capped: false)
        safe.top = max(safe.top, statusBarHeight - windowFrame.minY, obstructions.top - windowFrame.minY)
        safe.bottom = max(safe.bottom, windowFrame.maxY - obstructions.bottom)
        let guides = (top: max(0, safe.top), bottom: max(0, safe.bottom))
        safe = add(clampedNonNegative(safe), vc.additionalSafeAreaInsets)
        let margins = rootMargins(
            vc, custom: viewSpec?.directionalLayoutMargins, safe: safe, fromSafeArea: viewSpec?.insetsLayoutMarginsFromSafeArea ?? true)
        var result = node(className, id: viewSpec?.id ?? vc.id, frame: frame, windowFrame: windowFrame, safe: safe, margins: margins)
        result.owner = owner
        result.topLayoutGuideLength = guides.top
        result.bottomLayoutGuideLength = guides.bottom
        return result
    }

    func plainController(
        _ vc: ViewControllerSpec, frame: Rect, parent: ParentInfo, obstructions: Obstructions, inContainer: Bool
    ) -> ViewNode {
        let owner = "UIViewController" + (vc.id.map { " \"\($0)\"" } ?? "")
        var root = rootViewNode(
            vc.view.viewClass.rawValue, vc: vc, owner: owner, viewSpec: vc.view, frame: frame, parent: parent, obstructions: obstructions)
        apply(vc.view, to: &root)
        let legacy = (top: root.topLayoutGuideLength ?? 0, bottom: root.bottomLayoutGuideLength ?? 0)
        let owned = OwnedScroll(inContainer: inContainer, adjustsLegacy: vc.automaticallyAdjustsScrollViewInsets, guides: legacy)
        if vc.view.viewClass.isScrollView { root.scroll = scrollState(vc.view, node: root, owned: owned) }
        root.children = subviews(of: vc.view, in: root, owned: owned)
        return root
    }

    func navigationController(_ nav: NavigationControllerSpec, frame: Rect, parent: ParentInfo, obstructions: Obstructions) -> ViewNode {
        var container = rootViewNode(
            "UILayoutContainerView", vc: nav.controller, owner: "UINavigationController", viewSpec: nil, frame: frame, parent: parent,
            obstructions: obstructions)
        let size = frame.size
        let compactHides = nav.hidesBarsWhenVerticallyCompact && screen.verticalSizeClass == .compact
        let top = nav.stack.last!
        var inner = obstructions
        var childFrame = Rect(origin: .zero, size: size)
        var bars: [ViewNode] = []

        if !nav.navigationBar.hidden && !compactHides {
            let height = metrics.navigationBarHeight(device, os: os, orientation: orientation)
            let y = metrics.navigationBarTop(
                device, os: os, orientation: orientation, statusBar: statusBarHeight, windowSafeTop: windowSafe.top)
            note("navigation bar height", height)
            note("navigation bar position", y)
            let strips = navigationBarStrips(nav, content: height.value)
            noteNavigationFigures(nav, strips: strips)
            let barFrame = Rect(x: 0, y: y.value - container.windowFrame.minY, width: size.width, height: strips.total)
            var bar = barNode("UINavigationBar", frame: barFrame, in: container, reachingUp: barFrame.minY)
            bar.children = navigationBarChildren(nav, bar: bar, strips: strips)
            bars.append(bar)
            inner.top = max(inner.top, bar.windowFrame.maxY)
            if stopsAtBar(.top, translucent: nav.navigationBar.translucent, content: top.visibleContent) {
                childFrame = Rect(x: 0, y: bar.frame.maxY, width: size.width, height: size.height - bar.frame.maxY)
            }
        }
        if !nav.toolbar.hidden && !compactHides {
            // The toolbar sits on the lowest safe edge the container has (home indicator or a
            // tab bar below), its background reaching down to the container's bottom.
            let limit = size.height - (container.safeAreaInsets ?? internalSafe(container)).bottom
            let height = metrics.toolbarHeight(device, os: os, orientation: orientation, bottomInset: size.height - limit)
            note("toolbar height", height)
            let barFrame = Rect(x: 0, y: limit - height.value, width: size.width, height: height.value)
            var bar = barNode("UIToolbar", frame: barFrame, in: container, reachingDown: size.height - limit)
            bar.children += toolbarItems(top.common.toolbarItems, bar: bar, contentHeight: height.value)
            bars.append(bar)
            inner.bottom = min(inner.bottom, bar.windowFrame.minY)
            if stopsAtBar(.bottom, translucent: nav.toolbar.translucent, content: top.visibleContent) {
                childFrame.size.height = bar.frame.minY - childFrame.minY
            }
        }
        container.children =
            [
                transitionStage("UINavigationTransitionView", showing: top, frame: childFrame, in: container, obstructions: inner)
            ] + bars
        return container
    }

    func tabBarController(_ tab: TabBarControllerSpec, frame: Rect, parent: ParentInfo, obstructions: Obstructions) -> ViewNode {
        var container = rootViewNode(
            "UILayoutContainerView", vc: tab.controller, owner: "UITabBarController", viewSpec: nil, frame: frame, parent: parent,
            obstructions: obstructions)
        let size = frame.size
        let selected = tab.children[tab.selectedIndex]
        var hidden = tab.tabBar.hidden
        if case .navigation(let nav) = selected, nav.hidesBottomBar { hidden = true }
        var inner = obstructions
        var childFrame = Rect(origin: .zero, size: size)
        var bars: [ViewNode] = []
        if !hidden {
            let bottomInset = max(0, windowSafe.bottom - (screen.bounds.maxY - container.windowFrame.maxY))
            let height = metrics.tabBarHeight(device, os: os, orientation: orientation, bottomInset: bottomInset)
            note("tab bar height", height)
            var bar = barNode(
                "UITabBar", frame: Rect(x: 0, y: size.height - height.value, width: size.width, height: height.value), in: container)
            bar.children += tabBarButtons(tab, bar: bar)
            bars.append(bar)
            inner.bottom = min(inner.bottom, bar.windowFrame.minY)
            if stopsAtBar(.bottom, translucent: tab.tabBar.translucent, content: selected.visibleContent) {
                childFrame.size.height = bar.frame.minY
            }
        }
        container.children =
            [
                transitionStage("UITransitionView", showing: selected, frame: childFrame, in: container, obstructions: inner)
            ] + bars
        return container
    }

    /// Whether the content controller's view stops at a bar on `edge` instead of extending
    /// under it: the edge is left out of `edgesForExtendedLayout`, or the bar is opaque and
    /// `extendedLayoutIncludesOpaqueBars` is off (CHROME §5.1).
    func stopsAtBar(_ edge: RectEdges, translucent: Bool, content: ViewControllerSpec) -> Bool {
        !content.edgesForExtendedLayout.contains(edge) || (!translucent && !content.extendedLayoutIncludesOpaqueBars)
    }

    /// A container's transition view holding a wrapper view holding the shown child's view.
    func transitionStage(
        _ className: String, showing child: ControllerSpec, frame: Rect, in container: ViewNode, obstructions: Obstructions
    ) -> ViewNode {
        let stage = Rect(origin: .zero, size: container.frame.size)
        var transition = plainNode(className, frame: stage, parent: parentInfo(container))
        var wrapper = plainNode("UIViewControllerWrapperView", frame: stage, parent: parentInfo(transition))
        wrapper.children = [
            controller(child, frame: frame, parent: parentInfo(wrapper), obstructions: obstructions, inContainer: true)
        ]
        transition.children = [wrapper]
        return transition
    }

    /// A bar in its container, on the pixel grid, with default margins and its background.
    func barNode(_ className: String, frame: Rect, in container: ViewNode, reachingUp: Double = 0, reachingDown: Double = 0) -> ViewNode {
        let info = parentInfo(container)
        let frame = frame.snapped(screen.scale)
        let windowFrame = frame.offsetBy(dx: container.windowFrame.minX, dy: container.windowFrame.minY)
        var bar = node(
            className, id: nil, frame: frame, windowFrame: windowFrame, safe: overlapInsets(windowFrame, parent: info, capped: true),
            margins: plainMargins(nil, safe: .zero, frame: frame, parent: info, preserves: false, fromSafeArea: false))
        bar.children = [barBackground(bar, reachingUp: reachingUp, reachingDown: reachingDown)]
        return bar
    }

    /// `_UIBarBackground` (iOS 10+; `_UINavigationBarBackground` on iOS 9 navigation bars),
    /// the bar's full width, reaching `reachingUp` above it (under the status bar) and
    /// `reachingDown` below it (a toolbar's, over the home indicator).
    func barBackground(_ bar: ViewNode, reachingUp: Double, reachingDown: Double) -> ViewNode {
        let name = os < .ios10 && bar.className == "UINavigationBar" ? "_UINavigationBarBackground" : "_UIBarBackground"
        let frame = Rect(x: 0, y: -reachingUp, width: bar.frame.width, height: bar.frame.height + reachingUp + reachingDown)
        var background = plainNode(name, frame: frame, parent: parentInfo(bar))
        background.isUserInteractionEnabled = false
        return background
    }

    // MARK: Nodes

    func node(_ className: String, id: String?, frame: Rect, windowFrame: Rect, safe: EdgeInsets, margins: EdgeInsets) -> ViewNode {
        ViewNode(
            className: className, id: id, owner: nil, frame: frame, windowFrame: windowFrame,
            safeAreaInsets: hasSafeArea ? safe : nil, layoutMargins: margins,
            readableContentFrame: readableFrame(size: frame.size, margins: margins), scroll: nil, isHidden: false, alpha: 1,
            isUserInteractionEnabled: true, clipsToBounds: false, hitOutsets: .zero, children: [])
    }

    /// A system view with default margins inside `parent`.
    func plainNode(_ className: String, frame: Rect, parent: ParentInfo) -> ViewNode {
        let windowFrame = frame.offsetBy(dx: parent.boundsOrigin.x, dy: parent.boundsOrigin.y)
        let safe = overlapInsets(windowFrame, parent: parent, capped: true)
        return node(
            className, id: nil, frame: frame, windowFrame: windowFrame, safe: safe,
            margins: plainMargins(nil, safe: safe, frame: frame, parent: parent, preserves: false, fromSafeArea: true))
    }

    func parentInfo(_ node: ViewNode) -> ParentInfo {
        let offset = node.scroll?.contentOffset ?? .zero
        return ParentInfo(
            windowFrame: node.windowFrame, boundsOrigin: Point(x: node.windowFrame.minX - offset.x, y: node.windowFrame.minY - offset.y),
            safeInsets: node.safeAreaInsets ?? internalSafe(node), margins: node.layoutMargins)
    }

    /// Before iOS 11 views have no safe area, but the model still tracks the controller's guide
    /// lengths so children are placed the same way; nothing propagates below a root view.
    func internalSafe(_ node: ViewNode) -> EdgeInsets {
        EdgeInsets(top: node.topLayoutGuideLength ?? 0, left: 0, bottom: node.bottomLayoutGuideLength ?? 0, right: 0)
    }

    // MARK: Safe area and margins

    /// The part of the parent's unsafe region the view overlaps (CHROME §5.1): its
    /// edges' distances into the parent's safe rectangle, never more than the parent's own
    /// inset on that edge when `capped` (a view sticking out gains nothing; MARTIAN, Apple docs).
    func overlapInsets(_ windowFrame: Rect, parent: ParentInfo, capped: Bool) -> EdgeInsets {
        let safeRect = parent.windowFrame.inset(by: parent.safeInsets)
        func clamp(_ value: Double, _ cap: Double) -> Double { max(0, capped ? min(value, cap) : value) }
        return EdgeInsets(
            top: clamp(safeRect.minY - windowFrame.minY, parent.safeInsets.top),
            left: clamp(safeRect.minX - windowFrame.minX, parent.safeInsets.left),
            bottom: clamp(windowFrame.maxY - safeRect.maxY, parent.safeInsets.bottom),
            right: clamp(windowFrame.maxX - safeRect.maxX, parent.safeInsets.right))
    }

    /// A controller's root view: top and bottom 0, sides the system minimum (16 compact,
    /// 20 regular; Apple's `directionalLayoutMargins` doc, UYL-M). From iOS 11 custom margins
    /// apply, raised to the system minimum unless `viewRespectsSystemMinimumLayoutMargins` is
    /// off; before iOS 11 they are ignored. Measured from the safe area on iOS 11+.
    func rootMargins(_ vc: ViewControllerSpec, custom: DirectionalInsets?, safe: EdgeInsets, fromSafeArea: Bool) -> EdgeInsets {
        let side = device.rootLayoutMargins.value(orientation).value
        let minimum = DirectionalInsets(top: 0, leading: side, bottom: 0, trailing: side)
        var margins = minimum
        if os >= .ios11, let custom {
            margins =
                vc.viewRespectsSystemMinimumLayoutMargins
                ? DirectionalInsets(
                    top: max(custom.top, minimum.top), leading: max(custom.leading, minimum.leading),
                    bottom: max(custom.bottom, minimum.bottom), trailing: max(custom.trailing, minimum.trailing))
                : custom
        }
        let resolved = margins.resolved(direction)
        return hasSafeArea && fromSafeArea ? add(resolved, safe) : resolved
    }

    /// Any other view: 8 on each side unless set, plus the safe area on iOS 11+ when
    /// `insetsLayoutMarginsFromSafeArea`, then grown to respect the superview's margins where
    /// the view is closer to its edge than they are (`preservesSuperviewLayoutMargins`).
    func plainMargins(
        _ custom: DirectionalInsets?, safe: EdgeInsets, frame: Rect, parent: ParentInfo?, preserves: Bool, fromSafeArea: Bool
    ) -> EdgeInsets {
        var margins = (custom ?? DirectionalInsets(all: 8)).resolved(direction)
        if hasSafeArea && fromSafeArea { margins = add(margins, safe) }
        if preserves, let parent {
            margins.top = max(margins.top, parent.margins.top - frame.minY)
            margins.left = max(margins.left, parent.margins.left - frame.minX)
            margins.bottom = max(margins.bottom, parent.margins.bottom - (parent.windowFrame.height - frame.maxY))
            margins.right = max(margins.right, parent.margins.right - (parent.windowFrame.width - frame.maxX))
        }
        return margins
    }

    func readableFrame(size: Size, margins: EdgeInsets) -> Rect {
        let guide = Rect(origin: .zero, size: size).inset(by: margins)
        let width = max(0, min(guide.width, metrics.readableContentWidth))
        return Rect(x: guide.minX + (guide.width - width) / 2, y: guide.minY, width: width, height: max(0, guide.height))
    }
}

func add(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
}

func clampedNonNegative(_ insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: max(0, insets.top), left: max(0, insets.left), bottom: max(0, insets.bottom), right: max(0, insets.right))
}

extension Rect {
    /// Origin and size each rounded to the pixel grid, so a bar keeps its exact height (44, not
    /// 44.000000000000014) at a fractional position such as y = 53.667.
    func snapped(_ scale: Double) -> Rect {
        Rect(
            x: roundToPixels(minX, scale: scale), y: roundToPixels(minY, scale: scale), width: roundToPixels(width, scale: scale),
            height: roundToPixels(height, scale: scale))
    }
}
