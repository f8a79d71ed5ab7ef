import ArgumentParser
import Foundation
import Golden
import Scene

extension Bezel {
    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write golden images and layout dumps for the device matrix and the gallery.",
            discussion: "Refuses to run when CI is set, unless --force: CI checks goldens, it never writes them.")

        enum Mode: String, ExpressibleByArgument, CaseIterable {
            case all, missing, failed
        }

        @Option(help: "all: every case; missing: cases without a golden; failed: cases that differ.")
        var mode: Mode = .missing

        @Option(help: "The golden folder.")
        var golden: String = "Golden"

        @Option(help: "The gallery scenes whose images are goldens too.")
        var examples: String = "examples"

        @Flag(help: "Record even when CI is set.")
        var force = false

        func run() throws {
            if ProcessInfo.processInfo.environment["CI"] != nil && !force {
                printError("refusing to record goldens: CI is set (goldens are recorded on purpose, never in CI; use --force to override)")
                throw ExitCode(2)
            }
            let store = GoldenStore(root: URL(fileURLWithPath: golden), artifacts: URL(fileURLWithPath: "artifacts/golden"))
            let summary = try recordGoldens(
                store: store, mode: GoldenRecordMode(rawValue: mode.rawValue)!, cases: try goldenCases(examples: examples))
            for path in summary.written { print("wrote \(path)") }
            for path in summary.removed { print("removed stale \(path)") }
            print(summary.description)
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render the device matrix and the gallery in memory and compare them with the goldens.")

        @Option(help: "The golden folder.")
        var golden: String = "Golden"

        @Option(help: "The gallery scenes whose images are goldens too.")
        var examples: String = "examples"

        @Option(help: "Where mismatches leave actual, expected and diff images.")
        var artifacts: String = "artifacts/golden"

        func run() throws {
            let store = GoldenStore(root: URL(fileURLWithPath: golden), artifacts: URL(fileURLWithPath: artifacts))
            let result = try checkGoldens(store: store, cases: try goldenCases(examples: examples))
            for report in result.failures { print(report.message) }
            for path in result.stale { print("\(path): stale golden; no case owns it") }
            print(result.description)
            if result.badInput { throw ExitCode(2) }
            if !result.passed { throw ExitCode(1) }
        }
    }
}

/// Every golden case; a gallery scene that does not load is bad input (exit 2).
private func goldenCases(examples: String) throws -> [GoldenCase] {
    do {
        return try GoldenMatrix.allCases(examples: URL(fileURLWithPath: examples))
    } catch let error as SceneError {
        printError(error.description)
        throw ExitCode(2)
    }
}
