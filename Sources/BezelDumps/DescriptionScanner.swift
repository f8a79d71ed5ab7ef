/// Reads one view description, `<Class: 0x…; key = value; …; key: value>` followed by anything
/// (` - Back`, ` effect=none`), from a line's scalars. Values may nest `<…>`, `{…}`, `(…)` and
/// `[…]` (a layer, gesture recognizers, a frame, a transform) and quote text that holds any
/// character (`text = 'a; b>'`); a line that stops before the closing `>` gives what it has.
struct DescriptionScanner {
    let scalars: [Unicode.Scalar]
    let line: Int
    let file: String

    /// One `key = value` (or `key: value`) with where its value starts (0-based).
    struct Property {
        var key: String
        var value: String
        var column: Int
    }

    /// What a description holds: the class, the address, the properties in order, and whether
    /// it closed (`end`: the index after the closing `>`).
    struct Scanned {
        var className: String
        var address: String
        var properties: [Property]
        var end: Int?
        var suffix: String?
    }

    /// The description whose class name starts at `start` (after the `<`, or with no `<` at all
    /// when `bracketed` is false), or nil when the text there is not `Name: 0x…` followed by `;`,
    /// `>` or the end of the line.
    func scan(nameAt start: Int) -> Scanned? {
        guard let (name, colon) = className(from: start), colon + 3 < scalars.count,
            scalars[colon + 1] == " ", scalars[colon + 2] == "0", scalars[colon + 3] == "x"
        else { return nil }
        var index = colon + 4
        let addressStart = index - 2
        while index < scalars.count, scalars[index].properties.isASCIIHexDigit { index += 1 }
        guard index > colon + 4 else { return nil }
        let address = text(addressStart, index)
        guard index == scalars.count || scalars[index] == ";" || scalars[index] == ">" else { return nil }
        var result = Scanned(className: ClassNames.readable(name), address: address, properties: [], end: nil)
        while index < scalars.count {
            if scalars[index] == ">" {
                result.end = index + 1
                let rest = text(index + 1, scalars.count).trimmingCharacters(in: " \t")
                result.suffix = rest.isEmpty ? nil : rest
                return result
            }
            // `;` and the spaces after it (`frame = (0 0; 320 460); >`: nothing after the last one).
            index += 1
            while index < scalars.count, scalars[index] == " " { index += 1 }
            if index < scalars.count, scalars[index] == ">" || scalars[index] == ";" { continue }
            guard let (property, next) = property(at: index) else { break }
            result.properties.append(property)
            index = next
        }
        return result
    }

    /// The class name from `start` up to its `:` (at generic depth 0), and the colon's index.
    func className(from start: Int) -> (String, Int)? {
        guard start < scalars.count, ClassNames.isNameStart(scalars[start]) else { return nil }
        var index = start
        var depth = 0
        while index < scalars.count, index - start <= DumpLimits.maxNameCharacters {
            let c = scalars[index]
            if c == "<" {
                depth += 1
            } else if c == ">" {
                guard depth > 0 else { return nil }
                depth -= 1
            } else if c == ":" && depth == 0 {
                return (text(start, index), index)
            } else if !(ClassNames.isNameScalar(c) || (depth > 0 && (c == "," || c == " " || c == ":"))) {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// A property at `index`: its key up to ` = ` or `: `, its value up to the next `;` or `>` at
    /// nesting depth 0; nil when the line ends inside the key.
    private func property(at index: Int) -> (Property, Int)? {
        var cursor = index
        while cursor < scalars.count, scalars[cursor] != "=", scalars[cursor] != ":", scalars[cursor] != ";", scalars[cursor] != ">" {
            cursor += 1
        }
        guard cursor < scalars.count, scalars[cursor] == "=" || scalars[cursor] == ":" else {
            // A bare word (no `=`): kept as a key without a value.
            return cursor < scalars.count && cursor > index
                ? (Property(key: text(index, cursor).trimmingCharacters(in: " "), value: "", column: index), cursor) : nil
        }
        let key = text(index, cursor).trimmingCharacters(in: " ")
        var valueStart = cursor + 1
        while valueStart < scalars.count, scalars[valueStart] == " " { valueStart += 1 }
        let end = valueEnd(from: valueStart)
        return (Property(key: key, value: text(valueStart, end).trimmingCharacters(in: " "), column: valueStart), end)
    }

    /// Where a value ends: the first `;` or `>` outside brackets and outside quoted text.
    private func valueEnd(from start: Int) -> Int {
        if start < scalars.count, scalars[start] == "'", let close = closingQuote(after: start) { return close + 1 }
        var depth = 0
        var index = start
        while index < scalars.count {
            switch scalars[index] {
            case "<", "{", "(", "[": depth += 1
            case "}", ")", "]": depth = max(0, depth - 1)
            case ">":
                if depth == 0 { return index }
                depth -= 1
            case ";" where depth == 0: return index
            default: break
            }
            index += 1
        }
        return index
    }

    /// The quote that closes text opened at `open`: the first `'` followed by `>` or by `;` and
    /// another property (`; key = ` or `; key: `). Text itself may hold quotes and semicolons.
    private func closingQuote(after open: Int) -> Int? {
        var index = open + 1
        while index < scalars.count {
            if scalars[index] == "'" {
                let next = index + 1
                if next == scalars.count || scalars[next] == ">" { return index }
                if scalars[next] == ";", startsProperty(at: next + 1) { return index }
            }
            index += 1
        }
        return nil
    }

    /// Whether ` key = ` or ` key: ` starts at `index`.
    private func startsProperty(at index: Int) -> Bool {
        var cursor = index
        while cursor < scalars.count, scalars[cursor] == " " { cursor += 1 }
        let keyStart = cursor
        while cursor < scalars.count, ClassNames.isNameScalar(scalars[cursor]) || scalars[cursor] == " " {
            if scalars[cursor] == " ", cursor + 1 < scalars.count, scalars[cursor + 1] == "=" { break }
            cursor += 1
        }
        guard cursor > keyStart, cursor < scalars.count else { return false }
        return scalars[cursor] == ":" || (scalars[cursor] == " " && cursor + 1 < scalars.count && scalars[cursor + 1] == "=")
    }

    func text(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        return String(String.UnicodeScalarView(scalars[start..<min(end, scalars.count)]))
    }
}

extension String {
    /// The string without leading and trailing characters from `characters`.
    func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters)
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
