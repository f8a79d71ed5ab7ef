import BezelDrawing
import BezelGeometry
import BezelLayout
import BezelPipeline
import Foundation
import TestSupport
import Testing

@testable import BezelFigure

/// The row icons of the Settings app's first section, as the gallery's settings table shows
/// them: an airplane, the Wi-Fi fan and the Bluetooth rune, each a drawing of its own, where the
/// table once borrowed the share, star and person glyphs, which read as other things.
struct RowIconGlyphTests {
    static let icons = ["airplane", "wifi", "bluetooth"]

    /// The glyph name of each cell's image (in its content view; accessories sit beside it), by
    /// the cell's text.
    static func cellGlyphs(_ window: ViewNode) -> [String: String] {
        var result: [String: String] = [:]
        for cell in window.subtree where cell.viewClass == .tableViewCell {
            let views = cell.children.filter { $0.viewClass == .tableViewCellContentView }.flatMap(\.children)
            guard let text = views.first(where: { $0.viewClass == .label })?.lines?.lines.joined(separator: " "),
                let glyph = views.first(where: { $0.viewClass == .imageView })?.glyph?.name
            else { continue }
            result[text] = glyph
        }
        return result
    }

    @Test func theSettingsTableShowsEachRowsOwnIcon() throws {
        let path = "examples/screens/settings-table.yaml"
        let text = try String(contentsOf: Repository.url(path), encoding: .utf8)
        let job = try #require(try loadScene(text: text, path: path).first?.jobs.first)
        let window = try #require(layOut(job).app?.window)
        #expect(Self.cellGlyphs(window) == ["Airplane Mode": "airplane", "Wi-Fi": "wifi", "Bluetooth": "bluetooth"])
    }

    @Test(arguments: icons)
    func anIconIsNamedAndDrawnAsItself(name: String) throws {
        let icon = Glyph(name: name)
        #expect(icon != .other(name), "\(name) is not a glyph Bezel draws")
        #expect(icon.name == name)
        let box = Rect(x: 16, y: 7, width: 29, height: 29)
        let ink = Color(hex: 0x007AFF)
        let drawn = glyphPrimitives(icon, in: box, color: ink)
        // Not the rounded square of a name Bezel does not know, nor any other glyph's drawing.
        #expect(drawn != glyphPrimitives(.other(name), in: box, color: ink))
        let others = ["add", "compose", "search", "action", "trash", "star", "clock", "person", "image"] + Self.icons.filter { $0 != name }
        for other in others { #expect(drawn != glyphPrimitives(Glyph(name: other), in: box, color: ink), "\(name) drawn as \(other)") }
        // One stroked path, every point of it inside the symbol area (the 22 pt box less 12 %).
        guard drawn.count == 1, case .stroke(let path, _) = drawn[0] else { Issue.record("\(drawn)"); return }
        let area = Rect(x: box.midX - 11, y: box.midY - 11, width: 22, height: 22).inset(
            by: EdgeInsets(top: 2.64, left: 2.64, bottom: 2.64, right: 2.64))
        for element in path.elements {
            let points: [Point] =
                switch element {
                case .move(let p), .line(let p): [p]
                case .curve(let p, let c1, let c2): [p, c1, c2]
                case .close: []
                }
            for p in points {
                #expect(p.x >= area.minX - 1e-9 && p.x <= area.maxX + 1e-9 && p.y >= area.minY - 1e-9 && p.y <= area.maxY + 1e-9, "\(p)")
            }
        }
    }
}
