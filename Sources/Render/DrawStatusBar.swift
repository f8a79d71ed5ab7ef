import Geometry
import Layout

/// Status-bar glyphs drawn as vectors (no Apple artwork): signal dots or bars, carrier text,
/// Wi-Fi fan, time, percentage and battery. Each group is laid out left to right with a fixed
/// gap, aligned in its region and centred vertically on it; a group wider than its region is
/// scaled down to fit (the narrow ears beside a wide notch).
func drawStatusBar(_ bar: StatusBarLayout, offset: Point, on canvas: Canvas, theme: Theme) {
    let large = bar.style == .split
    for group in bar.groups {
        let region = group.region.offsetBy(dx: offset.x, dy: offset.y)
        let glyphs = group.items.map { StatusGlyph($0, large: large, canvas: canvas) }
        let gap = large ? 5.0 : 4.0
        let total = glyphs.map(\.width).reduce(0, +) + gap * Double(max(0, glyphs.count - 1))
        let fit = min(1, region.width / total)
        let width = total * fit
        let anchor: Point
        switch group.alignment {
        case .leading: anchor = Point(x: region.minX, y: region.midY)
        case .center: anchor = Point(x: region.midX - width / 2, y: region.midY)
        case .trailing: anchor = Point(x: region.maxX - width, y: region.midY)
        }
        canvas.scaled(by: fit, about: anchor) {
            var x = anchor.x
            for glyph in glyphs {
                glyph.draw(at: Point(x: x, y: anchor.y), on: canvas, ink: theme.systemInk)
                x += glyph.width + gap
            }
        }
    }
}

/// One measured status-bar item; `draw` takes its left edge and vertical centre.
private struct StatusGlyph {
    let item: StatusBarItem
    let large: Bool
    let text: TextLine?
    let width: Double

    init(_ item: StatusBarItem, large: Bool, canvas: Canvas) {
        self.item = item
        self.large = large
        let k = large ? 1.0 : 0.85
        switch item {
        case .time(let string):
            text = canvas.text(string, font: FontSpec(size: large ? 15 : 12, weight: .semibold))
        case .carrier(let string), .batteryPercent(let string):
            text = canvas.text(string, font: FontSpec(size: 12, weight: large ? .semibold : .regular))
        default:
            text = nil
        }
        switch item {
        case .signalDots: width = 5 * 5.5 + 4 * 1.2
        case .signalBars: width = 17 * k
        case .wifi: width = 15.5 * k
        case .battery: width = 25 * k
        case .time, .carrier, .batteryPercent: width = text!.size.width
        }
    }

    func draw(at left: Point, on canvas: Canvas, ink: Color) {
        let k = large ? 1.0 : 0.85
        let cy = left.y
        switch item {
        case .signalDots:
            for i in 0..<5 {
                let x = left.x + Double(i) * 6.7
                canvas.fill(.capsule(Rect(x: x, y: cy - 2.75, width: 5.5, height: 5.5)), ink)
            }
        case .signalBars:
            let heights = [4.0, 6.3, 8.7, 11.3].map { $0 * k }
            let barWidth = 3.0 * k
            let step = 4.67 * k
            let bottom = cy + heights[3] / 2
            for (i, height) in heights.enumerated() {
                let bar = Rect(x: left.x + Double(i) * step, y: bottom - height, width: barWidth, height: height)
                canvas.fill(.roundedRect(bar, radius: 0.8 * k), ink)
            }
        case .wifi:
            drawWifi(center: Point(x: left.x + width / 2, y: cy + 5.2 * k), k: k, on: canvas, ink: ink)
        case .battery:
            let body = Rect(x: left.x, y: cy - 5.75 * k, width: 22.5 * k, height: 11.5 * k)
            canvas.stroke(
                .continuousRoundedRect(body.outset(by: -0.5 * k), radius: 3.4 * k), Color(hex: 0x000000, alpha: 0.4), width: 1 * k)
            canvas.fill(.continuousRoundedRect(body.outset(by: -2 * k), radius: 1.9 * k), ink)
            let nub = Rect(x: body.maxX + 1 * k, y: cy - 2 * k, width: 1.5 * k, height: 4 * k)
            canvas.fill(.roundedRect(nub, radius: 0.7 * k), Color(hex: 0x000000, alpha: 0.4))
        case .time, .carrier, .batteryPercent:
            let size = text!.size
            text!.draw(at: Point(x: left.x, y: cy - size.height / 2), color: ink)
        }
    }

    /// Three nested arcs over a dot, opening upwards like a fan (the Wi-Fi signal mark).
    private func drawWifi(center: Point, k: Double, on canvas: Canvas, ink: Color) {
        let spread = 0.78  // radians either side of vertical
        let up = -Double.pi / 2
        for radius in [3.6, 7.2, 10.8] {
            var wedge = Path()
            wedge.arc(center: center, radius: radius * k, from: up - spread, to: up + spread)
            wedge.arc(center: center, radius: (radius - 2.2) * k, from: up + spread, to: up - spread)
            wedge.close()
            if radius == 3.6 {
                var dot = Path()
                dot.move(to: center)
                dot.arc(center: center, radius: radius * k, from: up - spread, to: up + spread)
                dot.close()
                canvas.fill(dot, ink)
            } else {
                canvas.fill(wedge, ink)
            }
        }
    }
}
