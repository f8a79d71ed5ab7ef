import BezelGeometry
import BezelSupport

/// What `bezel compare` prints: a line per view, marked `=` (agrees), `≠` (frame differs), `−`
/// (on the device only), `+` (in Bezel only) or `·` (app content, not compared), indented by
/// depth, then one line of totals; and the same as JSON (docs/dumps.md, "compare --json").
extension Comparison {
    public var text: String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        var lines = [
            "\(name), capture \(captureIndex + 1) (line \(captureLine), \(format.rawValue)) against Bezel on \(device.name), "
                + "\(os.displayName(for: device.family)), \(orientation.rawValue)"
        ]
        lines += guesses.map { "guessed: " + $0.replacingOccurrences(of: "guessed ", with: "") }
        lines += findings.map { "recognised: \($0)" }
        lines += notes.map { "note: \($0)" }
        lines += viewLines
        lines.append("agreement: \(summaryText)")
        return lines.joined(separator: "\n") + "\n"
    }

    public var summaryText: String {
        let s = summary
        var text = "\(s.matched) of \(s.compared) views matched"
        if s.notCompared > 0 { text += " (\(s.notCompared) not compared: app content or below a cut)" }
        text += ", \(s.framesAgree) of \(s.framesCompared) frames within \(formatCompact(Comparison.tolerance)) pt"
        text += "; \(s.missingInBezel) on the device only, \(s.missingOnDevice) in Bezel only"
        return text + (s.agrees ? ": Bezel agrees" : ": they differ")
    }

    /// A line per view; a run of app content folded into one line (the JSON lists each view).
    private var viewLines: [String] {
        var lines: [String] = []
        var index = 0
        while index < views.count {
            let view = views[index]
            guard view.status == .content || view.status == .belowCut else {
                lines.append(line(view))
                index += 1
                continue
            }
            var end = index + 1
            while end < views.count, views[end].status == view.status, views[end].depth >= view.depth { end += 1 }
            let run = views[index..<end].compactMap(\.line)
            let count = end - index
            let span = run.count > 1 ? "lines \(run.min()!)–\(run.max()!)" : "line \(run.first ?? 0)"
            let what = view.status == .content ? "app-content view" : "view below a cut"
            lines.append("· \(String(repeating: "  ", count: min(view.depth, 40)))\(count) \(what)\(count == 1 ? "" : "s") (\(span)): not compared")
            index = end
        }
        return lines
    }

    private func line(_ view: View) -> String {
        let indent = String(repeating: "  ", count: min(view.depth, 40))
        let where_ = view.line.map { "  (line \($0))" } ?? ""
        let text = view.text.map { " \"\($0.prefix(40))\"" } ?? ""
        switch view.status {
        case .agree:
            return "= \(indent)\(view.className)\(text) \(frameText(view.dumpFrame ?? view.bezelFrame))\(where_)"
        case .frameDiffers:
            return "≠ \(indent)\(view.className)\(text) \(frameText(view.dumpFrame)), Bezel \(frameText(view.bezelFrame)): "
                + "off by \(formatCompact(view.delta ?? 0, decimals: 3)) pt\(where_)"
        case .missingInBezel:
            return "− \(indent)\(view.className)\(text) \(frameText(view.dumpFrame)): not in Bezel\(where_)"
        case .missingOnDevice:
            return "+ \(indent)\(view.className)\(text) \(frameText(view.bezelFrame)): Bezel only"
        case .content, .belowCut:
            return "· \(indent)\(view.className)\(text) \(frameText(view.dumpFrame)): not compared\(where_)"
        }
    }

    public var json: JSONValue {
        let s = summary
        return .object([
            ("dump", .string(file)), ("capture", .number(Double(captureIndex + 1))), ("captureLine", .number(Double(captureLine))),
            ("format", .string(format.rawValue)), ("device", .string(device.id.rawValue)), ("os", .string(os.rawValue)),
            ("orientation", .string(orientation.rawValue)), ("guesses", .array(guesses.map(JSONValue.string))),
            ("recognised", .array(findings.map(JSONValue.string))), ("notes", .array(notes.map(JSONValue.string))),
            (
                "summary",
                .object([
                    ("dumpViews", count(s.dumpViews)), ("compared", count(s.compared)), ("matched", count(s.matched)),
                    ("framesCompared", count(s.framesCompared)), ("framesAgree", count(s.framesAgree)),
                    ("missingInBezel", count(s.missingInBezel)), ("missingOnDevice", count(s.missingOnDevice)), ("notCompared", count(s.notCompared)),
                    ("tolerance", .number(Comparison.tolerance)), ("agrees", .bool(s.agrees)),
                ])
            ),
            ("views", .array(views.map(viewJSON))),
        ])
    }

    private func viewJSON(_ view: View) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("status", .string(view.status.rawValue)), ("depth", count(view.depth)), ("class", .string(view.className)),
            ("bezelClass", view.bezelClassName.map(JSONValue.string) ?? .null), ("line", view.line.map(count) ?? .null),
            ("frame", view.dumpFrame.map(rectJSON) ?? .null), ("bezelFrame", view.bezelFrame.map(rectJSON) ?? .null),
            ("delta", view.delta.map(JSONValue.points) ?? .null),
        ]
        if let text = view.text { pairs.append(("text", .string(text))) }
        return .object(pairs)
    }
}

private func count(_ value: Int) -> JSONValue { .number(Double(value)) }

private func rectJSON(_ rect: Rect) -> JSONValue {
    .array([.points(rect.minX), .points(rect.minY), .points(rect.width), .points(rect.height)])
}

/// `(x y; w h)` as UIKit prints a frame; `(no frame)` when the format prints none.
func frameText(_ rect: Rect?) -> String {
    guard let r = rect else { return "(no frame)" }
    let n = { (v: Double) in formatCompact(v, decimals: 3) }
    return "(\(n(r.minX)) \(n(r.minY)); \(n(r.width)) \(n(r.height)))"
}
