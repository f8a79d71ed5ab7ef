import BezelDevices
import BezelLayout
import BezelSupport

/// `split-view-controller` (docs/scene-format.md, "Split view controllers"): a style and its
/// columns. The column styles need iOS 14: a scene whose listed versions are all older is
/// rejected here; a scene that lists older and newer versions draws the older ones as the
/// classic split view with a note (`layoutSplitViewController`).
extension ScreenDecoder {
    static let splitFields = ["style", "primary", "supplementary", "secondary", "primary-column-width"]

    func splitViewController(
        _ pair: DocumentNode.Pair, _ path: String, inside parent: String?
    ) throws(SourceError)
        -> SplitViewControllerSpec
    {
        if let parent {
            throw SourceError(
                file: file, line: pair.keyPosition.line, column: pair.keyPosition.column, field: path,
                message: "a split view controller cannot be inside a \(parent) (UIKit requires it to be the root)")
        }
        let fields = try mapping(pair.value, path, allowed: Self.controllerFields.filter { $0 != "view" } + Self.splitFields)
        let common = try plainController(fields, path)
        let style = try splitStyle(fields["style"], path)
        func column(_ key: String) throws(SourceError) -> ControllerSpec? {
            try fields[key].map { n throws(SourceError) in try controller(n, "\(path).\(key)", inside: "split-view-controller") }
        }
        guard let primary = try column("primary") else {
            throw error(pair.value, path, "missing `primary`: the leading column's controller")
        }
        guard let secondary = try column("secondary") else {
            throw error(pair.value, path, "missing `secondary`: the main column's controller")
        }
        let supplementary = try column("supplementary")
        if style == .tripleColumn && supplementary == nil {
            throw error(pair.value, path, "a triple-column split view needs `supplementary`: the middle column's controller")
        }
        if let node = fields["supplementary"], style != .tripleColumn {
            throw error(node, "\(path).supplementary", "only a triple-column split view has a supplementary column")
        }
        var split = SplitViewControllerSpec(
            controller: common, style: style, primary: primary, supplementary: supplementary, secondary: secondary)
        if let width = fields["primary-column-width"] {
            let value = try numbers(width, "\(path).primary-column-width", count: 1, what: "a width in points")[0]
            split.preferredPrimaryColumnWidth = value
        }
        return split
    }

    private func splitStyle(_ node: DocumentNode?, _ path: String) throws(SourceError) -> SplitViewControllerSpec.Style {
        guard let node else { return .unspecified }
        let word = try text(node, "\(path).style")
        guard let style = SplitViewControllerSpec.Style(rawValue: word) else {
            let all = SplitViewControllerSpec.Style.allCases.map(\.rawValue).joined(separator: ", ")
            throw error(node, "\(path).style", "expected \(all), not \(word)")
        }
        if style != .unspecified, let newest = newestListedOS, newest < .ios14 {
            throw error(
                node, "\(path).style",
                "\(word) split views need iOS 14 and the newest version this scene lists is \(newest.rawValue); use unspecified (classic)")
        }
        return style
    }
}
