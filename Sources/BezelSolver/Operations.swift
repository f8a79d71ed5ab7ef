/// The solver's operations on the tableau value. `Solver` runs each one on a local copy of its
/// state (moved out and back, not copied), so the hot loops work on a local value with no
/// run-time exclusivity checks.
extension Tableau {
    // MARK: Adding (paper §5.1)

    /// Adds a constraint. With `optimizing: false` the objective is left for the caller to
    /// optimise (a batch add optimises once at the end: every add keeps the tableau feasible, and
    /// the primal simplex reaches the optimum from any feasible basis).
    mutating func add(_ constraint: Constraint, optimizing: Bool = true) throws(SolverError) {
        guard !records.contains(constraint) else { throw .duplicateConstraint(constraint) }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint) }
        // Until the artificial-variable step a failure has only created symbols and counted
        // variable uses, which `discardRow` undoes exactly. That step pivots, so it runs under
        // the undo journal.
        let symbolCount = rows.count
        let (row, marker, other) = makeRow(for: constraint)
        var subject = subject(of: row, marker: marker, other: other)
        if subject == nil && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard isNearZero(row.constant) else {
                let conflicts = owners(of: row.cells.map(\.symbol))
                discardRow(symbolsFrom: symbolCount, of: constraint)
                throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
            }
            subject = marker  // a redundant required equality: keep it, solved for its marker
        }
        if subject == nil { subject = feasibleSubject(of: row) }
        if let subject {
            var solved = row
            solved.solve(for: subject)
            substitute(subject, with: solved)
            place(solved, for: subject)
        } else if optimizing && addThroughDualSimplex(row, marker: marker) {
            // Done; the objective was optimal before and the dual steps kept it so.
        } else {
            beginJournal()
            let certificate: [Symbol]?
            do { certificate = try addWithArtificialVariable(row) } catch {
                rollBackJournal()
                discardRow(symbolsFrom: symbolCount, of: constraint)
                throw error
            }
            if let certificate {
                let conflicts = owners(of: certificate)
                rollBackJournal()
                discardRow(symbolsFrom: symbolCount, of: constraint)
                throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
            }
            journal = nil
        }
        sequence += 1
        records.insert(Record(constraint: constraint, marker: marker, other: other, sequence: sequence))
        owners[Int(marker.id)] = constraint
        if let other { owners[Int(other.id)] = constraint }
        if !constraint.priority.isRequired { objective.retain(constraint.priority.value) }
        if optimizing { try optimize() }
    }

    /// For a row with no external symbol and no fresh marker to solve for: a slack or error
    /// symbol it already shares with other rows, with a negative coefficient, whose entry keeps
    /// every restricted row feasible (the primal ratio test: the value it takes, constant / −c,
    /// is no more than any restricted row containing it with a negative coefficient allows).
    /// Solving for it is one pivot where the artificial-variable step takes several, each
    /// substituting into rows that have filled in (random view trees spent seven tenths of their
    /// time there). Nil when no symbol passes; the artificial variable then decides.
    mutating func feasibleSubject(of row: Row) -> Symbol? {
        let constant = row.constant  // made non-negative by makeRow
        for cell in row.cells where cell.coefficient < 0 && cell.symbol.isPivotable {
            let value = constant / -cell.coefficient
            var fits = true
            for id in rowsContaining(cell.symbol) where kinds[Int(id)] != .external {
                let other = rows[Int(id)]!
                let coefficient = other.coefficient(for: cell.symbol)
                if coefficient < 0 && other.constant + coefficient * value < 0 {
                    fits = false
                    break
                }
            }
            if fits { return cell.symbol }
        }
        return nil
    }

    /// Adds constraints in order with one optimisation at the end. If one throws, the ones before
    /// it stay added (and optimised) and it is not.
    mutating func add(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints {
            do { try add(constraint, optimizing: false) } catch {
                try optimize()
                throw error
            }
        }
        try optimize()
    }

    // MARK: Removing (paper Fig. 9)

    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.remove(constraint) else { throw .unknownConstraint(constraint) }
        let priority = record.constraint.priority
        // 1. Take the constraint's errors out of the objective.
        if !priority.isRequired {
            for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.kind == .error {
                if let row = rows[Int(symbol.id)] {
                    objective.insert(row, times: -priority.weight, priority: priority.value)
                } else {
                    objective.insert(symbol, -priority.weight, priority: priority.value)
                }
            }
        }
        // 2. Drop the marker's row, pivoting the marker into the basis first if needed.
        if rows[Int(record.marker.id)] != nil {
            rows[Int(record.marker.id)] = nil
        } else {
            guard let leaving = markerLeavingRow(record.marker) else {
                throw .internalError("no row to remove marker \(name(record.marker)) through")
            }
            var row = rows[Int(leaving.id)]!
            rows[Int(leaving.id)] = nil
            row.solve(for: record.marker, leaving: leaving)
            substitute(record.marker, with: row)
        }
        // 3. Forget it and re-optimise.
        owners[Int(record.marker.id)] = nil
        if let other = record.other { owners[Int(other.id)] = nil }
        releaseVariables(of: record.constraint)
        if !priority.isRequired { objective.release(priority.value) }
        try optimize()
    }

    // MARK: Edit variables (paper §5.2)

    /// The edit constraint holds the variable at the value it has now (kiwi starts it at 0), so
    /// adding it disturbs nothing: a system whose edit variables are added after its constraints
    /// then costs what one built the other way round does, plus the re-solve of the first
    /// suggestion (issue 20's edit order; SOLVER §2.9 for the arithmetic).
    mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .badRequiredStrength(variable) }
        let start = value(of: variable)
        let constraint = Constraint(LinearExpression([Term(variable)], constant: -start), .equal, priority: priority, identifier: "edit \(variable)")
        try add(constraint)
        let record = records[constraint]!
        edits[key] = Edit(constraint: constraint, marker: record.marker, other: record.other, constant: start)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key] else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
        edits[key] = nil
    }

    mutating func suggest(_ variable: Variable, _ value: Double) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.constant
        edits[key]!.constant = value
        shiftConstant(marker: edit.marker, other: edit.other, by: delta)
        try dualOptimize()
    }

    /// Moves a constraint's constant by `delta` without rebuilding it: the arithmetic of a
    /// suggested value (kiwi suggestValue; SOLVER §2.9).
    mutating func shiftConstant(marker: Symbol, other: Symbol?, by delta: Double) {
        if rows[Int(marker.id)] != nil {
            rows[Int(marker.id)]!.constant -= delta
            if rows[Int(marker.id)]!.constant < 0 { infeasible.append(marker) }
            return
        }
        if let other, rows[Int(other.id)] != nil {
            rows[Int(other.id)]!.constant += delta
            if rows[Int(other.id)]!.constant < 0 { infeasible.append(other) }
            return
        }
        scan &+= 1
        for id in columns[Int(marker.id)] where stamps[Int(id)] != scan {
            stamps[Int(id)] = scan
            let i = Int(id)
            guard rows[i] != nil else { continue }
            let c = rows[i]!.coefficient(for: marker)
            guard c != 0 else { continue }
            rows[i]!.constant += delta * c
            if kinds[i] != .external && rows[i]!.constant < 0 { infeasible.append(Symbol(id: id, kind: kinds[i])) }
        }
    }

    // MARK: Values

    func value(of variable: Variable) -> Double {
        guard let symbol = symbol(of: variable) else { return 0 }
        return rows[Int(symbol.id)]?.constant ?? 0
    }

    func updateVariables() {
        for i in variableOf.indices {
            guard let variable = variableOf[i] else { continue }
            variable.value = rows[i]?.constant ?? 0
        }
    }

    /// The constraints owning the given markers, in the order they were added.
    func owners(of symbols: [Symbol]) -> [Constraint] {
        let owned = Set(symbols.compactMap { Int($0.id) < owners.count ? owners[Int($0.id)] : nil }.map(ObjectIdentifier.init))
        return records.inOrder.filter { owned.contains(ObjectIdentifier($0.constraint)) }.map(\.constraint)
    }
}
