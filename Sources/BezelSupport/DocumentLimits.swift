import Foundation

/// The bounds every document Bezel reads (a scene file, `Golden/tolerance.yaml`) is held to, so no
/// input can make it allocate, recurse or search without bound, or trap converting a number. Each is
/// checked before the work it bounds, and breaking one is bad input (exit 2) naming the file, the
/// place and the limit. docs/limits.md lists them for users.
public enum DocumentLimits {
    /// Bytes in one document file. The largest example scene is under 20 KB; 4 MB holds a
    /// generated scene of about 20,000 views.
    public static let maxFileBytes = 4 << 20
    /// Characters in one scalar (a title, an id, a label's text).
    public static let maxScalarCharacters = 10_000
    /// Values (mappings, lists and scalars together) in one document.
    public static let maxNodes = 200_000
    /// Mappings and lists inside one another (libyaml itself stops at 1,000).
    public static let maxNesting = 128
    /// The largest magnitude of any number in a scene, in points (or plain numbers: priorities,
    /// counts, alpha). A screen is under 1,400 pt wide; 100,000 pt leaves room for scroll content
    /// while keeping every product of two figures far inside `Int` and Pango's 32-bit units.
    public static let maxMagnitude = 100_000.0
    /// Names longer than this get no "did you mean" search (it costs length × candidates) and are
    /// shortened when a message quotes them.
    public static let maxQuotedCharacters = 64
}

/// `text` in double quotes for a message, shortened to `DocumentLimits.maxQuotedCharacters`
/// characters with its full length said, so a megabyte-long id gives a one-line message.
public func quoted(_ text: some StringProtocol) -> String {
    let limit = DocumentLimits.maxQuotedCharacters
    guard text.count > limit else { return "\"\(text)\"" }
    return "\"\(text.prefix(limit))…\" (\(text.count) characters)"
}

extension DocumentNode {
    /// Reads a document file: it must be a regular file of at most `DocumentLimits.maxFileBytes`
    /// holding UTF-8 text. Devices, folders and pipes are refused before any read, so `/dev/zero`
    /// cannot fill memory; invalid UTF-8 is located at its line and column.
    public static func readText(path: String) throws(SourceError) -> String {
        func fail(_ message: String) -> SourceError { SourceError(file: path, line: nil, column: nil, field: "", message: message) }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { throw fail("no such file") }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw fail(attributes[.type] as? FileAttributeType == .typeDirectory ? "is a folder, not a file" : "is not a regular file")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= DocumentLimits.maxFileBytes else {
            throw fail("the file is \(size) bytes; the limit is \(DocumentLimits.maxFileBytes) bytes (\(DocumentLimits.maxFileBytes >> 20) MB)")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw fail("cannot read the file") }
        defer { try? handle.close() }
        // `read(upToCount:)` answers nil at the end of the file, so an empty file reads as no bytes.
        let data: Data
        do { data = try handle.read(upToCount: DocumentLimits.maxFileBytes + 1) ?? Data() } catch { throw fail("cannot read the file") }
        guard data.count <= DocumentLimits.maxFileBytes else { throw fail("the file grew past \(DocumentLimits.maxFileBytes) bytes while read") }
        return try utf8Text(Array(data), file: path)
    }

    /// Reads a whole document from standard input (`bezel render -`), held to the same size and
    /// UTF-8 rules as a file; messages name it `file`.
    public static func readStandardInput(file: String) throws(SourceError) -> String {
        let data: Data
        do { data = try FileHandle.standardInput.read(upToCount: DocumentLimits.maxFileBytes + 1) ?? Data() } catch {
            throw SourceError(file: file, line: nil, column: nil, field: "", message: "cannot read standard input")
        }
        guard data.count <= DocumentLimits.maxFileBytes else {
            throw SourceError(
                file: file, line: nil, column: nil, field: "", message: "more than \(DocumentLimits.maxFileBytes) bytes; the limit is 4 MB")
        }
        return try utf8Text(Array(data), file: file)
    }

    /// The bytes as text, or an error at the line and column of the first byte that is not UTF-8.
    static func utf8Text(_ bytes: [UInt8], file: String) throws(SourceError) -> String {
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }  // a byte-order mark is allowed and dropped
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var line = 1
        var column = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return String(decoding: bytes, as: UTF8.self)
            case .error:
                throw SourceError(file: file, line: line, column: column, field: "", message: "the file is not UTF-8 text (an invalid byte here)")
            }
        }
    }
}
