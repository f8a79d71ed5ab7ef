import ArgumentParser
import Devices
import Foundation
import Layout
import Render
import Scene
import Support

extension Bezel {
    struct Explain: ParsableCommand {
        static let configuration = CommandConfiguration(
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

        @Option(help: "Only this orientation: portrait, landscape, landscape-left or landscape-right.")
        var orientation: String?

        @Flag(help: "Print JSON instead of text.")
        var json = false

        func run() throws {
            let file: SceneFile
            var jobs: [RenderJob]
            do {
                file = try SceneFile.load(path: scene)
                jobs = try file.jobs()
            } catch {
                printError(error.description)
                throw ExitCode(2)
            }
            guard file.screen != nil else {
                printError("\(scene): error: screen: missing; `bezel explain` needs a scene with a `screen` section (docs/scene-format.md)")
                throw ExitCode(2)
            }
            if let device {
                guard let id = DeviceID(rawValue: device) else {
                    let hint = Catalog.suggestions(for: device).first.map { "; did you mean \"\($0)\"?" } ?? ""
                    printError("error: --device: unknown device \"\(device)\"\(hint)")
                    throw ExitCode(2)
                }
                jobs = jobs.filter { $0.device == id }
            }
            if let os {
                guard let version = OSVersion(rawValue: os) else {
                    printError("error: --os: unknown iOS version \"\(os)\"; write versions as ios-17")
                    throw ExitCode(2)
                }
                jobs = jobs.filter { $0.os == version }
            }
            if let orientation {
                let wanted: Orientation? = orientation == "landscape" ? .landscapeRight : Orientation(rawValue: orientation)
                guard let wanted else {
                    printError("error: --orientation: use portrait, landscape, landscape-left or landscape-right")
                    throw ExitCode(2)
                }
                if file.orientations.contains(wanted) {
                    jobs = jobs.filter { $0.orientation == wanted }
                } else {
                    // An orientation the scene does not list: lay out the selected pairs in it anyway.
                    var seen: Set<String> = []
                    jobs = jobs.filter { seen.insert("\($0.device.rawValue) \($0.os.rawValue)").inserted }.map { job in
                        var turned = job
                        turned.orientation = wanted
                        return turned
                    }
                }
            }
            guard !jobs.isEmpty else {
                printError("error: the scene has no device × iOS version × orientation matching the options")
                throw ExitCode(2)
            }
            try Fonts.verify()
            let layouts = jobs.compactMap { $0.app(metrics: .measured) }
            if json {
                let value: JSONValue = layouts.count == 1 ? layouts[0].json : .array(layouts.map(\.json))
                print(value.text(), terminator: "")
            } else {
                print(layouts.map(\.explanation).joined(separator: "\n"), terminator: "")
            }
        }
    }
}
