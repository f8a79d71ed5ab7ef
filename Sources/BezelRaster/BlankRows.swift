/// Deflate streams for runs of blank rows: rows the Up filter turned into their filter byte and
/// zeros, which is most of a diagram (a flat screen repeats the row above; 60–78 % of the rows of
/// the gallery's sheets at 3×). libdeflate spends as long on those megabytes of zeros as on the
/// rest, hashing every byte; here each row is two literals and a few matches of 258 zeros at
/// distance 1, counted rather than searched for, under a Huffman code built for exactly those
/// symbols (a match costs two bits). The stream is self-contained (it refers to no byte before
/// it), so it joins the neighbouring streams as `PNGWriter`'s bands do.
enum BlankRows {
    /// A run shorter than this many bytes goes to libdeflate with the rows around it: each
    /// libdeflate call starts its match finder afresh, and a stream begins with a code table.
    static let minimumRunBytes = 32 << 10

    /// The runs of blank rows (the byte `filter`, then `rowBytes − 1` zeros) among `data`'s rows,
    /// as row ranges in order: those of at least two rows and `minimumRunBytes`.
    static func runs(in data: UnsafeRawBufferPointer, rowBytes: Int, filter: UInt8) -> [Range<Int>] {
        guard rowBytes > 1, let base = data.baseAddress else { return [] }
        let rows = data.count / rowBytes
        var runs: [Range<Int>] = []
        var start: Int?
        for row in 0...rows {
            let first = base + row * rowBytes
            let blank = row < rows && first.load(as: UInt8.self) == filter && isBlank(first + 1, count: rowBytes - 1)
            if blank, start == nil { start = row }
            if !blank, let begin = start {
                if row - begin >= 2 && (row - begin) * rowBytes >= minimumRunBytes { runs.append(begin..<row) }
                start = nil
            }
        }
        return runs
    }

    /// Whether `count` bytes are all zero, eight at a time.
    private static func isBlank(_ bytes: UnsafeRawPointer, count: Int) -> Bool {
        var any: UInt64 = 0
        var i = 0
        while i + 32 <= count {
            any |= bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self) | bytes.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                | bytes.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self) | bytes.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
            if any != 0 { return false }
            i += 32
        }
        while i < count {
            any |= UInt64(bytes.load(fromByteOffset: i, as: UInt8.self))
            i += 1
        }
        return any == 0
    }

    /// `rows` rows, each the byte `filter` then `rowBytes − 1` zeros, as one raw deflate stream
    /// ending on a byte boundary: final, or followed by an empty stored block so that another
    /// stream can follow (as zlib's sync flush ends).
    static func stream(rows: Int, rowBytes: Int, filter: UInt8, final: Bool) -> [UInt8] {
        precondition(rows > 0 && rowBytes > 1)
        // Each row: the filter byte and one zero as literals, then the other zeros as matches at
        // distance 1: lengths of 258, the last one or two adjusted so none is under 3.
        let zeros = rowBytes - 2
        let matches = matchLengths(zeros)
        // Under three zeros after the first: literals.
        let literalZeros = matches.isEmpty ? 1 + zeros : 1
        var literalCounts = [Int](repeating: 0, count: 286)
        literalCounts[Int(filter)] += rows
        literalCounts[0] += rows * literalZeros
        for length in matches { literalCounts[lengthSymbol(length).symbol] += rows }
        literalCounts[256] = 1
        let literalLengths = HuffmanLengths.build(literalCounts)
        // Distances 1 and 2, one bit each (only 1 is used; two codes keep the code complete).
        var distanceLengths = [Int](repeating: 0, count: 2)
        distanceLengths[0] = 1
        distanceLengths[1] = 1

        var writer = BitWriter()
        writer.write(final ? 1 : 0, bits: 1)
        writer.write(2, bits: 2)  // dynamic Huffman codes
        writeCodeLengths(literalLengths, distanceLengths, to: &writer)
        let literalCodes = HuffmanLengths.codes(literalLengths)
        let zero = literalCodes[0]
        let filterCode = literalCodes[Int(filter)]
        let lengthCodes = matches.map { length -> (code: (bits: UInt32, length: Int), extra: Int, extraBits: Int) in
            let (symbol, extra, extraBits) = lengthSymbol(length)
            return (literalCodes[symbol], extra, extraBits)
        }
        for _ in 0..<rows {
            writer.write(filterCode.bits, bits: filterCode.length)
            for _ in 0..<literalZeros { writer.write(zero.bits, bits: zero.length) }
            for match in lengthCodes {
                writer.write(match.code.bits, bits: match.code.length)
                writer.write(UInt32(match.extra), bits: match.extraBits)
                writer.write(0, bits: 1)  // distance code 0: distance 1
            }
        }
        let end = literalCodes[256]
        writer.write(end.bits, bits: end.length)
        if !final {
            writer.write(0, bits: 3)  // an empty stored block: not final, block type 00
            writer.alignToByte()
            writer.appendBytes([0, 0, 0xFF, 0xFF])
        }
        writer.alignToByte()
        return writer.bytes
    }

    /// `count` zeros (after the literal zero) as match lengths of 3…258: 258s, with the last two
    /// rebalanced so none falls under 3; none when `count` < 3 (those rows are all literals).
    static func matchLengths(_ count: Int) -> [Int] {
        precondition(count >= 0)
        if count < 3 { return [] }
        var lengths = [Int](repeating: 258, count: count / 258)
        let rest = count % 258
        if rest >= 3 {
            lengths.append(rest)
        } else if rest > 0 {
            // 258 + rest as (255 + rest) + 3.
            lengths[lengths.count - 1] = 255 + rest
            lengths.append(3)
        }
        return lengths
    }

    /// A match length's symbol (257…285) and its extra bits (RFC-1951, section 3.2.5).
    static func lengthSymbol(_ length: Int) -> (symbol: Int, extra: Int, extraBits: Int) {
        precondition((3...258).contains(length))
        if length == 258 { return (285, 0, 0) }
        let bases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227]
        let extraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5]
        let index = bases.lastIndex { $0 <= length }!
        return (257 + index, length - bases[index], extraBits[index])
    }

    /// The dynamic block header after the block type: how many literal/length, distance and
    /// code-length codes there are, the code-length code, then both codes' lengths in it (runs of
    /// zeros as symbols 17 and 18).
    private static func writeCodeLengths(_ literals: [Int], _ distances: [Int], to writer: inout BitWriter) {
        var literalCount = literals.count
        while literalCount > 257 && literals[literalCount - 1] == 0 { literalCount -= 1 }
        let all = Array(literals[..<literalCount]) + distances
        // (symbol, extra value, extra bits) in the code-length alphabet.
        var items: [(symbol: Int, extra: Int, bits: Int)] = []
        var i = 0
        while i < all.count {
            var run = 1
            while i + run < all.count && all[i + run] == all[i] { run += 1 }
            if all[i] == 0 && run >= 3 {
                let taken = min(run, 138)
                items.append(taken >= 11 ? (18, taken - 11, 7) : (17, taken - 3, 3))
                i += taken
            } else {
                items.append((all[i], 0, 0))
                i += 1
            }
        }
        var counts = [Int](repeating: 0, count: 19)
        for item in items { counts[item.symbol] += 1 }
        let lengths = HuffmanLengths.build(counts, limit: 7)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengthCount = 19
        while codeLengthCount > 4 && lengths[order[codeLengthCount - 1]] == 0 { codeLengthCount -= 1 }
        writer.write(UInt32(literalCount - 257), bits: 5)
        writer.write(UInt32(distances.count - 1), bits: 5)
        writer.write(UInt32(codeLengthCount - 4), bits: 4)
        for symbol in order[..<codeLengthCount] { writer.write(UInt32(lengths[symbol]), bits: 3) }
        let codes = HuffmanLengths.codes(lengths)
        for item in items {
            writer.write(codes[item.symbol].bits, bits: codes[item.symbol].length)
            writer.write(UInt32(item.extra), bits: item.bits)
        }
    }
}

/// Huffman code lengths for small alphabets, and their canonical codes (RFC-1951, section 3.2.2).
enum HuffmanLengths {
    /// Lengths for symbols with these counts (0: unused), none over `limit`: Huffman's merge of
    /// the two least frequent. Used with at most a handful of symbols, so the limit is never
    /// reached in practice; a tree deeper than it would be a misuse, and traps. A lone symbol gets
    /// length 1 and a second, unused one too, so every code is complete.
    static func build(_ counts: [Int], limit: Int = 15) -> [Int] {
        var lengths = [Int](repeating: 0, count: counts.count)
        var used = counts.indices.filter { counts[$0] > 0 }
        if used.count == 1 { used.append(used[0] == 0 ? 1 : 0) }
        // Each node: its weight and the symbols under it.
        var nodes = used.map { (weight: max(counts[$0], 1), symbols: [$0]) }
        while nodes.count > 1 {
            nodes.sort { ($0.weight, $0.symbols[0]) < ($1.weight, $1.symbols[0]) }
            let a = nodes.removeFirst()
            let b = nodes.removeFirst()
            for symbol in a.symbols + b.symbols { lengths[symbol] += 1 }
            nodes.append((a.weight + b.weight, a.symbols + b.symbols))
        }
        precondition(lengths.allSatisfy { $0 <= limit }, "Huffman code deeper than \(limit)")
        return lengths
    }

    /// Each symbol's canonical code, bit-reversed for deflate's least-significant-bit-first order.
    static func codes(_ lengths: [Int]) -> [(bits: UInt32, length: Int)] {
        var countOfLength = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { countOfLength[length] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1..<16 {
            code = (code + countOfLength[length - 1]) << 1
            next[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return (0, 0) }
            let value = next[length]
            next[length] += 1
            var reversed: UInt32 = 0
            for bit in 0..<length where value >> bit & 1 == 1 { reversed |= 1 << UInt32(length - 1 - bit) }
            return (reversed, length)
        }
    }
}

/// Bits in deflate's order: each value's least significant bit first, bytes filled from bit 0.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    mutating func write(_ value: UInt32, bits: Int) {
        guard bits > 0 else { return }
        buffer |= UInt64(value & (bits == 32 ? .max : (1 << UInt32(bits)) - 1)) << UInt64(count)
        count += bits
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// Zero bits up to the next byte.
    mutating func alignToByte() {
        if count > 0 { write(0, bits: 8 - count) }
    }

    mutating func appendBytes(_ more: [UInt8]) {
        precondition(count == 0, "bytes go on a byte boundary")
        bytes += more
    }
}
