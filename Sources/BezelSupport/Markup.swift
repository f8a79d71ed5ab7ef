/// Text made safe inside HTML, XML or SVG, in element content and in double-quoted attributes:
/// `&`, `<`, `>` and `"` as entities, and control characters other than tab and newline (which
/// XML 1.0 cannot hold) as spaces.
public func escapeMarkup(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case _ where scalar.value < 0x20 && scalar != "\t" && scalar != "\n": out += " "
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}
