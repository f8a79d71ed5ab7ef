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
