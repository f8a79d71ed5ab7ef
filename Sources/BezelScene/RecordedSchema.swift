import BezelSupport

/// The schema of a scene's `recorded` section (`RecordedDecoder`): the views of a device's dump
/// in print order, each with its depth.
extension SceneSchema {
    static var recordedProperty: JSONValue {
        let number = JSONValue.object([("type", .string("number"))])
        let flag = JSONValue.object([("type", .string("boolean"))])
        let view = JSONValue.object([
            ("type", .string("object")), ("additionalProperties", .bool(false)),
            ("required", .array([.string("class"), .string("frame")])),
            (
                "properties",
                .object([
                    ("depth", .object([("description", .string("Levels below the top (default 0): at most one more than the view before.")), ("type", .string("integer")), ("minimum", .number(0))])),
                    ("class", .object([("description", .string("The class the device printed.")), ("type", .string("string")), ("minLength", .number(1))])),
                    ("base-class", .object([("description", .string("The UIKit class a custom class descends from (baseClass).")), ("type", .string("string")), ("minLength", .number(1))])),
                    ("frame", .object([("description", .string("[x, y, width, height] in the superview, as printed.")), ("type", .string("array")), ("items", number), ("minItems", .number(4)), ("maxItems", .number(4))])),
                    ("hidden", flag), ("clips-to-bounds", flag), ("user-interaction-enabled", flag),
                    ("alpha", .object([("type", .string("number")), ("minimum", .number(0)), ("maximum", .number(1))])),
                    ("text", .object([("type", .string("string")), ("minLength", .number(1))])),
                    ("content-offset", .object([("description", .string("A scroll view's [x, y] offset.")), ("type", .string("array")), ("items", number), ("minItems", .number(2)), ("maxItems", .number(2))])),
                ])
            ),
        ])
        return .object([
            ("description", .string("A view tree recorded on a device (bezel import writes it), drawn as recorded; not with screen.")),
            ("type", .string("object")), ("additionalProperties", .bool(false)), ("required", .array([.string("views")])),
            (
                "properties",
                .object([
                    (
                        "status-bar",
                        .object([
                            ("type", .string("object")), ("additionalProperties", .bool(false)), ("properties", .object([("hidden", flag)])),
                        ])
                    ),
                    ("views", .object([("type", .string("array")), ("minItems", .number(1)), ("items", view)])),
                ])
            ),
        ])
    }
}
