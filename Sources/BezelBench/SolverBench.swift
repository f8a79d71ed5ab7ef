import Dispatch
import Foundation
import BezelSolver

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
        ("tree 20 views", SystemFile.tree(20), 201),
        ("tree 200 views", SystemFile.tree(200), 21),
        ("tree 2,000 views", SystemFile.tree(2000), 3),
        ("stacks 4×5 views", SystemFile.stackOfStacks(rows: 4, columns: 5), 201),
        ("stacks 12×20 views", SystemFile.stackOfStacks(rows: 12, columns: 20), 9),
        ("stacks 40×60 views", SystemFile.stackOfStacks(rows: 40, columns: 60), 1),
    ]
    // BENCH_ONLY=n runs the enaml-like system and system n only (while working on one case);
    // BENCH_ONLY=n,m,… those systems, in that order.
    if let only = ProcessInfo.processInfo.environment["BENCH_ONLY"] {
        let picked = only.split(separator: ",").compactMap { Int($0) }.filter(systems.indices.contains)
        systems = picked.count == 1 ? [systems[0], systems[picked[0]]] : picked.map { systems[$0] }
    }
    var paths: [String] = []
    for (index, system) in systems.enumerated() {
        let url = folder.appendingPathComponent("system-\(index).txt")
        try system.text.write(to: url, atomically: true, encoding: .utf8)
        paths.append(url.path)
    }
    let useKiwi = !CommandLine.arguments.contains("--no-kiwi")
    var kiwiVersion: String?
    var rows: [String] = []
    var worst: (name: String, ratio: Double)?
    var (withinTarget, compared) = (0, 0)
    var editKiwi: Double?
    for (index, system) in systems.enumerated() {
        let file = SystemFile(text: system.text)
        // Small systems alternate kiwisolver and Bezel for several rounds and report the median
        // of each side's round medians, so drift in the machine's speed hits both alike.
        // BENCH_QUICK=1: one round of one run per system (while working on one case).
        let quick = ProcessInfo.processInfo.environment["BENCH_QUICK"] != nil
        let rounds = quick ? 1 : system.runs > 1 ? 5 : 1
        var ours: [Double] = []
        var batch: [Double] = []
        var theirs: [Double] = []
        var kiwiFailed = false
        for _ in 0..<rounds {
            if useKiwi && !kiwiFailed {
                if let kiwi = runKiwi(path: paths[index], runs: quick ? 1 : system.runs, edit: index == 0 && theirs.isEmpty) {
                    theirs.append(kiwi.build)
                    kiwiVersion = kiwi.version
                    if let edit = kiwi.edit { editKiwi = edit }
                } else {
                    kiwiFailed = true
                }
            }
            var times: [Double] = []
            for _ in 0..<(quick ? 1 : system.runs) { times.append(try seconds { _ = try file.build() }) }
            ours.append(times.sorted()[times.count / 2])
            // One batch is measured on the systems where it finishes in reasonable time; on a
            // 10,000-view chain the deferred optimisation takes minutes.
            if file.lines.count <= 5000 && !quick {
                var batchTimes: [Double] = []
                for _ in 0..<system.runs { batchTimes.append(try seconds { _ = try file.build(batch: true) }) }
                batch.append(batchTimes.sorted()[batchTimes.count / 2])
            }
        }
        let mine = ours.sorted()[ours.count / 2]
        let kiwi = theirs.isEmpty || kiwiFailed ? nil : theirs.sorted()[theirs.count / 2]
        if let kiwi, worst.map({ mine / kiwi > $0.ratio }) ?? true { worst = (system.name, mine / kiwi) }
        if let kiwi, mine / kiwi <= 0.5 { withinTarget += 1 }
        if kiwi != nil { compared += 1 }
        rows.append(
            system.name.padding(toLength: 22, withPad: " ", startingAt: 0)
                + String(file.lines.count).padding(toLength: 14, withPad: " ", startingAt: 0)
                + duration(mine).padding(toLength: 15, withPad: " ", startingAt: 0)
                + (kiwi.map(duration) ?? (useKiwi ? "> \(Int(kiwiLimit)) s" : "–")).padding(toLength: 15, withPad: " ", startingAt: 0)
                + (kiwi.map { String(format: "%.2f", mine / $0) } ?? (useKiwi ? "< \(String(format: "%.2f", mine / kiwiLimit))" : "–"))
                .padding(toLength: 8, withPad: " ", startingAt: 0) + (batch.isEmpty ? "–" : duration(batch.sorted()[batch.count / 2])))
    }
    print("\nSolver: build and solve (median), Bezel vs kiwisolver \(kiwiVersion ?? "(not run)") (limit \(Int(kiwiLimit)) s per system)")
    print("system                 constraints   Bezel          kiwisolver     ratio   Bezel, one batch")
    for row in rows { print(row) }
    if let worst {
        print(
            "worst Bezel/kiwisolver ratio: \(String(format: "%.2f", worst.ratio)) (\(worst.name)); \(withinTarget) of \(compared) systems within the target (≤ 0.5)"
        )
    }
    try editOrderBenchmark()
    if ProcessInfo.processInfo.environment["BENCH_NO_EDIT"] != nil { return }
    // Edit re-solve: kiwi's enaml benchmark loop (suggest width and height, read every value).
    let enamlFile = SystemFile(text: enaml)
    let (solver, all) = try enamlFile.build()
    let width = all[enamlFile.names.firstIndex(of: "width")!]
    let height = all[enamlFile.names.firstIndex(of: "height")!]
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
            + (editKiwi.map { ", kiwisolver \(duration($0)), ratio \(String(format: "%.2f", ours / $0))" } ?? "")
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

/// The same systems built with their edit variables added and suggested before the constraints
/// and after them: the order must not matter (issue 20), so the ratio should be near 1.
func editOrderBenchmark() throws {
    let quick = ProcessInfo.processInfo.environment["BENCH_QUICK"] != nil
    print("\nEdit order: edit variables suggested before the constraints vs after them (median)")
    print("system                 before         after          after / before")
    for (name, text) in [("chain, 1,000 views", SystemFile.chain(1000)), ("grid 16 × 16", SystemFile.grid(16)), ("tree, 200 views", SystemFile.tree(200))] {
        let file = SystemFile(text: text)
        let runs = quick ? 1 : 5
        let before = try median(runs) { _ = try file.build() }
        let after = try median(runs) { _ = try file.build(editsLast: true) }
        print(
            name.padding(toLength: 23, withPad: " ", startingAt: 0) + duration(before).padding(toLength: 15, withPad: " ", startingAt: 0)
                + duration(after).padding(toLength: 15, withPad: " ", startingAt: 0) + String(format: "%.2f", after / before))
    }
}
