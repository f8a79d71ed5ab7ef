import BezelDrawing
import Foundation
import BezelGeometry
import BezelLayout

/// Placeholder glyphs for bar items, drawn as simple vectors in the spirit of SF Symbols (no
/// Apple artwork): the back chevron, plus, compose, search, share, trash, star, clock, person,
/// image, and for any other name a rounded square. The chevron fills its frame (the back
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
