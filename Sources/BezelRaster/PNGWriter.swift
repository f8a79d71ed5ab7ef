import BezelSupport
import CBezelDeflate
import CBezelPixels
import CBezelZlib
import Foundation

/// The fast PNG encoder, for pictures people open (rendered diagrams, check artefacts, diff
/// images): every row with the Up filter (diagrams are flat colour, so rows repeat the one above
/// and become runs of zeros) and one deflate pass (`PNGCompression`: for speed, ISA-L; for size,
/// libdeflate), written as a single IDAT. It reads Cairo's surfaces directly, filtering each row
/// into the surface's own memory, so a figure costs no copy of its pixels. Goldens use
/// `PNGOptimizer`, which works for size alone.
public enum PNGWriter {
    /// One band of rows, filtered and compressed: its raw deflate stream (non-final unless it is
    /// the image's last band), the Adler-32 of its filtered bytes and their count.
    public struct Band: Sendable {
        var stream: [UInt8]
        var adler: UInt32
        var count: Int
    }

    /// `rows` rows of Cairo's premultiplied, native-endian ARGB32 pixels (`stride` bytes apart),
    /// every pixel opaque, as one band: filtered (Up, against `above`, the row over the first, or
    /// zeros) into RGB in the rows' own memory, which is overwritten (row y's `1 + 3 × width`
    /// bytes land at `y × (1 + 3 × width)`, never past the pixels still to be read), then
    /// compressed.
    public static func band(
        opaqueARGB32 pixels: UnsafeMutableRawPointer, width: Int, rows: Int, stride: Int, above: UnsafePointer<UInt32>?, final: Bool,
        compression: PNGCompression = .fast
    ) throws -> Band {
        precondition(stride >= 4 * width, "not a 32-bit surface")
        var previous = above.map { Array(UnsafeBufferPointer(start: $0, count: width)) } ?? [UInt32](repeating: 0, count: width)
        filter(rows: rows, pixels: pixels, width: width, stride: stride, above: &previous)
        return try compressBand(
            UnsafeRawBufferPointer(start: pixels, count: rows * (1 + 3 * width)), rowBytes: 1 + 3 * width, final: final, compression: compression)
    }

    /// A whole opaque surface as a PNG file, in bands compressed on all cores.
    public static func encode(
        opaqueARGB32 pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, compression: PNGCompression = .fast
    ) throws -> [UInt8] {
        let ranges = bandRows(height: height, width: width)
        // Band b packs its rows from its own first row, so no band writes where another reads;
        // the row above each band's first row is kept before the band above overwrites it.
        let above = ranges.map { range in
            range.lowerBound == 0 ? nil
                : Array(UnsafeBufferPointer(start: (pixels + (range.lowerBound - 1) * stride).assumingMemoryBound(to: UInt32.self), count: width))
        }
        let address = Int(bitPattern: pixels)
        let bands = try concurrentMap(Array(ranges.indices)) { index in
            let start = UnsafeMutableRawPointer(bitPattern: address)! + ranges[index].lowerBound * stride
            return try above[index].withUnsafeBufferPointerOrNil { row in
                try band(
                    opaqueARGB32: start, width: width, rows: ranges[index].count, stride: stride, above: row, final: index == ranges.count - 1,
                    compression: compression)
            }
        }
        return try file(bands, width: width, height: height, colourType: 2)
    }

    /// Rows filtered (Up) in place and packed from the first row on (`bezel_argb32_up_rgb`, which
    /// the C compiler turns into byte shuffles: Swift's loop, four pixels to three words, took 9%
    /// of drawing a 3× diagram).
    private static func filter(rows: Int, pixels: UnsafeMutableRawPointer, width: Int, stride: Int, above: inout [UInt32]) {
        let rowBytes = 1 + 3 * width
        above.withUnsafeMutableBufferPointer { above in
            guard let above = above.baseAddress else {
                for y in 0..<rows { (pixels + y * rowBytes).storeBytes(of: 2, as: UInt8.self) }  // empty rows: the filter byte alone
                return
            }
            for y in 0..<rows {
                let source = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                let target = (pixels + y * rowBytes).assumingMemoryBound(to: UInt8.self)
                bezel_argb32_up_rgb(source, above, target, width)
            }
        }
    }

    /// Bands of rows for an image `width` pixels wide: one for a small image; for a larger one,
    /// a whole number of bands per core, each of whose surfaces (the band, the row above that its
    /// first row is filtered against, and `bandMargin` rows on each side) fits in half a 2 MB huge
    /// page (`bandBytes`). A band's surface is mapped once per core and reused for the next band,
    /// so a 3× diagram touches a few megabytes of fresh memory instead of its whole surface, and
    /// two cores' bands share one huge page (`SurfaceMemory`). Against bands of up to 8 MB, as
    /// whole processes at 3× (2026-11-28): the 2805 × 3114 px diagram 75 → 69 ms and a peak of
    /// 51 → 42 MB; the seed-000 dead strip (1413 × 3504 px) 49.6 → 44.3 ms. Bands of 1 MB rather
    /// than 2 draw as fast (20 bands against 10 there) and touch half the fresh memory.
    public static func bandRows(height: Int, width: Int, bandBytes: Int = bandBytes) -> [Range<Int>] {
        let rowBytes = max(1, width * 4)
        guard height * rowBytes >= bandBytes, height >= 256 else { return [0..<height] }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let rowsPerBand = max(128, bandBytes / rowBytes - 1 - 2 * bandMargin)
        // A whole number of bands per core, so no core is left with the last one alone.
        let wanted = max(cores, (height + rowsPerBand - 1) / rowsPerBand)
        let count = min(height / 128, (wanted + cores - 1) / cores * cores)
        return (0..<count).map { height * $0 / count..<height * ($0 + 1) / count }
    }

    /// The surface bytes a band aims at: half a huge page (see `SurfaceMemory`).
    public static let bandBytes = 1 << 20
    /// Rows a band's surface draws beyond those it encodes, on each side (`Renderer.renderPNG`).
    public static let bandMargin = 1

    /// Straight RGBA pixels: RGB when every pixel is opaque, else RGBA.
    public static func encode(_ image: RGBAImage, compression: PNGCompression = .fast) throws -> [UInt8] {
        let opaque = image.isOpaque
        return try file(bands(image, opaque: opaque, compression: compression), width: image.width, height: image.height, colourType: opaque ? 2 : 6)
    }

    /// Straight RGBA pixels filtered (Up) as RGB (`opaque`: every pixel must be) or RGBA, and
    /// compressed in bands on all cores, top to bottom.
    static func bands(_ image: RGBAImage, opaque: Bool, compression: PNGCompression = .fast) throws -> [Band] {
        let channels = opaque ? 3 : 4
        let (width, rowBytes) = (image.width, 1 + channels * image.width)
        let ranges = bandRows(height: image.height, width: width)
        return try image.pixels.withUnsafeBytes { pixels in
            let address = Int(bitPattern: pixels.baseAddress)
            return try concurrentMap(Array(ranges.indices)) { index in
                let source = UnsafeRawPointer(bitPattern: address)!
                let rows = ranges[index]
                let filtered = [UInt8](unsafeUninitializedCapacity: rows.count * rowBytes) { buffer, count in
                    let target = UnsafeMutableRawPointer(buffer.baseAddress!)
                    for y in rows {
                        let row = source + y * width * 4
                        let above = y == 0 ? nil : row - width * 4
                        filterRGBA(row, above: above, into: target + (y - rows.lowerBound) * rowBytes, width: width, opaque: opaque)
                    }
                    count = buffer.count
                }
                return try filtered.withUnsafeBytes { try compressBand($0, rowBytes: rowBytes, final: index == ranges.count - 1, compression: compression) }
            }
        }
    }

    /// One row of straight RGBA bytes, Up-filtered against the row above (none: zeros), as RGB
    /// (opaque) or RGBA after the filter byte; a pixel at a time as a 32-bit word.
    private static func filterRGBA(_ row: UnsafeRawPointer, above: UnsafeRawPointer?, into target: UnsafeMutableRawPointer, width: Int, opaque: Bool) {
        target.storeBytes(of: 2, as: UInt8.self)  // Up
        let out = target + 1
        for x in 0..<width {
            let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            let up = bytewiseDifference(word, above?.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) ?? 0)
            if opaque {
                // RGBA bytes in memory are the little-endian word a << 24 | b << 16 | g << 8 | r.
                out.storeBytes(of: UInt8(truncatingIfNeeded: up), toByteOffset: x * 3, as: UInt8.self)
                out.storeBytes(of: UInt8(truncatingIfNeeded: up >> 8), toByteOffset: x * 3 + 1, as: UInt8.self)
                out.storeBytes(of: UInt8(truncatingIfNeeded: up >> 16), toByteOffset: x * 3 + 2, as: UInt8.self)
            } else {
                out.storeBytes(of: up, toByteOffset: x * 4, as: UInt32.self)
            }
        }
    }

    /// One band of filtered rows (`rowBytes` each) as a raw deflate stream, with the Adler-32 of
    /// its bytes: runs of blank rows by `BlankRows`, the rows between them by `compression`, the
    /// streams joined. Every band but the last is made non-final so the next one can follow it.
    private static func compressBand(_ data: UnsafeRawBufferPointer, rowBytes: Int, final: Bool, compression: PNGCompression) throws -> Band {
        let rows = data.count / rowBytes
        var pieces: [(rows: Range<Int>, blank: Bool)] = []
        var next = 0
        for run in BlankRows.runs(in: data, rowBytes: rowBytes, filter: 2) {
            if run.lowerBound > next { pieces.append((next..<run.lowerBound, false)) }
            pieces.append((run, true))
            next = run.upperBound
        }
        if next < rows || pieces.isEmpty { pieces.append((next..<rows, false)) }
        var stream: [UInt8] = []
        for (index, piece) in pieces.enumerated() {
            let last = final && index == pieces.count - 1
            if piece.blank {
                stream += BlankRows.stream(rows: piece.rows.count, rowBytes: rowBytes, filter: 2, final: last)
            } else {
                let bytes = UnsafeRawBufferPointer(rebasing: data[piece.rows.lowerBound * rowBytes..<piece.rows.upperBound * rowBytes])
                stream += try compression.deflate(bytes, final: last)
            }
        }
        return Band(stream: stream, adler: libdeflate_adler32(1, data.baseAddress, data.count), count: data.count)
    }

    /// The PNG file around compressed bands, top to bottom: signature, IHDR, one IDAT (a zlib
    /// header, the bands' streams in order, their combined Adler-32), IEND.
    public static func file(_ parts: [Band], width: Int, height: Int, colourType: UInt8 = 2) throws -> [UInt8] {
        // The bands are copied once, into the file: no joined stream is made first (the dead
        // strip's 220 KB were copied twice into fresh memory, 0.1-0.2 ms of page faults).
        let streamCount = parts.map(\.stream.count).reduce(6, +)
        var file: [UInt8] = PNGLimits.signature
        file.reserveCapacity(file.count + 25 + 12 + streamCount + 12)
        file.appendChunk("IHDR", header(width: width, height: height, colourType: colourType))
        file.appendChunk("IDAT", count: streamCount) { $0.appendZlibStream(parts) }
        file.appendChunk("IEND", [])
        return file
    }

    /// The bands joined into one zlib stream: a header, the streams in order, their combined
    /// Adler-32 (the data of an IDAT or, after a sequence number, an fdAT chunk).
    static func zlibStream(_ parts: [Band]) -> [UInt8] {
        var stream: [UInt8] = []
        stream.reserveCapacity(parts.map(\.stream.count).reduce(6, +))
        stream.appendZlibStream(parts)
        return stream
    }

    /// IHDR's data: 8 bits a channel, no interlacing.
    static func header(width: Int, height: Int, colourType: UInt8) -> [UInt8] {
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, colourType, 0, 0, 0]
        return header
    }
}

/// `a − b` in each of the four bytes, modulo 256 (PNG's filter arithmetic), without a loop.
@inline(__always)
func bytewiseDifference(_ a: UInt32, _ b: UInt32) -> UInt32 {
    ((a | 0x8080_8080) &- (b & 0x7F7F_7F7F)) ^ ((a ^ ~b) & 0x8080_8080)
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// A chunk: length, type, data and the CRC of type and data.
    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        appendChunk(type, count: data.count) { $0.append(contentsOf: data) }
    }

    /// A chunk whose `count` bytes of data `appendData` appends.
    mutating func appendChunk(_ type: String, count: Int, _ appendData: (inout [UInt8]) -> Void) {
        appendBigEndian(UInt32(count))
        let start = self.count
        append(contentsOf: type.utf8)
        appendData(&self)
        precondition(self.count - start - 4 == count, "a chunk's data is not the length it says")
        let crc = self[start...].withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        appendBigEndian(crc)
    }

    /// The bands as one zlib stream: a header, the streams in order, their combined Adler-32.
    mutating func appendZlibStream(_ parts: [PNGWriter.Band]) {
        append(contentsOf: [0x78, 0x9C])  // deflate, 32 KB window, default level
        var adler: UInt32 = 1
        for (index, part) in parts.enumerated() {
            append(contentsOf: part.stream)
            adler = index == 0 ? part.adler : UInt32(truncatingIfNeeded: adler32_combine(uLong(adler), uLong(part.adler), off_t(part.count)))
        }
        appendBigEndian(adler)
    }
}

extension Optional where Wrapped == [UInt32] {
    /// The array's first element's address for `body`, or nil.
    fileprivate func withUnsafeBufferPointerOrNil<R>(_ body: (UnsafePointer<UInt32>?) throws -> R) rethrows -> R {
        switch self {
        case .some(let array): try array.withUnsafeBufferPointer { try body($0.baseAddress) }
        case .none: try body(nil)
        }
    }
}
