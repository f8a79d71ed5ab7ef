import ArgumentParser
import BezelImageDiff

extension Bezel {
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Compare any two PNGs: differing and anti-aliased pixels, and a diff image.",
            discussion: """
                Colours are compared in YIQ with a threshold (0 is exact); pixels on an edge in both images \
                count as anti-aliasing, not as differences. Exit status: 0 the images match, 1 they differ, \
                2 a file is missing or not a PNG.
                """)

        @Argument(help: "The expected image.")
        var expected: String

        @Argument(help: "The actual image.")
        var actual: String

        @Option(name: .shortAndLong, help: "Write the diff image here (unchanged faded, differences red, anti-aliasing yellow).")
        var output: String?

        @Option(help: "0…1: share of the largest colour distance still counted as equal.")
        var threshold: Double = 0.1

        @Option(help: "Side of the square in which the densest cluster of differences is measured, in pixels.")
        var window: Int = 16

        @Flag(help: "Count anti-aliased pixels as differences.")
        var countAntialiasing = false

        @Flag(help: "Print the result as JSON.")
        var json = false

        func validate() throws {
            guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be from 0 to 1 (got \(threshold))") }
            guard (2...256).contains(window) else { throw ValidationError("--window must be from 2 to 256 pixels (got \(window))") }
        }

        func run() throws {
            let options = PerceptualOptions(threshold: threshold, countAntialiasing: countAntialiasing, window: window)
            let diff = try PNGFileDiff(expected: expected, actual: actual, options: options, diffImage: output)
            if json {
                print(diff.json.text(), terminator: "")
            } else {
                print(diff.result.summary)
            }
            if !diff.result.matches { throw ExitCode(1) }
        }
    }
}
