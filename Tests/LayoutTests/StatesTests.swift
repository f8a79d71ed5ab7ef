import BezelDevices
import BezelGeometry
import Testing

@testable import BezelLayout

/// The moments of `states:` (`Rules/States.swift`) on iPhone X under iOS 11, each figure against
/// its source (in the comment beside it).
struct StatesTests {
    /// A navigation controller with large titles over a 16-row table, the seed's Settings screen.
    static func largeTitleTable(_ state: AppState) -> AppLayout {
        var vc = ViewControllerSpec(id: "settings", title: "Settings")
        vc.view = ViewSpec(viewClass: .tableView, id: "table")
        vc.view.scroll = ScrollSpec()
        vc.view.scroll?.rows = 16
        var nav = NavigationControllerSpec(stack: [.plain(vc)])
        nav.prefersLargeTitles = true
        var spec = ScreenSpec(root: .navigation(nav))
        spec.state = state
        return layoutApp(spec, device: Catalog[.iphoneX], os: .ios11, orientation: .portrait)
    }

    /// Inbox › Message, Message on top.
    static func twoDeep(_ state: AppState, device: DeviceID = .iphoneX) -> AppLayout {
        var message = ViewControllerSpec(id: "message", title: "Message")
        message.view = ViewSpec(id: "message-view")
        let inbox = ViewControllerSpec(id: "inbox", title: "Inbox", view: ViewSpec(id: "inbox-view"))
        var spec = ScreenSpec(root: .navigation(NavigationControllerSpec(stack: [.plain(inbox), .plain(message)])))
        spec.state = state
        return layoutApp(spec, device: Catalog[device], os: .ios11, orientation: .portrait)
    }

    static func bar(_ app: AppLayout) -> ViewNode { app.window.find(.navigationBar)! }

    /// 44 + 44 + 52 = 140 at rest (SEED-2, REIBANG); the strip then shrinks point for point with
    /// the scroll (LT-SCROLL; rate estimated) down to the 44 pt bar: 96, 70, 44, 44 pt tall.
    @Test(arguments: [(0.0, 96.0), (26, 70), (52, 44), (100, 44)])
    func largeTitleCollapses(scrolled: Double, barHeight: Double) {
        let app = Self.largeTitleTable(.scrolled(scrolled))
        let bar = Self.bar(app)
        #expect(bar.frame.height == barHeight)
        #expect(bar.windowFrame.maxY == 44 + barHeight)
        // The controller's safe area follows the bar's bottom edge (APPLE-SAFEAREA: bars count).
        #expect(app.window.find("table")?.safeAreaInsets?.top == 44 + barHeight)
    }

    /// contentOffset.y = −140 at rest (the adjusted inset with the whole large title), plus the
    /// scroll: −140, −114, −88, −40.
    @Test(arguments: [(0.0, -140.0), (26, -114), (52, -88), (100, -40)])
    func contentOffsetFollowsTheScroll(scrolled: Double, offset: Double) throws {
        let table = try #require(Self.largeTitleTable(.scrolled(scrolled)).window.find("table"))
        #expect(table.scroll?.contentOffset.y == offset)
    }

    /// Half collapsed, the large title's label keeps its 52 pt and is clipped at the strip's top;
    /// the small title shows only once the strip is gone (NavigationBarModernNodes: hidden by the
    /// large title).
    @Test func largeTitleLabelAndSmallTitle() throws {
        let half = Self.largeTitleTable(.scrolled(26))
        let strip = try #require(Self.bar(half).children.first { $0.viewClass == .navigationBarLargeTitleView })
        #expect(strip.frame.height == 26)
        #expect(strip.clipsToBounds)
        #expect(strip.children.first?.frame.minY == -26)
        #expect(strip.children.first?.frame.height == 52)
        let smallTitle = { (app: AppLayout) in Self.bar(app).subtree.first { $0.text == "Settings" && $0.textFont != .largeTitle } }
        #expect(smallTitle(half)?.alpha == 0)
        #expect(smallTitle(Self.largeTitleTable(.scrolled(52)))?.alpha == 1)
    }

    /// In viewDidLoad the view is not in a window: safeAreaInsets {0, 0, 0, 0}
    /// (APPLE-SAFEAREA-INSETS, SEED-5); after layout {88, 0, 34, 0} under the bar on iPhone X
    /// (SEED-5 prints exactly this), and the table's adjusted inset follows.
    @Test func viewDidLoadReportsZeroInsets() throws {
        let loaded = try #require(Self.largeTitleTable(.viewDidLoad).window.find("table"))
        #expect(loaded.safeAreaInsets == .zero)
        #expect(loaded.scroll?.adjustedContentInset == .zero)
        let appeared = try #require(Self.twoDeep(.appeared).window.find("message-view"))
        #expect(appeared.safeAreaInsets == EdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        let early = try #require(Self.twoDeep(.viewDidLoad).window.find("message-view"))
        #expect(early.safeAreaInsets == .zero)
        // The frame is the one it will have: the default view fills the screen (CODE-INITPROGRESS).
        #expect(early.windowFrame == appeared.windowFrame)
    }

    /// The pop at p: the top view at p × 375, the one below at −0.3 × 375 × (1 − p) (SLOPPY):
    /// p = 0.5 gives 187.5 and −56.25; p = 0.25 gives 93.75 and −84.375.
    @Test(arguments: [(0.5, 187.5, -56.25), (0.25, 93.75, -84.375), (1, 375, 0)])
    func popSlidesBothViews(progress: Double, top: Double, below: Double) throws {
        let app = Self.twoDeep(.popping(progress))
        #expect(app.window.find("message-view")?.windowFrame.minX == top)
        #expect(app.window.find("inbox-view")?.windowFrame.minX == below)
        let wrappers = app.window.subtree.filter { $0.viewClass == .viewControllerWrapperView }
        #expect(wrappers.map(\.frame.minX) == [below, top])
    }

    /// The bar cross-fades (estimate): the message's items at 1 − p, the inbox's at p. The
    /// titles slide: "Message" right by p × 375 / 2; the inbox's "Inbox" from where the back
    /// button's "Inbox" reads to the middle, the back title going the same way, so at every p the
    /// two stand at the same x and read as one word.
    @Test(arguments: [0.25, 0.5, 0.75])
    func popCrossFadesAndSlidesTheTitles(progress: Double) throws {
        let app = Self.twoDeep(.popping(progress))
        let contents = Self.bar(app).children.filter { $0.viewClass == .navigationBarContentView }
        #expect(contents.map(\.alpha) == [1 - progress, progress])
        #expect(app.screen.uncertain.contains { $0.figure == "bar items during the pop" && $0.confidence == .estimate })
        let rest = Self.twoDeep(.appeared)
        let leaving = try #require(contents[0].subtree.first { $0.text == "Message" }?.windowFrame.minX)
        let resting = try #require(Self.bar(rest).subtree.first { $0.text == "Message" }?.windowFrame.minX)
        #expect(abs(leaving - (resting + progress * 187.5)) < 0.001)
        let back = try #require(contents[0].subtree.first { $0.text == "Inbox" }?.windowFrame.minX)
        let arriving = try #require(contents[1].subtree.first { $0.text == "Inbox" }?.windowFrame.minX)
        #expect(abs(back - arriving) < 0.001)
        // At p = 1 the arriving title would stand where the inbox's title rests when shown alone.
        let start = try #require(Self.bar(rest).subtree.first { $0.text == "Inbox" }?.windowFrame.minX)
        #expect(arriving > start)
    }

    /// `.appeared` is the layout every scene without states gets.
    @Test func appearedChangesNothing() {
        var spec = ScreenSpec(root: .plain(ViewControllerSpec(id: "plain")))
        let rest = layoutApp(spec, device: Catalog[.iphoneX], os: .ios11, orientation: .portrait)
        spec.state = .appeared
        #expect(layoutApp(spec, device: Catalog[.iphoneX], os: .ios11, orientation: .portrait) == rest)
    }
}
