import BezelDrawing
import BezelGeometry
import BezelLayout
import BezelSupport

/// A view's content and a table's sections in the library's builder: the same typed values the
/// scene decoder produces (`ViewContent`, `TableSpec`), written back as scene fields so that
/// a built scene goes through the one decoder and its checks.
extension SceneBuilder.View {
    var contentFields: [(String, JSONValue?)] {
        (content.map(Self.fields(of:)) ?? []) + (table.map(Self.fields(of:)) ?? [])
    }

    static func fields(of content: ViewContent) -> [(String, JSONValue?)] {
        switch content {
        case .label(let label):
            return [
                ("text", .string(label.text)), ("font", label.font.map(font)),
                ("number-of-lines", .number(Double(label.numberOfLines))), ("line-break-mode", .string(label.lineBreakMode.rawValue)),
                ("text-alignment", .string(label.alignment.rawValue)),
            ]
        case .button(let button):
            var fields: [(String, JSONValue?)] = [
                ("button-type", .string(button.type.rawValue)), ("title", string(button.title)), ("image", button.image.map(image)),
            ]
            if let configuration = button.configuration {
                fields.append(("configuration", .string(configuration.rawValue)))
                fields.append(("configuration-insets", button.configurationInsets.map { numbers([$0.top, $0.leading, $0.bottom, $0.trailing])! }))
            } else {
                for (key, insets) in [
                    ("content-edge-insets", button.contentEdgeInsets), ("image-edge-insets", button.imageEdgeInsets),
                    ("title-edge-insets", button.titleEdgeInsets),
                ] where insets != .zero {
                    fields.append((key, numbers([insets.top, insets.left, insets.bottom, insets.right])))
                }
            }
            return fields
        case .image(let spec): return [("image", image(spec))]
        case .textField(let field):
            return [
                ("border-style", .string(field.borderStyle.rawValue)), ("text", string(field.text)),
                ("placeholder", string(field.placeholder)), ("font", field.font.map(font)),
            ]
        case .toggle(let isOn): return [("is-on", .bool(isOn))]
        case .segmented(let spec):
            return [
                ("segments", .array(spec.segments.map(JSONValue.string))), ("selected-segment", spec.selected.map { .number(Double($0)) }),
                ("apportions-segment-widths-by-content", .bool(spec.apportionsByContent)),
            ]
        case .slider(let value): return [("value", .number(value))]
        case .progress(let value): return [("progress", .number(value))]
        case .activityIndicator(let large): return [("large", .bool(large))]
        case .pageControl(let pages, let current): return [("pages", .number(Double(pages))), ("current-page", .number(Double(current)))]
        }
    }

    static func fields(of table: TableSpec) -> [(String, JSONValue?)] {
        let sections: [JSONValue] = table.sections.map { section in
            let rows: [JSONValue] = section.rows.map { row in
                object([
                    ("id", string(row.id)), ("style", .string(row.style.rawValue)), ("text", string(row.text)), ("detail", string(row.detail)),
                    ("image", row.image.map(image)), ("accessory", row.switchAccessory == nil ? .string(row.accessory.rawValue) : nil),
                    ("switch", bool(row.switchAccessory)),
                ])
            }
            return object([("header", string(section.header)), ("footer", string(section.footer)), ("rows", .array(rows))])
        }
        return [
            ("style", .string(table.style.rawValue)), ("sections", .array(sections)), ("row-height", number(table.rowHeight)),
            ("cell-layout-margins-follow-readable-width", bool(table.cellLayoutMarginsFollowReadableWidth)),
            ("separators", .bool(table.showsSeparators)),
        ]
    }

    private static func font(_ spec: FontSpec) -> JSONValue {
        switch spec {
        case .style(let style): .string(style.rawValue)
        case .system(let size, let weight): object([("size", .number(size)), ("weight", .string(weight.name))])
        }
    }

    private static func image(_ spec: ImageSpec) -> JSONValue {
        object([("size", numbers([spec.size.width, spec.size.height])), ("glyph", .string(spec.glyph.name))])
    }
}
