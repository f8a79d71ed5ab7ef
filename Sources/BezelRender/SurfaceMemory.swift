import BezelSupport
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Zeroed memory for an image surface (the pixels start transparent black, as Cairo's own
/// surfaces do), kept for the next surface when freed. Freshly mapped memory is aligned to 2 MB
/// and offered to the kernel as huge pages (`MADV_HUGEPAGE`), so a 3× figure's 34 MB of pixels
/// are touched in 17 faults rather than 8,300; the kernel hands it over zeroed. A buffer kept
/// from an earlier surface is cleared with `memset` instead, and is never faulted in again, which
/// is what a batch (a whole golden check) gains most from.
final class SurfaceMemory: @unchecked Sendable {
    let address: UnsafeMutableRawPointer
    /// Bytes mapped (a multiple of 2 MB).
    let capacity: Int

    static let hugePage = hugePageSize
    /// Buffers kept for reuse, at most this many bytes in all.
    static let keptLimit = 256 << 20
    private static let kept = Mutex<[SurfaceMemory]>([])

    private init(capacity: Int) throws {
        // Map 2 MB more than needed and start at the first 2 MB boundary.
        let raw = mmap(nil, capacity + Self.hugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let raw, raw != MAP_FAILED else { throw RenderError.cairo("cannot map \(capacity) bytes for the image") }
        let start = (Int(bitPattern: raw) + Self.hugePage - 1) / Self.hugePage * Self.hugePage
        let address = UnsafeMutableRawPointer(bitPattern: start)!
        let head = start - Int(bitPattern: raw)
        if head > 0 { munmap(raw, head) }
        munmap(address + capacity, Self.hugePage - head)
        adviseHugePages(address, count: capacity)
        self.address = address
        self.capacity = capacity
    }

    deinit { munmap(address, capacity) }

    /// Zeroed memory of at least `bytes`: a kept buffer that fits (cleared), else a new mapping.
    /// `cleared: false` skips clearing a kept buffer, for a surface whose every pixel is painted
    /// opaque before anything reads it.
    static func take(bytes: Int, cleared: Bool = true) throws -> SurfaceMemory {
        let reused = kept.withLock { kept -> SurfaceMemory? in
            guard let index = kept.indices.filter({ kept[$0].capacity >= bytes }).min(by: { kept[$0].capacity < kept[$1].capacity }) else { return nil }
            return kept.remove(at: index)
        }
        if let reused {
            if cleared { memset(reused.address, 0, bytes) }
            return reused
        }
        return try SurfaceMemory(capacity: max(hugePage, (bytes + hugePage - 1) / hugePage * hugePage))
    }

    /// Keeps `memory` for the next surface, unless that would keep too much (the largest
    /// buffers go first).
    static func give(_ memory: SurfaceMemory) {
        kept.withLock { kept in
            kept.append(memory)
            kept.sort { $0.capacity < $1.capacity }
            while kept.map(\.capacity).reduce(0, +) > keptLimit { kept.removeLast() }
        }
    }
}
