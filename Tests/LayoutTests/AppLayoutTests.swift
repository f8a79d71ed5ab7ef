import BezelDevices
import BezelGeometry
import TestSupport
import Testing

@testable import BezelLayout

/// The UIKit screen model against the figures of the UIKit chrome notes (CHROME in docs/sources.md; section
/// and source in each comment).
struct AppLayoutTests {
    func insets(_ t: Double, _ l: Double, _ b: Double, _ r: Double) -> EdgeInsets { EdgeInsets(top: t, left: l, bottom: b, right: r) }

    func navigation(
        _ vc: ViewControllerSpec = ViewControllerSpec(id: "content"), translucent: Bool = true, toolbar: Bool = false
    )
        -> ControllerSpec
    {
        .navigation(
            NavigationControllerSpec(
                stack: [.plain(vc)], navigationBar: BarSpec(translucent: translucent), toolbar: BarSpec(hidden: !toolbar)))
    }

    func app(_ root: ControllerSpec, _ device: DeviceID, _ os: OSVersion, _ orientation: Orientation = .portrait) -> AppLayout {
        layoutApp(ScreenSpec(root: root), device: Catalog[device], os: os, orientation: orientation)
    }

    func table(inset: EdgeInsets) -> ViewControllerSpec {
        var view = ViewSpec(viewClass: .tableView, id: "table")
        var scroll = ScrollSpec()
        scroll.contentInset = inset
        scroll.rows = 30
        view.scroll = scroll
        return ViewControllerSpec(id: "list", view: view)
    }

    // §5.1, UYL-X and the seed: iPhone X, translucent bar: the controller's view {88,0,34,0},
    // the navigation controller's own view {44,0,34,0}; the bar at y 44, 44 tall, its
    // background reaching up under the status bar.
    @Test func translucentNavigationBarOnIPhoneX() throws {
        let layout = app(navigation(), .iphoneX, .ios11)
        let content = try layout.view("content")
        #expect(content.safeAreaInsets == insets(88, 0, 34, 0), layout.tree)
        #expect(content.windowFrame == Rect(x: 0, y: 0, width: 375, height: 812), layout.tree)
        let container = try layout.view(.layoutContainerView)
        #expect(container.safeAreaInsets == insets(44, 0, 34, 0), layout.tree)
        let bar = try layout.view(.navigationBar)
        #expect(bar.windowFrame == Rect(x: 0, y: 44, width: 375, height: 44), layout.tree)
        #expect(bar.children[0].viewClass == .barBackground, layout.tree)
        #expect(bar.children[0].frame == Rect(x: 0, y: -44, width: 375, height: 88), layout.tree)
    }

    // §5.1, seed, LAITIMES, CN-EXT: an opaque bar moves the view below it: y 88, insets {0,0,34,0}.
    @Test func opaqueNavigationBarOnIPhoneX() throws {
        let opaque = app(navigation(translucent: false), .iphoneX, .ios11)
        let content = try opaque.view("content")
        #expect(content.windowFrame == Rect(x: 0, y: 88, width: 375, height: 724), opaque.tree)
        #expect(content.safeAreaInsets == insets(0, 0, 34, 0), opaque.tree)
        var vc = ViewControllerSpec(id: "content")
        vc.extendedLayoutIncludesOpaqueBars = true
        let extendedLayout = app(navigation(vc, translucent: false), .iphoneX, .ios11)
        let extended = try extendedLayout.view("content")
        #expect(extended.windowFrame.minY == 0, extendedLayout.tree)
        #expect(extended.safeAreaInsets == insets(88, 0, 34, 0), extendedLayout.tree)
    }

    // §8.1 and the issue: safe {88,0,34,0}, contentInset {100,0,100,0} → adjusted {188,0,134,0};
    // with an opaque bar the top safe inset is 0 and the bottom keeps 34.
    @Test func tableViewAdjustedContentInset() throws {
        let translucentLayout = app(navigation(table(inset: insets(100, 0, 100, 0))), .iphoneX, .ios11)
        let translucent = try translucentLayout.view("table")
        #expect(translucent.scroll?.adjustedContentInset == insets(188, 0, 134, 0), translucentLayout.tree)
        #expect(translucent.scroll?.contentInset == insets(100, 0, 100, 0), translucentLayout.tree)
        #expect(translucent.scroll?.contentOffset == Point(x: 0, y: -188), translucentLayout.tree)
        // The first cell sits just below the bar when scrolled to the top.
        #expect(translucent.children[0].windowFrame.minY == 188, translucentLayout.tree)
        let opaqueLayout = app(navigation(table(inset: insets(100, 0, 100, 0)), translucent: false), .iphoneX, .ios11)
        let opaque = try opaqueLayout.view("table")
        #expect(opaque.scroll?.adjustedContentInset == insets(100, 0, 134, 0), opaqueLayout.tree)
    }

    @Test func adjustmentBehaviours() throws {
        func expectAdjusted(
            _ behavior: ScrollSpec.AdjustmentBehavior, rows: Int, inNavigation: Bool = false, _ expected: EdgeInsets,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            var vc = table(inset: .zero)
            vc.view.viewClass = .scrollView
            vc.view.scroll!.adjustmentBehavior = behavior
            vc.view.scroll!.contentSize = Size(width: 375, height: Double(rows) * 44)
            let layout = app(inNavigation ? navigation(vc) : .plain(vc), .iphoneX, .ios11)
            let table = try layout.view("table", sourceLocation: sourceLocation)
            #expect(table.scroll?.adjustedContentInset == expected, layout.tree, sourceLocation: sourceLocation)
        }
        // Not scrollable, not in a container: .automatic behaves like .scrollableAxes.
        try expectAdjusted(.automatic, rows: 2, .zero)
        try expectAdjusted(.automatic, rows: 2, inNavigation: true, insets(88, 0, 34, 0))
        try expectAdjusted(.scrollableAxes, rows: 100, insets(44, 0, 34, 0))
        try expectAdjusted(.scrollableAxes, rows: 2, inNavigation: true, .zero)
        try expectAdjusted(.never, rows: 100, inNavigation: true, .zero)
        try expectAdjusted(.always, rows: 2, insets(44, 0, 34, 0))
    }

    // §1.1: on the 14 Pro class the bar starts at 53.667 under a 59 pt safe area (KOUKI, QMUI, GK).
    @Test func dynamicIslandBarPosition() throws {
        let layout = app(navigation(), .iphone14Pro, .ios16)
        let bar = try layout.view(.navigationBar)
        #expect(abs(bar.windowFrame.minY - 53.667) < 0.001, layout.tree)
        #expect(abs(try layout.view("content").safeAreaInsets!.top - 97.667) < 0.001, layout.tree)
        // 16 Pro: safe area 62, bar at 56.333 (QMUI, GK).
        let proLayout = app(navigation(), .iphone16Pro, .ios18)
        let pro = try proLayout.view(.navigationBar)
        #expect(abs(pro.windowFrame.minY - 56.333) < 0.001, proLayout.tree)
    }

    // §3: the tab bar is 49 + 34 = 83 on iPhone X; a controller in a tab gets bottom 83;
    // hidesBottomBarWhenPushed removes the bar and leaves the home indicator's 34.
    @Test func tabBarOnIPhoneX() throws {
        let tab = ControllerSpec.tabBar(TabBarControllerSpec(children: [.plain(ViewControllerSpec(id: "first"))]))
        let layout = app(tab, .iphoneX, .ios11)
        let bar = try layout.view(.tabBar)
        #expect(bar.windowFrame == Rect(x: 0, y: 729, width: 375, height: 83), layout.tree)
        #expect(bar.safeAreaInsets == insets(0, 0, 34, 0), layout.tree)
        #expect(try layout.view("first").safeAreaInsets == insets(44, 0, 83, 0), layout.tree)

        var pushed = ViewControllerSpec(id: "detail")
        pushed.hidesBottomBarWhenPushed = true
        let nested = ControllerSpec.tabBar(
            TabBarControllerSpec(children: [
                .navigation(NavigationControllerSpec(stack: [.plain(ViewControllerSpec(id: "home")), .plain(pushed)]))
            ]))
        let hidden = app(nested, .iphoneX, .ios11)
        #expect(hidden.window.find(.tabBar) == nil, hidden.tree)
        #expect(try hidden.view("detail").safeAreaInsets == insets(88, 0, 34, 0), hidden.tree)
    }

    // Opaque tab bar: the content ends at the bar's top (§5.1, LAITIMES).
    @Test func opaqueTabBar() throws {
        let tab = ControllerSpec.tabBar(
            TabBarControllerSpec(children: [.plain(ViewControllerSpec(id: "first"))], tabBar: BarSpec(translucent: false)))
        let layout = app(tab, .iphone8, .ios12)
        let first = try layout.view("first")
        #expect(first.windowFrame == Rect(x: 0, y: 0, width: 375, height: 667 - 49), layout.tree)
        #expect(first.safeAreaInsets == insets(20, 0, 0, 0), layout.tree)
    }

    // §1.2, §2.1, UYL-X: landscape iPhone X: no status bar, a 32 pt bar at y 0, sides 44, bottom 21.
    @Test func landscapeIPhoneX() throws {
        let layout = app(navigation(), .iphoneX, .ios11, .landscapeRight)
        #expect(try layout.view(.navigationBar).windowFrame == Rect(x: 0, y: 0, width: 812, height: 32), layout.tree)
        #expect(try layout.view("content").safeAreaInsets == insets(32, 44, 21, 44), layout.tree)
        #expect(layout.screen.statusBar == nil, layout.tree)
        // A Plus phone keeps 44 in landscape (REMENU#109, QMUI).
        let plus = app(navigation(), .iphone8Plus, .ios11, .landscapeRight)
        #expect(try plus.view(.navigationBar).frame.height == 44, plus.tree)
    }

    // §2.1: iPad bars are 44 until iOS 11 and 50 from iOS 12 (HK12).
    @Test func iPadBarHeights() throws {
        let ios11 = app(navigation(), .ipadAir2, .ios11)
        #expect(try ios11.view(.navigationBar).frame.height == 44, ios11.tree)
        let ios12 = app(navigation(), .ipadAir2, .ios12)
        #expect(try ios12.view(.navigationBar).frame.height == 50, ios12.tree)
        let toolbar = app(navigation(toolbar: true), .ipadAir2, .ios12)
        #expect(try toolbar.view(.toolbar).frame.height == 50, toolbar.tree)
    }

    // §8.2: before iOS 11 the controller writes the bars into contentInset; no safe area exists.
    @Test func legacyScrollViewInsets() throws {
        let layout = app(navigation(table(inset: .zero)), .iphone8, .ios10)
        let table = try layout.view("table")
        #expect(table.safeAreaInsets == nil, layout.tree)
        #expect(table.topLayoutGuideLength == 64, layout.tree)
        #expect(table.scroll?.contentInset == insets(64, 0, 0, 0), layout.tree)
        var vc = self.table(inset: .zero)
        vc.automaticallyAdjustsScrollViewInsets = false
        let manual = app(navigation(vc), .iphone8, .ios10)
        #expect(try manual.view("table").scroll?.contentInset == .zero, manual.tree)
    }

    // §1.1, IN-CALL-1/2: the 40 pt bar on home-button phones up to iOS 12; none from iOS 13.
    @Test func inCallStatusBar() throws {
        var spec = ScreenSpec(root: navigation())
        spec.inCallStatusBar = true
        let old = layoutApp(spec, device: Catalog[.iphone8], os: .ios10, orientation: .portrait)
        #expect(old.statusBarHeight == 40, old.tree)
        #expect(try old.view(.navigationBar).windowFrame.minY == 40, old.tree)
        #expect(old.window.children[0].windowFrame == Rect(x: 0, y: 20, width: 375, height: 647), old.tree)
        let ios13 = layoutApp(spec, device: Catalog[.iphone8], os: .ios13, orientation: .portrait)
        #expect(ios13.statusBarHeight == 20, ios13.tree)
        let notched = layoutApp(spec, device: Catalog[.iphoneX], os: .ios12, orientation: .portrait)
        #expect(notched.statusBarHeight == 44, notched.tree)
    }

    // §5.2: root margins 16 (compact) measured from the safe area on iOS 11+, custom margins
    // raised to the system minimum, plain views 8.
    @Test func layoutMargins() throws {
        var vc = ViewControllerSpec(id: "content")
        var child = ViewSpec(viewClass: .view, id: "child", placement: .frame(Rect(x: 0, y: 100, width: 375, height: 100)))
        child.preservesSuperviewLayoutMargins = true
        vc.view.subviews = [
            child, ViewSpec(viewClass: .view, id: "plain", placement: .frame(Rect(x: 50, y: 300, width: 100, height: 100))),
        ]
        let layout = app(.plain(vc), .iphoneX, .ios11)
        let root = try layout.view("content")
        #expect(root.layoutMargins == insets(44, 16, 34, 16), layout.tree)
        #expect(try layout.view("plain").layoutMargins == insets(8, 8, 8, 8), layout.tree)
        #expect(try layout.view("child").layoutMargins == insets(8, 16, 8, 16), layout.tree)
        vc.view.directionalLayoutMargins = DirectionalInsets(top: 0, leading: 4, bottom: 0, trailing: 40)
        let directional = app(.plain(vc), .iphoneX, .ios11)
        #expect(try directional.view("content").layoutMargins == insets(44, 16, 34, 40), directional.tree)
        vc.viewRespectsSystemMinimumLayoutMargins = false
        let belowMinimum = app(.plain(vc), .iphoneX, .ios11)
        #expect(try belowMinimum.view("content").layoutMargins == insets(44, 4, 34, 40), belowMinimum.tree)
        // Before iOS 11 root margins are fixed by the system (UYL-M).
        let legacy = app(.plain(vc), .iphone8, .ios10)
        #expect(try legacy.view("content").layoutMargins == insets(0, 16, 0, 16), legacy.tree)
    }

    // §5.1: a child gets only the part of the parent's unsafe area it overlaps (CSL: a full
    // size child at y 20 inside a 59-top root gets 39).
    @Test func childSafeAreaIsTheOverlap() throws {
        var vc = ViewControllerSpec(id: "content")
        vc.view.subviews = [
            ViewSpec(viewClass: .view, id: "low", placement: .frame(Rect(x: 0, y: 20, width: 393, height: 832))),
            ViewSpec(viewClass: .view, id: "out", placement: .frame(Rect(x: 0, y: -30, width: 393, height: 100))),
        ]
        vc.additionalSafeAreaInsets = insets(0, 0, 10, 0)
        let layout = app(.plain(vc), .iphone14Pro, .ios16)
        #expect(try layout.view("content").safeAreaInsets == insets(59, 0, 44, 0), layout.tree)
        #expect(try layout.view("low").safeAreaInsets == insets(39, 0, 44, 0), layout.tree)
        #expect(try layout.view("out").safeAreaInsets == insets(59, 0, 0, 0), layout.tree)
    }

    // §6: the part of a subview outside its parent cannot be tapped; hidden and transparent
    // views and labels do not take touches; enlarged hit areas do.
    @Test func hitTestingAndTapRegions() throws {
        var vc = ViewControllerSpec(id: "content")
        var card = ViewSpec(viewClass: .view, id: "card", placement: .frame(Rect(x: 20, y: 100, width: 200, height: 100)))
        card.subviews = [ViewSpec(viewClass: .button, id: "button", placement: .frame(Rect(x: 150, y: 10, width: 100, height: 40)))]
        var label = ViewSpec(viewClass: .label, id: "label", placement: .frame(Rect(x: 20, y: 300, width: 100, height: 20)))
        label.isUserInteractionEnabled = nil
        var faint = ViewSpec(viewClass: .button, id: "faint", placement: .frame(Rect(x: 20, y: 400, width: 100, height: 20)))
        faint.alpha = 0.005
        var big = ViewSpec(viewClass: .button, id: "big", placement: .frame(Rect(x: 200, y: 500, width: 20, height: 20)))
        big.hitOutsets = insets(12, 12, 12, 12)
        vc.view.subviews = [card, label, faint, big]
        let layout = app(.plain(vc), .iphone8, .ios12)
        let button = try layout.view("button")
        #expect(button.windowFrame == Rect(x: 170, y: 110, width: 100, height: 40), layout.tree)
        #expect(button.tapRegion == [Rect(x: 170, y: 110, width: 50, height: 40)], layout.tree)
        #expect(button.deadRegion == [Rect(x: 220, y: 110, width: 50, height: 40)], layout.tree)
        #expect(layout.window.hitView(Point(x: 230, y: 120))?.id == "content", layout.tree)
        #expect(layout.window.hitView(Point(x: 30, y: 305))?.id == "content", layout.tree)
        #expect(try layout.view("label").tapRegion.isEmpty, layout.tree)
        #expect(layout.window.hitView(Point(x: 30, y: 405))?.id == "content", layout.tree)
        #expect(try layout.view("big").tapRegion == [Rect(x: 188, y: 488, width: 44, height: 44)], layout.tree)
    }

    // Auto Layout against the superview's guides: 20 below the safe area, between the margins.
    @Test func constraintsAgainstGuides() throws {
        var vc = ViewControllerSpec(id: "content")
        vc.view.subviews = [
            ViewSpec(
                viewClass: .view, id: "banner",
                placement: .constraints([
                    ConstraintSpec(attribute: .top, relation: .equal, target: .safeArea, targetAttribute: .top, constant: 20),
                    ConstraintSpec(attribute: .leading, relation: .equal, target: .margins, targetAttribute: .leading),
                    ConstraintSpec(attribute: .trailing, relation: .equal, target: .margins, targetAttribute: .trailing),
                    ConstraintSpec(attribute: .height, relation: .equal, target: nil, targetAttribute: nil, constant: 60),
                ]))
        ]
        let layout = app(navigation(vc), .iphoneX, .ios11)
        #expect(try layout.view("banner").frame == Rect(x: 16, y: 108, width: 343, height: 60), layout.tree)
        #expect(layout.ambiguous.isEmpty, layout.tree)
        #expect(layout.conflicts.isEmpty, layout.tree)
    }
}
