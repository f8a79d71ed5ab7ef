import CLibFuzzer
import Foundation
import BezelFuzzHarness

// One input: the fast PNG decoder against libpng (`PNGFuzzing.check`). A disagreement stops the
// run with the input saved, as a crash does.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
    LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        if let problem = PNGFuzzing.check(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []) {
            fatalError("FuzzPNG: the decoders disagree: \(problem)")
        }
        return 0
    })
