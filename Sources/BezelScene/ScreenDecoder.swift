import BezelDevices
import BezelGeometry
import BezelLayout
import BezelSupport

/// Decodes the `screen:` section of a scene (docs/scene-format.md, "The app on screen") into a
/// `ScreenSpec`, rejecting impossible configurations with the line, column and field.
struct ScreenDecoder: DocumentReading {
    let file: String
    /// Whether the scene lists an iPad (`screen.multitasking` needs one).
    var listsIPad = true
    /// The newest iOS version of an explicit `os:` list (nil: `latest`, `all`, `earliest`).
    var newestListedOS: OSVersion? = nil
    /// The features the screen uses that some iOS versions lack (`Requirements.swift`).
    let features = FeatureLog()

    static let fields = ["root", "status-bar", "layout-direction", "multitasking", "presented", "keyboard", "windows"]
    static let controllerKinds = ["view-controller", "navigation-controller", "tab-bar-controller", "split-view-controller"]
    /// The newest listed iOS version, as `presented` reads it.
    var newestOS: OSVersion? { newestListedOS }
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
        ] + stackFields + ["spacing-after", "alignment-rect-insets", "first-baseline", "last-baseline"] + contentFields.map(\.key)
        + tableFields + ["bar-position"]

    func decode(_ node: DocumentNode) throws(SourceError) -> ScreenSpec {
        let fields = try mapping(node, "screen", allowed: Self.fields)
        guard let root = fields["root"] else {
            throw error(
                node, "screen",
                "missing `root`: the window's root view controller (view-controller, navigation-controller, tab-bar-controller or split-view-controller)")
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
        if let shared = fields["multitasking"] {
            spec.multitasking = try multitasking(shared, "screen.multitasking")
            features.record(.multitasking, at: shared, "screen.multitasking")
        }
        if let presented = fields["presented"] { spec.presented = try presentation(presented, "screen.presented") }
        if let keyboard = fields["keyboard"] { spec.keyboard = try self.keyboard(keyboard, "screen.keyboard") }
        if let windows = fields["windows"] { spec.windows = try self.windows(windows, "screen.windows") }
        var ids: [String: DocumentNode.Position] = [:]
        try checkUniqueIDs(root, ids: &ids)
        if let presented = fields["presented"] { try checkUniqueIDs(presented, ids: &ids) }
        return spec
    }

    // MARK: Controllers

    func controller(_ node: DocumentNode, _ field: String, inside parent: String? = nil) throws(SourceError) -> ControllerSpec {
        guard case .mapping(let pairs) = node.value, pairs.count == 1, let pair = pairs.first else {
            throw error(node, field, "expected one of \(Self.controllerKinds.joined(separator: ", ")) as the only key")
        }
        let path = "\(field).\(pair.key)"
        switch pair.key {
        case "view-controller": return .plain(try viewController(pair.value, path))
        case "navigation-controller": return .navigation(try navigationController(pair, path, inside: parent))
        case "tab-bar-controller": return .tabBar(try tabBarController(pair, path, inside: parent))
        case "split-view-controller":
            features.record(.splitViewController, at: pair.value, path)
            return .split(try splitViewController(pair, path, inside: parent))
        default:
            let hint = closest(to: pair.key, among: Self.controllerKinds, limit: 1).first.map { "did you mean \"\($0)\"? " } ?? ""
            throw SourceError(
                file: file, line: pair.keyPosition.line, column: pair.keyPosition.column, field: path,
                message: "unknown controller; \(hint)controllers are \(Self.controllerKinds.joined(separator: ", "))")
        }
    }

    func viewController(_ body: DocumentNode, _ path: String) throws(SourceError) -> ViewControllerSpec {
        let fields = try mapping(body, path, allowed: Self.controllerFields + ["navigation-item", "toolbar-items"])
        var vc = try plainController(fields, path)
        if let item = fields["navigation-item"] { vc.navigationItem = try navigationItem(item, "\(path).navigation-item") }
        if let items = fields["toolbar-items"] { vc.toolbarItems = try toolbarItems(items, "\(path).toolbar-items") }
        return vc
    }

    func navigationController(_ pair: DocumentNode.Pair, _ path: String, inside parent: String?) throws(SourceError) -> NavigationControllerSpec {
        if parent == "navigation-controller" {
            throw SourceError(
                file: file, line: pair.keyPosition.line, column: pair.keyPosition.column, field: path,
                message: "a navigation controller cannot be pushed onto another navigation controller")
        }
        let (fields, common, stack) = try container(
            pair, path, fields: Self.navigationFields, missing: "missing `view-controllers`: the stack, root first")
        var nav = NavigationControllerSpec(controller: common, stack: stack)
        if let bar = fields["navigation-bar"] { try navigationBar(bar, "\(path).navigation-bar", into: &nav) }
        if let bar = fields["toolbar"] { nav.toolbar = try barSpec(bar, "\(path).toolbar", default: BarSpec(hidden: true)) }
        if let node = fields["hides-bars-when-vertically-compact"] {
            nav.hidesBarsWhenVerticallyCompact = try boolean(node, "\(path).hides-bars-when-vertically-compact")
            features.record(.hidesBarsWhenVerticallyCompact, at: node, "\(path).hides-bars-when-vertically-compact")
        }
        return nav
    }

    func tabBarController(_ pair: DocumentNode.Pair, _ path: String, inside parent: String?) throws(SourceError) -> TabBarControllerSpec {
        if let parent {
            throw SourceError(
                file: file, line: pair.keyPosition.line, column: pair.keyPosition.column, field: path,
                message: "a tab bar controller cannot be inside a \(parent) (UIKit requires it to be the root)")
        }
        let (fields, common, children) = try container(pair, path, fields: Self.tabFields, missing: "missing `view-controllers`: one per tab")
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
        return tab
    }

    /// A container controller's checked fields, its own `UIViewController` fields and its
    /// `view-controllers`, each decoded as a child of this kind (`pair.key`).
    func container(_ pair: DocumentNode.Pair, _ path: String, fields own: [String], missing: String) throws(SourceError)
        -> (fields: [String: DocumentNode], common: ViewControllerSpec, children: [ControllerSpec])
    {
        let fields = try mapping(pair.value, path, allowed: Self.controllerFields.filter { $0 != "view" } + own)
        let common = try plainController(fields, path)
        guard let listNode = fields["view-controllers"] else { throw error(pair.value, path, missing) }
        let children = try list(listNode, "\(path).view-controllers", "view controllers").enumerated().map {
            (index, item) throws(SourceError) in
            try controller(item, "\(path).view-controllers[\(index)]", inside: pair.key)
        }
        return (fields, common, children)
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
}
