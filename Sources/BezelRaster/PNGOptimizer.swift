import CBezelPixels
import CBezelZlib
import BezelSupport
import Synchronization

/// A lossless PNG encoder that works for size, for goldens (VISREG §4.6: bloated
/// repositories are the common complaint; resvg runs oxipng on every golden it records). It
/// stores the fewest channels and bits the pixels need (palette of 1, 2, 4 or 8 bits, grey, RGB,
/// RGBA), tries several row filters and zlib strategies at level 9, and keeps the smallest. The
/// result is decoded again and compared with the input before it is returned.
public enum PNGOptimizer {
    /// Encodings already made in this process, by content: a matrix repeats many images (a
    /// device's chrome is often the same across iOS versions), and each costs tenths of a second.
    /// Keyed by a hash of the pixels; a hit is decoded and compared, so a collision only costs time.
    private static let made = Mutex<[UInt64: [UInt8]]>([:])

    public static func encode(_ image: RGBAImage) throws -> [UInt8] {
        var hash = FNV1a()
        hash.add(image.pixels)
        hash.add([UInt8(truncatingIfNeeded: image.width), UInt8(truncatingIfNeeded: image.width >> 8), UInt8(truncatingIfNeeded: image.height)])
        if let png = made.withLock({ $0[hash.value] }), (try? PNGCodec.decode(png)) == image { return png }
        let png = try encodeAnew(image)
        made.withLock { $0[hash.value] = png }
        return png
    }

    private static func encodeAnew(_ image: RGBAImage) throws -> [UInt8] {
        let layout = PixelLayout(image)
        let rows = layout.rows(image)
        var best: [UInt8]? = nil
        for filtering in layout.filterings {
            let filtered = filter(rows, bytesPerPixel: layout.filterStride, rowBytes: layout.rowBytes, filtering)
            for strategy in [Z_DEFAULT_STRATEGY, Z_FILTERED] {
                let compressed = try deflate(filtered, strategy: strategy)
                if compressed.count < best?.count ?? .max { best = compressed }
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(image.width))
        header.appendBigEndian(UInt32(image.height))
        header += [layout.bitDepth, layout.colourType, 0, 0, 0]
        png.appendChunk("IHDR", header)
        if let palette = layout.palette {
            png.appendChunk("PLTE", palette.flatMap { [$0.r, $0.g, $0.b] })
            if let last = palette.lastIndex(where: { $0.a != 255 }) {
                png.appendChunk("tRNS", palette[...last].map(\.a))
            }
        }
        png.appendChunk("IDAT", best ?? [])
        png.appendChunk("IEND", [])
        guard try PNGCodec.decode(png).pixels == image.pixels else { throw PNGError.encode("optimised PNG does not decode to its input") }
        return png
    }

    /// How the pixels are stored.
    private struct PixelLayout {
        var colourType: UInt8
        var bitDepth: UInt8
        var palette: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)]?
        var index: [UInt32: UInt8] = [:]
        var channels: Int
        var width: Int

        init(_ image: RGBAImage) {
            width = image.width
            var colours: [UInt32: UInt8] = [:]
            var order: [UInt32] = []
            var opaque = true
            var grey = true
            let p = image.pixels
            for i in stride(from: 0, to: p.count, by: 4) {
                if p[i + 3] != 255 { opaque = false }
                if p[i] != p[i + 1] || p[i] != p[i + 2] { grey = false }
                if order.count <= 256 {
                    let key = UInt32(p[i]) << 24 | UInt32(p[i + 1]) << 16 | UInt32(p[i + 2]) << 8 | UInt32(p[i + 3])
                    if colours[key] == nil {
                        colours[key] = UInt8(truncatingIfNeeded: order.count)
                        order.append(key)
                    }
                }
            }
            if order.count <= 256 && !(grey && opaque && order.count > 16) {
                // Transparent entries first, so tRNS can stop early.
                order.sort { ($0 & 0xFF, $0) < ($1 & 0xFF, $1) }
                palette = order.map { (UInt8($0 >> 24), UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)) }
                for (i, key) in order.enumerated() { index[key] = UInt8(i) }
                colourType = 3
                bitDepth = order.count <= 2 ? 1 : order.count <= 4 ? 2 : order.count <= 16 ? 4 : 8
                channels = 1
            } else if grey {
                colourType = opaque ? 0 : 4
                bitDepth = 8
                channels = opaque ? 1 : 2
            } else {
                colourType = opaque ? 2 : 6
                bitDepth = 8
                channels = opaque ? 3 : 4
            }
        }

        var rowBytes: Int { (width * channels * Int(bitDepth) + 7) / 8 }
        /// The byte distance a filter looks back: one pixel, at least one byte.
        var filterStride: Int { max(1, channels * Int(bitDepth) / 8) }

        /// Palettes compress best unfiltered; true colour usually with a filter chosen per row.
        var filterings: [Filtering] {
            colourType == 3 ? [.fixed(0), .adaptive] : [.adaptive, .fixed(0), .fixed(1), .fixed(2), .fixed(4)]
        }

        /// The unfiltered rows.
        func rows(_ image: RGBAImage) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: rowBytes * image.height)
            let p = image.pixels
            for y in 0..<image.height {
                let row = y * rowBytes
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 4
                    switch colourType {
                    case 3:
                        let key = UInt32(p[i]) << 24 | UInt32(p[i + 1]) << 16 | UInt32(p[i + 2]) << 8 | UInt32(p[i + 3])
                        let value = index[key]!
                        let bits = Int(bitDepth)
                        let bit = x * bits
                        out[row + bit / 8] |= value << UInt8(8 - bits - bit % 8)
                    case 0: out[row + x] = p[i]
                    case 4: (out[row + x * 2], out[row + x * 2 + 1]) = (p[i], p[i + 3])
                    case 2: (out[row + x * 3], out[row + x * 3 + 1], out[row + x * 3 + 2]) = (p[i], p[i + 1], p[i + 2])
                    default: for c in 0..<4 { out[row + x * 4 + c] = p[i + c] }
                    }
                }
            }
            return out
        }
    }

    enum Filtering {
        /// The same filter type on every row.
        case fixed(UInt8)
        /// Per row, the filter whose output has the smallest sum of absolute (signed) bytes.
        case adaptive
    }

    /// Rows each prefixed with their filter type byte; each row is filtered by
    /// `bezel_png_filter` (C: record writes every new golden through here).
    private static func filter(_ rows: [UInt8], bytesPerPixel bpp: Int, rowBytes: Int, _ filtering: Filtering) -> [UInt8] {
        let height = rowBytes == 0 ? 0 : rows.count / rowBytes
        var out = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        let types: [UInt8]
        switch filtering {
        case .fixed(let type): types = [type]
        case .adaptive: types = [0, 1, 2, 3, 4]
        }
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        rows.withUnsafeBufferPointer { rows in
            out.withUnsafeMutableBufferPointer { out in
                candidate.withUnsafeMutableBufferPointer { candidate in
                    for y in 0..<height {
                        let row = rows.baseAddress! + y * rowBytes
                        let above = y > 0 ? row - rowBytes : nil
                        let target = out.baseAddress! + y * (rowBytes + 1)
                        var bestCost = Int.max
                        for type in types {
                            // The first type is filtered straight into place; a later one only when it costs less.
                            let into = bestCost == Int.max ? target + 1 : candidate.baseAddress!
                            let cost = bezel_png_filter(Int32(type), row, above, rowBytes, bpp, into)
                            if cost < bestCost {
                                if into != target + 1 { (target + 1).update(from: into, count: rowBytes) }
                                bestCost = cost
                                target[0] = type
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    private static func deflate(_ data: [UInt8], strategy: Int32) throws -> [UInt8] {
        var stream = z_stream()
        guard deflateInit2_(&stream, 9, Z_DEFLATED, 15, 9, strategy, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw PNGError.encode("zlib would not start")
        }
        defer { deflateEnd(&stream) }
        var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))))
        var input = data
        let status = input.withUnsafeMutableBufferPointer { inBuffer in
            out.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                return CBezelZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw PNGError.encode("zlib failed (\(status))") }
        return Array(out[0..<Int(stream.total_out)])
    }
}
