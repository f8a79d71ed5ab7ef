import Foundation
import BezelFuzzHarness
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
        Self.inputs.expectComplete(count: 3)
    }

    @Test func openFindingsNameSavedInputs() throws {
        let saved = Set(Self.inputs.cases.map(\.path))
        for path in try Self.openFindings().keys {
            #expect(saved.contains(path), "open.txt lists \(path), which is not under \(Self.folder)/")
        }
    }

    @Test(arguments: inputs.cases)
    func replaysWithoutCrashing(_ input: Input) async throws {
        if let cause = try Self.openFindings()[input.path] {
            await withKnownIssue("open finding: \(cause)") { await Self.expectCleanReplay(input) }
        } else {
            await Self.expectCleanReplay(input)
        }
    }

    /// Replays `input` in a child process, which must exit normally. On a failure, the fuzz
    /// target's executable replays the input with its stack (docs/fuzzing.md).
    static func expectCleanReplay(_ input: Input) async {
        let target = input.target
        let path = Repository.url("\(folder)/\(input.path)").path
        await #expect(processExitsWith: .success, "\(input.path) crashed, hung or took too much memory") {
            [target = target as String, path = path as String] in
            try replay(target: target, path: path)
        }
    }
}

/// The fuzz targets, by the name of their corpus folder.
enum FuzzTarget: String, CaseIterable {
    case scene, png, dump
}

/// Runs one saved input as its fuzz target does, in an exit test's child process, and fails
/// (exits non-zero) on a crash, a decoder disagreement (reported as the fuzz target reports it),
/// 60 s of CPU, 4 GB of address space, or a peak of more than `peakMemoryLimit` resident: a
/// small hostile file must not cost memory on the scale of the fuzzer's 2 GB limit, even when the
/// allocation itself succeeds.
@Sendable
func replay(target: String, path: String) throws {
    var memory = rlimit(rlim_cur: 4 << 30, rlim_max: 4 << 30)
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
    case .dump: DumpFuzzing.run(bytes)
    case nil: fatalError("no fuzz target \(target)")
    }
    let peak = peakResidentBytes()
    if peak > peakMemoryLimit { fatalError("a peak of \(peak >> 20) MB resident for a \(bytes.count)-byte input") }
}

/// The most memory one saved input may take, the test process included.
let peakMemoryLimit = 1 << 30

/// This process's peak resident memory since it started. On Linux that is VmHWM in
/// /proc/self/status, the high-water mark of the process's own memory: `getrusage`'s ru_maxrss
/// keeps the largest of every memory image the process has had, and an exit test's child is
/// spawned from the test runner (vfork, then exec), so it would report the runner's peak, over
/// 1 GB late in a full run, and fail an input that used a few megabytes.
func peakResidentBytes() -> Int {
    #if os(Linux)
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap({ Int($0) })
        {
            return kilobytes << 10
        }
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss << 10  // kilobytes on Linux
    #else
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss  // bytes on macOS
    #endif
}
