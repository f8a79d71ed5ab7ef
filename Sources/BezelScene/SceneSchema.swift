import BezelDevices
import BezelFigure
import BezelLayout
import BezelSupport

/// The JSON Schema (draft 2020-12) of scene files, version 1, built from the same enums the
/// decoder checks against. `schema/scene-v1.schema.json` is this text; a test keeps them equal,
/// and `bezel schema` prints it.
public enum SceneSchema {
    public static var text: String { document.text() }

    static var document: JSONValue {
        .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("urn:bezel:scene:v1")),
            ("title", .string("Bezel scene file, format version 1")),
            ("description", .string("Which devices, iOS versions and orientations to draw, and how. See docs/scene-format.md.")),
            ("type", .string("object")),
            ("required", .array([.string("bezel"), .string("devices")])),
            ("additionalProperties", .bool(false)),
            ("properties", .object(properties)),
            (
                "$defs",
                .object(
                    [
                        ("device", enumeration(DeviceID.allCases.map(\.rawValue), "A device id; `bezel devices` lists them.")),
                        ("os", enumeration(OSVersion.allCases.map(\.rawValue), "A major iOS / iPadOS version.")),
                        (
                            "overlay",
                            enumeration(
                                OverlayName.allCases.map(\.rawValue),
                                "safe-area: tint the unsafe area and dimension the insets; status-bar: outline and dimension the status bar."
                            )
                        ),
                        (
                            "orientation",
                            enumeration(
                                ["portrait", "landscape", "landscape-left", "landscape-right", "portrait-upside-down"],
                                "landscape means landscape-right (sensor housing on the left).")
                        ),
                    ] + screenDefinitions + presentationDefinitions + contentDefinitions)
            ),
        ])
    }

    private static var properties: [(String, JSONValue)] {
        [
            ("bezel", .object([("description", .string("Format version.")), ("const", .number(Double(SceneFile.formatVersion)))])),
            (
                "title",
                .object([
                    ("description", .string("A title line above each caption.")), ("type", .string("string")), ("minLength", .number(1)),
                ])
            ),
            ("devices", oneOrMore("device", keywords: ["all", "all-iphones", "all-ipads"], description: "Devices to draw.")),
            (
                "os",
                oneOrMore(
                    "os", keywords: ["all", "latest", "earliest"],
                    description: "iOS versions; all = every version each device ran, latest (default) = its newest, earliest = its oldest (that has every feature the scene uses).")
            ),
            (
                "sdk",
                .object([
                    (
                        "description",
                        .string(
                            "The SDK the app is linked against (default: the version it runs on); UIKit keeps some older behaviours for older SDKs. Needs screen."
                        )
                    ), ("$ref", .string("#/$defs/os")),
                ])
            ),
            ("orientations", oneOrMore("orientation", keywords: ["all"], description: "Orientations; default portrait.")),
            (
                "scale",
                .object([
                    ("description", .string("Pixels per point: 1, 2, 3 or device (default, the device's own scale).")),
                    (
                        "oneOf",
                        .array([
                            .object([("enum", .array([.number(1), .number(2), .number(3)]))]), .object([("const", .string("device"))]),
                        ])
                    ),
                ])
            ),
            (
                "overlays",
                .object([
                    ("description", .string("Overlays to draw over the screen: one name or a list.")),
                    (
                        "oneOf",
                        .array([
                            .object([("$ref", .string("#/$defs/overlay"))]),
                            .object([
                                ("type", .string("array")), ("items", .object([("$ref", .string("#/$defs/overlay"))])),
                                ("uniqueItems", .bool(true)),
                            ]),
                        ])
                    ),
                ])
            ),
            (
                "exploded-focus",
                .object([
                    ("description", .string("The id of a scene view whose subtree alone the exploded overlay lifts (needs overlays: exploded and a screen).")),
                    ("type", .string("string")),
                ])
            ),
            (
                "dimensions",
                .object([
                    (
                        "description",
                        .string(
                            "What to dimension, replacing what the overlays imply: named sets of measurements ("
                                + DimensionName.allCases.map(\.rawValue).joined(separator: ", ")
                                + "), or the ids of scene views whose width to dimension.")
                    ),
                    (
                        "oneOf",
                        .array([
                            .object([("type", .string("string"))]),
                            .object([
                                ("type", .string("array")), ("items", .object([("type", .string("string"))])), ("uniqueItems", .bool(true)),
                            ]),
                        ])
                    ),
                ])
            ),
            ("caption", .object([("description", .string("Whether to draw the caption (default true).")), ("type", .string("boolean"))])),
            (
                "notes",
                .object([
                    ("description", .string("How captions note inferred and estimated figures: full (one note each, default), brief (one line counting them) or none.")),
                    ("enum", .array(CaptionNotes.allCases.map { .string($0.rawValue) })),
                ])
            ),
            (
                "theme",
                .object([
                    ("description", .string("Light (default) or dark diagram chrome, or a list of both to draw each image in both (the dark ones named ~dark).")),
                    (
                        "oneOf",
                        .array([
                            .object([("enum", .array(DiagramTheme.allCases.map { .string($0.rawValue) }))]),
                            .object([
                                ("type", .string("array")), ("minItems", .number(1)), ("uniqueItems", .bool(true)),
                                ("items", .object([("enum", .array(DiagramTheme.allCases.map { .string($0.rawValue) }))])),
                            ]),
                        ])
                    ),
                ])
            ),
            (
                "sheet",
                .object([
                    ("description", .string("Draw all images side by side on one comparison sheet: true (four a row) or {columns: N}.")),
                    (
                        "oneOf",
                        .array([
                            .object([("type", .string("boolean"))]),
                            .object([
                                ("type", .string("object")), ("additionalProperties", .bool(false)),
                                ("required", .array([.string("columns")])),
                                (
                                    "properties",
                                    .object([
                                        (
                                            "columns",
                                            .object([("type", .string("integer")), ("minimum", .number(1)), ("maximum", .number(8))])
                                        )
                                    ])
                                ),
                            ]),
                        ])
                    ),
                ])
            ),
            (
                "output",
                .object([
                    (
                        "description",
                        .string(
                            "Output name template relative to the output folder, without extension. Placeholders: \(SceneFile.outputPlaceholders.map { "{\($0)}" }.joined(separator: " "))."
                        )
                    ),
                    ("type", .string("string")),
                    ("pattern", .string("^[A-Za-z0-9_.@{}-][A-Za-z0-9_.@/{}-]*$")),
                ])
            ),
            ("states", statesProperty),
            ("screen", screenProperty),
            ("recorded", recordedProperty),
        ]
    }

    private static func enumeration(_ values: [String], _ description: String?) -> JSONValue {
        var pairs: [(String, JSONValue)] = []
        if let description { pairs.append(("description", .string(description))) }
        pairs.append(("enum", .array(values.map(JSONValue.string))))
        return .object(pairs)
    }

    /// A keyword, a single item, or a non-empty list of unique items.
    private static func oneOrMore(_ definition: String, keywords: [String], description: String) -> JSONValue {
        let reference = JSONValue.object([("$ref", .string("#/$defs/\(definition)"))])
        return .object([
            ("description", .string(description)),
            (
                "oneOf",
                .array([
                    .object([("enum", .array(keywords.map(JSONValue.string)))]),
                    reference,
                    .object([("type", .string("array")), ("items", reference), ("minItems", .number(1)), ("uniqueItems", .bool(true))]),
                ])
            ),
        ])
    }
}
