import Foundation
import BezelSolver

/// A constraint system in the plain text form of `bench/*.txt`, read by this benchmark and by
/// `bench/kiwi_bench.py`, so both solvers get exactly the same systems.
struct SystemFile {
    /// A term is a coefficient and a variable index (nil: a constant). Names are resolved to
    /// indices while reading, on both sides, so the timed build measures the solvers.
    struct Line {
        var priority: Double
        var lhs: [(coefficient: Double, variable: Int?)]
        var relation: Relation
        var rhs: [(coefficient: Double, variable: Int?)]
    }

    /// Variable names in order of first appearance; indices refer to this list.
    var names: [String] = []
    private var index: [String: Int] = [:]

    var edits: [(variable: Int, priority: Double)] = []
    /// Values suggested for edit variables right after they are added (an edit starts at 0).
    var suggestions: [(variable: Int, value: Double)] = []
    var lines: [Line] = []

    /// Priorities for kiwi's strength names (orders kept; Bence's priorities are lexicographic).
    static let priorities: [String: Double] = ["required": 1000, "strong": 900, "smedium": 600, "mmedium": 510, "medium": 500, "weak": 250]

    init(text: String) {
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("suggest ") {
                let parts = line.split(separator: " ")
                suggestions.append((variable(String(parts[1])), Double(parts[2])!))
                continue
            }
            if line.hasPrefix("edit ") {
                let parts = line.split(separator: " ")
                edits.append((variable(String(parts[1])), Self.priorities[String(parts[2])]!))
                continue
            }
            let colon = line.firstIndex(of: ":")!
            let strength = String(line[..<colon])
            let body = String(line[line.index(after: colon)...])
            let op = ["==", "<=", ">="].first { body.contains($0) }!
            let sides = body.components(separatedBy: op)
            let relation: Relation = op == "==" ? .equal : op == "<=" ? .lessOrEqual : .greaterOrEqual
            lines.append(
                Line(
                    priority: Self.priorities[strength]!, lhs: resolve(Self.terms(sides[0])), relation: relation,
                    rhs: resolve(Self.terms(sides[1]))))
        }
    }

    private mutating func variable(_ name: String) -> Int {
        if let i = index[name] { return i }
        index[name] = names.count
        names.append(name)
        return names.count - 1
    }

    private mutating func resolve(_ terms: [(coefficient: Double, name: String?)]) -> [(coefficient: Double, variable: Int?)] {
        terms.map { ($0.coefficient, $0.name.map { variable($0) }) }
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

    /// Builds the system into a fresh solver, one constraint at a time (as kiwisolver must) or
    /// in one batch; returns it with its variables (in `names` order).
    func build(batch: Bool = false) throws -> (Solver, [Variable]) {
        let variables = names.map { Variable($0) }
        func expression(_ terms: [(coefficient: Double, variable: Int?)]) -> LinearExpression {
            var e = LinearExpression()
            e.terms.reserveCapacity(terms.count)
            for term in terms {
                if let v = term.variable { e.terms.append(Term(variables[v], term.coefficient)) } else { e.constant += term.coefficient }
            }
            return e
        }
        let solver = Solver()
        for edit in edits { try solver.addEditVariable(variables[edit.variable], priority: Priority(edit.priority)) }
        for suggestion in suggestions { try solver.suggest(variables[suggestion.variable], suggestion.value) }
        let constraints = lines.map { line in
            Constraint(expression(line.lhs), line.relation, expression(line.rhs), priority: Priority(line.priority))
        }
        if batch {
            try solver.add(constraints)
        } else {
            for constraint in constraints { try solver.add(constraint) }
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
