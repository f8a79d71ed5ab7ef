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
///
/// A buffer of at most half a huge page (a band of a large picture, `PNGWriter.bandRows`) is one
/// half of a huge page whose other half is kept for the next: the two cores drawing bands side
/// by side touch one huge page between them, not one each. Touching fresh memory is what costs
/// (the kernel zeroes it; on this 2-core virtual machine 1–1.6 ms per 2 MB, against 0.06–0.1 ms
/// for writing memory already touched), so the dead strip's bands take one fault of that price
/// fewer. A surface of a few pixels (the one that shapes text) gets small pages of its own, so it
/// holds no half that a band could use.
final class SurfaceMemory: @unchecked Sendable {
    let address: UnsafeMutableRawPointer
    /// Bytes usable from `address`.
    let capacity: Int
    /// The mapping the bytes belong to, unmapped once no buffer in it is left.
    private let mapping: Mapping
    /// Whether a surface has drawn in these bytes since they were mapped (they are zero until then).
    private var used = false

    static let hugePage = hugePageSize
    /// Buffers kept for reuse, at most this many bytes in all.
    static let keptLimit = 256 << 20
    /// Surfaces this small get pages of their own, never huge ones.
    static let smallLimit = 64 << 10
    private static let kept = Mutex<[SurfaceMemory]>([])

    private init(_ mapping: Mapping, offset: Int, capacity: Int) {
        self.mapping = mapping
        address = mapping.address + offset
        self.capacity = capacity
    }

    /// Zeroed memory of at least `bytes`: a kept buffer that fits (cleared if it was drawn in),
    /// else a new mapping. `cleared: false` skips clearing a kept buffer, for a surface whose
    /// every pixel is painted opaque before anything reads it.
    static func take(bytes: Int, cleared: Bool = true) throws -> SurfaceMemory {
        if bytes <= smallLimit { return SurfaceMemory(try Mapping(bytes: bytes, huge: false), offset: 0, capacity: bytes) }
        let reused = kept.withLock { kept -> SurfaceMemory? in
            guard let index = kept.indices.filter({ kept[$0].capacity >= bytes }).min(by: { kept[$0].capacity < kept[$1].capacity }) else { return nil }
            return kept.remove(at: index)
        }
        if let reused {
            if cleared && reused.used { memset(reused.address, 0, bytes) }
            return reused
        }
        if bytes <= hugePage / 2 {
            let mapping = try Mapping(bytes: hugePage, huge: true)
            keep(SurfaceMemory(mapping, offset: hugePage / 2, capacity: hugePage / 2))
            return SurfaceMemory(mapping, offset: 0, capacity: hugePage / 2)
        }
        let capacity = (bytes + hugePage - 1) / hugePage * hugePage
        return SurfaceMemory(try Mapping(bytes: capacity, huge: true), offset: 0, capacity: capacity)
    }

    /// Keeps `memory`, which a surface has drawn in, for the next surface, unless that would keep
    /// too much (the largest buffers go first). Small surfaces' memory is not kept.
    static func give(_ memory: SurfaceMemory) {
        guard memory.capacity > smallLimit else { return }
        memory.used = true
        keep(memory)
    }

    private static func keep(_ memory: SurfaceMemory) {
        kept.withLock { kept in
            kept.append(memory)
            kept.sort { $0.capacity < $1.capacity }
            while kept.map(\.capacity).reduce(0, +) > keptLimit { kept.removeLast() }
        }
    }
}

/// Anonymous memory mapped for surfaces: huge, a whole number of 2 MB huge pages aligned to 2 MB
/// and advised as such; else whole small pages.
private final class Mapping: @unchecked Sendable {
    let address: UnsafeMutableRawPointer
    let count: Int

    init(bytes: Int, huge: Bool) throws {
        let page = huge ? SurfaceMemory.hugePage : Int(getpagesize())
        count = max(page, (bytes + page - 1) / page * page)
        // A huge mapping maps 2 MB more than needed and starts at the first 2 MB boundary.
        let slack = huge ? page : 0
        let raw = mmap(nil, count + slack, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let raw, raw != MAP_FAILED else { throw RenderError.cairo("cannot map \(count) bytes for the image") }
        guard huge else {
            address = raw
            return
        }
        let start = (Int(bitPattern: raw) + page - 1) / page * page
        address = UnsafeMutableRawPointer(bitPattern: start)!
        let head = start - Int(bitPattern: raw)
        if head > 0 { munmap(raw, head) }
        munmap(address + count, slack - head)
        adviseHugePages(address, count: count)
    }

    deinit { munmap(address, count) }
}
