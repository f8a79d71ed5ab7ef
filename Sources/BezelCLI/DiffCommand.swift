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
            for path in [expected, actual] where !FileManager.default.fileExists(atPath: path) {
                printError("error: \(path): no such file")
                throw ExitCode(2)
            }
            let compared: (result: PerceptualResult, images: (RGBAImage, RGBAImage)?)
            do {
                compared = try comparePNGFiles(URL(fileURLWithPath: expected), URL(fileURLWithPath: actual), options: options)
            } catch {
                printError("error: \(error)")
                throw ExitCode(2)
            }
            let result = compared.result
            if let output {
                // Byte-identical files were not decoded; one decoding stands for both.
                let (a, b) = try compared.images ?? { let image = try PNGCodec.read(contentsOf: URL(fileURLWithPath: expected)); return (image, image) }()
                try writeAtomically(try PNGCodec.encode(perceptualDiffImage(a, b, options: options)), to: URL(fileURLWithPath: output))
            }
            if json {
                let bounds: JSONValue =
                    result.bounds.map { box in
                        .object([
                            ("x", .number(Double(box.x))), ("y", .number(Double(box.y))), ("width", .number(Double(box.width))),
                            ("height", .number(Double(box.height))),
                        ])
                    } ?? .null
                let value = JSONValue.object([
                    ("expected", .string(expected)), ("actual", .string(actual)),
                    ("expectedSize", .array([.number(Double(result.expectedSize.width)), .number(Double(result.expectedSize.height))])),
                    ("actualSize", .array([.number(Double(result.actualSize.width)), .number(Double(result.actualSize.height))])),
                    ("sizeMatches", .bool(result.sizeMatches)), ("identical", .bool(result.identical)),
                    ("differingPixels", .number(Double(result.differingPixels))),
                    ("antialiasedPixels", .number(Double(result.antialiasedPixels))),
                    ("densestWindow", .number(Double(result.densestWindow))), ("window", .number(Double(window))),
                    ("bounds", bounds), ("threshold", .number(threshold)), ("matches", .bool(result.matches)),
                    ("diff", output.map { .string($0) } ?? .null),
                ])
                print(value.text(), terminator: "")
            } else {
                print(result.summary)
            }
            if !result.matches { throw ExitCode(1) }
        }
    }
}
