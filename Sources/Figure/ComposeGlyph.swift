import Drawing
import Foundation
import Geometry

/// Placeholder glyphs for bar items, drawn as simple vectors in the spirit of SF Symbols (no
/// Apple artwork): the back chevron, plus, compose, search, share, trash, star, clock, person,
/// and for any other
/// name a rounded square. Each is centred in `frame` in a box at most 22 pt.
func glyphPrimitives(_ name: String, in frame: Rect, color: Color) -> [Primitive] {
    if name == "chevron.backward" {
        // Fills its frame: the back indicator's own size.
        var path = Path()
        path.move(to: Point(x: frame.maxX - frame.width * 0.2, y: frame.minY + frame.height * 0.1))
        path.line(to: Point(x: frame.minX + frame.width * 0.2, y: frame.midY))
        path.line(to: Point(x: frame.maxX - frame.width * 0.2, y: frame.maxY - frame.height * 0.1))
        return [.stroke(path, Stroke(color, width: 3))]
    }
    let side = min(22, frame.width, frame.height)
    let box = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
    let inner = box.inset(by: EdgeInsets(top: side * 0.12, left: side * 0.12, bottom: side * 0.12, right: side * 0.12))
    var path = Path()
    switch name {
    case "add":
        path.move(to: Point(x: inner.midX, y: inner.minY))
        path.line(to: Point(x: inner.midX, y: inner.maxY))
        path.move(to: Point(x: inner.minX, y: inner.midY))
        path.line(to: Point(x: inner.maxX, y: inner.midY))
    case "search", "magnifyingglass":
        let r = inner.width * 0.33
        let center = Point(x: inner.minX + r + 1, y: inner.minY + r + 1)
        path.arc(center: center, radius: r, from: 0, to: 2 * .pi)
        path.move(to: Point(x: center.x + r * 0.72, y: center.y + r * 0.72))
        path.line(to: Point(x: inner.maxX, y: inner.maxY))
    case "compose":
        path.append(
            .roundedRect(
                Rect(x: inner.minX, y: inner.minY + inner.height * 0.2, width: inner.width * 0.8, height: inner.height * 0.8), radius: 3))
        path.move(to: Point(x: inner.midX - 1, y: inner.midY + 1))
        path.line(to: Point(x: inner.maxX, y: inner.minY))
    case "action":
        path.move(to: Point(x: inner.midX, y: inner.minY))
        path.line(to: Point(x: inner.midX, y: inner.midY + 2))
        path.move(to: Point(x: inner.midX - 4, y: inner.minY + 4))
        path.line(to: Point(x: inner.midX, y: inner.minY))
        path.line(to: Point(x: inner.midX + 4, y: inner.minY + 4))
        path.append(
            .roundedRect(Rect(x: inner.minX + 2, y: inner.midY - 2, width: inner.width - 4, height: inner.height / 2 + 2), radius: 2))
    case "star":
        for point in 0..<10 {
            let radius = point % 2 == 0 ? inner.width / 2 : inner.width / 5
            let angle = -Double.pi / 2 + Double(point) * Double.pi / 5
            let p = Point(x: inner.midX + radius * cos(angle), y: inner.midY + radius * sin(angle))
            if point == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        path.close()
    case "clock":
        path.arc(center: Point(x: inner.midX, y: inner.midY), radius: inner.width / 2, from: 0, to: 2 * .pi)
        path.move(to: Point(x: inner.midX, y: inner.minY + inner.height * 0.22))
        path.line(to: Point(x: inner.midX, y: inner.midY))
        path.line(to: Point(x: inner.midX + inner.width * 0.22, y: inner.midY + inner.height * 0.12))
    case "person":
        path.arc(center: Point(x: inner.midX, y: inner.minY + inner.height * 0.3), radius: inner.width * 0.22, from: 0, to: 2 * .pi)
        path.move(to: Point(x: inner.minX + 1, y: inner.maxY))
        path.curve(
            to: Point(x: inner.maxX - 1, y: inner.maxY), control1: Point(x: inner.minX + 1, y: inner.midY + 1),
            control2: Point(x: inner.maxX - 1, y: inner.midY + 1))
    case "trash":
        path.append(.roundedRect(Rect(x: inner.minX + 3, y: inner.minY + 4, width: inner.width - 6, height: inner.height - 4), radius: 2))
        path.move(to: Point(x: inner.minX, y: inner.minY + 3))
        path.line(to: Point(x: inner.maxX, y: inner.minY + 3))
    default:
        path.append(.roundedRect(inner, radius: 4))
        if name == "image" {
            path.move(to: Point(x: inner.minX, y: inner.maxY - 4))
            path.line(to: Point(x: inner.midX - 2, y: inner.midY))
            path.line(to: Point(x: inner.maxX, y: inner.maxY - 2))
        }
    }
    return [.stroke(path, Stroke(color, width: 1.8))]
}
