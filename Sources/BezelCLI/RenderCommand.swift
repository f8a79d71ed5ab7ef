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
                exits with 2. Images render on all cores and are written atomically.
                """)

        @Argument(help: "Scene files (.yaml, .yml or .json).")
        var scenes: [String]

        @Option(name: .shortAndLong, help: "Output folder.")
        var output: String = "."

        @Option(help: "Pixels per point for every image (1, 2 or 3), overriding the scenes.")
        var scale: Double?

        @Option(help: "png (default), svg or pdf: SVG and PDF come from Cairo's vector surfaces, sized in points.")
        var format: String = "png"

        @Flag(help: "Also write each image's layout as a .layout.txt text tree.")
        var dump = false

        @Flag(name: .shortAndLong, help: "Print only errors.")
        var quiet = false

        func validate() throws {
            if let scale, ![1.0, 2, 3].contains(scale) {
                throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))")
            }
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
            let folder = URL(fileURLWithPath: output)
            let outputFormat = OutputFormat(rawValue: format)!
            var files: [RenderedFile] = []
            do {
                let singles = loaded.filter { $0.file.sheetColumns == nil }.flatMap(\.jobs)
                files = try renderJobs(singles, into: folder, format: outputFormat, dumpLayouts: dump)
                for scene in loaded where scene.file.sheetColumns != nil {
                    files.append(try renderSheet(scene, into: folder, format: outputFormat))
                }
            } catch let error as RenderError {
                printError("error: \(error)")
                throw ExitCode(3)
            }
            if !quiet {
                for file in files { print(file.file.path) }
                let total = files.map(\.bytes).reduce(0, +)
                print("rendered \(files.count) image\(files.count == 1 ? "" : "s") (\(total / 1024) KB) into \(folder.path)")
            }
        }
    }

    struct Schema: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the JSON Schema of scene files.")

        func run() { print(SceneSchema.text, terminator: "") }
    }
}
