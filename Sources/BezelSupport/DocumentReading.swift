/// Reading typed values out of a document tree, with errors that name the file, line, column and
/// field. Shared by the decoders of every part of a scene file and by the tolerance table.
public protocol DocumentReading {
    var file: String { get }
}

extension DocumentReading {
    /// A mapping whose keys must be among `allowed`; a misspelt key gets a suggestion.
    public func mapping(_ node: DocumentNode, _ field: String, allowed: [String]) throws(SourceError) -> [String: DocumentNode] {
        guard case .mapping(let pairs) = node.value else { throw error(node, field, "expected a mapping of fields, got \(node.kindName)") }
        var values: [String: DocumentNode] = [:]
        for pair in pairs {
            guard allowed.contains(pair.key) else {
                let hint = closest(to: pair.key, among: allowed, limit: 1).first.map { "did you mean \"\($0)\"? " } ?? ""
                throw SourceError(
                    file: file, line: pair.keyPosition.line, column: pair.keyPosition.column, field: field.isEmpty ? pair.key : "\(field).\(pair.key)",
                    message: "unknown field; \(hint)fields here are \(allowed.joined(separator: ", "))")
            }
            values[pair.key] = pair.value
        }
        return values
    }

    public func numbers(_ node: DocumentNode, _ field: String, count: Int, what: String) throws(SourceError) -> [Double] {
        let items: [DocumentNode] = count == 1 ? [node] : try list(node, field, what)
        guard items.count == count else { throw error(node, field, "expected \(what)") }
        return try items.map { item throws(SourceError) in
            guard case .scalar(let word, false) = item.value, let value = Double(word), value.isFinite else {
                throw error(item, field, "expected \(what), got \(item.kindName)")
            }
            try checkMagnitude(value, word, item, field)
            return value
        }
    }

    public func list(
        _ node: DocumentNode, _ field: String, _ expected: String, allowEmpty: Bool = false
    ) throws(SourceError) -> [DocumentNode] {
        guard case .sequence(let items) = node.value else {
            throw error(node, field, "expected a list of \(expected), got \(node.kindName)")
        }
        if items.isEmpty && !allowEmpty { throw error(node, field, "the list is empty; give at least one of \(expected)") }
        return items
    }

    public func text(_ node: DocumentNode, _ field: String) throws(SourceError) -> String {
        guard case .scalar(let word, _) = node.value, node.kindName == "text" else {
            throw error(node, field, "expected text, got \(node.kindName)")
        }
        guard !word.unicodeScalars.allSatisfy(isBlank) else { throw error(node, field, "must not be empty") }
        return word
    }

    public func integer(_ node: DocumentNode, _ field: String) throws(SourceError) -> Int {
        guard case .scalar(let word, false) = node.value, let number = Int(word) else {
            throw error(node, field, "expected a whole number, got \(node.kindName)")
        }
        try checkMagnitude(Double(number), word, node, field)
        return number
    }

    /// Every number in a document lies within ±`DocumentLimits.maxMagnitude`, so that sums and
    /// products of a few of them stay exact in `Double` and far inside `Int` and Pango's units.
    public func checkMagnitude(_ value: Double, _ word: String, _ node: DocumentNode, _ field: String) throws(SourceError) {
        guard abs(value) <= DocumentLimits.maxMagnitude else {
            let bound = formatBound(DocumentLimits.maxMagnitude)
            throw error(node, field, "\(quoted(word)) is out of range; numbers lie between -\(bound) and \(bound)")
        }
    }

    public func boolean(_ node: DocumentNode, _ field: String) throws(SourceError) -> Bool {
        guard case .scalar(let word, false) = node.value, word == "true" || word == "false" else {
            throw error(node, field, "expected true or false, got \(node.kindName)")
        }
        return word == "true"
    }

    public func error(_ node: DocumentNode, _ field: String, _ message: String) -> SourceError {
        SourceError(file: file, line: node.position.line, column: node.position.column, field: field, message: message)
    }
}

/// 100000 for 100,000.0: the limit as a user writes it.
private func formatBound(_ value: Double) -> String { String(Int(value)) }

/// Whether a scalar is blank the way Foundation's `CharacterSet.whitespaces` says: a tab or a
/// space separator (Unicode category Zs).
func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
}
