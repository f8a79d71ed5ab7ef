/// Where a raw deflate stream's blocks lie (RFC-1951), found by walking its block headers and
/// Huffman codes without producing any output, so that independently compressed streams can be
/// joined into one (`PNGWriter`'s bands, compressed on all cores): the last block's BFINAL bit is
/// cleared and an empty stored block re-aligns the stream to a byte, as zlib's sync flush does.
/// The walk costs one step per code, not per output byte, so it is cheap for the long matches of
/// a filtered diagram.
struct DeflateStream {
    /// Bit offset of the final block's header (its first bit is BFINAL).
    var finalBlockBit: Int
    /// Bit offset just past the final block's end-of-block code.
    var endBit: Int

    /// Walks `bytes`; throws on anything that is not a complete deflate stream.
    init(_ bytes: UnsafeRawBufferPointer) throws(DeflateError) {
        var reader = BitReader(bytes)
        while true {
            let header = reader.position
            let final = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0: try reader.skipStoredBlock()
            case 1: try reader.walkCodes(literals: .fixedLiterals, distances: .fixedDistances)
            case 2:
                let (literals, distances) = try reader.dynamicCodes()
                try reader.walkCodes(literals: literals, distances: distances)
            default: throw DeflateError.invalid("reserved block type")
            }
            if final {
                finalBlockBit = header
                endBit = reader.position
                return
            }
        }
    }

    /// The stream as a non-final part of a longer one: BFINAL cleared, then an empty stored block
    /// (three zero bits, padding to a byte, LEN 0 and NLEN 0xFFFF), so the next stream starts on
    /// a byte boundary.
    static func nonFinal(_ bytes: UnsafeRawBufferPointer) throws(DeflateError) -> [UInt8] {
        let stream = try DeflateStream(bytes)
        let byteCount = (stream.endBit + 3 + 7) / 8
        var out = [UInt8](repeating: 0, count: byteCount + 4)
        for i in 0..<min(byteCount, bytes.count) { out[i] = bytes[i] }
        // Bits after the end-of-block code are the stored block's header and padding: zero.
        let keep = stream.endBit % 8
        if stream.endBit / 8 < byteCount { out[stream.endBit / 8] &= UInt8((1 << keep) - 1) }
        for i in (stream.endBit / 8 + 1)..<byteCount { out[i] = 0 }
        out[stream.finalBlockBit / 8] &= ~UInt8(1 << (stream.finalBlockBit % 8))
        out[byteCount + 2] = 0xFF
        out[byteCount + 3] = 0xFF
        return out
    }
}

enum DeflateError: Error, Equatable {
    case invalid(String)
}

/// A canonical Huffman code as deflate stores it: how many codes of each length, and the symbols
/// in code order (the decoding of zlib's `puff`).
struct HuffmanCode {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []
    /// Every code of up to `tableBits` bits, indexed by the next `tableBits` bits of the stream
    /// (least significant first, as read): `symbol << 4 | length`, or 0 for a longer code (read
    /// bit by bit). Diagram streams are made almost entirely of such short codes.
    var table = [UInt16](repeating: 0, count: 1 << HuffmanCode.tableBits)
    static let tableBits = 9

    init(lengths: [Int]) throws(DeflateError) {
        for length in lengths { counts[length] += 1 }
        counts[0] = 0
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
        symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
        fillTable(lengths: lengths)
    }

    /// Canonical codes (RFC-1951, section 3.2.2) in symbol order; a code past its length's range (an
    /// over-full code) is left to the bit-by-bit path, which rejects it.
    private mutating func fillTable(lengths: [Int]) {
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1..<16 {
            code = (code + counts[length - 1]) << 1
            next[length] = code
        }
        for (symbol, length) in lengths.enumerated() where length != 0 && length <= HuffmanCode.tableBits {
            let code = next[length]
            next[length] += 1
            guard code < 1 << length else { continue }
            var reversed = 0
            for bit in 0..<length where code >> bit & 1 == 1 { reversed |= 1 << (length - 1 - bit) }
            for index in Swift.stride(from: reversed, to: 1 << HuffmanCode.tableBits, by: 1 << length) {
                table[index] = UInt16(symbol << 4 | length)
            }
        }
    }

    static let fixedLiterals = try! HuffmanCode(lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112) + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8))
    static let fixedDistances = try! HuffmanCode(lengths: Array(repeating: 5, count: 30))
}

/// Deflate's bit order: bits are taken from each byte's least significant end. Bytes are
/// loaded into a 64-bit buffer eight at a time, so a bit costs a shift, not a load.
struct BitReader {
    let bytes: UnsafeRawBufferPointer
    private var buffer: UInt64 = 0
    private var available = 0
    private var next = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// Bits read so far.
    var position: Int { next * 8 - available }

    @inline(__always)
    private mutating func refill() {
        while available <= 56 && next < bytes.count {
            buffer |= UInt64(bytes[next]) << UInt64(available)
            available += 8
            next += 1
        }
    }

    @inline(__always)
    mutating func bits(_ count: Int) throws(DeflateError) -> Int {
        if available < count {
            refill()
            guard available >= count else { throw DeflateError.invalid("the stream ends inside a block") }
        }
        let value = Int(buffer & ((1 << UInt64(count)) &- 1))
        buffer >>= UInt64(count)
        available -= count
        return value
    }

    mutating func skipStoredBlock() throws(DeflateError) {
        _ = try bits(available % 8)
        let length = try bits(16)
        guard try bits(16) == length ^ 0xFFFF else { throw DeflateError.invalid("a stored block's length does not match its complement") }
        let end = position + 8 * length
        guard end <= 8 * bytes.count else { throw DeflateError.invalid("a stored block runs past the end") }
        (buffer, available, next) = (0, 0, end / 8)
    }

    /// One symbol of `code`: a short code in one lookup of `code.table`, else bit by bit.
    @inline(__always)
    mutating func symbol(_ code: HuffmanCode) throws(DeflateError) -> Int {
        if available < HuffmanCode.tableBits { refill() }
        let entry = Int(code.table[Int(truncatingIfNeeded: buffer) & (1 << HuffmanCode.tableBits - 1)])
        let length = entry & 15
        if length != 0 && length <= available {
            buffer >>= UInt64(length)
            available -= length
            return entry >> 4
        }
        return try slowSymbol(code)
    }

    /// One symbol of `code`, its bits read one at a time (Huffman codes start at their most
    /// significant bit).
    private mutating func slowSymbol(_ code: HuffmanCode) throws(DeflateError) -> Int {
        var (value, first, index) = (0, 0, 0)
        for length in 1..<16 {
            value |= try bits(1)
            let count = code.counts[length]
            if value - count < first { return code.symbols[index + (value - first)] }
            index += count
            first = (first + count) << 1
            value <<= 1
        }
        throw DeflateError.invalid("a code longer than 15 bits")
    }

    /// A dynamic block's literal/length and distance codes.
    mutating func dynamicCodes() throws(DeflateError) -> (HuffmanCode, HuffmanCode) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let lengthCodeCount = try bits(4) + 4
        var lengthLengths = [Int](repeating: 0, count: 19)
        for index in [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15].prefix(lengthCodeCount) { lengthLengths[index] = try bits(3) }
        let lengthCode = try HuffmanCode(lengths: lengthLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try symbol(lengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let last = lengths.last else { throw DeflateError.invalid("a repeat with nothing before it") }
                lengths += Array(repeating: last, count: 3 + (try bits(2)))
            case 17: lengths += Array(repeating: 0, count: 3 + (try bits(3)))
            default: lengths += Array(repeating: 0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw DeflateError.invalid("code lengths overrun") }
        return (try HuffmanCode(lengths: Array(lengths[..<literalCount])), try HuffmanCode(lengths: Array(lengths[literalCount...])))
    }

    /// Literal and length/distance codes up to the end-of-block code, extra bits skipped.
    mutating func walkCodes(literals: HuffmanCode, distances: HuffmanCode) throws(DeflateError) {
        while true {
            let symbol = try symbol(literals)
            if symbol < 256 { continue }
            if symbol == 256 { return }
            guard symbol <= 285 else { throw DeflateError.invalid("a length code past 285") }
            let lengthCode = symbol - 257
            if lengthCode >= 8 && lengthCode < 28 { _ = try bits(lengthCode / 4 - 1) }
            let distance = try self.symbol(distances)
            guard distance < 30 else { throw DeflateError.invalid("a distance code past 29") }
            if distance >= 4 { _ = try bits(distance / 2 - 1) }
        }
    }
}
