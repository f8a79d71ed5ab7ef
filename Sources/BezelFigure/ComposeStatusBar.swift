import BezelDrawing
import BezelGeometry
import BezelLayout

/// Status-bar glyphs drawn as vectors (no Apple artwork): signal dots or bars, carrier text,
/// Wi-Fi fan, time, percentage and battery. Each group is laid out left to right with a fixed
/// gap, aligned in its region and centred vertically on it; a group wider than its region is
/// scaled down to fit (the narrow ears beside a wide notch).
func statusBarPrimitives(_ bar: StatusBarLayout, offset: Point, theme: Theme, measurer: any TextMeasurer) -> [Primitive] {
    var theme = theme
    if bar.lightContent { theme.systemInk = Color(hex: 0xFFFFFF) }
    let large = bar.style == .split
    var result: [Primitive] = []
    for group in bar.groups {
        let region = group.region.offsetBy(dx: offset.x, dy: offset.y)
        let glyphs = group.items.map { StatusGlyph($0, large: large, measurer: measurer) }
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
        var x = anchor.x
        var scaled: [Primitive] = []
        for glyph in glyphs {
            scaled += glyph.primitives(at: Point(x: x, y: anchor.y), ink: theme.systemInk)
            x += glyph.width + gap
        }
        result.append(.scale(factor: fit, anchor: anchor, scaled))
    }
    return result
}

/// The status bar's time: 15 pt semibold in the large (notched) bar, 12 pt before it.
func statusBarTimeFont(large: Bool) -> Font { Font(size: large ? 15 : 12, weight: .semibold) }

/// The status bar's carrier and battery percentage: 12 pt, semibold in the large bar.
func statusBarTextFont(large: Bool) -> Font { Font(size: 12, weight: large ? .semibold : .regular) }

/// One measured status-bar item; `primitives` takes its left edge and vertical centre.
private struct StatusGlyph {
    let item: StatusBarItem
    let large: Bool
    let text: (string: String, font: Font, size: Size)?
    let width: Double

    init(_ item: StatusBarItem, large: Bool, measurer: any TextMeasurer) {
        self.item = item
        self.large = large
        let k = large ? 1.0 : 0.85
        let textFont: (String, Font)?
        switch item {
        case .time(let string): textFont = (string, statusBarTimeFont(large: large))
        case .carrier(let string), .batteryPercent(let string): textFont = (string, statusBarTextFont(large: large))
        default: textFont = nil
        }
        text = textFont.map { ($0.0, $0.1, measurer.size(of: $0.0, font: $0.1)) }
        switch item {
        case .signalDots: width = 5 * 5.5 + 4 * 1.2
        case .signalBars: width = 17 * k
        case .wifi: width = 15.5 * k
        case .battery: width = 25 * k
        case .time, .carrier, .batteryPercent: width = text?.size.width ?? 0
        }
    }

    func primitives(at left: Point, ink: Color) -> [Primitive] {
        let k = large ? 1.0 : 0.85
        let cy = left.y
        switch item {
        case .signalDots:
            return (0..<5).map { i in .fill(.capsule(Rect(x: left.x + Double(i) * 6.7, y: cy - 2.75, width: 5.5, height: 5.5)), ink) }
        case .signalBars:
            let heights = [4.0, 6.3, 8.7, 11.3].map { $0 * k }
            let bottom = cy + heights[3] / 2
            return heights.enumerated().map { i, height in
                let bar = Rect(x: left.x + Double(i) * 4.67 * k, y: bottom - height, width: 3.0 * k, height: height)
                return .fill(.roundedRect(bar, radius: 0.8 * k), ink)
            }
        case .wifi:
            return wifi(center: Point(x: left.x + width / 2, y: cy + 5.2 * k), k: k, ink: ink)
        case .battery:
            let body = Rect(x: left.x, y: cy - 5.75 * k, width: 22.5 * k, height: 11.5 * k)
            let nub = Rect(x: body.maxX + 1 * k, y: cy - 2 * k, width: 1.5 * k, height: 4 * k)
            let rim = Color(hex: 0x000000, alpha: 0.4)
            return [
                .stroke(.continuousRoundedRect(body.outset(by: -0.5 * k), radius: 3.4 * k), Stroke(rim, width: 1 * k)),
                .fill(.continuousRoundedRect(body.outset(by: -2 * k), radius: 1.9 * k), ink),
                .fill(.roundedRect(nub, radius: 0.7 * k), rim),
            ]
        case .time, .carrier, .batteryPercent:
            guard let text else { return [] }
            return [.text(TextRun(text.string, font: text.font, color: ink, origin: Point(x: left.x, y: cy - text.size.height / 2)))]
        }
    }

    /// Three nested arcs over a dot, opening upwards like a fan (the Wi-Fi signal mark).
    private func wifi(center: Point, k: Double, ink: Color) -> [Primitive] {
        let spread = 0.78  // radians either side of vertical
        let up = -Double.pi / 2
        return [3.6, 7.2, 10.8].map { radius in
            var path = Path()
            if radius == 3.6 {
                path.move(to: center)
                path.arc(center: center, radius: radius * k, from: up - spread, to: up + spread)
            } else {
                path.arc(center: center, radius: radius * k, from: up - spread, to: up + spread)
                path.arc(center: center, radius: (radius - 2.2) * k, from: up + spread, to: up - spread)
            }
            path.close()
            return .fill(path, ink)
        }
    }
}
