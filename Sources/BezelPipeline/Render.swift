import BezelDevices
import BezelFigure
import BezelGeometry
import BezelLayout
import BezelRaster
import BezelRender
import BezelSupport

// The one sequence from a job to its picture: lay the job out, compose its figure, draw it.
// `bezel render`, `bezel check` and `bezel record` (through Golden), `bezel explain` (the first
// step) and the benchmarks all call these functions, so they cannot drift apart.

/// What `render` draws: a PNG at the job's scale, or an SVG or PDF sized in points (so the scale
/// does not apply). `svg` keeps text as `<text>` elements (selectable, searchable, drawn by the
/// viewer in Inter where it has it); `svgPaths` is Cairo's SVG, text as glyph outlines, which
/// looks the same everywhere.
/// `apng` is an animated PNG: a scene's states one frame each, a second apart (`renderAnimation`);
/// a single figure becomes a one-frame animation.
public enum OutputFormat: String, CaseIterable, Sendable {
    case png, svg, pdf
    case svgPaths = "svg-paths"
    case apng

    /// The file name extension (an animated PNG is a PNG file).
    public var fileExtension: String {
        switch self {
        case .svgPaths: "svg"
        case .apng: "png"
        default: rawValue
        }
    }
}

/// A job laid out: the device screen and, when the scene describes one, its app with bar text
/// measured in Inter (`ScreenMetrics.measured`).
public struct JobLayout: Sendable {
    public var screen: ScreenLayout
    public var app: AppLayout?

    /// The text a golden keeps beside its image: the app's `bezel explain` tree, or the screen's
    /// layout dump when the scene has no app.
    public var text: String { app?.explanation ?? screen.dump }
}

/// A drawn figure, not yet written anywhere.
public enum Picture: Sendable {
    /// RGBA pixels at the job's scale, for goldens to compare and encode their own way
    /// (`renderPixels`).
    case pixels(RGBAImage)
    /// A PNG file's bytes, encoded straight from the drawing surface (`PNGWriter`).
    case png([UInt8])
    /// The bytes of an SVG or PDF file.
    case vector([UInt8])

    /// The pixels, when the picture was drawn as pixels.
    public var pixels: RGBAImage? {
        if case .pixels(let image) = self { image } else { nil }
    }

    /// The file's bytes: pixels encoded as PNG (`PNGWriter`, with `compression`), files as drawn.
    public func encoded(compression: PNGCompression = .fast) throws -> [UInt8] {
        switch self {
        case .pixels(let image): try PNGWriter.encode(image, compression: compression)
        case .png(let bytes), .vector(let bytes): bytes
        }
    }
}

/// One job rendered: its layout, the figure composed from it and the picture drawn from that.
public struct RenderedImage: Sendable {
    public var job: RenderJob
    public var layout: JobLayout
    public var diagram: Diagram
    public var picture: Picture
}

/// Step 1: the job's screen and app laid out.
public func layOut(_ job: RenderJob) -> JobLayout {
    let device = Catalog[job.device]
    let app =
        job.screen.map { layoutApp($0, device: device, os: job.os, orientation: job.orientation, metrics: .measured) }
        ?? job.recorded.map { placeRecorded($0, device: device, os: job.os, orientation: job.orientation) }
    return JobLayout(screen: layoutScreen(device, os: job.os, orientation: job.orientation), app: app)
}

/// Renders a job: 1. lay it out, 2. compose its figure, 3. draw the figure in `format` (a PNG's
/// pixels compressed with `compression`).
public func render(_ job: RenderJob, format: OutputFormat = .png, compression: PNGCompression = .fast) throws -> RenderedImage {
    let layout = layOut(job)
    let diagram = figure(job, layout)
    let picture = try draw(diagram, format: format, scale: job.scale, compression: compression)
    return RenderedImage(job: job, layout: layout, diagram: diagram, picture: picture)
}

/// Renders a job as pixels (what goldens compare): the same steps, the picture `.pixels`; with
/// the image it is `likely` to be, see `renderImage(_:scale:likely:)`.
public func renderPixels(_ job: RenderJob, likely: LikelyImage? = nil) throws -> RenderedImage {
    let layout = layOut(job)
    let diagram = figure(job, layout)
    return RenderedImage(
        job: job, layout: layout, diagram: diagram, picture: .pixels(try renderImage(diagram, scale: job.scale, likely: likely)))
}

/// A scene with `sheet` as one comparison sheet: every job's figure side by side, titled once
/// (the panels keep their device · iOS captions, and their states'), drawn at the largest scale
/// among the jobs; as `apng`, the panels as the frames of one animation (`renderAnimation`).
public func renderSheet(_ scene: LoadedScene, format: OutputFormat = .png, compression: PNGCompression = .fast) throws -> Picture {
    try Fonts.verify()
    if format == .apng { return .png(try renderAnimation(scene, compression: compression)) }
    return try draw(sheetFigure(scene), format: format, scale: sheetScale(scene), compression: compression)
}

/// The scale a sheet or animation is drawn at: the largest among its jobs.
func sheetScale(_ scene: LoadedScene) -> Double { scene.jobs.map(\.scale).max() ?? 1 }

/// A sheet scene's figure: every job's panel (without the title, which the sheet shows once).
public func sheetFigure(_ scene: LoadedScene) throws -> Diagram {
    var sheet = comparisonSheet(try sheetPanels(scene), columns: scene.file.sheetColumns ?? 4, title: scene.file.title, text: PangoTextMetrics())
    sheet.theme = scene.theme
    return sheet
}

/// Every job's figure as a sheet shows it: without the scene's title, with the state's.
func sheetPanels(_ scene: LoadedScene) throws -> [Diagram] {
    try concurrentMap(scene.jobs) { job in
        var panel = job
        panel.title = nil
        return figure(panel, layOut(panel))
    }
}

/// The frames of a scene's animation: each panel of its sheet, in sheet order, on a canvas as
/// large as the largest panel (top-left aligned, like a sheet's cells), in the scene's theme.
public func animationFrames(_ scene: LoadedScene) throws -> [Diagram] {
    let panels = try sheetPanels(scene)
    let canvas = Size(width: panels.map(\.size.width).max() ?? 0, height: panels.map(\.size.height).max() ?? 0)
    return panels.map { panel in
        var frame = Diagram(size: canvas, elements: panel.elements)
        frame.theme = scene.theme
        return frame
    }
}

/// A scene as an animated PNG: one frame per panel (per state, for one device and version), each
/// shown for one second, looping (`APNGWriter`), drawn at the sheet's scale.
public func renderAnimation(_ scene: LoadedScene, compression: PNGCompression = .fast) throws -> [UInt8] {
    let scale = sheetScale(scene)
    let frames = try concurrentMap(try animationFrames(scene)) { try renderImage($0, scale: scale) }
    return try APNGWriter.encode(frames, delay: .oneSecond, compression: compression)
}

/// Step 2: the job's figure for its layout.
public func figure(_ job: RenderJob, _ layout: JobLayout) -> Diagram {
    var diagram = deviceDiagram(
        layout.screen, overlays: job.overlays, caption: job.caption, notes: job.notes, title: job.panelTitle, app: layout.app,
        text: PangoTextMetrics())
    diagram.theme = job.theme
    return diagram
}

/// Step 3: a figure composed into drawing primitives, with text measured as the renderer will
/// draw it for `format` and `scale`, and painted (`scale` and `compression` apply to PNG only).
public func draw(_ diagram: Diagram, format: OutputFormat = .png, scale: Double, compression: PNGCompression = .fast) throws -> Picture {
    switch format {
    case .png:
        let measurer = try Renderer.textMeasurer(scale: scale)
        return .png(try Renderer.renderPNG(drawing(diagram, measurer: measurer), scale: scale, compression: compression, measurer: measurer))
    case .svg: return .vector(try Renderer.renderSVG(drawing(diagram, measurer: Renderer.textMeasurer(format: .svg))))
    case .svgPaths: return .vector(try Renderer.renderVector(drawing(diagram, measurer: Renderer.textMeasurer(format: .svg)), format: .svg))
    case .pdf: return .vector(try Renderer.renderVector(drawing(diagram, measurer: Renderer.textMeasurer(format: .pdf)), format: .pdf))
    case .apng: return .png(try APNGWriter.encode([renderImage(diagram, scale: scale)], compression: compression))
    }
}

/// A figure drawn as pixels at `scale`. With the image it is `likely` to be: when every row
/// matches, that image is the result (`Renderer.render(_:scale:likely:)`) and the drawing becomes
/// known to paint it; a drawing already known to paint it is not painted again.
public func renderImage(_ diagram: Diagram, scale: Double, likely: LikelyImage? = nil) throws -> RGBAImage {
    let composed = drawing(diagram, measurer: try Renderer.textMeasurer(scale: scale))
    guard let likely else { return try Renderer.render(composed, scale: scale) }
    if likely.known.contains(composed, scale: scale, image: likely.name) { return likely.image }
    let image = try Renderer.render(composed, scale: scale, likely: likely.image)
    if image.sharesPixels(with: likely.image) { likely.known.insert(composed, scale: scale, image: likely.name) }
    return image
}
