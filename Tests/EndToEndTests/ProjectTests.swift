import Foundation
import TestSupport
import Testing

/// Bezel in a user's own repository: a folder outside Bezel's with a `bezel.yaml` and two scenes,
/// recorded and checked by the built `bezel` run from a subfolder, as a user runs it.
struct ProjectTests {
    static let project = """
        bezel: 1
        scenes: ["diagrams/**/*.yaml"]
        golden: golden
        scale: 2
        budget: 2 MB
        artifacts: build/bezel
        """
    static let bars = """
        bezel: 1
        devices: [iphone-x, iphone-8]
        os: ios-11
        overlays: [status-bar, safe-area]
        """
    static let island = """
        bezel: 1
        devices: iphone-14-pro
        os: ios-16
        orientations: [portrait, landscape]
        overlays: safe-area
        """

    /// A scratch repository: bezel.yaml, diagrams/bars.yaml, diagrams/phones/island.yaml and an
    /// unrelated subfolder the commands run in.
    static func repository() throws -> URL {
        let root = try temporaryFolder("bezel-project")
        let files = ["bezel.yaml": project, "diagrams/bars.yaml": bars, "diagrams/phones/island.yaml": island, "src/README": "code\n"]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func recordCheckChangeAndShard() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let here = root.appendingPathComponent("src")
        func bezel(_ arguments: [String]) throws -> BuiltProgram.Run { try BuiltProgram.bezel.run(arguments, in: here) }

        // Only the project's 4 cases, at its 2×, within its own budget; never Bezel's matrix.
        let record = try bezel(["record", "--force"])
        #expect(record.status == 0, "\(record.error)")
        #expect(record.output.contains("recorded 4 golden cases, 0 unchanged, 0 stale removed; \(root.path)/golden/ holds 4 images"), "\(record.output)")
        #expect(record.output.contains("of its 2.0 MB budget"))
        #expect(record.output.contains("wrote ios-11/iphone-x/gallery/bars/portrait"))
        let png = try Data(contentsOf: root.appendingPathComponent("golden/ios-16/iphone-14-pro/gallery/island/landscape-right.png"))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width > 2 * 852, "a 2× golden is more than twice the 852-point-wide landscape screen (got \(width) px)")

        let pass = try bezel(["check"])
        #expect(pass.status == 0, "\(pass.output)\(pass.error)")
        #expect(pass.output.contains("4 of 4 golden cases match"))
        let unsharded = try String(contentsOf: root.appendingPathComponent("build/bezel/junit.xml"), encoding: .utf8)

        // A changed scene fails its own cases, and the report names nothing else.
        try Self.bars.replacingOccurrences(of: "[status-bar, safe-area]", with: "[status-bar]").write(
            to: root.appendingPathComponent("diagrams/bars.yaml"), atomically: true, encoding: .utf8)
        let fail = try bezel(["check"])
        #expect(fail.status == 1)
        #expect(fail.output.contains("2 of 4 golden cases match; 2 differ or are missing"))
        let report = try String(contentsOf: root.appendingPathComponent("build/bezel/report.html"), encoding: .utf8)
        #expect(report.contains("ios-11/iphone-x/gallery/bars/portrait") && report.contains("ios-11/iphone-8/gallery/bars/portrait"))
        #expect(!report.contains("island"))

        // --last-failed checks the two failures only; after the fix they pass, and a second
        // --last-failed has nothing left to check.
        let again = try bezel(["check", "--last-failed"])
        #expect(again.status == 1 && again.output.contains("0 of 2 golden cases match"), "\(again.output)")
        try Self.bars.write(to: root.appendingPathComponent("diagrams/bars.yaml"), atomically: true, encoding: .utf8)
        let fixed = try bezel(["check", "--last-failed"])
        #expect(fixed.status == 0 && fixed.output.contains("2 of 2 golden cases match"), "\(fixed.output)")
        #expect(try bezel(["check", "--last-failed"]).output.contains("the last check had no failures; nothing to check"))

        // Two shards hold every case once, and their merged report equals the unsharded run's.
        var shardCases: [Int] = []
        for index in [1, 2] {
            let shard = try bezel(["check", "--shard", "\(index)/2", "--artifacts", "../build/shard-\(index)"])
            #expect(shard.status == 0, "\(shard.output)\(shard.error)")
            let count = shard.output.split(separator: "\n").last.flatMap { line in line.split(separator: " ").dropFirst(2).first }
            shardCases.append(Int(count ?? "") ?? -1)
        }
        #expect(shardCases.sorted() == [2, 2])
        let merge = try bezel(["report", "merge", "../build/shard-1", "../build/shard-2", "-o", "../build/merged"])
        #expect(merge.status == 0, "\(merge.error)")
        let merged = try String(contentsOf: root.appendingPathComponent("build/merged/junit.xml"), encoding: .utf8)
        #expect(withoutTimes(merged) == withoutTimes(unsharded))

        // A shard given twice, or a folder with no results, is bad input; a missing shard is said.
        let twice = try bezel(["report", "merge", "../build/shard-1", "../build/shard-1", "-o", "../build/twice"])
        #expect(twice.status == 2 && twice.error.contains("merge each shard once"), "\(twice.error)")
        let none = try bezel(["report", "merge", "../diagrams", "-o", "../build/none"])
        #expect(none.status == 2 && none.error.contains("not a results file written by `bezel check`"), "\(none.error)")
        let partial = try bezel(["report", "merge", "../build/shard-2", "-o", "../build/partial"])
        #expect(partial.status == 0 && partial.error.contains("the shards hold 2 of the 4 cases the check selected; a shard is missing"))
    }

    /// Two scenes with one name would share goldens: the project says which two.
    @Test func scenesWithOneNameAreRefused() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.bars.write(to: root.appendingPathComponent("diagrams/phones/bars.yaml"), atomically: true, encoding: .utf8)
        let run = try BuiltProgram.bezel.run(["check"], in: root)
        #expect(run.status == 2)
        #expect(run.error.contains("error: diagrams/bars.yaml and diagrams/phones/bars.yaml both make the golden cases of gallery/bars; scene names must differ"), "\(run.error)")
    }

    @Test func withoutAProjectTheCommandsSaySo() throws {
        let folder = try temporaryFolder("bezel-no-project")
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in [["check"], ["record", "--force"], ["render"]] {
            let run = try BuiltProgram.bezel.run(command, in: folder)
            #expect(run.status == 2)
            #expect(run.error.contains("error: no bezel.yaml in \(folder.path) or a folder above it"), "\(run.error)")
        }
    }

    @Test func badProjectFilesAreLocated() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let cases = [
            ("bezel: 1\nscenes: [\"diagram/*.yaml\"]\ngolden: golden\n", #"bezel.yaml:2:10: error: scenes[0]: "diagram/*.yaml" matches no scene file"#),
            ("bezel: 1\nscenes: x.yaml\ngolden: golden\nscale: 4\n", "bezel.yaml:4:8: error: scale: expected 1, 2, 3 or scene"),
            ("bezel: 1\nscenes: [\"**/*.yaml\"]\ngoldn: golden\n", #"bezel.yaml:3:1: error: goldn: unknown field; did you mean "golden"?"#),
            ("bezel: 1\nscenes: [\"../*.yaml\"]\ngolden: g\n", "bezel.yaml:2:10: error: scenes[0]: globs are relative to the project's folder"),
            ("bezel: 1\nscenes: [\"**/*.yaml\"]\ngolden: g\nbudget: 16 parsecs\n", "bezel.yaml:4:9: error: budget: expected a size such as 16 MB"),
        ]
        for (text, message) in cases {
            try text.write(to: root.appendingPathComponent("bezel.yaml"), atomically: true, encoding: .utf8)
            let run = try BuiltProgram.bezel.run(["check"], in: root)
            #expect(run.status == 2)
            #expect(run.error.contains(message), "\(run.error)")
        }
    }
}

/// JUnit text without its `time` attributes, which differ from run to run.
private func withoutTimes(_ xml: String) -> String {
    xml.replacingOccurrences(of: #" time="[0-9.]+""#, with: "", options: .regularExpression)
}
