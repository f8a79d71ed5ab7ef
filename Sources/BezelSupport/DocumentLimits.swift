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
    /// Reads a document file: it must be a regular file (a symbolic link is followed) of at most
    /// `DocumentLimits.maxFileBytes` holding UTF-8 text. Devices, folders and pipes are refused
    /// before any read, so `/dev/zero` cannot fill memory, and the file is opened without waiting,
    /// so one that becomes a pipe after the check cannot hang the read; invalid UTF-8 is located at
    /// its line and column.
    public static func readText(path: String) throws(SourceError) -> String {
        func fail(_ message: String) -> SourceError { SourceError(file: path, line: nil, column: nil, field: "", message: message) }
        func refusal(_ status: stat) -> SourceError? {
            switch status.st_mode & S_IFMT {
            case S_IFREG: nil
            case S_IFDIR: fail("is a folder, not a file")
            default: fail("is not a regular file")
            }
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw fail("no such file") }
        if let refusal = refusal(status) { throw refusal }
        let file = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { throw fail("cannot read the file") }
        defer { close(file) }
        // What was opened is checked again: the path may name something else by now.
        guard fstat(file, &status) == 0 else { throw fail("cannot read the file") }
        if let refusal = refusal(status) { throw refusal }
        let limit = DocumentLimits.maxFileBytes
        guard Int(status.st_size) <= limit else { throw fail("the file is \(status.st_size) bytes; the limit is \(limit) bytes (\(limit >> 20) MB)") }
        // One byte past the limit is asked for, so a file that grows while read is caught.
        var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size), limit) + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress! + count, $0.count - count) }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw fail("cannot read the file")
            }
            count += got
            if count == bytes.count && count <= limit { bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit + 1 - count))) }
        }
        guard count <= limit else { throw fail("the file grew past \(limit) bytes while read") }
        bytes.removeSubrange(count...)
        return try utf8Text(bytes, file: path)
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
