import ArgumentParser
import Foundation
import Pipeline
import Render
import Scene

extension Bezel {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render scene files to PNG, SVG or PDF.",
            discussion: """
                Every scene is read and checked before anything is drawn: a bad file writes nothing and \
                exits with 2. Images render on all cores and are written atomically; images whose scene, \
                settings and Bezel build have not changed since they were written are skipped.
                """)

        @Argument(help: "Scene files (.yaml, .yml or .json); - reads one scene from standard input.")
        var scenes: [String]

        @Option(name: .shortAndLong, help: "Output folder; - writes the one image the scenes make to standard output.")
        var output: String = "."

        @Option(help: "Pixels per point for every image (1, 2 or 3), overriding the scenes.")
        var scale: Double?

        @Option(help: "png (default), svg or pdf: SVG and PDF come from Cairo's vector surfaces, sized in points.")
        var format: String = "png"

        @Flag(help: "Also write each image's layout as a .layout.txt text tree.")
        var dump = false

        @Flag(name: .shortAndLong, help: "Print only errors.")
        var quiet = false

        @Flag(help: "Redraw every image, even those whose inputs have not changed.")
        var force = false

        func validate() throws {
            if let scale, ![1.0, 2, 3].contains(scale) {
                throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))")
            }
            if scenes.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read once") }
            if OutputFormat(rawValue: format) == nil {
                throw ValidationError("--format must be png, svg or pdf (got \(format))")
            }
        }

        func run() throws {
            let loaded: [LoadedScene]
            do { loaded = try loadScenes(scenes, scale: scale) } catch {
                printError(error.description)
                throw ExitCode(2)
            }
            if output == "-" {
                if dump { throw ValidationError("--dump writes a file beside each image; it needs an output folder, not -o -") }
                FileHandle.standardOutput.write(Data(try renderOnlyImage(loaded, format: OutputFormat(rawValue: format)!)))
                return
            }
            let batch = RenderBatch(
                folder: URL(fileURLWithPath: output), format: OutputFormat(rawValue: format)!, dumpLayouts: dump, force: force)
            let showsProgress = !quiet && isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["CI"] == nil
            let result = try batch.run(loaded, progress: showsProgress ? progressBar : nil)
            if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            if !quiet {
                for file in result.written { print(file.file.path) }
                print(result.summary(folder: batch.folder))
            }
        }
    }

    struct Schema: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the JSON Schema of scene files.")

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
