import CBezelPNG
import CBezelZlib
import Foundation

/// PNG encoding and decoding through libpng's simplified `png_image_*` API, which does its own
/// setjmp and reports errors as return values (Swift cannot call setjmp; see
/// CAIRO §3).
public enum PNGCodec {
    /// Which encoder: `fast` is `PNGWriter` (the Up filter and ISA-L, `PNGCompression.fast`: what
    /// diagrams, artefacts and diff images use), `libpngDefault` libpng's own default settings,
    /// kept as the yardstick the size tests and the README measure against. Goldens use
    /// `PNGOptimizer`.
    public enum Compression: Sendable {
        case fast, libpngDefault
    }

    /// Encodes an image; opaque images are stored as RGB (no alpha channel), which is smaller.
    /// `fast` is `PNGWriter` (ISA-L); `libpngDefault` is libpng's default settings.
    public static func encode(_ image: RGBAImage, compression: Compression = .fast) throws -> [UInt8] {
        if compression == .fast { return try PNGWriter.encode(image) }
        let opaque = image.isOpaque
        let channels = opaque ? 3 : 4
        var source = image.pixels
        if opaque { source = dropAlpha(image.pixels) }
        var png = png_image()
        png.version = png_uint_32(PNG_IMAGE_VERSION)
        png.width = png_uint_32(image.width)
        png.height = png_uint_32(image.height)
        png.format = opaque ? CPNG_FORMAT_RGB : CPNG_FORMAT_RGBA
        // A guessed buffer avoids libpng's size query, which compresses the image twice.
        var capacity = max(4096, image.width * image.height * channels / 2)
        for _ in 0..<2 {
            var output = [UInt8](repeating: 0, count: capacity)
            var size = capacity
            let ok = output.withUnsafeMutableBytes { out in
                source.withUnsafeBytes { input in
                    png_image_write_to_memory(&png, out.baseAddress, &size, 0, input.baseAddress, Int32(image.width * channels), nil)
                }
            }
            if ok != 0 {
                png_image_free(&png)
                return Array(output.prefix(size))
            }
            let message = messageText(&png)
            png_image_free(&png)
            // On a too-small buffer libpng reports the size it needs; try once more with it.
            guard size > capacity else { throw PNGError.encode(message) }
            capacity = size
            png.opaque = nil
        }
        throw PNGError.encode("buffer too small")
    }

    /// Decodes any PNG libpng reads into 8-bit RGBA: the common 8-bit RGB and RGBA files through
    /// `FastPNGDecoder`, everything else (and anything it declines) through libpng.
    public static func decode(_ data: [UInt8]) throws -> RGBAImage {
        guard !data.isEmpty else { throw PNGError.decode("the file is empty") }
        if let size = PNGLimits.declaredSize(data) { try PNGLimits.check(width: size.width, height: size.height) }
        if let image = FastPNGDecoder.decode(data) { return image }
        try PNGLimits.checkChunkLengths(data)
        return try decodeWithLibpng(data)
    }

    /// libpng's decoding, for every PNG (the fast path's results are tested against it).
    public static func decodeWithLibpng(_ data: [UInt8]) throws -> RGBAImage {
        var png = png_image()
        png.version = png_uint_32(PNG_IMAGE_VERSION)
        let begun = data.withUnsafeBytes { png_image_begin_read_from_memory(&png, $0.baseAddress, $0.count) }
        guard begun != 0 else {
            let message = messageText(&png)
            png_image_free(&png)
            throw PNGError.decode(message)
        }
        png.format = CPNG_FORMAT_RGBA
        // A 16-bit file without gAMA or sRGB would otherwise count as linear light and be
        // gamma-converted on the way to 8 bits; read it as sRGB, the way it was almost certainly
        // written (an editor re-saving an 8-bit golden at 16 bits), so v × 257 narrows back to v.
        png.flags |= png_uint_32(PNG_IMAGE_FLAG_16BIT_sRGB)
        let width = Int(png.width)
        let height = Int(png.height)
        do { try PNGLimits.check(width: width, height: height) } catch {
            png_image_free(&png)
            throw error
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&png, nil, $0.baseAddress, Int32(width * 4), nil) }
        guard finished != 0 else {
            let message = messageText(&png)
            png_image_free(&png)
            throw PNGError.decode(message)
        }
        png_image_free(&png)
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    public static func read(contentsOf url: URL) throws -> RGBAImage {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw PNGError.unreadable(url.path) }
        do { return try decode([UInt8](data)) } catch PNGError.decode(let message) {
            throw PNGError.decode("\(url.path): \(message)")
        }
    }

    private static func dropAlpha(_ rgba: [UInt8]) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: rgba.count / 4 * 3)
        var j = 0
        for i in stride(from: 0, to: rgba.count, by: 4) {
            rgb[j] = rgba[i]
            rgb[j + 1] = rgba[i + 1]
            rgb[j + 2] = rgba[i + 2]
            j += 3
        }
        return rgb
    }

    /// `png_image.message` is a `char[64]`, imported as a tuple.
    private static func messageText(_ png: inout png_image) -> String {
        withUnsafeBytes(of: &png.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}

public enum PNGError: Error, Equatable, CustomStringConvertible {
    case encode(String)
    case decode(String)
    case unreadable(String)

    public var description: String {
        switch self {
        case .encode(let message): "cannot encode PNG: \(message)"
        case .decode(let message): "not a readable PNG: \(message)"
        case .unreadable(let path): "cannot read \(path)"
        }
    }
}
