import BezelSupport

/// `states:` in the schema: a non-empty list of unique moments, each a word or a one-field
/// mapping (`StatesDecoder`).
extension SceneSchema {
    static var statesProperty: JSONValue {
        let progress = JSONValue.object([("type", .string("number")), ("minimum", .number(0)), ("maximum", .number(1))])
        func single(_ key: String, _ value: JSONValue) -> JSONValue {
            .object([
                ("type", .string("object")), ("additionalProperties", .bool(false)), ("required", .array([.string(key)])),
                ("properties", .object([(key, value)])),
            ])
        }
        let orientations = ["portrait", "landscape", "landscape-left", "landscape-right"].map(JSONValue.string)
        let state = JSONValue.object([
            (
                "oneOf",
                .array([
                    .object([("enum", .array(StatesDecoder.words.map(JSONValue.string)))]),
                    single("scroll", .object([("type", .string("number")), ("minimum", .number(0))])),
                    single("pop", progress),
                    single("push", progress),
                    single("rotate", .object([("enum", .array(orientations))])),
                ])
            )
        ])
        return .object([
            (
                "description",
                .string(
                    "Moments of the screen, one panel each (a sheet, one state a column) or one frame each with --format apng: view-did-load (safe-area insets still zero), view-did-appear, {scroll: points up from rest} (a large title collapses), {pop: 0…1} (the interactive pop), {push: 0…1}, {rotate: orientation}."
                )
            ),
            ("type", .string("array")), ("minItems", .number(1)), ("uniqueItems", .bool(true)), ("items", state),
        ])
    }
}
