import Dispatch
import Foundation
import BezelFigure
import BezelRaster
import BezelRender
import BezelScene
import BezelSupport

/// One run of `bezel render`: every image of every scene, on all cores, skipping the ones whose
/// inputs have not changed since they were written (unless forced).
///
/// An image's inputs are its scene file's text, its device, iOS version, orientation, scale,
/// format and PNG compression, and the Bezel build that draws it (the executable's size and
/// modification time), so editing a scene or rebuilding Bezel redraws everything it could change. The fingerprints of
/// what was written live in `.bezel-render-cache` in the output folder (one "path, TAB,
/// fingerprint" line each), itself written atomically; a missing output is always redrawn.
public struct RenderBatch: Sendable {
    public var folder: URL
    public var format: OutputFormat
    public var dumpLayouts: Bool
    public var force: Bool
    /// Layout warnings are errors: a run with any draws nothing (`checkLayouts`).
    public var strict: Bool
    /// How PNG and animated PNG files are compressed.
    public var compression: PNGCompression

    public init(
        folder: URL, format: OutputFormat = .png, dumpLayouts: Bool = false, force: Bool = false, strict: Bool = false,
        compression: PNGCompression = .fast
    ) {
        self.folder = folder
        self.format = format
        self.compression = compression
        self.dumpLayouts = dumpLayouts
        self.force = force
        self.strict = strict
    }

    public static let cacheName = ".bezel-render-cache"

    /// What a run wrote and what it skipped, and the scenes' layout warnings (skipped images'
    /// included: a scene warns on every run until it is fixed).
    public struct Result: Sendable {
        public var written: [RenderedFile]
        public var skipped: [URL]
        public var seconds: Double
        public var warnings: [LayoutWarning] = []

        /// "rendered 3 images (412 KB) into gallery in 1.2 s; 5 unchanged, skipped (--force redraws them)".
        public func summary(folder: URL) -> String {
            let count = written.count
            let kilobytes = written.map(\.bytes).reduce(0, +) / 1024
            var line =
                "rendered \(count) image\(count == 1 ? "" : "s") (\(kilobytes) KB) into \(folder.path) in \(String(format: "%.1f", seconds)) s"
            if !skipped.isEmpty { line += "; \(skipped.count) unchanged, skipped (--force redraws them)" }
            if !warnings.isEmpty { line += "; \(warnings.count) layout warning\(warnings.count == 1 ? "" : "s")" }
            return line
        }
    }

    private enum Work: Sendable {
        case job(RenderJob)
        case sheet(LoadedScene)

        /// The scale its picture is drawn at.
        var scale: Double {
            switch self {
            case .job(let job): job.scale
            case .sheet(let scene): sheetScale(scene)
            }
        }
    }

    /// Renders `scenes` after checking their layouts (`checkLayouts`: with `strict`, a warning
    /// stops the run before anything is drawn); `progress` gets the count of finished images
    /// (written or skipped).
    public func run(_ scenes: [LoadedScene], progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Result {
        let start = DispatchTime.now()
        let stamp = buildStamp()
        let drawsPixels = format == .png || format == .apng
        let pixelParts = drawsPixels ? [compression.rawValue] : []
        var work: [(Work, name: String, key: String)] = []
        for scene in scenes {
            // A scene from standard input has no file to fingerprint later: it is always drawn.
            let fromStandardInput = scene.file.path == SceneFile.standardInputName
            let text = fromStandardInput ? Data(UUID().uuidString.utf8) : (try? Data(contentsOf: URL(fileURLWithPath: scene.file.path))) ?? Data()
            if scene.file.sheetColumns != nil {
                let parts =
                    [stamp, format.rawValue] + pixelParts + ["sheet", scene.jobs.map { "\($0.scale)" }.joined(separator: ",")]
                    + scene.jobs.prefix(1).flatMap { overlaysChosen($0, scene) }
                work.append((.sheet(scene), scene.sheetOutputName, fingerprint(parts, text)))
            } else {
                for job in scene.jobs {
                    let parts =
                        [stamp, format.rawValue] + pixelParts
                        + [job.device.rawValue, job.os.rawValue, job.orientation.rawValue, "\(job.scale)", "\(dumpLayouts)"]
                        + overlaysChosen(job, scene)
                    work.append((.job(job), job.outputName, fingerprint(parts, text)))
                }
            }
        }
        let saved = loadCache()
        func isCurrent(_ item: (Work, name: String, key: String)) -> Bool {
            let path = item.name + "." + format.fileExtension
            return !force && saved[path] == item.key && FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
        }
        let current = work.map(isCurrent)
        let pending = zip(work, current).filter { !$0.1 }.map(\.0)
        // The first picture to draw has its usual fonts loaded on another core while the scenes
        // are checked (`FontStart.prepare`).
        if drawsPixels, let first = pending.first?.0 { FontStart.prepare(scale: first.scale, fonts: commonFigureFonts) }
        let warnings = try checkLayouts(scenes, strict: strict)
        let skipped = zip(work, current).filter(\.1).map(\.0)
        let total = work.count
        let done = skipped.count
        progress?(done, total)
        var finished: (@Sendable (Int) -> Void)? = nil
        if let progress { finished = { count in progress(done + count, total) } }
        let items = pending.map(\.0)
        let outputFolders = Set(pending.map { folder.appendingPathComponent($0.name).deletingLastPathComponent().path })
        for path in outputFolders.sorted() { removeStaleTemporaries(in: URL(fileURLWithPath: path)) }
        let (outputFolder, outputFormat, dump, compression) = (folder, format, dumpLayouts, compression)
        let written: [RenderedFile] = try concurrentMap(items, progress: finished) { (item: Work) throws -> RenderedFile in
            switch item {
            case .job(let job): return try writeJob(job, into: outputFolder, format: outputFormat, dumpLayout: dump, compression: compression)
            case .sheet(let scene): return try writeSheet(scene, into: outputFolder, format: outputFormat, compression: compression)
            }
        }
        try saveCache(saved, adding: pending)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return Result(
            written: written, skipped: skipped.map { folder.appendingPathComponent($0.name + "." + format.fileExtension) }, seconds: seconds,
            warnings: warnings)
    }

    private func loadCache() -> [String: String] {
        guard let text = try? DocumentNode.readText(path: folder.appendingPathComponent(Self.cacheName).path) else { return [:] }
        var cache: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\t")
            if parts.count == 2 { cache[String(parts[0])] = String(parts[1]) }
        }
        return cache
    }

    /// The cache with the entries of the images drawn set; a run that changes no entry (every
    /// image forced again, or skipped) leaves the file as it is.
    private func saveCache(_ saved: [String: String], adding drawn: [(Work, name: String, key: String)]) throws {
        var cache = saved
        for item in drawn { cache[item.name + "." + format.fileExtension] = item.key }
        guard cache != saved else { return }
        let text = cache.keys.sorted().map { "\($0)\t\(cache[$0]!)" }.joined(separator: "\n") + "\n"
        try writeAtomically(Array(text.utf8), to: folder.appendingPathComponent(Self.cacheName), inside: folder)
    }
}

/// The running Bezel build: the executable's size and modification time (read with `readlink`
/// and `stat`: Foundation's file attributes cost 0.6 ms of the first render in a process).
private func buildStamp() -> String {
    var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)  // readlink writes no terminating zero: the last stays
    let path = readlink("/proc/self/exe", &target, target.count - 1) > 0 ? String(cString: target) : CommandLine.arguments[0]
    var status = stat()
    guard stat(path, &status) == 0 else { return "\(path) 0 0" }
    let modified = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
    return "\(path) \(status.st_size) \(modified)"
}

/// FNV-1a (64-bit) over the parts, each ended by a zero byte, and the scene text, as 16 hex
/// digits: change detection, not security.
/// The job's overlays when the command line chose them (`--view exploded`), as a fingerprint part:
/// the scene file alone no longer says what the image shows. Nothing when the file does.
func overlaysChosen(_ job: RenderJob, _ scene: LoadedScene) -> [String] {
    job.overlays == scene.file.overlays ? [] : ["overlays \(job.overlays.exploded) \(job.overlays.explodedFocus ?? "")"]
}

func fingerprint(_ parts: [String], _ data: Data) -> String {
    var hash = FNV1a()
    for part in parts { hash.add(Array(part.utf8) + [0]) }
    hash.add(data)
    return hash.hex
}
