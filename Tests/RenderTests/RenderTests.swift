import BezelAutoLayout
import BezelDevices
import BezelFigure
import Foundation
import BezelGeometry
import BezelLayout
import BezelPipeline
import BezelRaster
import BezelRender
import BezelScene
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

struct PNGCompressionTests {
    // Every encoder is lossless. On this diagram at 2×, PNGWriter's Up filter with libdeflate
    // (`small`) makes a file no larger than libpng's default settings (43,664 bytes against
    // 46,821), and with ISA-L's level 0 (`fast`, the default) one at most 1.4 times as large
    // (61,518).
    @Test func compressionLevelsDecodeToTheSamePixels() throws {
        let image = try renderImage(
            deviceDiagram(layoutScreen(Catalog[.iphoneX], os: .ios11, orientation: .portrait), overlays: Overlays(safeArea: true)), scale: 2
        )
        let fast = try PNGCodec.encode(image, compression: .fast)
        let small = try PNGWriter.encode(image, compression: .small)
        let libpng = try PNGCodec.encode(image, compression: .libpngDefault)
        for file in [fast, small, libpng] { #expect(try PNGCodec.decode(file).pixels == image.pixels) }
        #expect(small.count <= libpng.count)
        #expect(fast.count * 5 <= libpng.count * 7)
    }
}

struct RendererTests {
    // CAIRO §7: without fonts-inter, "Inter" silently becomes DejaVu Sans.
    @Test func interIsTheResolvedFamily() throws {
        #expect(Fonts.resolvedFamily(of: "Inter") == "Inter")
        try Fonts.verify()
        #expect(Fonts.resolvedFamily(of: "SF Pro Text") != "SF Pro Text")  // not available here
    }

    func diagram(_ id: DeviceID, _ os: OSVersion) -> Diagram {
        deviceDiagram(
            layoutScreen(Catalog[id], os: os, orientation: .portrait), overlays: Overlays(safeArea: true, statusBar: true))
    }

    /// The diagram drawn at 2×, and a sampler of RGB at screen coordinates in points.
    func rendered(_ d: Diagram) throws -> (RGBAImage, (Double, Double) -> [Int]) {
        guard case .screen(let placed) = d.elements[0] else { throw RenderError.cairo("first element is not the screen") }
        let image = try renderImage(d, scale: 2)
        return (
            image,
            { x, y in
                let i = (Int((placed.origin.y + y) * 2) * image.width + Int((placed.origin.x + x) * 2)) * 4
                return image.pixels[i..<i + 3].map(Int.init)
            }
        )
    }

    @Test func canvasIsTheDiagramTimesTheScale() throws {
        let d = diagram(.iphoneX, .ios11)
        for scale in [1.0, 2, 3] {
            let image = try renderImage(d, scale: scale)
            #expect(image.width == Int((d.size.width * scale).rounded(.up)))
            #expect(image.height == Int((d.size.height * scale).rounded(.up)))
        }
    }

    /// Samples pixels where the drawing must be: black notch, white screen, tinted unsafe area.
    @Test func drawingLandsWhereTheLayoutSays() throws {
        let (_, pixel) = try rendered(diagram(.iphoneX, .ios11))
        #expect(pixel(187.5, 15) == [0, 0, 0])  // inside the notch
        #expect(pixel(187.5, 400) == [255, 255, 255])  // safe area: untinted white
        let unsafe = pixel(187.5, 785)  // below the safe area, above the home indicator: blue tint
        #expect(unsafe[2] == 255 && unsafe[0] < 240)
    }

    /// The seed's custom back button on iOS 11 (insets 0, 10, 0, −10 at the 20 pt margin of an
    /// iPhone 7 Plus): with the tap-region overlay the 10 pt strip left of x = 20 is hatched red
    /// (dead), the rest of the button green; the bar background is drawn under the status bar.
    @Test func tapRegionsAreHatchedWhereTheLayoutSays() throws {
        var item = NavigationItemSpec()
        item.title = "Message"
        var back = BarCustomView(id: "back", size: Size(width: 44, height: 44), sizing: .constraints)
        back.alignmentRectInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        item.leftItems = [.custom(back)]
        var top = ViewControllerSpec(id: "content")
        top.navigationItem = item
        let spec = ScreenSpec(root: .navigation(NavigationControllerSpec(stack: [.plain(top)])))
        let app = layoutApp(spec, device: Catalog[.iphone7Plus], os: .ios11, orientation: .portrait, metrics: .measured)
        let d = deviceDiagram(app.screen, overlays: Overlays(tapRegions: true), app: app)
        let (_, pixel) = try rendered(d)
        // The button spans y 20…64; sample its border rows' neighbours inside the strips.
        let dead = pixel(10.5, 42)
        let live = pixel(20.5, 42)
        #expect(dead[0] > dead[1] + 40, "dead strip should be red: \(dead)")
        #expect(live[1] > live[0] + 40, "tap region should be green: \(live)")
        // Under the status bar (y 10) the translucent bar background, not the white screen.
        #expect(pixel(300, 10) != [255, 255, 255])
        // Below the bar: the content's white under the root view's faint tint (0x34C759 at 7 %):
        // touches land there, on the controller's view.
        #expect(pixel(300, 400) == [241, 251, 244])
    }

    /// SVG and PDF from Cairo's vector surfaces: sized in points, and valid: the SVG parses as
    /// XML, and poppler's pdftoppm renders the PDF (at 72 dpi, one pixel per point) with the
    /// diagram's size and the screen's white where the layout puts it. (The same bytes from run
    /// to run: DeterminismTests in EndToEndTests, which compares two processes.)
    @Test func vectorOutputIsValid() throws {
        let d = diagram(.iphoneX, .ios11)
        let svg = try draw(d, format: .svg, scale: 1).encoded()
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains("width=\"\(formatCompact(d.size.width))pt\""))
        let parser = XMLParser(data: Data(svg))
        #expect(parser.parse(), "the SVG is not well-formed XML")

        let pdf = try draw(d, format: .pdf, scale: 1).encoded()
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("figure.pdf")
        try Data(pdf).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftoppm")
        process.arguments = ["-r", "72", "-png", "-singlefile", file.path, folder.appendingPathComponent("page").path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "pdftoppm (poppler-utils, installed by make setup) could not render the PDF")
        let page = try PNGCodec.decode(Array(try Data(contentsOf: folder.appendingPathComponent("page.png"))))
        #expect(page.width == Int(d.size.width.rounded()))
        #expect(page.height == Int(d.size.height.rounded()))
        guard case .screen(let placed) = d.elements[0] else { return }
        let i = (Int(placed.origin.y + 400) * page.width + Int(placed.origin.x + 187)) * 4
        #expect(Array(page.pixels[i..<i + 3]) == [255, 255, 255])
    }

    /// Labels in Chinese, Japanese and Korean render through font fallback (fonts-wqy-microhei,
    /// installed by make setup); a missing font would show boxes.
    @Test(arguments: ["收件箱", "受信トレイ", "받은 편지함", "Inbox 收件箱"])
    func cjkTextHasGlyphs(_ text: String) {
        #expect(Fonts.missingGlyphCount(text) == 0, "no font draws \(text): install fonts-wqy-microhei (make setup)")
        #expect(Fonts.missingGlyphCount("\u{17000}") > 0, "the check must be able to fail: no installed font draws Tangut")
    }

    /// The dark theme: black canvas and screen, white status-bar ink, same geometry.
    @Test func darkThemeSwapsColoursOnly() throws {
        var d = diagram(.iphoneX, .ios11)
        let light = try renderImage(d, scale: 1)
        d.theme = .dark
        let (dark, pixel) = try rendered(d)
        #expect(Array(dark.pixels[0..<3]) == [0, 0, 0])  // canvas corner
        #expect(Array(light.pixels[0..<3]) == [0xF2, 0xF2, 0xF7])
        #expect(pixel(187.5, 400) == [0, 0, 0])  // the screen
        #expect(dark.width == light.width * 2 && dark.height == light.height * 2)
    }

    /// Every overlay draws something: the figure with it differs from the figure without it
    /// (an app with a navigation bar, a tab bar, a stack view of two buttons and a label). The
    /// cases are the typed names scene files use (`OverlayName.allCases`), so a new overlay is
    /// never left out and a misspelt one does not compile; each is turned on the way a scene file
    /// turns it on.
    @Test(arguments: OverlayName.allCases)
    func everyOverlayDraws(_ name: OverlayName) throws {
        var button = ViewSpec(viewClass: .button, id: "ok")
        button.intrinsicContentSize = IntrinsicSize(width: 60, height: 30)
        var cancel = ViewSpec(viewClass: .button, id: "cancel")
        cancel.intrinsicContentSize = IntrinsicSize(width: 60, height: 30)
        var stack = ViewSpec(viewClass: .stackView, id: "buttons", placement: .frame(Rect(x: 20, y: 200, width: 200, height: 30)))
        var layout = StackLayout()
        layout.spacing = 12
        stack.stack = layout
        stack.subviews = [button, cancel]
        let content = ViewControllerSpec(id: "content", title: "Inbox", view: ViewSpec(subviews: [stack]))
        let spec = ScreenSpec(
            root: .tabBar(TabBarControllerSpec(children: [.navigation(NavigationControllerSpec(stack: [.plain(content)]))])))
        let app = layoutApp(spec, device: Catalog[.iphoneX], os: .ios13, orientation: .portrait, metrics: .measured)
        // The overlay as a scene file turns it on: an unknown name is a decoding error.
        let overlays = try SceneFile.parse("bezel: 1\ndevices: [iphone-x]\noverlays: [\(name.rawValue)]\n", path: "overlay.yaml").overlays
        try #require(overlays != Overlays(), "\(name.rawValue) turns on no overlay")
        let plain = try renderImage(deviceDiagram(app.screen, overlays: Overlays(), caption: false, app: app), scale: 1)
        let marked = try renderImage(deviceDiagram(app.screen, overlays: overlays, caption: false, app: app), scale: 1)
        #expect(
            plain.width != marked.width || plain.height != marked.height || plain.pixels != marked.pixels, "\(name.rawValue) drew nothing")
    }
}

/// A large figure is drawn in bands of rows, each on its own surface shifted by a whole number
/// of pixels and with what cannot reach it skipped: the PNG holds exactly the pixels of the figure
/// drawn on one surface.
struct BandedRenderTests {
    // Bands of several sizes, so their edges fall on many rows: with 1 MB bands and no margin,
    // the row at the edge of one band's surface came out one unit bluer (a translucent overlay's
    // edge), and the Up filter carried that down the column to the bottom of the image.
    @Test(arguments: [PNGWriter.bandBytes, 2 << 20, 600_000, 1_300_000])
    func bandsDrawTheSamePixelsAsOneSurface(bandBytes: Int) throws {
        let screen = layoutScreen(Catalog[.iphone15ProMax], os: .ios17, orientation: .portrait)
        let diagram = deviceDiagram(screen, overlays: Overlays(safeArea: true, statusBar: true), caption: true, title: "Banded")
        let drawing = BezelFigure.drawing(diagram, measurer: try Renderer.textMeasurer(scale: 3))
        let whole = try Renderer.render(drawing, scale: 3)
        #expect(PNGWriter.bandRows(height: whole.height, width: whole.width, bandBytes: bandBytes).count >= 2)
        #expect(try PNGCodec.decode(Renderer.renderPNG(drawing, scale: 3, bandBytes: bandBytes)) == whole)
    }
}

