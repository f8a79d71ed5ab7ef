/// Finds the first YAML anchor (`&name`) or alias (`*name`) in a text without parsing it.
///
/// Scene files refuse both, and must do so before a YAML parser sees the text: a parser resolves
/// each alias to the node it names, so 600 bytes of nested aliases ("billion laughs") stand for
/// 10⁹ values, and hashing such a node as a mapping key or copying it out of the parser takes
/// minutes and gigabytes. The scan is linear and lexical: it skips comments, quoted scalars (also
/// across lines) and the content of block scalars (`|`, `>`), and reports an `&` or `*` where a
/// node may begin (after a space, a line start or `[ { , :`). A multi-line plain scalar whose
/// continuation starts with `*` is reported too; the message says to quote it.
public func firstAnchorOrAlias(in text: String) -> (line: Int, column: Int, isAlias: Bool)? {
    var scanner = AnchorScanner()
    var line = 1
    for content in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
        if let column = scanner.scan(line: Array(content)) {
            return (line, column.column, column.isAlias)
        }
        line += 1
    }
    return nil
}

/// The scan's state between lines: an open quoted scalar, or the indentation a block scalar's
/// content must exceed.
private struct AnchorScanner {
    private enum Quote { case single, double }
    private var quote: Quote?
    private var blockIndent: Int?

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    /// Characters after which a node (and so an anchor, alias or quoted scalar) may begin.
    private static let separators: Set<UInt8> = Set(" \t[{,:".utf8)
    /// Characters that cannot be part of an anchor name.
    private static let nameEnders: Set<UInt8> = Set(" \t\r[]{},".utf8)

    /// The 1-based column (in characters) of an anchor or alias on this line, if any.
    mutating func scan(line: [UInt8]) -> (column: Int, isAlias: Bool)? {
        let indent = line.prefix { $0 == Self.space }.count
        if let blockIndent {
            let blank = line.allSatisfy { $0 == Self.space || $0 == Self.tab || $0 == UInt8(ascii: "\r") }
            if blank || indent > blockIndent { return nil }
            self.blockIndent = nil
        }
        var index = 0
        var previous: UInt8? = nil
        while index < line.count {
            let byte = line[index]
            if let open = quote {
                index += closeQuote(open, at: index, in: line)
                previous = byte
                index += 1
                continue
            }
            let atStart = previous.map { Self.separators.contains($0) } ?? true
            if atStart {
                switch byte {
                case UInt8(ascii: "#") where previous == nil || previous == Self.space || previous == Self.tab:
                    return nil
                case UInt8(ascii: "\""): quote = .double
                case UInt8(ascii: "'"): quote = .single
                case UInt8(ascii: "&"), UInt8(ascii: "*"):
                    if index + 1 < line.count, !Self.nameEnders.contains(line[index + 1]) {
                        return (column(of: index, in: line), byte == UInt8(ascii: "*"))
                    }
                case UInt8(ascii: "|"), UInt8(ascii: ">"):
                    if startsBlockScalar(line[(index + 1)...]) {
                        blockIndent = keyColumn(line)
                        return nil
                    }
                default: break
                }
            }
            previous = byte
            index += 1
        }
        return nil
    }

    /// Handles one byte inside a quoted scalar; returns how many extra bytes it consumed.
    private mutating func closeQuote(_ open: Quote, at index: Int, in line: [UInt8]) -> Int {
        let byte = line[index]
        switch open {
        case .double:
            if byte == UInt8(ascii: "\\") { return 1 }
            if byte == UInt8(ascii: "\"") { quote = nil }
        case .single:
            if byte == UInt8(ascii: "'") {
                if index + 1 < line.count, line[index + 1] == UInt8(ascii: "'") { return 1 }
                quote = nil
            }
        }
        return 0
    }

    /// Whether what follows `|` or `>` is only indicators, spaces and perhaps a comment.
    private func startsBlockScalar(_ rest: ArraySlice<UInt8>) -> Bool {
        var sawSpace = false
        for byte in rest {
            if byte == Self.space || byte == Self.tab || byte == UInt8(ascii: "\r") {
                sawSpace = true
            } else if byte == UInt8(ascii: "#") && sawSpace {
                return true
            } else if sawSpace || !(byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)) {
                return false
            }
        }
        return true
    }

    /// The column of the line's first node after its sequence dashes (`- - key: |` → key's).
    private func keyColumn(_ line: [UInt8]) -> Int {
        var index = 0
        while index < line.count {
            if line[index] == Self.space {
                index += 1
            } else if line[index] == UInt8(ascii: "-"), index + 1 < line.count, line[index + 1] == Self.space {
                index += 2
            } else {
                break
            }
        }
        return index
    }

    /// 1-based column in characters: UTF-8 continuation bytes do not count.
    private func column(of index: Int, in line: [UInt8]) -> Int {
        1 + characterCount(utf8: line[..<index])
    }
}

/// How many characters (Unicode scalars) UTF-8 bytes hold: continuation bytes do not count.
/// Columns in messages are counted this way.
func characterCount(utf8 bytes: some Sequence<UInt8>) -> Int {
    bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
}
