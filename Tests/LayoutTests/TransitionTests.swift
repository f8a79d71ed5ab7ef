import BezelDevices
import BezelGeometry
import Testing

@testable import BezelLayout

/// What a pop or push does to the tab bar and to a custom back button, and what went wrong in
/// two point releases of iOS 11 (`Rules/States.swift`), each figure against its source.
struct TransitionTests {
    /// A tab bar controller over Inbox › Message, Message pushed with `hidesBottomBarWhenPushed`.
    static func tabs(_ state: AppState, release minor: Int? = nil, device: DeviceID = .iphoneX) -> AppLayout {
        var message = ViewControllerSpec(id: "message", title: "Message", view: ViewSpec(id: "message-view"))
        message.hidesBottomBarWhenPushed = true
        let inbox = ViewControllerSpec(id: "inbox", title: "Inbox", view: ViewSpec(id: "inbox-view"))
        let nav = NavigationControllerSpec(stack: [.plain(inbox), .plain(message)])
        let other = ViewControllerSpec(id: "settings", title: "Settings")
        var spec = ScreenSpec(root: .tabBar(TabBarControllerSpec(children: [.navigation(nav), .plain(other)])))
        spec.state = state
        spec.release = minor.flatMap(PointRelease.init(minor:))
        return layoutApp(spec, device: Catalog[device], os: .ios11, orientation: .portrait)
    }

    /// The wrapper of the controller below and the one on top, in the navigation controller's
    /// transition view, back to front.
    static func wrappers(_ app: AppLayout) throws -> [ViewNode] {
        try #require(app.window.find(.navigationTransitionView)).children
    }

    /// At rest Message hides the tab bar (the stack holds a controller that asks).
    @Test func hiddenAtRest() {
        #expect(Self.tabs(.appeared).window.find(.tabBar) == nil)
    }

    /// During the pop at p the bar goes with the view below (RADAR-35585928: it follows the
    /// controller popped to, behind the one popped): x = −0.3 × 375 × (1 − p) (SLOPPY), at its
    /// resting place 812 − 83 = 729 (SEED-4: 49 + 34), inside the wrapper below, so the top
    /// view covers it.
    @Test(arguments: [(0.5, -56.25), (0.25, -84.375), (1, 0)])
    func popCarriesTheBarWithTheViewBelow(progress: Double, x: Double) throws {
        let app = Self.tabs(.popping(progress))
        let wrappers = try Self.wrappers(app)
        #expect(wrappers.count == 2)
        let bar = try #require(wrappers[0].children.first { $0.viewClass == .tabBar })
        #expect(bar.windowFrame == Rect(x: x, y: 729, width: 375, height: 83))
        #expect(bar.frame.origin == Point(x: 0, y: 729))
        #expect(wrappers[1].find(.tabBar) == nil)
        #expect(app.window.subtree.filter { $0.viewClass == .tabBar }.count == 1)
    }

    /// A push at p is the pop at 1 − p: at 0.5 the same −56.25.
    @Test func pushIsThePopBackwards() throws {
        let pushed = Self.tabs(.pushing(0.5))
        let bar = try #require(pushed.window.find(.tabBar))
        #expect(bar.windowFrame == Rect(x: -56.25, y: 729, width: 375, height: 83))
    }

    /// iOS 11.0, pushing, iPhone X: the bar jumps up by the 34 pt bottom inset (QMUI-217,
    /// RADAR-35098813, CYL-187 report the jump; TABBAR-JUMP the cause; the distance is an estimate)
    /// to 729 − 34 = 695. Not on 11.1 (ES-TABBAR-107), not in a pop, not without a bottom inset
    /// (iPhone 8: 667 − 49 = 618).
    @Test(arguments: [
        (AppState.pushing(0.5), Int?(0), DeviceID.iphoneX, 695.0), (.pushing(0.5), 1, .iphoneX, 729), (.pushing(0.5), nil, .iphoneX, 729),
        (.popping(0.5), 0, .iphoneX, 729), (.pushing(0.5), 0, .iphone8, 618),
    ])
    func tabBarJumpsOnPushInElevenZero(state: AppState, minor: Int?, device: DeviceID, y: Double) throws {
        let app = Self.tabs(state, release: minor, device: device)
        let bar = try #require(app.window.find(.tabBar))
        #expect(bar.windowFrame.minY == y)
        let noted = app.screen.uncertain.contains { $0.figure == "tab bar jump on push" && $0.confidence == .estimate }
        #expect(noted == (y == 695))
    }

    /// Inbox › Account, Account with a custom leading view (`back`) standing in for the back button.
    static func customBack(release minor: Int?) -> AppLayout {
        var account = ViewControllerSpec(id: "account", title: "Account")
        account.navigationItem.leftItems = [.custom(BarCustomView(id: "back", size: Size(width: 44, height: 44)))]
        let settings = ViewControllerSpec(id: "settings", title: "Settings")
        var spec = ScreenSpec(root: .navigation(NavigationControllerSpec(stack: [.plain(settings), .plain(account)])))
        spec.state = .popping(0.5)
        spec.release = minor.flatMap(PointRelease.init(minor:))
        return layoutApp(spec, device: Catalog[.iphone8], os: .ios11, orientation: .portrait)
    }

    /// From iOS 11.2 the pop shows a leading custom view's own frame only: what it draws outside
    /// is cut off (SEED-1: found with 11.2; QMUI-279: 11.2). 11.0 and 11.1, and iOS 11 without a
    /// release named, keep it whole.
    @Test(arguments: [(0, false), (1, false), (2, true), (4, true)])
    func customBackButtonIsCutFromElevenTwo(minor: Int, cut: Bool) throws {
        let back = try #require(Self.customBack(release: minor).window.find("back"))
        #expect(back.clipsToBounds == cut)
        #expect(Self.customBack(release: nil).window.find("back")?.clipsToBounds == false)
    }

    /// With no back title to come from, the arriving title slides in from half the width to the
    /// left (the leaving title's path mirrored; an estimate): at p = 0.5 a quarter width left of
    /// its resting place, clear of the leaving one.
    @Test func arrivingTitleWithoutBackTitle() throws {
        let app = Self.customBack(release: nil)
        let contents = try #require(app.window.find(.navigationBar)).children.filter { $0.viewClass == .navigationBarContentView }
        let arriving = try #require(contents.last?.subtree.first { $0.text == "Settings" })
        let leaving = try #require(contents.first?.subtree.first { $0.text == "Account" })
        var rest = ScreenSpec(root: .navigation(NavigationControllerSpec(stack: [.plain(ViewControllerSpec(id: "settings", title: "Settings"))])))
        rest.state = .appeared
        let resting = try #require(layoutApp(rest, device: Catalog[.iphone8], os: .ios11, orientation: .portrait).window.subtree.first { $0.text == "Settings" })
        #expect(abs(arriving.windowFrame.minX - (resting.windowFrame.minX - 375.0 / 4)) < 0.001)
        #expect(arriving.windowFrame.maxX < leaving.windowFrame.minX)
    }
}
