/// A problem with an input file (a scene, `Golden/tolerance.yaml`), located as precisely as the
/// input allows. Printed the way compilers print errors so editors can jump to it:
/// `examples/notch.yaml:4:12: error: devices[1]: unknown device "iphone-99"; did you mean "iphone-x"?`
public struct SourceError: Error, Equatable, CustomStringConvertible {
    public var file: String
    /// 1-based; nil when the problem is not at a place in the file (e.g. it cannot be read).
    public var line: Int?
    public var column: Int?
    /// Path of the offending field, e.g. `devices[1]` or `overlays`; empty for the whole file.
    public var field: String
    public var message: String

    public init(file: String, line: Int?, column: Int?, field: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.field = field
        self.message = message
    }

    public var description: String {
        var location = file
        if let line { location += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return "\(location): error: " + (field.isEmpty ? message : "\(field): \(message)")
    }
}
