import BezelDevices
import BezelGeometry
import TestSupport
import Testing

@testable import BezelLayout

/// Custom bar views as declared views (a class, the user's own class name, subviews) and how the
/// iOS 11+ button-bar stack squeezes them (HAWK, the first seed article: `customView
/// |<-reducedWidth->|`). Widths: custom views as given, text 10 pt a character
/// (`TenPointText`); iPhone 8: 375 wide, margins 16.
struct BarCustomViewTests {
    static func custom(
        _ id: String, width: Double, sizing: BarCustomView.Sizing = .frame, configure: (inout ViewSpec) -> Void = { _ in }
    ) -> BarCustomView {
        var view = BarCustomView(id: id, size: Size(width: width, height: 30), sizing: sizing)
        configure(&view.view)
        return view
    }

    static func app(_ item: NavigationItemSpec, below: String? = nil, os: OSVersion = .ios11, device: DeviceID = .iphone8) -> AppLayout {
        NavigationBarTests.app(NavigationBarTests.screen(item, below: below), device, os)
    }

    /// Every frame in the tree is at least zero wide and tall.
    static func expectNoNegativeFrame(_ layout: AppLayout, sourceLocation: SourceLocation = #_sourceLocation) {
        let negative = layout.window.subtree.filter { $0.frame.width < 0 || $0.frame.height < 0 }
        #expect(negative.isEmpty, layout.tree("negative frames: \(negative.map(\.className))"), sourceLocation: sourceLocation)
    }

    // MARK: The squeeze

    // "Inbox" (50 wide) stays centred at 187.5 (MO4, FYC) and gives way first (749 < 750), down
    // to zero; the 300-wide frame-sized view then reaches it (iOS 11 keeps no gap: FID-D-UNKO-TRACE,
    // IOS11-HEADERS): 359 − 187.5 = 171.5 (HAWK: narrower than its frame, inside the stack,
    // inside the content view's margins).
    @Test func stackSqueezesAWideCustomView() throws {
        var item = NavigationItemSpec()
        item.title = "Inbox"
        item.rightItems = [.custom(Self.custom("wide", width: 300))]
        let layout = Self.app(item)
        let wide = try layout.view("wide")
        #expect(wide.windowFrame == Rect(x: 187.5, y: 27, width: 171.5, height: 30), layout.tree)
        #expect(try layout.view(.tamicAdaptorView).frame.width == 171.5, layout.tree)
        let title = try layout.view("Inbox")
        #expect(title.frame.width == 0 && title.windowFrame.minX == 187.5, layout.tree)
        #expect(layout.notes.contains { $0.contains("\"wide\" is squeezed from 300 to 171.5 pt") }, layout.tree)
        #expect(layout.conflicts.isEmpty, layout.tree)
        Self.expectNoNegativeFrame(layout)
    }

    // With compression resistance 700 (below the title's 749) the title keeps its 50 (162.5 to
    // 212.5) and the view starts right after it on iOS 11: 359 − 212.5 = 146.5.
    @Test func customViewWithLowResistanceGivesWayBeforeTheTitle() throws {
        var item = NavigationItemSpec()
        item.title = "Inbox"
        item.rightItems = [.custom(Self.custom("wide", width: 300) { $0.compressionResistance.horizontal = 700 })]
        let layout = Self.app(item)
        #expect(try layout.view("Inbox").windowFrame.width == 50, layout.tree)
        #expect(try layout.view("wide").windowFrame == Rect(x: 212.5, y: 27, width: 146.5, height: 30), layout.tree)
    }

    // Text and glyph buttons keep their sizes: "Cancel" 60 plus the 8 its button reaches past the
    // margin at the bar's edge (FID-B-CRIFAN-CYCRIPT), the add glyph 22 with 11 on its inner side
    // and 8 at the edge (FID-B-ZJIOS), while the custom view between it and the centred title
    // takes what is left: the glyph's button ends 8 outside the margin at 367, so 367 − 41 − 8 − 187.5.
    @Test func buttonsKeepTheirSizes() throws {
        var item = NavigationItemSpec()
        item.title = "Inbox"
        item.leftItems = [.text("Cancel", bold: false)]
        item.rightItems = [.system(.add), .custom(Self.custom("wide", width: 300))]
        let layout = Self.app(item)
        let buttons = layout.window.subtree.filter { $0.viewClass == .buttonBarButton }
        #expect(buttons.map(\.frame.width) == [68, 41], layout.tree)
        #expect(try layout.view("wide").windowFrame.width == 130.5, layout.tree)
    }

    // No title: a side alone stays inside the opposite margin, 16 to 359 (343 wide).
    @Test func withoutATitleTheViewStaysInsideTheMargins() throws {
        var item = NavigationItemSpec()
        item.rightItems = [.custom(Self.custom("wide", width: 400))]
        let layout = Self.app(item)
        #expect(try layout.view("wide").windowFrame.minX == 16, layout.tree)
        #expect(try layout.view("wide").windowFrame.width == 343, layout.tree)
    }

    // A width constraint is required: 330 after the back button cannot fit in 375, so the
    // conflict is logged as UIKit logs it and a constraint is broken; no frame is negative, the
    // title included.
    @Test func requiredWidthThatCannotFitIsAConflict() throws {
        var item = NavigationItemSpec()
        item.title = "Inbox"
        item.rightItems = [.custom(Self.custom("wide", width: 330, sizing: .constraints))]
        let layout = Self.app(item, below: "Mailboxes")
        let conflict = try #require(layout.conflicts.first, layout.tree)
        #expect(conflict.description.hasPrefix("Unable to simultaneously satisfy constraints."), layout.tree)
        #expect(conflict.description.contains("item0.width == 330"), layout.tree)
        #expect(try layout.view("wide").frame.width == 330, layout.tree)
        #expect(try layout.view("Inbox").frame.width == 0, layout.tree)
        Self.expectNoNegativeFrame(layout)
    }

    // Text items alone that cannot fit also conflict, and still nothing is negative.
    @Test func overflowingTextItemsConflictWithoutNegativeWidths() throws {
        var item = NavigationItemSpec()
        item.title = "A long title"
        item.leftItems = [.text(String(repeating: "L", count: 20), bold: false)]
        item.rightItems = [.text(String(repeating: "R", count: 20), bold: false)]
        let layout = Self.app(item)
        #expect(layout.conflicts.count == 1, layout.tree)
        Self.expectNoNegativeFrame(layout)
    }

    // MARK: Views with insides

    // The user's class is kept and printed in place of UIView; subviews pinned by constraints
    // follow the squeezed width (165.5 − 4 − 4 = 157.5).
    @Test func customViewWithAUserClassAndSubviews() throws {
        var item = NavigationItemSpec()
        item.title = "Inbox"
        item.rightItems = [
            .custom(
                Self.custom("filters", width: 300) { view in
                    view.customClassName = "FilterBar"
                    var field = ViewSpec(viewClass: .textField, id: "query")
                    field.placement = .constraints([
                        ConstraintSpec(attribute: .leading, relation: .equal, target: .superview, targetAttribute: .leading, constant: 4),
                        ConstraintSpec(
                            attribute: .trailing, relation: .equal, target: .superview, targetAttribute: .trailing, constant: -4),
                        ConstraintSpec(attribute: .top, relation: .equal, target: .superview, targetAttribute: .top, constant: 3),
                        ConstraintSpec(attribute: .height, relation: .equal, target: nil, targetAttribute: nil, constant: 24),
                    ])
                    view.subviews = [field]
                })
        ]
        let layout = Self.app(item)
        let filters = try layout.view("filters")
        #expect(filters.className == "FilterBar" && filters.viewClass == .view, layout.tree)
        #expect(try layout.view("query").frame == Rect(x: 4, y: 3, width: 163.5, height: 24), layout.tree)
        #expect(layout.explanation.contains("<FilterBar \"filters\"; frame = (0 0; 171.5 30)"), layout.tree)
        #expect(layout.ambiguous.isEmpty && layout.conflicts.isEmpty, layout.tree)
    }

    // Before iOS 11 the same view sits on the bar at its own size with its subviews.
    @Test func legacyBarsTakeTheSameView() throws {
        var item = NavigationItemSpec()
        item.rightItems = [
            .custom(
                Self.custom("badge", width: 40) { view in
                    view.customClassName = "MyBadgeView"
                    view.subviews = [ViewSpec(viewClass: .label, id: "count", placement: .frame(Rect(x: 4, y: 4, width: 32, height: 22)))]
                })
        ]
        let layout = Self.app(item, os: .ios10, device: .iphone7)
        let badge = try layout.view("badge")
        // 375 − 16 − 40 = 319, centred in the 44 row below the 20 status bar.
        #expect(badge.windowFrame == Rect(x: 319, y: 27, width: 40, height: 30), layout.tree)
        #expect(badge.className == "MyBadgeView", layout.tree)
        #expect(try layout.view("count").windowFrame == Rect(x: 323, y: 31, width: 32, height: 22), layout.tree)
    }

    // MARK: Subviews outside their parent

    // BMTNavigationBar (SEED-2): buttons on a titleView, moved out past its
    // edges, are drawn but only the part over the titleView takes touches (QA1812). The 200-wide
    // titleView is centred at 87.5; "menu" spans −60…20 in it, so 20 points tap and 60 are dead.
    @Test func subviewsOutsideTheTitleViewAreDeadOutside() throws {
        var item = NavigationItemSpec()
        item.titleView = Self.custom("header", width: 200) { view in
            view.subviews = [
                ViewSpec(viewClass: .button, id: "menu", placement: .frame(Rect(x: -60, y: 0, width: 80, height: 30))),
                ViewSpec(viewClass: .button, id: "share", placement: .frame(Rect(x: 180, y: 0, width: 80, height: 30))),
            ]
        }
        let layout = Self.app(item)
        let menu = try layout.view("menu")
        #expect(menu.tapRegion == [Rect(x: 87.5, y: 27, width: 20, height: 30)], layout.tree)
        #expect(menu.deadRegion == [Rect(x: 27.5, y: 27, width: 60, height: 30)], layout.tree)
        let share = try layout.view("share")
        #expect(share.tapRegion == [Rect(x: 267.5, y: 27, width: 20, height: 30)], layout.tree)
        #expect(share.deadRegion == [Rect(x: 287.5, y: 27, width: 60, height: 30)], layout.tree)
        #expect(layout.window.hitView(Point(x: 40, y: 40))?.id != "menu", layout.tree)
    }

    // `clips-to-bounds` reaches the node, so the drawing clips (ComposeApp).
    @Test func clipsToBoundsReachesTheNode() throws {
        var item = NavigationItemSpec()
        item.titleView = Self.custom("header", width: 200) { view in
            view.clipsToBounds = true
            view.subviews = [ViewSpec(viewClass: .button, id: "menu", placement: .frame(Rect(x: -60, y: 0, width: 80, height: 30)))]
        }
        let layout = Self.app(item)
        #expect(try layout.view("header").clipsToBounds, layout.tree)
    }
}
