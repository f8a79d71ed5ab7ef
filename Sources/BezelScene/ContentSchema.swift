import BezelLayout
import BezelSupport

/// The schema of a view's content fields and a table's sections, from the same value lists the
/// decoders accept (ContentDecoder.swift, TableDecoder.swift).
extension SceneSchema {
    static var contentProperties: [(String, JSONValue)] {
        let boolean = JSONValue.object([("type", .string("boolean"))])
        let text = JSONValue.object([("type", .string("string")), ("minLength", .number(1))])
        let number = JSONValue.object([("type", .string("number"))])
        let fraction = JSONValue.object([("type", .string("number")), ("minimum", .number(0)), ("maximum", .number(1))])
        let count = { (low: Double, high: Double) in
            JSONValue.object([("type", .string("integer")), ("minimum", .number(low)), ("maximum", .number(high))])
        }
        let signedInsets = JSONValue.object([
            ("description", .string("[top, left, bottom, right]; may be negative.")), ("type", .string("array")),
            ("items", number), ("minItems", .number(4)), ("maxItems", .number(4)),
        ])
        return [
            ("text", text), ("font", contentRef("font")), ("number-of-lines", count(0, 1000)),
            ("line-break-mode", values(LineBreakMode.self)), ("text-alignment", values(TextAlignment.self)),
            ("button-type", values(ButtonSpec.ButtonType.self)), ("title", text), ("image", contentRef("image")),
            ("content-edge-insets", signedInsets), ("image-edge-insets", signedInsets), ("title-edge-insets", signedInsets),
            ("configuration", values(ButtonSpec.Configuration.self)), ("configuration-insets", contentRef("insets")),
            ("border-style", values(TextFieldSpec.BorderStyle.self)), ("placeholder", text), ("is-on", boolean),
            ("segments", .object([("type", .string("array")), ("items", text), ("minItems", .number(1)), ("maxItems", .number(20))])),
            ("selected-segment", count(0, 19)), ("apportions-segment-widths-by-content", boolean),
            ("value", fraction), ("progress", fraction), ("large", boolean), ("pages", count(1, 100)), ("current-page", count(0, 99)),
            ("style", values(TableSpec.Style.self)),
            ("sections", .object([("type", .string("array")), ("items", contentRef("table-section")), ("minItems", .number(1))])),
            ("cell-layout-margins-follow-readable-width", boolean), ("separators", boolean),
        ]
    }

    static var contentDefinitions: [(String, JSONValue)] {
        let text = JSONValue.object([("type", .string("string")), ("minLength", .number(1))])
        let size = JSONValue.object([
            ("type", .string("array")), ("items", .object([("type", .string("number")), ("exclusiveMinimum", .number(0))])),
            ("minItems", .number(2)), ("maxItems", .number(2)),
        ])
        let weights = ["light", "regular", "medium", "semibold", "bold"].map(JSONValue.string)
        let font = JSONValue.object([
            (
                "oneOf",
                .array([
                    values(TextStyle.self),
                    closed([
                        ("size", .object([("type", .string("number")), ("minimum", .number(1)), ("maximum", .number(200))])),
                        ("weight", .object([("enum", .array(weights))])),
                    ], required: ["size"]),
                ])
            )
        ])
        let image = JSONValue.object([
            ("description", .string("[width, height], or {size, glyph} with a placeholder glyph's name.")),
            ("oneOf", .array([size, closed([("size", size), ("glyph", text)], required: ["size"])])),
        ])
        let row = JSONValue.object([
            (
                "oneOf",
                .array([
                    text,
                    closed([
                        ("id", text), ("style", values(CellSpec.Style.self)), ("text", text), ("detail", text), ("image", image),
                        ("accessory", values(CellSpec.Accessory.self)), ("switch", .object([("type", .string("boolean"))])),
                    ]),
                ])
            )
        ])
        let section = closed([("header", text), ("footer", text), ("rows", .object([("type", .string("array")), ("items", row)]))])
        return [("font", font), ("image", image), ("table-section", section)]
    }

    private static func contentRef(_ name: String) -> JSONValue { .object([("$ref", .string("#/$defs/\(name)"))]) }

    private static func values<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) -> JSONValue where Value.RawValue == String {
        .object([("enum", .array(Value.allCases.map { .string($0.rawValue) }))])
    }

    private static func closed(_ properties: [(String, JSONValue)], required: [String] = []) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("type", .string("object")), ("additionalProperties", .bool(false))]
        if !required.isEmpty { pairs.append(("required", .array(required.map(JSONValue.string)))) }
        pairs.append(("properties", .object(properties)))
        return .object(pairs)
    }
}
