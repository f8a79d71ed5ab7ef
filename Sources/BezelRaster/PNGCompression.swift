import CBezelDeflate
import CBezelISAL
import Synchronization

/// How `PNGWriter` compresses a picture's filtered rows: for speed or for size. Either way the
/// file holds the same pixels; goldens are compressed by `PNGOptimizer`, for size alone.
///
/// Measured on the filtered rows of two 3× diagrams (the squeezed custom view, 2337 × 3183 px,
/// 22.3 MB, and seed-000's dead strip, 1413 × 3504 px, 14.9 MB; one core, 2026-11-28): ISA-L's
/// level 0 took 2.2 and 1.3 ms for 584 and 335 KB, libdeflate's level 6 39.6 and 25.6 ms for 308
/// and 152 KB. libdeflate's other levels take 36–56 ms there (its match finders hash every byte
/// of the long zero runs an Up filter makes); zlib's run-length strategy 34 ms for 504 KB. ISA-L's
/// level 1 is as fast and a fifth smaller, but it is not a function of its input: in processes
/// drawing the same picture side by side, 6 of 80 files had other bytes (the same pixels), where
/// level 0's 80 were one file. Written as PNG files, with runs of blank rows stored apart
/// (`BlankRows`), the two pictures are 447 and 220 KB `fast`, 307 and 150 KB `small`; resvg
/// writes 976 and 679 KB.
public enum PNGCompression: String, CaseIterable, Sendable {
    /// ISA-L's igzip at level 0: the fastest, files 1.5–1.9 times `small`'s. igzip picks its code
    /// by the processor: current x86-64 processors write the same bytes; older ones and other
    /// architectures may write other bytes for the same pixels (ISA-L).
    case fast
    /// libdeflate at level 6: files a third smaller or more, in 15–20 times the compression time.
    case small

    /// `data` as a raw deflate stream: the last one of a file (`final`), or one that another
    /// stream may follow (its last block not final, and the stream ending on a byte boundary).
    func deflate(_ data: UnsafeRawBufferPointer, final: Bool) throws -> [UInt8] {
        switch self {
        case .fast: try FastDeflate.stream(data, final: final)
        case .small: try SmallDeflate.stream(data, final: final)
        }
    }
}

/// ISA-L's stateless level 0 (its hash table lives in the stream, which starts zeroed). A
/// stream another will follow ends with a full flush, so it needs no walking (`DeflateStream`)
/// to be joined.
private enum FastDeflate {
    static func stream(_ data: UnsafeRawBufferPointer, final: Bool) throws -> [UInt8] {
        // ISA-L's bound: the input in stored blocks (5 bytes of header each 64 KB) and a header.
        let capacity = data.count + data.count / 1024 + 1024
        var status: Int32 = COMP_OK
        let stream = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var z = isal_zstream()
            isal_deflate_stateless_init(&z)
            z.level = 0
            z.next_in = UnsafeMutablePointer(mutating: data.baseAddress?.assumingMemoryBound(to: UInt8.self))
            z.avail_in = UInt32(data.count)
            z.next_out = buffer.baseAddress
            z.avail_out = UInt32(capacity)
            z.flush = UInt16(final ? NO_FLUSH : FULL_FLUSH)
            z.end_of_stream = final ? 1 : 0
            status = isal_deflate_stateless(&z)
            count = status == COMP_OK ? Int(z.total_out) : 0
        }
        guard status == COMP_OK, !stream.isEmpty else { throw PNGError.encode("ISA-L could not compress the image (status \(status))") }
        return stream
    }
}

/// libdeflate at `level`. libdeflate has no flush: a stream another will follow is walked to
/// its final block, whose flag is cleared (`DeflateStream.nonFinal`).
private enum SmallDeflate {
    static let level: Int32 = 6

    static func stream(_ data: UnsafeRawBufferPointer, final: Bool) throws -> [UInt8] {
        let compressor = try Compressors.take()
        defer { Compressors.give(compressor) }
        let bound = libdeflate_deflate_compress_bound(compressor, data.count)
        let stream = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            count = libdeflate_deflate_compress(compressor, data.baseAddress, data.count, buffer.baseAddress, bound)
        }
        guard !stream.isEmpty else { throw PNGError.encode("libdeflate could not compress the image") }
        return final ? stream : try stream.withUnsafeBytes { try DeflateStream.nonFinal($0) }
    }

    /// Compressors kept between images (each holds a few megabytes of match-finder tables that
    /// would otherwise be allocated and faulted in again).
    private enum Compressors {
        static let pool = Mutex<[Int]>([])

        static func take() throws -> OpaquePointer {
            if let kept = pool.withLock({ $0.popLast() }), let compressor = OpaquePointer(bitPattern: kept) { return compressor }
            guard let compressor = libdeflate_alloc_compressor(level) else { throw PNGError.encode("libdeflate has no memory for a compressor") }
            return compressor
        }

        static func give(_ compressor: OpaquePointer) {
            pool.withLock { $0.append(Int(bitPattern: compressor)) }
        }
    }
}
