import BezelDrawing
import BezelGeometry
import BezelSupport

/// A drawing as an SVG file whose text stays text: each text run is a `<text>` element in the
/// family Bezel draws with, so a reader can select, search and copy labels, and a screen reader
/// can read them. The file is sized in points, like Cairo's (`Renderer.renderVector` makes the
/// glyph-outline form, which looks the same wherever it is opened).
///
/// A `<text>` element is drawn by the viewer with the fonts it has. So that labels keep their
/// place even where Inter is missing, each run states the width Pango measured
/// (`textLength`, glyphs and spacing scaled to it), and its baseline is placed from Pango's
/// metrics; a label ellipsized by Pango is written already cut, with its "…".
struct SVGWriter {
    /// Measures runs as the vector surface does (the same measurer composition used).
    let canvas: Canvas
    private var clipCount = 0
    private var lines: [String] = []

    init(canvas: Canvas) { self.canvas = canvas }

    /// The font families a `<text>` asks for: Inter (SF Pro's stand-in), then the CJK fallback
    /// Bezel draws with, then any sans-serif.
    static let fontFamily = "Inter, 'WenQuanYi Micro Hei', sans-serif"

    mutating func svg(_ drawing: Drawing) -> [UInt8] {
        let (width, height) = (number(drawing.size.width), number(drawing.size.height))
        lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)pt" height="\#(height)pt" viewBox="0 0 \#(width) \#(height)">"#,
            #"<rect width="\#(width)" height="\#(height)"\#(fill(drawing.background))/>"#,
        ]
        for primitive in drawing.primitives { write(primitive) }
        lines.append("</svg>")
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    private mutating func write(_ primitive: Primitive) {
        switch primitive {
        case .fill(let path, let color, let rule):
            lines.append(#"<path d="\#(pathData(path))"\#(fill(color))\#(rule == .evenOdd ? #" fill-rule="evenodd""# : "")/>"#)
        case .stroke(let path, let stroke):
            let dash = stroke.dash.isEmpty ? "" : #" stroke-dasharray="\#(stroke.dash.map(number).joined(separator: " "))""#
            lines.append(
                #"<path d="\#(pathData(path))" fill="none"\#(paint("stroke", stroke.color)) stroke-width="\#(number(stroke.width))" stroke-linecap="butt" stroke-linejoin="miter"\#(dash)/>"#
            )
        case .text(let run):
            lines.append(text(run))
        case .clip(let path, let children):
            clipCount += 1
            lines.append(#"<clipPath id="clip\#(clipCount)"><path d="\#(pathData(path))"/></clipPath>"#)
            lines.append(#"<g clip-path="url(#clip\#(clipCount))">"#)
            for child in children { write(child) }
            lines.append("</g>")
        case .scale(let factor, let anchor, let children):
            let (x, y, f) = (number(anchor.x), number(anchor.y), number(factor))
            lines.append(#"<g transform="translate(\#(x) \#(y)) scale(\#(f)) translate(\#(number(-anchor.x)) \#(number(-anchor.y)))">"#)
            for child in children { write(child) }
            lines.append("</g>")
        case .opacity(let alpha, let children):
            lines.append(#"<g opacity="\#(number(alpha))">"#)
            for child in children { write(child) }
            lines.append("</g>")
        case .hatch(let hatch):
            write(.clip(hatch.area, [.stroke(hatch.lines, Stroke(hatch.color, width: hatch.width))]))
        }
    }

    /// A run as `<text>`: the visible string (cut where Pango ellipsizes it), its baseline from the
    /// logical box's top, and the width it measured.
    private func text(_ run: TextRun) -> String {
        let visible = visibleText(run)
        let line = canvas.text(visible, font: run.font)
        let x = number(run.origin.x)
        let y = number(run.origin.y + line.baseline)
        let weight = run.font.weight == .regular ? "" : #" font-weight="\#(run.font.weight.rawValue)""#
        return #"<text x="\#(x)" y="\#(y)" font-family="\#(Self.fontFamily)" font-size="\#(number(run.font.size))"\#(weight)\#(fill(run.color)) textLength="\#(number(line.size.width))" lengthAdjust="spacingAndGlyphs" xml:space="preserve">\#(escapeMarkup(visible))</text>"#
    }

    /// The text Pango shows for a run: all of it when it fits its width, else the longest prefix
    /// (whole characters) that fits with an ellipsis after it, as `PANGO_ELLIPSIZE_END` does.
    private func visibleText(_ run: TextRun) -> String {
        guard let maxWidth = run.maxWidth, canvas.text(run.text, font: run.font).size.width > maxWidth else { return run.text }
        let characters = Array(run.text)
        var (low, high) = (0, characters.count)
        while low < high {
            let middle = (low + high + 1) / 2
            if canvas.text(String(characters[..<middle]) + "…", font: run.font).size.width <= maxWidth { low = middle } else { high = middle - 1 }
        }
        return String(characters[..<low]) + "…"
    }

    private func pathData(_ path: Path) -> String {
        path.elements.map { element in
            switch element {
            case .move(let p): "M\(number(p.x)) \(number(p.y))"
            case .line(let p): "L\(number(p.x)) \(number(p.y))"
            case .curve(let p, let c1, let c2):
                "C\(number(c1.x)) \(number(c1.y)) \(number(c2.x)) \(number(c2.y)) \(number(p.x)) \(number(p.y))"
            case .close: "Z"
            }
        }.joined()
    }

    private func fill(_ color: Color) -> String { paint("fill", color) }

    /// ` fill="#rrggbb"` with ` fill-opacity` when the colour is not opaque.
    private func paint(_ attribute: String, _ color: Color) -> String {
        func channel(_ value: Double) -> String {
            let byte = Int((min(max(value, 0), 1) * 255).rounded())
            return String(byte, radix: 16, uppercase: false).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }
        let opacity = color.alpha < 1 ? #" \#(attribute)-opacity="\#(number(color.alpha))""# : ""
        return " \(attribute)=\"#\(channel(color.red))\(channel(color.green))\(channel(color.blue))\"\(opacity)"
    }

    /// Coordinates to three decimals (a thousandth of a point), finite and pinned as Cairo's are.
    private func number(_ value: Double) -> String { formatCompact(drawable(value), decimals: 3) }
}
