import BezelDrawing
import BezelGeometry
import BezelLayout
import BezelSupport

/// What a view shows, by its class (docs/scene-format.md, "Content"): a label's text and font, a
/// button's title, image and insets, a field's placeholder, a control's state. Each field
/// belongs to one class or a few; on another class it is an error that names the classes.
extension ScreenDecoder {
    /// Every content field and the classes that take it.
    static let contentFields: [(key: String, classes: [ViewClass])] = [
        ("text", [.label, .textField]),
        ("font", [.label, .textField]),
        ("number-of-lines", [.label]),
        ("line-break-mode", [.label]),
        ("text-alignment", [.label]),
        ("button-type", [.button]),
        ("title", [.button]),
        ("image", [.button, .imageView]),
        ("content-edge-insets", [.button]),
        ("image-edge-insets", [.button]),
        ("title-edge-insets", [.button]),
        ("configuration", [.button]),
        ("configuration-insets", [.button]),
        ("border-style", [.textField]),
        ("placeholder", [.textField]),
        ("is-on", [.switch]),
        ("segments", [.segmentedControl]),
        ("selected-segment", [.segmentedControl]),
        ("apportions-segment-widths-by-content", [.segmentedControl]),
        ("value", [.slider]),
        ("progress", [.progressView]),
        ("large", [.activityIndicatorView]),
        ("pages", [.pageControl]),
        ("current-page", [.pageControl]),
    ]

    func viewContent(_ fields: [String: DocumentNode], _ path: String, viewClass: ViewClass) throws(SourceError) -> ViewContent? {
        for (key, classes) in Self.contentFields where !classes.contains(viewClass) {
            guard let node = fields[key] else { continue }
            throw error(node, "\(path).\(key)", "only \(classes.map(\.rawValue).joined(separator: " and ")) \(classes.count > 1 ? "have" : "has") \(key)")
        }
        func flag(_ key: String) throws(SourceError) -> Bool? {
            try fields[key].map { n throws(SourceError) in try boolean(n, "\(path).\(key)") }
        }
        switch viewClass {
        case .label: return try label(fields, path).map(ViewContent.label)
        case .button: return .button(try button(fields, path))
        case .imageView: return try fields["image"].map { n throws(SourceError) in .image(try image(n, "\(path).image")) }
        case .textField: return .textField(try textField(fields, path))
        case .switch: return .toggle(isOn: try flag("is-on") ?? false)
        case .segmentedControl: return try segmented(fields, path).map(ViewContent.segmented)
        case .slider: return .slider(value: try fraction(fields["value"], "\(path).value", default: 0.5))
        case .progressView: return .progress(value: try fraction(fields["progress"], "\(path).progress", default: 0))
        case .activityIndicatorView: return .activityIndicator(large: try flag("large") ?? false)
        case .pageControl: return try pageControl(fields, path)
        default: return nil
        }
    }

    private func label(_ fields: [String: DocumentNode], _ path: String) throws(SourceError) -> LabelSpec? {
        guard let textNode = fields["text"] else {
            for key in ["font", "number-of-lines", "line-break-mode", "text-alignment"] {
                if let node = fields[key] { throw error(node, "\(path).\(key)", "give the label's `text` too") }
            }
            return nil
        }
        var label = LabelSpec(text: try text(textNode, "\(path).text"))
        label.font = try fields["font"].map { n throws(SourceError) in try font(n, "\(path).font") }
        if let node = fields["number-of-lines"] {
            label.numberOfLines = try integer(node, "\(path).number-of-lines")
            guard (0...1000).contains(label.numberOfLines) else {
                throw error(node, "\(path).number-of-lines", "expected 0 (as many as needed) to 1000")
            }
        }
        label.lineBreakMode = try choice(fields["line-break-mode"], "\(path).line-break-mode", default: .truncatingTail)
        label.alignment = try choice(fields["text-alignment"], "\(path).text-alignment", default: .natural)
        return label
    }

    /// A text style's name (`body`, `large-title`, …) or `{size: 15, weight: semibold}`.
    func font(_ node: DocumentNode, _ path: String) throws(SourceError) -> FontSpec {
        if case .scalar = node.value {
            let style = try choice(node, path, default: TextStyle.body)
            features.record(.textStyle(style), at: node, path)
            return .style(style)
        }
        let fields = try mapping(node, path, allowed: ["size", "weight"])
        guard let sizeNode = fields["size"] else { throw error(node, path, "give a text style such as body, or {size: 15, weight: regular}") }
        let size = try numbers(sizeNode, "\(path).size", count: 1, what: "a point size")[0]
        guard (1...200).contains(size) else { throw error(sizeNode, "\(path).size", "expected a point size from 1 to 200") }
        let weights: [String: TextFont.Weight] = ["light": .light, "regular": .regular, "medium": .medium, "semibold": .semibold, "bold": .bold]
        var weight = TextFont.Weight.regular
        if let weightNode = fields["weight"] {
            let word = try text(weightNode, "\(path).weight")
            guard let value = weights[word] else {
                throw error(weightNode, "\(path).weight", "unknown weight \(quoted(word)); use light, regular, medium, semibold, bold")
            }
            weight = value
        }
        return .system(size: size, weight: weight)
    }

    private func button(_ fields: [String: DocumentNode], _ path: String) throws(SourceError) -> ButtonSpec {
        var button = ButtonSpec()
        button.type = try choice(fields["button-type"], "\(path).button-type", default: .system)
        button.title = try fields["title"].map { n throws(SourceError) in try text(n, "\(path).title") }
        button.image = try fields["image"].map { n throws(SourceError) in try image(n, "\(path).image") }
        for (key, keyPath) in [
            ("content-edge-insets", \ButtonSpec.contentEdgeInsets), ("image-edge-insets", \.imageEdgeInsets),
            ("title-edge-insets", \.titleEdgeInsets),
        ] {
            if let node = fields[key] { button[keyPath: keyPath] = try signedInsets(node, "\(path).\(key)") }
        }
        if let node = fields["configuration"] { button.configuration = try choice(node, "\(path).configuration", default: .plain) }
        if let node = fields["configuration-insets"] {
            guard button.configuration != nil else { throw error(node, "\(path).configuration-insets", "give the `configuration` too") }
            let m = try edgeInsets(node, "\(path).configuration-insets", what: "[top, leading, bottom, trailing]")
            button.configurationInsets = DirectionalInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        if button.configuration != nil {
            for key in ["content-edge-insets", "image-edge-insets", "title-edge-insets"] {
                if let node = fields[key] {
                    throw error(node, "\(path).\(key)", "edge insets are the pre-iOS 15 way; with a configuration use configuration-insets")
                }
            }
        }
        return button
    }

    /// Edge insets that may be negative (a button's: the seed's hack moves an image outwards).
    private func signedInsets(_ node: DocumentNode, _ field: String) throws(SourceError) -> EdgeInsets {
        let values = try numbers(node, field, count: 4, what: "[top, left, bottom, right]")
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// `[width, height]`, or `{size: [w, h], glyph: star}`.
    func image(_ node: DocumentNode, _ path: String) throws(SourceError) -> ImageSpec {
        var sizeNode = node
        var field = path
        var glyph = Glyph.image
        if case .mapping = node.value {
            let fields = try mapping(node, path, allowed: ["size", "glyph"])
            guard let size = fields["size"] else { throw error(node, path, "give the image's size: {size: [24, 24], glyph: star}") }
            sizeNode = size
            field = "\(path).size"
            if let name = fields["glyph"] { glyph = Glyph(name: try text(name, "\(path).glyph")) }
        }
        let size = try numbers(sizeNode, field, count: 2, what: "[width, height] of the image")
        guard size.allSatisfy({ $0 > 0 }) else { throw error(sizeNode, field, "the image size must be positive") }
        return ImageSpec(size: Size(width: size[0], height: size[1]), glyph: glyph)
    }

    private func textField(_ fields: [String: DocumentNode], _ path: String) throws(SourceError) -> TextFieldSpec {
        var field = TextFieldSpec()
        field.borderStyle = try choice(fields["border-style"], "\(path).border-style", default: .roundedRect)
        field.text = try fields["text"].map { n throws(SourceError) in try text(n, "\(path).text") }
        field.placeholder = try fields["placeholder"].map { n throws(SourceError) in try text(n, "\(path).placeholder") }
        field.font = try fields["font"].map { n throws(SourceError) in try font(n, "\(path).font") }
        return field
    }

    private func segmented(_ fields: [String: DocumentNode], _ path: String) throws(SourceError) -> SegmentedSpec? {
        guard let listNode = fields["segments"] else {
            if let node = fields["selected-segment"] { throw error(node, "\(path).selected-segment", "give the `segments` too") }
            return nil
        }
        let items = try list(listNode, "\(path).segments", "segment titles")
        guard items.count <= 20 else { throw error(listNode, "\(path).segments", "expected at most 20 segments") }
        var spec = SegmentedSpec(segments: try items.enumerated().map { (index, item) throws(SourceError) in
            try text(item, "\(path).segments[\(index)]")
        })
        if let node = fields["selected-segment"] {
            let index = try integer(node, "\(path).selected-segment")
            guard spec.segments.indices.contains(index) else {
                throw error(node, "\(path).selected-segment", "expected 0 to \(spec.segments.count - 1), the index of a segment")
            }
            spec.selected = index
        }
        if let node = fields["apportions-segment-widths-by-content"] {
            spec.apportionsByContent = try boolean(node, "\(path).apportions-segment-widths-by-content")
        }
        return spec
    }

    private func pageControl(_ fields: [String: DocumentNode], _ path: String) throws(SourceError) -> ViewContent {
        var pages = 3
        if let node = fields["pages"] {
            pages = try integer(node, "\(path).pages")
            guard (1...100).contains(pages) else { throw error(node, "\(path).pages", "expected 1 to 100 pages") }
        }
        var current = 0
        if let node = fields["current-page"] {
            current = try integer(node, "\(path).current-page")
            guard (0..<pages).contains(current) else { throw error(node, "\(path).current-page", "expected 0 to \(pages - 1)") }
        }
        return .pageControl(pages: pages, current: current)
    }

    private func fraction(_ node: DocumentNode?, _ field: String, default value: Double) throws(SourceError) -> Double {
        guard let node else { return value }
        let number = try numbers(node, field, count: 1, what: "a number from 0 to 1")[0]
        guard (0...1).contains(number) else { throw error(node, field, "\(formatCompact(number)) is out of range 0…1") }
        return number
    }
}
