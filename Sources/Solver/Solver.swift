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

    // MARK: Constraints

    public func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard tableau.records[key] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint) }
        // Until the artificial-variable step a failure has only created symbols and counted
        // variable uses, which `discardRow` undoes exactly. That step pivots, so it runs on a
        // copy kept for restoring (copy-on-write: the tableau is copied only on that path).
        let symbolCount = tableau.rows.count
        let (row, marker, other, used) = tableau.makeRow(for: constraint)
        var subject = tableau.subject(of: row, marker: marker, other: other)
        if subject == nil && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard isNearZero(row.constant) else {
                let conflicts = owners(of: row.cells.map(\.symbol))
                tableau.discardRow(symbolsFrom: symbolCount, variables: used)
                throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
            }
            subject = marker  // a redundant required equality: keep it, solved for its marker
        }
        if let subject {
            var solved = row
            solved.solve(for: subject)
            tableau.substitute(subject, with: solved)
            tableau.place(solved, for: subject)
        } else {
            let before = tableau
            let certificate: [Symbol]?
            do { certificate = try tableau.addWithArtificialVariable(row) } catch {
                tableau = before
                tableau.discardRow(symbolsFrom: symbolCount, variables: used)
                throw error
            }
            if let certificate {
                let conflicts = owners(of: certificate)
                tableau = before
                tableau.discardRow(symbolsFrom: symbolCount, variables: used)
                throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
            }
        }
        tableau.sequence += 1
        tableau.records[key] = Tableau.Record(constraint: constraint, marker: marker, other: other, sequence: tableau.sequence, variables: used)
        tableau.owners[marker.id] = constraint
        if let other { tableau.owners[other.id] = constraint }
        if !constraint.priority.isRequired { tableau.objective.retain(constraint.priority.value) }
        try tableau.optimize()
    }

    /// Adds several constraints; stops at the first that throws (those before it stay added).
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try add(constraint) }
    }

    public func remove(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = tableau.records[key] else { throw .unknownConstraint(constraint) }
        try removeRecord(record, key: key)
    }

    private func removeRecord(_ record: Tableau.Record, key: ObjectIdentifier) throws(SolverError) {
        let priority = record.constraint.priority
        tableau.records[key] = nil
        // 1. Take the constraint's errors out of the objective.
        if !priority.isRequired {
            for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.kind == .error {
                if let row = tableau.rows[Int(symbol.id)] {
                    tableau.objective.insert(row, times: -priority.weight, priority: priority.value)
                } else {
                    tableau.objective.insert(symbol, -priority.weight, priority: priority.value)
                }
            }
        }
        // 2. Drop the marker's row, pivoting the marker into the basis first if needed.
        if tableau.rows[Int(record.marker.id)] != nil {
            tableau.rows[Int(record.marker.id)] = nil
        } else {
            guard let leaving = tableau.markerLeavingRow(record.marker) else {
                throw .internalError("no row to remove marker \(tableau.name(record.marker)) through")
            }
            var row = tableau.rows[Int(leaving.id)]!
            tableau.rows[Int(leaving.id)] = nil
            row.solve(for: record.marker, leaving: leaving)
            tableau.substitute(record.marker, with: row)
        }
        // 3. Forget it and re-optimise.
        tableau.owners[record.marker.id] = nil
        if let other = record.other { tableau.owners[other.id] = nil }
        for variable in record.variables { tableau.release(variable) }
        if !priority.isRequired { tableau.objective.release(priority.value) }
        try tableau.optimize()
    }

    public func contains(_ constraint: Constraint) -> Bool { tableau.records[ObjectIdentifier(constraint)] != nil }

    /// Every constraint, in the order added.
    public var constraints: [Constraint] {
        tableau.records.values.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// Removes everything: the empty solver.
    public func reset() { tableau = Tableau() }

    // MARK: Edit variables (paper §5.2)

    /// Makes `variable` editable at an optional priority; `suggest` then moves it.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard tableau.edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .badRequiredStrength(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, priority: priority, identifier: "edit \(variable)")
        try add(constraint)
        let record = tableau.records[ObjectIdentifier(constraint)]!
        tableau.edits[key] = Tableau.Edit(constraint: constraint, marker: record.marker, other: record.other, constant: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let edit = tableau.edits[key] else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
        tableau.edits[key] = nil
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { tableau.edits[ObjectIdentifier(variable)] != nil }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    public func suggest(_ variable: Variable, _ value: Double) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let edit = tableau.edits[key] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.constant
        tableau.edits[key]!.constant = value
        shiftConstant(marker: edit.marker, other: edit.other, by: delta)
        try tableau.dualOptimize()
    }

    /// Moves a constraint's constant by `delta` without rebuilding it: the same arithmetic as a
    /// suggested value (solver.md §2.9).
    private func shiftConstant(marker symbol: Symbol, other: Symbol?, by delta: Double) {
        let marker = Int(symbol.id)
        if tableau.rows[marker] != nil {
            tableau.rows[marker]!.constant -= delta
            if tableau.rows[marker]!.constant < 0 { tableau.infeasible.append(symbol) }
            return
        }
        if let other, tableau.rows[Int(other.id)] != nil {
            tableau.rows[Int(other.id)]!.constant += delta
            if tableau.rows[Int(other.id)]!.constant < 0 { tableau.infeasible.append(other) }
            return
        }
        tableau.forEachRow(containing: symbol) { tableau, i in
            let c = tableau.rows[i]!.coefficient(for: symbol)
            tableau.rows[i]!.constant += delta * c
            if tableau.kinds[i] != .external && tableau.rows[i]!.constant < 0 {
                tableau.infeasible.append(Symbol(id: Int32(i), kind: tableau.kinds[i]))
            }
        }
    }

    // MARK: Values

    /// The variable's value in the current solution (0 for a variable the solver does not know,
    /// or one it is free to choose).
    public func value(of variable: Variable) -> Double {
        guard let symbol = tableau.symbol(of: variable) else { return 0 }
        return tableau.rows[Int(symbol.id)]?.constant ?? 0
    }

    /// Writes every variable's current value into its `value` (kiwi's updateVariables): one pass,
    /// then reading `variable.value` costs nothing.
    public func updateVariables() {
        for i in tableau.variableOf.indices {
            guard let variable = tableau.variableOf[i] else { continue }
            variable.value = tableau.rows[i]?.constant ?? 0
        }
    }

    /// The constraints owning the given markers, in the order they were added.
    private func owners(of symbols: [Symbol]) -> [Constraint] {
        let owned = Set(symbols.compactMap { tableau.owners[$0.id] }.map(ObjectIdentifier.init))
        return tableau.records.values.filter { owned.contains(ObjectIdentifier($0.constraint)) }.sorted { $0.sequence < $1.sequence }
            .map(\.constraint)
    }
}
