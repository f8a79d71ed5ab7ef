import BezelSupport

/// `states:` in the schema: a non-empty list of unique moments, each a word or a one-field
/// mapping (`StatesDecoder`).
extension SceneSchema {
    static var statesProperty: JSONValue {
        let progress = JSONValue.object([("type", .string("number")), ("minimum", .number(0)), ("maximum", .number(1))])
        func single(_ key: String, _ value: JSONValue, release: Bool = false) -> JSONValue {
            let point = JSONValue.object([
                ("description", .string("a point release of iOS 11 (the scene's os must be ios-11 alone): 11.0 has the tab-bar jump on push, from 11.2 a leading custom view is cut during the pop")),
                ("type", .string("string")), ("pattern", .string("^11\\.[0-4]$")),
            ])
            return .object([
                ("type", .string("object")), ("additionalProperties", .bool(false)), ("required", .array([.string(key)])),
                ("properties", .object([(key, value)] + (release ? [("release", point)] : []))),
            ])
        }
        let orientations = ["portrait", "landscape", "landscape-left", "landscape-right"].map(JSONValue.string)
        let state = JSONValue.object([
            (
                "oneOf",
                .array([
                    .object([("enum", .array(StatesDecoder.words.map(JSONValue.string)))]),
                    single("scroll", .object([("type", .string("number")), ("minimum", .number(0))])),
                    single("pop", progress, release: true),
                    single("push", progress, release: true),
                    single("rotate", .object([("enum", .array(orientations))])),
                ])
            )
        ])
        return .object([
            (
                "description",
                .string(
                    "Moments of the screen, one panel each (a sheet, one state a column) or one frame each with --format apng: view-did-load (safe-area insets still zero), view-did-appear, {scroll: points up from rest} (a large title collapses), {pop: 0…1} (the interactive pop), {push: 0…1}, {rotate: orientation}; a pop or push may add release: \"11.0\"…\"11.4\" (an iOS 11 point release)."
                )
            ),
            ("type", .string("array")), ("minItems", .number(1)), ("uniqueItems", .bool(true)), ("items", state),
        ])
    }
}
