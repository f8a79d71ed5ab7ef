import BezelRaster

/// The PNG fuzz target's one input: Bezel's two decoders against each other. When the fast
/// decoder returns an image, libpng must read the same file without error and give the same
/// pixels (the fast path promises exactly libpng's result, or nil); `PNGCodec.decode`, which
/// picks between them, must return or throw. Each input runs twice: as given, and with every
/// chunk's checksum corrected, because almost every mutation of a real file breaks a checksum
/// and both decoders would then stop at the first chunk without reaching the code behind it.
public enum PNGFuzzing {
    /// A disagreement between the decoders, in words; nil when they agree (or both decline).
    public static func check(_ bytes: [UInt8]) -> String? {
        let repaired = withCorrectChecksums(bytes)
        let inputs = repaired == bytes ? [bytes] : [bytes, repaired]
        for (index, input) in inputs.enumerated() {
            if let problem = compare(input) {
                return index == 0 ? problem : "\(problem) (after correcting the chunk checksums)"
            }
            _ = try? PNGCodec.decode(input)
        }
        return nil
    }

    /// The fast decoder's answer checked against libpng's.
    static func compare(_ bytes: [UInt8]) -> String? {
        guard let fast = FastPNGDecoder.decode(bytes) else { return nil }
        let reference: RGBAImage
        do {
            reference = try PNGCodec.decodeWithLibpng(bytes)
        } catch {
            return "the fast decoder read a \(fast.width)×\(fast.height) image from a file libpng rejects: \(error)"
        }
        guard reference.width == fast.width, reference.height == fast.height else {
            return "the fast decoder read \(fast.width)×\(fast.height) pixels, libpng \(reference.width)×\(reference.height)"
        }
        guard let at = reference.pixels.indices.first(where: { reference.pixels[$0] != fast.pixels[$0] }) else { return nil }
        let pixel = at / 4
        return "pixel (\(pixel % fast.width), \(pixel / fast.width)) differs: libpng \(rgba(reference, pixel)), fast \(rgba(fast, pixel))"
    }

    /// `bytes` with the CRC of every whole chunk after the signature recomputed; a truncated
    /// last chunk is left as it is.
    public static func withCorrectChecksums(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var offset = 8
        while offset + 12 <= out.count {
            let length = out[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let end = offset + 8 + length
            guard end + 4 <= out.count else { break }
            let crc = crc32(out[(offset + 4)..<end])
            for i in 0..<4 { out[end + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(i))) }
            offset = end + 4
        }
        return out
    }

    private static func rgba(_ image: RGBAImage, _ pixel: Int) -> String {
        "[" + image.pixels[(pixel * 4)..<(pixel * 4 + 4)].map(String.init).joined(separator: ", ") + "]"
    }
}

/// The 32-bit CRC PNG computes over a chunk's type and data (PNG specification, annex D).
func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
}

private let crcTable: [UInt32] = (0..<256).map { n in
    (0..<8).reduce(UInt32(n)) { c, _ in c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
}
