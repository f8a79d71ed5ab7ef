/// Outlines used to draw hardware: rounded rectangles with UIKit's continuous corner curve,
/// capsules (the Dynamic Island) and the notch.

/// The continuous ("squircle-like") corner UIKit draws for `UIBezierPath(roundedRect:cornerRadius:)`
/// since iOS 7 and for `CALayer.cornerCurve = .continuous`. Figures: the reverse-engineered
/// segment end and control points of that path, as fractions of the radius measured from the
/// corner (published in many places, e.g. the ChainableUIKit and ContinuousPath sources found
/// with the project's search tool). The curve leaves the straight edge 1.52866 r from the corner,
/// blends into a near-circular middle and back, symmetric about the corner's diagonal.
/// ScreenCorners (S6) recommends drawing display corners with this curve.
public enum ContinuousCorner {
    /// How far from the corner the curve leaves each straight edge, as a multiple of the radius.
    public static let extent = 1.52866483

    /// One half of the corner, from the incoming edge to the diagonal, as (u, v) pairs: u along
    /// the incoming edge back towards where it came from, v along the outgoing edge.
    /// The other half is the mirror image (u and v exchanged, in reverse order).
    static let transitionControl1 = (u: 1.08849323, v: 0.0)
    static let transitionControl2 = (u: 0.86840689, v: 0.0)
    static let transitionEnd = (u: 0.66993427, v: 0.06549600)
    static let middleStart = (u: 0.63149399, v: 0.07491100)
    static let middleControl = (u: 0.37282392, v: 0.16905899)
}

extension Path {
    /// A rectangle with continuous corners of `radius`, clockwise from the top-left corner's end
    /// on the top edge. The radius is limited so the curves of two corners never overlap.
    public static func continuousRoundedRect(_ rect: Rect, radius: Double) -> Path {
        let r = min(radius, min(rect.width, rect.height) / 2 / ContinuousCorner.extent)
        guard r > 0 else { return Path.rect(rect) }
        let e = ContinuousCorner.extent * r
        // Corners clockwise with the direction of travel along the edge arriving at each.
        let corners: [(corner: Point, incoming: Point, outgoing: Point)] = [
            (Point(x: rect.maxX, y: rect.minY), Point(x: 1, y: 0), Point(x: 0, y: 1)),
            (Point(x: rect.maxX, y: rect.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0)),
            (Point(x: rect.minX, y: rect.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1)),
            (Point(x: rect.minX, y: rect.minY), Point(x: 0, y: -1), Point(x: 1, y: 0)),
        ]
        var path = Path()
        path.move(to: Point(x: rect.minX + e, y: rect.minY))
        for (corner, incoming, outgoing) in corners {
            func at(_ u: Double, _ v: Double) -> Point {
                Point(
                    x: corner.x - u * r * incoming.x + v * r * outgoing.x,
                    y: corner.y - u * r * incoming.y + v * r * outgoing.y)
            }
            typealias C = ContinuousCorner
            path.line(to: at(C.extent, 0))
            path.curve(
                to: at(C.transitionEnd.u, C.transitionEnd.v),
                control1: at(C.transitionControl1.u, C.transitionControl1.v),
                control2: at(C.transitionControl2.u, C.transitionControl2.v))
            path.line(to: at(C.middleStart.u, C.middleStart.v))
            path.curve(
                to: at(C.middleStart.v, C.middleStart.u),
                control1: at(C.middleControl.u, C.middleControl.v),
                control2: at(C.middleControl.v, C.middleControl.u))
            path.line(to: at(C.transitionEnd.v, C.transitionEnd.u))
            path.curve(
                to: at(0, C.extent),
                control1: at(C.transitionControl2.v, C.transitionControl2.u),
                control2: at(C.transitionControl1.v, C.transitionControl1.u))
        }
        path.close()
        return path
    }

    /// A plain rectangle, clockwise from the top-left corner.
    public static func rect(_ rect: Rect) -> Path {
        var path = Path()
        path.addRect(rect, clockwise: true)
        return path
    }

    /// A rectangle less `holes`: each hole is wound against it (down its left side first), so
    /// the non-zero rule leaves it out. Holes must not overlap one another.
    public static func rect(_ rect: Rect, holes: [Rect]) -> Path {
        var path = Path.rect(rect)
        for hole in holes { path.addRect(hole, clockwise: false) }
        return path
    }

    /// Appends `rect` as a closed subpath from its top-left corner, clockwise (along the top
    /// first) or against (down the left side first).
    private mutating func addRect(_ rect: Rect, clockwise: Bool) {
        let topRight = Point(x: rect.maxX, y: rect.minY)
        let bottomLeft = Point(x: rect.minX, y: rect.maxY)
        move(to: Point(x: rect.minX, y: rect.minY))
        line(to: clockwise ? topRight : bottomLeft)
        line(to: Point(x: rect.maxX, y: rect.maxY))
        line(to: clockwise ? bottomLeft : topRight)
        close()
    }

    /// A rectangle with circular corners of `radius` (clamped to half the shorter side).
    public static func roundedRect(_ rect: Rect, radius: Double) -> Path {
        let r = min(radius, min(rect.width, rect.height) / 2)
        guard r > 0 else { return Path.rect(rect) }
        let half = Double.pi / 2
        var path = Path()
        path.move(to: Point(x: rect.minX + r, y: rect.minY))
        path.arc(center: Point(x: rect.maxX - r, y: rect.minY + r), radius: r, from: -half, to: 0)
        path.arc(center: Point(x: rect.maxX - r, y: rect.maxY - r), radius: r, from: 0, to: half)
        path.arc(center: Point(x: rect.minX + r, y: rect.maxY - r), radius: r, from: half, to: 2 * half)
        path.arc(center: Point(x: rect.minX + r, y: rect.minY + r), radius: r, from: 2 * half, to: 3 * half)
        path.close()
        return path
    }

    /// A pill whose ends are half circles (the Dynamic Island, the home indicator).
    public static func capsule(_ rect: Rect) -> Path {
        roundedRect(rect, radius: min(rect.width, rect.height) / 2)
    }

    /// A notch hanging from the top edge (y = 0) of a portrait screen `screenWidth` wide:
    /// `width` at its straight sides, `depth` deep, circular bottom corners of `bottomRadius`,
    /// and concave fillets of `filletRadius` where it meets the top edge. The shape starts a
    /// little above y = 0 so it merges with the bezel without a seam.
    public static func notch(
        screenWidth: Double, width: Double, depth: Double, bottomRadius: Double, filletRadius: Double
    ) -> Path {
        let x0 = (screenWidth - width) / 2
        let x1 = x0 + width
        let rb = min(bottomRadius, width / 2, depth - filletRadius)
        let rf = filletRadius
        let half = Double.pi / 2
        var path = Path()
        path.move(to: Point(x: x0 - rf, y: -1))
        path.line(to: Point(x: x0 - rf, y: 0))
        // Concave fillet: a quarter circle centred outside the notch, turning down into its side.
        path.arc(center: Point(x: x0 - rf, y: rf), radius: rf, from: -half, to: 0)
        path.arc(center: Point(x: x0 + rb, y: depth - rb), radius: rb, from: 2 * half, to: half)
        path.arc(center: Point(x: x1 - rb, y: depth - rb), radius: rb, from: half, to: 0)
        path.arc(center: Point(x: x1 + rf, y: rf), radius: rf, from: 2 * half, to: 3 * half)
        path.line(to: Point(x: x1 + rf, y: -1))
        path.close()
        return path
    }
}
