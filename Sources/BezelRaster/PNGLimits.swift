/// The largest PNG Bezel decodes, checked from the header before any pixel memory is allocated,
/// so a small hostile file cannot make it ask for gigabytes (issue 19: a 69-byte PNG declaring
/// 65535 × 65535 pixels). Bezel's own largest images are comparison sheets of a few thousand
/// pixels a side at 3×, far inside both limits.
public enum PNGLimits {
    /// Pixels per side.
    public static let maxSide = 16_384
    /// Bytes of decoded 8-bit RGBA.
    public static let maxDecodedBytes = 256 << 20
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Throws unless an image of `width` × `height` pixels is within the limits.
    public static func check(width: Int, height: Int) throws(PNGError) {
        guard width > 0, height > 0, width <= maxSide, height <= maxSide, width * height * 4 <= maxDecodedBytes else {
            throw PNGError.decode(
                "it declares \(width)×\(height) pixels; Bezel reads PNGs up to \(maxSide) pixels a side and \(maxDecodedBytes >> 20) MB decoded"
            )
        }
    }

    /// The width and height an IHDR at the start of `data` declares, or nil when there is none
    /// (the decoders then report the file as unreadable).
    static func declaredSize(_ data: [UInt8]) -> (width: Int, height: Int)? {
        guard data.count >= 24, data.starts(with: signature), Array(data[12..<16]) == Array("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// Throws when a chunk that libpng would read declares more bytes than the file holds: libpng
    /// allocates a chunk's declared length before reading it (a 53-byte file declaring a 2 GB
    /// text chunk took 2 GB), and then fails anyway. Chunks after the image data are left alone,
    /// as libpng's simplified reader never reaches them.
    static func checkChunkLengths(_ data: [UInt8]) throws(PNGError) {
        func word(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        guard data.starts(with: signature) else { return }  // libpng names what is wrong
        let idat = Array("IDAT".utf8)
        var position = 8
        var sawImageData = false
        while position + 8 <= data.count {
            let length = word(position)
            let isImageData = Array(data[position + 4..<position + 8]) == idat
            if sawImageData && !isImageData { return }
            sawImageData = sawImageData || isImageData
            guard length <= data.count - position - 8 else {
                let name = String(decoding: data[position + 4..<position + 8].map { (65...122).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
                throw PNGError.decode("the \(name) chunk at byte \(position) declares \(length) bytes; the file ends before them")
            }
            position += 12 + length
        }
    }
}
