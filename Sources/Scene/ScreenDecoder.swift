import Devices
import Geometry
import Layout
import Support

/// Decodes the `screen:` section of a scene (docs/scene-format.md, "The app on screen") into a
/// `ScreenSpec`, rejecting impossible configurations with the line, column and field.
struct ScreenDecoder: DocumentReading {
    let file: String

    static let fields = ["root", "status-bar", "layout-direction"]
    static let controllerKinds = ["view-controller", "navigation-controller", "tab-bar-controller"]
    static let controllerFields = [
        "id", "title", "view", "additional-safe-area-insets", "edges-for-extended-layout", "extended-layout-includes-opaque-bars",
        "automatically-adjusts-scroll-view-insets", "view-respects-system-minimum-layout-margins", "hides-bottom-bar-when-pushed",
        "tab-bar-item",
    ]
    static let navigationFields = ["navigation-bar", "toolbar", "hides-bars-when-vertically-compact", "view-controllers"]
    static let tabFields = ["tab-bar", "selected", "view-controllers"]
    static let barFields = ["hidden", "translucent", "opaque-background-image"]
    static let viewFields =
        [
            "class", "id", "frame", "constraints", "hidden", "alpha", "user-interaction-enabled", "clips-to-bounds", "hit-outsets",
            "layout-margins", "preserves-superview-layout-margins", "insets-layout-margins-from-safe-area", "intrinsic-size", "hugging",
            "compression-resistance", "content-size", "content-inset", "content-inset-adjustment-behavior", "always-bounce-vertical",
            "always-bounce-horizontal", "rows", "row-height", "insets-content-views-to-safe-area", "subviews",
        ] + stackFields + ["spacing-after", "alignment-rect-insets", "first-baseline", "last-baseline"]

    func decode(_ node: DocumentNode) throws(SourceError) -> ScreenSpec {
        let fields = try mapping(node, "screen", allowed: Self.fields)
        guard let root = fields["root"] else {
            throw error(
                node, "screen",
                "missing `root`: the window's root view controller (view-controller, navigation-controller or tab-bar-controller)")
        }
        var spec = ScreenSpec(root: try controller(root, "screen.root"))
        if let bar = fields["status-bar"] {
            let options = try mapping(bar, "screen.status-bar", allowed: ["hidden", "in-call"])
            spec.statusBarHidden = try options["hidden"].map { n throws(SourceError) in try boolean(n, "screen.status-bar.hidden") } ?? false
            spec.inCallStatusBar =
                try options["in-call"].map { n throws(SourceError) in try boolean(n, "screen.status-bar.in-call") } ?? false
        }
        if let direction = fields["layout-direction"] {
            switch try text(direction, "screen.layout-direction") {
            case "left-to-right": spec.layoutDirection = .leftToRight
            case "right-to-left": spec.layoutDirection = .rightToLeft
            default: throw error(direction, "screen.layout-direction", "expected left-to-right or right-to-left")
            }
        }
        var ids: [String: DocumentNode.Position] = [:]
        try checkUniqueIDs(root, ids: &ids)
        return spec
    }

    // MARK: Controllers

    func controller(_ node: DocumentNode, _ field: String, inside parent: String? = nil) throws(SourceError) -> ControllerSpec {
        guard case .mapping(let pairs) = node.value, pairs.count == 1, let pair = pairs.first else {
            throw error(node, field, "expected one of \(Self.controllerKinds.joined(separator: ", ")) as the only key")
        }
        let path = "\(field).\(pair.key)"
        let body = pair.value
        switch pair.key {
        case "view-controller":
            let fields = try mapping(body, path, allowed: Self.controllerFields + ["navigation-item", "toolbar-items"])
            var vc = try plainController(fields, path)
            if let item = fields["navigation-item"] { vc.navigationItem = try navigationItem(item, "\(path).navigation-item") }
            if let items = fields["toolbar-items"] { vc.toolbarItems = try toolbarItems(items, "\(path).toolbar-items") }
            return .plain(vc)
        case "navigation-controller":
            if parent == "navigation-controller" {
                throw SourceError(
                    file: file, line: pair.keyPosition.line, column: pair.keyPosition.column, field: path,
                    message: "a navigation controller cannot be pushed onto another navigation controller")
            }
            let allowed = Self.controllerFields.filter { $0 != "view" } + Self.navigationFields
            let fields = try mapping(body, path, allowed: allowed)
            let common = try plainController(fields, path)
            guard let listNode = fields["view-controllers"] else {
                throw error(body, path, "missing `view-controllers`: the stack, root first")
            }
            let stack = try list(listNode, "\(path).view-controllers", "view controllers").enumerated().map {
                (index, item) throws(SourceError) in
                try controller(item, "\(path).view-controllers[\(index)]", inside: "navigation-controller")
            }
            var nav = NavigationControllerSpec(controller: common, stack: stack)
            if let bar = fields["navigation-bar"] { try navigationBar(bar, "\(path).navigation-bar", into: &nav) }
            if let bar = fields["toolbar"] { nav.toolbar = try barSpec(bar, "\(path).toolbar", default: BarSpec(hidden: true)) }
            nav.hidesBarsWhenVerticallyCompact =
                try fields["hides-bars-when-vertically-compact"].map { n throws(SourceError) in
                    try boolean(n, "\(path).hides-bars-when-vertically-compact")
                } ?? false
            return .navigation(nav)
        case "tab-bar-controller":
            if let parent {
                throw SourceError(
                    file: file, line: pair.keyPosition.line, column: pair.keyPosition.column, field: path,
                    message: "a tab bar controller cannot be inside a \(parent) (UIKit requires it to be the root)")
            }
            let allowed = Self.controllerFields.filter { $0 != "view" } + Self.tabFields
            let fields = try mapping(body, path, allowed: allowed)
            let common = try plainController(fields, path)
            guard let listNode = fields["view-controllers"] else { throw error(body, path, "missing `view-controllers`: one per tab") }
            let children = try list(listNode, "\(path).view-controllers", "view controllers").enumerated().map {
                (index, item) throws(SourceError) in
                try controller(item, "\(path).view-controllers[\(index)]", inside: "tab-bar-controller")
            }
            var tab = TabBarControllerSpec(controller: common, children: children)
            if let selected = fields["selected"] {
                let index = try integer(selected, "\(path).selected")
                guard children.indices.contains(index) else {
                    throw error(
                        selected, "\(path).selected", "\(index) is out of range: there are \(children.count) tabs (0–\(children.count - 1))"
                    )
                }
                tab.selectedIndex = index
            }
            if let bar = fields["tab-bar"] { tab.tabBar = try barSpec(bar, "\(path).tab-bar", default: BarSpec()) }
            return .tabBar(tab)
        default:
            let hint = closest(to: pair.key, among: Self.controllerKinds, limit: 1).first.map { "did you mean \"\($0)\"? " } ?? ""
            throw SourceError(
                file: file, line: pair.keyPosition.line, column: pair.keyPosition.column, field: path,
                message: "unknown controller; \(hint)controllers are \(Self.controllerKinds.joined(separator: ", "))")
        }
    }

    /// The `UIViewController` fields every controller has, from its already checked fields.
    func plainController(_ fields: [String: DocumentNode], _ path: String) throws(SourceError) -> ViewControllerSpec {
        var vc = ViewControllerSpec()
        vc.id = try fields["id"].map { n throws(SourceError) in try text(n, "\(path).id") }
        vc.title = try fields["title"].map { n throws(SourceError) in try text(n, "\(path).title") }
        if let view = fields["view"] {
            vc.view = try viewSpec(view, "\(path).view", isRoot: true)
        }
        if let insets = fields["additional-safe-area-insets"] {
            vc.additionalSafeAreaInsets = try edgeInsets(insets, "\(path).additional-safe-area-insets")
        }
        if let edges = fields["edges-for-extended-layout"] {
            vc.edgesForExtendedLayout = try rectEdges(edges, "\(path).edges-for-extended-layout")
        }
        func flag(_ key: String, _ value: inout Bool) throws(SourceError) {
            if let node = fields[key] { value = try boolean(node, "\(path).\(key)") }
        }
        try flag("extended-layout-includes-opaque-bars", &vc.extendedLayoutIncludesOpaqueBars)
        try flag("automatically-adjusts-scroll-view-insets", &vc.automaticallyAdjustsScrollViewInsets)
        try flag("view-respects-system-minimum-layout-margins", &vc.viewRespectsSystemMinimumLayoutMargins)
        try flag("hides-bottom-bar-when-pushed", &vc.hidesBottomBarWhenPushed)
        if let item = fields["tab-bar-item"] {
            let itemFields = try mapping(item, "\(path).tab-bar-item", allowed: ["title", "image"])
            vc.tabBarItem = TabBarItemSpec(
                title: try itemFields["title"].map { n throws(SourceError) in try text(n, "\(path).tab-bar-item.title") },
                glyph: try itemFields["image"].map { n throws(SourceError) in try text(n, "\(path).tab-bar-item.image") }.map(Glyph.init(name:)))
        }
        return vc
    }

    func barSpec(_ node: DocumentNode, _ path: String, default value: BarSpec) throws(SourceError) -> BarSpec {
        try barSpec(fields: try mapping(node, path, allowed: Self.barFields), path, default: value)
    }

    /// The options every bar has, from its already checked fields.
    func barSpec(fields: [String: DocumentNode], _ path: String, default value: BarSpec) throws(SourceError) -> BarSpec {
        var bar = value
        if let hidden = fields["hidden"] { bar.hidden = try boolean(hidden, "\(path).hidden") }
        if let translucent = fields["translucent"] { bar.translucent = try boolean(translucent, "\(path).translucent") }
        // A fully opaque background image makes the bar opaque (Apple's isTranslucent doc).
        if let image = fields["opaque-background-image"], try boolean(image, "\(path).opaque-background-image") { bar.translucent = false }
        return bar
    }

    func rectEdges(_ node: DocumentNode, _ path: String) throws(SourceError) -> RectEdges {
        if case .scalar(let word, _) = node.value {
            switch word {
            case "all": return .all
            case "none": return []
            default: break
            }
        }
        let items: [DocumentNode] = if case .scalar = node.value { [node] } else { try list(node, path, "edges", allowEmpty: true) }
        var edges: RectEdges = []
        for item in items {
            switch try text(item, path) {
            case "top": edges.insert(.top)
            case "left": edges.insert(.left)
            case "bottom": edges.insert(.bottom)
            case "right": edges.insert(.right)
            case let other: throw error(item, path, "unknown edge \"\(other)\"; use all, none or a list of top, left, bottom, right")
            }
        }
        return edges
    }

    // MARK: Views

    func viewSpec(_ node: DocumentNode, _ path: String, isRoot: Bool, inStack: Bool = false) throws(SourceError) -> ViewSpec {
        let fields = try mapping(node, path, allowed: Self.viewFields)
        var view = ViewSpec()
        if let name = fields["class"] {
            let word = try text(name, "\(path).class")
            guard let viewClass = ViewClass(declared: word) else {
                let hint =
                    closest(to: word, among: ViewClass.declarable.map(\.rawValue), limit: 1).first.map { "did you mean \"\($0)\"? " } ?? ""
                throw error(
                    name, "\(path).class",
                    "unknown class \"\(word)\"; \(hint)classes are \(ViewClass.declarable.map(\.rawValue).joined(separator: ", "))")
            }
            view.viewClass = viewClass
        }
        view.id = try fields["id"].map { n throws(SourceError) in try text(n, "\(path).id") }
        if let frame = fields["frame"] {
            if isRoot { throw error(frame, "\(path).frame", "a controller's root view is sized by its container; give frames to subviews") }
            let values = try numbers(frame, "\(path).frame", count: 4, what: "[x, y, width, height]")
            guard values[2] >= 0, values[3] >= 0 else { throw error(frame, "\(path).frame", "width and height must not be negative") }
            view.placement = .frame(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
        }
        if let listNode = fields["constraints"] {
            if isRoot {
                throw error(listNode, "\(path).constraints", "a controller's root view is sized by its container; constrain its subviews")
            }
            if fields["frame"] != nil { throw error(listNode, "\(path).constraints", "give either a frame or constraints, not both") }
            let items = try list(listNode, "\(path).constraints", "constraints")
            view.placement = .constraints(
                try items.enumerated().map { (index, item) throws(SourceError) in
                    try constraint(item, "\(path).constraints[\(index)]")
                })
        }
        func flag(_ key: String) throws(SourceError) -> Bool? {
            try fields[key].map { n throws(SourceError) in try boolean(n, "\(path).\(key)") }
        }
        view.isHidden = try flag("hidden") ?? false
        view.isUserInteractionEnabled = try flag("user-interaction-enabled")
        view.clipsToBounds = try flag("clips-to-bounds") ?? false
        view.preservesSuperviewLayoutMargins = try flag("preserves-superview-layout-margins") ?? false
        view.insetsLayoutMarginsFromSafeArea = try flag("insets-layout-margins-from-safe-area") ?? true
        if let alpha = fields["alpha"] {
            let value = try numbers(alpha, "\(path).alpha", count: 1, what: "a number from 0 to 1")[0]
            guard (0...1).contains(value) else { throw error(alpha, "\(path).alpha", "\(formatCompact(value)) is out of range 0…1") }
            view.alpha = value
        }
        if let outsets = fields["hit-outsets"] { view.hitOutsets = try edgeInsets(outsets, "\(path).hit-outsets") }
        if let margins = fields["layout-margins"] {
            let m = try edgeInsets(margins, "\(path).layout-margins", what: "[top, leading, bottom, trailing]")
            view.directionalLayoutMargins = DirectionalInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        if let size = fields["intrinsic-size"] {
            let items = try list(size, "\(path).intrinsic-size", "two sizes")
            guard items.count == 2 else {
                throw error(size, "\(path).intrinsic-size", "expected [width, height]; use null for no intrinsic size on an axis")
            }
            func axis(_ item: DocumentNode) throws(SourceError) -> Double? {
                if case .scalar(let word, false) = item.value, ["null", "~"].contains(word) { return nil }
                let value = try numbers(item, "\(path).intrinsic-size", count: 1, what: "a size or null")[0]
                guard value >= 0 else { throw error(item, "\(path).intrinsic-size", "must not be negative") }
                return value
            }
            view.intrinsicContentSize = IntrinsicSize(width: try axis(items[0]), height: try axis(items[1]))
        }
        if let hugging = fields["hugging"] { view.contentHugging = try priorities(hugging, "\(path).hugging") }
        if let resistance = fields["compression-resistance"] {
            view.compressionResistance = try priorities(resistance, "\(path).compression-resistance")
        }
        view.scroll = try scrollSpec(fields, path, viewClass: view.viewClass)
        try stackOptions(fields, path, inStack: inStack, view: &view)
        if let listNode = fields["subviews"] {
            view.subviews = try list(listNode, "\(path).subviews", "views", allowEmpty: true).enumerated().map {
                (index, item) throws(SourceError) in
                try viewSpec(item, "\(path).subviews[\(index)]", isRoot: false, inStack: view.viewClass == .stackView)
            }
            try collectSpacingAfter(&view, list: listNode, path: "\(path).subviews")
            try checkSiblingReferences(view.subviews, list: listNode, path: "\(path).subviews")
        }
        return view
    }

    func scrollSpec(_ fields: [String: DocumentNode], _ path: String, viewClass: ViewClass) throws(SourceError) -> ScrollSpec? {
        let keys = [
            "content-size", "content-inset", "content-inset-adjustment-behavior", "always-bounce-vertical", "always-bounce-horizontal",
            "rows", "row-height", "insets-content-views-to-safe-area",
        ]
        let given = keys.filter { fields[$0] != nil }
        if !viewClass.isScrollView {
            if let key = given.first {
                throw error(
                    fields[key]!, "\(path).\(key)",
                    "only scroll views (UIScrollView, UITableView, UICollectionView, UITextView) have \(key)")
            }
            return nil
        }
        for key in ["rows", "row-height", "insets-content-views-to-safe-area"] where viewClass != .tableView {
            if let node = fields[key] { throw error(node, "\(path).\(key)", "only UITableView has \(key)") }
        }
        var scroll = ScrollSpec()
        if let size = fields["content-size"] {
            let values = try numbers(size, "\(path).content-size", count: 2, what: "[width, height]")
            guard values.allSatisfy({ $0 >= 0 }) else { throw error(size, "\(path).content-size", "must not be negative") }
            scroll.contentSize = Size(width: values[0], height: values[1])
        }
        if let inset = fields["content-inset"] { scroll.contentInset = try edgeInsets(inset, "\(path).content-inset") }
        if let behavior = fields["content-inset-adjustment-behavior"] {
            let word = try text(behavior, "\(path).content-inset-adjustment-behavior")
            guard let value = ScrollSpec.AdjustmentBehavior(rawValue: word) else {
                throw error(
                    behavior, "\(path).content-inset-adjustment-behavior",
                    "unknown behaviour \"\(word)\"; use \(ScrollSpec.AdjustmentBehavior.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            scroll.adjustmentBehavior = value
        }
        if let node = fields["always-bounce-vertical"] { scroll.alwaysBounceVertical = try boolean(node, "\(path).always-bounce-vertical") }
        if let node = fields["always-bounce-horizontal"] {
            scroll.alwaysBounceHorizontal = try boolean(node, "\(path).always-bounce-horizontal")
        }
        if let node = fields["rows"] {
            scroll.rows = try integer(node, "\(path).rows")
            guard (0...500).contains(scroll.rows) else { throw error(node, "\(path).rows", "expected 0 to 500 rows") }
        }
        if let node = fields["row-height"] {
            scroll.rowHeight = try numbers(node, "\(path).row-height", count: 1, what: "a height")[0]
            guard scroll.rowHeight > 0 else { throw error(node, "\(path).row-height", "must be positive") }
        }
        if let node = fields["insets-content-views-to-safe-area"] {
            scroll.insetsContentViewsToSafeArea = try boolean(node, "\(path).insets-content-views-to-safe-area")
        }
        return scroll
    }

    /// Constraints name only siblings that exist (or the view itself).
    func checkSiblingReferences(_ views: [ViewSpec], list listNode: DocumentNode, path: String) throws(SourceError) {
        let ids = Set(views.compactMap(\.id))
        let nodes = try list(listNode, path, "views", allowEmpty: true)
        for (index, view) in views.enumerated() {
            guard case .constraints(let constraints) = view.placement else { continue }
            for (number, item) in constraints.enumerated() {
                guard case .sibling(let name) = item.target else { continue }
                // Its own id is allowed too: `height == self-id.width * 0.5` is an aspect ratio.
                if !ids.contains(name) {
                    let hint = closest(to: name, among: ids.sorted(), limit: 1).first.map { "did you mean \"\($0)\"? " } ?? ""
                    throw error(
                        nodes[index], "\(path)[\(index)].constraints[\(number)]",
                        "\"\(name)\" is not a sibling; \(hint)targets are superview, safe-area, margins, readable or a sibling's id")
                }
            }
        }
    }

    func checkUniqueIDs(_ node: DocumentNode, ids: inout [String: DocumentNode.Position]) throws(SourceError) {
        switch node.value {
        case .mapping(let pairs):
            for pair in pairs {
                if pair.key == "id", case .scalar(let word, _) = pair.value.value {
                    if let first = ids[word] {
                        throw error(
                            pair.value, "id", "\"\(word)\" is already the id of something on line \(first.line); ids must be unique")
                    }
                    ids[word] = pair.value.position
                } else {
                    try checkUniqueIDs(pair.value, ids: &ids)
                }
            }
        case .sequence(let items): for item in items { try checkUniqueIDs(item, ids: &ids) }
        case .scalar: break
        }
    }

    // MARK: Constraints

    /// `first relation [target.]attribute [* multiplier] [± constant] [@ priority]`, as text or as
    /// `{rule: "...", identifier: "..."}`.
    func constraint(_ node: DocumentNode, _ path: String) throws(SourceError) -> ConstraintSpec {
        var identifier: String?
        var ruleNode = node
        if case .mapping = node.value {
            let fields = try mapping(node, path, allowed: ["rule", "identifier"])
            guard let rule = fields["rule"] else { throw error(node, path, "missing `rule`, e.g. \"top == safe-area.top + 20\"") }
            identifier = try fields["identifier"].map { n throws(SourceError) in try text(n, "\(path).identifier") }
            ruleNode = rule
        }
        let source = try text(ruleNode, path)
        do {
            var parser = try ConstraintParser(source)
            var parsed = try parser.parse()
            parsed.identifier = identifier
            parsed.location = "\(file):\(ruleNode.position.line)"
            return parsed
        } catch let problem as ConstraintParser.Problem {
            throw error(ruleNode, path, "\(problem.message) in \"\(source)\"")
        } catch {
            throw self.error(ruleNode, path, "cannot read \"\(source)\"")
        }
    }

    // MARK: Values

    func edgeInsets(
        _ node: DocumentNode, _ field: String, what: String = "[top, left, bottom, right]"
    ) throws(SourceError) -> EdgeInsets {
        let values = try numbers(node, field, count: 4, what: what)
        guard values.allSatisfy({ $0 >= 0 }) else { throw error(node, field, "insets must not be negative") }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    func priorities(_ node: DocumentNode, _ field: String) throws(SourceError) -> AxisPriorities {
        let values = try numbers(node, field, count: 2, what: "[horizontal, vertical] priorities")
        guard values.allSatisfy({ (1...1000).contains($0) }) else { throw error(node, field, "priorities are 1…1000") }
        return AxisPriorities(horizontal: values[0], vertical: values[1])
    }

}
