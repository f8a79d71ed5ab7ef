import BezelSupport
import CBezelDeflate
import CBezelPixels

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
        // Row by row, each row expanded while it is still in the cache from undoing its filter
        // (both in C, which the compiler vectorises: in Swift they took four times as long as
        // inflating a 3× screenshot).
        let width4 = width * 4
        let ok = raw.withUnsafeMutableBufferPointer { r in
            pixels.withUnsafeMutableBufferPointer { p in
                let zeros = [UInt8](repeating: 0, count: stride)
                return zeros.withUnsafeBufferPointer { zero in
                    for y in 0..<height {
                        let row = r.baseAddress! + y * (stride + 1)
                        let above = y > 0 ? UnsafePointer(row - stride) : zero.baseAddress!
                        guard bezel_png_unfilter(row, above, stride, channels) != 0 else { return false }
                        let out = p.baseAddress! + y * width4
                        if channels == 4 { out.update(from: row + 1, count: stride) } else { bezel_rgb_to_rgba(row + 1, out, width) }
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
}
