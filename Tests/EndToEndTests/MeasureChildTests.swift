import Foundation
import Glibc
import TestSupport
import Testing

/// A child's peak memory is its own, however much the test runner has used: the bad-input tests'
/// 400 MB ceiling once failed for 384 cases in one run because every child reported the runner's
/// 471 MB (Tests/MeasureChild/main.c explains why).
struct MeasureChildTests {
    @Test func peakMemoryIsTheChildsOwn() throws {
        // Raise this process's own high-water mark to 512 MB, touching every page.
        let size = 512 << 20
        let block = try #require(malloc(size))
        memset(block, 1, size)
        defer { free(block) }
        let run = try BuiltProgram.bezel.measure(["--version"])
        #expect(run.status == 0, "\(run.summary)")
        // `bezel --version` needs about 20 MB (measured: 19 MB for the release build).
        #expect(run.maxResidentBytes > 1 << 20 && run.maxResidentBytes < 128 << 20, "\(run.summary)")
        #expect(run.cpuSeconds > 0 && run.cpuSeconds < 5, "\(run.summary)")
    }

    @Test func killedChildEndsBySignal() throws {
        let child = try BuiltProgram.bezel.start(["preview", "examples/iphone-x.json", "--port", "0"])
        usleep(200_000)
        child.kill()
        let run = child.wait()
        #expect(run.signal == SIGKILL && run.status == nil, "\(run.summary)")
    }
}
