import Foundation
import Layout
import Render
import Scene

/// A scene file with the images it expands to.
public struct LoadedScene: Sendable {
    public var file: SceneFile
    public var jobs: [RenderJob]
}

/// One image written to disk.
public struct RenderedFile: Sendable {
    public var job: RenderJob
    public var png: URL
    public var layoutDump: URL?
    public var bytes: Int
    public var seconds: Double
}

/// Loads and expands every scene first, so a bad file stops the run before anything is drawn.
/// `scale` overrides every scene's own scale when given.
public func loadScenes(_ paths: [String], scale: Double? = nil) throws(SceneError) -> [LoadedScene] {
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
private func checkDistinctOutputs(_ scenes: [LoadedScene]) throws(SceneError) {
    var owners: [String: String] = [:]
    for scene in scenes {
        for job in scene.jobs {
            if let other = owners[job.outputName], other != scene.file.path {
                throw SceneError(
                    file: scene.file.path, line: nil, column: nil, field: "output",
                    message: "writes \(job.outputName).png, which \(other) also writes; give one of them an `output` template")
            }
            owners[job.outputName] = scene.file.path
        }
    }
}

/// Renders jobs into `folder` on all cores, each file written atomically. With `dumpLayouts` a
/// `.layout.txt` is written beside each PNG. Results come back in job order.
public func renderJobs(
    _ jobs: [RenderJob], into folder: URL, dumpLayouts: Bool = false, progress: (@Sendable (Int) -> Void)? = nil
) throws -> [RenderedFile] {
    try Fonts.verify()
    return try concurrentMap(jobs, progress: progress) { job in try renderOne(job, into: folder, dumpLayout: dumpLayouts) }
}

private func renderOne(_ job: RenderJob, into folder: URL, dumpLayout: Bool) throws -> RenderedFile {
    let start = DispatchTime.now()
    let layout = job.layout
    let png = try Renderer.renderPNG(job.diagram(for: layout, app: job.app(metrics: .measured)), scale: job.scale)
    let url = folder.appendingPathComponent(job.outputName + ".png")
    try writeAtomically(png, to: url)
    var dump: URL? = nil
    if dumpLayout {
        dump = folder.appendingPathComponent(job.outputName + ".layout.txt")
        try writeAtomically(layout.dump, to: dump!)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    return RenderedFile(job: job, png: url, layoutDump: dump, bytes: png.count, seconds: seconds)
}
