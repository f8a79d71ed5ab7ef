import BezelDevices
import BezelDrawing
import BezelFigure
import BezelGeometry
import BezelLayout
import Testing

/// Home-button devices are drawn in their own bodies (issue 18: they were drawn with an even thin
/// border and no home button): forehead, chin and sides from the published body size (S54), the
/// display centred, the home button in the chin, turned with the interface.
struct DeviceBodyTests {
    /// The iPhone 8: body 67.3 × 138.4 mm (S54); display 750 × 1334 px at 326 ppi = 58.436 ×
    /// 103.937 mm, so 375 pt over 58.436 mm = 6.4173 pt/mm. Sides (67.3 − 58.436) / 2 = 4.432 mm
    /// = 28.44 pt; forehead and chin (138.4 − 103.937) / 2 = 17.231 mm = 110.58 pt; the button
    /// 10.6 mm = 68.02 pt, centred 55.29 pt below the screen.
    @Test func iphone8Portrait() throws {
        let body = try #require(layoutScreen(Catalog[.iphone8], os: .ios16, orientation: .portrait).body)
        let bezel = body.bezel(around: Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(abs(bezel.left - 28.44) < 0.01 && abs(bezel.right - 28.44) < 0.01, "\(bezel)")
        #expect(abs(bezel.top - 110.58) < 0.01 && abs(bezel.bottom - 110.58) < 0.01, "\(bezel)")
        #expect(abs(body.homeButton.width - 68.02) < 0.01)
        #expect(abs(body.homeButton.midX - 187.5) < 0.001 && abs(body.homeButton.midY - (667 + 55.29)) < 0.01)
        // The camera is left of the earpiece, both in the forehead.
        let earpiece = try #require(body.earpiece)
        #expect(body.camera.maxX < earpiece.minX && earpiece.maxY < 0 && body.camera.maxY < 0)
    }

    /// The home button follows the interface: right of the screen in landscape-right (UIKit's
    /// `landscapeRight` has the home button on the right), left in landscape-left, above the
    /// screen upside-down.
    @Test func homeButtonTurnsWithTheInterface() throws {
        let device = Catalog[.iphoneSE1]
        let right = try #require(layoutScreen(device, os: .ios12, orientation: .landscapeRight).body)
        #expect(right.homeButton.minX > 568 && abs(right.homeButton.midY - 160) < 0.001)
        let left = try #require(layoutScreen(device, os: .ios12, orientation: .landscapeLeft).body)
        #expect(left.homeButton.maxX < 0)
        let upsideDown = try #require(layoutScreen(device, os: .ios12, orientation: .portraitUpsideDown).body)
        #expect(upsideDown.homeButton.maxY < 0 && upsideDown.earpiece!.minY > 568)
        // The 5 family's button is the stated 10.9 mm opening (S55): 10.9 × 320 / 49.865 = 69.95 pt.
        #expect(abs(right.homeButton.width - 69.95) < 0.01)
    }

    /// Exactly the devices without a home indicator have a front; iPads keep their wide sides
    /// (the iPad Air: (169.5 − 147.8) / 2 = 10.85 mm a side, 21.5 mm forehead, S54).
    @Test(arguments: DeviceID.allCases)
    func frontsBelongToHomeButtonDevices(id: DeviceID) throws {
        let device = Catalog[id]
        #expect((device.front == nil) == (device.homeIndicator != nil), "\(id.rawValue)")
        guard let front = device.front else { return }
        let display = device.screen.physicalSize
        // The body holds the display with room for the home button below it.
        #expect(front.body.value.width > display.width && front.displayTop.value > 0)
        let chin = front.body.value.height - front.displayTop.value - display.height
        #expect(chin > front.homeButton.value, "\(id.rawValue): chin \(chin) mm")
    }

    /// The figure's canvas holds the body, rounded to whole points so the screen stays on the
    /// pixel grid: the iPhone 8 figure without caption is 20 + 28 + 375 + 28 + 20 wide and
    /// 20 + 111 + 667 + 111 + 20 tall.
    @Test func figureHoldsTheBody() {
        let screen = layoutScreen(Catalog[.iphone8], os: .ios16, orientation: .portrait)
        let diagram = deviceDiagram(screen, overlays: Overlays(), caption: false)
        #expect(diagram.size == Size(width: 471, height: 929))
        let placed = diagram.elements.compactMap { if case .screen(let placed) = $0 { placed } else { nil } }.first
        #expect(placed?.origin == Point(x: 48, y: 131))
        // A Face ID phone keeps the even 10 pt border.
        let x = deviceDiagram(layoutScreen(Catalog[.iphoneX], os: .ios16, orientation: .portrait), overlays: Overlays(), caption: false)
        #expect(x.size == Size(width: 20 + 10 + 375 + 10 + 20, height: 20 + 10 + 812 + 10 + 20))
    }

    /// On the dark theme's black screen the Dynamic Island is traced so it stays visible; the light
    /// theme draws it as before, a black fill only.
    @Test func islandIsTracedOnDark() {
        let screen = layoutScreen(Catalog[.iphone14Pro], os: .ios17, orientation: .portrait)
        var diagram = deviceDiagram(screen, overlays: Overlays(), caption: false)
        let strokes = { (drawing: Drawing) in
            drawing.primitives.flatMap { primitive -> [Primitive] in
                if case .clip(_, let inner) = primitive { inner } else { [primitive] }
            }.filter { if case .stroke = $0 { true } else { false } }.count
        }
        let light = strokes(drawing(diagram, measurer: FixedMeasurer()))
        diagram.theme = .dark
        #expect(strokes(drawing(diagram, measurer: FixedMeasurer())) == light + 1)
    }
}

/// Every character 6 points wide, lines 12 tall: enough to compose a figure without Pango.
private struct FixedMeasurer: TextMeasurer {
    func size(of text: String, font: Font, maxWidth: Double?) -> Size { Size(width: Double(text.count) * 6, height: 12) }
}
