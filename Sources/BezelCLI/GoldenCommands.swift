import ArgumentParser
import Foundation
import Golden
import ImageDiff

extension Bezel {
    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write golden images and layout dumps for the device matrix and the gallery.",
            discussion: """
                Images are losslessly optimised and identical ones stored once (as links); the rendering \
                environment is written to Golden/environment.txt. Refuses to run when CI is set, unless \
                --force: CI checks goldens, it never writes them.
                """)

        @Argument(help: "Scene files or folders/files under the golden folder to record; all cases when none.")
        var selection: [String] = []

        @Option(help: "all: every case that is not identical; missing: cases without a golden; failed: cases beyond their tolerance.")
        var mode: GoldenRecordMode = .missing

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
            let store = try loadStore(golden: golden, artifacts: "artifacts/golden")
            let cases = try selectCases(selection, golden: golden, examples: examples)
            let summary = try recordGoldens(store: store, mode: mode, cases: cases, removingStale: selection.isEmpty)
            for path in summary.written { print("wrote \(path)") }
            for path in summary.removed { print("removed stale \(path)") }
            if !summary.environmentChanges.isEmpty {
                print("wrote \(golden)/environment.txt: " + summary.environmentChanges.joined(separator: "; "))
            }
            print(summary.description)
            if summary.storage.bytes > GoldenStorage.budget { printError("warning: \(golden)/ is over its size budget") }
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render goldens in memory and compare them with Golden/.",
            discussion: """
                Compares bytes first, then colours within each case's tolerance (Golden/tolerance.yaml: a strict \
                default stated once, overrides with a written reason); layout dumps always exactly. On failure \
                leaves actual, expected and diff PNGs, report.html and junit.xml in the artefacts folder. \
                Exit status: 0 all match, 1 any mismatch, 2 bad input (missing or corrupt golden, unknown scene).
                """)

        @Argument(help: "Scene files, or folders/files under the golden folder (e.g. Golden/ios-17/); all cases when none.")
        var selection: [String] = []

        @Option(help: "The golden folder.")
        var golden: String = "Golden"

        @Option(help: "The gallery scenes whose images are goldens too.")
        var examples: String = "examples"

        @Option(help: "Where failures leave actual, expected and diff images, report.html and junit.xml.")
        var artifacts: String = "artifacts/golden"

        func run() throws {
            let store = try loadStore(golden: golden, artifacts: artifacts)
            let cases = try selectCases(selection, golden: golden, examples: examples)
            if selection.isEmpty {
                let unused = store.unusedOverrides(by: cases, folder: golden)
                for problem in unused { printError(problem) }
                if !unused.isEmpty { throw ExitCode(2) }
            }
            let result = try checkGoldens(store: store, cases: cases, reportingStale: selection.isEmpty)
            if let warning = result.environmentWarning { printError("warning: " + warning) }
            for report in result.failures { print(report.message) }
            for report in result.tolerated { print(report.message) }
            for path in result.stale { print("\(path): stale golden; no case owns it") }
            for url in try CheckReport.write(result, to: store.artifacts) { print("wrote \(url.path)") }
            print(result.description + String(format: " (%.1f s)", result.seconds))
            if result.badInput { throw ExitCode(2) }
            if !result.passed { throw ExitCode(1) }
        }
    }
}

private func loadStore(golden: String, artifacts: String) throws -> GoldenStore {
    do {
        return try GoldenStore.load(root: URL(fileURLWithPath: golden), artifacts: URL(fileURLWithPath: artifacts))
    } catch {
        printError(error.description)
        throw ExitCode(2)
    }
}

/// The cases named on the command line (see `GoldenMatrix.select`); bad input exits with 2.
private func selectCases(_ selection: [String], golden: String, examples: String) throws -> [GoldenCase] {
    do {
        return try GoldenMatrix.select(selection, golden: golden, examples: URL(fileURLWithPath: examples))
    } catch let error as CaseSelectionError {
        printError(error.description)
        throw ExitCode(2)
    }
}

extension GoldenRecordMode: ExpressibleByArgument {}
