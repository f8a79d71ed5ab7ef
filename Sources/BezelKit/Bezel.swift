import BezelFigure
import BezelPipeline
import BezelScene
import BezelSupport
import Foundation

/// Bezel in one call: scene text (YAML or JSON, the format of `docs/scene-format.md`) or a
/// `SceneBuilder` in, image bytes or the laid-out view tree out. Every function checks the whole
/// scene before drawing anything and throws `SourceError` (file, line, column and field) for bad
/// input, `RenderError.fontMissing` when Inter is not installed and `RenderError.librariesMissing`
/// when Cairo or Pango cannot be loaded.
///
/// ```swift
/// import BezelKit
///
/// let png = try Bezel.render("""
///     bezel: 1
///     devices: iphone-x
///     os: ios-11
///     overlays: [safe-area, status-bar]
///     """)
/// ```
public enum Bezel {
    /// This release of Bezel.
    public static let version = Release.version

    /// The one image a scene makes, encoded as `format`. `name` stands for the scene's file in
    /// messages and in `{scene}`; `scale` overrides the scene's pixels per point. Throws when the
    /// scene makes more than one image (use `renderAll`).
    public static func render(_ sceneText: String, format: OutputFormat = .png, scale: Double? = nil, name: String = "scene.yaml")
        throws -> Data
    {
        Data(try renderOnlyImage(loadScene(text: sceneText, path: name, scale: scale), format: format))
    }

    /// Every image a scene makes (a sheet is one image), each with the file name `bezel render`
    /// would give it, in the scene's device × iOS × orientation order.
    public static func renderAll(_ sceneText: String, format: OutputFormat = .png, scale: Double? = nil, name: String = "scene.yaml")
        throws -> [Image]
    {
        try renderImages(loadScene(text: sceneText, path: name, scale: scale), format: format).map(Image.init)
    }

    /// The one image a scene built in Swift makes.
    public static func render(_ scene: SceneBuilder, format: OutputFormat = .png, scale: Double? = nil) throws -> Data {
        try render(scene.json, format: format, scale: scale, name: scene.name + ".json")
    }

    /// Every image a scene built in Swift makes.
    public static func renderAll(_ scene: SceneBuilder, format: OutputFormat = .png, scale: Double? = nil) throws -> [Image] {
        try renderAll(scene.json, format: format, scale: scale, name: scene.name + ".json")
    }

    /// Where every view of the scene's app ends up, as `bezel explain` prints it: the text tree,
    /// or with `json` the document of `docs/explain-json.md`; `depth: .full` adds every private
    /// view UIKit creates in the bars and the content view's layout guides (`--depth full`).
    public static func explain(
        _ sceneText: String, json: Bool = false, depth: ExplainDepth = .app, name: String = "scene.yaml"
    ) throws -> String {
        let explanation = try BezelPipeline.explain(SceneFile.parse(sceneText, path: name), depth: depth)
        return json ? explanation.json.text() : explanation.text
    }

    /// `explain` for a scene built in Swift.
    public static func explain(_ scene: SceneBuilder, json: Bool = false, depth: ExplainDepth = .app) throws -> String {
        try explain(scene.json, json: json, depth: depth, name: scene.name + ".json")
    }

    /// One rendered image.
    public struct Image: Sendable {
        /// The file name `bezel render` gives it, relative to the output folder, with extension
        /// (`scene/ios-17/iphone-15-pro-portrait.png`).
        public var name: String
        /// The encoded file: PNG, SVG or PDF.
        public var data: Data
        /// The device, iOS version, orientation, scale and theme it shows (a sheet's first panel).
        public var job: RenderJob

        init(_ image: EncodedImage) {
            name = image.name
            data = Data(image.bytes)
            job = image.job
        }
    }
}
