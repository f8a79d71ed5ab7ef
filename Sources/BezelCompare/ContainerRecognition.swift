import BezelDumps
import BezelGeometry
import BezelLayout

/// The containers: a navigation controller from its bar, a tab bar controller from its tab bar,
/// a presentation from its transition view.
extension Recognizer {
    /// The navigation controller a bar belongs to: one controller, or two when a back button
    /// shows (the one below titled as the back button reads: the back title is its title); the
    /// top one gets the bar's item. An opaque bar is recognised from the top view starting at the
    /// bar's bottom.
    mutating func navigationController(bar: DumpedView, toolbar: DumpedView?, top: ControllerSpec, topView: DumpedView?) -> ControllerSpec {
        let recognized = RecognizedBar(bar, screenWidth: device.pointSize(orientation).width)
        findings += recognized.findings
        var top = top
        switch top {
        case .plain(var controller):
            controller.navigationItem = recognized.item
            top = .plain(controller)
        case .tabBar(var tabs):
            tabs.controller.navigationItem = recognized.item
            top = .tabBar(tabs)
        default: break
        }
        var stack = [top]
        if let back = recognized.backTitle {
            var previous = ViewControllerSpec(title: back.isEmpty ? "Back" : back)
            if back.isEmpty { previous.navigationItem.backButtonTitle = "" }
            stack.insert(.plain(previous), at: 0)
        }
        var navigation = NavigationControllerSpec(stack: stack)
        navigation.navigationBar.hidden = recognized.hidden
        navigation.prefersLargeTitles = recognized.prefersLargeTitles
        if let barFrame = bar.frame, let viewFrame = topView?.frame, viewFrame.minY >= barFrame.maxY - 0.5, viewFrame.minY > 0 {
            navigation.navigationBar.translucent = false
            findings.append("the top controller's view starts below the bar (y \(formatCompact(viewFrame.minY))): an opaque bar")
        }
        if let toolbar, toolbar.isShown {
            navigation.toolbar.hidden = false
            let items = toolbarItems(toolbar)
            setToolbarItems(items, on: &navigation)
            findings.append("toolbar with \(items.count) item\(items.count == 1 ? "" : "s")")
        }
        return .navigation(navigation)
    }

    private func setToolbarItems(_ items: [ToolbarItemSpec], on navigation: inout NavigationControllerSpec) {
        guard let last = navigation.stack.indices.last, case .plain(var controller) = navigation.stack[last] else { return }
        controller.toolbarItems = items
        navigation.stack[last] = .plain(controller)
    }

    /// A tab bar controller with a tab per `UITabBarButton`, titled by its label; the selected tab
    /// is the one whose image prints no (grey) tint, else the one `_printHierarchy` says appeared,
    /// else the first. The selected tab's controller is the content shown.
    mutating func tabBarController(bar: DumpedView?, content: DumpedView?) -> ControllerSpec {
        let buttons = (bar?.children ?? []).filter { $0.is(.tabBarButton) }.sorted { ($0.frame?.minX ?? 0) < ($1.frame?.minX ?? 0) }
        let count = max(1, buttons.count)
        let selected = selectedTab(buttons) ?? appearedTab() ?? 0
        var children: [ControllerSpec] = []
        for index in 0..<count {
            var controller = ViewControllerSpec()
            let title = index < buttons.count ? buttons[index].firstText : nil
            controller.tabBarItem = TabBarItemSpec(title: title ?? "Tab \(index + 1)")
            if index == selected, let content {
                children.append(withTabItem(controller.tabBarItem, self.controller(of: content)))
            } else {
                children.append(.plain(controller))
            }
        }
        var tabs = TabBarControllerSpec(children: children, selectedIndex: min(selected, count - 1))
        tabs.tabBar.hidden = bar.map { !$0.isShown } ?? true
        findings.append("tab bar with \(count) tab\(count == 1 ? "" : "s"), tab \(selected + 1) selected")
        return .tabBar(tabs)
    }

    private func withTabItem(_ item: TabBarItemSpec?, _ controller: ControllerSpec) -> ControllerSpec {
        switch controller {
        case .plain(var spec):
            spec.tabBarItem = item
            return .plain(spec)
        case .navigation(var spec):
            spec.controller.tabBarItem = item
            return .navigation(spec)
        default: return controller
        }
    }

    /// The button whose image (or label) alone prints no tint, among buttons whose others do.
    private func selectedTab(_ buttons: [DumpedView]) -> Int? {
        let untinted = buttons.indices.filter { index in buttons[index].children.allSatisfy { $0.tintColor == nil } }
        return untinted.count == 1 && buttons.count > 1 ? untinted[0] : nil
    }

    private func appearedTab() -> Int? {
        for root in controllers {
            if let index = root.children.firstIndex(where: { $0.state == "appeared" }), root.children.count > 1 { return index }
        }
        return nil
    }

    /// A presentation's transition view: a sheet when its `UIDropShadowView` leaves room above
    /// (a page sheet when as wide as the window, a form sheet when narrower), else full screen.
    mutating func presentation(_ transition: DumpedView) -> PresentationSpec {
        let shadow = transition.child(.dropShadowView)
        let presented = (shadow ?? transition).firstContainer().map { controller(of: $0) } ?? .plain(ViewControllerSpec())
        let screenWidth = device.pointSize(orientation).width
        var style = PresentationSpec.Style.fullScreen
        if let frame = shadow?.frame, frame.minY > 0 {
            style = frame.width < screenWidth && frame.width < device.screen.points.height ? .formSheet : .pageSheet
        }
        findings.append("a controller presented \(style.rawValue) (line \(transition.line))")
        return PresentationSpec(style: style, controller: presented)
    }
}
