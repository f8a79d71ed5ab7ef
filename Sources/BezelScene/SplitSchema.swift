import BezelLayout
import BezelSupport

extension SceneSchema {
    /// `screen.multitasking`: the app in Split View or Slide Over on an iPad.
    static var multitaskingSchema: JSONValue {
        func options<Value: RawRepresentable & CaseIterable>(_ type: Value.Type, _ description: String) -> JSONValue
        where Value.RawValue == String {
            .object([("description", .string(description)), ("enum", .array(Value.allCases.map { .string($0.rawValue) }))])
        }
        return .object([
            (
                "description",
                .string(
                    "The app on a shared iPad screen (iOS 9 – iPadOS 18): its window shrinks to a Split View fraction or a Slide Over window."
                )
            ),
            ("type", .string("object")), ("additionalProperties", .bool(false)), ("required", .array([.string("mode")])),
            (
                "properties",
                .object([
                    ("mode", options(MultitaskingSpec.Mode.self, "split-view beside another app, or slide-over floating above one.")),
                    ("fraction", options(MultitaskingSpec.Fraction.self, "Split View only: the app's share of the screen (default 1/2).")),
                    ("side", options(MultitaskingSpec.Side.self, "The side of the screen the app is on (default trailing).")),
                ])
            ),
        ])
    }

    /// The fields of `split-view-controller` besides the common controller ones.
    static var splitProperties: [(String, JSONValue)] {
        let column = JSONValue.object([("$ref", .string("#/$defs/controller"))])
        return [
            (
                "style",
                .object([
                    (
                        "description",
                        .string("unspecified (classic, default), or the iOS 14 column styles double-column and triple-column.")
                    ),
                    ("enum", .array(SplitViewControllerSpec.Style.allCases.map { .string($0.rawValue) })),
                ])
            ),
            ("primary", column), ("supplementary", column), ("secondary", column),
            (
                "primary-column-width",
                .object([
                    ("description", .string("preferredPrimaryColumnWidth in points; default automatic.")), ("type", .string("number")),
                ])
            ),
        ]
    }
}
