import Foundation
import Solver

/// A constraint system in the plain text form of `bench/*.txt`, read by this benchmark and by
/// `bench/kiwi_bench.py`, so both solvers get exactly the same systems.
struct SystemFile {
    struct Line {
        var strength: String
        var lhs: [(coefficient: Double, name: String?)]
        var relation: Relation
        var rhs: [(coefficient: Double, name: String?)]
    }

    var edits: [(name: String, strength: String)] = []
    /// Values suggested for edit variables right after they are added (an edit starts at 0).
    var suggestions: [(name: String, value: Double)] = []
    var lines: [Line] = []

    /// Priorities for kiwi's strength names (orders kept; Bence's priorities are lexicographic).
    static let priorities: [String: Double] = ["required": 1000, "strong": 900, "smedium": 600, "mmedium": 510, "medium": 500, "weak": 250]

    init(text: String) {
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("suggest ") {
                let parts = line.split(separator: " ")
                suggestions.append((String(parts[1]), Double(parts[2])!))
                continue
            }
            if line.hasPrefix("edit ") {
                let parts = line.split(separator: " ")
                edits.append((String(parts[1]), String(parts[2])))
                continue
            }
            let colon = line.firstIndex(of: ":")!
            let strength = String(line[..<colon])
            let body = String(line[line.index(after: colon)...])
            let op = ["==", "<=", ">="].first { body.contains($0) }!
            let sides = body.components(separatedBy: op)
            let relation: Relation = op == "==" ? .equal : op == "<=" ? .lessOrEqual : .greaterOrEqual
            lines.append(Line(strength: strength, lhs: Self.terms(sides[0]), relation: relation, rhs: Self.terms(sides[1])))
        }
    }

    /// `-top + 0.5*fl1height - 10` → [(−1, top), (0.5, fl1height), (−10, nil)].
    static func terms(_ text: String) -> [(coefficient: Double, name: String?)] {
        var result: [(Double, String?)] = []
        var sign = 1.0
        for token in text.replacingOccurrences(of: "-", with: " - ").replacingOccurrences(of: "+", with: " + ").split(separator: " ") {
            switch token {
            case "+": sign = 1
            case "-": sign = -1
            default:
                let parts = token.split(separator: "*")
                if parts.count == 2 {
                    result.append((sign * Double(parts[0])!, String(parts[1])))
                } else if let number = Double(token) {
                    result.append((sign * number, nil))
                } else {
                    result.append((sign, String(token)))
                }
                sign = 1
            }
        }
        return result
    }

    /// Builds the system into a fresh solver; returns it with the variables by name.
    func build() throws -> (Solver, [String: Variable]) {
        var variables: [String: Variable] = [:]
        func variable(_ name: String) -> Variable {
            if let v = variables[name] { return v }
            let v = Variable(name)
            variables[name] = v
            return v
        }
        func expression(_ terms: [(coefficient: Double, name: String?)]) -> LinearExpression {
            var e = LinearExpression()
            for term in terms {
                if let name = term.name { e.terms.append(Term(variable(name), term.coefficient)) } else { e.constant += term.coefficient }
            }
            return e
        }
        let solver = Solver()
        for edit in edits { try solver.addEditVariable(variable(edit.name), priority: Priority(Self.priorities[edit.strength]!)) }
        for suggestion in suggestions { try solver.suggest(variable(suggestion.name), suggestion.value) }
        for line in lines {
            try solver.add(
                Constraint(expression(line.lhs), line.relation, expression(line.rhs), priority: Priority(Self.priorities[line.strength]!)))
        }
        return (solver, variables)
    }

    // MARK: Generated systems

    /// A row of `n` views laid out left to right inside a container whose width is edited and
    /// starts at the row's natural width: 8 pt gaps, each view at least 20 wide and preferring
    /// 44 (weak), the last one's trailing edge at most the container's and preferably equal to it.
    static func chain(_ n: Int) -> String {
        var lines = ["# chain of \(n) views", "edit container strong", "suggest container \(52 * n - 8)", "required: x0 == 0"]
        for i in 0..<n {
            lines.append("required: w\(i) >= 20")
            lines.append("weak: w\(i) == 44")
            if i + 1 < n { lines.append("required: x\(i + 1) - x\(i) - w\(i) == 8") }
        }
        lines.append("required: x\(n - 1) + w\(n - 1) <= container")
        lines.append("medium: x\(n - 1) + w\(n - 1) == container")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A grid of `side × side` views: columns share widths, rows share heights, 8 pt gaps,
    /// preferred cell size 40 × 30 (weak), the grid's width edited.
    static func grid(_ side: Int) -> String {
        var lines = ["# grid of \(side)×\(side) views", "edit width strong", "suggest width \(48 * side - 8)"]
        for r in 0..<side {
            for c in 0..<side {
                let v = "\(r)_\(c)"
                if c == 0 {
                    lines.append("required: x\(v) == 0")
                } else {
                    lines.append("required: x\(v) - x\(r)_\(c - 1) - w\(r)_\(c - 1) == 8")
                }
                if r == 0 {
                    lines.append("required: y\(v) == 0")
                } else {
                    lines.append("required: y\(v) - y\(r - 1)_\(c) - h\(r - 1)_\(c) == 8")
                }
                if r > 0 { lines.append("required: w\(v) - w0_\(c) == 0") } else { lines.append("weak: w\(v) == 40") }
                if c > 0 { lines.append("required: h\(v) - h\(r)_0 == 0") } else { lines.append("weak: h\(v) == 30") }
            }
        }
        lines.append("medium: x0_\(side - 1) + w0_\(side - 1) - width == 0")
        return lines.joined(separator: "\n") + "\n"
    }
}
