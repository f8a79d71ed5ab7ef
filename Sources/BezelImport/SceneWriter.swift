import BezelDevices
import BezelLayout

/// The scene file `bezel import` writes for a recorded tree: comments saying where it came from
/// and what was guessed, the device and version, the overlays, and the `recorded` section with
/// one line per view in print order (docs/scene-format.md, "A recorded view tree").
struct SceneWriter {
    var title: String
    var comments: [String]
    var choice: ScreenChoice
    var overlays: [String]
    var recorded: RecordedScreen

    var text: String {
        var lines = comments.map { "# " + $0 }
        lines += [
            "bezel: 1",
            "title: \(yamlString(title))",
            "devices: [\(choice.device.id.rawValue)]",
            "os: [\(choice.os.rawValue)]",
        ]
        if choice.orientation != .portrait { lines.append("orientations: [\(choice.orientation.rawValue)]") }
        if !overlays.isEmpty { lines.append("overlays: [\(overlays.joined(separator: ", "))]") }
        lines.append("recorded:")
        if recorded.statusBarHidden { lines.append("  status-bar: {hidden: true}") }
        lines.append("  views:")
        for view in recorded.views { write(view, depth: 0, into: &lines) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func write(_ view: RecordedView, depth: Int, into lines: inout [String]) {
        var fields: [String] = []
        if depth > 0 { fields.append("depth: \(depth)") }
        fields.append("class: \(yamlString(view.className))")
        if let base = view.baseClass { fields.append("base-class: \(yamlString(base))") }
        let f = view.frame
        fields.append("frame: [\([f.minX, f.minY, f.width, f.height].map(number).joined(separator: ", "))]")
        if view.isHidden { fields.append("hidden: true") }
        if view.alpha != 1 { fields.append("alpha: \(number(view.alpha))") }
        if view.clipsToBounds { fields.append("clips-to-bounds: true") }
        if !view.isUserInteractionEnabled { fields.append("user-interaction-enabled: false") }
        if let offset = view.contentOffset { fields.append("content-offset: [\(number(offset.x)), \(number(offset.y))]") }
        if let text = view.text { fields.append("text: \(yamlString(text))") }
        lines.append("    - {\(fields.joined(separator: ", "))}")
        for child in view.children { write(child, depth: depth + 1, into: &lines) }
    }
}

/// A number as the dump printed it, shortest form (`20`, `0.333333`, `-0.5`).
func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
}

/// Text as a YAML double-quoted scalar: quotes, backslashes and control characters escaped.
func yamlString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) || scalar.value == 0xFEFF
                || (0x2028...0x2029).contains(scalar.value)
            {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
