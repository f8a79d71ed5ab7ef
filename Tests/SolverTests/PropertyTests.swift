import BezelSolver
import BezelSupport
import Testing

/// Random systems from a seeded generator: every required constraint holds in the solution, and
/// removing everything returns to the empty solver. That the same calls give the same answers is
/// checked across processes, where hashing order differs (`solverIsDeterministicAcrossProcesses`
/// in EndToEndTests); within one process it could not fail.
struct PropertyTests {
    /// Required constraints all satisfied at a hidden random point (so the system is feasible),
    /// plus optional ones pulling elsewhere.
    static func system(seed: UInt64) -> (variables: [Variable], required: [Constraint], optional: [Constraint]) {
        var random = SplitMix64(seed: seed)
        let variables = (0..<random.int(2...8)).map { Variable("x\($0)") }
        let point = variables.map { _ in random.double(-100...100) }
        var required: [Constraint] = []
        for _ in 0..<random.int(1...10) {
            let pairs = (0..<random.int(1...3)).map { _ in (random.int(0...(variables.count - 1)), Double(random.int(-3...3))) }
            let expression = LinearExpression(pairs.map { Term(variables[$0.0], $0.1) })
            let at = pairs.reduce(0.0) { $0 + $1.1 * point[$1.0] }
            switch random.int(0...2) {
            case 0: required.append(Constraint(expression, .equal, at))
            case 1: required.append(Constraint(expression, .lessOrEqual, at + random.double(0...10)))
            default: required.append(Constraint(expression, .greaterOrEqual, at - random.double(0...10)))
            }
        }
        let optional = variables.map { Constraint($0, .equal, random.double(-200...200), priority: Priority(Double(random.int(1...999)))) }
        return (variables, required, optional)
    }

    static let seeds: [UInt64] = Array(1...200)

    @Test(arguments: seeds)
    func requiredConstraintsHold(seed: UInt64) throws {
        let (variables, required, optional) = Self.system(seed: seed)
        let solver = Solver()
        try solver.add(required)
        try solver.add(optional)
        Self.expectHolds(required, in: solver, seed: seed)
        _ = variables
    }

    /// Every constraint of `required` holds in the solver's solution, within 1e-6.
    static func expectHolds(_ required: [Constraint], in solver: Solver, seed: UInt64) {
        for c in required {
            let value = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            switch c.relation {
            case .equal: #expect(abs(value) < 1e-6, "seed \(seed): \(c) is off by \(value)")
            case .lessOrEqual: #expect(value < 1e-6, "seed \(seed): \(c) is off by \(value)")
            case .greaterOrEqual: #expect(value > -1e-6, "seed \(seed): \(c) is off by \(value)")
            }
        }
    }

    @Test(arguments: seeds)
    func removingAllConstraintsEmptiesTheSolver(seed: UInt64) throws {
        let (_, required, optional) = Self.system(seed: seed)
        let solver = Solver()
        try solver.add(required)
        try solver.add(optional)
        var order = required + optional
        var random = SplitMix64(seed: seed ^ 0xABCD)
        for i in order.indices.reversed() { order.swapAt(i, random.int(0...i)) }
        for c in order { try solver.remove(c) }
        let stats = solver.statistics
        #expect(stats.rows == 0 && stats.constraints == 0 && stats.variables == 0 && stats.tiers == 0, "seed \(seed): \(solver.dump)")
    }

    /// A required constraint that cannot go in leaves no trace (`Tableau`'s undo journal): a
    /// solver that was refused conflicting constraints between its adds and removes ends exactly
    /// like one that was never offered them, in every value (compared bit for bit) and in its
    /// dump, through later adds and removes whose order of work depends on the column indexes
    /// the journal restores.
    @Test(arguments: seeds)
    func refusedConstraintsLeaveNoTrace(seed: UInt64) throws {
        let (variables, required, optional) = Self.system(seed: seed)
        var random = SplitMix64(seed: seed ^ 0x5EED)
        // Each contradicts one required inequality or equality by at least 1.
        let conflicts = required.map { c -> Constraint in
            let gap = 1 + random.double(0...50)
            switch c.relation {
            case .lessOrEqual, .equal: return Constraint(c.expression, .greaterOrEqual, gap)
            case .greaterOrEqual: return Constraint(c.expression, .lessOrEqual, -gap)
            }
        }
        let offered = Solver()
        let plain = Solver()
        try offered.add(required)
        try plain.add(required)
        for (index, c) in optional.enumerated() {
            for conflict in conflicts where random.int(0...2) == 0 {
                #expect(Self.refuses(offered, conflict), "seed \(seed): \(conflict)")
            }
            try offered.add(c)
            try plain.add(c)
            if index % 2 == 1 {
                try offered.remove(optional[index - 1])
                try plain.remove(optional[index - 1])
            }
            #expect(offered.dump == plain.dump, "seed \(seed), after optional \(index)")
            for v in variables {
                #expect(offered.value(of: v).bitPattern == plain.value(of: v).bitPattern, "seed \(seed): \(v)")
            }
        }
    }

    /// Whether adding `constraint` throws `unsatisfiableConstraint`.
    static func refuses(_ solver: Solver, _ constraint: Constraint) -> Bool {
        do {
            try solver.add(constraint)
            return false
        } catch {
            if case .unsatisfiableConstraint = error { return true }
            return false
        }
    }
}
