import ArgumentParser
import BezelPipeline

extension Bezel {
    struct Explain: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "explain",
            abstract: "Print where every view of a scene's app ends up, like UIKit's recursiveDescription.",
            discussion: """
                For each device × iOS version × orientation the scene names (narrowed by the options), \
                prints the view tree with frames, safe-area insets, layout margins, scroll insets and tap \
                regions, in points. --json prints the same as one JSON document (docs/explain-json.md). \
                Exit status 2 on a bad scene or a selection the scene does not contain.
                """)

        @Argument(help: "A scene file with a `screen` section.")
        var scene: String

        @Option(help: "Only this device id (see `bezel devices`).")
        var device: String?

        @Option(help: "Only this iOS version, e.g. ios-17.")
        var os: String?

        @Option(help: "Only this orientation: portrait, landscape, landscape-left, landscape-right or portrait-upside-down.")
        var orientation: String?

        @Flag(help: "Print JSON instead of text.")
        var json = false

        @Option(
            help: """
                How deep the bars go: app (the default, the views Bezel draws) or full (also every private view UIKit \
                creates in the bars, and the content view's layout guides).
                """)
        var depth = "app"

        func run() throws {
            let explanation: Explanation
            do {
                explanation = try explain(
                    scene: scene, filter: JobFilter(device: device, os: os, orientation: orientation),
                    depth: explainDepth(named: depth))
            } catch let error as ExplainError {
                printError(error.description)
                throw ExitCode(2)
            }
            print(json ? explanation.json.text() : explanation.text, terminator: "")
        }
    }
}
