import BezelSupport

extension ViewDump {
    /// The path that means standard input, and the name messages give it.
    public static let standardInputPath = "-"
    public static let standardInputName = "<stdin>"

    /// Reads a dump file: a regular file of at most `DumpLimits.maxFileBytes` holding UTF-8 text
    /// (the same checks as a scene file), then `parse`.
    public static func load(path: String) throws(SourceError) -> ViewDump {
        if path == standardInputPath {
            return try parse(DocumentNode.readStandardInput(file: standardInputName), file: standardInputName)
        }
        return try parse(DocumentNode.readText(path: path), file: path)
    }

    /// Reads dump text; `file` names it in messages. Throws at the line and column of what it
    /// cannot read: binary data, a line more than one level below the one before it, mixed
    /// indentation, a description cut in the middle of the dump, a frame that is not four
    /// numbers, a limit passed, or no dump at all.
    public static func parse(_ text: String, file: String) throws(SourceError) -> ViewDump {
        guard text.utf8.count <= DumpLimits.maxFileBytes else {
            throw SourceError(
                file: file, line: nil, column: nil, field: "",
                message: "the text is \(text.utf8.count) bytes; the limit is \(DumpLimits.maxFileBytes) bytes (4 MB)")
        }
        var reader = DumpReader(file: file)
        try reader.read(text)
        return ViewDump(file: file, captures: reader.captures, controllers: reader.controllers, notes: reader.notes)
    }
}
