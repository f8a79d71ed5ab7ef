import BezelGeometry
import BezelSupport

/// The properties of a scanned description read into a `DumpedView`: the frame, visibility,
/// clipping, interaction, text and a scroll view's offset. Others (layer, autoresizing, tint,
/// gesture recognizers) are not needed to draw or compare a view and are passed over.
extension DescriptionScanner {
    func view(_ scanned: Scanned) throws(SourceError) -> DumpedView {
        var view = DumpedView(className: scanned.className, line: line)
        view.address = scanned.address
        view.suffix = scanned.suffix
        view.isTruncated = scanned.end == nil
        for property in scanned.properties {
            switch property.key {
            case "frame":
                // A line cut inside the frame leaves no frame.
                view.frame = try numbers(property, count: 4, open: "(", close: ")").map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
                if view.frame == nil && !view.isTruncated { throw fail(property, "the frame \(quoted(property.value)) has no closing \")\"") }
            case "baseClass": view.baseClass = property.value
            case "hidden": view.isHidden = property.value == "YES"
            case "clipsToBounds": view.clipsToBounds = property.value == "YES"
            case "userInteractionEnabled": view.isUserInteractionEnabled = property.value != "NO"
            case "alpha": view.alpha = try number(property.value, property)
            case "text": view.text = unescaped(unquoted(property.value))
            case "contentOffset":
                view.contentOffset = try numbers(property, count: 2, open: "{", close: "}").map { Point(x: $0[0], y: $0[1]) }
            case "transform": view.hasTransform = try isTransformed(property)
            case "tintColor": view.tintColor = property.value
            default: break
            }
        }
        return view
    }

    /// `count` numbers between `open` and `close`, separated by spaces, commas or `;`; nil when
    /// the value was cut before its end.
    private func numbers(_ property: Property, count: Int, open: Character, close: Character) throws(SourceError) -> [Double]? {
        let value = property.value
        guard value.first == open else {
            throw fail(property, "expected \(open)…\(close) with \(count) numbers, found \(quoted(value))")
        }
        guard value.last == close else { return nil }
        let parts = value.dropFirst().dropLast().split { $0 == " " || $0 == "," || $0 == ";" }
        guard parts.count == count else {
            throw fail(property, "expected \(count) numbers in \(quoted(value)), found \(parts.count)")
        }
        var result: [Double] = []
        for part in parts { result.append(try number(String(part), property)) }
        return result
    }

    /// A printed number: finite and within `DumpLimits.maxMagnitude`.
    private func number(_ text: String, _ property: Property) throws(SourceError) -> Double {
        guard let value = Double(text), value.isFinite else { throw fail(property, "\(quoted(text)) is not a number") }
        guard abs(value) <= DumpLimits.maxMagnitude else {
            throw fail(property, "\(text) is beyond ±\(Int(DumpLimits.maxMagnitude)), the largest number a dump may hold")
        }
        return value
    }

    /// `[a, b, c, d, tx, ty]` other than the identity `[1, 0, 0, 1, 0, 0]`.
    private func isTransformed(_ property: Property) throws(SourceError) -> Bool {
        guard let values = try numbers(property, count: 6, open: "[", close: "]") else { return true }
        return values != [1, 0, 0, 1, 0, 0]
    }

    private func fail(_ property: Property, _ message: String) -> SourceError {
        SourceError(file: file, line: line, column: property.column + 1, field: property.key, message: message)
    }
}

/// Text without the quotes UIKit prints around it (the closing one may be cut off).
func unquoted(_ value: String) -> String {
    var text = Substring(value)
    if text.first == "'" { text = text.dropFirst() }
    if text.last == "'" { text = text.dropLast() }
    return String(text.prefix(DumpLimits.maxNameCharacters))
}

/// Escapes as Cycript and `po` of an `NSString` print them: `\uXXXX`, `\xHH` (a byte read as
/// Latin-1, as in `\xa0`), `\n`, `\t`, `\\` and `\'`. Anything else is kept as written.
func unescaped(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
        let c = scalars[index]
        guard c == "\\", index + 1 < scalars.count else {
            result.append(c)
            index += 1
            continue
        }
        let next = scalars[index + 1]
        let width = next == "u" ? 4 : next == "x" ? 2 : 0
        if width > 0, index + 2 + width <= scalars.count,
            let code = UInt32(String(String.UnicodeScalarView(scalars[(index + 2)..<(index + 2 + width)])), radix: 16),
            let decoded = Unicode.Scalar(code)
        {
            result.append(decoded)
            index += 2 + width
        } else if let simple = ["n": "\n", "t": "\t", "\\": "\\", "'": "'"][Character(next)] {
            result.append(contentsOf: simple.unicodeScalars)
            index += 2
        } else {
            result.append(c)
            index += 1
        }
    }
    return String(result)
}
