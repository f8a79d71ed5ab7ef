import BezelDrawing
import BezelGeometry
import BezelRaster
import BezelRender
import Testing

/// Hatching is painted on pixels from one repeated tile of its lines (`HatchTile`) instead of
/// stroking every line under a clip. The tile must put each line where the stroke puts it: the
/// two are compared pixel by pixel at 1×, 2× and 3×, on whole and half points, both directions.
struct HatchTileTests {
    static let red = Color(hex: 0xFF3B30).withAlpha(0.55)

    func hatch(_ bounds: Rect, _ direction: Hatch.Direction, spacing: Double = 5, width: Double = 1, holes: [Rect] = []) -> Hatch {
        Hatch(area: Path.rect(bounds, holes: holes), bounds: bounds, color: Self.red, width: width, spacing: spacing, direction: direction)
    }

    /// The hatch drawn as a tile and as stroked lines inside its area, on white, under a clip with
    /// a curved corner (as the screen's outline clips the overlay).
    func both(_ h: Hatch, scale: Double, within outline: Path? = nil) throws -> (tile: RGBAImage, stroke: RGBAImage) {
        let size = Size(width: 120, height: 90)
        func drawn(_ primitive: Primitive) throws -> RGBAImage {
            let primitives = outline.map { [Primitive.clip($0, [primitive])] } ?? [primitive]
            return try Renderer.render(Drawing(size: size, background: Color(hex: 0xFFFFFF), primitives: primitives), scale: scale)
        }
        return (try drawn(.hatch(h)), try drawn(.clip(h.area, [.stroke(h.lines, Stroke(h.color, width: h.width))])))
    }

    /// Largest channel difference between the two images, leaving out pixels within 1.5 points of
    /// an edge of the bounds or a hole: along the top and bottom a stroked segment ends in a butt
    /// cap cut across the line, leaving a notch the tile's endless lines do not have, and along
    /// any edge a pixel the area covers in part is the line's coverage times the area's for the
    /// tile and the coverage of the two's intersection for the stroke.
    func largestDifference(_ a: RGBAImage, _ b: RGBAImage, scale: Double, edges: [Rect], skipping skipped: Rect? = nil) -> (
        difference: Int, inked: Int
    ) {
        var largest = 0
        var inked = 0
        let margin = EdgeInsets(top: 1.5, left: 1.5, bottom: 1.5, right: 1.5)
        func nearEdge(_ p: Point) -> Bool {
            skipped?.contains(p) == true || edges.contains { $0.outset(by: margin).contains(p) && !$0.inset(by: margin).contains(p) }
        }
        for y in 0..<a.height {
            for x in 0..<a.width where !nearEdge(Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)) {
                let i = (y * a.width + x) * 4
                for c in 0..<3 { largest = max(largest, abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c]))) }
                if a.pixels[i + 1] < 200 { inked += 1 }
            }
        }
        return (largest, inked)
    }

    @Test(arguments: [1.0, 2, 3], [Hatch.Direction.rising, .falling])
    func tileDrawsTheStrokedLines(scale: Double, direction: Hatch.Direction) throws {
        for bounds in [Rect(x: 10, y: 12, width: 80, height: 44), Rect(x: 10.5, y: 12.5, width: 63.5, height: 40)] {
            let hole = Rect(x: 30.25, y: 20.5, width: 21.5, height: 13)
            let (tile, stroke) = try both(hatch(bounds, direction, holes: [hole]), scale: scale)
            let (difference, inked) = largestDifference(tile, stroke, scale: scale, edges: [bounds, hole])
            // Rounding only: both composite the same coverage of the same colour, by two of
            // pixman's paths. A line one pixel off would differ by over 100.
            #expect(difference <= 3, "scale \(scale), \(direction), \(bounds): \(difference)")
            // And the lines are there: a tenth of the area is inked.
            #expect(Double(inked) > bounds.width * bounds.height * scale * scale / 10, "\(inked) inked pixels")
        }
    }

    /// Under a clip with a rounded corner the tile's fill is clipped like the stroke was.
    @Test func tileFollowsARoundedClip() throws {
        var outline = Path()
        outline.move(to: Point(x: 0, y: 40))
        outline.curve(to: Point(x: 40, y: 0), control1: Point(x: 0, y: 18), control2: Point(x: 18, y: 0))
        outline.line(to: Point(x: 120, y: 0))
        outline.line(to: Point(x: 120, y: 90))
        outline.line(to: Point(x: 0, y: 90))
        outline.close()
        let bounds = Rect(x: 0, y: 10, width: 100, height: 60)
        let (tile, stroke) = try both(hatch(bounds, .rising), scale: 3, within: outline)
        // Along the curve itself a pixel's coverage is a product again, so the corner's box is
        // left out; the rest of the clip's inside must match.
        let corner = Rect(x: 0, y: 0, width: 42, height: 42)
        #expect(largestDifference(tile, stroke, scale: 3, edges: [bounds], skipping: corner).difference <= 3)
    }

    /// Lines 2.5 points wide at 3× (7.5 pixels): their butt caps would cut notches into the
    /// tile's edges, repeated as seams, unless the lines run far enough past it.
    @Test(arguments: [Hatch.Direction.rising, .falling])
    func wideLinesLeaveNoSeams(direction: Hatch.Direction) throws {
        let bounds = Rect(x: 10, y: 12, width: 80, height: 44)
        let (tile, stroke) = try both(hatch(bounds, direction, width: 2.5), scale: 3)
        #expect(largestDifference(tile, stroke, scale: 3, edges: [bounds]).difference <= 3)
    }

    /// A spacing that is no whole number of pixels within eight periods is stroked, as before.
    @Test func oddSpacingIsStroked() throws {
        let (tile, stroke) = try both(hatch(Rect(x: 10, y: 10, width: 60, height: 40), .rising, spacing: 5.3), scale: 1)
        #expect(tile.pixels == stroke.pixels)
    }

    /// SVG and PDF draw the lines as paths inside the area: the SVG is the clipped stroke's.
    @Test func vectorOutputStrokesTheLines() throws {
        let h = hatch(Rect(x: 10, y: 10, width: 60, height: 40), .falling)
        func svg(_ primitive: Primitive) throws -> [UInt8] {
            try Renderer.renderSVG(Drawing(size: Size(width: 80, height: 60), background: Color(hex: 0xFFFFFF), primitives: [primitive]))
        }
        #expect(try svg(.hatch(h)) == svg(.clip(h.area, [.stroke(h.lines, Stroke(h.color, width: h.width))])))
    }

    /// Rising lines are x + y = minX + minY + 5k, falling ones x − y = minX − maxY + 5k.
    @Test func phaseFollowsTheBounds() {
        #expect(hatch(Rect(x: 10, y: 12, width: 80, height: 44), .rising).phase == 2)
        #expect(hatch(Rect(x: 10, y: 12, width: 80, height: 44), .falling).phase == 4)
        #expect(hatch(Rect(x: 10.5, y: 12, width: 80, height: 44), .rising).phase == 2.5)
    }
}
