import BezelAutoLayout
import BezelDevices
import BezelLayout
import BezelSupport

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
            (
                "tab-bar-item",
                .object([
                    ("type", .string("object")), ("additionalProperties", .bool(false)),
                    (
                        "properties",
                        .object([
                            ("title", .object([("type", .string("string"))])),
                            ("image", .object([("description", .string("A placeholder glyph's name.")), ("type", .string("string"))])),
                        ])
                    ),
                ])
            ),
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
        let viewProperties: [(String, JSONValue)] = [
            ("class", classSchema),
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
            ("axis", .object([("enum", .array(StackLayout.Axis.allCases.map { .string($0.rawValue) }))])),
            ("distribution", .object([("enum", .array(StackLayout.Distribution.allCases.map { .string($0.rawValue) }))])),
            ("alignment", .object([("enum", .array(ScreenDecoder.alignmentNames.map { .string($0.0) }))])),
            ("spacing", .object([("type", .string("number"))])),
            ("layout-margins-relative-arrangement", boolean), ("baseline-relative-arrangement", boolean),
            ("spacing-after", .object([("type", .string("number"))])),
            (
                "alignment-rect-insets",
                .object([
                    ("type", .string("array")), ("items", .object([("type", .string("number"))])), ("minItems", .number(4)),
                    ("maxItems", .number(4)),
                ])
            ),
            ("first-baseline", .object([("type", .string("number")), ("minimum", .number(0))])),
            ("last-baseline", .object([("type", .string("number")), ("minimum", .number(0))])),
            ("bar-position", .object([("enum", .array(BarPosition.allCases.map { .string($0.rawValue) }))])),
        ]
        let view = strict(
            viewProperties + contentProperties, description: "A UIKit view: class, frame or constraints, and layout, scroll and touch properties.")
        let bar = strict([("hidden", boolean), ("translucent", boolean), ("opaque-background-image", boolean)])
        let background = JSONValue.object([("enum", .array(BarAppearanceSpec.Background.allCases.map { .string($0.rawValue) }))])
        let navigationBar = strict([
            ("hidden", boolean), ("translucent", boolean), ("opaque-background-image", boolean), ("prefers-large-titles", boolean),
            ("appearance", strict([("standard", background), ("scroll-edge", background), ("scrolled", boolean)])),
            (
                "content-view-layout-margins",
                .object([
                    ("type", .string("array")), ("items", .object([("type", .string("number"))])), ("minItems", .number(2)),
                    ("maxItems", .number(2)),
                ])
            ),
        ])
        return [
            (
                "screen",
                strict(
                    [
                        ("root", ref("controller")),
                        ("status-bar", strict([("hidden", boolean), ("in-call", boolean)])),
                        ("layout-direction", .object([("enum", .array([.string("left-to-right"), .string("right-to-left")]))])),
                        ("multitasking", multitaskingSchema),
                        ("presented", ref("presentation")),
                        ("keyboard", keyboardSchema), ("windows", windowsSchema),
                    ], required: ["root"], description: "The app on screen: the window's root view controller.")
            ),
            (
                "controller",
                .object([
                    (
                        "oneOf",
                        .array([
                            strict(
                                [
                                    (
                                        "view-controller",
                                        strict(
                                            controllerCommon + [
                                                ("view", ref("view")), ("navigation-item", ref("navigation-item")),
                                                ("toolbar-items", .object([("type", .string("array")), ("items", ref("toolbar-item"))])),
                                            ])
                                    )
                                ],
                                required: ["view-controller"]),
                            strict(
                                [
                                    (
                                        "navigation-controller",
                                        strict(
                                            controllerCommon + [
                                                ("navigation-bar", navigationBar), ("toolbar", bar),
                                                ("hides-bars-when-vertically-compact", boolean),
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
                            strict(
                                [("split-view-controller", strict(controllerCommon + splitProperties, required: ["primary", "secondary"]))],
                                required: ["split-view-controller"]),
                        ])
                    )
                ])
            ),
            ("view", view),
            ("insets", insets),
            ("navigation-item", navigationItemSchema(strict: strict)),
            ("bar-item", barItemSchema(strict: strict)),
            (
                "toolbar-item",
                .object([
                    (
                        "oneOf",
                        .array([
                            ref("bar-item"),
                            strict([("flexible-space", .object([("const", .bool(true))]))], required: ["flexible-space"]),
                        ])
                    )
                ])
            ),
            ("bar-custom-view", customViewSchema(viewProperties + contentProperties)),
        ]
    }

    private static func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/$defs/\(name)"))]) }

    private static func oneOf<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) -> JSONValue where Value.RawValue == String {
        .object([("enum", .array(Value.allCases.map { .string($0.rawValue) }))])
    }

    private static func navigationItemSchema(strict: ([(String, JSONValue)], [String], String?) -> JSONValue) -> JSONValue {
        let string = JSONValue.object([("type", .string("string"))])
        let boolean = JSONValue.object([("type", .string("boolean"))])
        let items = JSONValue.object([("type", .string("array")), ("items", ref("bar-item"))])
        return strict(
            [
                ("title", string), ("title-view", ref("bar-custom-view")), ("left-items", items), ("right-items", items),
                ("back-button-title", string), ("hides-back-button", boolean), ("left-items-supplement-back-button", boolean),
                ("back-button-display-mode", oneOf(NavigationItemSpec.BackButtonDisplayMode.self)),
                ("large-title-display-mode", oneOf(NavigationItemSpec.LargeTitleDisplayMode.self)), ("prompt", string),
                ("search-controller", boolean), ("style", oneOf(NavigationItemSpec.ItemStyle.self)),
            ], [], "UINavigationItem: title, titleView, bar button items, back button, large title mode, prompt, search.")
    }

    private static func barItemSchema(strict: ([(String, JSONValue)], [String], String?) -> JSONValue) -> JSONValue {
        let number = JSONValue.object([("type", .string("number"))])
        let size = JSONValue.object([
            ("type", .string("array")), ("items", .object([("type", .string("number")), ("exclusiveMinimum", .number(0))])),
            ("minItems", .number(2)), ("maxItems", .number(2)),
        ])
        return .object([
            (
                "oneOf",
                .array([
                    strict([("system", oneOf(SystemBarItem.self))], ["system"], nil),
                    strict(
                        [("title", .object([("type", .string("string"))])), ("bold", .object([("type", .string("boolean"))]))], ["title"],
                        nil),
                    strict([("image", size), ("id", .object([("type", .string("string"))]))], ["image"], nil),
                    strict([("custom", ref("bar-custom-view"))], ["custom"], nil),
                    strict([("fixed-space", number)], ["fixed-space"], nil),
                ])
            )
        ])
    }

    /// A declarable UIKit class, or the user's own class name (drawn as a UIView): an identifier
    /// that does not start with UIKit's or Foundation's prefixes.
    private static var classSchema: JSONValue {
        .object([
            (
                "oneOf",
                .array([
                    .object([("enum", .array(ViewClass.declarable.map { .string($0.rawValue) }))]),
                    .object([
                        ("description", .string("Your own class, e.g. MyBadgeView, drawn as a UIView.")), ("type", .string("string")),
                        ("pattern", .string("^(?!UI|_UI|NS)[A-Za-z_][A-Za-z0-9_]{0,99}$")),
                    ]),
                ])
            )
        ])
    }

    /// A bar's custom view: the view's fields the decoder allows there (`customViewFields`), with
    /// `size` or `intrinsic-size` (both axes) but not both.
    private static func customViewSchema(_ viewProperties: [(String, JSONValue)]) -> JSONValue {
        let pair = JSONValue.object([
            ("type", .string("array")), ("items", .object([("type", .string("number")), ("minimum", .number(0))])),
            ("minItems", .number(2)), ("maxItems", .number(2)),
        ])
        let inherited = viewProperties.filter { ScreenDecoder.customViewFields.contains($0.0) && $0.0 != "intrinsic-size" }
        let own: [(String, JSONValue)] = [("size", pair), ("sizing", oneOf(BarCustomView.Sizing.self)), ("intrinsic-size", pair)]
        return .object([
            (
                "description",
                .string("A custom view in the bar: a view (class, subviews, priorities, …) with its size and how it is sized.")
            ),
            ("type", .string("object")), ("additionalProperties", .bool(false)),
            (
                "oneOf",
                .array([.object([("required", .array([.string("size")]))]), .object([("required", .array([.string("intrinsic-size")]))])])
            ),
            ("properties", .object(own + inherited)),
        ])
    }
}
