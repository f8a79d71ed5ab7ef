import ArgumentParser
import Devices
import Foundation
import Geometry
import Golden
import Render

extension Bezel {
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
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

        @Flag(help: "Count anti-aliased pixels as differences.")
        var countAntialiasing = false

        @Flag(help: "Print the result as JSON.")
        var json = false

        func validate() throws {
            guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be from 0 to 1 (got \(threshold))") }
        }

        func run() throws {
            let a = try load(expected)
            let b = try load(actual)
            let result = perceptualCompare(a, b, options: PerceptualOptions(threshold: threshold, countAntialiasing: countAntialiasing))
            if let output { try writeAtomically(try PNGCodec.encode(result.diff), to: URL(fileURLWithPath: output)) }
            if json {
                let value = JSONValue.object([
                    ("expected", .string(expected)), ("actual", .string(actual)), ("width", .number(Double(result.width))),
                    ("height", .number(Double(result.height))), ("sizeMatches", .bool(result.sizeMatches)),
                    ("differingPixels", .number(Double(result.differingPixels))),
                    ("antialiasedPixels", .number(Double(result.antialiasedPixels))), ("threshold", .number(threshold)),
                    ("matches", .bool(result.matches)), ("diff", output.map { .string($0) } ?? .null),
                ])
                print(value.text(), terminator: "")
            } else if !result.sizeMatches {
                print("size differs: \(a.width)×\(a.height) px vs \(b.width)×\(b.height) px")
            } else {
                let total = result.width * result.height
                print(
                    "\(result.differingPixels) of \(total) pixels differ, \(result.antialiasedPixels) anti-aliased, threshold \(formatCompact(threshold))"
                )
            }
            if !result.matches { throw ExitCode(1) }
        }

        private func load(_ path: String) throws -> RGBAImage {
            guard let data = FileManager.default.contents(atPath: path) else {
                printError("error: \(path): no such file")
                throw ExitCode(2)
            }
            do {
                return try PNGCodec.decode(Array(data))
            } catch {
                printError("error: \(path): not a readable PNG (\(error))")
                throw ExitCode(2)
            }
        }
    }
}
