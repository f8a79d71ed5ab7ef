import CBezelCairo
import BezelDrawing
import BezelGeometry

extension Canvas {
    /// Paints a hatch. On pixels, the area is filled with one tile of the lines repeated (`tile`):
    /// a stroke of many lines under a clip is Cairo's slowest path, since each line's outline is
    /// intersected with the clip's (the screen's rounded corners), and the tap-regions overlay
    /// drew half a golden check's time that way. In SVG and PDF, and where the tile would not
    /// land on whole pixels, the lines are stroked inside the area.
    func hatch(_ hatch: Hatch) {
        guard let tile = tile(for: hatch) else {
            clipped(to: hatch.area) { stroke(hatch.lines, hatch.color, width: hatch.width) }
            return
        }
        cairo_save(cr)
        setPath(hatch.area)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_source(cr, tile)
        cairo_fill(cr)
        cairo_restore(cr)
        cairo_pattern_destroy(tile)
    }

    /// The hatch's lines as a repeating pattern whose pixels fall on the canvas's pixels one for
    /// one (nearest filter, whole-pixel offset), or nil where that cannot be: a vector canvas, a
    /// scaled group, or a spacing that is no whole number of pixels within `HatchTile.maxPeriods`
    /// periods.
    ///
    /// The lines x + y ≡ c (mod p) in pixels (x − y for falling lines) repeat every p pixels
    /// across and down, so a tile n × p pixels square, with n × p whole, holds them all. The tile
    /// is drawn with the line phase's fraction of a pixel; the whole pixels are the pattern's
    /// offset. Each tile pixel is what stroking the lines over the whole figure would give it,
    /// since the lines that cross the tile's edges are drawn in full.
    private func tile(for hatch: Hatch) -> OpaquePointer? {
        guard !isVector, hatch.spacing > 0, hatch.width > 0, hatch.phase.isFinite else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xx == scale, matrix.yy == scale, matrix.xy == 0, matrix.yx == 0, matrix.x0 == 0, matrix.y0.rounded() == matrix.y0
        else { return nil }
        let period = hatch.spacing * scale
        // A line wider than the tile covers it; stroking draws that as well, and the tile's loop
        // stays a few lines long.
        guard let side = HatchTile.side(period: period), hatch.width * scale <= Double(side) else { return nil }
        let phase = hatch.phase * scale
        let whole = phase.rounded(.down)
        guard let surface = HatchTile.draw(hatch, side: side, period: period, phase: phase - whole, scale: scale) else { return nil }
        let pattern = cairo_pattern_create_for_surface(surface)!
        cairo_surface_destroy(surface)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        // User space (points, the figure's own rows) to the tile's pixels: the figure's pixels
        // shifted left by the phase's whole pixels.
        var toTile = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: -whole, y0: 0)
        cairo_pattern_set_matrix(pattern, &toTile)
        return pattern
    }
}

enum HatchTile {
    /// At most this many periods make a tile (a spacing of 2.5 pixels takes 2).
    static let maxPeriods = 8

    /// The tile's side in pixels: the fewest whole periods that make a whole number of pixels.
    static func side(period: Double) -> Int? {
        guard period.isFinite, period >= 1 else { return nil }
        for periods in 1...maxPeriods {
            let side = period * Double(periods)
            if abs(side - side.rounded()) < 1e-9, side <= 1024 { return Int(side.rounded()) }
        }
        return nil
    }

    /// A `side`-pixel square of the lines x ± y ≡ `phase` (mod `period`), stroked `hatch.width ×
    /// scale` pixels wide in the hatch's colour on transparent pixels, with the canvas's
    /// antialiasing.
    static func draw(_ hatch: Hatch, side: Int, period: Double, phase: Double, scale: Double) -> OpaquePointer? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(side), Int32(side))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        let width = hatch.width * scale
        let size = Double(side)
        let rising = hatch.direction == .rising
        // Each line runs `reach` pixels past the square at both ends, so its butt caps (cut across
        // the line, up to width / √2 along an edge) lie outside: rising lines x + y = c from
        // (c + reach, −reach) to (c − size − reach, size + reach), falling ones x − y = c from
        // (c − reach, −reach) to (c + size + reach, size + reach). Every line whose band reaches
        // the square is drawn.
        let reach = 2 + width
        let (low, high) = rising ? (-width - 2, 2 * size + width + 2) : (-size - width - 2, size + width + 2)
        var k = ((low - phase) / period).rounded(.down)
        while phase + k * period <= high {
            let c = phase + k * period
            if rising {
                cairo_move_to(cr, c + reach, -reach)
                cairo_line_to(cr, c - size - reach, size + reach)
            } else {
                cairo_move_to(cr, c - reach, -reach)
                cairo_line_to(cr, c + size + reach, size + reach)
            }
            k += 1
        }
        let color = hatch.color
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_stroke(cr)
        cairo_surface_flush(surface)
        return surface
    }
}
