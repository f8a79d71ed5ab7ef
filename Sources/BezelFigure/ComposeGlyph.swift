import BezelDrawing
import Foundation
import BezelGeometry
import BezelLayout

/// Placeholder glyphs for bar items, drawn as simple vectors in the spirit of SF Symbols (no
/// Apple artwork): the back chevron, plus, compose, search, share, trash, star, clock, person,
/// image, and for any other name a rounded square. The chevron fills its frame (the back
/// indicator's own size); the others are centred in `frame` in a box at most 22 pt, stroked 1.8.
func glyphPrimitives(_ glyph: Glyph, in frame: Rect, color: Color) -> [Primitive] {
    if glyph == .chevronBackward { return [.stroke(chevron(in: frame), Stroke(color, width: 3))] }
    // Cell accessories fill their frames (their sizes are the accessories' own).
    if glyph == .chevronForward { return [.stroke(chevron(in: frame, forward: true), Stroke(color, width: 2))] }
    if glyph == .checkmark { return [.stroke(checkmark(in: frame), Stroke(color, width: 2))] }
    if glyph == .info { return [.stroke(info(in: frame), Stroke(color, width: 1.5))] }
    let side = min(22, frame.width, frame.height)
    let box = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
    let inner = box.inset(by: EdgeInsets(top: side * 0.12, left: side * 0.12, bottom: side * 0.12, right: side * 0.12))
    return [.stroke(symbolPath(glyph, in: inner), Stroke(color, width: 1.8))]
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

private func compose(in inner: Rect) -> Path {
    var path = Path()
    path.append(
        .roundedRect(Rect(x: inner.minX, y: inner.minY + inner.height * 0.2, width: inner.width * 0.8, height: inner.height * 0.8), radius: 3))
    path.move(to: Point(x: inner.midX - 1, y: inner.midY + 1))
    path.line(to: Point(x: inner.maxX, y: inner.minY))
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
