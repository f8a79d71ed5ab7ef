import CLibFuzzer
import Foundation
import BezelFuzzHarness

// Stop at once when Inter is missing, instead of fuzzing a composition step that would skip
// every input.
if let problem = SceneFuzzing.environmentProblem() {
    FileHandle.standardError.write(Data("FuzzScene cannot run: \(problem)\n".utf8))
    exit(3)
}

// One input: scene text through parsing, job expansion, layout and composition
// (`SceneFuzzing.run`). A thrown `SourceError` is a normal outcome; libFuzzer reports a crash,
// a timeout or running out of memory.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
    LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        SceneFuzzing.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
    })
