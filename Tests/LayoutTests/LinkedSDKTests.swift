import BezelDevices
import BezelGeometry
import TestSupport
import Testing

@testable import BezelLayout

/// Apps linked against an older SDK (`ScreenSpec.sdk`): UIKit's linked-on-or-after checks keep
/// their older behaviour on a newer iOS; everything else follows the running version.
struct LinkedSDKTests {
    static func navigation(_ sdk: OSVersion?) -> ScreenSpec {
        let nav = NavigationControllerSpec(stack: [.plain(ViewControllerSpec(id: "content", title: "Inbox"))])
        var spec = ScreenSpec(root: .navigation(nav))
        spec.sdk = sdk
        return spec
    }

    // Confirmed (HK12): an iPad app built with Xcode 9 (iOS 11 SDK) keeps 44 pt navigation bars on
    // iOS 12, where an Xcode 10 build gets 50; the toolbar follows the same rule.
    @Test func iPadBarsStay44ForAnIOS11SDKApp() throws {
        let old = layoutApp(Self.navigation(.ios11), device: Catalog[.ipadAir2], os: .ios12, orientation: .portrait)
        let new = layoutApp(Self.navigation(nil), device: Catalog[.ipadAir2], os: .ios12, orientation: .portrait)
        #expect(try old.view(.navigationBar).frame.height == 44, old.tree)
        #expect(try new.view(.navigationBar).frame.height == 50, new.tree)
        #expect(old.sdk == .ios11 && new.sdk == nil)
        #expect(old.explanation.hasPrefix("iPad Air 2 (ipad-air-2), iOS 12, linked against the iOS 11 SDK, portrait"))
    }

    // Confirmed (HACK13: Xcode 10 and Xcode 11 builds of one app on iOS 13): the older build's
    // page sheet is full screen on iPhone, the newer one's is a card.
    @Test func sheetsAreFullScreenForAnIOS12SDKApp() throws {
        var spec = ScreenSpec(root: .plain(ViewControllerSpec(id: "list")))
        spec.presented = PresentationSpec(style: .pageSheet, controller: .plain(ViewControllerSpec(id: "sheet")))
        spec.sdk = .ios12
        let old = layoutApp(spec, device: Catalog[.iphoneXS], os: .ios13, orientation: .portrait)
        #expect(old.window.find(.dropShadowView) == nil, old.tree)
        #expect(try old.view("sheet").windowFrame == Rect(x: 0, y: 0, width: 375, height: 812), old.tree)
        #expect(old.notes.last == "presented: a page-sheet is full screen on iPhone in an app built before the iOS 13 SDK (a card from iOS 13)")
        spec.sdk = .ios13
        let new = layoutApp(spec, device: Catalog[.iphoneXS], os: .ios13, orientation: .portrait)
        #expect(new.window.find(.dropShadowView) != nil, new.tree)
    }

    // Confirmed (PASSCODE quoting the iOS 15 release notes; APPLE-SCROLLEDGE): built with the iOS 15
    // SDK, a standard-title bar at the scroll edge is transparent; built with the iOS 14 SDK it
    // keeps its background, as only large-title bars used the scroll-edge look before.
    @Test func scrollEdgeReachesStandardBarsOnlyWithTheIOS15SDK() {
        let nav = NavigationControllerSpec(stack: [.plain(ViewControllerSpec(id: "content", title: "Inbox"))])
        #expect(isTransparent(nav, largeTitle: false, os: .ios15, sdk: .ios15))
        #expect(!isTransparent(nav, largeTitle: false, os: .ios15, sdk: .ios14))
        #expect(isTransparent(nav, largeTitle: true, os: .ios15, sdk: .ios14))
        #expect(!isTransparent(nav, largeTitle: false, os: .ios14, sdk: .ios15))
    }

    // Single (CHROME §2.5: RNN26, GK): Liquid Glass needs the iOS 26 SDK; an iOS 18 build on
    // iOS 26 keeps the 44 pt bar and has no item platter. The status bar and safe area are the
    // running version's (59 on the iPhone 15 Pro either way).
    @Test func liquidGlassNeedsTheIOS26SDK() throws {
        var content = ViewControllerSpec(id: "content", title: "Inbox")
        content.navigationItem.rightItems = [.system(.add)]
        var spec = ScreenSpec(root: .navigation(NavigationControllerSpec(stack: [.plain(content)])))
        spec.sdk = .ios18
        let old = layoutApp(spec, device: Catalog[.iphone15Pro], os: .ios26, orientation: .portrait)
        #expect(try old.view(.navigationBar).frame.height == 44, old.tree)
        #expect(old.window.find(.barItemGroupPlatter) == nil, old.tree)
        #expect(try old.view("content").safeAreaInsets?.bottom == 34, old.tree)
        spec.sdk = nil
        let new = layoutApp(spec, device: Catalog[.iphone15Pro], os: .ios26, orientation: .portrait)
        #expect(try new.view(.navigationBar).frame.height == 54, new.tree)
        #expect(new.window.find(.barItemGroupPlatter) != nil, new.tree)
    }
}

extension LinkedSDKTests {
    // Confirmed (S50, Apple's prefersStatusBarHidden: true in a vertically compact environment for
    // apps linked against iOS 8 or later): an iPhone 5s in landscape on iOS 8 hides the status
    // bar (top layout guide 32, the bar alone) unless the app was built with the iOS 7 SDK, which
    // keeps iOS 7's 20 pt bar above it (guide 52).
    @Test func landscapeStatusBarStaysForAnIOS7SDKApp() throws {
        var spec = Self.navigation(.ios7)
        let old = layoutApp(spec, device: Catalog[.iphone5s], os: .ios8, orientation: .landscapeRight)
        #expect(old.statusBarHeight == 20 && old.screen.statusBar != nil, old.tree)
        #expect(try old.view("content").topLayoutGuideLength == 52, old.tree)
        spec.sdk = nil
        let new = layoutApp(spec, device: Catalog[.iphone5s], os: .ios8, orientation: .landscapeRight)
        #expect(new.statusBarHeight == 0 && new.screen.statusBar == nil, new.tree)
        #expect(try new.view("content").topLayoutGuideLength == 32, new.tree)
    }
}

/// Explain's notes where a seed article says otherwise than the measurements (SeedNotes.swift).
struct SeedNoteTests {
    // Seed 004 (SEED-5) against the inset + safe-area sum it printed itself first: an opaque bar
    // over a table inset by 100 on an iPhone X gives {100, 0, 134, 0} and the note.
    @Test func opaqueBarInsetNote() throws {
        var view = ViewSpec(viewClass: .tableView, id: "table")
        var scroll = ScrollSpec()
        scroll.contentInset = EdgeInsets(top: 100, left: 0, bottom: 100, right: 0)
        view.scroll = scroll
        let nav = NavigationControllerSpec(stack: [.plain(ViewControllerSpec(id: "inbox", view: view))], navigationBar: BarSpec(translucent: false))
        let layout = layoutApp(ScreenSpec(root: .navigation(nav)), device: Catalog[.iphoneX], os: .ios11, orientation: .portrait)
        #expect(try layout.view("table").scroll?.adjustedContentInset == EdgeInsets(top: 100, left: 0, bottom: 134, right: 0), layout.tree)
        #expect(layout.notes.contains { $0.hasPrefix("adjustedContentInset {100, 0, 134, 0} is contentInset plus the safe area") }, layout.tree)
        let translucent = layoutApp(
            ScreenSpec(root: .navigation(NavigationControllerSpec(stack: nav.stack))), device: Catalog[.iphoneX], os: .ios11,
            orientation: .portrait)
        #expect(!translucent.notes.contains { $0.hasPrefix("adjustedContentInset") }, translucent.tree)
    }

    // Seed 003 (SEED-4) against FID-S-NEILWU's printed margins: a view pinned to the root view's layout
    // margins sits 16 from the edge on an iPhone 8 (375 wide) and 20 on an iPhone 8 Plus; only
    // the smaller phone gets the note.
    @Test func phoneMarginsNote() throws {
        var field = ViewSpec(viewClass: .view, id: "field")
        field.placement = .constraints([
            ConstraintSpec(attribute: .leading, relation: .equal, target: .margins, targetAttribute: .leading, constant: 0),
            ConstraintSpec(attribute: .trailing, relation: .equal, target: .margins, targetAttribute: .trailing, constant: 0),
            ConstraintSpec(attribute: .top, relation: .equal, target: .safeArea, targetAttribute: .top, constant: 0),
            ConstraintSpec(attribute: .height, relation: .equal, target: nil, targetAttribute: nil, constant: 44),
        ])
        var root = ViewSpec()
        root.subviews = [field]
        let spec = ScreenSpec(root: .plain(ViewControllerSpec(id: "form", view: root)))
        let small = layoutApp(spec, device: Catalog[.iphone8], os: .ios13, orientation: .portrait)
        #expect(try small.view("field").windowFrame.minX == 16, small.tree)
        #expect(small.notes.contains { $0.hasPrefix("layoutMarginsGuide: a controller's root view has 16 pt side margins") }, small.tree)
        let plus = layoutApp(spec, device: Catalog[.iphone8Plus], os: .ios13, orientation: .portrait)
        #expect(try plus.view("field").windowFrame.minX == 20, plus.tree)
        #expect(!plus.notes.contains { $0.hasPrefix("layoutMarginsGuide") }, plus.tree)
    }
}
