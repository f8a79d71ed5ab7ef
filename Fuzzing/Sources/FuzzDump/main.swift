import CLibFuzzer
import Foundation
import BezelFuzzHarness

// Stop at once when Inter is missing, instead of fuzzing a composition step that would skip
// every input.
if let problem = SceneFuzzing.environmentProblem() {
    FileHandle.standardError.write(Data("FuzzDump cannot run: \(problem)\n".utf8))
    exit(3)
}

// One input: dump text through reading, import, layout, comparison and composition
// (`DumpFuzzing.run`). A thrown error is a normal outcome; libFuzzer reports a crash, a timeout
// or running out of memory.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
    LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        DumpFuzzing.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
    })
