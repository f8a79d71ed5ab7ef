import BezelDevices
import BezelGeometry
import BezelLayout
import BezelSupport

/// The `navigation-item` of a view controller and the navigation bar's own options
/// (docs/scene-format.md, "Navigation bar contents").
extension ScreenDecoder {
    static let navigationItemFields = [
        "title", "title-view", "left-items", "right-items", "back-button-title", "hides-back-button",
        "left-items-supplement-back-button", "back-button-display-mode", "large-title-display-mode", "prompt", "search-controller",
        "style",
    ]
    static let navigationBarFields = barFields + ["prefers-large-titles", "appearance", "content-view-layout-margins"]
    static let barItemKinds = ["system", "title", "image", "custom", "fixed-space"]
    /// A bar's custom view: a view's fields but those the bar decides (placement, visibility,
    /// stack arrangement, baselines), plus its size and how it is sized.
    static let customViewFields =
        ["size", "sizing"]
        + viewFields.filter { !["frame", "constraints", "hidden", "spacing-after", "first-baseline", "last-baseline"].contains($0) }

    func navigationItem(_ node: DocumentNode, _ path: String) throws(SourceError) -> NavigationItemSpec {
        let fields = try mapping(node, path, allowed: Self.navigationItemFields)
        var item = NavigationItemSpec()
        func string(_ key: String) throws(SourceError) -> String? {
            try fields[key].map { n throws(SourceError) in try text(n, "\(path).\(key)") }
        }
        func flag(_ key: String) throws(SourceError) -> Bool? {
            try fields[key].map { n throws(SourceError) in try boolean(n, "\(path).\(key)") }
        }
        item.title = try string("title")
        // An empty back-button title is UIKit's way to show the chevron alone; only it may be empty.
        item.backButtonTitle = try fields["back-button-title"].map { n throws(SourceError) in
            if case .scalar("", _) = n.value, n.kindName == "text" { return "" }
            return try text(n, "\(path).back-button-title")
        }
        item.prompt = try string("prompt")
        item.hidesBackButton = try flag("hides-back-button") ?? false
        item.leftItemsSupplementBackButton = try flag("left-items-supplement-back-button") ?? false
        item.hasSearchController = try flag("search-controller") ?? false
        if let view = fields["title-view"] { item.titleView = try customView(view, "\(path).title-view") }
        for (key, keyPath) in [("left-items", \NavigationItemSpec.leftItems), ("right-items", \NavigationItemSpec.rightItems)] {
            guard let listNode = fields[key] else { continue }
            item[keyPath: keyPath] = try list(listNode, "\(path).\(key)", "bar items", allowEmpty: true).enumerated().map {
                (index, entry) throws(SourceError) in try barItem(entry, "\(path).\(key)[\(index)]")
            }
        }
        item.backButtonDisplayMode = try choice(fields["back-button-display-mode"], "\(path).back-button-display-mode", default: .default)
        item.largeTitleDisplayMode = try choice(fields["large-title-display-mode"], "\(path).large-title-display-mode", default: .automatic)
        item.style = try choice(fields["style"], "\(path).style", default: .navigator)
        return item
    }

    /// One of an enum's raw values, with a suggestion when it is misspelt.
    func choice<Value: RawRepresentable & CaseIterable>(
        _ node: DocumentNode?, _ field: String, default value: Value
    ) throws(SourceError) -> Value
    where Value.RawValue == String {
        guard let node else { return value }
        let word = try text(node, field)
        if let parsed = Value(rawValue: word) { return parsed }
        let names = Value.allCases.map(\.rawValue)
        let hint = closest(to: word, among: names, limit: 1).first.map { "did you mean \"\($0)\"? " } ?? ""
        throw error(node, field, "unknown value \(quoted(word)); \(hint)use \(names.joined(separator: ", "))")
    }

    /// `{system: done}`, `{title: Edit, bold: true}`, `{image: [24, 24], id: x}`,
    /// `{custom: {...}}` or `{fixed-space: -20}`.
    func barItem(_ node: DocumentNode, _ path: String) throws(SourceError) -> BarItemSpec {
        let fields = try mapping(node, path, allowed: Self.barItemKinds + ["bold", "id"])
        let kinds = Self.barItemKinds.filter { fields[$0] != nil }
        guard kinds.count == 1, let kind = kinds.first else {
            throw error(node, path, "give exactly one of \(Self.barItemKinds.joined(separator: ", "))")
        }
        if kind != "title", let bold = fields["bold"] { throw error(bold, "\(path).bold", "only a title item can be bold") }
        if kind != "image", let id = fields["id"] {
            throw error(id, "\(path).id", "put the id inside `custom`, or use it on an image item")
        }
        let value = fields[kind]!
        switch kind {
        case "system":
            return .system(try choice(value, "\(path).system", default: SystemBarItem.done))
        case "title":
            let bold = try fields["bold"].map { n throws(SourceError) in try boolean(n, "\(path).bold") } ?? false
            return .text(try text(value, "\(path).title"), bold: bold)
        case "image":
            let size = try numbers(value, "\(path).image", count: 2, what: "[width, height] of the image")
            guard size.allSatisfy({ $0 > 0 }) else { throw error(value, "\(path).image", "the image size must be positive") }
            let id = try fields["id"].map { n throws(SourceError) in try text(n, "\(path).id") }
            return .image(Size(width: size[0], height: size[1]), id: id)
        case "custom":
            return .custom(try customView(value, "\(path).custom"))
        default:
            return .fixedSpace(try numbers(value, "\(path).fixed-space", count: 1, what: "a width in points (may be negative)")[0])
        }
    }

    /// A custom bar view or titleView: a view (`class`, `id`, `subviews`, `clips-to-bounds`,
    /// `hugging`, `compression-resistance`, `alignment-rect-insets`, …) with `size: [w, h]` and
    /// `sizing: frame|constraints|intrinsic|unsized`, or `intrinsic-size: [w, h]` instead (the
    /// same as `size` with `sizing: intrinsic`).
    private func customView(_ node: DocumentNode, _ path: String) throws(SourceError) -> BarCustomView {
        let fields = try mapping(node, path, allowed: Self.customViewFields)
        let root = try viewSpec(fields: fields, path, isRoot: false, inStack: false)
        var view = BarCustomView(size: try customViewSize(fields, node, path, intrinsic: root.intrinsicContentSize))
        view.view = root
        view.sizing = try choice(fields["sizing"], "\(path).sizing", default: fields["intrinsic-size"] == nil ? .frame : .intrinsic)
        if let sizing = fields["sizing"], fields["intrinsic-size"] != nil, view.sizing != .intrinsic {
            throw error(sizing, "\(path).sizing", "`intrinsic-size` makes the view intrinsically sized; drop `sizing` or use `size`")
        }
        return view
    }

    /// `size`, or the two axes of `intrinsic-size` (never both).
    private func customViewSize(
        _ fields: [String: DocumentNode], _ node: DocumentNode, _ path: String, intrinsic: IntrinsicSize
    ) throws(SourceError) -> Size {
        if let intrinsicNode = fields["intrinsic-size"] {
            if let sizeNode = fields["size"] {
                throw error(sizeNode, "\(path).size", "give either `size` or `intrinsic-size`, not both")
            }
            guard let width = intrinsic.width, let height = intrinsic.height else {
                throw error(intrinsicNode, "\(path).intrinsic-size", "a bar's custom view needs both axes: [width, height]")
            }
            return Size(width: width, height: height)
        }
        guard let sizeNode = fields["size"] else { throw error(node, path, "missing `size`: [width, height] in points") }
        let size = try numbers(sizeNode, "\(path).size", count: 2, what: "[width, height]")
        guard size.allSatisfy({ $0 >= 0 }) else { throw error(sizeNode, "\(path).size", "width and height must not be negative") }
        return Size(width: size[0], height: size[1])
    }

    /// The navigation bar: the options every bar has, plus `prefers-large-titles`,
    /// `content-view-layout-margins: [leading, trailing]` (iOS 11–12 only) and
    /// `appearance: {standard, scroll-edge, scrolled}`.
    func navigationBar(_ node: DocumentNode, _ path: String, into nav: inout NavigationControllerSpec) throws(SourceError) {
        let fields = try mapping(node, path, allowed: Self.navigationBarFields)
        nav.navigationBar = try barSpec(fields: fields, path, default: BarSpec())
        if let large = fields["prefers-large-titles"] { nav.prefersLargeTitles = try boolean(large, "\(path).prefers-large-titles") }
        if let margins = fields["content-view-layout-margins"] {
            let values = try numbers(margins, "\(path).content-view-layout-margins", count: 2, what: "[leading, trailing] in points")
            nav.contentViewMargins = DirectionalInsets(top: 0, leading: values[0], bottom: 0, trailing: values[1])
        }
        guard let appearanceNode = fields["appearance"] else { return }
        let appearance = try mapping(appearanceNode, "\(path).appearance", allowed: ["standard", "scroll-edge", "scrolled"])
        nav.appearance.standard = try choice(appearance["standard"], "\(path).appearance.standard", default: .default)
        if let edge = appearance["scroll-edge"] {
            nav.appearance.scrollEdge = try choice(edge, "\(path).appearance.scroll-edge", default: BarAppearanceSpec.Background.default)
        }
        if let scrolled = appearance["scrolled"] { nav.appearance.scrolled = try boolean(scrolled, "\(path).appearance.scrolled") }
    }

    /// `toolbar-items`: bar items, and `{flexible-space: true}` to share the leftover width.
    func toolbarItems(_ node: DocumentNode, _ path: String) throws(SourceError) -> [ToolbarItemSpec] {
        try list(node, path, "toolbar items", allowEmpty: true).enumerated().map { (index, entry) throws(SourceError) in
            let field = "\(path)[\(index)]"
            if case .mapping(let pairs) = entry.value, pairs.count == 1, pairs[0].key == "flexible-space" {
                guard try boolean(pairs[0].value, "\(field).flexible-space") else {
                    throw error(pairs[0].value, "\(field).flexible-space", "leave the entry out instead of setting it to false")
                }
                return .flexibleSpace
            }
            return .item(try barItem(entry, field))
        }
    }
}
