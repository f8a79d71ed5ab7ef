import BezelDevices
import BezelGeometry
import TestSupport
import Testing

@testable import BezelLayout

/// Every device × iOS version × orientation: bar frames and safe areas obey the rules of
/// CHROME §1–§5 (a data-driven table over the whole catalog).
struct AppMatrixTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var device: DeviceID
        var os: OSVersion
        var orientation: Orientation
        var testDescription: String { "\(device.rawValue) \(os.rawValue) \(orientation.rawValue)" }
    }

    static let cases: [Case] = Catalog.all.flatMap { device in
        device.supportedOS.flatMap { os in
            [Orientation.portrait, .landscapeRight].map { Case(device: device.id, os: os, orientation: $0) }
        }
    }

    @Test(arguments: cases)
    func barsAndSafeAreas(_ item: Case) throws {
        let device = Catalog[item.device]
        let spec = ScreenSpec(
            root: .tabBar(
                TabBarControllerSpec(children: [
                    .navigation(NavigationControllerSpec(stack: [.plain(ViewControllerSpec(id: "content"))]))
                ])))
        let app = layoutApp(spec, device: device, os: item.os, orientation: item.orientation)
        let window = app.screen.bounds
        let bar = try app.view(.navigationBar)
        let tab = try app.view(.tabBar)
        let content = try app.view("content")
        // §2.1: 44, 32 (compact landscape iPhones), 50 (iPad from iOS 12), 54 (iOS 26).
        #expect([44, 32, 50, 54].contains(bar.frame.height), app.tree)
        // The bar sits at the status bar or, on island phones, just above the safe-area top.
        let safeTop = app.screen.safeArea?.insets.top ?? app.statusBarHeight
        #expect(bar.windowFrame.minY <= max(safeTop, app.statusBarHeight) + 0.001, app.tree)
        #expect(bar.windowFrame.minY >= min(safeTop, app.statusBarHeight) - 6, app.tree)
        // Its background reaches the top of the screen.
        #expect(bar.children[0].windowFrame.minY == 0, app.tree)
        // §3: the tab bar is at the bottom and includes the bottom inset.
        #expect(tab.windowFrame.maxY == window.maxY, app.tree)
        let bottom = app.screen.safeArea?.insets.bottom ?? 0
        #expect([49, 50, 45, 32].contains(tab.frame.height - bottom), app.tree)
        // §5.1: the content's safe area is bounded by the bars (translucent, content under them).
        if item.os >= .ios11 {
            let safe = try #require(content.safeAreaInsets, app.tree)
            #expect(abs(safe.top - bar.windowFrame.maxY) < 0.001, app.tree)
            #expect(abs(safe.bottom - tab.frame.height) < 0.001, app.tree)
            #expect(safe.left == app.screen.safeArea!.insets.left, app.tree)
        } else {
            #expect(content.safeAreaInsets == nil, app.tree)
            #expect(content.topLayoutGuideLength == bar.windowFrame.maxY, app.tree)
        }
        // Every view's tap and dead regions partition its on-screen frame.
        for node in app.window.subtree {
            guard let frame = node.windowFrame.intersection(window) else { continue }
            let area = (node.tapRegion.filter { frame.contains($0.center) } + node.deadRegion).reduce(0) { $0 + $1.width * $1.height }
            #expect(abs(area - frame.width * frame.height) < 0.01, app.tree("\(node.viewClass.rawValue)"))
        }
    }

    // §5.2, UYL-R: the readable guide is 672 wide, 176 from the edges on a 1024-wide iPad.
    @Test func readableContentGuide() throws {
        let app = layoutApp(
            ScreenSpec(root: .plain(ViewControllerSpec(id: "content"))), device: Catalog[.ipadAir2], os: .ios10,
            orientation: .landscapeRight)
        let content = try app.view("content")
        #expect(content.readableContentFrame.minX == 176, app.tree)
        #expect(content.readableContentFrame.width == 672, app.tree)
    }

    // §5.2: right-to-left mirrors directional margins; §5.2 / Apple docs: table cell content
    // views stay inside the safe area in landscape on a notched phone.
    @Test func rightToLeftMarginsAndLandscapeCells() throws {
        var vc = ViewControllerSpec(id: "content")
        var child = ViewSpec(viewClass: .view, id: "child", placement: .frame(Rect(x: 100, y: 100, width: 100, height: 100)))
        child.directionalLayoutMargins = DirectionalInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        vc.view.subviews = [child]
        var spec = ScreenSpec(root: .plain(vc))
        spec.layoutDirection = .rightToLeft
        let app = layoutApp(spec, device: Catalog[.iphone8], os: .ios12, orientation: .portrait)
        #expect(app.window.find("child")?.layoutMargins == EdgeInsets(top: 0, left: 5, bottom: 0, right: 30), app.tree)

        var table = ViewSpec(viewClass: .tableView, id: "table")
        var scroll = ScrollSpec()
        scroll.rows = 2
        table.scroll = scroll
        let landscape = layoutApp(
            ScreenSpec(root: .navigation(NavigationControllerSpec(stack: [.plain(ViewControllerSpec(view: table))]))),
            device: Catalog[.iphoneX], os: .ios11, orientation: .landscapeRight)
        let cell = try landscape.view(.tableViewCell)
        #expect(cell.frame == Rect(x: 0, y: 0, width: 812, height: 44), landscape.tree)
        #expect(cell.children[0].frame == Rect(x: 44, y: 0, width: 724, height: 44), landscape.tree)
        // Not horizontally scrollable: no side insets in adjustedContentInset.
        #expect(
            landscape.window.find("table")?.scroll?.adjustedContentInset == EdgeInsets(top: 32, left: 0, bottom: 21, right: 0),
            landscape.tree)
    }
}
