import BezelDrawing
import BezelGeometry
import BezelSupport

/// What a view shows, for `bezel explain`: a label's lines and font, a control's state. Each
/// entry has the text the tree prints and the value the JSON carries (docs/explain-json.md).
extension ViewNode {
    var contentEntries: [(key: String, text: String, json: JSONValue)] {
        var entries: [(String, String, JSONValue)] = presentationEntries
        if let lines {
            let joined = lines.lines.joined(separator: "\n")
            entries.append(("text", "\"\(joined.replacingOccurrences(of: "\n", with: "\\n"))\"", .string(joined)))
            if lines.lines.count > 1 { entries.append(("lines", "\(lines.lines.count)", .number(Double(lines.lines.count)))) }
            let font = "\(formatCompact(lines.font.size)) \(lines.font.weight.name)"
            entries.append(("font", font, .string(font)))
        }
        guard let control else { return entries }
        switch control {
        case .toggle(let isOn): entries.append(("isOn", isOn ? "true" : "false", .bool(isOn)))
        case .segmented(let titles, let widths, let selected, _):
            let marked = titles.enumerated().map { $0.offset == selected ? "\($0.element)*" : $0.element }
            entries.append(("segments", "[\(marked.joined(separator: ", "))]", .array(titles.map(JSONValue.string))))
            entries.append(("segmentWidths", widths.map { formatCompact($0, decimals: 3) }.joined(separator: " "), .array(widths.map(JSONValue.points))))
            if let selected { entries.append(("selectedSegment", "\(selected)", .number(Double(selected)))) }
        case .slider(let value): entries.append(("value", formatCompact(value), .number(value)))
        case .progress(let value): entries.append(("progress", formatCompact(value), .number(value)))
        case .activityIndicator(let large): entries.append(("style", large ? "large" : "medium", .string(large ? "large" : "medium")))
        case .pageControl(let pages, let current):
            entries.append(("pages", "\(pages)", .number(Double(pages))))
            entries.append(("currentPage", "\(current)", .number(Double(current))))
        case .textField(let style): entries.append(("borderStyle", style.rawValue, .string(style.rawValue)))
        case .buttonBackground(let style): entries.append(("configuration", style.rawValue, .string(style.rawValue)))
        case .groupedTable, .cellBackground: break
        }
        return entries
    }
}

extension Font.Weight {
    /// The weight's name in scene files and explain (`semibold`).
    public var name: String {
        switch self {
        case .light: "light"
        case .regular: "regular"
        case .medium: "medium"
        case .semibold: "semibold"
        case .bold: "bold"
        }
    }
}
