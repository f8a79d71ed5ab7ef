import BezelDrawing
import BezelGeometry
import BezelRaster
import Testing

@testable import BezelRender

/// Text on pixels is shaped once and drawn as Cairo glyphs (`ShapedText`), so the bands painted
/// on other cores need no Pango font map of their own. It must put every glyph where Pango's
/// own `pango_cairo_show_layout` puts it: the two are compared pixel for pixel.
struct ShapedTextTests {
    static let ink = Color(hex: 0x1C1C1E)

    /// Labels as figures use them, and the cases Pango's drawing has arithmetic for: fractional
    /// origins, every weight, ellipsized text, Chinese (a second font, so several runs in one
    /// line), right-to-left scripts and two lines, text in a scaled group, in a faded layer and
    /// under a clip.
    static let primitives: [Primitive] = {
        var primitives: [Primitive] = []
        let weights: [Font.Weight] = [.light, .regular, .medium, .semibold, .bold]
        for (i, weight) in weights.enumerated() {
            let font = Font(size: 11 + 3 * Double(i), weight: weight)
            let origin = Point(x: 6.3 + Double(i) * 0.17, y: 4 + 21.45 * Double(i))
            primitives.append(.text(TextRun("Back 9:41 AM 100% · \(weight)", font: font, color: ink, origin: origin)))
        }
        primitives.append(
            .text(
                TextRun(
                    "A title far too long for its bar, ellipsized", font: Font(size: 17, weight: .semibold), color: ink,
                    origin: Point(x: 10.5, y: 118.25), maxWidth: 140)))
        primitives.append(.text(TextRun("Inbox 收件箱 受信トレイ 받은 편지함", font: Font(size: 15), color: ink, origin: Point(x: 4.75, y: 142.6))))
        // Right-to-left runs (Hebrew, Arabic), a combining accent, a zero-width joiner (an empty
        // glyph) and two lines.
        primitives.append(
            .text(TextRun("Back שלום مرحبا cafe\u{301} a\u{200D}b\nsecond line", font: Font(size: 12), color: ink, origin: Point(x: 4.5, y: 222.2))))
        primitives.append(
            .scale(
                factor: 0.6, anchor: Point(x: 200, y: 170),
                [
                    .text(TextRun("Scaled label", font: Font(size: 17), color: ink, origin: Point(x: 120.2, y: 160.1)))
                ]))
        primitives.append(.opacity(0.5, [.text(TextRun("Faded label", font: Font(size: 13), color: ink, origin: Point(x: 8, y: 184.7)))]))
        primitives.append(
            .clip(
                .rect(Rect(x: 0, y: 200, width: 60, height: 14)),
                [
                    .text(TextRun("Clipped label", font: Font(size: 17, weight: .bold), color: ink, origin: Point(x: 3.1, y: 199.2)))
                ]))
        return primitives
    }()

    static let drawing = Drawing(size: Size(width: 260, height: 260), background: Color(hex: 0xFFFFFF), primitives: primitives)

    @Test(arguments: [1.0, 2, 3])
    func glyphsLandWherePangoDrawsThem(scale: Double) throws {
        let shaped = try Renderer.render(Self.drawing, scale: scale)
        let pango = try Renderer.renderWithPangoText(Self.drawing, scale: scale)
        // Not a blank page: the labels are there (dark pixels, well over a thousand at 1×).
        let dark = stride(from: 0, to: shaped.pixels.count, by: 4).filter { shaped.pixels[$0] < 128 }.count
        #expect(Double(dark) > 1000 * scale * scale)
        #expect(differingBytes(shaped, pango) == 0)
    }

    func differingBytes(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        a.pixels.count == b.pixels.count ? zip(a.pixels, b.pixels).filter { $0 != $1 }.count : max(a.pixels.count, b.pixels.count)
    }

    @Test func everyTextIsShapedThatPangoDrawsAsGlyphs() throws {
        let canvas = try Canvas(size: Size(width: 1, height: 1), scale: 2)
        let texts = ShapedTexts(Self.drawing, on: canvas)
        for case .text(let run) in Self.primitives { #expect(texts.text(run) != nil, "\(run.text)") }
    }

    /// The lines the composing measurer laid out (`CanvasTextMeasurer`) are drawn as it shaped
    /// them, not shaped again: the same pixels as a drawing that shapes every text itself. The
    /// texts are this test's own, so the process-wide size cache has not measured them before;
    /// one has a character no font has, which stays Pango's to draw.
    @Test(arguments: [2.0, 3])
    func linesShapedWhileComposingDrawTheSamePixels(scale: Double) throws {
        let runs = [
            TextRun("Composed at \(scale)×: Back 9:41", font: Font(size: 17, weight: .semibold), color: Self.ink, origin: Point(x: 4.3, y: 6.2)),
            TextRun("Composed at \(scale)×, far too long to fit", font: Font(size: 12), color: Self.ink, origin: Point(x: 5, y: 40.7), maxWidth: 90),
            TextRun("Composed at \(scale)× 收件箱 \u{13000}", font: Font(size: 11), color: Self.ink, origin: Point(x: 3.6, y: 70.1)),
        ]
        let drawing = Drawing(size: Size(width: 200, height: 100), background: Color(hex: 0xFFFFFF), primitives: runs.map { .text($0) })
        let measurer = try Renderer.textMeasurer(scale: scale)
        for run in runs { _ = measurer.size(of: run.text, font: run.font, maxWidth: run.maxWidth) }
        let kept = try #require(measurer as? CanvasTextMeasurer).shaped
        #expect(kept.count == 3)
        #expect(kept.values.filter { $0 == nil }.count == 1)  // the hex box
        // The lines drawn are the very ones kept, not shaped again.
        let texts = ShapedTexts(drawing, on: try Canvas(size: Size(width: 1, height: 1), scale: scale), known: kept)
        for run in runs {
            let key = ShapedTexts.Key(text: run.text, font: run.font, maxWidth: run.maxWidth)
            #expect(texts.text(run) === kept[key] ?? nil, "\(run.text)")
        }
        let reused = try PNGCodec.decode(try Renderer.renderPNG(drawing, scale: scale, measurer: measurer))
        let fresh = try PNGCodec.decode(try Renderer.renderPNG(drawing, scale: scale))
        #expect(differingBytes(reused, fresh) == 0)
        #expect(differingBytes(reused, try Renderer.renderWithPangoText(drawing, scale: scale)) == 0)
    }

    /// A character no installed font has is drawn by Pango as a box of its hex code: such a text
    /// is left to Pango.
    @Test func aCharacterNoFontHasIsLeftToPango() throws {
        let run = TextRun("Egyptian \u{13000} sign", font: Font(size: 17), color: Self.ink, origin: Point(x: 4, y: 4))
        #expect(Fonts.missingGlyphCount(run.text) == 1)
        let drawing = Drawing(size: Size(width: 160, height: 30), background: Color(hex: 0xFFFFFF), primitives: [.text(run)])
        let texts = ShapedTexts(drawing, on: try Canvas(size: Size(width: 1, height: 1), scale: 2))
        #expect(texts.text(run) == nil)
        #expect(differingBytes(try Renderer.render(drawing, scale: 2), try Renderer.renderWithPangoText(drawing, scale: 2)) == 0)
    }
}
