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
private func parseDocument(_ text: String, file: String, emptyMessage: String) throws(SourceError) -> DocumentNode {
    let composed: Node?
    do {
        composed = try Yams.compose(yaml: text)
    } catch let error as YamlError {
        throw sourceError(from: error, text: text, file: file)
    } catch {
        throw SourceError(file: file, line: nil, column: nil, field: "", message: "cannot parse: \(error)")
    }
    guard let composed else {
        throw SourceError(file: file, line: 1, column: 1, field: "", message: emptyMessage)
    }
    return try convert(composed, file: file)
}

private func convert(_ node: Node, file: String) throws(SourceError) -> DocumentNode {
    let position = DocumentNode.Position(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    switch node {
    case .scalar(let scalar):
        return DocumentNode(value: .scalar(scalar.string, quoted: scalar.style != .plain), position: position)
    case .sequence(let sequence):
        var items: [DocumentNode] = []
        for item in sequence { items.append(try convert(item, file: file)) }
        return DocumentNode(value: .sequence(items), position: position)
    case .mapping(let mapping):
        var pairs: [(key: String, keyPosition: DocumentNode.Position, value: DocumentNode)] = []
        for (key, value) in mapping {
            let keyPosition = DocumentNode.Position(line: key.mark?.line ?? position.line, column: key.mark?.column ?? position.column)
            guard let name = key.scalar?.string else {
                throw SourceError(
                    file: file, line: keyPosition.line, column: keyPosition.column, field: "", message: "mapping keys must be plain names")
            }
            pairs.append((name, keyPosition, try convert(value, file: file)))
        }
        return DocumentNode(value: .mapping(pairs), position: position)
    case .alias:
        throw SourceError(
            file: file, line: position.line, column: position.column, field: "",
            message: "YAML aliases (*name) are not supported in scene files; write the value out")
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
        let line = secondOccurrence(ofKey: key, in: text, after: context.mark.line) ?? context.mark.line
        return SourceError(file: file, line: line, column: nil, field: key, message: "appears twice in the same mapping")
    case .reader(let problem, _, _, _):
        return SourceError(file: file, line: nil, column: nil, field: "", message: "unreadable text: \(problem)")
    default:
        return SourceError(file: file, line: nil, column: nil, field: "", message: "cannot parse: \(error)")
    }
}

/// The line of the second `key:` at or after `line`, to point at the duplicate rather than the mapping.
private func secondOccurrence(ofKey key: String, in text: String, after line: Int) -> Int? {
    var seen = 0
    for (index, content) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where index + 1 >= line {
        let trimmed = content.drop(while: { $0 == " " || $0 == "\t" || $0 == "{" || $0 == "," })
        if trimmed.hasPrefix("\(key):") || trimmed.hasPrefix("\"\(key)\":") || trimmed.hasPrefix("\"\(key)\" :") {
            seen += 1
            if seen == 2 { return index + 1 }
        }
    }
    return nil
}
