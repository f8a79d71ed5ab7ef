import BezelDevices
import BezelGeometry

/// UIKit's view controller containment (CHROME §5.1; APPLE-SAFEAREA, APPLE-TRANSLUCENT,
/// LAITIMES, CN-EXT): a navigation or tab bar controller's view is a `UILayoutContainerView`
/// holding a transition view › wrapper view › the shown child's view, then its bars. The
/// child's view extends under translucent bars unless its `edgesForExtendedLayout` leaves the
/// edge out; its safe area counts the status bar and every container's bars.

/// Where a controller's view goes: its frame in the parent's bounds, the parent, and the bars
/// above and below it that its safe area must keep clear of.
struct ControllerSlot {
    var frame: Rect
    var parent: ParentInfo
    var obstructions: Obstructions
}

/// The bars a controller's root view must keep clear of, in window coordinates: the lowest
/// bottom edge of the bars above it and the highest top edge of the bars below it.
struct Obstructions {
    var top = -Double.infinity
    var bottom = Double.infinity
}

/// A controller's view and everything below it.
func layoutController(_ spec: ControllerSpec, slot: ControllerSlot, inContainer: Bool, in context: AppContext) -> RuleOutput<ViewNode> {
    switch spec {
    case .plain(let vc): layoutPlainController(vc, slot: slot, inContainer: inContainer, in: context)
    case .navigation(let nav): layoutNavigationController(nav, slot: slot, in: context)
    case .tabBar(let tab): layoutTabBarController(tab, slot: slot, in: context)
    case .split(let split): layoutSplitViewController(split, slot: slot, in: context)
    }
}

/// A plain controller's root view, its scroll insets and its subviews.
func layoutPlainController(
    _ vc: ViewControllerSpec, slot: ControllerSlot, inContainer: Bool, in context: AppContext
)
    -> RuleOutput<ViewNode>
{
    var root = rootViewNode(vc.view.viewClass, vc: vc, owner: .plain(id: vc.id), viewSpec: vc.view, slot: slot, in: context)
    root.apply(vc.view)
    let guides = (top: root.topLayoutGuideLength ?? 0, bottom: root.bottomLayoutGuideLength ?? 0)
    let owned = OwnedScroll(inContainer: inContainer, adjustsLegacy: vc.automaticallyAdjustsScrollViewInsets, guides: guides)
    if vc.view.viewClass.isScrollView { root.scroll = scrollState(vc.view, node: root, owned: owned, in: context) }
    context.applyContent(vc.view, to: &root)
    var report = Diagnostics()
    report.append(context.contentFigures(vc.view))
    root.children = context.contentSubviews(vc.view.content, of: root) + report.take(layoutSubviews(of: vc.view, in: root, owned: owned, in: context))
    return RuleOutput(value: root, diagnostics: report)
}

/// `UINavigationController`: the navigation bar on top, the toolbar at the bottom (both hidden
/// in compact height when `hidesBarsWhenVerticallyCompact`), the top controller's view between;
/// during the interactive pop, the controller below too (`Rules/States.swift`).
func layoutNavigationController(_ nav: NavigationControllerSpec, slot: ControllerSlot, in context: AppContext) -> RuleOutput<ViewNode> {
    var container = rootViewNode(.layoutContainerView, vc: nav.controller, owner: .navigation, viewSpec: nil, slot: slot, in: context)
    var report = Diagnostics()
    var layers = report.take(navigationLayers(nav, slot: slot, in: container, context: context))
    if let progress = context.state.popProgress, nav.stack.count > 1 {
        var below = nav
        below.stack.removeLast()
        let under = report.take(navigationLayers(below, slot: slot, in: container, context: context))
        layers = report.take(poppingLayers(top: layers, below: under, progress: progress, width: container.frame.width, context: context))
    }
    container.children = [layers.transition] + layers.bars
    return RuleOutput(value: container, diagnostics: report)
}

/// The transition view showing `nav`'s top controller and the bars over it.
private func navigationLayers(
    _ nav: NavigationControllerSpec, slot: ControllerSlot, in container: ViewNode, context: AppContext
) -> RuleOutput<NavigationLayers> {
    // A size-class behaviour: iOS 7 has no size classes (and no such property).
    let compactHides = nav.hidesBarsWhenVerticallyCompact && context.os.hasSizeClasses && context.verticalSizeClass == .compact
    let top = nav.stack.last!
    var stage = Stage(size: slot.frame.size, obstructions: slot.obstructions)
    var bars: [ViewNode] = []
    var report = Diagnostics()
    var inner = context
    if !nav.navigationBar.hidden && !compactHides {
        let bar = report.take(layoutNavigationBar(nav, in: container, context: context))
        stage.clear(topBar: bar, stops: stopsAtBar(.top, translucent: nav.navigationBar.translucent, content: top.visibleContent))
        bars.append(bar)
        inner.largeTitleCollapse = collapsedLargeTitle(nav, context: context)
    }
    if !nav.toolbar.hidden && !compactHides {
        let bar = report.take(layoutToolbar(top.common.toolbarItems, in: container, context: context))
        stage.clear(bottomBar: bar, stops: stopsAtBar(.bottom, translucent: nav.toolbar.translucent, content: top.visibleContent))
        bars.append(bar)
    }
    let transition = report.take(transitionStage(.navigationTransitionView, showing: top, stage: stage, in: container, context: inner))
    return RuleOutput(value: NavigationLayers(transition: transition, bars: bars), diagnostics: report)
}

/// `UITabBarController`: the tab bar at the bottom (hidden while a pushed controller asks),
/// the selected child's view above it.
func layoutTabBarController(_ tab: TabBarControllerSpec, slot: ControllerSlot, in context: AppContext) -> RuleOutput<ViewNode> {
    var container = rootViewNode(.layoutContainerView, vc: tab.controller, owner: .tabBar, viewSpec: nil, slot: slot, in: context)
    let selected = tab.children[tab.selectedIndex]
    var hidden = tab.tabBar.hidden
    // During a pop or push to a controller that shows the bar, it moves with that controller.
    var movesWithBelow = false
    if case .navigation(let nav) = selected, nav.hidesBottomBar {
        movesWithBelow = !hidden && context.state.popProgress != nil && nav.stack.count > 1 && !nav.hidesBottomBar(upTo: nav.stack.count - 1)
        hidden = true
    }
    var stage = Stage(size: slot.frame.size, obstructions: slot.obstructions)
    var bars: [ViewNode] = []
    var report = Diagnostics()
    if !hidden {
        let bar = report.take(layoutTabBar(tab, in: container, context: context))
        stage.clear(bottomBar: bar, stops: stopsAtBar(.bottom, translucent: tab.tabBar.translucent, content: selected.visibleContent))
        bars.append(bar)
    }
    var transition = report.take(transitionStage(.transitionView, showing: selected, stage: stage, in: container, context: context))
    if movesWithBelow {
        let bar = report.take(layoutTabBar(tab, in: container, context: context))
        transition = report.take(tabBarInTransition(bar, into: transition, context: context))
    }
    container.children = [transition] + bars
    return RuleOutput(value: container, diagnostics: report)
}

/// A controller's root view: the status bar and every bar of its containers count in its
/// safe area, plus `additionalSafeAreaInsets` (CHROME §5.1).
func rootViewNode(
    _ viewClass: ViewClass, vc: ViewControllerSpec, owner: ControllerKind, viewSpec: ViewSpec?, slot: ControllerSlot, in context: AppContext
) -> ViewNode {
    let frame = slot.frame
    let windowFrame = frame.offsetBy(dx: slot.parent.boundsOrigin.x, dy: slot.parent.boundsOrigin.y)
    var safe = context.overlapInsets(windowFrame, parent: slot.parent, capped: false)
    safe.top = max(safe.top, context.statusBarHeight - windowFrame.minY, slot.obstructions.top - windowFrame.minY)
    safe.bottom = max(safe.bottom, windowFrame.maxY - slot.obstructions.bottom)
    safe = rootInsetsAtMoment(safe, owner: owner, context: context)
    let guides = (top: max(0, safe.top), bottom: max(0, safe.bottom))
    safe = rootInsetsAtMoment(add(clampedNonNegative(safe), vc.additionalSafeAreaInsets), owner: owner, context: context)
    let margins = context.rootMargins(
        vc, custom: viewSpec?.directionalLayoutMargins, safe: safe, fromSafeArea: viewSpec?.insetsLayoutMarginsFromSafeArea ?? true)
    var result = context.node(viewClass, id: viewSpec?.id ?? vc.id, frame: frame, windowFrame: windowFrame, safe: safe, margins: margins)
    result.viewController = owner
    result.topLayoutGuideLength = guides.top
    result.bottomLayoutGuideLength = guides.bottom
    return result
}

/// The room a container leaves its child: the whole container, less the bars the child's view
/// stops at, and the bars its safe area must keep clear of.
struct Stage {
    var frame: Rect
    var obstructions: Obstructions

    init(size: Size, obstructions: Obstructions) {
        frame = Rect(origin: .zero, size: size)
        self.obstructions = obstructions
    }

    mutating func clear(topBar bar: ViewNode, stops: Bool) {
        obstructions.top = max(obstructions.top, bar.windowFrame.maxY)
        if stops { frame = Rect(x: 0, y: bar.frame.maxY, width: frame.width, height: frame.maxY - bar.frame.maxY) }
    }

    mutating func clear(bottomBar bar: ViewNode, stops: Bool) {
        obstructions.bottom = min(obstructions.bottom, bar.windowFrame.minY)
        if stops { frame.size.height = bar.frame.minY - frame.minY }
    }
}

/// Whether the content controller's view stops at a bar on `edge` instead of extending
/// under it: the edge is left out of `edgesForExtendedLayout`, or the bar is opaque and
/// `extendedLayoutIncludesOpaqueBars` is off (CHROME §5.1).
func stopsAtBar(_ edge: RectEdges, translucent: Bool, content: ViewControllerSpec) -> Bool {
    !content.edgesForExtendedLayout.contains(edge) || (!translucent && !content.extendedLayoutIncludesOpaqueBars)
}

/// A container's transition view holding a wrapper view holding the shown child's view.
func transitionStage(
    _ viewClass: ViewClass, showing child: ControllerSpec, stage: Stage, in container: ViewNode, context: AppContext
) -> RuleOutput<ViewNode> {
    let bounds = Rect(origin: .zero, size: container.frame.size)
    var transition = context.plainNode(viewClass, frame: bounds, in: container)
    var wrapper = context.plainNode(.viewControllerWrapperView, frame: bounds, in: transition)
    let slot = ControllerSlot(frame: stage.frame, parent: ParentInfo(wrapper), obstructions: stage.obstructions)
    let shown = layoutController(child, slot: slot, inContainer: true, in: context)
    wrapper.children = [shown.value]
    transition.children = [wrapper]
    return RuleOutput(value: transition, diagnostics: shown.diagnostics)
}
