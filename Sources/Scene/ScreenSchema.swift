import Devices
import Layout

/// The schema of the `screen` section, from the same field lists the decoder accepts.
extension SceneSchema {
    static var screenProperty: JSONValue { ref("screen") }

    static var screenDefinitions: [(String, JSONValue)] {
        let insets = JSONValue.object([
            ("description", .string("[top, left, bottom, right] in points, not negative.")),
            ("type", .string("array")), ("items", .object([("type", .string("number")), ("minimum", .number(0))])),
            ("minItems", .number(4)), ("maxItems", .number(4)),
        ])
        let pair = JSONValue.object([
            ("type", .string("array")),
            ("items", .object([("type", .string("number")), ("minimum", .number(1)), ("maximum", .number(1000))])),
            ("minItems", .number(2)), ("maxItems", .number(2)),
        ])
        let boolean = JSONValue.object([("type", .string("boolean"))])
        let controllerCommon: [(String, JSONValue)] = [
            ("id", .object([("type", .string("string"))])), ("title", .object([("type", .string("string"))])),
            ("additional-safe-area-insets", ref("insets")),
            (
                "edges-for-extended-layout",
                .object([
                    (
                        "oneOf",
                        .array([
                            .object([("enum", .array(["all", "none", "top", "left", "bottom", "right"].map(JSONValue.string)))]),
                            .object([
                                ("type", .string("array")),
                                ("items", .object([("enum", .array(["top", "left", "bottom", "right"].map(JSONValue.string)))])),
                            ]),
                        ])
                    )
                ])
            ),
            ("extended-layout-includes-opaque-bars", boolean), ("automatically-adjusts-scroll-view-insets", boolean),
            ("view-respects-system-minimum-layout-margins", boolean), ("hides-bottom-bar-when-pushed", boolean),
        ]
        let stack = JSONValue.object([("type", .string("array")), ("items", ref("controller")), ("minItems", .number(1))])
        func strict(_ properties: [(String, JSONValue)], required: [String] = [], description: String? = nil) -> JSONValue {
            var pairs: [(String, JSONValue)] = []
            if let description { pairs.append(("description", .string(description))) }
            pairs += [("type", .string("object")), ("additionalProperties", .bool(false))]
            if !required.isEmpty { pairs.append(("required", .array(required.map(JSONValue.string)))) }
            pairs.append(("properties", .object(properties)))
            return .object(pairs)
        }
        let view = strict(
            [
                ("class", .object([("enum", .array(ViewClass.allCases.map { .string($0.rawValue) }))])),
                ("id", .object([("type", .string("string"))])),
                (
                    "frame",
                    .object([
                        ("description", .string("[x, y, width, height] in the superview.")), ("type", .string("array")),
                        ("items", .object([("type", .string("number"))])), ("minItems", .number(4)), ("maxItems", .number(4)),
                    ])
                ),
                (
                    "constraints",
                    .object([
                        ("type", .string("array")),
                        (
                            "items",
                            .object([
                                (
                                    "oneOf",
                                    .array([
                                        .object([
                                            ("type", .string("string")),
                                            ("description", .string("e.g. \"top == safe-area.top + 20 @ 750\"; see docs/scene-format.md.")),
                                        ]),
                                        strict(
                                            [
                                                ("rule", .object([("type", .string("string"))])),
                                                ("identifier", .object([("type", .string("string"))])),
                                            ],
                                            required: ["rule"]),
                                    ])
                                )
                            ])
                        ),
                    ])
                ),
                ("hidden", boolean), ("alpha", .object([("type", .string("number")), ("minimum", .number(0)), ("maximum", .number(1))])),
                ("user-interaction-enabled", boolean), ("clips-to-bounds", boolean), ("hit-outsets", ref("insets")),
                ("layout-margins", ref("insets")), ("preserves-superview-layout-margins", boolean),
                ("insets-layout-margins-from-safe-area", boolean),
                (
                    "intrinsic-size",
                    .object([
                        ("type", .string("array")), ("items", .object([("type", .array([.string("number"), .string("null")]))])),
                        ("minItems", .number(2)), ("maxItems", .number(2)),
                    ])
                ),
                ("hugging", pair), ("compression-resistance", pair),
                (
                    "content-size",
                    .object([
                        ("type", .string("array")), ("items", .object([("type", .string("number")), ("minimum", .number(0))])),
                        ("minItems", .number(2)), ("maxItems", .number(2)),
                    ])
                ),
                ("content-inset", ref("insets")),
                (
                    "content-inset-adjustment-behavior",
                    .object([("enum", .array(ScrollSpec.AdjustmentBehavior.allCases.map { .string($0.rawValue) }))])
                ),
                ("always-bounce-vertical", boolean), ("always-bounce-horizontal", boolean),
                ("rows", .object([("type", .string("integer")), ("minimum", .number(0)), ("maximum", .number(500))])),
                ("row-height", .object([("type", .string("number")), ("exclusiveMinimum", .number(0))])),
                ("insets-content-views-to-safe-area", boolean),
                ("subviews", .object([("type", .string("array")), ("items", ref("view"))])),
            ], description: "A UIKit view: class, frame or constraints, and layout, scroll and touch properties.")
        let bar = strict([("hidden", boolean), ("translucent", boolean), ("opaque-background-image", boolean)])
        return [
            (
                "screen",
                strict(
                    [
                        ("root", ref("controller")),
                        ("status-bar", strict([("hidden", boolean), ("in-call", boolean)])),
                        ("layout-direction", .object([("enum", .array([.string("left-to-right"), .string("right-to-left")]))])),
                    ], required: ["root"], description: "The app on screen: the window's root view controller.")
            ),
            (
                "controller",
                .object([
                    (
                        "oneOf",
                        .array([
                            strict(
                                [("view-controller", strict(controllerCommon + [("view", ref("view"))]))], required: ["view-controller"]),
                            strict(
                                [
                                    (
                                        "navigation-controller",
                                        strict(
                                            controllerCommon + [
                                                ("navigation-bar", bar), ("toolbar", bar), ("hides-bars-when-vertically-compact", boolean),
                                                ("view-controllers", stack),
                                            ], required: ["view-controllers"])
                                    )
                                ], required: ["navigation-controller"]),
                            strict(
                                [
                                    (
                                        "tab-bar-controller",
                                        strict(
                                            controllerCommon + [
                                                ("tab-bar", bar),
                                                ("selected", .object([("type", .string("integer")), ("minimum", .number(0))])),
                                                ("view-controllers", stack),
                                            ], required: ["view-controllers"])
                                    )
                                ], required: ["tab-bar-controller"]),
                        ])
                    )
                ])
            ),
            ("view", view),
            ("insets", insets),
        ]
    }

    private static func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/$defs/\(name)"))]) }
}
