import CBezelDeflate

/// The fast PNG encoder, for pictures people open (rendered diagrams, check artefacts, diff
/// images): every row with the Up filter (diagrams are flat colour, so rows repeat the one above
/// and become runs of zeros) and one libdeflate pass at `level`, written as a single IDAT. It
/// reads Cairo's surfaces directly, filtering each row into the surface's own memory, so a figure
/// costs no copy of its pixels. Goldens use `PNGOptimizer`, which works for size instead.
public enum PNGWriter {
    /// libdeflate's level: 6 gives files a sixth smaller than zlib's fastest in half its time.
    public static let level: Int32 = 6

    /// A figure drawn on an opaque background: Cairo's premultiplied, native-endian ARGB32 rows
    /// (`stride` bytes apart), every pixel opaque. The rows are overwritten: row y's filtered RGB
    /// bytes land at `y × (1 + 3 × width)`, never past the pixels still to be read.
    public static func encode(opaqueARGB32 pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) throws -> [UInt8] {
        let rowBytes = 1 + 3 * width
        precondition(stride >= 4 * width && rowBytes <= stride + 1, "not a 32-bit surface")
        var previous = [UInt32](repeating: 0, count: width)
        previous.withUnsafeMutableBufferPointer { above in
            for y in 0..<height {
                let source = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                let target = (pixels + y * rowBytes).assumingMemoryBound(to: UInt8.self)
                // Pixel 0 is read before the filter byte can cover its first byte (row 0).
                var word = source[0]
                target[0] = 2  // Up
                for x in 0..<width {
                    if x > 0 { word = source[x] }
                    let up = bytewiseDifference(word, above[x])
                    above[x] = word
                    // ARGB32 holds a << 24 | r << 16 | g << 8 | b; the file wants r, g, b.
                    target[1 + 3 * x] = UInt8(truncatingIfNeeded: up >> 16)
                    target[2 + 3 * x] = UInt8(truncatingIfNeeded: up >> 8)
                    target[3 + 3 * x] = UInt8(truncatingIfNeeded: up)
                }
            }
        }
        return try png(filtered: UnsafeRawBufferPointer(start: pixels, count: rowBytes * height), width: width, height: height, colourType: 2)
    }

    /// Straight RGBA pixels: RGB when every pixel is opaque, else RGBA.
    public static func encode(_ image: RGBAImage) throws -> [UInt8] {
        let opaque = image.isOpaque
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + channels * image.width
        var filtered = [UInt8](unsafeUninitializedCapacity: rowBytes * image.height) { buffer, count in
            image.pixels.withUnsafeBufferPointer { source in
                for y in 0..<image.height {
                    buffer[y * rowBytes] = 2  // Up
                    for x in 0..<image.width {
                        for c in 0..<channels {
                            let value = source[(y * image.width + x) * 4 + c]
                            let above = y == 0 ? 0 : source[((y - 1) * image.width + x) * 4 + c]
                            buffer[y * rowBytes + 1 + x * channels + c] = value &- above
                        }
                    }
                }
            }
            count = rowBytes * image.height
        }
        return try filtered.withUnsafeMutableBytes {
            try png(filtered: UnsafeRawBufferPointer($0), width: image.width, height: image.height, colourType: opaque ? 2 : 6)
        }
    }

    /// The PNG file around filtered rows: signature, IHDR, one IDAT, IEND.
    static func png(filtered: UnsafeRawBufferPointer, width: Int, height: Int, colourType: UInt8) throws -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(level) else { throw PNGError.encode("libdeflate has no memory for a compressor") }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, filtered.count)
        var compressed = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            count = libdeflate_zlib_compress(compressor, filtered.baseAddress, filtered.count, buffer.baseAddress, bound)
        }
        guard !compressed.isEmpty || filtered.isEmpty else { throw PNGError.encode("libdeflate could not compress the image") }
        var file: [UInt8] = PNGLimits.signature
        file.reserveCapacity(compressed.count + 64)
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, colourType, 0, 0, 0]
        file.appendChunk("IHDR", header)
        file.appendChunk("IDAT", compressed)
        compressed = []
        file.appendChunk("IEND", [])
        return file
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
        appendBigEndian(UInt32(data.count))
        let start = count
        append(contentsOf: type.utf8)
        append(contentsOf: data)
        let crc = self[start...].withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        appendBigEndian(crc)
    }
}
