import ArgumentParser
import Foundation

/// `bezel`: draws exact diagrams of iOS screens. Each subcommand parses its arguments and calls
/// the library; there is no logic here.
@main
struct Bezel: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw exact diagrams of iOS screens, for every device and iOS version.",
        discussion: """
            Exit status: 0 on success, 1 when goldens differ, 2 on bad input (scene file, \
            arguments or golden files), 3 when the environment cannot draw (Inter is not installed).
            """,
        subcommands: [Devices.self, Render.self, Explain.self, Schema.self, Record.self, Check.self, Diff.self])

    /// Runs the command; usage errors exit with 2, like any other bad input.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let status = exitCode(for: error)
            if status == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

/// Prints to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
