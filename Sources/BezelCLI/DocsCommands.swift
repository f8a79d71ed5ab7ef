import ArgumentParser
import Foundation
import BezelDocs
import BezelGolden
import BezelSupport

extension Bezel {
    struct Markdown: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "markdown",
            abstract: "Copy a Markdown tree with every Bezel diagram in it drawn, for MkDocs, mdBook, Docusaurus or Jekyll.",
            discussion: """
                Fenced ```bezel blocks (a scene in YAML or JSON; `alt="…"` and `name=…` after the word bezel) \
                become their images, written to bezel-images/ beside the page; image links to *.bezel.yaml files \
                (![alt](scenes/bars.bezel.yaml)) become the images drawn beside the scene file. Scenes that state no \
                theme are drawn light and dark. Every other file is copied as it is; point the site generator at the \
                output folder. A bad scene is reported at its line in the page and nothing is written (exit 2).
                """)

        @Argument(help: "A folder of Markdown files, or one file.")
        var input: String

        @Option(name: .shortAndLong, help: "The folder to write the copy into (not the input).")
        var output: String

        @Option(help: "picture (default): <picture> with a dark source for prefers-color-scheme; markdown: a plain ![alt](image.png).")
        var style: MarkdownImageStyle = .picture

        @Option(help: "Pixels per point for every image (1, 2 or 3), overriding the scenes.")
        var scale: Double?

        @Flag(name: .shortAndLong, help: "Print only errors.")
        var quiet = false

        func validate() throws {
            if let scale, ![1.0, 2, 3].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))") }
        }

        func run() throws {
            var site = MarkdownSite(input: URL(fileURLWithPath: input), output: URL(fileURLWithPath: output))
            site.style = style
            site.scale = scale
            let result = try site.build()
            if !quiet {
                print("\(result.pages) pages, \(result.diagrams) diagrams (\(result.images) images), \(result.copied) other files copied into \(output)")
            }
        }
    }

    struct DocC: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "docc",
            abstract: "Draw the scenes of a DocC catalog into its Resources/ with DocC's @2x, @3x and ~dark names.",
            discussion: """
                Scenes are the catalog's *.bezel.yaml (.yml, .json) files; `login.bezel.yaml` gives login@2x.png, \
                login@3x.png and, unless it states a theme, login~dark@2x.png and login~dark@3x.png, which an article \
                shows with ![Login](login) or @Image(source: "login", alt: "Login"). Only images whose bytes change \
                are written. The package plugin runs this for a package's catalogs: \
                swift package --allow-writing-to-package-directory render-diagrams.
                """)

        @Argument(help: "DocC catalogs (folders ending in .docc).")
        var catalogs: [String]

        @Option(help: "The scales drawn, e.g. 2,3 (default).")
        var scales: String = "2,3"

        @Flag(name: .shortAndLong, help: "Print only errors.")
        var quiet = false

        func validate() throws {
            guard parsedScales != nil else { throw ValidationError("--scales must list 1, 2 or 3, e.g. 2,3 (got \(scales))") }
        }

        private var parsedScales: [Double]? {
            let values = scales.split(separator: ",").compactMap { Double($0) }
            return !values.isEmpty && values.count == scales.split(separator: ",").count && values.allSatisfy([1.0, 2, 3].contains) ? values : nil
        }

        func run() throws {
            for path in catalogs {
                var catalog = DocCCatalog(catalog: URL(fileURLWithPath: path))
                catalog.scales = parsedScales ?? [2, 3]
                let result = try catalog.render()
                if quiet { continue }
                for url in result.written { print("wrote \(displayPath(url))") }
                print("\(path): \(result.scenes) scenes, \(result.written.count) images written, \(result.unchanged) unchanged")
            }
        }
    }
}

extension MarkdownImageStyle: ExpressibleByArgument {}

extension Bezel {
    struct Preview: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "preview",
            abstract: "Show scenes' images on a local web page that reloads itself when a scene changes.",
            discussion: """
                Serves http://127.0.0.1:PORT/ (this machine only) until stopped with Ctrl-C. Images are drawn \
                into a temporary folder, again after every change, and open pages reload; a bad scene shows \
                its error on the page.
                """)

        @Argument(help: "Scene files or folders of them; none: the project's scenes (bezel.yaml).")
        var paths: [String] = []

        @Option(help: "The port to listen on (0: any free port).")
        var port: Int = 8000

        @Option(help: "The project file whose scenes to show when none are named (default: the nearest bezel.yaml).")
        var project: String?

        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535 (got \(port))") }
        }

        func run() throws {
            let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let scenes: @Sendable () throws -> [String]
            if paths.isEmpty {
                let project = try GoldenProject.resolve(ProjectOptions(file: project), from: here)
                scenes = { try project.sceneFiles() }
            } else {
                let paths = self.paths
                scenes = { sceneFiles(in: paths) }
            }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-preview-\(getpid())")
            let preview = BezelDocs.Preview(scenes: scenes, folder: folder)
            let url = try preview.listen(port: port)
            print("previewing at \(url.absoluteString) (Ctrl-C stops)")
            fflush(nil)
            preview.run { outcome in
                switch outcome {
                case .success(let result): print(result.summary(folder: folder))
                case .failure(let error): printError(describe(error))
                }
                fflush(nil)
            }
        }
    }
}
