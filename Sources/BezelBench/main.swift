import Foundation

/// `make bench`: how long each stage takes on this machine (release build). Targets live here,
/// never in unit tests. `BezelBench render`, `BezelBench solver` or both (no argument).
let arguments = Set(CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("--") })
if arguments.isEmpty || arguments.contains("render") { try renderBenchmarks() }
if arguments.isEmpty || arguments.contains("solver") { try solverBenchmarks() }
