import BezelDevices
import BezelGeometry
import BezelLayout
import BezelSupport

/// The views of a scene's screen: a view's fields, its scroll and table settings, its
/// constraints, and the checks that ids are unique and sibling references resolve
/// (docs/scene-format.md, "Views").
extension ScreenDecoder {
    func viewSpec(_ node: DocumentNode, _ path: String, isRoot: Bool, inStack: Bool = false) throws(SourceError) -> ViewSpec {
        try viewSpec(fields: try mapping(node, path, allowed: Self.viewFields), path, isRoot: isRoot, inStack: inStack)
    }

    /// A view from its fields, once the mapping is read against the fields its place allows (a
    /// bar's custom view reads its own set, `customViewFields`).
    func viewSpec(fields: [String: DocumentNode], _ path: String, isRoot: Bool, inStack: Bool) throws(SourceError) -> ViewSpec {
        var view = ViewSpec()
        if let name = fields["class"] { try readClass(name, "\(path).class", into: &view) }
        view.id = try fields["id"].map { n throws(SourceError) in try text(n, "\(path).id") }
        if let placement = try placement(fields, path, isRoot: isRoot) { view.placement = placement }
        try readAppearance(fields, path, into: &view)
        try readSizing(fields, path, into: &view)
        view.scroll = try scrollSpec(fields, path, viewClass: view.viewClass)
        view.content = try viewContent(fields, path, viewClass: view.viewClass)
        view.table = try tableSpec(fields, path, viewClass: view.viewClass)
        try stackOptions(fields, path, inStack: inStack, view: &view)
        view.barPosition = try barPosition(fields["bar-position"], "\(path).bar-position", viewClass: view.viewClass)
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

    /// A declarable UIKit class, by UIKit's spelling, or the user's own class: any other
    /// Objective-C identifier that does not start with UIKit's or Foundation's prefixes (`UI`,
    /// `_UI`, `NS`), laid out and drawn as a plain `UIView` under the user's name.
    func readClass(_ name: DocumentNode, _ path: String, into view: inout ViewSpec) throws(SourceError) {
        let word = try text(name, path)
        if let viewClass = ViewClass(declared: word) {
            view.viewClass = viewClass
            if viewClass == .stackView { features.record(.stackView, at: name, path) }
            if viewClass == .visualEffectView { features.record(.visualEffectView, at: name, path) }
            return
        }
        let names = ViewClass.declarable.map(\.rawValue)
        guard ["UI", "_UI", "NS"].contains(where: word.hasPrefix) else {
            guard Self.isIdentifier(word) else {
                throw error(name, path, "\(quoted(word)) is not a class name: use letters, digits and _ (e.g. MyBadgeView)")
            }
            view.viewClass = .view
            view.customClassName = word
            return
        }
        let hint = closest(to: word, among: names, limit: 1).first.map { "did you mean \"\($0)\"? " } ?? ""
        throw error(name, path, "unknown class \(quoted(word)); \(hint)classes are \(names.joined(separator: ", "))")
    }

    /// An Objective-C identifier: a letter or `_`, then letters, digits and `_`, ASCII only.
    static func isIdentifier(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, word.unicodeScalars.count <= 100 else { return false }
        func letter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" }
        return letter(first) && word.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) }
    }

    /// A frame or constraints (never both; neither on a controller's root view).
    func placement(_ fields: [String: DocumentNode], _ path: String, isRoot: Bool) throws(SourceError) -> Placement? {
        var placement: Placement? = nil
        if let frame = fields["frame"] {
            if isRoot { throw error(frame, "\(path).frame", "a controller's root view is sized by its container; give frames to subviews") }
            let values = try numbers(frame, "\(path).frame", count: 4, what: "[x, y, width, height]")
            guard values[2] >= 0, values[3] >= 0 else { throw error(frame, "\(path).frame", "width and height must not be negative") }
            placement = .frame(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
        }
        if let listNode = fields["constraints"] {
            if isRoot {
                throw error(listNode, "\(path).constraints", "a controller's root view is sized by its container; constrain its subviews")
            }
            if fields["frame"] != nil { throw error(listNode, "\(path).constraints", "give either a frame or constraints, not both") }
            let items = try list(listNode, "\(path).constraints", "constraints")
            placement = .constraints(
                try items.enumerated().map { (index, item) throws(SourceError) in
                    try constraint(item, "\(path).constraints[\(index)]")
                })
        }
        return placement
    }

    /// Visibility, touch handling, clipping, alpha, hit outsets and layout margins.
    func readAppearance(_ fields: [String: DocumentNode], _ path: String, into view: inout ViewSpec) throws(SourceError) {
        func flag(_ key: String) throws(SourceError) -> Bool? {
            try fields[key].map { n throws(SourceError) in try boolean(n, "\(path).\(key)") }
        }
        view.isHidden = try flag("hidden") ?? false
        view.isUserInteractionEnabled = try flag("user-interaction-enabled")
        view.clipsToBounds = try flag("clips-to-bounds") ?? false
        view.preservesSuperviewLayoutMargins = try flag("preserves-superview-layout-margins") ?? false
        // Asking for the default (false) asks nothing of iOS 7.
        if let node = fields["preserves-superview-layout-margins"], view.preservesSuperviewLayoutMargins {
            features.record(.layoutMargins, at: node, "\(path).preserves-superview-layout-margins")
        }
        view.insetsLayoutMarginsFromSafeArea = try flag("insets-layout-margins-from-safe-area") ?? true
        if let alpha = fields["alpha"] {
            let value = try numbers(alpha, "\(path).alpha", count: 1, what: "a number from 0 to 1")[0]
            guard (0...1).contains(value) else { throw error(alpha, "\(path).alpha", "\(formatCompact(value)) is out of range 0…1") }
            view.alpha = value
        }
        if let outsets = fields["hit-outsets"] { view.hitOutsets = try edgeInsets(outsets, "\(path).hit-outsets") }
        if let margins = fields["layout-margins"] {
            let m = try edgeInsets(margins, "\(path).layout-margins", what: "[top, leading, bottom, trailing]")
            features.record(.layoutMargins, at: margins, "\(path).layout-margins")
            view.directionalLayoutMargins = DirectionalInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
    }

    /// The intrinsic content size and the hugging and compression-resistance priorities.
    func readSizing(_ fields: [String: DocumentNode], _ path: String, into view: inout ViewSpec) throws(SourceError) {
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
                    "unknown behaviour \(quoted(word)); use \(ScrollSpec.AdjustmentBehavior.allCases.map(\.rawValue).joined(separator: ", "))")
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
                        constraintNode(in: nodes[index], number), "\(path)[\(index)].constraints[\(number)]",
                        "\(quoted(name)) is not a sibling; \(hint)targets are superview, safe-area, margins, readable or a sibling's id")
                }
            }
        }
    }

    /// The `number`th item of a view's `constraints` list, to point at the rule itself; the view
    /// when the list cannot be found.
    private func constraintNode(in view: DocumentNode, _ number: Int) -> DocumentNode {
        guard case .mapping(let pairs) = view.value, let list = pairs.first(where: { $0.key == "constraints" })?.value,
            case .sequence(let items) = list.value, items.indices.contains(number)
        else { return view }
        return items[number]
    }

    func checkUniqueIDs(_ node: DocumentNode, ids: inout [String: DocumentNode.Position]) throws(SourceError) {
        switch node.value {
        case .mapping(let pairs):
            for pair in pairs {
                if pair.key == "id", case .scalar(let word, _) = pair.value.value {
                    if let first = ids[word] {
                        throw error(
                            pair.value, "id", "\(quoted(word)) is already the id of something on line \(first.line); ids must be unique")
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
        do throws(ConstraintParser.Problem) {
            var parser = try ConstraintParser(source)
            var parsed = try parser.parse()
            parsed.identifier = identifier
            parsed.location = "\(file):\(ruleNode.position.line):\(ruleNode.position.column)"
            let targetFeatures: [ConstraintSpec.Target: UIKitFeature] = [
                .margins: .layoutMargins, .readable: .readableContentGuide, .keyboard: .keyboardLayoutGuide,
            ]
            if let target = parsed.target, let feature = targetFeatures[target] { features.record(feature, at: ruleNode, path) }
            return parsed
        } catch {
            throw self.error(ruleNode, path, "\(error.message) in \"\(source)\"")
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
