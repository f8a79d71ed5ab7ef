import Dispatch
import Foundation
import Solver

/// Solver benchmarks against kiwisolver (the C++ kiwi through its Python binding) on the same
/// systems in one run: build-and-solve of kiwi's enaml-like system, chains and grids; and edit
/// re-solves. Both sides exclude reading the files; both include making variables and
/// constraints.
func solverBenchmarks() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-solver-bench")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let enaml = try String(contentsOfFile: "bench/enaml-like.txt", encoding: .utf8)
    var systems: [(name: String, text: String, runs: Int)] = [
        ("enaml-like (111)", enaml, 201),
        ("chain 1,000 views", SystemFile.chain(1000), 9),
        ("chain 10,000 views", SystemFile.chain(10000), 1),
        ("grid 32×32 views", SystemFile.grid(32), 9),
        ("grid 100×100 views", SystemFile.grid(100), 1),
    ]
    // BENCH_ONLY=n runs the enaml-like system and system n only (while working on one case).
    if let only = ProcessInfo.processInfo.environment["BENCH_ONLY"].flatMap(Int.init) { systems = [systems[0], systems[only]] }
    var paths: [String] = []
    for (index, system) in systems.enumerated() {
        let url = folder.appendingPathComponent("system-\(index).txt")
        try system.text.write(to: url, atomically: true, encoding: .utf8)
        paths.append(url.path)
    }
    let useKiwi = !CommandLine.arguments.contains("--no-kiwi")
    let kiwiRuns = useKiwi ? zip(paths, systems).enumerated().map { runKiwi(path: $1.0, runs: $1.1.runs, edit: $0 == 0) } : []
    let kiwiVersion = kiwiRuns.compactMap { $0?.version }.first
    print("\nSolver: build and solve (median), Bezel vs kiwisolver \(kiwiVersion ?? "(not run)") (limit \(Int(kiwiLimit)) s per system)")
    print("system                 constraints   Bezel          kiwisolver     ratio")
    for (index, system) in systems.enumerated() {
        let file = SystemFile(text: system.text)
        var times: [Double] = []
        for _ in 0..<system.runs {
            times.append(try seconds { _ = try file.build() })
        }
        let ours = times.sorted()[times.count / 2]
        let theirs = useKiwi ? kiwiRuns[index]?.build : nil
        print(
            system.name.padding(toLength: 22, withPad: " ", startingAt: 0)
                + String(file.lines.count).padding(toLength: 14, withPad: " ", startingAt: 0)
                + duration(ours).padding(toLength: 15, withPad: " ", startingAt: 0)
                + (theirs.map(duration) ?? (useKiwi ? "> \(Int(kiwiLimit)) s" : "–")).padding(toLength: 15, withPad: " ", startingAt: 0)
                + (theirs.map { String(format: "%.2f", ours / $0) } ?? (useKiwi ? "< \(String(format: "%.2f", ours / kiwiLimit))" : "–")))
    }
    if ProcessInfo.processInfo.environment["BENCH_NO_EDIT"] != nil { return }
    // Edit re-solve: kiwi's enaml benchmark loop (suggest width and height, read every value).
    let (solver, variables) = try SystemFile(text: enaml).build()
    let width = variables["width"]!
    let height = variables["height"]!
    let all = Array(variables.values)
    let pairs: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
    let loops = 20000
    var sink = 0.0
    let ours =
        try median(9) {
            for i in 0..<loops {
                let (w, h) = pairs[i % pairs.count]
                try solver.suggest(width, w)
                try solver.suggest(height, h)
                solver.updateVariables()
                for v in all { sink += v.value }
            }
        } / Double(loops)
    print(
        "\nEdit re-solve (enaml-like: suggest width and height, read all \(all.count) values): Bezel \(duration(ours))"
            + ((kiwiRuns.first ?? nil)?.edit.map { ", kiwisolver \(duration($0)), ratio \(String(format: "%.2f", ours / $0))" } ?? "")
            + (sink.isNaN ? "" : ""))
}

/// Seconds kiwisolver gets per system before it is stopped and reported as over the limit.
let kiwiLimit = 120.0

/// Runs `bench/kiwi_bench.py` on one system under `timeout`; nil when it fails or runs over.
func runKiwi(path: String, runs: Int, edit: Bool) -> (version: String, build: Double, edit: Double?)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments = ["\(Int(kiwiLimit) * runs)", "python3", "bench/kiwi_bench.py", path, "\(runs)"] + (edit ? ["edit"] : [])
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.standardError
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let build = json["build"] as? Double, let version = json["version"] as? String
    else { return nil }
    return (version, build, json["edit"] as? Double)
}

func duration(_ seconds: Double) -> String {
    if seconds < 1e-3 { return String(format: "%.2f µs", seconds * 1e6) }
    if seconds < 1 { return String(format: "%.2f ms", seconds * 1e3) }
    return String(format: "%.2f s", seconds)
}
