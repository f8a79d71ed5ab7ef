import Devices
import Foundation
import Layout
import Render
import Testing

struct PNGCodecTests {
    @Test func roundTripKeepsEveryPixel() throws {
        var image = RGBAImage(width: 3, height: 2, fill: (10, 20, 30, 255))
        image.pixels[4...7] = [255, 0, 128, 255]
        let decoded = try PNGCodec.decode(try PNGCodec.encode(image))
        #expect(decoded == image)
        var translucent = image
        translucent.pixels[3] = 100
        #expect(try PNGCodec.decode(try PNGCodec.encode(translucent)) == translucent)
    }

    @Test func opaqueImagesAreStoredWithoutAlpha() throws {
        let png = try PNGCodec.encode(RGBAImage(width: 4, height: 4, fill: (0, 0, 0, 255)))
        #expect(png[25] == 2)  // IHDR colour type 2: RGB
    }

    @Test func corruptInputIsAnErrorNotACrash() {
        #expect(throws: PNGError.self) { try PNGCodec.decode([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]) }
        #expect(throws: PNGError.self) { try PNGCodec.decode([]) }
        #expect(throws: PNGError.self) { try PNGCodec.read(contentsOf: URL(fileURLWithPath: "/nonexistent.png")) }
    }
}

struct RendererTests {
    // swift-cairo-notes.md §7: without fonts-inter, "Inter" silently becomes DejaVu Sans.
    @Test func interIsTheResolvedFamily() throws {
        #expect(Fonts.resolvedFamily(of: "Inter") == "Inter")
        try Fonts.verify()
        #expect(Fonts.resolvedFamily(of: "SF Pro Text") != "SF Pro Text")  // not available here
    }

    func diagram(_ id: DeviceID, _ os: OSVersion) -> Diagram {
        deviceDiagram(
            layoutScreen(Catalog[id], os: os, orientation: .portrait), overlays: Overlays(safeArea: true, statusBar: true))
    }

    @Test func outputIsByteIdenticalFromRunToRun() throws {
        let first = try Renderer.renderPNG(diagram(.iphone14Pro, .ios16), scale: 2)
        let second = try Renderer.renderPNG(diagram(.iphone14Pro, .ios16), scale: 2)
        #expect(first == second)
    }

    @Test func canvasIsTheDiagramTimesTheScale() throws {
        let d = diagram(.iphoneX, .ios11)
        for scale in [1.0, 2, 3] {
            let image = try Renderer.render(d, scale: scale)
            #expect(image.width == Int((d.size.width * scale).rounded(.up)))
            #expect(image.height == Int((d.size.height * scale).rounded(.up)))
        }
    }

    /// Samples pixels where the drawing must be: black notch, white screen, tinted unsafe area.
    @Test func drawingLandsWhereTheLayoutSays() throws {
        let d = diagram(.iphoneX, .ios11)
        guard case .screen(let placed) = d.elements[0] else {
            Issue.record("first element is not the screen")
            return
        }
        let scale = 2.0
        let image = try Renderer.render(d, scale: scale)
        func pixel(_ x: Double, _ y: Double) -> [UInt8] {
            let i = (Int((placed.origin.y + y) * scale) * image.width + Int((placed.origin.x + x) * scale)) * 4
            return Array(image.pixels[i..<i + 3])
        }
        #expect(pixel(187.5, 15) == [0, 0, 0])  // inside the notch
        #expect(pixel(187.5, 400) == [255, 255, 255])  // safe area: untinted white
        let unsafe = pixel(187.5, 785)  // below the safe area, above the home indicator: blue tint
        #expect(unsafe[2] == 255 && unsafe[0] < 240)
    }
}
