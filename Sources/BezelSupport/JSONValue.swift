/// A JSON document with object keys in insertion order, printed deterministically (two-space
/// indent, numbers without trailing zeros). Used for `bezel devices --json` and the scene schema.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    /// A number printed with up to three decimals (53.667), for point values on a 1/3 pt grid.
    case points(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.text() == b.text() }
    public func hash(into hasher: inout Hasher) { hasher.combine(text()) }

    /// Pretty-printed JSON text ending in a newline.
    public func text() -> String {
        var out = ""
        write(to: &out, indent: 0)
        return out + "\n"
    }

    private func write(to out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1)
        let closePad = String(repeating: "  ", count: indent)
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value):
            out += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : compactNumber(value)
        case .points(let value): out += compactNumber(value, decimals: 3)
        case .string(let value): out += quoted(value)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            if items.allSatisfy(\.isScalar) && items.count <= 12 {
                out += "[" + items.map { $0.text().dropLast() }.joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += pad
                item.write(to: &out, indent: indent + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += closePad + "]"
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{\n"
            for (index, (key, value)) in pairs.enumerated() {
                out += pad + quoted(key) + ": "
                value.write(to: &out, indent: indent + 1)
                out += index == pairs.count - 1 ? "\n" : ",\n"
            }
            out += closePad + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// A number with as few decimals as it needs, up to `decimals`, rounded half away from zero and
/// never "-0". The same rule as Geometry's `formatCompact`, which Support cannot import (it sits
/// below every target); keep the two in step, the JSON and the text dumps print the same figures.
private func compactNumber(_ value: Double, decimals: Int = 2) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    var rounded = (value * scale).rounded() / scale
    if rounded == 0 { rounded = 0 }
    let magnitude = abs(rounded)
    let whole = Int(magnitude)
    var text = String(whole)
    let fraction = Int(((magnitude - Double(whole)) * scale).rounded())
    if fraction > 0 {
        let digits = String(fraction)
        text += "." + String(repeating: "0", count: decimals - digits.count) + digits
        while text.hasSuffix("0") { text.removeLast() }
    }
    return rounded < 0 ? "-" + text : text
}
