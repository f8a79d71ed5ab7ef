import ArgumentParser
import Foundation
import BezelGolden
import BezelPipeline
import BezelRaster
import BezelRender
import BezelScene
import BezelSupport

extension Bezel {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Render scene files to PNG, SVG, PDF or animated PNG.",
            discussion: """
                Every scene is read and checked before anything is drawn: a bad file writes nothing and \
                exits with 2. Images render on all cores and are written atomically; images whose scene, \
                settings and Bezel build have not changed since they were written are skipped.

                Scenes with a `screen` are laid out first, and Auto Layout's complaints are printed on \
                standard error as warnings pointing at the scene file's line and column: conflicting \
                constraints in UIKit's "Unable to simultaneously satisfy constraints." wording (the broken one \
                marked), and views whose constraints leave an axis ambiguous. The images are still drawn, as \
                UIKit still shows the screen; --strict makes the warnings errors (exit 2, nothing written). \
                --quiet keeps the warnings: it silences progress, not problems.
                """)

        @Argument(help: "Scene files (.yaml, .yml or .json); - reads one scene from standard input; none: the project's scenes (bezel.yaml).")
        var scenes: [String] = []

        @Option(name: .shortAndLong, help: "Output folder (default: the current folder; with no scenes named, the project's output folder; with the scene from standard input, standard output); - writes the one image the scenes make to standard output.")
        var output: String?

        @Option(help: "The project file whose scenes to render when none are named (default: the nearest bezel.yaml).")
        var project: String?

        @Option(help: "Pixels per point for every image (1, 2 or 3), overriding the scenes.")
        var scale: Double?

        @Option(help: "png (default), svg, pdf or apng: SVG and PDF are sized in points; apng is an animated PNG, a scene's states one frame each, a second apart.")
        var format: String = "png"

        @Option(help: "In SVG output: text (default: <text> elements, selectable and searchable) or paths (glyph outlines, the same in every viewer).")
        var svgText: String = "text"

        @Option(help: "In PNG and animated PNG output: fast (default: ISA-L, quickest to write) or small (libdeflate: files a third smaller or more, for pages to publish). The pixels are the same.")
        var pngCompression: PNGCompression = .fast

        @Option(help: "screen (default: what each scene asks for) or exploded: also draw the view tree as layers in space beside every screen, like Xcode's 3D view debugger (the scene's `overlays: [exploded]`).")
        var view: String = "screen"

        @Option(help: "With --view exploded: the id of the scene view whose subtree alone is lifted (the scene's `exploded-focus`).")
        var focus: String?

        @Flag(help: "Also write each image's layout as a .layout.txt text tree.")
        var dump = false

        @Flag(name: .shortAndLong, help: "Print only errors and layout warnings: no progress bar, no list of images written.")
        var quiet = false

        @Flag(help: "Treat layout warnings (conflicting or ambiguous constraints) as errors: print them, write nothing and exit with 2.")
        var strict = false

        @Flag(help: "Redraw every image, even those whose inputs have not changed.")
        var force = false

        @Flag(help: "Keep running: draw again whenever a scene changes (a bad scene is reported, not fatal). Stop with Ctrl-C.")
        var watch = false

        func validate() throws {
            if let scale, ![1.0, 2, 3].contains(scale) {
                throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))")
            }
            if scenes.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read once") }
            if watch && (scenes.contains("-") || output == "-") { throw ValidationError("--watch reads scene files and writes a folder, not standard input or output") }
            guard ["png", "svg", "pdf", "apng"].contains(format) else { throw ValidationError("--format must be png, svg, pdf or apng (got \(format))") }
            guard ["text", "paths"].contains(svgText) else { throw ValidationError("--svg-text must be text or paths (got \(svgText))") }
            guard ["screen", "exploded"].contains(view) else { throw ValidationError("--view must be screen or exploded (got \(view))") }
            if focus != nil && view != "exploded" { throw ValidationError("--focus picks the exploded view's subtree: add --view exploded") }
            if watch && view != "screen" { throw ValidationError("--watch draws the scenes as written; --view is for one run") }
        }

        /// `--format` with `--svg-text`.
        var outputFormat: OutputFormat { format == "svg" && svgText == "paths" ? .svgPaths : OutputFormat(rawValue: format) ?? .png }

        func run() throws {
            var (scenes, output) = (self.scenes, self.output)
            var project: GoldenProject? = nil
            if scenes.isEmpty {
                project = try GoldenProject.resolve(
                    ProjectOptions(file: self.project), from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                scenes = try project!.sceneFiles()
                output = output ?? displayPath(project!.output)
            }
            if scenes == ["-"] && output == nil { output = "-" }
            if watch {
                let named = scenes
                let list: @Sendable () throws -> [String] = { [project] in try project?.sceneFiles() ?? named }
                let batch = RenderBatch(
                    folder: URL(fileURLWithPath: output ?? "."), format: outputFormat, dumpLayouts: dump, force: force, strict: strict,
                    compression: pngCompression)
                watchRendering(scenes: list, scale: scale, batch: batch) { outcome in
                    switch outcome {
                    case .success(let result):
                        for warning in result.warnings { printError(warning.text()) }
                        print(result.summary(folder: batch.folder) + "; watching for changes (Ctrl-C stops)")
                    case .failure(let error): printError(describe(error))
                    }
                    fflush(nil)
                }
            }
            var loaded = try loadScenes(scenes, scale: scale)
            if view == "exploded" { loaded = try withExplodedView(loaded, focus: focus) }
            if output == "-" {
                if dump { throw ValidationError("--dump writes a file beside each image; it needs an output folder, not -o -") }
                for warning in try checkLayouts(loaded, strict: strict) { printError(warning.text()) }
                FileHandle.standardOutput.write(Data(try renderOnlyImage(loaded, format: outputFormat, compression: pngCompression)))
                return
            }
            let batch = RenderBatch(
                folder: URL(fileURLWithPath: output ?? "."), format: outputFormat, dumpLayouts: dump, force: force, strict: strict,
                compression: pngCompression)
            let showsProgress = !quiet && isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["CI"] == nil
            let result = try batch.run(loaded, progress: showsProgress ? progressBar : nil)
            if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            for warning in result.warnings { printError(warning.text()) }
            if !quiet {
                for file in result.written { print(file.file.path) }
                print(result.summary(folder: batch.folder))
            }
        }
    }

    struct Schema: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "schema", abstract: "Print the JSON Schema of scene files.")

        func run() { print(SceneSchema.text, terminator: "") }
    }
}

/// A one-line progress bar on standard error: `[#####-----] 12/40`.
@Sendable private func progressBar(_ done: Int, _ total: Int) {
    let width = 30
    let filled = total == 0 ? width : done * width / total
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
    FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total)".utf8))
}

extension PNGCompression: ExpressibleByArgument {}
