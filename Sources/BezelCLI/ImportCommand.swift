import ArgumentParser
import Foundation
import BezelImport
import BezelSupport

extension Bezel {
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Turn a view dump (recursiveDescription, as printed on a device) into a scene that draws it.",
            discussion: """
                Reads what UIKit printed for `recursiveDescription` (pasted as it is: log prefixes, \
                Cycript or Frida quoting, wrapped or truncated lines are read) and writes a scene whose \
                `recorded` section holds every view with its frame, class, visibility, clipping and text. \
                The device is guessed from the window's size (and an @3x grid), the iOS version from the \
                classes printed; each guess is said on standard error, and --device and --os choose instead. \
                `bezel render dump.txt` draws the same scene directly. docs/dumps.md says how to print a dump. \
                Exit status 2 on a dump it cannot read (with its line and column) or a bad option.
                """)

        @Argument(help: "The dump: a text file (- reads standard input).")
        var dump: String

        @Option(name: .shortAndLong, help: "Write the scene here (.yaml); default: standard output.")
        var output: String?

        @Option(help: "The device id to draw on (see `bezel devices`); default: guessed from the window's size.")
        var device: String?

        @Option(help: "The iOS version, e.g. ios-11; default: guessed from the classes in the dump.")
        var os: String?

        @Option(help: "Which capture of the file to draw, counted from 1 (a file often holds several); default: the last one with frames.")
        var capture: Int?

        @Option(help: "Comma-separated overlays for the scene (default: tap-regions,class-names).")
        var overlays: String?

        func validate() throws {
            if let output, !(output.hasSuffix(".yaml") || output.hasSuffix(".yml")) {
                throw ValidationError("--output must name a .yaml file (got \(output))")
            }
        }

        func run() throws {
            let imported: ImportedDump
            do {
                let chosen = try overlays.map(overlayList) ?? defaultImportOverlays
                imported = try importDump(path: dump, options: DumpOptions(device: device, os: os, capture: capture), overlays: chosen)
            } catch {
                printError(error.description)
                throw ExitCode(2)
            }
            for note in imported.notes { printError("\(dump): note: \(note)") }
            if let output {
                try writeAtomically(imported.sceneText, to: URL(fileURLWithPath: output))
                print(output)
            } else {
                print(imported.sceneText, terminator: "")
            }
        }
    }
}
