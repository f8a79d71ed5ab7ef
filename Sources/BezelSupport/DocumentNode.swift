import Yams

/// A parsed YAML or JSON document (a scene file, `Golden/tolerance.yaml`) as a plain tree that
/// remembers where each value was written, so every later error can name its line and column.
/// JSON is read by the same YAML parser, which accepts it. Mapping keys keep their file order.
public struct DocumentNode: Sendable {
    /// One entry of a mapping: its key, where the key was written, and its value.
    public typealias Pair = (key: String, keyPosition: Position, value: DocumentNode)

    public enum Value: Sendable {
        /// Keys in file order (never a dictionary: output order must not depend on hashing).
        case mapping([Pair])
        case sequence([DocumentNode])
        /// A scalar's text; `quoted` scalars are always strings, plain ones may be numbers or booleans.
        case scalar(String, quoted: Bool)
    }

    public struct Position: Sendable, Equatable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    public var value: Value
    public var position: Position

    /// Parses YAML or JSON text; errors name `file` and the line. `emptyMessage` is the error for
    /// a file with no document in it (the reader knows what the file should have held).
    public static func parse(
        _ text: String, file: String, emptyMessage: String = "the file is empty"
    ) throws(SourceError) -> DocumentNode {
        try parseDocument(text, file: file, emptyMessage: emptyMessage)
    }

    /// A short name of the value's kind for messages ("a list", "text", …).
    public var kindName: String {
        switch value {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar(let text, let quoted):
            if quoted {
                "text"
            } else if [".nan", ".NaN", ".NAN"].contains(text) || text.hasSuffix(".inf") || text.hasSuffix(".Inf") || text.hasSuffix(".INF")
                || Double(text).map({ !$0.isFinite }) == true
            {
                "\(text), which is not a finite number"
            } else if Int(text) != nil || Double(text) != nil {
                "a number"
            } else if ["true", "false"].contains(text) {
                "a boolean"
            } else if ["~", "null", ""].contains(text) {
                "null"
            } else {
                "text"
            }
        }
    }
}

/// Parses YAML or JSON text into a `DocumentNode`, or throws a `SourceError` naming the line.
/// In order: the size limit, JSON's own syntax for `.json` files, the anchor scan (before the
/// parser can expand an alias), the parse, and the conversion within the node and length limits.
private func parseDocument(_ text: String, file: String, emptyMessage: String) throws(SourceError) -> DocumentNode {
    guard text.utf8.count <= DocumentLimits.maxFileBytes else {
        throw SourceError(
            file: file, line: nil, column: nil, field: "", message: "the text is over the limit of \(DocumentLimits.maxFileBytes) bytes")
    }
    if file.lowercased().hasSuffix(".json") { try checkJSONSyntax(text, file: file) }
    if let found = firstAnchorOrAlias(in: text) {
        throw SourceError(
            file: file, line: found.line, column: found.column, field: "",
            message: "YAML \(found.isAlias ? "aliases (*name)" : "anchors (&name)") are not supported; write the value out (and quote text that starts with & or *)")
    }
    // The parser is kept alive while its tree is read: Yams holds anchors weakly, and the
    // converter's anchor check below is the second guard behind the scan.
    let parser: Parser
    let composed: Node?
    do {
        parser = try Parser(yaml: text, resolver: .basic)
        composed = try parser.singleRoot()
    } catch let error as YamlError {
        throw sourceError(from: error, text: text, file: file)
    } catch {
        throw SourceError(file: file, line: nil, column: nil, field: "", message: "cannot parse: \(error)")
    }
    guard let composed else {
        throw SourceError(file: file, line: 1, column: 1, field: "", message: emptyMessage)
    }
    var converter = Converter(file: file)
    return try withExtendedLifetime(parser) { () throws(SourceError) -> DocumentNode in try converter.convert(composed, depth: 0) }
}

/// Copies Yams's tree into `DocumentNode`s, counting values and depth against the limits.
private struct Converter {
    let file: String
    var nodes = 0

    init(file: String) { self.file = file }

    mutating func convert(_ node: Node, depth: Int) throws(SourceError) -> DocumentNode {
        let position = DocumentNode.Position(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        try check(node, at: position, depth: depth)
        switch node {
        case .scalar(let scalar):
            guard scalar.string.count <= DocumentLimits.maxScalarCharacters else {
                throw failure(position, "a value of \(scalar.string.count) characters; the limit is \(DocumentLimits.maxScalarCharacters)")
            }
            return DocumentNode(value: .scalar(scalar.string, quoted: scalar.style != .plain), position: position)
        case .sequence(let sequence):
            var items: [DocumentNode] = []
            for item in sequence { items.append(try convert(item, depth: depth + 1)) }
            return DocumentNode(value: .sequence(items), position: position)
        case .mapping(let mapping):
            var pairs: [DocumentNode.Pair] = []
            for (key, value) in mapping {
                let keyPosition = DocumentNode.Position(line: key.mark?.line ?? position.line, column: key.mark?.column ?? position.column)
                guard let name = key.scalar?.string else { throw failure(keyPosition, "mapping keys must be plain names") }
                guard name.count <= DocumentLimits.maxScalarCharacters else {
                    throw failure(keyPosition, "a key of \(name.count) characters; the limit is \(DocumentLimits.maxScalarCharacters)")
                }
                pairs.append((name, keyPosition, try convert(value, depth: depth + 1)))
            }
            return DocumentNode(value: .mapping(pairs), position: position)
        case .alias:
            throw failure(position, "YAML aliases (*name) are not supported; write the value out")
        }
    }

    /// The anchor, node-count and nesting limits, checked before a value is copied.
    private mutating func check(_ node: Node, at position: DocumentNode.Position, depth: Int) throws(SourceError) {
        let anchored = node.scalar?.anchor != nil || node.sequence?.anchor != nil || node.mapping?.anchor != nil
        if anchored { throw failure(position, "YAML anchors (&name) are not supported; write the value out") }
        nodes += 1
        guard nodes <= DocumentLimits.maxNodes else {
            throw failure(position, "more than \(DocumentLimits.maxNodes) values in one file")
        }
        guard depth < DocumentLimits.maxNesting else {
            throw failure(position, "nested more than \(DocumentLimits.maxNesting) levels deep")
        }
    }

    private func failure(_ position: DocumentNode.Position, _ message: String) -> SourceError {
        SourceError(file: file, line: position.line, column: position.column, field: "", message: message)
    }
}

/// Turns a parser error into a located, readable message.
private func sourceError(from error: YamlError, text: String, file: String) -> SourceError {
    switch error {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
        .composer(let context, let problem, let mark, _):
        var message = "malformed YAML/JSON: \(problem)"
        if let context { message += " (\(context.text) at line \(context.mark.line), column \(context.mark.column))" }
        return SourceError(file: file, line: mark.line, column: mark.column, field: "", message: message)
    case .duplicatedKeysInMapping(let duplicates, let context):
        let key = duplicates.first ?? "?"
        let place = secondOccurrence(ofKey: key, in: text, after: context.mark.line) ?? (context.mark.line, context.mark.column)
        return SourceError(file: file, line: place.line, column: place.column, field: key, message: "appears twice in the same mapping")
    case .reader(let problem, let offset, _, _):
        let (line, column) = lineAndColumn(ofCharacter: offset, in: text)
        return SourceError(file: file, line: line, column: column, field: "", message: "unreadable text: \(problem)")
    default:
        return SourceError(file: file, line: nil, column: nil, field: "", message: "cannot parse: \(error)")
    }
}

/// The line and column of the second `key:` at or after `line`, to point at the duplicate rather
/// than the mapping.
private func secondOccurrence(ofKey key: String, in text: String, after line: Int) -> (line: Int, column: Int)? {
    var seen = 0
    for (index, content) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where index + 1 >= line {
        let trimmed = content.drop(while: { $0 == " " || $0 == "\t" || $0 == "{" || $0 == "," || $0 == "-" })
        if trimmed.hasPrefix("\(key):") || trimmed.hasPrefix("\"\(key)\":") || trimmed.hasPrefix("\"\(key)\" :") {
            seen += 1
            if seen == 2 { return (index + 1, content.distance(from: content.startIndex, to: trimmed.startIndex) + 1) }
        }
    }
    return nil
}

/// The 1-based line and column of the character at `offset` (libyaml's reader counts characters).
private func lineAndColumn(ofCharacter offset: Int?, in text: String) -> (Int?, Int?) {
    guard let offset, offset >= 0 else { return (nil, nil) }
    var line = 1
    var column = 1
    for scalar in text.unicodeScalars.prefix(offset) {
        if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
    }
    return (line, column)
}
