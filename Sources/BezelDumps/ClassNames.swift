/// Class names as dumps print them: Objective-C names, module-qualified Swift names
/// (`Hello.ListView`, `SwiftUI._UIHostingView<…>`) and Swift's old mangled names, which
/// `NSStringFromClass` gave before Swift 4 (`_TtC5Hello8ListView`).
enum ClassNames {
    /// Whether a scalar may appear in a class name outside generic arguments.
    static func isNameScalar(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "$": true
        default: c.value > 0x7F && c.properties.isAlphabetic
        }
    }

    /// Whether a scalar may start a class name (a letter or `_`).
    static func isNameStart(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "a"..."z", "A"..."Z", "_": true
        default: false
        }
    }

    /// The readable form of a name: `_TtC5Hello8ListView` and `_TtCC5Hello5Outer5Inner` are read
    /// as `Hello.ListView` and `Hello.Outer.Inner`; other names are kept as printed.
    static func readable(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        guard name.hasPrefix("_TtC") else { return name }
        var index = 3
        var nesting = 0
        while index < scalars.count, scalars[index] == "C" {
            nesting += 1
            index += 1
        }
        var parts: [String] = []
        // The module, then one name per `C`: each is a decimal length and that many characters.
        while parts.count < nesting + 1 {
            var length = 0
            var digits = 0
            while index < scalars.count, digits < 4, ("0"..."9").contains(scalars[index]) {
                length = length * 10 + Int(scalars[index].value - 48)
                digits += 1
                index += 1
            }
            guard digits > 0, length > 0, index + length <= scalars.count else { return name }
            parts.append(String(String.UnicodeScalarView(scalars[index..<(index + length)])))
            index += length
        }
        return index == scalars.count ? parts.joined(separator: ".") : name
    }
}
