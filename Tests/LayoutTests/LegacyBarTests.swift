import BezelDevices
import BezelGeometry
import TestSupport
import Testing

@testable import BezelLayout

/// iOS 7 and 8: the flat bars under the 20 pt status bar, the top and bottom layout guides,
/// extended layout, the iOS 7 landscape status bar and what iOS 7 lacks (size classes, layout
/// margins). Keys resolve in docs/sources.md.
struct LegacyBarTests {
    /// `insets` and `app` as the iOS 9+ layout tests write them.
    let base = AppLayoutTests()

    func insets(_ t: Double, _ l: Double, _ b: Double, _ r: Double) -> EdgeInsets { base.insets(t, l, b, r) }

    func navigation(
        _ vc: ViewControllerSpec = ViewControllerSpec(id: "content"), translucent: Bool = true, toolbar: Bool = false
    )
        -> NavigationControllerSpec
    {
        NavigationControllerSpec(
            stack: [.plain(ViewControllerSpec(id: "root", title: "Passionfruit")), .plain(vc)],
            navigationBar: BarSpec(translucent: translucent), toolbar: BarSpec(hidden: !toolbar))
    }

    /// A navigation controller in the first of two tabs.
    func tabs(_ nav: NavigationControllerSpec) -> ControllerSpec {
        .tabBar(TabBarControllerSpec(children: [.navigation(nav), .plain(ViewControllerSpec(id: "other", title: "Other"))]))
    }

    func app(_ root: ControllerSpec, _ device: DeviceID, _ os: OSVersion, _ orientation: Orientation = .portrait) -> AppLayout {
        base.app(root, device, os, orientation)
    }

    // S49, an iOS 7 recursiveDescription on a 320 × 480 iPhone: the bar at (0, 20) 320 × 44; its
    // `_UINavigationBarBackground` at y −20, 64 tall, holding `_UIBackdropView` (320 × 64) and the
    // 0.5 pt shadow `UIImageView` at y 64; `UINavigationItemView` 27 tall at y 8, its label at y 3,
    // 22 tall; the back indicator at (8, 12), 12.5 × 20.5; the content view's top layout guide 64
    // and bottom guide 0.
    @Test func iOS7NavigationBarMatchesTheDump() throws {
        let vc = ViewControllerSpec(id: "content", title: "A Story About a Fish")
        let layout = app(.navigation(navigation(vc)), .iphone4, .ios7)
        let bar = try layout.view(.navigationBar)
        #expect(bar.windowFrame == Rect(x: 0, y: 20, width: 320, height: 44), layout.tree)
        let background = bar.children[0]
        #expect(background.viewClass == .navigationBarBackground, layout.tree)
        #expect(background.frame == Rect(x: 0, y: -20, width: 320, height: 64), layout.tree)
        #expect(background.children.map(\.viewClass) == [.backdropView, .imageView], layout.tree)
        #expect(background.children[0].frame == Rect(x: 0, y: 0, width: 320, height: 64), layout.tree)
        #expect(background.children[1].frame == Rect(x: 0, y: 64, width: 320, height: 0.5), layout.tree)
        let title = try layout.view(.navigationItemView)
        #expect(title.frame.minY == 8 && title.frame.height == 27, layout.tree)
        #expect(title.children[0].frame.minY == 3 && title.children[0].frame.height == 22, layout.tree)
        let indicator = try layout.view(.navigationBarBackIndicatorView)
        #expect(indicator.frame == Rect(x: 8, y: 12, width: 12.5, height: 20.5), layout.tree)
        #expect(try layout.view(.navigationItemButtonView).frame.minX == 8, layout.tree)
        let content = try layout.view("content")
        #expect(content.topLayoutGuideLength == 64 && content.bottomLayoutGuideLength == 0, layout.tree)
        #expect(content.safeAreaInsets == nil, layout.tree)
    }

    // iOS 7 shows the iPhone's status bar in landscape (S51, S52): the 32 pt bar (JEUI, HIG) starts
    // at y 20 under it, so the top layout guide is 52; the tab bar stays 49 (JEUI; 32 only from
    // iOS 11), the bottom guide 49.
    @Test func iOS7LandscapeKeepsTheStatusBar() throws {
        let layout = app(tabs(navigation()), .iphone5, .ios7, .landscapeRight)
        #expect(layout.statusBarHeight == 20, layout.tree)
        #expect(layout.screen.statusBar?.frame == Rect(x: 0, y: 0, width: 568, height: 20), layout.tree)
        #expect(try layout.view(.navigationBar).windowFrame == Rect(x: 0, y: 20, width: 568, height: 32), layout.tree)
        #expect(try layout.view(.navigationBar).children[0].frame == Rect(x: 0, y: -20, width: 568, height: 52), layout.tree)
        #expect(try layout.view(.tabBar).windowFrame == Rect(x: 0, y: 271, width: 568, height: 49), layout.tree)
        let content = try layout.view("content")
        #expect(content.topLayoutGuideLength == 52 && content.bottomLayoutGuideLength == 49, layout.tree)
    }

    // From iOS 8 the iPhone hides the status bar in landscape (S50, S52): the bar starts at 0 and
    // the top guide is the bar's 32; on the 6 Plus, regular width from iOS 8, the bar is 44
    // (REMENU#109, QMUI) and so is the guide.
    @Test func iOS8LandscapeHidesTheStatusBar() throws {
        let layout = app(tabs(navigation()), .iphone5s, .ios8, .landscapeRight)
        #expect(layout.statusBarHeight == 0 && layout.screen.statusBar == nil, layout.tree)
        #expect(try layout.view(.navigationBar).windowFrame == Rect(x: 0, y: 0, width: 568, height: 32), layout.tree)
        #expect(try layout.view("content").topLayoutGuideLength == 32, layout.tree)
        let plus = app(tabs(navigation()), .iphone6Plus, .ios8, .landscapeRight)
        #expect(try plus.view(.navigationBar).windowFrame == Rect(x: 0, y: 0, width: 736, height: 44), plus.tree)
        #expect(try plus.view("content").topLayoutGuideLength == 44, plus.tree)
        #expect(plus.screen.horizontalSizeClass == .regular && plus.screen.verticalSizeClass == .compact, plus.tree)
    }

    // iPads keep the status bar and 44 pt bars in both orientations before iOS 12 (HK12); the tab
    // bar is 49 (JEUI), the toolbar 44.
    @Test func iPadOnIOS7And8() throws {
        for os in [OSVersion.ios7, .ios8] {
            let layout = app(.navigation(navigation(toolbar: true)), .ipad2, os, .landscapeRight)
            #expect(layout.statusBarHeight == 20, layout.tree(os.rawValue))
            #expect(try layout.view(.navigationBar).windowFrame == Rect(x: 0, y: 20, width: 1024, height: 44), layout.tree(os.rawValue))
            #expect(try layout.view(.toolbar).windowFrame == Rect(x: 0, y: 724, width: 1024, height: 44), layout.tree(os.rawValue))
            #expect(try layout.view("content").topLayoutGuideLength == 64, layout.tree(os.rawValue))
        }
        let tabbed = app(tabs(navigation()), .ipadMini1, .ios7)
        #expect(try tabbed.view(.tabBar).frame.height == 49, tabbed.tree)
    }

    // A toolbar in iPhone landscape is 32 on iOS 7 and 8 (HIG), under a 20 pt status bar on iOS 7.
    @Test func landscapeToolbar() throws {
        let layout = app(.navigation(navigation(toolbar: true)), .iphone4s, .ios7, .landscapeLeft)
        #expect(try layout.view(.toolbar).windowFrame == Rect(x: 0, y: 288, width: 480, height: 32), layout.tree)
        #expect(try layout.view("content").bottomLayoutGuideLength == 32, layout.tree)
    }

    // Apple's topLayoutGuide doc (APPLE-TRANSLUCENT, CN-EXT): under an opaque bar, or with the top
    // edge left out of edgesForExtendedLayout, the view starts below the bar and its top guide is
    // 0; extendedLayoutIncludesOpaqueBars puts it back under an opaque bar.
    @Test func extendedLayoutOnIOS7() throws {
        let opaque = app(.navigation(navigation(translucent: false)), .iphone5c, .ios7)
        #expect(try opaque.view("content").windowFrame == Rect(x: 0, y: 64, width: 320, height: 504), opaque.tree)
        #expect(try opaque.view("content").topLayoutGuideLength == 0, opaque.tree)
        var under = ViewControllerSpec(id: "content")
        under.extendedLayoutIncludesOpaqueBars = true
        let included = app(.navigation(navigation(under, translucent: false)), .iphone5c, .ios7)
        #expect(try included.view("content").windowFrame.minY == 0, included.tree)
        #expect(try included.view("content").topLayoutGuideLength == 64, included.tree)
        var edges = ViewControllerSpec(id: "content")
        edges.edgesForExtendedLayout = []
        let none = app(tabs(navigation(edges)), .iphone5c, .ios8)
        #expect(try none.view("content").windowFrame == Rect(x: 0, y: 64, width: 320, height: 455), none.tree)
        #expect(try none.view("content").topLayoutGuideLength == 0, none.tree)
        #expect(try none.view("content").bottomLayoutGuideLength == 0, none.tree)
    }

    // CHROME §8.2 (CN-EXT, FENG): automaticallyAdjustsScrollViewInsets writes the guides into the
    // first scroll view's contentInset from iOS 7: 64 and 49 under a navigation bar and a tab bar.
    @Test func scrollViewInsetsOnIOS7() throws {
        var vc = ViewControllerSpec(id: "list", view: ViewSpec(viewClass: .tableView, id: "table"))
        vc.view.scroll = ScrollSpec()
        vc.view.scroll?.rows = 30
        let layout = app(tabs(navigation(vc)), .iphone5s, .ios7)
        #expect(try layout.view("table").scroll?.contentInset == insets(64, 0, 49, 0), layout.tree)
        vc.automaticallyAdjustsScrollViewInsets = false
        let manual = app(tabs(navigation(vc)), .iphone5s, .ios7)
        #expect(try manual.view("table").scroll?.contentInset == .zero, manual.tree)
    }

    // iOS 7 has no size classes (SQUIRES) and no layout margins (SADUN-AL8, TABASOFT): the layout
    // dump and explain say so and print no margins; iOS 8 prints both.
    @Test func whatIOS7Lacks() throws {
        let ios7 = app(.navigation(navigation()), .iphone5s, .ios7)
        #expect(ios7.screen.dump.contains("traits none (size classes arrived in iOS 8)"))
        #expect(ios7.screen.dump.contains("root-layout-margins none (before iOS 8)"))
        #expect(!ios7.explanation.contains("layoutMargins"), ios7.tree)
        #expect(ios7.notes.contains { $0.hasPrefix("iOS 7 has no size classes and no layout margins") }, ios7.tree)
        let ios8 = app(.navigation(navigation()), .iphone5s, .ios8)
        #expect(ios8.screen.dump.contains("traits horizontal compact vertical regular"))
        #expect(ios8.explanation.contains("layoutMargins = {0, 16, 0, 16}"), ios8.tree)
        #expect(ios8.notes.isEmpty, ios8.tree)
        #expect(!OSVersion.ios7.hasSizeClasses && OSVersion.ios8.hasSizeClasses)
        #expect(!OSVersion.ios8.hasReadableContentGuide && OSVersion.ios9.hasReadableContentGuide)
    }

    // hidesBarsWhenVerticallyCompact is a size-class behaviour (APPLE-HIDESBARS, iOS 8): it hides
    // the bars in iPhone landscape on iOS 8, and iOS 7 has no vertical size class to hide them in.
    @Test func barsHideOnlyWithSizeClasses() throws {
        var nav = navigation()
        nav.hidesBarsWhenVerticallyCompact = true
        let ios8 = app(.navigation(nav), .iphone5s, .ios8, .landscapeRight)
        #expect(ios8.window.find(.navigationBar) == nil, ios8.tree)
        let ios7 = app(.navigation(nav), .iphone5s, .ios7, .landscapeRight)
        #expect(try ios7.view(.navigationBar).frame.height == 32, ios7.tree)
    }

    // Before iOS 11 an iPad's tab bar stacks each title under its icon, as an iPhone's does; iOS 11
    // put them side by side (TABBAR-IOS11).
    @Test func padTabBarItemsStackBeforeIOS11() throws {
        var nav = navigation()
        nav.controller.tabBarItem = TabBarItemSpec(title: "Favorites", glyph: .star)
        let layout = app(tabs(nav), .ipad2, .ios7)
        let button = try layout.view(.tabBarButton)
        let icon = try #require(button.children.first { $0.viewClass == .tabBarSwappableImageView }, layout.tree)
        let label = try #require(button.children.first { $0.viewClass == .tabBarButtonLabel }, layout.tree)
        #expect(label.frame.minY >= icon.frame.maxY, layout.tree)
        let ios11 = app(tabs(nav), .ipadAir2, .ios11)
        let modern = try ios11.view(.tabBarButton)
        let modernIcon = try #require(modern.children.first { $0.viewClass == .tabBarSwappableImageView }, ios11.tree)
        let modernLabel = try #require(modern.children.first { $0.viewClass == .tabBarButtonLabel }, ios11.tree)
        #expect(modernLabel.frame.minX >= modernIcon.frame.maxX, ios11.tree)
    }

    // Every class the legacy bars build exists on iOS 7 and 8, except the toolbar's
    // `_UIBarBackground`, which Bezel already gives iOS 9 (a known discrepancy: VocabularyTests).
    @Test(arguments: [OSVersion.ios7, .ios8])
    func classesExist(_ os: OSVersion) {
        let layout = app(tabs(navigation(toolbar: true)), .iphone5s, os)
        for node in layout.window.subtree where node.viewClass != .barBackground {
            #expect(node.viewClass.availability.contains(os), "\(node.viewClass.rawValue) on \(os.rawValue)")
        }
        #expect(!ViewClass.visualEffectView.availability.contains(.ios7))
        #expect(!ViewClass.stackView.availability.contains(.ios8))
    }
}
