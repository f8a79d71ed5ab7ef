import Foundation
import BezelFigure
import BezelGeometry
import BezelPipeline
import BezelRaster
import BezelScene
import BezelSupport

/// The images a documentation page shows for one scene: every image the scene makes, in the
/// light and dark themes unless the scene chooses its own, named from one base name so a page can
/// link them. Used by `bezel markdown` (Markdown sites) and `bezel docc` (DocC catalogs).
public struct DocumentImage: Sendable {
    /// The light image's file name without extension, relative to the folder the images go in.
    public var name: String
    /// The dark image's name, when the scene is drawn in both themes.
    public var darkName: String?
    /// The width the page shows it at, in points (CSS pixels).
    public var width: Double
    public var job: RenderJob
}

/// A scene's images, rendered and encoded, with how a page refers to them.
public struct RenderedDocumentImages: Sendable {
    public var images: [DocumentImage]
    /// Every file to write: name with extension (and DocC's `@2x`/`@3x`) → PNG bytes.
    public var files: [(name: String, bytes: [UInt8])]
}

extension SceneFile {
    /// The scene drawn for a page: both themes unless the scene states one, named `base` (one
    /// image per theme) or `base-{device}-{os}-{orientation}` (several), the dark one with DocC's
    /// `~dark` suffix, at each of `scales` (nil: the scene's own) with `@2x`-style suffixes when
    /// `scaleSuffix` is set.
    public func documentImages(base: String, scales: [Double?] = [nil], scaleSuffix: Bool = false) throws -> RenderedDocumentImages {
        var file = self
        if !statesTheme { file.themes = [.light, .dark] }
        let perTheme = try file.jobs().count / file.themes.count
        let stem = base + (perTheme > 1 && file.sheetColumns == nil ? "-{device}-{os}-{orientation}" : "")
        var images: [DocumentImage] = []
        var files: [(name: String, bytes: [UInt8])] = []
        for scale in scales {
            let suffix = scaleSuffix ? "@\(formatCompact(scale ?? 1))x" : ""
            file.output = Located(value: stem + "{theme-suffix}" + suffix, position: .init(line: 1, column: 1), field: "output")
            let scenes = try expand(file, scale: scale)
            // Pages to publish: files a third smaller or more (`PNGCompression.small`).
            let rendered = try renderImages(scenes, format: .png, compression: .small)
            files += rendered.map { ($0.name, $0.bytes) }
            if images.isEmpty { images = pageImages(rendered, scenes: scenes, file: file, suffix: suffix) }
        }
        return RenderedDocumentImages(images: images, files: files)
    }

    /// One entry per light image (the first theme's, when the scene has no light one), with its
    /// dark twin and its width in points: pixels over the scale it was drawn at (a sheet is drawn
    /// at its panels' largest).
    private func pageImages(_ rendered: [EncodedImage], scenes: [LoadedScene], file: SceneFile, suffix: String) -> [DocumentImage] {
        var scales: [String: Double] = [:]
        for scene in scenes {
            if file.sheetColumns != nil {
                scales[scene.sheetOutputName] = scene.jobs.map(\.scale).max() ?? 1
            } else {
                for job in scene.jobs { scales[job.outputName] = job.scale }
            }
        }
        let primary = file.themes.contains(.light) ? DiagramTheme.light : file.themes[0]
        return rendered.filter { $0.job.theme == primary }.map { image in
            let drawn = String(image.name.dropLast(".png".count))
            let name = String(drawn.dropLast(suffix.count))
            let dark = file.themes.count > 1 ? name + "~dark" : nil
            return DocumentImage(name: name, darkName: dark, width: pngWidth(image.bytes) / (scales[drawn] ?? 1), job: image.job)
        }
    }
}

/// The width in pixels stated by a PNG's header.
func pngWidth(_ png: [UInt8]) -> Double {
    guard png.count >= 24 else { return 0 }
    return Double(png[16..<20].reduce(0) { $0 << 8 | Int($1) })
}
