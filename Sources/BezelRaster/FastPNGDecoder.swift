import BezelSupport
import CBezelDeflate

/// A decoder for the PNGs comparisons meet most: 8-bit RGB or RGBA, not interlaced, with no
/// chunk that changes colours (gamma, ICC profile, chromaticities, significant bits,
/// transparency key). These are what Bezel, Cairo and browsers write. It inflates with
/// libdeflate, several times faster than the zlib inside libpng, which is most of a 3×
/// screenshot's decoding time. Anything else returns nil and goes to libpng, so every file
/// decodes exactly as libpng would decode it (the tests compare the two).
public enum FastPNGDecoder {
    /// The image, or nil when the file is not one this decoder takes (or is damaged).
    public static func decode(_ data: [UInt8]) -> RGBAImage? {
        data.withUnsafeBufferPointer { decode($0) }
    }

    private static func decode(_ d: UnsafeBufferPointer<UInt8>) -> RGBAImage? {
        guard let file = try? PNGChunks(d) else { return nil }
        let header = d[file.chunks[0].body]
        // 8 bits, RGB (2) or RGBA (6), deflate, adaptive filtering, not interlaced.
        let (depth, colour) = (header[header.startIndex + 8], header[header.startIndex + 9])
        guard depth == 8, colour == 2 || colour == 6, header.suffix(3).allSatisfy({ $0 == 0 }) else { return nil }
        let (width, height, channels) = (file.width, file.height, colour == 2 ? 3 : 4)
        // Over the limits: libpng's path reports it (PNGLimits) before allocating anything.
        guard (try? PNGLimits.check(width: width, height: height)) != nil else { return nil }
        guard let compressed = imageData(file, d) else { return nil }
        let stride = width * channels
        // Every byte is written by the decompressor (or the image is refused), so no zero-fill.
        var raw = [UInt8](unsafeUninitializedCapacity: height * (stride + 1)) {
            adviseHugePages($0.baseAddress!, count: $0.count)
            $1 = $0.count
        }
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var produced = 0
        let status = raw.withUnsafeMutableBytes { out in
            compressed.withUnsafeBytes { input in
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, out.baseAddress, out.count, &produced)
            }
        }
        guard status == LIBDEFLATE_SUCCESS, produced == raw.count else { return nil }
        var pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) {
            adviseHugePages($0.baseAddress!, count: $0.count)
            $1 = $0.count
        }
        // Row by row, each row expanded while it is still in the cache from undoing its filter.
        let ok = raw.withUnsafeMutableBufferPointer { r in
            pixels.withUnsafeMutableBufferPointer { p in
                let zeros = [UInt8](repeating: 0, count: stride)
                return zeros.withUnsafeBufferPointer { zero in
                    for y in 0..<height {
                        guard unfilter(r, row: y, stride: stride, bpp: channels, zero: zero.baseAddress!) else { return false }
                        expand(r, into: p, row: y, rows: height, stride: stride, channels: channels)
                    }
                    return true
                }
            }
        }
        return ok ? RGBAImage(width: width, height: height, pixels: pixels) : nil
    }

    /// The IDAT chunks' data joined, or nil when the chunk sequence is one libpng might read
    /// differently or refuse: a chunk type that is not four letters, a second IHDR, IDAT chunks
    /// that are not consecutive, a critical chunk other than IHDR, IDAT and IEND, or an ancillary
    /// chunk that changes colours.
    private static func imageData(_ file: PNGChunks, _ d: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var compressed: [UInt8] = []
        var idatEnded = false
        for (index, chunk) in file.chunks.enumerated() {
            guard isLetters(chunk.type) else { return nil }
            switch chunk.type {
            case PNGChunks.idat:
                guard !idatEnded else { return nil }
                compressed.append(contentsOf: d[chunk.body])
            case PNGChunks.ihdr: guard index == 0 else { return nil }
            case PNGChunks.iend: break
            // gAMA, iCCP, cHRM, sBIT, tRNS: libpng's colour handling applies.
            case 0x6741_4D41, 0x6943_4350, 0x6348_524D, 0x7342_4954, 0x7452_4E53: return nil
            default: guard chunk.type & 0x2000_0000 != 0 else { return nil }  // an unknown critical chunk
            }
            if chunk.type != PNGChunks.idat && !compressed.isEmpty { idatEnded = true }
        }
        return compressed
    }

    /// Whether all four bytes of a chunk type are ASCII letters, as libpng requires.
    private static func isLetters(_ type: UInt32) -> Bool {
        (0..<4).allSatisfy { shift in
            let byte = UInt8(truncatingIfNeeded: type >> (8 * shift)) | 0x20
            return byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
        }
    }

    /// Undoes row `y`'s filter in place (PNG specification, section 9); the first row's "row
    /// above" is `zero`. Each filter has its own loop, with no test inside it.
    @inline(__always)
    private static func unfilter(_ raw: UnsafeMutableBufferPointer<UInt8>, row y: Int, stride: Int, bpp: Int, zero: UnsafePointer<UInt8>) -> Bool {
        let row = raw.baseAddress! + y * (stride + 1) + 1
        let above = y > 0 ? UnsafePointer(row - (stride + 1)) : zero
        switch row[-1] {
        case 0: break
        case 1: for i in bpp..<max(bpp, stride) { row[i] &+= row[i - bpp] }
        case 2: for i in 0..<stride { row[i] &+= above[i] }
        case 3:
            for i in 0..<min(bpp, stride) { row[i] &+= above[i] >> 1 }
            for i in bpp..<max(bpp, stride) { row[i] &+= UInt8((UInt16(row[i - bpp]) + UInt16(above[i])) >> 1) }
        case 4:
            for i in 0..<min(bpp, stride) { row[i] &+= above[i] }  // Paeth with a = c = 0 picks b
            for i in bpp..<max(bpp, stride) { row[i] &+= paeth(row[i - bpp], above[i], above[i - bpp]) }
        default: return false
        }
        return true
    }

    /// The PNG Paeth predictor: whichever of left, above and upper left is nearest to
    /// left + above − upper left, ties to left, then above.
    @inline(__always)
    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let (a, b, c) = (Int(a), Int(b), Int(c))
        let pa = abs(b - c)
        let pb = abs(a - c)
        let pc = abs(a + b - 2 * c)
        return UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
    }

    /// Copies unfiltered row `y` to RGBA (alpha stays 255 for RGB).
    @inline(__always)
    private static func expand(
        _ raw: UnsafeMutableBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>, row y: Int, rows: Int, stride: Int, channels: Int
    ) {
        let width = stride / channels
        let s = raw.baseAddress! + y * (stride + 1) + 1
        let o = out.baseAddress! + y * width * 4
        if channels == 4 {
            o.update(from: s, count: stride)
            return
        }
        // Four bytes read for each pixel's three (the fourth is the next pixel's, or the next
        // row's filter byte), the fourth replaced by an opaque alpha; the last pixel of the last
        // row is copied byte by byte, so nothing past the buffer is read.
        let whole = y == rows - 1 ? width - 1 : width
        let (from, to) = (UnsafeRawPointer(s), UnsafeMutableRawPointer(o))
        for x in 0..<max(0, whole) {
            let word = from.loadUnaligned(fromByteOffset: x * 3, as: UInt32.self)
            to.storeBytes(of: (UInt32(littleEndian: word) & 0x00FF_FFFF | 0xFF00_0000).littleEndian, toByteOffset: x * 4, as: UInt32.self)
        }
        for x in max(0, whole)..<width {
            o[x * 4] = s[x * 3]
            o[x * 4 + 1] = s[x * 3 + 1]
            o[x * 4 + 2] = s[x * 3 + 2]
            o[x * 4 + 3] = 255
        }
    }
}
