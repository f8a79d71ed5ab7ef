import Dispatch
import BezelFigure
import BezelImport
import BezelRaster
import Foundation
import BezelScene
import BezelSupport

/// A scene file with the images it expands to.
public struct LoadedScene: Sendable {
    public var file: SceneFile
    public var jobs: [RenderJob]
    /// The theme of this scene's sheet: a sheet scene drawn in two themes loads as two
    /// `LoadedScene`s, one per theme, each with that theme's jobs.
    public var theme: DiagramTheme = .light

    /// The file this scene's sheet is written to.
    public var sheetOutputName: String { file.sheetOutputName(for: theme) }
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
        if dumpExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased()) {
            // A view dump: drawn through the scene `bezel import` would write for it.
            let imported: ImportedDump
            do { imported = try importDump(path: path) } catch { throw error.sourceError(file: path) }
            scenes += try expand(imported.scene, scale: scale)
        } else {
            scenes += try expand(SceneFile.load(path: path), scale: scale)
        }
    }
    try checkDistinctOutputs(scenes)
    return scenes
}

/// Scene text (not a file) parsed and expanded; `path` names it in messages and gives `{scene}`
/// its value (`login.yaml` gives `login`). For the library and for scenes embedded in documents.
public func loadScene(text: String, path: String, scale: Double? = nil) throws(SourceError) -> [LoadedScene] {
    try expand(SceneFile.parse(text, path: path), scale: scale)
}

/// A scene file's jobs, with `scale` overriding the scene's own; a sheet scene in two themes
/// becomes one `LoadedScene` per theme.
public func expand(_ file: SceneFile, scale: Double? = nil) throws(SourceError) -> [LoadedScene] {
    var jobs = try file.jobs()
    if let scale {
        jobs = jobs.map {
            var job = $0; job.scale = scale; return job
        }
    }
    guard file.sheetColumns != nil else { return [LoadedScene(file: file, jobs: jobs, theme: file.theme)] }
    return file.themes.map { theme in LoadedScene(file: file, jobs: jobs.filter { $0.theme == theme }, theme: theme) }
}

/// The scenes with the exploded view beside every screen (`bezel render --view exploded`), its
/// focus on the subtree of `focus` when given (else the file's `exploded-focus`, if any). The
/// files' own overlays stay as written; only the jobs change. A focus a scene's screen does not
/// declare is an error naming that scene, as `exploded-focus` in the file would be.
public func withExplodedView(_ scenes: [LoadedScene], focus: String? = nil) throws(SourceError) -> [LoadedScene] {
    var result: [LoadedScene] = []
    for var scene in scenes {
        if let focus, let problem = scene.file.unknownIDMessage(focus) {
            throw SourceError(file: scene.file.path, line: nil, column: nil, field: "--focus", message: problem)
        }
        scene.jobs = scene.jobs.map { job in
            var job = job
            job.overlays.exploded = true
            job.overlays.explodedFocus = focus ?? job.overlays.explodedFocus
            return job
        }
        result.append(scene)
    }
    return result
}

/// Two scenes must not write the same file.
private func checkDistinctOutputs(_ scenes: [LoadedScene]) throws(SourceError) {
    var owners: [String: String] = [:]
    for scene in scenes {
        let names = scene.file.sheetColumns == nil ? scene.jobs.map(\.outputName) : [scene.sheetOutputName]
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

/// One job's image (and, with `dumpLayout`, its screen layout dump), written atomically into
/// `folder` under the job's output name.
public func writeJob(
    _ job: RenderJob, into folder: URL, format: OutputFormat, dumpLayout: Bool = false, compression: PNGCompression = .fast
) throws -> RenderedFile {
    let start = DispatchTime.now()
    let rendered = try render(job, format: format, compression: compression)
    let bytes = try rendered.picture.encoded(compression: compression)
    let url = folder.appendingPathComponent(job.outputName + "." + format.fileExtension)
    try writeAtomically(bytes, to: url, inside: folder)
    var dump: URL? = nil
    if dumpLayout {
        dump = folder.appendingPathComponent(job.outputName + ".layout.txt")
        try writeAtomically(rendered.layout.screen.dump, to: dump!, inside: folder)
    }
    return RenderedFile(job: job, file: url, layoutDump: dump, bytes: bytes.count, seconds: secondsSince(start))
}

/// A scene's comparison sheet, written atomically as one file.
public func writeSheet(_ scene: LoadedScene, into folder: URL, format: OutputFormat, compression: PNGCompression = .fast) throws -> RenderedFile {
    let start = DispatchTime.now()
    let bytes = try renderSheet(scene, format: format, compression: compression).encoded(compression: compression)
    let url = folder.appendingPathComponent(scene.sheetOutputName + "." + format.fileExtension)
    try writeAtomically(bytes, to: url, inside: folder)
    return RenderedFile(job: scene.jobs[0], file: url, layoutDump: nil, bytes: bytes.count, seconds: secondsSince(start))
}

private func secondsSince(_ start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}

/// One image of a run, encoded in memory: its name relative to an output folder (with the
/// format's extension) and its bytes.
public struct EncodedImage: Sendable {
    public var name: String
    public var bytes: [UInt8]
    /// The job drawn; for a sheet, its first panel's.
    public var job: RenderJob
}

/// Every image the scenes make (a sheet as one), encoded in memory, on all cores, in scene and
/// job order.
public func renderImages(_ scenes: [LoadedScene], format: OutputFormat, compression: PNGCompression = .fast) throws -> [EncodedImage] {
    enum Work: Sendable {
        case job(RenderJob)
        case sheet(LoadedScene)
    }
    let work: [Work] = scenes.flatMap { scene in scene.file.sheetColumns == nil ? scene.jobs.map(Work.job) : [Work.sheet(scene)] }
    return try concurrentMap(work) { item in
        switch item {
        case .job(let job):
            EncodedImage(
                name: job.outputName + "." + format.fileExtension, bytes: try render(job, format: format, compression: compression).picture.encoded(compression: compression),
                job: job)
        case .sheet(let scene):
            EncodedImage(
                name: scene.sheetOutputName + "." + format.fileExtension,
                bytes: try renderSheet(scene, format: format, compression: compression).encoded(compression: compression), job: scene.jobs[0])
        }
    }
}

/// The one image a run makes, encoded, for `bezel render … -o -` (standard output). Throws a
/// `SourceError` naming the first scene when the scenes make more or fewer than one image.
public func renderOnlyImage(_ scenes: [LoadedScene], format: OutputFormat, compression: PNGCompression = .fast) throws -> [UInt8] {
    let count = scenes.map { $0.file.sheetColumns == nil ? $0.jobs.count : 1 }.reduce(0, +)
    guard count == 1, let scene = scenes.first else {
        throw SourceError(
            file: scenes.first?.file.path ?? SceneFile.standardInputName, line: nil, column: nil, field: "",
            message: "-o - writes one image to standard output, and this run makes \(count); name one device, iOS version and orientation, or give an output folder")
    }
    return try renderImages([scene], format: format, compression: compression)[0].bytes
}
