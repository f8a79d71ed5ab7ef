import BezelSupport
import Foundation

/// `make bench`: how long each stage takes on this machine (release build). Targets live here,
/// never in unit tests. `BezelBench render`, `solver`, `layout`, `diagram`, `diff` or all
/// (no argument);
/// `BezelBench edit-order` runs only the solver's edit-order comparison; `BezelBench enaml-loop` builds
/// kiwi's enaml-like system 3,000 times (`BENCH_LOOPS`), for a profiler, or the system file
/// `BENCH_SYSTEM` names (`chain-N`, `grid-N`, `tree-N` or a path);
/// `BezelBench digest` prints solver dumps for the cross-process determinism test.
// As the command line does: large buffers stay allocated between images.
keepLargeBuffersAllocated()
let arguments = Set(CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("--") })
if arguments.contains("digest") {
    try solverDigest()
} else if arguments == ["edit-order"] {
    try editOrderBenchmark()
} else if arguments == ["enaml-loop"] {
    // For a profiler: kiwi's enaml-like system built 3,000 times.
    let file = SystemFile(text: try benchSystem(ProcessInfo.processInfo.environment["BENCH_SYSTEM"] ?? "bench/enaml-like.txt"))
    let loops = ProcessInfo.processInfo.environment["BENCH_LOOPS"].flatMap(Int.init) ?? 3000
    for _ in 0..<loops { _ = try file.build() }
} else {
    if arguments.isEmpty || arguments.contains("render") { try renderBenchmarks() }
    if arguments.isEmpty || arguments.contains("solver") { try solverBenchmarks() }
    if arguments.isEmpty || arguments.contains("layout") { try layoutBenchmarks() }
    if arguments.isEmpty || arguments.contains("diagram") { try diagramBenchmarks() }
    if arguments.isEmpty || arguments.contains("diff") { try diffBenchmarks() }
}

/// A system file's text: `chain-N`, `grid-N` and `tree-N` are generated, anything else is read.
func benchSystem(_ name: String) throws -> String {
    let parts = name.split(separator: "-")
    if parts.count == 2, let n = Int(parts[1]) {
        switch parts[0] {
        case "chain": return SystemFile.chain(n)
        case "grid": return SystemFile.grid(n)
        case "tree": return SystemFile.tree(n)
        default: break
        }
    }
    return try String(contentsOfFile: name, encoding: .utf8)
}
