/// An incremental Cassowary constraint solver (Badros, Borning & Stuckey, "The Cassowary linear
/// arithmetic constraint solving algorithm", ACM TOCHI 2001): required and optional linear
/// equalities and inequalities, added and removed one at a time; edit variables re-solved by the
/// dual simplex. Deterministic: the same calls give the same values in every process.
///
/// A call that throws because of how it was called (an unsatisfiable required constraint, a
/// duplicate or unknown constraint or edit variable, a required edit, a bad priority) leaves the
/// solver exactly as it was. `internalError` means numerical breakdown or a bug; the solver
/// should then be `reset()`.
public final class Solver {
    var tableau = Tableau()

    public init() {}

    /// Runs `body` on the state in place: one exclusivity check per call (the access to the
    /// stored property); inside, the algorithms work on an `inout` value with none.
    @inline(__always)
    func withTableau<Result>(_ body: (inout Tableau) throws(SolverError) -> Result) throws(SolverError) -> Result {
        try body(&tableau)
    }

    // MARK: Constraints

    public func add(_ constraint: Constraint) throws(SolverError) {
        try withTableau { (t: inout Tableau) throws(SolverError) in try t.add(constraint) }
    }

    /// Adds several constraints, optimising once at the end instead of after each. Often faster
    /// (kiwi's enaml-like system, grids), sometimes slower (a long chain, where the deferred
    /// optimisation runs over denser rows; see `make bench`). Stops at the first that throws:
    /// those before it stay added, it does not.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        try withTableau { (t: inout Tableau) throws(SolverError) in try t.add(constraints) }
    }

    public func remove(_ constraint: Constraint) throws(SolverError) {
        try withTableau { (t: inout Tableau) throws(SolverError) in try t.remove(constraint) }
    }

    public func contains(_ constraint: Constraint) -> Bool { tableau.records.contains(constraint) }

    /// Every constraint, in the order added.
    public var constraints: [Constraint] {
        tableau.records.inOrder.map(\.constraint)
    }

    /// Removes everything: the empty solver.
    public func reset() {
        tableau.records.release()
        tableau = Tableau()
    }

    deinit { tableau.records.release() }

    // MARK: Edit variables (paper §5.2)

    /// Makes `variable` editable at an optional priority; `suggest` then moves it.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try withTableau { (t: inout Tableau) throws(SolverError) in try t.addEditVariable(variable, priority: priority) }
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try withTableau { (t: inout Tableau) throws(SolverError) in try t.removeEditVariable(variable) }
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { tableau.edits[ObjectIdentifier(variable)] != nil }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    public func suggest(_ variable: Variable, _ value: Double) throws(SolverError) {
        try withTableau { (t: inout Tableau) throws(SolverError) in try t.suggest(variable, value) }
    }

    // MARK: Values

    /// The variable's value in the current solution (0 for a variable the solver does not know,
    /// or one it is free to choose).
    public func value(of variable: Variable) -> Double { tableau.value(of: variable) }

    /// Writes every variable's current value into its `value` (kiwi's updateVariables): one pass,
    /// then reading `variable.value` costs nothing.
    public func updateVariables() { tableau.updateVariables() }
}
