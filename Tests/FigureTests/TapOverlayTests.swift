import BezelDevices
import BezelDrawing
import BezelFigure
import BezelGeometry
import BezelLayout
import Testing

/// The tap-regions overlay covers the views content sits in as well as the scene's views and
/// bar buttons: a table view controller under a translucent navigation bar on the iPhone X,
/// iOS 11 (bar 44 pt under a 44 pt status bar; CHROME §2).
struct TapOverlayTests {
    static let app: AppLayout = {
        var table = ViewSpec(viewClass: .tableView, id: "table")
        var scroll = ScrollSpec()
        scroll.rows = 2
        table.scroll = scroll
        var inbox = ViewControllerSpec(id: "inbox", title: "Inbox", view: table)
        inbox.navigationItem.rightItems = [.text("Edit", bold: false)]
        let nav = NavigationControllerSpec(stack: [.plain(inbox)])
        return layoutApp(ScreenSpec(root: .navigation(nav)), device: Catalog[.iphoneX], os: .ios11, orientation: .portrait)
    }()

    static let origin = DeviceDiagramMetrics.padding + DeviceDiagramMetrics.bezel

    @Test func rootTableAndCellsAreContainersAndButtonsSubjects() throws {
        let table = try #require(Self.app.window.find("table"))
        #expect(table.isTapContainer && !table.isTapSubject)
        let cells = Self.app.window.subtree.filter { $0.viewClass == .tableViewCell || $0.viewClass == .tableViewCellContentView }
        #expect(cells.count == 4 && cells.allSatisfy(\.isTapContainer))
        let edit = try #require(Self.app.window.subtree.first { $0.viewClass.isBarButton })
        #expect(edit.isTapSubject && !edit.isTapContainer)
        // The window and the navigation controller's containers span everything: not drawn.
        #expect(!Self.app.window.isTapContainer)
        #expect(Self.app.window.find(.layoutContainerView)?.isTapContainer == false)
        // Under the translucent bar the table's frame is dead: the bar takes those touches.
        #expect(table.deadRegion == [Rect(x: 0, y: 44, width: 375, height: 44)])
        #expect(table.tapRegion == [Rect(x: 0, y: 0, width: 375, height: 44), Rect(x: 0, y: 88, width: 375, height: 724)])
    }

    @Test func overlayTintsTheTableAndHatchesItsDeadStripUnderTheButtons() throws {
        let plain = fills(Overlays())
        let overlaid = fills(Overlays(tapRegions: true))
        let green = Color(hex: 0x34C759)
        let red = Color(hex: 0xFF3B30)
        let strip = Path.rect(Rect(x: 0, y: 44, width: 375, height: 44).offsetBy(dx: Self.origin, dy: Self.origin))
        let content = Path.rect(Rect(x: 0, y: 88, width: 375, height: 724).offsetBy(dx: Self.origin, dy: Self.origin))
        #expect(!plain.contains { $0.path == strip || $0.path == content })
        // The container marks are faint (7 %), drawn once per rectangle.
        #expect(overlaid.filter { $0.path == content }.map(\.color) == [green.withAlpha(0.07)])
        #expect(overlaid.filter { $0.path == strip }.map(\.color) == [red.withAlpha(0.07)])
        // The button's hatch comes after them, so it is painted over the table's dead strip.
        let edit = try #require(Self.app.window.subtree.first { $0.viewClass.isBarButton }?.tapRegion.first)
        let button = Path.rect(edit.offsetBy(dx: Self.origin, dy: Self.origin))
        let stripIndex = try #require(overlaid.firstIndex { $0.path == strip })
        let buttonIndex = try #require(overlaid.firstIndex { $0.path == button })
        #expect(overlaid[buttonIndex].color == green.withAlpha(0.16) && buttonIndex > stripIndex)
    }

    /// The fills of a drawing of the app with `overlays`, groups included, in paint order.
    func fills(_ overlays: Overlays) -> [(path: Path, color: Color)] {
        let diagram = deviceDiagram(Self.app.screen, overlays: overlays, caption: false, app: Self.app)
        return flattened(drawing(diagram, measurer: GridMeasurer()).primitives).compactMap { primitive in
            if case .fill(let path, let color, _) = primitive { (path, color) } else { nil }
        }
    }

    func flattened(_ primitives: [Primitive]) -> [Primitive] {
        primitives.flatMap { primitive -> [Primitive] in
            switch primitive {
            case .clip(_, let children), .scale(_, _, let children), .opacity(_, let children): flattened(children)
            default: [primitive]
            }
        }
    }
}
