@testable import BezelSolver
import BezelSupport
import Testing

/// A required inequality whose row has no subject (every variable in it already basic, its slack
/// would start negative) goes in through the dual simplex, not an artificial variable
/// (`Tableau.addThroughDualSimplex`). Both reach an optimum; these tests hold the dual path to
/// the same optimum as the artificial one and to the same refusals.
struct DualAddTests {
    /// Each priority's total error, highest priority first: the objective a solver minimises,
    /// computed from the solution itself (every optional constraint here is `variable == value`).
    static func errors(_ solver: Solver, _ optional: [Constraint]) -> [(priority: Double, error: Double)] {
        let priorities = Set(optional.map(\.priority.value)).sorted(by: >)
        return priorities.map { p in
            let error = optional.filter { $0.priority.value == p }.reduce(0.0) { sum, c in
                sum + abs(c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) })
            }
            return (p, error)
        }
    }

    /// The random systems of `PropertyTests`, with the optional constraints first and the required
    /// ones one at a time (1,000 seeds): every variable is then basic, so each required inequality the optional
    /// values break takes the dual path. The batch build (one optimisation at the end, such rows
    /// through the artificial variable) reaches the same error at every priority, and every
    /// required constraint holds.
    @Test func oneAtATimeReachesTheBatchOptimum() throws {
        var dualAdds = 0
        for seed in UInt64(1)...1000 {
            let (_, required, optional) = PropertyTests.system(seed: seed)
            let batch = Solver()
            try batch.add(required)
            try batch.add(optional)
            let incremental = Solver()
            for c in optional { try incremental.add(c) }
            for c in required { try incremental.add(c) }
            dualAdds += incremental.tableau.dualAdds
            #expect(batch.tableau.dualAdds == 0)
            for (a, b) in zip(Self.errors(batch, optional), Self.errors(incremental, optional)) {
                #expect(a.priority == b.priority && abs(a.error - b.error) < 1e-6 * max(1, a.error), "seed \(seed) @\(a.priority): \(a.error) vs \(b.error)")
            }
            PropertyTests.expectHolds(required, in: incremental, seed: seed)
        }
        // 26 in the first 200 seeds; the rest are placed by a subject or `feasibleSubject`.
        #expect(dualAdds > 50, "the dual path was taken \(dualAdds) times")
    }

    /// Two views that prefer x = 100 (weak), a at least 90 and b at most 110 (required), then b at
    /// least 20 right of a (required). The new row holds only error symbols, and entering either
    /// view's error alone would break the other inequality (the ratio test of `feasibleSubject`
    /// fails for both), so it goes in by the dual simplex; the one solution is a = 90, b = 110.
    @Test func viewsPushedApartWithinBounds() throws {
        let a = Variable("a")
        let b = Variable("b")
        let solver = Solver()
        try solver.add((a == 100) ~ 250)
        try solver.add((b == 100) ~ 250)
        try solver.add(a >= 90)
        try solver.add(b <= 110)
        #expect(solver.tableau.dualAdds == 0)
        try solver.add(b - a >= 20)
        #expect(solver.tableau.dualAdds == 1)
        #expect(solver.value(of: a) == 90 && solver.value(of: b) == 110)
    }

    /// When the dual simplex cannot place the row (x == 10 is required, x <= 5 cannot hold),
    /// the artificial variable finds the conflict and the solver is left as it was.
    @Test func refusalNamesTheConflict() throws {
        let x = Variable("x")
        let solver = Solver()
        let pin = x == 10
        try solver.add((x == 20) ~ 250)
        try solver.add(pin)
        let before = solver.dump
        do {
            try solver.add(x <= 5)
            Issue.record("x <= 5 went in")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicts) = error else { throw error }
            #expect(conflicts.map(ObjectIdentifier.init) == [ObjectIdentifier(pin)])
        }
        #expect(solver.dump == before)
        #expect(solver.tableau.dualAdds == 0)
    }
}
