/// Reading typed values out of a document tree, with errors that name the file, line, column and
/// field. Shared by the decoders of every part of a scene file.
protocol DocumentReading {
    var file: String { get }
}

extension DocumentReading {
    func list(
        _ node: DocumentNode, _ field: String, _ expected: String, allowEmpty: Bool = false
    ) throws(SceneError) -> [DocumentNode] {
        guard case .sequence(let items) = node.value else {
            throw error(node, field, "expected a list of \(expected), got \(node.kindName)")
        }
        if items.isEmpty && !allowEmpty { throw error(node, field, "the list is empty; give at least one of \(expected)") }
        return items
    }

    func text(_ node: DocumentNode, _ field: String) throws(SceneError) -> String {
        guard case .scalar(let word, _) = node.value, node.kindName == "text" else {
            throw error(node, field, "expected text, got \(node.kindName)")
        }
        guard !word.trimmingCharacters(in: .whitespaces).isEmpty else { throw error(node, field, "must not be empty") }
        return word
    }

    func integer(_ node: DocumentNode, _ field: String) throws(SceneError) -> Int {
        guard case .scalar(let word, false) = node.value, let number = Int(word) else {
            throw error(node, field, "expected a whole number, got \(node.kindName)")
        }
        return number
    }

    func boolean(_ node: DocumentNode, _ field: String) throws(SceneError) -> Bool {
        guard case .scalar(let word, false) = node.value, word == "true" || word == "false" else {
            throw error(node, field, "expected true or false, got \(node.kindName)")
        }
        return word == "true"
    }

    func error(_ node: DocumentNode, _ field: String, _ message: String) -> SceneError {
        SceneError(file: file, line: node.position.line, column: node.position.column, field: field, message: message)
    }
}
