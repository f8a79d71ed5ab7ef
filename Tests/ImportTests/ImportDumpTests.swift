import BezelDevices
import BezelDumps
import BezelGeometry
import BezelImport
import BezelLayout
import BezelPipeline
import BezelScene
import Foundation
import Testing
import TestSupport

/// Every published dump with frames (Tests/Fidelity/dumps/, sources in docs/sources.md) imported
/// on the device and iOS version its sidecar names, laid out and rendered: every view the dump
/// prints is placed where the dump says, in window coordinates.
@Suite struct ImportDumpTests {
    /// The dumps whose captures carry frames, with how many views the drawn capture places (its
    /// views, less those below a `...` cut and a truncated line's without a frame).
    static let framed: [(String, Int)] = [
        ("fid-b-budejie", 6), ("fid-b-crifan-cycript", 82), ("fid-b-gxswift", 4), ("fid-b-rtclean", 14), ("fid-b-rtroot-222", 1),
        ("fid-d-bkclean-basenav", 6), ("fid-d-frida4s", 36), ("fid-d-fridadev", 8), ("fid-d-jianshu-d539", 5), ("fid-d-jslim-navbar", 10),
        ("fid-d-lldb414", 18), ("fid-d-lldb428", 16), ("fid-d-lnpopup-168", 7), ("fid-d-qynavback", 18), ("fid-d-xyl-toolbar", 1),
        ("fid-d-zhangkn-picker", 52), ("fid-d-kiyotaka", 9), ("fid-d-cocoadelica", 10), ("fid-d-oradar-36578167", 4),
        ("fid-d-sentry-safari", 5), ("fid-d-anokhin", 3), ("fid-d-recipes-webview", 13),
    ]

    @Test func everyFramedDumpIsListed() throws {
        let files = try Repository.files(in: "Tests/Fidelity/dumps", extensions: ["txt"]).map { String($0.dropLast(4)) }
        let framed = try files.filter { try loadDump($0).captures.contains { $0.format.hasFrames } }
        #expect(framed.sorted() == Self.framed.map(\.0).sorted())
    }

    @Test(arguments: framed) func importsAndRenders(_ name: String, views: Int) throws {
        let imported = try importDump(path: dumpPath(name), options: sidecarOptions(name))
        let job = try #require(imported.scene.jobs().first)
        let rendered = try render(job)
        let app = try #require(rendered.layout.app)
        let capture = imported.dump.captures[imported.captureIndex]
        // A dump that starts below the window is placed in one of the screen's size; a list of a
        // bar's subviews in a bar the importer adds (its one top-level view).
        let ownWindow = capture.roots.count == 1 && capture.roots[0].uikitClass == "UIWindow"
        let inBar = imported.notes.contains { $0.contains("subviews without the bar") }
        var top = ownWindow ? [app.window] : app.window.children
        if inBar { top = top.flatMap(\.children) }
        let placed = top.flatMap(\.subtree)
        #expect(placed.count == views)
        #expect(imported.scene.recorded?.allViews.count == views + (inBar ? 1 : 0))
        // Each view's window frame is its dump frame moved by its superviews' origins.
        let origin = inBar ? app.window.children[0].windowFrame.origin : .zero
        #expect(placed.map(\.windowFrame) == absoluteFrames(capture).map { $0.offsetBy(dx: origin.x, dy: origin.y) })
        #expect(try rendered.picture.encoded().count > 1000)
        // The written scene reads back as the same scene.
        let again = try SceneFile.parse(imported.sceneText, path: "again.yaml")
        #expect(again.recorded == imported.scene.recorded)
    }

    /// Where the dumps put the bars and buttons, added up from their printed frames by hand.
    @Test func barsAndButtonsWhereTheDumpSays() throws {
        // FID-D-QYNAVBACK: `<UINavigationBar: 0x8d75c40; frame = (0 20; 320 44); …; userInteractionEnabled = NO; …>`
        let story = try app("fid-d-qynavback")
        #expect(story.window.first("UINavigationBar")?.windowFrame == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(story.window.first("_UINavigationBarBackIndicatorView")?.windowFrame == Rect(x: 8, y: 32, width: 12.5, height: 20.5))
        #expect(story.window.first("UILabel")?.text == "A Story About a Fish")
        // The whole bar ignores touches there, so its back button takes none.
        #expect(story.window.first("UINavigationItemButtonView")?.tapRegion == [])
        // FID-D-ZHANGKN-PICKER: 取消 at (278 7; 34 30) in a bar at the top (status bar hidden); the
        // grid scrolled by `contentOffset: {0, -44}`, its first cell at (0 9.5).
        let picker = try app("fid-d-zhangkn-picker")
        #expect(picker.statusBarHeight == 0)
        let cancel = try #require(picker.window.first("UINavigationButton"))
        #expect(cancel.windowFrame == Rect(x: 278, y: 7, width: 34, height: 30))
        #expect(cancel.tapRegion == [cancel.windowFrame])
        #expect(picker.window.first("PUPhotosGridCell")?.windowFrame == Rect(x: 0, y: 53.5, width: 78.5, height: 78.5))
        // FID-B-CRIFAN-CYCRIPT: 下一步 in the sheet: drop shadow view at y 40, stack view at (307 6).
        let sheet = try app("fid-b-crifan-cycript")
        let buttons = sheet.window.subtree.filter { $0.viewClass == .buttonBarButton }
        #expect(buttons.map(\.windowFrame) == [Rect(x: 8, y: 46, width: 46, height: 44), Rect(x: 307, y: 46, width: 60, height: 44)])
        #expect(buttons.allSatisfy { $0.tapRegion == [$0.windowFrame] })
        // FID-D-FRIDA4S: the second capture's tab bar at y 431, `Level 2` at (82 1; 76 48) in it.
        let tabs = try app("fid-d-frida4s")
        let tabButtons = tabs.window.subtree.filter { $0.viewClass == .tabBarButton }
        #expect(tabButtons.map(\.windowFrame.minX) == [2, 82, 162, 242])
        #expect(tabButtons.allSatisfy { $0.windowFrame.minY == 432 && $0.windowFrame.size == Size(width: 76, height: 48) })
        // FID-D-LLDB428: `<UINavigationBar: 0x7fb45741dce0; frame = (0 47; 428 44); …>`
        #expect(try app("fid-d-lldb428").window.first("UINavigationBar")?.windowFrame == Rect(x: 0, y: 47, width: 428, height: 44))
    }

    /// Without a sidecar: the device from the window's size (and an @3x grid), the version from
    /// the classes Bezel models.
    @Test func guesses() throws {
        let story = try importDump(path: dumpPath("fid-d-qynavback"))
        #expect(story.choice.device.id == .iphone4s)
        #expect(story.choice.os == .ios7)
        #expect(story.notes.first == "guessed iPhone 4s (iphone-4s) from the 320×480 pt window")
        // 414 × 896 with 0.333333 separators: an @3x model.
        #expect(try importDump(path: dumpPath("fid-d-lldb414")).choice.device.screen.scale == 3)
        // `_UIBarBackground` in a 414-wide tab bar: from iOS 10, the 414-wide model of iOS 10; the
        // tab bar's subviews are placed in a tab bar along the bottom, as tall as their background.
        let tabBar = try importDump(path: dumpPath("fid-b-budejie"))
        #expect(tabBar.choice.device.id == .iphone7Plus)
        #expect(tabBar.choice.os == .ios10)
        let bar = try #require(tabBar.scene.recorded?.views.first)
        #expect(bar.className == "UITabBar")
        #expect(bar.frame == Rect(x: 0, y: 736 - 49, width: 414, height: 49))
        #expect(bar.children.count == 6)
        let given = try importDump(path: dumpPath("fid-d-qynavback"), options: DumpOptions(device: "iphone-5s", os: "ios-10"))
        #expect(given.notes.allSatisfy { !$0.hasPrefix("guessed") })
        #expect(given.choice.device.id == .iphone5s)
    }

    @Test func refusals() throws {
        #expect(throws: ImportError.self) { try importDump(path: dumpPath("seed-002-ios11")) }
        #expect(throws: ImportError.self) { try importDump(path: dumpPath("fid-d-qynavback"), options: DumpOptions(device: "iphone-40")) }
        #expect(throws: ImportError.self) { try importDump(path: dumpPath("fid-d-qynavback"), options: DumpOptions(capture: 2)) }
        #expect(throws: ImportError.self) { try importDump(path: dumpPath("fid-d-qynavback"), options: DumpOptions(device: "iphone-x", os: "ios-9")) }
    }

    func app(_ name: String) throws -> AppLayout {
        let imported = try importDump(path: dumpPath(name), options: sidecarOptions(name))
        let job = try #require(imported.scene.jobs().first)
        return try #require(layOut(job).app)
    }
}

func dumpPath(_ name: String) -> String { Repository.url("Tests/Fidelity/dumps/\(name).txt").path }

func loadDump(_ name: String) throws -> ViewDump { try ViewDump.load(path: dumpPath(name)) }

/// The device and version a dump's sidecar names, as options.
func sidecarOptions(_ name: String) throws -> DumpOptions {
    let dump = try PublishedDump(name)
    return DumpOptions(device: dump.device, os: dump.os)
}

/// The dump's placeable views in print order, each frame moved into window coordinates by its
/// superviews' origins and scroll offsets (a view below a cut, or without a frame, is left out).
func absoluteFrames(_ capture: DumpCapture) -> [Rect] {
    var result: [Rect] = []
    func visit(_ view: DumpedView, origin: Point) {
        guard !view.isElided, let frame = view.frame else { return }
        let placed = frame.offsetBy(dx: origin.x, dy: origin.y)
        result.append(placed)
        let offset = view.contentOffset ?? .zero
        for child in view.children { visit(child, origin: Point(x: placed.minX - offset.x, y: placed.minY - offset.y)) }
    }
    for root in capture.roots { visit(root, origin: .zero) }
    return result
}

extension ViewNode {
    func first(_ className: String) -> ViewNode? { subtree.first { $0.className == className } }
}
