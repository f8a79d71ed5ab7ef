import ArgumentParser
import BezelCompare
import BezelDumps
import BezelImport

extension Bezel {
    struct Compare: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "compare",
            abstract: "Hold Bezel's layout against a view dump from a device, view by view.",
            discussion: """
                Recognises the configuration the dump shows (navigation controller, its back button, \
                title and items; tab bar and its tabs; toolbar; a presented sheet), lays the same out \
                on the same device and iOS version at full depth, matches the views by class and place \
                in the tree, and prints each one: = agrees, ≠ frame differs by more than 0.5 pt, − on \
                the device only, + in Bezel only, · app content (not compared). --json prints the same \
                as JSON (docs/dumps.md). Exit status 0 when Bezel agrees, 1 when they differ, 2 on a \
                dump it cannot read or a bad option.
                """)

        @Argument(help: "The dump: recursiveDescription, _autolayoutTrace or a class listing (- reads standard input).")
        var dump: String

        @Option(help: "The device id (see `bezel devices`); default: guessed from the window's size.")
        var device: String?

        @Option(help: "The iOS version, e.g. ios-11; default: guessed from the classes in the dump.")
        var os: String?

        @Option(help: "Which capture of the file, counted from 1; default: the last one.")
        var capture: Int?

        @Flag(help: "Print JSON instead of text.")
        var json = false

        @Option(name: .shortAndLong, help: "Also draw the dump and Bezel's layout side by side, differences outlined, into this PNG.")
        var output: String?

        func validate() throws {
            if let output, !output.hasSuffix(".png") { throw ValidationError("--output must name a .png file (got \(output))") }
        }

        func run() throws {
            let parsed: ViewDump
            let comparison: Comparison
            do {
                parsed = try ViewDump.load(path: dump)
                comparison = try compareDump(parsed, options: DumpOptions(device: device, os: os, capture: capture))
            } catch let error as ImportError {
                printError(error.description)
                throw ExitCode(2)
            } catch {
                printError(describe(error))
                throw ExitCode(2)
            }
            print(json ? comparison.json.text() : comparison.text, terminator: json ? "\n" : "")
            if let output { try writeSideBySide(comparison, dump: parsed, to: output) }
            if !comparison.summary.agrees { throw ExitCode(1) }
        }
    }
}
