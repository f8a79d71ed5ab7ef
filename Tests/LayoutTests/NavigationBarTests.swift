import BezelDevices
import BezelGeometry
import TestSupport
import Testing

@testable import BezelFigure
@testable import BezelLayout

/// Text 10 pt per character, so widths in the cases below can be worked out by hand.
struct TenPointText: TextMeasuring {
    func width(of text: String, font: TextFont) -> Double { Double(text.count) * 10 }
    var confidence: Confidence { .confirmed }
    var basis: String { "test" }
}

/// The navigation bar's contents per iOS version against CHROME §2 and the seed
/// articles (sources in each comment). Widths: custom views as given, text 10 pt a character.
struct NavigationBarTests {
    static var metrics: ScreenMetrics {
        var metrics = ScreenMetrics()
        metrics.text = TenPointText()
        return metrics
    }

    static func screen(
        _ item: NavigationItemSpec, below: String? = nil, largeTitles: Bool = false,
        configure: (inout NavigationControllerSpec) -> Void = { _ in }
    ) -> ScreenSpec {
        var top = ViewControllerSpec(id: "content")
        top.navigationItem = item
        var stack: [ControllerSpec] = [.plain(top)]
        if let below { stack.insert(.plain(ViewControllerSpec(id: "below", title: below)), at: 0) }
        var nav = NavigationControllerSpec(stack: stack)
        nav.prefersLargeTitles = largeTitles
        configure(&nav)
        return ScreenSpec(root: .navigation(nav))
    }

    static func app(_ spec: ScreenSpec, _ device: DeviceID, _ os: OSVersion, _ orientation: Orientation = .portrait) -> AppLayout {
        layoutApp(spec, device: Catalog[device], os: os, orientation: orientation, metrics: metrics)
    }

    static func custom(_ id: String, width: Double = 30, sizing: BarCustomView.Sizing = .frame, insets: EdgeInsets = .zero) -> BarItemSpec {
        var view = BarCustomView(id: id, size: Size(width: width, height: 30), sizing: sizing)
        view.alignmentRectInsets = insets
        return .custom(view)
    }

    static func left(_ items: [BarItemSpec]) -> NavigationItemSpec {
        var item = NavigationItemSpec()
        item.leftItems = items
        return item
    }

    // MARK: Item positions by era and screen width

    struct ItemCase: CustomTestStringConvertible, Sendable {
        var name: String
        var device: DeviceID
        var os: OSVersion
        var items: [BarItemSpec]
        /// Expected window x of "a" and, when given, "b".
        var a: Double
        var b: Double?
        var testDescription: String { name }
    }

    static let itemCases: [ItemCase] = [
        // Seed 1 (RIVER, DEVXOUL): 20 from the edge on a 414-wide Plus, before and after iOS 11.
        ItemCase(name: "Plus, iOS 10", device: .iphone7Plus, os: .ios10, items: [custom("a")], a: 20),
        ItemCase(name: "Plus, iOS 11", device: .iphone7Plus, os: .ios11, items: [custom("a")], a: 20),
        // The −20 fixed space moves it to 0 on iOS 10 (MP, HAWK); iOS 11 ignores it.
        ItemCase(name: "Plus, iOS 10, −20 space", device: .iphone7Plus, os: .ios10, items: [.fixedSpace(-20), custom("a")], a: 0),
        ItemCase(name: "Plus, iOS 11, −20 space", device: .iphone7Plus, os: .ios11, items: [.fixedSpace(-20), custom("a")], a: 20),
        ItemCase(name: "Plus, iOS 15, −20 space", device: .iphone8Plus, os: .ios15, items: [.fixedSpace(-20), custom("a")], a: 20),
        // 16 on 375- and 320-wide screens.
        ItemCase(name: "iPhone 7, iOS 10", device: .iphone7, os: .ios10, items: [custom("a")], a: 16),
        ItemCase(name: "iPhone 8, iOS 11", device: .iphone8, os: .ios11, items: [custom("a")], a: 16),
        ItemCase(name: "iPhone 5s, iOS 10", device: .iphone5s, os: .ios10, items: [custom("a")], a: 16),
        ItemCase(name: "iPhone 7, iOS 10, −16 space", device: .iphone7, os: .ios10, items: [.fixedSpace(-16), custom("a")], a: 0),
        // Spacing: 10 on 414-wide before iOS 11, 8 otherwise: b = margin + 30 + spacing.
        ItemCase(name: "Plus, iOS 10, two items", device: .iphone7Plus, os: .ios10, items: [custom("a"), custom("b")], a: 20, b: 60),
        ItemCase(name: "Plus, iOS 11, two items", device: .iphone7Plus, os: .ios11, items: [custom("a"), custom("b")], a: 20, b: 58),
        ItemCase(name: "iPhone 7, iOS 10, two items", device: .iphone7, os: .ios10, items: [custom("a"), custom("b")], a: 16, b: 54),
        // A fixed space between items: its width before iOS 11; from iOS 11 never below 8.
        ItemCase(
            name: "Plus, iOS 10, 20 between", device: .iphone7Plus, os: .ios10, items: [custom("a"), .fixedSpace(20), custom("b")], a: 20,
            b: 70),
        ItemCase(
            name: "Plus, iOS 11, 20 between", device: .iphone7Plus, os: .ios11, items: [custom("a"), .fixedSpace(20), custom("b")], a: 20,
            b: 70),
        ItemCase(
            name: "Plus, iOS 10, −20 between", device: .iphone7Plus, os: .ios10, items: [custom("a"), .fixedSpace(-20), custom("b")],
            a: 20, b: 30),
        ItemCase(
            name: "Plus, iOS 11, −20 between", device: .iphone7Plus, os: .ios11, items: [custom("a"), .fixedSpace(-20), custom("b")],
            a: 20, b: 58),
    ]

    @Test(arguments: itemCases) func leftItemPositions(_ c: ItemCase) throws {
        let layout = Self.app(Self.screen(Self.left(c.items)), c.device, c.os)
        #expect(try layout.view("a").windowFrame.minX == c.a, layout.tree)
        if let b = c.b { #expect(try layout.view("b").windowFrame.minX == b, layout.tree) }
    }

    // Right items run from the trailing margin inwards: the first is outermost.
    @Test func rightItemsFromTheEdge() throws {
        var item = NavigationItemSpec()
        item.rightItems = [Self.custom("a"), Self.custom("b")]
        for os in [OSVersion.ios10, .ios11] {
            let layout = Self.app(Self.screen(item), .iphone8, os)
            #expect(try layout.view("a").windowFrame.maxX == 375 - 16, layout.tree)
            #expect(try layout.view("b").windowFrame.maxX == 375 - 16 - 30 - 8, layout.tree)
        }
    }

    // Done is drawn in the `.done` style, semibold (CHROME §2): its label is measured
    // and drawn in that font, on the bar itself before iOS 11 and in the button's label after.
    @Test func doneItemsAreSemiboldWhereMeasuredAndDrawn() throws {
        struct WeightedText: TextMeasuring {
            func width(of text: String, font: TextFont) -> Double { Double(text.count) * (font.weight == .semibold ? 11 : 10) }
            var confidence: Confidence { .confirmed }
            var basis: String { "test" }
        }
        var metrics = ScreenMetrics()
        metrics.text = WeightedText()
        var item = NavigationItemSpec()
        item.rightItems = [.system(.done), .text("Edit", bold: false)]
        func labels(_ node: ViewNode) -> [ViewNode] { (node.text != nil ? [node] : []) + node.children.flatMap(labels) }
        for (os, viewClass) in [(OSVersion.ios10, ViewClass.navigationButton), (.ios17, .buttonLabel)] {
            let layout = layoutApp(Self.screen(item), device: Catalog[.iphone8], os: os, orientation: .portrait, metrics: metrics)
            let found = labels(layout.window).filter { $0.viewClass == viewClass }
            let done = try #require(found.first { $0.text == "Done" }, layout.tree("\(os)"))
            let edit = try #require(found.first { $0.text == "Edit" }, layout.tree("\(os)"))
            #expect(done.textFont?.weight == .semibold && edit.textFont?.weight == .regular, layout.tree("\(os)"))
            #expect(
                done.frame.width == 44 && edit.frame.width == 40, layout.tree("\(os): Done \(done.frame.width), Edit \(edit.frame.width)"))
        }
    }

    // Right to left mirrors the bar: the left items start at the right margin.
    @Test func rightToLeftMirrors() throws {
        for os in [OSVersion.ios10, .ios11] {
            var spec = Self.screen(Self.left([Self.custom("a")]))
            spec.layoutDirection = .rightToLeft
            let layout = Self.app(spec, .iphone8, os)
            #expect(try layout.view("a").windowFrame.maxX == 375 - 16, layout.tree("\(os)"))
        }
    }

    // iOS 11+: the content view's margins add the side safe area (iPhone X landscape: 44).
    @Test func landscapeMarginsIncludeSafeArea() throws {
        let layout = Self.app(Self.screen(Self.left([Self.custom("a")])), .iphoneX, .ios11, .landscapeLeft)
        let content = try layout.view(.navigationBarContentView)
        let side = Catalog[.iphoneX].rootLayoutMargins.value(.landscapeLeft).value
        #expect(content.layoutMargins.left == 44 + side, layout.tree)
        #expect(try layout.view("a").windowFrame.minX == 44 + side, layout.tree)
    }

    // MARK: Seed 2: alignment rect insets and the dead tap area

    // MP, QMUI: on iOS 11 the stack places the alignment rectangle at the margin, so insets
    // (0, 10, 0, −10) move the 44-wide frame 10 left; the 10 outside the stack never gets a touch.
    // The seed's fix (HAWK img5): a negative fixed space first becomes an edge spacer of 8
    // (UIKIT-DECOMP, MP) and the stack starts 8 outside the margin, so all but 2 of the 10 are
    // inside it; with insets of 8 nothing is left outside.
    @Test(arguments: [(DeviceID.iphone7Plus, 20.0), (.iphone8, 16.0)])
    func alignmentInsetsMakeADeadStrip(_ device: DeviceID, margin: Double) throws {
        for (offset, withSpace, dead) in [(10.0, false, 10.0), (10, true, 2), (8, true, 0)] {
            let back = Self.custom(
                "back", width: 44, sizing: .constraints, insets: EdgeInsets(top: 0, left: offset, bottom: 0, right: -offset))
            let items = withSpace ? [BarItemSpec.fixedSpace(-offset), back] : [back]
            let layout = Self.app(Self.screen(Self.left(items)), device, .ios11)
            let view = try layout.view("back")
            #expect(view.windowFrame.minX == margin - offset, layout.tree)
            #expect(view.windowFrame.width == 44, layout.tree)
            let bar = try layout.view(.navigationBar)
            let y = bar.windowFrame.minY + 7
            #expect(view.deadRegion == (dead > 0 ? [Rect(x: margin - offset, y: y, width: dead, height: 30)] : []), layout.tree)
            #expect(view.tapRegion == [Rect(x: margin - offset + dead, y: y, width: 44 - dead, height: 30)], layout.tree)
        }
    }

    // On iOS 10 the negative fixed space moves the frame itself, and the whole frame (and
    // more: the old extended tap area) takes touches.
    @Test func negativeSpaceKeepsTheButtonTappableOnIOS10() throws {
        let back = Self.custom("back", width: 44, sizing: .constraints, insets: EdgeInsets(top: 0, left: 10, bottom: 0, right: -10))
        let layout = Self.app(Self.screen(Self.left([.fixedSpace(-10), back])), .iphone7Plus, .ios10)
        let view = try layout.view("back")
        #expect(view.windowFrame.minX == 10, layout.tree)
        #expect(view.deadRegion.isEmpty, layout.tree)
        // Row-high, from the bar's edge to the title side.
        #expect(view.tapRegion.first?.minX == 0, layout.tree)
        #expect(view.tapRegion.first?.height == 44, layout.tree)
    }

    // MARK: Seed 3: a full-width titleView

    // A titleView as wide as the screen, no items: 16 (20 on Plus) before iOS 11 (seed), 8
    // (12) on iOS 11–15 (seed, FYC, MO4), 16 from iOS 16 (FW).
    @Test(arguments: [
        (DeviceID.iphone7, OSVersion.ios10, 16.0), (.iphone7Plus, .ios10, 20), (.iphone8, .ios11, 8), (.iphone8Plus, .ios11, 12),
        (.iphone8, .ios15, 8), (.iphone8Plus, .ios15, 12), (.iphone8, .ios16, 16), (.iphoneX, .ios13, 8), (.iphone11ProMax, .ios14, 12),
    ])
    func fullWidthTitleView(_ device: DeviceID, _ os: OSVersion, inset: Double) throws {
        let width = Catalog[device].screen.points.width
        var item = NavigationItemSpec()
        item.titleView = BarCustomView(id: "title", size: Size(width: width, height: 30), sizing: .intrinsic)
        let layout = Self.app(Self.screen(item), device, os)
        let view = try layout.view("title")
        #expect(view.windowFrame.minX == inset, layout.tree)
        #expect(view.windowFrame.width == width - 2 * inset, layout.tree)
    }

    // MARK: Title

    // Centred on the bar: "Inbox" is 50 wide, (375 − 50) / 2 = 162.5.
    @Test func titleIsCentredOnTheBar() throws {
        var item = NavigationItemSpec()
        item.title = "Inbox"
        for os in [OSVersion.ios10, .ios11, .ios16] {
            let layout = Self.app(Self.screen(item), .iphone8, os)
            #expect(try layout.view("Inbox").windowFrame.minX == 162.5, layout.tree("\(os)"))
        }
    }

    // Items win (MO4, FYC): a 150-wide item ends at 166, and on iOS 11 the title's guide starts
    // right there (gap 0: FID-D-UNKO-TRACE, IOS11-HEADERS) and, keeping its centre at 187.5, is
    // 2 × 21.5 = 43 wide.
    @Test func wideItemsCompressTheTitle() throws {
        var item = Self.left([.text("ABCDEFGHIJKLMNO", bold: false)])
        item.title = "0123456789"
        let layout = Self.app(Self.screen(item), .iphone8, .ios11)
        let title = try layout.view("0123456789")
        #expect(title.windowFrame.minX == 166, layout.tree)
        #expect(title.windowFrame.width == 43, layout.tree)
    }

    // iOS 16 browser style: the title follows the leading items, 6 after them.
    @Test func browserStylePutsTheTitleAtTheLeadingSide() throws {
        var item = Self.left([Self.custom("a")])
        item.title = "Inbox"
        item.style = .browser
        let layout = Self.app(Self.screen(item), .iphone8, .ios16)
        #expect(try layout.view("Inbox").windowFrame.minX == 16 + 30 + 6, layout.tree)
        let older = Self.app(Self.screen(item), .iphone8, .ios15)
        #expect(try older.view("Inbox").windowFrame.minX == 162.5, older.tree)
    }

    // MARK: Back button

    // Room for the back button with a 50-wide title: (375 − 50) / 2 − 16 + 8 − 6 = 148.5. The
    // button is chevron 13 + 6 + text: "Mailboxes" fits (109), a 20-character title does not
    // and becomes "Back" (59); with a 300-wide title only the chevron fits (FYC).
    @Test(arguments: [
        ("Mailboxes", "Inbox", "back: Mailboxes"), ("A long mailbox name!", "Inbox", "back: Back"),
        ("Mail", String(repeating: "x", count: 30), "back"),
    ])
    func backTitleShortens(_ below: String, _ title: String, _ expected: String) throws {
        var item = NavigationItemSpec()
        item.title = title
        for os in [OSVersion.ios10, .ios11] {
            let layout = Self.app(Self.screen(item, below: below), .iphone8, os)
            let back = try #require(layout.window.find(expected), layout.tree("\(os)"))
            // QMUI: the chevron sits 8 outside the 16 margin; from iOS 11 inside a button that
            // starts at the bar's edge (LOCALPODS).
            let chevron = os < .ios11 ? back : try #require(back.find(.imageView), layout.tree)
            #expect(chevron.windowFrame.minX == 8, layout.tree)
            #expect(back.windowFrame.minX == (os < .ios11 ? 8 : 0), layout.tree)
        }
    }

    @Test func backButtonDisplayModes() throws {
        var item = NavigationItemSpec()
        item.title = "Inbox"
        item.backButtonDisplayMode = .minimal
        let minimal = Self.app(Self.screen(item, below: "Mailboxes"), .iphone8, .ios14)
        #expect(minimal.window.find("back") != nil, minimal.tree)
        // Before iOS 14 the mode does not exist.
        let beforeModes = Self.app(Self.screen(item, below: "Mailboxes"), .iphone8, .ios13)
        #expect(beforeModes.window.find("back: Mailboxes") != nil, beforeModes.tree)
        item.backButtonDisplayMode = .generic
        let generic = Self.app(Self.screen(item, below: "Mailboxes"), .iphone8, .ios14)
        #expect(generic.window.find("back: Back") != nil, generic.tree)
        item.backButtonDisplayMode = .default
        item.style = .editor
        let editor = Self.app(Self.screen(item, below: "Mailboxes"), .iphone8, .ios16)
        #expect(editor.window.find("back") != nil, editor.tree)
    }

    // MARK: Seed 4: large titles, prompt, search

    // 20 + 44 + 52 = 116 on iPhone 8, 44 + 44 + 52 = 140 on iPhone X (REIBANG, HK12); iPad iOS
    // 12: 20 + 50 + 52 = 122 (HKPro). The content's safe area ends there.
    @Test(arguments: [
        (DeviceID.iphone8, OSVersion.ios11, 116.0), (.iphoneX, .ios11, 140), (.iphoneX, .ios15, 140), (.ipadPro129Gen2, .ios12, 122),
    ])
    func largeTitleBars(_ device: DeviceID, _ os: OSVersion, bottom: Double) throws {
        var item = NavigationItemSpec()
        item.title = "Inbox"
        let layout = Self.app(Self.screen(item, largeTitles: true), device, os)
        let bar = try layout.view(.navigationBar)
        #expect(bar.windowFrame.maxY == bottom, layout.tree)
        #expect(try layout.view("content").safeAreaInsets?.top == bottom, layout.tree)
        let strip = try #require(bar.find(.navigationBarLargeTitleView), layout.tree)
        #expect(strip.frame.height == 52 && !strip.isHidden, layout.tree)
        // The small title fades out while the large one shows.
        #expect(try #require(bar.find(.navigationBarContentView)?.find("Inbox"), layout.tree).alpha == 0, layout.tree)
    }

    // No large titles before iOS 11, in compact height, or with the item's mode `never`.
    @Test func largeTitlesOnlyWhereUIKitShowsThem() throws {
        var item = NavigationItemSpec()
        item.title = "Inbox"
        let ios10 = Self.app(Self.screen(item, largeTitles: true), .iphone8, .ios10)
        #expect(try ios10.view(.navigationBar).frame.height == 44, ios10.tree)
        let landscape = Self.app(Self.screen(item, largeTitles: true), .iphone8, .ios11, .landscapeLeft)
        #expect(try landscape.view(.navigationBar).frame.height == 32, landscape.tree)
        item.largeTitleDisplayMode = .never
        let never = Self.app(Self.screen(item, largeTitles: true), .iphone8, .ios11)
        #expect(try never.view(.navigationBar).frame.height == 44, never.tree)
    }

    // Prompt (+34, the prompt view's decompiled intrinsic height, UIKIT-DECOMP; inferred and
    // flagged) and search (+52, PLAYSRG) on iPhone X iOS 15, with large titles:
    // 44 + 34 + 44 + 52 + 52 = 226.
    @Test func promptAndSearchStrips() throws {
        var item = NavigationItemSpec()
        item.title = "Inbox"
        item.prompt = "Choose a mailbox"
        item.hasSearchController = true
        let layout = Self.app(Self.screen(item, largeTitles: true), .iphoneX, .ios15)
        let bar = try layout.view(.navigationBar)
        #expect(bar.windowFrame.maxY == 226, layout.tree)
        #expect(try #require(bar.find(.navigationBarContentView), layout.tree).frame.minY == 34, layout.tree)
        #expect(try #require(bar.find(.searchBarTextField), layout.tree).frame.height == 36, layout.tree)
        #expect(layout.screen.uncertain.contains { $0.figure == "prompt height" && $0.confidence == .inferred }, layout.tree)
    }

    // MARK: Seed 5: hierarchies

    @Test func ios11Hierarchy() throws {
        var item = Self.left([.system(.edit)])
        item.title = "Inbox"
        let layout = Self.app(Self.screen(item), .iphoneX, .ios11)
        let bar = try layout.view(.navigationBar)
        #expect(
            bar.children.map(\.viewClass.rawValue) == [
                "_UIBarBackground", "_UINavigationBarLargeTitleView", "_UINavigationBarContentView", "_UINavigationBarModernPromptView",
            ], layout.tree)
        #expect(bar.children[0].children.map(\.viewClass.rawValue) == ["UIImageView", "UIVisualEffectView"], layout.tree)
        let stack = try #require(bar.children[2].find(.buttonBarStackView), layout.tree)
        #expect(stack.children.map(\.viewClass.rawValue) == ["_UIButtonBarButton"], layout.tree)
        #expect(stack.children[0].children.map(\.viewClass.rawValue) == ["_UIModernBarButton"], layout.tree)
        #expect(stack.children[0].children[0].children.map(\.viewClass.rawValue) == ["UIButtonLabel"], layout.tree)
    }

    @Test func ios9And10Hierarchies() throws {
        var item = Self.left([.system(.edit), Self.custom("a")])
        item.title = "Inbox"
        let ios9Layout = Self.app(Self.screen(item), .iphone6s, .ios9)
        let ios9 = try ios9Layout.view(.navigationBar)
        #expect(
            ios9.children.map(\.viewClass.rawValue) == ["_UINavigationBarBackground", "UINavigationItemView", "UINavigationButton", "UIView"],
            ios9Layout.tree)
        #expect(ios9.children[0].children.map(\.viewClass.rawValue) == ["_UIBackdropView", "UIImageView"], ios9Layout.tree)
        let ios10Layout = Self.app(Self.screen(item), .iphone7, .ios10)
        let ios10 = try ios10Layout.view(.navigationBar)
        #expect(ios10.children[0].viewClass == .barBackground, ios10Layout.tree)
        #expect(ios10.children[0].children.map(\.viewClass.rawValue) == ["UIImageView", "UIVisualEffectView"], ios10Layout.tree)
    }

    // An iOS 7-era view dump on a 320-wide phone (a RubyMotion tutorial's REPL `tree`):
    // `UINavigationItemView` 27 tall at y 8 with its label (0, 3; w × 22); the title "Denver
    // Weather", 126.5 wide, at x 97 (centred: 96.75, on the 2× pixel grid). Its chevron was
    // 12.5 × 20.5 at (8, 12); iOS 8–10 dumps print `(8 11.5; 13 21)` (DUMP-1PX, DUMP-IOS10, DUMP-BK).
    @Test func legacyFramesMatchAViewDump() throws {
        struct DumpText: TextMeasuring {
            func width(of text: String, font: TextFont) -> Double { text == "Denver Weather" ? 126.5 : 40 }
            var confidence: Confidence { .confirmed }
            var basis: String { "test" }
        }
        var metrics = ScreenMetrics()
        metrics.text = DumpText()
        var item = NavigationItemSpec()
        item.title = "Denver Weather"
        let layout = layoutApp(
            Self.screen(item, below: "Home"), device: Catalog[.iphone5s], os: .ios9, orientation: .portrait, metrics: metrics)
        let bar = try layout.view(.navigationBar)
        #expect(
            try #require(bar.find(.navigationBarBackIndicatorView), layout.tree).frame == Rect(x: 8, y: 11.5, width: 13, height: 21),
            layout.tree)
        let title = try #require(bar.find(.navigationItemView), layout.tree)
        #expect(title.frame == Rect(x: 97, y: 8, width: 126.5, height: 27), layout.tree)
        // From iOS 8 the label is 21.5 tall at y 3.5 (FID-B-BKCLEAN, FID-D-ZHANGKN-PICKER).
        #expect(title.children.first?.frame == Rect(x: 0, y: 3.5, width: 126.5, height: 21.5), layout.tree)
    }

    // A frame-sized custom view sits in a `_UITAMICAdaptorView` from iOS 11 (HAWK, NIW).
    @Test func frameSizedCustomViewsGetAnAdaptor() throws {
        let layout = Self.app(Self.screen(Self.left([Self.custom("a")])), .iphone8, .ios11)
        let stack = try layout.view(.buttonBarStackView)
        #expect(stack.children.map(\.viewClass.rawValue) == ["_UITAMICAdaptorView"], layout.tree)
        #expect(stack.children[0].children.first?.id == "a", layout.tree)
    }

    // MARK: Appearance and iOS 26

    // iOS 15 makes every bar transparent at the scroll edge; iOS 13–14 only large-title bars
    // (Apple's scrollEdgeAppearance docs, PASSCODE).
    @Test(arguments: [
        (OSVersion.ios12, false, false), (.ios14, false, false), (.ios14, true, true), (.ios15, false, true), (.ios13, true, true),
    ])
    func scrollEdgeTransparency(_ os: OSVersion, largeTitles: Bool, transparent: Bool) throws {
        var item = NavigationItemSpec()
        item.title = "Inbox"
        let layout = Self.app(Self.screen(item, largeTitles: largeTitles), .iphoneX, os)
        let bar = try layout.view(.navigationBar)
        let effect = try #require(bar.children[0].children.first { $0.viewClass == .visualEffectView }, layout.tree)
        #expect((effect.alpha == 0) == transparent, layout.tree)
    }

    @Test func scrolledContentShowsTheStandardBackground() throws {
        var item = NavigationItemSpec()
        item.title = "Inbox"
        let spec = Self.screen(item) { $0.appearance.scrolled = true }
        let layout = Self.app(spec, .iphoneX, .ios15)
        let bar = try layout.view(.navigationBar)
        #expect(bar.children[0].children.allSatisfy { $0.alpha == 1 }, layout.tree)
    }

    // iOS 26: the 54 pt bar (GK#47) with a platter behind each side's items, flagged.
    @Test func ios26Platters() throws {
        let layout = Self.app(Self.screen(Self.left([Self.custom("a")])), .iphone16Pro, .ios26)
        let bar = try layout.view(.navigationBar)
        #expect(bar.frame.height == 54, layout.tree)
        #expect(bar.find(.barItemGroupPlatter) != nil, layout.tree)
        #expect(layout.screen.uncertain.contains { $0.figure == "item platters" }, layout.tree)
    }
}

/// Every iPhone × iOS version in portrait, and every iPad at its first and last version: the
/// rules of CHROME §2.2–2.3 hold across the catalog. Margin: 16 on screens under 414
/// wide, 20 from 414 (RIVER, DEVXOUL; iPads 20); spacing 8 (10 on 414-wide before iOS 11); the
/// title centred on the bar; large titles 52 below the bar from iOS 11.
struct NavigationBarMatrixTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var device: DeviceID
        var os: OSVersion
        var testDescription: String { "\(device.rawValue) \(os.rawValue)" }
    }

    static let cases: [Case] = Catalog.all.flatMap { device in
        let versions = device.family == .iphone ? device.supportedOS : [device.supportedOS.first!, device.supportedOS.last!]
        return versions.map { Case(device: device.id, os: $0) }
    }

    @Test(arguments: cases)
    func itemsTitleAndLargeTitle(_ c: Case) throws {
        let device = Catalog[c.device]
        let width = device.screen.points.width
        var item = NavigationItemSpec()
        item.leftItems = [NavigationBarTests.custom("a"), NavigationBarTests.custom("b")]
        item.rightItems = [NavigationBarTests.custom("c")]
        item.title = "Inbox"
        let layout = NavigationBarTests.app(NavigationBarTests.screen(item, largeTitles: true), c.device, c.os)
        let margin = width >= 414 ? 20.0 : 16.0
        let spacing = c.os < .ios11 && width >= 414 ? 10.0 : 8.0
        #expect(try layout.view("a").windowFrame.minX == margin, layout.tree)
        #expect(try layout.view("b").windowFrame.minX == margin + 30 + spacing, layout.tree)
        #expect(try layout.view("c").windowFrame.maxX == width - margin, layout.tree)
        // "Inbox": 50 wide, centred; the large title starts at the margin.
        let bar = try layout.view(.navigationBar)
        let title = try #require((bar.find(.navigationBarContentView) ?? bar).find("Inbox"), layout.tree)
        #expect(abs(title.windowFrame.midX - width / 2) <= 0.5 / device.screen.scale, layout.tree)
        if c.os >= .ios11 {
            #expect(
                try #require(bar.find(.navigationBarLargeTitleView)?.find("Inbox"), layout.tree).windowFrame.minX == margin, layout.tree
            )
        }
        let row = try #require(c.os >= .ios11 ? bar.find(.navigationBarContentView) : bar, layout.tree).frame.height
        #expect(bar.frame.height == row + (c.os >= .ios11 ? 52 : 0), layout.tree)
        #expect(bar.find(.navigationBarLargeTitleView)?.isHidden == (c.os >= .ios11 ? false : nil), layout.tree)
    }
}

/// Settings one iOS version honours and another ignores.
struct NavigationBarVersionRuleTests {
    // GK-VC#26, GliKit: margins set on `_UINavigationBarContentView` move the items on iOS 11–12
    // (the UINavigationItem+Margin trick, DEVXOUL); iOS 13 refuses them.
    @Test(arguments: [(OSVersion.ios11, 4.0), (.ios12, 4), (.ios13, 16)])
    func contentViewMargins(_ os: OSVersion, expected: Double) throws {
        let spec = NavigationBarTests.screen(NavigationBarTests.left([NavigationBarTests.custom("a")])) {
            $0.contentViewMargins = DirectionalInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        }
        let layout = NavigationBarTests.app(spec, .iphone8, os)
        #expect(try layout.view("a").windowFrame.minX == expected, layout.tree)
        #expect(layout.notes.isEmpty == (os <= .ios12), layout.tree)
    }

    // NIW, HAWK: from iOS 11 a titleView with Auto Layout inside but no intrinsic size collapses
    // to zero; on iOS 10 its frame holds.
    @Test func unsizedTitleViewCollapsesFromIOS11() throws {
        var item = NavigationItemSpec()
        item.titleView = BarCustomView(id: "title", size: Size(width: 200, height: 30), sizing: .unsized)
        let modern = NavigationBarTests.app(NavigationBarTests.screen(item), .iphone8, .ios11)
        #expect(try modern.view("title").frame.size == Size(width: 0, height: 0), modern.tree)
        #expect(modern.notes.count == 1, modern.tree)
        let legacy = NavigationBarTests.app(NavigationBarTests.screen(item), .iphone7, .ios10)
        #expect(try legacy.view("title").frame.width == 200, legacy.tree)
    }
}

/// What the `bars` overlay dimensions: each strip of the navigation bar and the tab bar without
/// the home-indicator inset (REIBANG, HK12: 44 + 52 on iPhone X; the tab bar 49 above the 34).
struct BarStripTests {
    @Test func stripsOfALargeTitleScreenWithATabBar() {
        var top = ViewControllerSpec(id: "content", title: "Settings")
        top.navigationItem.title = "Settings"
        var nav = NavigationControllerSpec(stack: [.plain(top)])
        nav.prefersLargeTitles = true
        let spec = ScreenSpec(root: .tabBar(TabBarControllerSpec(children: [.navigation(nav)])))
        let app = NavigationBarTests.app(spec, .iphoneX, .ios11)
        let strips = barStrips(app).map { "\($0.name) \(formatCompact($0.minY))–\(formatCompact($0.maxY))" }
        #expect(strips == ["nav bar 44–88", "large title 88–140", "tab bar 729–778"], app.tree)
    }

    // Before iOS 11 the bar is one strip (no content view).
    @Test func legacyBarIsOneStrip() {
        let app = NavigationBarTests.app(NavigationBarTests.screen(NavigationItemSpec()), .iphone7, .ios10)
        #expect(barStrips(app).map(\.name) == ["nav bar"], app.tree)
        #expect(barStrips(app).map { $0.maxY - $0.minY } == [44], app.tree)
    }
}

/// Tab bar buttons: equal slots across the bar's safe width on iPhone, icon over title in
/// portrait, side by side in landscape from iOS 11; insets are estimates (TabBarMetrics).
struct TabBarButtonTests {
    static func app(_ orientation: Orientation, _ device: DeviceID = .iphoneX, _ os: OSVersion = .ios13) -> AppLayout {
        let children: [ControllerSpec] = ["A", "B", "C", "D"].map { .plain(ViewControllerSpec(id: $0.lowercased(), title: $0)) }
        let spec = ScreenSpec(root: .tabBar(TabBarControllerSpec(children: children, selectedIndex: 1)))
        return NavigationBarTests.app(spec, device, os, orientation)
    }

    @Test func portraitSlotsShareTheWidth() throws {
        let layout = Self.app(.portrait)
        let bar = try layout.view(.tabBar)
        let buttons = bar.children.filter { $0.viewClass == .tabBarButton }
        #expect(buttons.map(\.id) == ["A", "B", "C", "D"], layout.tree)
        // 375 / 4 = 93.75 a slot, each button between edges rounded to whole points, 2 in from
        // each side, 1 down, 48 tall (49 − 1): x 2, 96, 190, 283 and widths 90, 90, 89, 90, as
        // an iOS 9 dump of a 375 pt four-tab bar prints (FID-B-TABARANIM: (190 1; 89 48),
        // (283 1; 90 48)); budejie and gxswift print the same rule on 414 and 390 pt bars.
        #expect(buttons.map(\.frame.minX) == [2, 96, 190, 283], layout.tree)
        #expect(buttons.map(\.frame.width) == [90, 90, 89, 90], layout.tree)
        for button in buttons { #expect(button.frame.minY == 1 && button.frame.height == 48, layout.tree) }
        #expect(buttons.map(\.isSelected) == [false, true, false, false], layout.tree)
        // Icon above the title.
        let icon = try #require(buttons[0].find(.tabBarSwappableImageView), layout.tree)
        let label = try #require(buttons[0].find(.tabBarButtonLabel), layout.tree)
        #expect(icon.frame.maxY <= label.frame.minY, layout.tree)
        #expect(label.text == "A", layout.tree)
    }

    @Test func landscapeStaysInsideTheSafeAreaSideBySide() throws {
        let layout = Self.app(.landscapeLeft)
        let bar = try layout.view(.tabBar)
        let buttons = bar.children.filter { $0.viewClass == .tabBarButton }
        // Safe width 812 − 88 = 724: slots of 181 from x 44.
        #expect(abs(buttons[0].frame.minX - 46) < 0.34, layout.tree)
        #expect(abs(buttons[3].frame.maxX - (812 - 44 - 2)) < 0.34, layout.tree)
        #expect(buttons[0].frame.height == 31, layout.tree)
        let icon = try #require(buttons[0].find(.tabBarSwappableImageView), layout.tree)
        let label = try #require(buttons[0].find(.tabBarButtonLabel), layout.tree)
        #expect(icon.frame.maxX <= label.frame.minX, layout.tree)
    }
}

/// Toolbar items: margins 16 (the navigation bar's, flagged), flexible spaces sharing the rest.
struct ToolbarItemTests {
    static func app(_ device: DeviceID, _ os: OSVersion, items: [ToolbarItemSpec]) -> AppLayout {
        var vc = ViewControllerSpec(id: "content", title: "Message")
        vc.toolbarItems = items
        var nav = NavigationControllerSpec(stack: [.plain(vc)])
        nav.toolbar.hidden = false
        return NavigationBarTests.app(ScreenSpec(root: .navigation(nav)), device, os)
    }

    // Three 22-wide glyphs between two flexible spaces on a 375-wide bar: 343 − 66 = 277 shared
    // as 138.5 each, so the middle item starts at 16 + 22 + 138.5 = 176.5 and the last ends at 359.
    @Test(arguments: [(DeviceID.iphone7, OSVersion.ios10, ViewClass.toolbarButton), (.iphoneX, .ios11, .buttonBarButton)])
    func flexibleSpacesShareTheRoom(_ device: DeviceID, _ os: OSVersion, buttonClass: ViewClass) throws {
        let items: [ToolbarItemSpec] = [
            .item(.system(.trash)), .flexibleSpace, .item(.system(.reply)), .flexibleSpace, .item(.system(.compose)),
        ]
        let layout = Self.app(device, os, items: items)
        let toolbar = try layout.view(.toolbar)
        let buttons = toolbar.subtree.filter { $0.viewClass == buttonClass }
        #expect(buttons.map(\.id) == ["trash", "reply", "compose"], layout.tree)
        // On the pixel grid: 176.5 lands on 176.667 at 3×.
        let xs = buttons.map { $0.windowFrame.minX - toolbar.windowFrame.minX }
        for (x, expected) in zip(xs, [16, 176.5, 337]) {
            #expect(abs(x - expected) <= 0.5 / Catalog[device].screen.scale, layout.tree("\(xs)"))
        }
        if os >= .ios11 { #expect(toolbar.find(.toolbarContentView) != nil, layout.tree) }
    }

    // Without a flexible space the items pack to the leading side, 8 apart.
    @Test func itemsPackToTheLeadingSide() throws {
        let layout = Self.app(.iphone8, .ios13, items: [.item(.system(.trash)), .item(.system(.reply))])
        let toolbar = try layout.view(.toolbar)
        let buttons = toolbar.subtree.filter { $0.viewClass == .buttonBarButton }
        #expect(buttons.map(\.windowFrame.minX) == [16, 46], layout.tree)
    }
}
