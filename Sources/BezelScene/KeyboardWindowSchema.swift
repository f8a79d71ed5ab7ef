import BezelLayout
import BezelSupport

/// The JSON Schema of `screen.keyboard` (KeyboardDecoder.swift reads the same fields).
extension SceneSchema {
    static var keyboardSchema: JSONValue {
        let boolean = JSONValue.object([("type", .string("boolean"))])
        let adjust = JSONValue.object([("enum", .array(KeyboardSpec.Adjustment.allCases.map { .string($0.rawValue) }))])
        let options = JSONValue.object([
            ("type", .string("object")),
            ("properties", .object([("shown", boolean), ("predictive", boolean), ("adjust", adjust)])),
            ("additionalProperties", .bool(false)),
        ])
        return .object([
            ("description", .string("The docked software keyboard: shown, with the QuickType bar, and how the app makes room for it.")),
            ("oneOf", .array([boolean, options])),
        ])
    }
}

extension SceneSchema {
    /// `screen.windows` (WindowDecoder.swift reads the same fields).
    static var windowsSchema: JSONValue {
        let level = JSONValue.object([
            ("oneOf", .array([.object([("enum", .array(ScreenDecoder.windowLevels.map { .string($0.0) }))]), .object([("type", .string("number"))])]))
        ])
        let frame = JSONValue.object([
            ("type", .string("array")), ("items", .object([("type", .string("number"))])), ("minItems", .number(4)), ("maxItems", .number(4)),
        ])
        let window = JSONValue.object([
            ("type", .string("object")), ("additionalProperties", .bool(false)), ("required", .array([.string("root")])),
            (
                "properties",
                .object([
                    ("id", .object([("type", .string("string"))])), ("frame", frame), ("level", level),
                    ("root", .object([("$ref", .string("#/$defs/controller"))])),
                ])
            ),
        ])
        return .object([
            ("description", .string("Windows besides the main one, each with a frame, a level and a root view controller.")),
            ("type", .string("array")), ("items", window),
        ])
    }
}
