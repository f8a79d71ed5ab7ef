import BezelGeometry

/// A finished figure as drawing primitives: everything the renderer paints, in order.
///
/// Guarantees (docs/architecture.md, "Drawing"):
/// - Coordinates are final canvas positions in points (origin top-left, y down); the renderer
///   only scales points to pixels for raster output.
/// - Colours are resolved sRGB with straight alpha; no colour is a role to look up.
/// - A text run carries its string, font (size and weight; the family is the renderer's one
///   stand-in family), colour, the top-left corner of its logical box and, when it may be cut,
///   the width it is ellipsized at. Its position was computed with the renderer's own measurer
///   at the output scale (`TextMeasurer`), so the renderer draws text where it is, never aligns it.
/// - Primitives paint in array order; a group's children paint inside its clip or transform.
/// - Nothing here names a UIKit class, font style, metric or iOS version: those decisions were
///   made when the drawing was composed (the Figure target).
public struct Drawing: Hashable, Sendable {
    /// The canvas, in points.
    public var size: Size
    /// Painted over the whole canvas before the primitives.
    public var background: Color
    public var primitives: [Primitive]

    public init(size: Size, background: Color, primitives: [Primitive]) {
        self.size = size
        self.background = background
        self.primitives = primitives
    }
}

/// One drawing operation. Each kind has one file in the renderer.
public indirect enum Primitive: Hashable, Sendable {
    /// The inside of a path, by the given rule.
    case fill(Path, Color, rule: FillRule)
    /// A path's outline (butt caps, mitre joins).
    case stroke(Path, Stroke)
    /// A line of text.
    case text(TextRun)
    /// Primitives painted only inside a path (non-zero rule).
    case clip(Path, [Primitive])
    /// Primitives painted with coordinates scaled by `factor` about `anchor`.
    case scale(factor: Double, anchor: Point, [Primitive])
    /// Primitives painted as one layer, then laid over what is beneath at `alpha` (0…1).
    case opacity(Double, [Primitive])
    /// Parallel lines at 45° painted inside an area (non-zero rule).
    case hatch(Hatch)
}

/// Diagonal lines filling an area, as the tap-regions overlay marks where touches land: `spacing`
/// apart along a row, `width` wide, laid out from the corner of `bounds` so the same rectangle is
/// hatched the same wherever it is. Rising lines (bottom-left to top-right) are those of x + y =
/// minX + minY + k × spacing; falling ones those of x − y = minX − maxY + k × spacing.
public struct Hatch: Hashable, Sendable {
    public enum Direction: String, Hashable, Sendable { case rising, falling }

    /// Where lines are painted: `bounds`, less any holes wound against it.
    public var area: Path
    /// The rectangle the lines are laid out from (it holds `area`).
    public var bounds: Rect
    public var color: Color
    public var width: Double
    public var spacing: Double
    public var direction: Direction

    public init(area: Path, bounds: Rect, color: Color, width: Double, spacing: Double, direction: Direction) {
        self.area = area
        self.bounds = bounds
        self.color = color
        self.width = width
        self.spacing = spacing
        self.direction = direction
    }

    /// The lines as segments across `bounds`, one a `spacing` from the left: the path a vector
    /// format strokes inside `area`.
    public var lines: Path {
        var path = Path()
        let first = bounds.minX - bounds.height
        let count = ((bounds.maxX - first) / spacing).rounded(.up)
        // Counted, not stepped: a spacing under the coordinates' precision would never advance.
        guard spacing > 0, !bounds.isEmpty, count.isFinite, count > 0 else { return path }
        let rising = direction == .rising
        for k in 0..<Int(count) {
            let x = first + Double(k) * spacing
            path.move(to: Point(x: x, y: rising ? bounds.maxY : bounds.minY))
            path.line(to: Point(x: x + bounds.height, y: rising ? bounds.minY : bounds.maxY))
        }
        return path
    }

    /// Where, along a row, a line crosses the row y = 0, modulo `spacing` (0 ≤ phase < spacing).
    public var phase: Double {
        let crossing = direction == .rising ? bounds.minX + bounds.minY : bounds.minX - bounds.maxY
        let phase = crossing.truncatingRemainder(dividingBy: spacing)
        return phase < 0 ? phase + spacing : phase
    }
}

public enum FillRule: String, Hashable, Sendable {
    case nonZero = "non-zero"
    case evenOdd = "even-odd"
}

/// How a path's outline is painted; widths and dash lengths in points.
public struct Stroke: Hashable, Sendable {
    public var color: Color
    public var width: Double
    /// On, off, on, … lengths starting at the path's start; empty for a solid line.
    public var dash: [Double]

    public init(_ color: Color, width: Double, dash: [Double] = []) {
        self.color = color
        self.width = width
        self.dash = dash
    }
}

/// A single line of text placed by the top-left corner of its logical box.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var font: Font
    public var color: Color
    /// Top-left corner of the logical box (ascent above the first baseline included).
    public var origin: Point
    /// Ellipsized at the end to this width, when given.
    public var maxWidth: Double?

    public init(_ text: String, font: Font, color: Color, origin: Point, maxWidth: Double? = nil) {
        self.text = text
        self.font = font
        self.color = color
        self.origin = origin
        self.maxWidth = maxWidth
    }
}

extension Primitive {
    /// A solid or dashed straight line.
    public static func line(_ segment: Segment, _ stroke: Stroke) -> Primitive {
        var path = Path()
        path.move(to: segment.start)
        path.line(to: segment.end)
        return .stroke(path, stroke)
    }

    /// A path filled by the non-zero rule.
    public static func fill(_ path: Path, _ color: Color) -> Primitive { .fill(path, color, rule: .nonZero) }
}
