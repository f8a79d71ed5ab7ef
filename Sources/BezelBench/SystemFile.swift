import Foundation
import BezelSolver
import BezelSupport

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
    /// in one batch; returns it with its variables (in `names` order). The edit variables are
    /// added and suggested first, or with `editsLast` after every constraint.
    func build(batch: Bool = false, editsLast: Bool = false) throws -> (Solver, [Variable]) {
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
        func editing() throws {
            for edit in edits { try solver.addEditVariable(variables[edit.variable], priority: Priority(edit.priority)) }
            for suggestion in suggestions { try solver.suggest(variables[suggestion.variable], suggestion.value) }
        }
        if !editsLast { try editing() }
        let constraints = lines.map { line in
            Constraint(expression(line.lhs), line.relation, expression(line.rhs), priority: Priority(line.priority))
        }
        if batch {
            try solver.add(constraints)
        } else {
            for constraint in constraints { try solver.add(constraint) }
        }
        if editsLast { try editing() }
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

    /// A random tree of `views` views (seeded, the same every run), as Auto Layout builds a
    /// screen. Each view has a parent among the views before it. Horizontally it is pinned inside
    /// the parent's margins, or centred in it with a preferred width, or placed after its previous
    /// sibling; vertically it follows its previous sibling (or the parent's top) and must end
    /// inside the parent, which pushes sizes up the tree. One view in ten also takes the width of
    /// a view elsewhere in the tree, and one in ten keeps an aspect ratio. Every view prefers a
    /// width and height of its own (weak) and is at least 20 tall; the root's size is edited.
    /// About six constraints a view.
    static func tree(_ views: Int, seed: UInt64 = 1) -> String {
        var random = SplitMix64(seed: seed)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        var lines = ["# random view tree of \(views) views", "edit width strong", "edit height strong", "suggest width 375", "suggest height 812"]
        lines += ["required: x0 == 0", "required: y0 == 0", "required: w0 == width", "required: h0 == height"]
        var lastChild = [Int?](repeating: nil, count: views)
        for v in 1..<views {
            let parent = pick(v)
            let margin = [0, 8, 16, 20][pick(4)]
            switch (pick(3), lastChild[parent]) {
            case (0, _):
                lines.append("required: x\(v) - x\(parent) == \(margin)")
                lines.append("required: x\(v) + w\(v) - x\(parent) - w\(parent) == -\(margin)")
            case (1, _):
                lines.append("required: 2*x\(v) + w\(v) - 2*x\(parent) - w\(parent) == 0")
                lines.append("required: x\(v) - x\(parent) >= 0")
            case (_, let sibling?):
                lines.append("required: x\(v) - x\(sibling) - w\(sibling) == 8")
                lines.append("required: x\(v) + w\(v) - x\(parent) - w\(parent) <= -\(margin)")
            default:
                lines.append("required: x\(v) - x\(parent) >= \(margin)")
                lines.append("required: x\(v) + w\(v) - x\(parent) - w\(parent) <= -\(margin)")
            }
            if let sibling = lastChild[parent] {
                lines.append("required: y\(v) - y\(sibling) - h\(sibling) >= 8")
            } else {
                lines.append("required: y\(v) - y\(parent) == \(margin)")
            }
            lines.append("required: y\(v) + h\(v) - y\(parent) - h\(parent) <= -\(margin)")
            lines.append("required: h\(v) >= 20")
            if v > 2 && pick(10) == 0 { lines.append("medium: w\(v) - w\(pick(v - 1) + 1) == 0") }
            if pick(10) == 0 { lines.append("strong: h\(v) - 0.5*w\(v) == 0") }
            lines.append("weak: w\(v) == \(40 + pick(300))")
            lines.append("weak: h\(v) == \(20 + pick(60))")
            lastChild[parent] = v
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A vertical stack of `rows` horizontal stacks of `columns` views each, as nested
    /// `UIStackView`s arrange them: equal spacing, fill, every view preferring 44 × 30 (weak) and
    /// at least 10 × 10, the outer stack's width edited.
    static func stackOfStacks(rows: Int, columns: Int) -> String {
        var lines = ["# stack of \(rows) stacks of \(columns) views", "edit width strong", "suggest width \(52 * columns)"]
        lines += ["required: top == 0", "required: left == 0", "required: right - left == width"]
        for r in 0..<rows {
            lines.append(r == 0 ? "required: y\(r) - top == 0" : "required: y\(r) - y\(r - 1) - h\(r - 1) == 8")
            for c in 0..<columns {
                let v = "\(r)_\(c)"
                lines.append(c == 0 ? "required: x\(v) - left == 0" : "required: x\(v) - x\(r)_\(c - 1) - w\(r)_\(c - 1) == 8")
                lines.append("required: y\(v) - y\(r) == 0")
                lines.append("required: h\(v) - h\(r) <= 0")
                lines.append("required: w\(v) >= 10")
                lines.append("required: h\(v) >= 10")
                lines.append("weak: w\(v) == 44")
                lines.append("weak: h\(v) == 30")
            }
            lines.append("required: x\(r)_\(columns - 1) + w\(r)_\(columns - 1) - right == 0")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
