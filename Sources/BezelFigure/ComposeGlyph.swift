import BezelDrawing
import Foundation
import BezelGeometry
import BezelLayout

/// Placeholder glyphs for bar items, drawn as simple vectors in the spirit of SF Symbols (no
/// Apple artwork): the back chevron, plus, compose, search, share, trash, star, clock, person,
/// Settings' airplane, Wi-Fi fan and Bluetooth rune, image, and for any other name a rounded
/// square. The chevron fills its frame (the back
/// indicator's own size); the others are centred in `frame` in a box at most 22 pt, stroked 1.8.
/// Right to left, UIKit flips the directional chevrons (`imageFlippedForRightToLeftLayoutDirection`):
/// the back chevron points right, the disclosure chevron left.
func glyphPrimitives(_ glyph: Glyph, in frame: Rect, color: Color, rightToLeft: Bool = false) -> [Primitive] {
    if glyph == .chevronBackward { return [.stroke(chevron(in: frame, forward: rightToLeft), Stroke(color, width: 3))] }
    // Cell accessories fill their frames (their sizes are the accessories' own).
    if glyph == .chevronForward { return [.stroke(chevron(in: frame, forward: !rightToLeft), Stroke(color, width: 2))] }
    if glyph == .checkmark { return [.stroke(checkmark(in: frame), Stroke(color, width: 2))] }
    if glyph == .info { return [.stroke(info(in: frame), Stroke(color, width: 1.5))] }
    let box = symbolBox(in: frame)
    let side = box.width
    let inner = box.inset(by: EdgeInsets(top: side * 0.12, left: side * 0.12, bottom: side * 0.12, right: side * 0.12))
    return [.stroke(symbolPath(glyph, in: inner), Stroke(color, width: symbolStrokeWidth))]
}

/// The stroke width of the symbol glyphs, in points.
let symbolStrokeWidth = 1.8

/// The box a symbol glyph is drawn in: centred in `frame`, at most 22 pt square.
func symbolBox(in frame: Rect) -> Rect {
    let side = min(22, frame.width, frame.height)
    return Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
}

private func chevron(in frame: Rect, forward: Bool = false) -> Path {
    let (tip, tail) = forward ? (frame.maxX - frame.width * 0.2, frame.minX + frame.width * 0.2) : (frame.minX + frame.width * 0.2, frame.maxX - frame.width * 0.2)
    var path = Path()
    path.move(to: Point(x: tail, y: frame.minY + frame.height * 0.1))
    path.line(to: Point(x: tip, y: frame.midY))
    path.line(to: Point(x: tail, y: frame.maxY - frame.height * 0.1))
    return path
}

private func checkmark(in frame: Rect) -> Path {
    var path = Path()
    path.move(to: Point(x: frame.minX + 1, y: frame.midY))
    path.line(to: Point(x: frame.minX + frame.width * 0.38, y: frame.maxY - 1))
    path.line(to: Point(x: frame.maxX - 1, y: frame.minY + 1))
    return path
}

/// A circled "i": the detail button.
private func info(in frame: Rect) -> Path {
    var path = Path()
    let radius = min(frame.width, frame.height) / 2 - 1
    path.arc(center: Point(x: frame.midX, y: frame.midY), radius: radius, from: 0, to: 2 * .pi)
    path.move(to: Point(x: frame.midX, y: frame.midY - radius * 0.15))
    path.line(to: Point(x: frame.midX, y: frame.midY + radius * 0.55))
    path.move(to: Point(x: frame.midX, y: frame.midY - radius * 0.55))
    path.line(to: Point(x: frame.midX, y: frame.midY - radius * 0.4))
    return path
}

private func symbolPath(_ glyph: Glyph, in inner: Rect) -> Path {
    switch glyph {
    case .add: plus(in: inner)
    case .search, .magnifyingGlass: magnifier(in: inner)
    case .compose: compose(in: inner)
    case .action: share(in: inner)
    case .star: star(in: inner)
    case .clock: clock(in: inner)
    case .person: person(in: inner)
    case .airplane: airplane(in: inner)
    case .wifi: wifi(in: inner)
    case .bluetooth: bluetooth(in: inner)
    case .trash: trash(in: inner)
    case .image: roundedSquare(in: inner, picture: true)
    case .chevronBackward, .chevronForward, .checkmark, .info, .other: roundedSquare(in: inner, picture: false)
    }
}

private func plus(in inner: Rect) -> Path {
    var path = Path()
    path.move(to: Point(x: inner.midX, y: inner.minY))
    path.line(to: Point(x: inner.midX, y: inner.maxY))
    path.move(to: Point(x: inner.minX, y: inner.midY))
    path.line(to: Point(x: inner.maxX, y: inner.midY))
    return path
}

private func magnifier(in inner: Rect) -> Path {
    var path = Path()
    let r = inner.width * 0.33
    let center = Point(x: inner.minX + r + 1, y: inner.minY + r + 1)
    path.arc(center: center, radius: r, from: 0, to: 2 * .pi)
    path.move(to: Point(x: center.x + r * 0.72, y: center.y + r * 0.72))
    path.line(to: Point(x: inner.maxX, y: inner.maxY))
    return path
}

/// A sheet with a pencil across its top-right corner, all of it inside `inner` once stroked: the
/// sheet's edges half a stroke in from `inner`, and the pencil's end pulled in so that its square
/// cap (its corners half a stroke either side of the 45° line) stops at the top-right corner.
private func compose(in inner: Rect) -> Path {
    let half = symbolStrokeWidth / 2
    let area = inner.inset(by: EdgeInsets(top: half, left: half, bottom: half, right: half))
    var path = Path()
    let sheet = Rect(x: area.minX, y: area.minY + area.height * 0.2, width: area.width * 0.8, height: area.height * 0.8)
    path.append(.roundedRect(sheet, radius: min(3, sheet.width / 4)))
    // The cap's corners stick out half a stroke times cos 45° beyond the line's end on each axis.
    let reach = half * 2.0.squareRoot() / 2
    path.move(to: Point(x: sheet.midX, y: sheet.midY))
    path.line(to: Point(x: area.maxX - reach + half, y: area.minY + reach - half))
    return path
}

private func share(in inner: Rect) -> Path {
    var path = Path()
    path.move(to: Point(x: inner.midX, y: inner.minY))
    path.line(to: Point(x: inner.midX, y: inner.midY + 2))
    path.move(to: Point(x: inner.midX - 4, y: inner.minY + 4))
    path.line(to: Point(x: inner.midX, y: inner.minY))
    path.line(to: Point(x: inner.midX + 4, y: inner.minY + 4))
    path.append(.roundedRect(Rect(x: inner.minX + 2, y: inner.midY - 2, width: inner.width - 4, height: inner.height / 2 + 2), radius: 2))
    return path
}

private func star(in inner: Rect) -> Path {
    var path = Path()
    for point in 0..<10 {
        let radius = point % 2 == 0 ? inner.width / 2 : inner.width / 5
        let angle = -Double.pi / 2 + Double(point) * Double.pi / 5
        let p = Point(x: inner.midX + radius * cos(angle), y: inner.midY + radius * sin(angle))
        if point == 0 { path.move(to: p) } else { path.line(to: p) }
    }
    path.close()
    return path
}

private func clock(in inner: Rect) -> Path {
    var path = Path()
    path.arc(center: Point(x: inner.midX, y: inner.midY), radius: inner.width / 2, from: 0, to: 2 * .pi)
    path.move(to: Point(x: inner.midX, y: inner.minY + inner.height * 0.22))
    path.line(to: Point(x: inner.midX, y: inner.midY))
    path.line(to: Point(x: inner.midX + inner.width * 0.22, y: inner.midY + inner.height * 0.12))
    return path
}

private func person(in inner: Rect) -> Path {
    var path = Path()
    path.arc(center: Point(x: inner.midX, y: inner.minY + inner.height * 0.3), radius: inner.width * 0.22, from: 0, to: 2 * .pi)
    path.move(to: Point(x: inner.minX + 1, y: inner.maxY))
    path.curve(
        to: Point(x: inner.maxX - 1, y: inner.maxY), control1: Point(x: inner.minX + 1, y: inner.midY + 1),
        control2: Point(x: inner.maxX - 1, y: inner.midY + 1))
    return path
}

/// An airliner seen from above, nose to the right: a fuselage the stroke fills, swept wings
/// and a small tailplane, outlined. `shape` holds the upper half, nose to tail, as fractions of `inner`;
/// the lower half mirrors it.
private func airplane(in inner: Rect) -> Path {
    let shape = [
        (0.90, 0.45), (0.60, 0.45), (0.36, 0.04), (0.27, 0.04), (0.41, 0.45), (0.17, 0.45), (0.09, 0.27), (0.03, 0.27), (0.07, 0.5),
    ]
    let at = { (u: Double, v: Double) in Point(x: inner.minX + u * inner.width, y: inner.minY + v * inner.height) }
    var path = Path()
    path.move(to: at(1, 0.5))
    path.curve(to: at(shape[0].0, shape[0].1), control1: at(1, 0.46), control2: at(0.96, 0.45))
    for (u, v) in shape.dropFirst() { path.line(to: at(u, v)) }
    for (u, v) in shape.dropLast().reversed() { path.line(to: at(u, 1 - v)) }
    path.curve(to: at(1, 0.5), control1: at(0.96, 0.55), control2: at(1, 0.54))
    path.close()
    return path
}

/// The Wi-Fi fan: a dot and three arcs above it, each a quarter turn wide.
private func wifi(in inner: Rect) -> Path {
    let center = Point(x: inner.midX, y: inner.minY + inner.height * 0.84)
    var path = Path()
    path.arc(center: center, radius: inner.width * 0.04, from: 0, to: 2 * .pi)
    for radius in [0.24, 0.46, 0.68] {
        // Each arc its own subpath: `arc` on a path under way would join it to the last one.
        var arc = Path()
        arc.arc(center: center, radius: radius * inner.width, from: -0.75 * .pi, to: -0.25 * .pi)
        path.append(arc)
    }
    return path
}

/// The Bluetooth rune: a stem with two arrowheads on its right whose arms cross it.
private func bluetooth(in inner: Rect) -> Path {
    let points = [(0.28, 0.3), (0.72, 0.7), (0.5, 0.9), (0.5, 0.1), (0.72, 0.3), (0.28, 0.7)]
    var path = Path()
    for (index, (u, v)) in points.enumerated() {
        let point = Point(x: inner.minX + u * inner.width, y: inner.minY + v * inner.height)
        if index == 0 { path.move(to: point) } else { path.line(to: point) }
    }
    return path
}

private func trash(in inner: Rect) -> Path {
    var path = Path()
    path.append(.roundedRect(Rect(x: inner.minX + 3, y: inner.minY + 4, width: inner.width - 6, height: inner.height - 4), radius: 2))
    path.move(to: Point(x: inner.minX, y: inner.minY + 3))
    path.line(to: Point(x: inner.maxX, y: inner.minY + 3))
    return path
}

/// Any other symbol: a rounded square; an image item adds a mountain line across it.
private func roundedSquare(in inner: Rect, picture: Bool) -> Path {
    var path = Path()
    path.append(.roundedRect(inner, radius: 4))
    if picture {
        path.move(to: Point(x: inner.minX, y: inner.maxY - 4))
        path.line(to: Point(x: inner.midX - 2, y: inner.midY))
        path.line(to: Point(x: inner.maxX, y: inner.maxY - 2))
    }
    return path
}
