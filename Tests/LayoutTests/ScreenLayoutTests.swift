import BezelDevices
@testable import BezelFigure
import BezelGeometry
import Testing

@testable import BezelLayout

struct ScreenLayoutTests {
    func layout(_ id: DeviceID, _ os: OSVersion, _ orientation: Orientation = .portrait) -> ScreenLayout {
        layoutScreen(Catalog[id], os: os, orientation: orientation)
    }

    // S21, S26: iPhone X portrait safe area {44, 0, 34, 0}, frame y 44, height 812 − 44 − 34 = 734.
    @Test func iPhoneXPortrait() {
        let screen = layout(.iphoneX, .ios11)
        #expect(screen.bounds == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(screen.safeArea?.frame == Rect(x: 0, y: 44, width: 375, height: 734))
        #expect(screen.statusBar?.frame == Rect(x: 0, y: 0, width: 375, height: 44))
        // S35: the notch is 209 wide, centred: (375 − 209) / 2 = 83.
        #expect(screen.sensorHousing?.frame == Rect(x: 83, y: 0, width: 209, height: 30))
        #expect(screen.horizontalSizeClass == .compact)
        #expect(screen.verticalSizeClass == .regular)
    }

    // S26 qiita: landscape safe-area rectangle 724 × 354 at x 44 (812 − 88, 375 − 21).
    @Test func iPhoneXLandscapeRotatesHardwareNotChrome() throws {
        let right = layout(.iphoneX, .ios11, .landscapeRight)
        #expect(right.bounds.size == Size(width: 812, height: 375))
        #expect(right.safeArea?.frame == Rect(x: 44, y: 0, width: 724, height: 354))
        #expect(right.statusBar == nil)  // S21: hidden in landscape
        #expect(right.sensorHousing?.frame == Rect(x: 0, y: 83, width: 30, height: 209))  // housing on the left
        let left = layout(.iphoneX, .ios11, .landscapeLeft)
        #expect(left.sensorHousing?.frame == Rect(x: 782, y: 83, width: 30, height: 209))  // and on the right
        // The home indicator stays at the bottom of the interface (S38: 134 × 5, 8 above the edge).
        let indicator = try #require(right.homeIndicator)
        #expect(indicator.maxY == 375 - 8)
        #expect(right.verticalSizeClass == .compact)
    }

    // S20: on a 430-wide island phone the status bar is 54 but the safe area 59.
    @Test func islandStatusBarAndSafeAreaDiffer() {
        let screen = layout(.iphone15ProMax, .ios17)
        #expect(screen.statusBar?.frame.height == 54)
        #expect(screen.safeArea?.insets.top == 59)
        // S33: island 126 × 37.33 at y 11, centred on 430: x = 152; 37.33 snaps to 112 px / 3.
        let island = screen.sensorHousing!.frame
        #expect(island.minX == 152 && island.minY == 11 && island.width == 126)
        #expect(abs(island.height - 112.0 / 3) < 1e-9)
    }

    @Test func beforeIOS11ThereIsNoSafeArea() {
        let screen = layout(.iphone7, .ios10)
        #expect(screen.safeArea == nil)
        #expect(screen.statusBar?.frame.height == 20)
        #expect(screen.statusBar?.groups.first?.items.first == .signalDots)  // iOS 7–10 signal dots
        #expect(layout(.iphone7, .ios11).statusBar?.groups.first?.items.first == .signalBars)
    }

    // S23: root-view margins 16 in compact width, 20 in regular width (iPad, Plus landscape).
    @Test func rootLayoutMargins() {
        #expect(layout(.iphone8, .ios12).rootLayoutMargins.left == 16)
        #expect(layout(.iphone8Plus, .ios12, .landscapeRight).rootLayoutMargins.left == 20)
        #expect(layout(.ipadAir2, .ios12).rootLayoutMargins.right == 20)
    }

    @Test func framesAreOnThePixelGrid() {
        for device in Catalog.all {
            let screen = layoutScreen(device, os: device.supportedOS.last!, orientation: .portrait)
            let frames = [screen.statusBar?.frame, screen.homeIndicator, screen.sensorHousing?.frame].compactMap { $0 }
            for frame in frames {
                for edge in [frame.minX, frame.minY, frame.maxX, frame.maxY] {
                    let pixels = edge * screen.scale
                    #expect(abs(pixels - pixels.rounded()) < 1e-6, "\(device.id.rawValue) edge \(edge) is off the pixel grid")
                }
            }
        }
    }

    @Test func uncertainFiguresAreListed() {
        let air = layout(.iphoneAir, .ios26)
        #expect(air.uncertain.contains { $0.figure == "status bar height" && $0.confidence == .estimate })
        #expect(air.uncertain.contains { $0.figure == "corner radius" })
        #expect(layout(.iphoneX, .ios11).uncertain.isEmpty)
    }

    @Test func dumpIsAReadableTree() {
        let dump = layout(.iphone12Mini, .ios14).dump
        #expect(dump.hasPrefix("screen iphone-12-mini ios-14 portrait\n"))
        #expect(dump.contains("├─ status-bar {0.00, 0.00, 375.00, 44.00} style split"))
        #expect(dump.contains("safe-area {0.00, 50.00, 375.00, 728.00} insets {50, 0, 34, 0}"))
        #expect(dump.hasSuffix("\n"))
    }
}

struct DiagramTests {
    @Test func dimensionsMatchTheInsets() {
        let screen = layoutScreen(Catalog[.iphone14Pro], os: .ios16, orientation: .portrait)
        let diagram = deviceDiagram(screen, overlays: Overlays(safeArea: true, statusBar: true))
        let dimensions = diagram.elements.compactMap { element -> Dimension? in
            if case .dimension(let d) = element { return d }
            return nil
        }
        #expect(dimensions.map(\.value) == ["54", "59", "34"])
        #expect(dimensions.map(\.name) == ["status bar", "safe top", "safe bottom"])
        // Each dimension spans exactly its value in canvas points.
        for d in dimensions { #expect(abs(abs(d.to.y - d.from.y) - Double(d.value)!) < 1e-9) }
    }

    @Test func landscapeSideInsetsGoBelow() {
        let screen = layoutScreen(Catalog[.iphoneX], os: .ios12, orientation: .landscapeRight)
        let diagram = deviceDiagram(screen, overlays: Overlays(safeArea: true))
        let below = diagram.elements.compactMap { element -> Dimension? in
            if case .dimension(let d) = element, d.labelSide == .below { return d }
            return nil
        }
        #expect(below.map(\.value) == ["44", "44"])
    }

    @Test func captionNamesTheCaseAndFlagsEstimates() {
        let screen = layoutScreen(Catalog[.iphoneAir], os: .ios26, orientation: .portrait)
        let diagram = deviceDiagram(screen, overlays: Overlays(), caption: true, title: "Air")
        guard case .text(let block)? = diagram.elements.last else {
            Issue.record("no caption")
            return
        }
        #expect(block.lines[0].text == "Air")
        #expect(block.lines[1].text == "iPhone Air · iOS 26 · portrait")
        #expect(block.lines.contains { $0.text.hasPrefix("? status bar height:") })
        #expect(diagram.size.height >= block.origin.y + block.height)
    }
}

/// Comparison sheets: panels in a grid of equal cells, moved whole.
struct ComparisonSheetTests {
    @Test func panelsSitInEqualCells() throws {
        // The iPhone 8 in its body is wider and taller than the iPhone X in its thin border.
        let small = deviceDiagram(layoutScreen(Catalog[.iphoneX], os: .ios11, orientation: .portrait), overlays: Overlays())
        let large = deviceDiagram(layoutScreen(Catalog[.iphone8], os: .ios11, orientation: .portrait), overlays: Overlays())
        #expect(large.size.width > small.size.width && large.size.height > small.size.height)
        let gap = ComparisonSheetMetrics.gap
        let sheet = comparisonSheet([small, large, small], columns: 2, title: nil)
        // Cells are as large as the largest panel: two columns, two rows.
        #expect(sheet.size.width == 2 * large.size.width + gap)
        #expect(sheet.size.height == 2 * large.size.height + gap)
        guard case .screen(let first) = small.elements[0], case .screen(let alone) = large.elements[0],
            case .screen(let second) = sheet.elements[small.elements.count]
        else {
            Issue.record("expected screens first")
            return
        }
        // The second panel starts one cell and a gap to the right; the third one row down.
        #expect(second.origin.x == alone.origin.x + large.size.width + gap)
        guard case .screen(let third) = sheet.elements[small.elements.count + large.elements.count] else { return }
        #expect(third.origin == Point(x: first.origin.x, y: first.origin.y + large.size.height + gap))
    }

    @Test func aTitleGoesAboveThePanels() throws {
        let panel = deviceDiagram(layoutScreen(Catalog[.iphone8], os: .ios11, orientation: .portrait), overlays: Overlays())
        let sheet = comparisonSheet([panel, panel], columns: 4, title: "iOS 10 vs iOS 11")
        guard case .text(let title) = sheet.elements[0] else {
            Issue.record("the title comes first")
            return
        }
        #expect(title.lines.map(\.text) == ["iOS 10 vs iOS 11"])
        #expect(sheet.size.height == title.height + ComparisonSheetMetrics.titleGap + panel.size.height)
        // Columns never exceed the panels.
        #expect(sheet.size.width == 2 * panel.size.width + ComparisonSheetMetrics.gap)
    }
}

/// The legend lists exactly the marks a figure draws.
struct LegendTests {
    @Test func marksFollowTheOverlaysAndTheApp() {
        let screen = layoutScreen(Catalog[.iphoneX], os: .ios11, orientation: .portrait)
        #expect(legendMarks(Overlays(safeArea: true, statusBar: true), screen: screen, app: nil) == [.safeArea, .statusBar])
        var view = ViewSpec(viewClass: .button, id: "go", placement: .frame(Rect(x: 10, y: 100, width: 50, height: 30)))
        view.alignmentRectInsets = .zero
        let spec = ScreenSpec(root: .plain(ViewControllerSpec(view: ViewSpec(subviews: [view]))))
        let app = layoutApp(spec, device: Catalog[.iphoneX], os: .ios11, orientation: .portrait)
        // No dead parts anywhere (no bars): both dead marks are left out; the root view takes
        // touches around the button (a container), and the button is a scene view.
        #expect(
            legendMarks(Overlays(tapRegions: true, margins: true), screen: app.screen, app: app) == [.tappable, .containerTappable, .margins, .view])
        let diagram = deviceDiagram(app.screen, overlays: Overlays(tapRegions: true), app: app)
        #expect(diagram.elements.contains { if case .legend = $0 { true } else { false } })
        // Without a caption (the goldens) there is no legend either.
        let bare = deviceDiagram(app.screen, overlays: Overlays(tapRegions: true), caption: false, app: app)
        #expect(!bare.elements.contains { if case .legend = $0 { true } else { false } })
    }
}

/// The hierarchy panel's rows: depth first, table cells collapsed, hidden views marked.
struct HierarchyPanelTests {
    @Test func rowsFollowTheTree() {
        var table = ViewSpec(viewClass: .tableView, id: "table")
        var scroll = ScrollSpec()
        scroll.rows = 5
        table.scroll = scroll
        let spec = ScreenSpec(root: .navigation(NavigationControllerSpec(stack: [.plain(ViewControllerSpec(view: table))])))
        let app = layoutApp(spec, device: Catalog[.iphoneX], os: .ios11, orientation: .portrait)
        let rows = hierarchyRows(app)
        // 5 cells, each with its content view (10 nodes), shown as one row.
        #expect(rows.count == app.window.subtree.count - 9)
        #expect(
            rows.prefix(6).map(\.name) == [
                "UIWindow", "UILayoutContainerView", "UINavigationTransitionView", "UIViewControllerWrapperView", "UITableView \"table\"",
                "UITableViewCell ×5",
            ])
        #expect(rows[5].depth == 5 && rows[5].detail == "(0 0; 375 44)")
        #expect(rows.first { $0.name == "_UINavigationBarLargeTitleView" }?.isHidden == true)
    }
}
