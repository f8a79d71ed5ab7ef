import BezelGeometry
import BezelSupport

/// The lines of `_autolayoutTrace` and `_printHierarchy`, read into views and controllers.
extension DescriptionScanner {
    /// `•*UIButton:0x109510b40'消息' - AMBIGUOUS LAYOUT, MISSING HOST CONSTRAINTS`.
    func traceView(marksAt start: Int) -> DumpedView {
        var marks = TraceMarks()
        var index = start
        while index < scalars.count, scalars[index] == "•" || scalars[index] == "*" || scalars[index] == "+" {
            switch scalars[index] {
            case "•": marks.hostsEngine = true
            case "*": marks.autoLayout = true
            default: marks.manual = true
            }
            index += 1
        }
        let nameStart = index
        while index < scalars.count, scalars[index] != ":" { index += 1 }
        var view = DumpedView(className: ClassNames.readable(text(nameStart, index)), line: line)
        let addressStart = index + 1
        index = addressStart + 2
        while index < scalars.count, scalars[index].properties.isASCIIHexDigit { index += 1 }
        view.address = text(addressStart, index)
        if index < scalars.count, scalars[index] == "'" {
            var close = index + 1
            while close < scalars.count, !(scalars[close] == "'" && endsTraceText(close + 1)) { close += 1 }
            view.text = unescaped(text(index + 1, close))
            index = min(close + 1, scalars.count)
        }
        let rest = text(index, scalars.count)
        if let range = rest.range(of: "AMBIGUOUS LAYOUT") {
            let detail = String(rest[range.upperBound...]).trimmingCharacters(in: " ")
            marks.ambiguity = detail.hasPrefix("for ") ? String(detail.dropFirst(4)) : detail
        }
        marks.missingHostConstraints = rest.contains("MISSING HOST CONSTRAINTS")
        view.trace = marks
        return view
    }

    /// Whether trace text may end before `index`: at the end, `-`, `,` or ` -`.
    private func endsTraceText(_ index: Int) -> Bool {
        index == scalars.count || scalars[index] == "-" || scalars[index] == ","
            || (scalars[index] == " " && index + 1 < scalars.count && scalars[index + 1] == "-")
    }

    /// `*<UILayoutGuide: 0x… - "id", layoutFrame = {{x, y}, {w, h}}, owningView = <…>>`: the guide
    /// and its owning view as described (its address and frame).
    func traceGuide(marksAt start: Int) throws(SourceError) -> (DumpedGuide, owner: DumpedView?) {
        let whole = text(start, scalars.count)
        var identifier = "UILayoutGuide"
        if let open = whole.range(of: " - \""), let close = whole[open.upperBound...].firstIndex(of: "\"") {
            identifier = String(whole[open.upperBound..<close])
        }
        var frame: Rect?
        if let range = whole.range(of: "layoutFrame = {{"), let end = whole[range.upperBound...].range(of: "}}") {
            let parts = whole[range.upperBound..<end.lowerBound].split { $0 == " " || $0 == "," || $0 == "{" || $0 == "}" }
            let values = parts.compactMap { Double($0) }.filter { $0.isFinite && abs($0) <= DumpLimits.maxMagnitude }
            if values.count == 4 { frame = Rect(x: values[0], y: values[1], width: values[2], height: values[3]) }
        }
        var owner: DumpedView?
        if let range = whole.range(of: "owningView = <") {
            let offset = whole.unicodeScalars.distance(from: whole.unicodeScalars.startIndex, to: range.upperBound)
            if let scanned = scan(nameAt: start + offset) { owner = try view(scanned) }
        }
        let ambiguous = whole.contains("AMBIGUOUS LAYOUT")
        return (DumpedGuide(identifier: identifier, layoutFrame: frame, isAmbiguous: ambiguous, line: line), owner)
    }

    /// `<Controller 0x…>, state: appeared, view: <UIView 0x…> not in the window, presented with: <…>`.
    func controller(at open: Int, presented: Bool) -> DumpedController {
        let whole = text(open, scalars.count)
        let head = whole.dropFirst().prefix { $0 != ">" }
        let (name, address) = nameAndAddress(head)
        var controller = DumpedController(className: ClassNames.readable(name), line: line)
        controller.address = address
        controller.isPresented = presented
        if let range = whole.range(of: "state: ") {
            controller.state = String(whole[range.upperBound...].prefix { $0 != "," && $0 != " " })
        }
        if let range = whole.range(of: "view: <") {
            let (viewName, viewAddress) = nameAndAddress(whole[range.upperBound...].prefix { $0 != ">" })
            controller.viewClass = viewName
            controller.viewAddress = viewAddress
        }
        controller.isInWindow = !whole.contains("not in the window")
        return controller
    }

    /// `Name 0x…` (or `Name: 0x…`) split at its last space.
    private func nameAndAddress(_ text: Substring) -> (String, String?) {
        guard let space = text.lastIndex(of: " ") else { return (String(text), nil) }
        var name = text[..<space]
        if name.hasSuffix(":") { name = name.dropLast() }
        let address = text[text.index(after: space)...]
        return (String(name), address.hasPrefix("0x") ? String(address) : nil)
    }
}
