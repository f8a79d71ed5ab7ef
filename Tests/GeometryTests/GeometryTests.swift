import BezelGeometry
import Testing

struct GeometryTests {
    @Test func formatting() {
        #expect(formatPoints(53.6666) == "53.67")
        #expect(formatPoints(-0.001) == "0.00")
        #expect(formatCompact(47.33) == "47.33")
        #expect(formatCompact(44) == "44")
        #expect(Rect(x: 0, y: 53.6667, width: 430, height: 44).description == "{0.00, 53.67, 430.00, 44.00}")
    }

    // UIKit rounds to the pixel grid: 53.667 pt on a 3× screen is 161 px.
    @Test func pixelRounding() {
        #expect(roundToPixels(53.6667, scale: 3) == 161.0 / 3)
        #expect(Rect(x: 120.5, y: 0, width: 134, height: 5).pixelAligned(scale: 3).minX == 362.0 / 3)
    }

    // The continuous corner leaves each edge 1.52866 r from the corner (ContinuousCorner.extent).
    @Test func continuousCornerExtent() {
        let rect = Rect(x: 0, y: 0, width: 375, height: 812)
        let path = Path.continuousRoundedRect(rect, radius: 39)
        guard case .move(let start) = path.elements[0] else {
            Issue.record("path does not start with a move")
            return
        }
        #expect(abs(start.x - 39 * ContinuousCorner.extent) < 1e-9)
        #expect(start.y == 0)
        #expect(path.controlBounds == rect)
    }

    @Test func quarterTurnTransforms() {
        let t = AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 375)
        #expect(t.apply(Point(x: 0, y: 0)) == Point(x: 0, y: 375))
        #expect(t.apply(Rect(x: 83, y: 0, width: 209, height: 30)) == Rect(x: 0, y: 83, width: 30, height: 209))
    }

    @Test func arcsBecomeCubicsThatStayOnTheCircle() {
        var path = Path()
        path.arc(center: .zero, radius: 10, from: 0, to: Double.pi / 2)
        guard case .curve(let end, _, _) = path.elements.last else {
            Issue.record("no curve")
            return
        }
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
    }
}
