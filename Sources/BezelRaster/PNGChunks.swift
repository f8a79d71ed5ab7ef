import CBezelDeflate

/// The chunks of a PNG file, checked: the signature, IHDR first, every chunk's length within the
/// file and its CRC, and IEND at the end. The fast decoder's first step; any failure sends the
/// file to libpng, whose verdict stands.
struct PNGChunks {
    struct Chunk {
        /// The four type letters as a big-endian word, e.g. `PNGChunks.idat`.
        var type: UInt32
        /// The chunk's data, as offsets into the file.
        var body: Range<Int>
    }

    static let ihdr: UInt32 = 0x4948_4452
    static let idat: UInt32 = 0x4944_4154
    static let iend: UInt32 = 0x4945_4E44

    var chunks: [Chunk]
    var width: Int
    var height: Int

    init(_ d: UnsafeBufferPointer<UInt8>) throws(PNGError) {
        guard d.count >= 45, d.starts(with: PNGLimits.signature) else {
            throw PNGError.decode("not a PNG file (bad signature)")
        }
        func word(_ at: Int) -> Int { Int(d[at]) << 24 | Int(d[at + 1]) << 16 | Int(d[at + 2]) << 8 | Int(d[at + 3]) }
        guard word(8) == 13, word(12) == Self.ihdr else { throw PNGError.decode("the file does not start with an IHDR chunk") }
        chunks = []
        var position = 8
        while chunks.last?.type != Self.iend {
            guard position + 12 <= d.count else { throw PNGError.decode("the file ends early, without an IEND chunk") }
            let length = word(position)
            guard position + 12 + length <= d.count else { throw PNGError.decode("the file ends inside a chunk") }
            let crc = libdeflate_crc32(0, d.baseAddress! + position + 4, 4 + length)
            guard Int(crc) == word(position + 8 + length) else { throw PNGError.decode("chunk checksum mismatch at byte \(position)") }
            chunks.append(Chunk(type: UInt32(word(position + 4)), body: position + 8..<position + 8 + length))
            position += 12 + length
        }
        width = word(16)
        height = word(20)
        guard width > 0, height > 0 else { throw PNGError.decode("zero width or height") }
    }
}
