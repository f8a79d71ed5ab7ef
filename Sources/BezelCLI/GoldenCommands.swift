import ArgumentParser
import Foundation
import BezelGolden
import BezelImageDiff
import BezelSupport

/// The options every golden command takes to find its project.
struct ProjectArguments: ParsableArguments {
    @Option(help: "The project file (default: the nearest bezel.yaml in this folder or above).")
    var project: String?

    @Option(help: "The golden folder, overriding the project's; without a project, the folder the named scenes' goldens are in.")
    var golden: String?

    @Option(help: "Where failures leave actual, expected and diff images, results.json, report.html and junit.xml (default: the project's, else artifacts/golden).")
    var artifacts: String?

    /// The project, or exit 2 with the reason.
    func resolve() throws -> GoldenProject {
        let options = ProjectOptions(file: project, golden: golden, artifacts: artifacts)
        return try GoldenProject.resolve(options, from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }
}

extension Bezel {
    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "record",
            abstract: "Write the golden images and layout dumps of a project's scenes (bezel.yaml).",
            discussion: """
                Images are losslessly optimised and identical ones stored once (as links); the rendering \
                environment is written to environment.txt in the golden folder. Refuses to run when CI is set, \
                unless --force: CI checks goldens, it never writes them. Every file is renamed into place, so a \
                killed run loses no golden. Conflicting or ambiguous constraints are not printed here: \
                each case's layout dump (the `bezel explain` tree) records them, and `bezel render` names \
                their lines.
                """)

        @Argument(help: "Scene files, or folders/files under the golden folder, to record; the whole project when none.")
        var selection: [String] = []

        @Option(help: "all: every case that is not identical; missing: cases without a golden; failed: cases beyond their tolerance.")
        var mode: GoldenRecordMode = .missing

        @OptionGroup var project: ProjectArguments

        @Flag(help: "Record even when CI is set.")
        var force = false

        func run() throws {
            if ProcessInfo.processInfo.environment["CI"] != nil && !force {
                printError("refusing to record goldens: CI is set (goldens are recorded on purpose, never in CI; use --force to override)")
                throw ExitCode(2)
            }
            let project = try project.resolve()
            let run = try record(project, selection: selection, mode: mode)
            for path in run.summary.written { print("wrote \(path)") }
            for path in run.summary.removed { print("removed stale \(path)") }
            if !run.summary.environmentChanges.isEmpty {
                print("wrote \(displayPath(project.golden))/environment.txt: " + run.summary.environmentChanges.joined(separator: "; "))
            }
            print(run.summary.description + "; " + run.storage)
            if run.overBudget { printError("warning: \(displayPath(project.golden))/ is over its size budget (budget in \(GoldenProject.fileName))") }
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Render a project's golden cases in memory and compare them with its goldens.",
            discussion: """
                Finds the project (bezel.yaml) in this folder or above. Compares bytes first, then colours \
                within each case's tolerance (the project's tolerance.yaml: a strict default stated once, \
                overrides with a written reason); layout dumps always exactly. Leaves results.json and \
                junit.xml in the artefacts folder, and on failure actual, expected and diff PNGs and \
                report.html. --shard i/n checks one part, for CI runners in parallel (`bezel report merge` \
                joins their reports). Exit status: 0 all match, 1 any mismatch, 2 bad input (missing or \
                corrupt golden, unknown scene, no project). Layout warnings are not printed: the layout dumps \
                hold each case's conflict and ambiguity reports, so one that appears or changes fails the \
                check as a layout mismatch (`bezel render` prints them with their lines).
                """)

        @Argument(help: "Scene files, or folders/files under the golden folder (e.g. Golden/ios-17/); the whole project when none.")
        var selection: [String] = []

        @OptionGroup var project: ProjectArguments

        @Option(help: "Check only part i of n of the selection (e.g. 3/8), cases assigned by a hash of their path.")
        var shard: String?

        @Flag(help: "Check only the cases that failed in the last check (its results.json in the artefacts folder).")
        var lastFailed = false

        func validate() throws {
            if let shard, Shard(shard) == nil {
                throw ValidationError("--shard must be i/n with 1 ≤ i ≤ n ≤ 1000, e.g. 2/4 (got \(shard))")
            }
        }

        func run() throws {
            let project = try project.resolve()
            let request = CheckRequest(selection: selection, shard: shard.flatMap(Shard.init), lastFailed: lastFailed)
            let run = try check(project, request)
            if run.nothingFailedLastTime {
                print("the last check had no failures; nothing to check")
                return
            }
            let results = run.results
            if let warning = results.environmentWarning { printError("warning: " + warning) }
            for result in results.failures + results.tolerated { print(result.message(in: project.artifacts)) }
            for path in results.stale { print("\(path): stale golden; no case owns it") }
            for url in run.reportFiles { print("wrote \(displayPath(url))") }
            print(results.description + String(format: " (%.1f s)", results.seconds))
            if results.badInput { throw ExitCode(2) }
            if !results.passed { throw ExitCode(1) }
        }
    }

    struct Report: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "report",
            abstract: "Work with the reports `bezel check` leaves.", subcommands: [Merge.self])

        struct Merge: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "merge",
                abstract: "Join the artefact folders of sharded checks into one report.",
                discussion: """
                    Reads each folder's results.json, puts the cases back in the whole selection's order, \
                    copies the failures' images and writes results.json, junit.xml and (on failure) \
                    report.html into the output folder, as one unsharded check would have. Exit status: 0 \
                    all match, 1 any mismatch, 2 bad input (a missing results file, a case in two shards).
                    """)

            @Argument(help: "The artefact folders of the shards.")
            var shards: [String]

            @Option(name: .shortAndLong, help: "The folder to write the joined report into.")
            var output: String

            func run() throws {
                let folder = URL(fileURLWithPath: output)
                let merged = try CheckResults.merge(shards.map { URL(fileURLWithPath: $0) }, into: folder)
                let files = try CheckReport.write(merged, to: folder)
                if merged.cases.count != merged.selected {
                    printError("warning: the shards hold \(merged.cases.count) of the \(merged.selected) cases the check selected; a shard is missing")
                }
                for url in files { print("wrote \(displayPath(url))") }
                print(merged.description + String(format: " (%.1f s, the slowest shard)", merged.seconds))
                if merged.badInput { throw ExitCode(2) }
                if !merged.passed { throw ExitCode(1) }
            }
        }
    }
}

extension GoldenRecordMode: ExpressibleByArgument {}
