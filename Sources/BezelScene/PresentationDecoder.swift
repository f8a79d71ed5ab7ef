import BezelDevices
import BezelGeometry
import BezelLayout
import BezelSupport

/// Decodes `screen.presented` (docs/scene-format.md, "Modal presentation") into a
/// `PresentationSpec`, rejecting what no listed iOS version or style could show: detents and
/// the grabber need iOS 15, custom detents iOS 16 (PRESENT §1.5), full-screen styles have no
/// sheet, only popovers have an arrow and a source rectangle.
extension ScreenDecoder {
    static let presentationFields = ["style", "controller", "detent", "grabber", "source-rect", "arrow-direction"]

    func presentation(_ node: DocumentNode, _ path: String) throws(SourceError) -> PresentationSpec {
        let fields = try mapping(node, path, allowed: Self.presentationFields)
        guard let controllerNode = fields["controller"] else {
            throw error(node, path, "missing `controller`: the presented view controller (view-controller or navigation-controller)")
        }
        var spec = PresentationSpec(controller: try controller(controllerNode, "\(path).controller"))
        if let style = fields["style"] {
            let word = try text(style, "\(path).style")
            guard let value = PresentationSpec.Style(rawValue: word) else {
                let styles = PresentationSpec.Style.allCases.map(\.rawValue).joined(separator: ", ")
                throw error(style, "\(path).style", "unknown style \"\(word)\"; styles are \(styles)")
            }
            spec.style = value
            if value == .popover || value == .overFullScreen { features.record(.presentationStyle(word), at: style, "\(path).style") }
        }
        let fills = spec.style == .fullScreen || spec.style == .overFullScreen
        if let detent = fields["detent"] {
            if fills { throw error(detent, "\(path).detent", "a \(spec.style.rawValue) presentation has no sheet, so no detents") }
            spec.detent = try self.detent(detent, "\(path).detent")
        }
        if let grabber = fields["grabber"] {
            if fills { throw error(grabber, "\(path).grabber", "a \(spec.style.rawValue) presentation has no sheet, so no grabber") }
            spec.grabber = try boolean(grabber, "\(path).grabber")
            try requireOS(.ios15, grabber, "\(path).grabber", "the grabber (prefersGrabberVisible)")
        }
        try popoverFields(fields, path, into: &spec)
        return spec
    }

    private func detent(_ node: DocumentNode, _ field: String) throws(SourceError) -> PresentationSpec.Detent {
        if case .scalar(let word, _) = node.value, word == "medium" || word == "large" {
            try requireOS(.ios15, node, field, "sheet detents (UISheetPresentationController)")
            return word == "medium" ? .medium : .large
        }
        guard case .scalar(let word, false) = node.value, let height = Double(word), height.isFinite else {
            throw error(node, field, "expected medium, large or a height in points, got \(node.kindName)")
        }
        guard height > 0 else { throw error(node, field, "a custom detent's height must be positive") }
        try requireOS(.ios16, node, field, "custom detents")
        return .custom(height)
    }

    private func popoverFields(_ fields: [String: DocumentNode], _ path: String, into spec: inout PresentationSpec) throws(SourceError) {
        for key in ["source-rect", "arrow-direction"] where spec.style != .popover {
            if let node = fields[key] {
                throw error(node, "\(path).\(key)", "only a popover has `\(key)` (the style is \(spec.style.rawValue))")
            }
        }
        if let rect = fields["source-rect"] {
            let values = try numbers(rect, "\(path).source-rect", count: 4, what: "[x, y, width, height]")
            guard values[2] >= 0, values[3] >= 0 else { throw error(rect, "\(path).source-rect", "width and height must not be negative") }
            spec.sourceRect = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        if let arrow = fields["arrow-direction"] {
            let word = try text(arrow, "\(path).arrow-direction")
            guard let value = PresentationSpec.ArrowDirection(rawValue: word) else {
                throw error(arrow, "\(path).arrow-direction", "expected up, down or any, got \"\(word)\"")
            }
            spec.arrowDirection = value
        }
    }

    /// Rejects a feature when every iOS version the scene lists is older than `os` (a scene
    /// listing newer versions too gets a note on the older ones' images instead).
    private func requireOS(_ os: OSVersion, _ node: DocumentNode, _ field: String, _ what: String) throws(SourceError) {
        guard let newest = newestOS, newest < os else { return }
        throw error(node, field, "\(what): needs \(os.rawValue) or later; the newest version this scene lists is \(newest.rawValue)")
    }
}
