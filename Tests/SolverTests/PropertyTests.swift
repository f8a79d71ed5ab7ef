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
        for c in required {
            let value = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            switch c.relation {
            case .equal: #expect(abs(value) < 1e-6, "seed \(seed): \(c) is off by \(value)")
            case .lessOrEqual: #expect(value < 1e-6, "seed \(seed): \(c) is off by \(value)")
            case .greaterOrEqual: #expect(value > -1e-6, "seed \(seed): \(c) is off by \(value)")
            }
        }
        _ = variables
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
}
