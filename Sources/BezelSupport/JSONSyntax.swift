/// A strict RFC-8259 syntax check for `.json` documents, run before the YAML parser reads them for
/// positions. YAML accepts more than JSON (trailing commas, comments, bare words, single quotes),
/// and a file named `.json` should fail where a JSON tool would. Nesting is refused past
/// `DocumentLimits.maxNesting`, which bounds the reader's recursion.
public func checkJSONSyntax(_ text: String, file: String) throws(SourceError) {
    var reader = JSONReader(bytes: Array(text.utf8), file: file)
    try reader.document()
}

private struct JSONReader {
    let bytes: [UInt8]
    let file: String
    var index = 0
    var line = 1
    var lineStart = 0

    /// What the reader is inside of; the innermost is last.
    private enum Container { case object, array }
    private var stack: [Container] = []

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    mutating func document() throws(SourceError) {
        skipSpace()
        guard index < bytes.count else { throw failure("the file is empty") }
        try value()
        while !stack.isEmpty { try afterValue() }
        skipSpace()
        guard index == bytes.count else { throw failure("unexpected text after the JSON value") }
    }

    /// One value; an object or array is opened and its members are read by `afterValue`.
    private mutating func value() throws(SourceError) {
        skipSpace()
        guard index < bytes.count else { throw failure("the JSON ends where a value should be") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try open(.object)
            skipSpace()
            if peek(UInt8(ascii: "}")) { index += 1; stack.removeLast(); return }
            try member()
        case UInt8(ascii: "["):
            try open(.array)
            skipSpace()
            if peek(UInt8(ascii: "]")) { index += 1; stack.removeLast(); return }
            try value()
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try word("true")
        case UInt8(ascii: "f"): try word("false")
        case UInt8(ascii: "n"): try word("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw failure("expected a JSON value (an object, array, string, number, true, false or null)")
        }
    }

    /// After a value inside a container: a comma and the next member, or the container's end.
    private mutating func afterValue() throws(SourceError) {
        skipSpace()
        guard let container = stack.last else { return }
        let close = container == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
        guard index < bytes.count else { throw failure("the JSON ends inside an \(container == .object ? "object" : "array")") }
        if bytes[index] == close {
            index += 1
            stack.removeLast()
        } else if bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == close { throw failure("a trailing comma is not allowed in JSON") }
            if container == .object { try member() } else { try value() }
        } else {
            throw failure("expected \",\" or \"\(Character(UnicodeScalar(close)))\"")
        }
    }

    private mutating func member() throws(SourceError) {
        skipSpace()
        guard peek(UInt8(ascii: "\"")) else { throw failure("expected a key in double quotes") }
        try string()
        skipSpace()
        guard peek(UInt8(ascii: ":")) else { throw failure("expected \":\" after the key") }
        index += 1
        try value()
    }

    private mutating func open(_ container: Container) throws(SourceError) {
        guard stack.count < DocumentLimits.maxNesting else {
            throw failure("nested more than \(DocumentLimits.maxNesting) levels deep")
        }
        stack.append(container)
        index += 1
    }

    private mutating func string() throws(SourceError) {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { index += 1; return }
            if byte < 0x20 { throw failure("a control character (a line break or tab) inside a string must be escaped") }
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { break }
                if bytes[index] == UInt8(ascii: "u") {
                    let digits = bytes[(index + 1)...].prefix(4)
                    guard digits.count == 4, digits.allSatisfy({ isHexDigit($0) }) else { throw failure("\\u needs four hex digits") }
                    index += 4
                } else if !"\"\\/bfnrt".utf8.contains(bytes[index]) {
                    throw failure("unknown escape in a string")
                }
            }
            index += 1
        }
        throw failure("the string is not closed")
    }

    private mutating func number() throws(SourceError) {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        if peek(UInt8(ascii: "0")) {
            index += 1
        } else {
            guard digits() > 0 else { throw failure("expected digits") }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digits() > 0 else { throw failure("expected digits after the decimal point") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits() > 0 else { throw failure("expected digits in the exponent") }
        }
        if index < bytes.count, isWordByte(bytes[index]) {
            index = start
            throw failure("not a JSON number")
        }
    }

    private mutating func word(_ expected: String) throws(SourceError) {
        let end = index + expected.utf8.count
        guard end <= bytes.count, bytes[index..<end].elementsEqual(expected.utf8), end == bytes.count || !isWordByte(bytes[end]) else {
            throw failure("expected a JSON value; text must be in double quotes")
        }
        index = end
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: return
            }
            index += 1
        }
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }
    private func isHexDigit(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    private func isWordByte(_ byte: UInt8) -> Bool { byte >= 0x80 || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") }

    private func failure(_ message: String) -> SourceError {
        let column = 1 + characterCount(utf8: bytes[lineStart..<min(index, bytes.count)])
        return SourceError(file: file, line: line, column: column, field: "", message: "malformed JSON: \(message)")
    }
}
