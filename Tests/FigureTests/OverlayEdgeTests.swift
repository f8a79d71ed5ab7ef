import BezelDevices
import BezelDrawing
import BezelFigure
import BezelGeometry
import BezelLayout
import Testing

/// The status bar's bottom edge and the safe area's top edge as the figure draws them: where they
/// lie at one height (the safe area's top inset is the status bar's height: 44 on the iPhone X
/// on iOS 11, 20 in the iPhone 8's window from iOS 12, a content view with no navigation bar
/// above it) one dashed line is drawn there, the safe area's; where they differ, each is drawn
/// in its own colour.
struct OverlayEdgeTests {
    static let overlays = Overlays(safeArea: true, statusBar: true)
    static let safeBlue = Color(hex: 0x007AFF)
    static let statusOrange = Color(hex: 0xC93400)

    /// A dashed horizontal line across the screen: its height on the screen (points from the
    /// screen's top) and its colour.
    struct Edge: Equatable {
        var y: Double
        var color: Color
    }

    /// Every dashed horizontal line whose ends are inside the screen, groups included, in paint
    /// order; the dimension column's outlines beside the screen are left out.
    static func dashedEdges(_ diagram: Diagram) throws -> [Edge] {
        let placed = try #require(
            diagram.elements.compactMap { element -> PlacedScreen? in if case .screen(let s) = element { s } else { nil } }.first)
        let frame = placed.layout.bounds.offsetBy(dx: placed.origin.x, dy: placed.origin.y)
        func edges(_ primitives: [Primitive]) -> [Edge] {
            primitives.flatMap { primitive -> [Edge] in
                switch primitive {
                case .stroke(let path, let stroke) where !stroke.dash.isEmpty:
                    guard path.elements.count == 2, case .move(let a) = path.elements[0], case .line(let b) = path.elements[1], a.y == b.y,
                        min(a.x, b.x) >= frame.minX, max(a.x, b.x) <= frame.maxX
                    else { return [] }
                    return [Edge(y: a.y - frame.minY, color: stroke.color)]
                case .clip(_, let children), .scale(_, _, let children), .opacity(_, let children): return edges(children)
                default: return []
                }
            }
        }
        return edges(drawing(diagram, measurer: GridMeasurer()).primitives)
    }

    static func deviceEdges(_ device: DeviceID, _ os: OSVersion) throws -> [Edge] {
        let screen = layoutScreen(Catalog[device], os: os, orientation: .portrait)
        return try dashedEdges(deviceDiagram(screen, overlays: overlays, caption: false))
    }

    static func appEdges(navigationBar: Bool) throws -> [Edge] {
        var content = ViewControllerSpec(id: "content")
        content.navigationItem.title = "Title"
        let root: ControllerSpec = navigationBar ? .navigation(NavigationControllerSpec(stack: [.plain(content)])) : .plain(content)
        let app = layoutApp(ScreenSpec(root: root), device: Catalog[.iphoneX], os: .ios11, orientation: .portrait)
        return try dashedEdges(deviceDiagram(app.screen, overlays: overlays, caption: false, app: app))
    }

    @Test func coincidingEdgesAreOneDashedLineTheSafeAreas() throws {
        // The device drawings of the iPhone X on iOS 11 (44) and the iPhone 8 on iOS 16 (20), and
        // an app with no navigation bar on the iPhone X: the safe area's top is the status bar's.
        let cases = [
            (try Self.deviceEdges(.iphoneX, .ios11), 44.0), (try Self.deviceEdges(.iphone8, .ios16), 20),
            (try Self.appEdges(navigationBar: false), 44),
        ]
        for (edges, y) in cases {
            #expect(edges.filter { $0.y == y } == [Edge(y: y, color: Self.safeBlue)], "\(edges)")
            #expect(!edges.contains { $0.color == Self.statusOrange }, "\(edges)")
        }
    }

    @Test func differingEdgesAreBothDrawn() throws {
        // The iPhone 15 Pro on iOS 17: status bar 54, safe area top 59.
        let device = try Self.deviceEdges(.iphone15Pro, .ios17)
        #expect(device.filter { $0.y == 54 } == [Edge(y: 54, color: Self.statusOrange)], "\(device)")
        #expect(device.filter { $0.y == 59 } == [Edge(y: 59, color: Self.safeBlue)], "\(device)")
        // Under a navigation bar on the iPhone X the content's safe area starts at 88.
        let app = try Self.appEdges(navigationBar: true)
        #expect(app.filter { $0.y == 44 } == [Edge(y: 44, color: Self.statusOrange)], "\(app)")
        #expect(app.filter { $0.y == 88 } == [Edge(y: 88, color: Self.safeBlue)], "\(app)")
        // No safe area before iOS 11 (the iPhone 7 on iOS 10): the status bar's edge alone.
        let ios10 = try Self.deviceEdges(.iphone7, .ios10)
        #expect(ios10 == [Edge(y: 20, color: Self.statusOrange)], "\(ios10)")
    }
}
