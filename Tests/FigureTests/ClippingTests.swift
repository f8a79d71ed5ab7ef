import BezelDevices
import BezelDrawing
import BezelFigure
import BezelGeometry
import BezelLayout
import Testing

/// `clipsToBounds` in the drawing: a view with a subview that sticks out paints its subviews
/// only inside its own frame (UIKit's `clipsToBounds` doc); without it, the part outside is
/// painted too (QA1812 shows such a view, visible but untappable).
struct ClippingTests {
    /// A 200-wide titleView whose "menu" button reaches 60 points out to its left.
    static func drawn(clips: Bool) -> (Drawing, AppLayout) {
        var header = BarCustomView(id: "header", size: Size(width: 200, height: 30))
        header.view.clipsToBounds = clips
        header.view.subviews = [ViewSpec(viewClass: .button, id: "menu", placement: .frame(Rect(x: -60, y: 0, width: 80, height: 30)))]
        var content = ViewControllerSpec(id: "content")
        content.navigationItem.titleView = header
        let spec = ScreenSpec(root: .navigation(NavigationControllerSpec(stack: [.plain(content)])))
        let app = layoutApp(spec, device: Catalog[.iphone8], os: .ios11, orientation: .portrait)
        let diagram = deviceDiagram(app.screen, overlays: Overlays(), caption: false, app: app)
        return (drawing(diagram, measurer: GridMeasurer()), app)
    }

    /// The clip paths around the first text run saying `text`, outermost first.
    static func clips(around text: String, in primitives: [Primitive]) -> [Path]? {
        for primitive in primitives {
            switch primitive {
            case .text(let run) where run.text == text: return []
            case .clip(let path, let children): if let inner = clips(around: text, in: children) { return [path] + inner }
            case .scale(_, _, let children), .opacity(_, let children): if let inner = clips(around: text, in: children) { return inner }
            default: continue
            }
        }
        return nil
    }

    @Test func clippingViewClipsItsSubviewsToItsFrame() throws {
        let (drawn, app) = Self.drawn(clips: true)
        let header = try #require(app.window.find("header")?.windowFrame)
        // The screen's corner on the canvas: the iPhone 8 sits in its body (DeviceBodyTests).
        let placed = deviceDiagram(app.screen, overlays: Overlays(), caption: false, app: app).elements.compactMap {
            if case .screen(let placed) = $0 { placed } else { nil }
        }.first
        let origin = try #require(placed?.origin)
        let paths = try #require(Self.clips(around: "menu", in: drawn.primitives))
        #expect(paths.last == Path.rect(header.offsetBy(dx: origin.x, dy: origin.y)))
    }

    @Test func otherViewsDrawWhatSticksOut() throws {
        let (drawn, app) = Self.drawn(clips: false)
        let header = try #require(app.window.find("header")?.windowFrame)
        let origin = DeviceDiagramMetrics.padding + DeviceDiagramMetrics.bezel
        let paths = try #require(Self.clips(around: "menu", in: drawn.primitives))
        #expect(!paths.contains(Path.rect(header.offsetBy(dx: origin, dy: origin))))
    }
}
