import BezelGeometry
import BezelLayout
import BezelSupport

/// Decodes `screen.windows` (docs/scene-format.md, "Additional windows"): a list of
/// `{id, frame: [x, y, width, height], level: normal | status-bar | alert | a number, root}`.
extension ScreenDecoder {
    static let windowFields = ["id", "frame", "level", "root"]
    /// `UIWindow.Level` raw values (KB67, KB68).
    static let windowLevels: [(String, Double)] = [("normal", 0), ("status-bar", 1000), ("alert", 2000)]

    func windows(_ node: DocumentNode, _ path: String) throws(SourceError) -> [WindowSpec] {
        var result: [WindowSpec] = []
        for (index, item) in try list(node, path, "windows").enumerated() {
            result.append(try window(item, "\(path)[\(index)]"))
        }
        return result
    }

    private func window(_ node: DocumentNode, _ path: String) throws(SourceError) -> WindowSpec {
        let fields = try mapping(node, path, allowed: Self.windowFields)
        guard let root = fields["root"] else { throw error(node, path, "missing `root`: the window's root view controller") }
        var spec = WindowSpec(root: try controller(root, "\(path).root"))
        spec.id = try fields["id"].map { n throws(SourceError) in try text(n, "\(path).id") }
        if let frame = fields["frame"] {
            let values = try numbers(frame, "\(path).frame", count: 4, what: "[x, y, width, height]")
            guard values[2] >= 0, values[3] >= 0 else { throw error(frame, "\(path).frame", "width and height must not be negative") }
            spec.frame = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        if let level = fields["level"] { spec.level = try windowLevel(level, "\(path).level") }
        return spec
    }

    private func windowLevel(_ node: DocumentNode, _ path: String) throws(SourceError) -> Double {
        if case .scalar(let word, false) = node.value, let value = Double(word), value.isFinite {
            try checkMagnitude(value, word, node, path)
            return value
        }
        let word = try text(node, path)
        if let named = Self.windowLevels.first(where: { $0.0 == word }) { return named.1 }
        throw error(node, path, "unknown level \(quoted(word)); use normal (0), status-bar (1000), alert (2000) or a number")
    }
}
