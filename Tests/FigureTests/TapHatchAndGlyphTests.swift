import BezelDrawing
import BezelGeometry
import BezelLayout
import Testing

@testable import BezelFigure

/// The tap-regions hatching keeps bar-button titles readable and its two colours apart, and the
/// compose glyph stays inside its box (the app of `TapOverlayTests`: a table under a navigation
/// bar with an Edit button, iPhone X, iOS 11).
struct TapHatchAndGlyphTests {
    /// Every hatch: its area, its lines and their colour.
    func hatchGroups(_ primitives: [Primitive]) -> [(clip: Path, lines: Path, color: Color)] {
        primitives.flatMap { primitive -> [(clip: Path, lines: Path, color: Color)] in
            switch primitive {
            case .hatch(let hatch): return [(hatch.area, hatch.lines, hatch.color)]
            case .clip(_, let children), .scale(_, _, let children): return hatchGroups(children)
            default: return []
            }
        }
    }

    func drawn() -> [Primitive] {
        let diagram = deviceDiagram(
            TapOverlayTests.app.screen, overlays: Overlays(tapRegions: true), caption: false, app: TapOverlayTests.app)
        return drawing(diagram, measurer: GridMeasurer()).primitives
    }

    /// The button's green hatch leaves out the box of its "Edit" title (grown by a point): its
    /// clip is the tap rectangle with the title's box wound the other way.
    @Test func buttonHatchLeavesItsTitleClear() throws {
        let primitives = drawn()
        let edit = try #require(textRuns(primitives).first { $0.text == "Edit" })
        let size = GridMeasurer().size(of: "Edit", font: edit.font, maxWidth: edit.maxWidth)
        let title = Rect(origin: edit.origin, size: size)
        let green = Color(hex: 0x34C759).withAlpha(0.55)
        let button = try #require(hatchGroups(primitives).first { $0.color == green })
        let corners = button.clip.elements.compactMap { element -> Point? in
            if case .move(let p) = element { p } else if case .line(let p) = element { p } else { nil }
        }
        // Two closed rectangles: the tap region, then the hole.
        #expect(corners.count == 8)
        let region = Rect(x: corners[0].x, y: corners[0].y, width: corners[2].x - corners[0].x, height: corners[2].y - corners[0].y)
        let hole = Rect(x: corners[4].x, y: corners[4].y, width: corners[6].x - corners[4].x, height: corners[6].y - corners[4].y)
        // The title's box grown by a point, within the region.
        #expect(
            hole == title.outset(by: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)).intersection(region), "hole \(hole), title \(title)")
        #expect(hole.width >= title.width && hole.height >= title.height + 2)
        // Wound against the outer rectangle (clockwise on screen): down the left side first.
        #expect(corners[5].x == corners[4].x && corners[5].y > corners[4].y)
    }

    /// Tappable lines rise to the right, dead lines fall to the right: where the table's dead
    /// strip lies under the bar button the two colours cross instead of blending.
    @Test func deadAndTappableHatchesCross() throws {
        let groups = hatchGroups(drawn())
        let green = groups.filter { $0.color == Color(hex: 0x34C759).withAlpha(0.55) }
        let red = groups.filter { $0.color == Color(hex: 0xFF3B30).withAlpha(0.25) }
        #expect(!green.isEmpty && !red.isEmpty)
        for (group, rises) in green.map({ ($0, true) }) + red.map({ ($0, false) }) {
            var start: Point?
            for element in group.lines.elements {
                switch element {
                case .move(let p): start = p
                case .line(let p):
                    let s = try #require(start)
                    // y grows downwards: rising to the right is a negative slope.
                    #expect(((p.y - s.y) * (p.x - s.x) < 0) == rises)
                default: break
                }
            }
        }
    }

    /// The stroked outline of a path: every segment's butt-capped band and every curve's control
    /// points grown by half the stroke (a safe over-estimate).
    func strokedBounds(_ path: Path, width: Double) -> Rect {
        let half = width / 2
        var xs: [Double] = []
        var ys: [Double] = []
        var current = Point(x: 0, y: 0)
        for element in path.elements {
            switch element {
            case .move(let p): current = p
            case .line(let p):
                let length = max(1e-9, ((p.x - current.x) * (p.x - current.x) + (p.y - current.y) * (p.y - current.y)).squareRoot())
                let (nx, ny) = (-(p.y - current.y) / length * half, (p.x - current.x) / length * half)
                for q in [current, p] {
                    xs += [q.x + nx, q.x - nx]
                    ys += [q.y + ny, q.y - ny]
                }
                current = p
            case .curve(let p, let c1, let c2):
                for q in [current, c1, c2, p] {
                    xs += [q.x - half, q.x + half]
                    ys += [q.y - half, q.y + half]
                }
                current = p
            case .close: break
            }
        }
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The compose glyph (`UIBarButtonSystemItemCompose`), stroked, lies inside its symbol area
    /// (the glyph box less its 12 % padding) and so inside its box, at the bar's 22 pt and smaller.
    @Test(arguments: [22.0, 17.0, 12.0])
    func composeGlyphStaysInsideItsBox(side: Double) throws {
        let frame = Rect(x: 100, y: 50, width: 41, height: 44)
        let box = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        let primitives = glyphPrimitives(.compose, in: box, color: Color(hex: 0x007AFF))
        guard case .stroke(let path, let stroke) = try #require(primitives.first) else { Issue.record("not a stroke"); return }
        let pad = side * 0.12
        let area = box.inset(by: EdgeInsets(top: pad, left: pad, bottom: pad, right: pad))
        let drawn = strokedBounds(path, width: stroke.width)
        let tolerance = 1e-9
        #expect(drawn.minX >= area.minX - tolerance && drawn.maxX <= area.maxX + tolerance, "\(drawn) in \(area)")
        #expect(drawn.minY >= area.minY - tolerance && drawn.maxY <= area.maxY + tolerance, "\(drawn) in \(area)")
    }
}
