import Figure
import Foundation
import Layout
import Render
import Scene
import Support

/// A scene file with the images it expands to.
public struct LoadedScene: Sendable {
    public var file: SceneFile
    public var jobs: [RenderJob]
}

/// What `renderJobs` writes: a PNG at the job's scale, or an SVG or PDF from Cairo's vector
/// surfaces (sizes in points, so the scale does not apply).
public enum OutputFormat: String, CaseIterable, Sendable {
    case png, svg, pdf
}

/// One image written to disk.
public struct RenderedFile: Sendable {
    public var job: RenderJob
    public var file: URL
    public var layoutDump: URL?
    public var bytes: Int
    public var seconds: Double
}

/// Loads and expands every scene first, so a bad file stops the run before anything is drawn.
/// `scale` overrides every scene's own scale when given.
public func loadScenes(_ paths: [String], scale: Double? = nil) throws(SourceError) -> [LoadedScene] {
    var scenes: [LoadedScene] = []
    for path in paths {
        let file = try SceneFile.load(path: path)
        var jobs = try file.jobs()
        if let scale {
            jobs = jobs.map {
                var job = $0; job.scale = scale; return job
            }
        }
        scenes.append(LoadedScene(file: file, jobs: jobs))
    }
    try checkDistinctOutputs(scenes)
    return scenes
}

/// Two scenes must not write the same file.
private func checkDistinctOutputs(_ scenes: [LoadedScene]) throws(SourceError) {
    var owners: [String: String] = [:]
    for scene in scenes {
        let names = scene.file.sheetColumns == nil ? scene.jobs.map(\.outputName) : [scene.file.sheetOutputName]
        for name in names {
            if let other = owners[name], other != scene.file.path {
                throw SourceError(
                    file: scene.file.path, line: nil, column: nil, field: "output",
                    message: "writes \(name).png, which \(other) also writes; give one of them an `output` template")
            }
            owners[name] = scene.file.path
        }
    }
}

/// A scene with `sheet` as one comparison sheet: every job's figure side by side, at the
/// largest scale among them, written atomically as one file.
public func renderSheet(_ scene: LoadedScene, into folder: URL, format: OutputFormat = .png) throws -> RenderedFile {
    try Fonts.verify()
    let start = DispatchTime.now()
    // The sheet carries the title once; the panels keep their device · iOS captions.
    let panels = try concurrentMap(scene.jobs) { job in
        var panel = job
        panel.title = nil
        return panel.diagram(for: panel.layout, app: panel.app(metrics: .measured))
    }
    var sheet = comparisonSheet(panels, columns: scene.file.sheetColumns ?? 4, title: scene.file.title)
    sheet.theme = scene.file.theme
    let scale = scene.jobs.map(\.scale).max() ?? 1
    let bytes = try renderFile(sheet, format: format, scale: scale)
    let url = folder.appendingPathComponent(scene.file.sheetOutputName + "." + format.rawValue)
    try writeAtomically(bytes, to: url)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    return RenderedFile(job: scene.jobs[0], file: url, layoutDump: nil, bytes: bytes.count, seconds: seconds)
}

/// One job's image (and layout dump), written atomically.
func renderJob(_ job: RenderJob, into folder: URL, format: OutputFormat, dumpLayout: Bool) throws -> RenderedFile {
    let start = DispatchTime.now()
    let layout = job.layout
    let diagram = job.diagram(for: layout, app: job.app(metrics: .measured))
    let bytes = try renderFile(diagram, format: format, scale: job.scale)
    let url = folder.appendingPathComponent(job.outputName + "." + format.rawValue)
    try writeAtomically(bytes, to: url)
    var dump: URL? = nil
    if dumpLayout {
        dump = folder.appendingPathComponent(job.outputName + ".layout.txt")
        try writeAtomically(layout.dump, to: dump!)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    return RenderedFile(job: job, file: url, layoutDump: dump, bytes: bytes.count, seconds: seconds)
}
