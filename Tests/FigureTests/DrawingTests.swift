import BezelDevices
import BezelDrawing
import BezelFigure
import BezelGeometry
import BezelLayout
import Testing

/// A measurer with round numbers, so positions can be checked by hand: every character is half
/// the font size wide, a line 1.25 × the size tall.
struct GridMeasurer: TextMeasurer {
    func size(of text: String, font: Font, maxWidth: Double?) -> Size {
        let width = Double(text.count) * font.size / 2
        return Size(width: min(width, maxWidth ?? width), height: font.size * 1.25)
    }
}

/// The text runs of a drawing, groups included, in paint order.
func textRuns(_ primitives: [Primitive]) -> [TextRun] {
    primitives.flatMap { primitive -> [TextRun] in
        switch primitive {
        case .text(let run): [run]
        case .clip(_, let children), .scale(_, _, let children), .opacity(_, let children): textRuns(children)
        case .fill, .stroke, .hatch: []
        }
    }
}

/// What the figure decides about UIKit's look before anything is painted: fonts, colours and
/// where text sits. Figures: UIKit's navigation bar title is 17 pt semibold and bar buttons
/// 17 pt regular in the tint colour; a portrait iPhone tab bar labels its items in 10 pt medium
/// under the icon (docs/sources.md, UIKit chrome figures).
struct DrawingTests {
    static let app: AppLayout = {
        var content = ViewControllerSpec(id: "details")
        content.navigationItem.title = "Details"
        content.navigationItem.rightItems = [.text("Edit", bold: false)]
        let nav = NavigationControllerSpec(stack: [.plain(content)])
        var recents = ViewControllerSpec(id: "recents", title: "Recents")
        recents.tabBarItem = TabBarItemSpec(title: "Recents", glyph: .clock)
        let tabs = TabBarControllerSpec(children: [.navigation(nav), .plain(recents)], selectedIndex: 0)
        return layoutApp(ScreenSpec(root: .tabBar(tabs)), device: Catalog[.iphoneX], os: .ios11, orientation: .portrait)
    }()

    static let drawn: Drawing = {
        let diagram = deviceDiagram(app.screen, overlays: Overlays(), caption: false, app: app)
        return drawing(diagram, measurer: GridMeasurer())
    }()

    static func run(_ text: String) throws -> TextRun {
        try #require(textRuns(drawn.primitives).first { $0.text == text }, "no text run \"\(text)\"")
    }

    @Test func titleIsSemiboldAndCentredOnItsLabel() throws {
        let title = try Self.run("Details")
        #expect(title.font == Font(size: 17, weight: .semibold))
        #expect(title.color == Color(hex: 0x000000))
        let label = try #require(Self.app.window.find("Details")?.windowFrame)
        let origin = DeviceDiagramMetrics.padding + DeviceDiagramMetrics.bezel
        // Centred in the label's frame: 7 characters × 8.5 pt = 59.5 pt wide in the grid measurer.
        #expect(title.origin.x == origin + label.midX - 59.5 / 2)
        #expect(title.origin.y == origin + label.midY - 17 * 1.25 / 2)
    }

    @Test func barButtonIsRegularInTheTint() throws {
        let edit = try Self.run("Edit")
        #expect(edit.font == Font(size: 17))
        #expect(edit.color == Color(hex: 0x007AFF))
    }

    @Test func unselectedTabLabelIsSmallMediumAndGrey() throws {
        let recents = try Self.run("Recents")
        #expect(recents.font == Font(size: 10, weight: .medium))
        #expect(recents.color == Color(hex: 0x999999))
    }

    @Test func darkThemeSwapsThePalette() {
        var diagram = deviceDiagram(Self.app.screen, overlays: Overlays(), caption: false, app: Self.app)
        diagram.theme = .dark
        let dark = drawing(diagram, measurer: GridMeasurer())
        #expect(Self.drawn.background == Color(hex: 0xF2F2F7))
        #expect(dark.background == Color(hex: 0x000000))
        #expect(dark.primitives.count == Self.drawn.primitives.count)
    }

    // The canvas is the diagram's: composing never resizes.
    @Test func drawingKeepsTheDiagramSize() {
        let diagram = deviceDiagram(Self.app.screen, overlays: Overlays(), caption: false, app: Self.app)
        #expect(Self.drawn.size == diagram.size)
    }
}
