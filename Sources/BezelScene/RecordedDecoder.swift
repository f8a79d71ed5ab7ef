import BezelGeometry
import BezelLayout
import BezelSupport

/// Decodes the `recorded:` section of a scene (docs/scene-format.md, "A recorded view tree"): a
/// view tree as a device printed it, one view per item in print order with its depth, the way a
/// dump lists it (so a deep tree does not nest the file). `bezel import` writes it.
struct RecordedDecoder: DocumentReading {
    let file: String

    static let fields = ["status-bar", "views"]
    static let viewFields = [
        "depth", "class", "base-class", "frame", "hidden", "alpha", "clips-to-bounds", "user-interaction-enabled", "text", "content-offset",
    ]

    func decode(_ node: DocumentNode) throws(SourceError) -> RecordedScreen {
        let fields = try mapping(node, "recorded", allowed: Self.fields)
        guard let viewsNode = fields["views"] else {
            throw error(node, "recorded", "missing `views`: the recorded views in print order, each with its depth (bezel import writes them)")
        }
        var statusBarHidden = false
        if let bar = fields["status-bar"] {
            let options = try mapping(bar, "recorded.status-bar", allowed: ["hidden"])
            statusBarHidden = try options["hidden"].map { n throws(SourceError) in try boolean(n, "recorded.status-bar.hidden") } ?? false
        }
        let items = try list(viewsNode, "recorded.views", "views")
        var stack: [RecordedView] = []
        var roots: [RecordedView] = []
        func close(downTo depth: Int) {
            while stack.count > depth {
                let view = stack.removeLast()
                if stack.isEmpty { roots.append(view) } else { stack[stack.count - 1].children.append(view) }
            }
        }
        for (index, item) in items.enumerated() {
            let path = "recorded.views[\(index)]"
            let (view, depth, depthNode) = try recordedView(item, path)
            guard depth <= stack.count else {
                throw error(
                    depthNode ?? item, "\(path).depth",
                    "depth \(depth) follows a view at depth \(stack.count - 1); a view is at most one level below the view before it")
            }
            close(downTo: depth)
            stack.append(view)
        }
        close(downTo: 0)
        return RecordedScreen(views: roots, statusBarHidden: statusBarHidden)
    }

    private func recordedView(_ node: DocumentNode, _ path: String) throws(SourceError) -> (RecordedView, Int, DocumentNode?) {
        let fields = try mapping(node, path, allowed: Self.viewFields)
        guard let classNode = fields["class"] else { throw error(node, path, "missing `class`: the class the device printed") }
        guard let frameNode = fields["frame"] else { throw error(node, path, "missing `frame`: [x, y, width, height] in the superview") }
        let values = try numbers(frameNode, "\(path).frame", count: 4, what: "[x, y, width, height]")
        guard values[2] >= 0, values[3] >= 0 else { throw error(frameNode, "\(path).frame", "width and height must not be negative") }
        var view = RecordedView(className: try text(classNode, "\(path).class"), frame: Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
        view.baseClass = try fields["base-class"].map { n throws(SourceError) in try text(n, "\(path).base-class") }
        func flag(_ key: String) throws(SourceError) -> Bool? {
            try fields[key].map { n throws(SourceError) in try boolean(n, "\(path).\(key)") }
        }
        view.isHidden = try flag("hidden") ?? false
        view.clipsToBounds = try flag("clips-to-bounds") ?? false
        view.isUserInteractionEnabled = try flag("user-interaction-enabled") ?? true
        if let alpha = fields["alpha"] {
            view.alpha = try numbers(alpha, "\(path).alpha", count: 1, what: "a number from 0 to 1")[0]
            guard (0...1).contains(view.alpha) else { throw error(alpha, "\(path).alpha", "\(view.alpha) is outside 0…1") }
        }
        view.text = try fields["text"].map { n throws(SourceError) in try text(n, "\(path).text") }
        if let offset = fields["content-offset"] {
            let point = try numbers(offset, "\(path).content-offset", count: 2, what: "[x, y]")
            view.contentOffset = Point(x: point[0], y: point[1])
        }
        var depth = 0
        if let depthNode = fields["depth"] {
            depth = try integer(depthNode, "\(path).depth")
            guard depth >= 0 else { throw error(depthNode, "\(path).depth", "must not be negative") }
        }
        return (view, depth, fields["depth"])
    }
}
