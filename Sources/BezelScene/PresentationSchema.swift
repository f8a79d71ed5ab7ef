import BezelLayout
import BezelSupport

/// The schema of `screen.presented`, from the decoder's field list (`PresentationDecoder.swift`).
extension SceneSchema {
    static var presentationDefinitions: [(String, JSONValue)] {
        let properties: [(String, JSONValue)] = [
            (
                "style",
                .object([
                    ("description", .string("modalPresentationStyle; UIKit adapts it per device and iOS version.")),
                    ("enum", .array(PresentationSpec.Style.allCases.map { .string($0.rawValue) })),
                ])
            ),
            ("controller", .object([("$ref", .string("#/$defs/controller"))])),
            (
                "detent",
                .object([
                    (
                        "description",
                        .string("The sheet's selected detent (iOS 15+): medium, large, or a custom height in points (iOS 16+).")
                    ),
                    (
                        "oneOf",
                        .array([
                            .object([("enum", .array([.string("medium"), .string("large")]))]),
                            .object([("type", .string("number")), ("exclusiveMinimum", .number(0))]),
                        ])
                    ),
                ])
            ),
            ("grabber", .object([("description", .string("prefersGrabberVisible (iOS 15+).")), ("type", .string("boolean"))])),
            (
                "source-rect",
                .object([
                    ("description", .string("A popover's source rectangle [x, y, width, height] in the window.")),
                    ("type", .string("array")),
                    ("items", .object([("type", .string("number"))])), ("minItems", .number(4)), ("maxItems", .number(4)),
                ])
            ),
            ("arrow-direction", .object([("enum", .array(PresentationSpec.ArrowDirection.allCases.map { .string($0.rawValue) }))])),
        ]
        return [
            (
                "presentation",
                .object([
                    ("description", .string("A view controller presented modally over the root one.")),
                    ("type", .string("object")), ("additionalProperties", .bool(false)), ("required", .array([.string("controller")])),
                    ("properties", .object(properties)),
                ])
            )
        ]
    }
}
