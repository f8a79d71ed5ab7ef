import CBezelZlib
import BezelRaster

/// Hand-made PNG files for bad-input tests: libpng writes only what Bezel asks of it, so the
/// 16-bit and odd files a user's image editor leaves behind are built here chunk by chunk.
enum PNGFixture {
    /// A 16-bit RGBA PNG (colour type 6) whose samples are the image's 8-bit ones widened
    /// exactly (v × 257), optionally with an sRGB chunk.
    static func sixteenBit(_ image: RGBAImage, sRGB: Bool) -> [UInt8] {
        // Each row: filter type 0, then every byte twice. Written through buffers: the tests'
        // unoptimised build spent seconds appending two-byte arrays.
        let rowBytes = 1 + image.width * 8
        var raw = [UInt8](repeating: 0, count: rowBytes * image.height)
        raw.withUnsafeMutableBufferPointer { raw in
            image.pixels.withUnsafeBufferPointer { pixels in
                for y in 0..<image.height {
                    for i in 0..<(image.width * 4) {
                        let v = pixels[y * image.width * 4 + i]
                        raw[y * rowBytes + 1 + 2 * i] = v
                        raw[y * rowBytes + 2 + 2 * i] = v
                    }
                }
            }
        }
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(image.width))
        header.appendBigEndian(UInt32(image.height))
        header += [16, 6, 0, 0, 0]
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.appendChunk("IHDR", header)
        if sRGB { png.appendChunk("sRGB", [0]) }
        png.appendChunk("IDAT", compressed(raw))
        png.appendChunk("IEND", [])
        return png
    }

    static func compressed(_ data: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        _ = compress(&out, &size, data, uLong(data.count))
        return Array(out[0..<Int(size)])
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        appendBigEndian(UInt32(data.count))
        let body = Array(type.utf8) + data
        self += body
        appendBigEndian(UInt32(body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }))
    }
}
