import BezelDrawing
import BezelGeometry
import BezelRaster
import CBezelPangoCairo
import Foundation
import Testing

@testable import BezelRender

/// Fonts loaded ahead on a thread of their own (`FontStart.prepare`) are handed to the first
/// thread that draws at their scale, and measure and draw exactly as that thread's own fonts
/// would. The scale, 2.5, is this test's alone, so no other test's canvas takes the font map.
struct FontWarmUpTests {
    static let scale = 2.5
    static let ink = Color(hex: 0x1C1C1E)
    static let runs = [
        TextRun("Loaded ahead: Back 9:41", font: Font(size: 13, weight: .semibold), color: ink, origin: Point(x: 4.3, y: 6.2)),
        TextRun("Loaded ahead 收件箱, and cut short here", font: Font(size: 11), color: ink, origin: Point(x: 5, y: 30.7), maxWidth: 120),
        TextRun("Not loaded ahead", font: Font(size: 21, weight: .light), color: ink, origin: Point(x: 3.6, y: 52.1)),
    ]
    static let drawing = Drawing(size: Size(width: 200, height: 90), background: Color(hex: 0xFFFFFF), primitives: runs.map { .text($0) })

    struct Drawn: Sendable {
        let map: Int
        let ownMap: Int
        let sizes: [Size]
        let png: [UInt8]
    }

    /// On a new thread: the font map its raster canvases take, its own, the sizes a raster canvas
    /// lays its lines out at (not through the process-wide size cache), and what it draws (text
    /// shaped while measuring, as a render does).
    static func drawOnNewThread() -> Drawn {
        Thread.detachedResult {
            let map = Int(bitPattern: FontStart.fontMap(rasterScale: scale))
            let ownMap = Int(bitPattern: FontStart.fontMap())
            let canvas = try! Canvas(size: Size(width: 1, height: 1), scale: scale)
            let sizes = runs.map { canvas.text($0.text, font: $0.font, maxWidth: $0.maxWidth).size }
            let measurer = try! Renderer.textMeasurer(scale: scale)
            for run in runs { _ = measurer.size(of: run.text, font: run.font, maxWidth: run.maxWidth) }
            return Drawn(map: map, ownMap: ownMap, sizes: sizes, png: try! Renderer.renderPNG(drawing, scale: scale, measurer: measurer))
        }
    }

    @Test func fontsLoadedAheadMeasureAndDrawAsAThreadsOwn() throws {
        FontStart.loadAhead(scale: Self.scale, fonts: [Self.runs[0].font, Self.runs[1].font])
        FontStart.waitForFontsAhead()  // so the fonts are loaded ahead, not cut short by the claim
        let first = Self.drawOnNewThread()
        // The first thread took the map loaded ahead; later ones (one after another, so a later
        // thread may get an ended one's identifier) have only their own.
        #expect(first.map != first.ownMap)
        for later in (0..<4).map({ _ in Self.drawOnNewThread() }) {
            #expect(later.map == later.ownMap)
            #expect(first.sizes == later.sizes)
            #expect(try PNGCodec.decode(first.png) == PNGCodec.decode(later.png))
        }
        // Not a blank picture: the labels are there.
        let pixels = try PNGCodec.decode(first.png).pixels
        #expect(stride(from: 0, to: pixels.count, by: 4).filter { pixels[$0] < 128 }.count > 500)
    }
}
