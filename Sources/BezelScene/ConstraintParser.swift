import BezelAutoLayout
import BezelDevices
import BezelLayout
import BezelSupport

/// Reads one constraint written as text:
/// `attribute relation (constant | target.attribute [* multiplier] [± constant]) [@ priority]`,
/// e.g. `top == safe-area.top + 20`, `width <= 300 @ 750`, `centerX == superview.centerX`,
/// `height == banner.height * 0.5`. Targets: `superview`, `safe-area`, `margins`, `readable`,
/// `keyboard` (the superview's guides; `keyboardLayoutGuide` from iOS 15) or a sibling's id. Attributes use UIKit's names.
struct ConstraintParser {
    struct Problem: Error { var message: String }

    static let attributes: [String: LayoutAttribute] = [
        "leading": .leading, "trailing": .trailing, "left": .left, "right": .right, "top": .top, "bottom": .bottom,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "firstBaseline": .firstBaseline,
        "lastBaseline": .lastBaseline,
    ]

    private enum Token: Equatable {
        case word(String)
        case number(Double)
        case symbol(String)
    }

    private var tokens: [Token] = []
    private var index = 0

    init(_ text: String) throws(Problem) {
        var chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" {
                i += 1
            } else if c.isNumber || (c == "." && i + 1 < chars.count && chars[i + 1].isNumber) {
                var j = i
                while j < chars.count, chars[j].isNumber || chars[j] == "." { j += 1 }
                guard let value = Double(String(chars[i..<j])) else { throw Problem(message: "bad number \(quoted(String(chars[i..<j])))") }
                guard value <= DocumentLimits.maxMagnitude else {
                    throw Problem(message: "\(quoted(String(chars[i..<j]))) is out of range; numbers lie between -\(Int(DocumentLimits.maxMagnitude)) and \(Int(DocumentLimits.maxMagnitude))")
                }
                tokens.append(.number(value))
                i = j
            } else if c.isLetter || c == "_" {
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "-" { j += 1 }
                // A trailing "-" belongs to a following operator ("a.top-8"), not the name.
                while j > i + 1, chars[j - 1] == "-" { j -= 1 }
                tokens.append(.word(String(chars[i..<j])))
                i = j
            } else if ["<", ">", "="].contains(c) {
                var op = String(c)
                if i + 1 < chars.count, chars[i + 1] == "=" { op.append("=") }
                tokens.append(.symbol(op == "=" ? "==" : op))
                i += op.count
            } else if [".", "*", "+", "-", "@"].contains(c) {
                tokens.append(.symbol(String(c)))
                i += 1
            } else {
                throw Problem(message: "unexpected \"\(c)\"")
            }
        }
        chars = []
    }

    mutating func parse() throws(Problem) -> ConstraintSpec {
        let first = try attribute()
        let relation: LayoutRelation
        switch next() {
        case .symbol("=="): relation = .equal
        case .symbol("<="): relation = .lessOrEqual
        case .symbol(">="): relation = .greaterOrEqual
        default: throw Problem(message: "expected ==, <= or >= after \"\(first.name)\"")
        }
        var spec: ConstraintSpec
        if case .number = peek() {
            guard first.value == .width || first.value == .height else {
                throw Problem(message: "only width and height can equal a constant; position \(first.name) against a target")
            }
            spec = ConstraintSpec(attribute: first.value, relation: relation, target: nil, targetAttribute: nil, constant: try number())
        } else {
            guard case .word(let name) = next() else { throw Problem(message: "expected a target or a number after the relation") }
            guard next() == .symbol(".") else { throw Problem(message: "expected \"\(name).attribute\"") }
            let second = try attribute()
            let target: ConstraintSpec.Target =
                switch name {
                case "superview": .superview
                case "safe-area": .safeArea
                case "margins": .margins
                case "readable": .readable
                case "keyboard": .keyboard
                default: .sibling(name)
                }
            try checkCompatible(first, second)
            spec = ConstraintSpec(attribute: first.value, relation: relation, target: target, targetAttribute: second.value)
            if peek() == .symbol("*") {
                index += 1
                spec.multiplier = try number()
                guard spec.multiplier != 0 else { throw Problem(message: "a multiplier of 0 makes no constraint") }
            }
            if peek() == .symbol("+") || peek() == .symbol("-") {
                let negative = next() == .symbol("-")
                spec.constant = (negative ? -1 : 1) * (try number())
            }
        }
        if peek() == .symbol("@") {
            index += 1
            let priority = try number()
            guard priority >= 1, priority <= 1000 else { throw Problem(message: "priority \(priority) is out of range 1…1000") }
            spec.priority = priority
        }
        if index < tokens.count { throw Problem(message: "unexpected text after the constraint") }
        return spec
    }

    private mutating func next() -> Token? {
        guard index < tokens.count else { return nil }
        index += 1
        return tokens[index - 1]
    }

    private func peek() -> Token? { index < tokens.count ? tokens[index] : nil }

    private mutating func number() throws(Problem) -> Double {
        var sign = 1.0
        if peek() == .symbol("-") {
            index += 1
            sign = -1
        }
        guard case .number(let value) = next() else { throw Problem(message: "expected a number") }
        return sign * value
    }

    private mutating func attribute() throws(Problem) -> (name: String, value: LayoutAttribute) {
        guard case .word(let name) = next() else { throw Problem(message: "expected an attribute such as top or leading") }
        guard let value = Self.attributes[name] else {
            let hint = closest(to: name, among: Self.attributes.keys.sorted(), limit: 1).first.map { "did you mean \"\($0)\"? " } ?? ""
            throw Problem(
                message: "unknown attribute \(quoted(name)); \(hint)attributes are \(Self.attributes.keys.sorted().joined(separator: ", "))")
        }
        return (name, value)
    }

    /// UIKit's anchor rules: x with x, y with y, sizes with sizes, and never leading/trailing
    /// with left/right.
    private func checkCompatible(_ a: (name: String, value: LayoutAttribute), _ b: (name: String, value: LayoutAttribute)) throws(Problem) {
        func axis(_ attribute: LayoutAttribute) -> Int {
            switch attribute {
            case .leading, .trailing, .left, .right, .centerX: 0
            case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: 1
            case .width, .height: 2
            }
        }
        guard axis(a.value) == axis(b.value) else { throw Problem(message: "\(a.name) cannot be related to \(b.name) (different axes)") }
        let directional: Set<LayoutAttribute> = [.leading, .trailing]
        let absolute: Set<LayoutAttribute> = [.left, .right]
        if (directional.contains(a.value) && absolute.contains(b.value)) || (absolute.contains(a.value) && directional.contains(b.value)) {
            throw Problem(message: "leading/trailing cannot be related to left/right")
        }
    }
}
