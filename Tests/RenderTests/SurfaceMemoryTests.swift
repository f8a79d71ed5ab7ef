import Foundation
import Testing

@testable import BezelRender

@Suite struct SurfaceMemoryTests {
    // Memory handed out zeroed is zero however it was used before: fresh halves, kept halves that
    // were drawn in, and buffers larger than a half. (Other tests share the kept buffers, so which
    // buffer comes back is not asserted, only what every one must be.)
    @Test func takenMemoryIsZeroAfterAnyUse() throws {
        for bytes in [700 << 10, 1 << 20, 3 << 20, 700 << 10] {
            for _ in 0..<3 {
                let memory = try SurfaceMemory.take(bytes: bytes)
                #expect(memory.capacity >= bytes)
                let view = UnsafeRawBufferPointer(start: memory.address, count: bytes)
                #expect(view.allSatisfy { $0 == 0 })
                memset(memory.address, 0xAB, bytes)
                SurfaceMemory.give(memory)
            }
        }
    }

    // A band's buffer is one half of a huge page (so two cores' bands touch one between them),
    // or a kept buffer at least as large; every buffer past a few pixels starts on a half huge
    // page boundary, a larger surface's on a huge page boundary; a tiny surface gets small pages
    // of its own and holds no half.
    @Test func buffersAreHalvesOfHugePagesUnlessTiny() throws {
        let half = try SurfaceMemory.take(bytes: 900 << 10)
        #expect(half.capacity % (SurfaceMemory.hugePage / 2) == 0)
        #expect(Int(bitPattern: half.address) % (SurfaceMemory.hugePage / 2) == 0)
        let large = try SurfaceMemory.take(bytes: (1 << 20) + 1)
        #expect(large.capacity % SurfaceMemory.hugePage == 0)
        #expect(Int(bitPattern: large.address) % SurfaceMemory.hugePage == 0)
        let tiny = try SurfaceMemory.take(bytes: 36)
        #expect(tiny.capacity == 36)
        #expect(Int(bitPattern: tiny.address) % Int(getpagesize()) == 0)
        for memory in [half, large, tiny] { SurfaceMemory.give(memory) }
    }
}
