import Foundation

/// A vector outline made of straight lines and cubic Béziers, in points. Arcs are converted to
/// cubics when they are added, so every consumer (Cairo, SVG, tests) sees the same curves.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case close
    }

    public private(set) var elements: [Element] = []
    public private(set) var currentPoint: Point? = nil

    public init() {}

    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
        currentPoint = point
    }

    public mutating func line(to point: Point) {
        elements.append(.line(to: point))
        currentPoint = point
    }

    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    public mutating func close() {
        elements.append(.close)
    }

    public mutating func append(_ other: Path) {
        elements.append(contentsOf: other.elements)
        currentPoint = other.currentPoint ?? currentPoint
    }

    /// Adds a circular arc from `startAngle` to `endAngle` (radians, y down, so positive angles
    /// turn clockwise on screen). Draws a line to the arc's start if a path is already open.
    public mutating func arc(center: Point, radius: Double, from startAngle: Double, to endAngle: Double) {
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { line(to: start) }
        let sweep = endAngle - startAngle
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        // Standard cubic approximation of a circular arc: handle length 4/3·tan(θ/4)·r.
        let k = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<pieces {
            let a0 = startAngle + Double(i) * step
            let a1 = a0 + step
            let p0 = Point(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = Point(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let c1 = Point(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0))
            let c2 = Point(x: p1.x + k * radius * sin(a1), y: p1.y - k * radius * cos(a1))
            curve(to: p1, control1: c1, control2: c2)
        }
    }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: AffineTransform) -> Path {
        var result = Path()
        for element in elements {
            switch element {
            case .move(let p): result.move(to: transform.apply(p))
            case .line(let p): result.line(to: transform.apply(p))
            case .curve(let p, let c1, let c2):
                result.curve(to: transform.apply(p), control1: transform.apply(c1), control2: transform.apply(c2))
            case .close: result.close()
            }
        }
        return result
    }

    /// The smallest rectangle holding every on-curve and control point (a safe over-estimate).
    public var controlBounds: Rect {
        var xs: [Double] = []
        var ys: [Double] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                xs.append(p.x)
                ys.append(p.y)
            case .curve(let p, let c1, let c2):
                xs += [p.x, c1.x, c2.x]
                ys += [p.y, c1.y, c2.y]
            case .close: break
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// A 2-D affine map: x' = a·x + c·y + tx, y' = b·x + d·y + ty (Core Graphics' layout).
public struct AffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(dx: Double, dy: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Maps a rectangle and returns the bounds of its image (exact for quarter-turn rotations).
    public func apply(_ r: Rect) -> Rect {
        let corners = [
            apply(Point(x: r.minX, y: r.minY)), apply(Point(x: r.maxX, y: r.minY)),
            apply(Point(x: r.minX, y: r.maxY)), apply(Point(x: r.maxX, y: r.maxY)),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// `self` followed by `other`.
    public func then(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: other.a * a + other.c * b, b: other.b * a + other.d * b,
            c: other.a * c + other.c * d, d: other.b * c + other.d * d,
            tx: other.a * tx + other.c * ty + other.tx, ty: other.b * tx + other.d * ty + other.ty)
    }
}
