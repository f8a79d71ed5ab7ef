import ArgumentParser
import CBezelPangoThreads
import Foundation
import BezelImageDiff
import BezelRender
import BezelSupport

/// `bezel`: draws exact diagrams of iOS screens. Each subcommand parses its arguments and calls
/// the library; there is no logic here.
@main
struct Bezel: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bezel",
        abstract: "Draw exact diagrams of iOS screens, for every device and iOS version.",
        discussion: """
            Exit status: 0 on success, 1 when goldens differ, 2 on bad input (scene file, \
            arguments or golden files), 3 when the environment cannot draw (Inter or the graphics libraries are not installed).
            """,
        version: "bezel \(Release.version) (commit \(buildCommit))",
        subcommands: [
            Devices.self, Render.self, Import.self, Compare.self, Explain.self, Schema.self, Record.self, Check.self, Report.self, Diff.self, Markdown.self, DocC.self, Preview.self,
        ])

    /// The subcommands that lay out or draw text.
    static let measuresText: Set<String> = ["render", "explain", "record", "check", "markdown", "docc", "preview", "compare", "import"]

    /// Runs the command; usage errors exit with 2, like any other bad input.
    static func main() {
        keepLargeBuffersAllocated()
        // The subcommands that lay out or draw text load fontconfig, make Bezel's configuration and
        // load Cairo and Pango on a thread of their own while the arguments are parsed and the
        // scenes read (`FontStart`), and give Pango's fontconfig work to threads of Bezel's.
        if CommandLine.arguments.count > 1 && measuresText.contains(CommandLine.arguments[1]) {
            bezel_pango_threads_share()
            FontStart.begin()
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            switch exitCode(for: error) {
            case .validationFailure:
                printError(fullMessage(for: error))
                Foundation.exit(2)
            case .success: exit(withError: error)  // --help, --version: ArgumentParser prints them
            default: break
            }
            printError(describe(error))
            Foundation.exit(exitStatus(for: error))
        }
    }
}

/// Exit statuses mean one thing each: 1 only ever comes from a comparison that differs (thrown
/// as `ExitCode(1)` by `check` and `diff`), 3 from an environment that cannot draw, and every
/// other failure (a bad scene, PNG or golden, an output that cannot be written, a figure too
/// large to draw) is the input's: 2.
func exitStatus(for error: Error) -> Int32 {
    if case RenderError.fontMissing = error { return 3 }
    if case RenderError.librariesMissing = error { return 3 }
    return 2
}

/// The error's message as the user reads it; located errors already begin with their file.
func describe(_ error: Error) -> String {
    switch error {
    case let error as UserFacingError: error.description
    case let error as CustomStringConvertible: "error: \(error.description)"
    default: "error: \(error)"
    }
}

/// Prints to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
