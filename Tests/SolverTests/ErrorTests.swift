import BezelSolver
import Testing

/// Every `SolverError` case, and that a failed call leaves the solver as it was.
struct ErrorTests {
    @Test func unsatisfiableRequiredEqualityNamesTheConflict() throws {
        let x = Variable("x")
        let solver = Solver()
        let ten = Constraint(x, .equal, 10, identifier: "ten")
        let twenty = Constraint(x, .equal, 20, identifier: "twenty")
        try solver.add(ten)
        let before = solver.dump
        #expect(throws: SolverError.unsatisfiableConstraint(twenty, conflicts: [ten])) { try solver.add(twenty) }
        #expect(solver.dump == before)
        #expect(!solver.contains(twenty))
    }

    @Test func unsatisfiableThroughTheArtificialVariableRollsBack() throws {
        // x ≥ 10 and y ≥ 10 with x + y ≤ 15: the last row has no external subject once x and y
        // are basic, so it goes through the artificial-variable step and fails there.
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let a = Constraint(x, .greaterOrEqual, 10, identifier: "a")
        let b = Constraint(y, .greaterOrEqual, 10, identifier: "b")
        let weak = (x + y == 0) ~ 100
        try solver.add([a, b, weak])
        let before = solver.dump
        let c = Constraint(x + y, .lessOrEqual, 15, identifier: "c")
        do {
            try solver.add(c)
            Issue.record("x + y ≤ 15 was accepted")
        } catch SolverError.unsatisfiableConstraint(let failed, let conflicts) {
            #expect(failed == c)
            #expect(Set(conflicts) == [a, b])
        }
        #expect(solver.dump == before)
        // kiwi.js #31: after such a failure, a valid constraint must still go in.
        try solver.add(x + y <= 25)
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 10)
    }

    // A constraint whose terms cancel is a constant: `x − x + 5 ≤ 0` is never true. Its new
    // variable must not stay registered.
    @Test func selfContradictoryConstantWithANewVariable() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Variable("y") >= 0)
        let before = solver.dump
        let c = Constraint(x - x + 5, .lessOrEqual, 0)
        #expect(throws: SolverError.unsatisfiableConstraint(c, conflicts: [])) { try solver.add(c) }
        #expect(solver.dump == before)
        #expect(solver.statistics.variables == 1)
    }

    @Test func duplicateAndUnknownConstraints() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x >= 1
        try solver.add(c)
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.add(c) }
        try solver.remove(c)
        #expect(throws: SolverError.unknownConstraint(c)) { try solver.remove(c) }
    }

    @Test func editVariableMisuse() throws {
        let x = Variable("x")
        let solver = Solver()
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggest(x, 1) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.badRequiredStrength(x)) { try solver.addEditVariable(x, priority: .required) }
        try solver.addEditVariable(x, priority: Priority(900))
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, priority: Priority(500)) }
    }

    @Test(arguments: [0.0, -5, 1000.5])
    func invalidPriorities(value: Double) {
        let x = Variable("x")
        let c = (x >= 1) ~ value
        #expect(throws: SolverError.invalidPriority(c)) { try Solver().add(c) }
    }

    @Test func zeroWeightIsInvalid() {
        let x = Variable("x")
        let c = Constraint(x, .equal, 1, priority: Priority(250, weight: 0))
        #expect(throws: SolverError.invalidPriority(c)) { try Solver().add(c) }
    }

    @Test func redundantRequiredEqualityIsAccepted() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add(2 * x == 20.0)
        #expect(solver.value(of: x) == 10)
    }
}
