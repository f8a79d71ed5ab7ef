import Foundation
import FuzzHarness
import TestSupport
import Testing

/// Every input `make fuzz` found (Tests/Corpus/fuzz-regressions/<target>/), replayed through the
/// same harness the fuzz target runs, each in a child process with limited memory and CPU time so
/// that a crash, a hang or a memory blow-up fails its own case instead of the whole test run.
/// Findings not fixed yet are listed in `open.txt` with their cause; their replay is a known issue,
/// which fails as soon as the input stops crashing, so the line is removed with the fix.
struct FuzzRegressionTests {
    static let folder = "Tests/Corpus/fuzz-regressions"

    /// One saved input, e.g. `png/crash-2218c104…`.
    struct Input: Sendable, CustomTestStringConvertible {
        var target: String
        var name: String
        var path: String { "\(target)/\(name)" }
        var testDescription: String { path }
    }

    static let inputs = CaseList {
        try FuzzTarget.allCases.flatMap { target in
            try FileManager.default.contentsOfDirectory(atPath: Repository.url("\(folder)/\(target.rawValue)").path)
                .filter { !$0.hasPrefix(".") }.sorted().map { Input(target: target.rawValue, name: $0) }
        }
    }

    /// `open.txt`: `target/file: cause` per line, `#` comments.
    static func openFindings() throws -> [String: String] {
        let text = try String(contentsOf: Repository.url("\(folder)/open.txt"), encoding: .utf8)
        var open: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: ":", maxSplits: 1)
            open[String(parts[0])] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        }
        return open
    }

    // A finding committed or removed updates this on purpose.
    @Test func everyInputIsListed() {
        Self.inputs.expectComplete(count: 0)
    }

    @Test func openFindingsNameSavedInputs() throws {
        let saved = Set(Self.inputs.cases.map(\.path))
        for path in try Self.openFindings().keys {
            #expect(saved.contains(path), "open.txt lists \(path), which is not under \(Self.folder)/")
        }
    }

    @Test(arguments: inputs.cases)
    func replaysWithoutCrashing(_ input: Input) async throws {
        let target = input.target
        let path = Repository.url("\(Self.folder)/\(input.path)").path
        if let cause = try Self.openFindings()[input.path] {
            await withKnownIssue("open finding: \(cause)") {
                await #expect(processExitsWith: .success) { [target = target as String, path = path as String] in try replay(target: target, path: path) }
            }
        } else {
            await #expect(processExitsWith: .success) { [target = target as String, path = path as String] in try replay(target: target, path: path) }
        }
    }
}

/// The fuzz targets, by the name of their corpus folder.
enum FuzzTarget: String, CaseIterable {
    case scene, png
}

/// Runs one saved input as its fuzz target does, in an exit test's child process: 2 GB of
/// address space and 60 s of CPU at most (the fuzzer's memory limit, and far beyond its
/// timeout), then a crash for a decoder disagreement, as the fuzz target reports it.
@Sendable
func replay(target: String, path: String) throws {
    var memory = rlimit(rlim_cur: 2 << 30, rlim_max: 2 << 30)
    var cpu = rlimit(rlim_cur: 60, rlim_max: 60)
    #if os(Linux)
        setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &memory)
        setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &cpu)
    #else
        setrlimit(RLIMIT_AS, &memory)
        setrlimit(RLIMIT_CPU, &cpu)
    #endif
    let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
    switch FuzzTarget(rawValue: target) {
    case .scene: SceneFuzzing.run(bytes)
    case .png: if let problem = PNGFuzzing.check(bytes) { fatalError("the decoders disagree: \(problem)") }
    case nil: fatalError("no fuzz target \(target)")
    }
}
