/// The simplex steps on the tableau: pivoting, the primal simplex that optimises the objective,
/// the dual simplex that restores feasibility after edits, the artificial-variable start and the
/// choice of leaving row when a constraint is removed (Badros, Borning & Stuckey 2001, §4–5;
/// the step names follow kiwi).
extension Tableau {
    // MARK: Pivoting

    /// Replaces `symbol` by `row` in every row and the objectives, noting restricted rows that
    /// became infeasible (negative constant).
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var touched = rowsContaining(symbol)
        columns[Int(symbol.id)] = []  // no row contains it afterwards
        rowsRewritten += touched.count
        // Taken out, so they are not shared while written (a shared buffer is copied).
        var added = scratch
        scratch = []
        var spare = spareCells
        spareCells = []
        for id in touched {
            let i = Int(id)
            added.removeAll(keepingCapacity: true)
            noteRow(i)
            let constant = Tableau.substitute(symbol, with: row, in: &rows[i]!, added: &added, spare: &spare)
            for gained in added { addToColumn(Int(gained.id), row: id) }
            if kinds[i] != .external && constant < 0 { infeasible.append(Symbol(id: id, kind: kinds[i])) }
        }
        added.removeAll(keepingCapacity: true)
        scratch = added
        spareCells = spare
        recycleColumn(&touched)
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// One row's substitution, returning its new constant: the row is reached in place through
    /// the inout argument, where reading it back through the array would copy it (a retain and
    /// release of its cells per row touched).
    private static func substitute(_ symbol: Symbol, with row: Row, in target: inout Row, added: inout [Symbol], spare: inout [Row.Cell]) -> Double {
        target.substitute(symbol, with: row, added: &added, spare: &spare)
        return target.constant
    }

    /// Exchanges a basic symbol (`leaving`) for a parametric one (`entering`).
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = rows[Int(leaving.id)]!
        noteRow(Int(leaving.id))
        rows[Int(leaving.id)] = nil
        row.solve(for: entering, leaving: leaving)
        substitute(entering, with: row)
        place(row, for: entering)
    }

    // MARK: Primal simplex (paper §4: Bland's rule, minimum-ratio test)

    /// Minimises the objective (or the artificial one) by primal simplex steps.
    ///
    /// The entering symbol is Bland's (the lowest-numbered improving one), unless more than
    /// `sparseEntryThreshold` rows contain it: every one of them takes the new row in, and rows
    /// that have filled in make that a square of the system's size (a chain of 1,000 views ended
    /// in one such step, a degenerate one, that substituted 3,000 cells into each of 1,000 rows).
    /// Then the improving symbol the fewest rows contain enters instead. That rule alone could
    /// cycle on degenerate steps, so one optimisation uses it at most `sparseEntryLimit` times,
    /// and Bland's rule, which cannot cycle, finishes. The artificial objective keeps Bland's
    /// rule: there the rule of fewest rows took more steps (a 200-view tree: 9 % more work).
    mutating func optimize(artificialObjective: Bool = false) throws(SolverError) {
        var sparseEntries = 0
        while true {
            if !artificialObjective && objective.isKnownOptimal { return }
            var entering = artificialObjective ? artificial!.enteringSymbol() : objective.enteringSymbol()
            if !artificialObjective, let bland = entering, sparseEntries < Tableau.sparseEntryLimit,
                columns[Int(bland.id)].count > Tableau.sparseEntryThreshold
            {
                sparseEntries += 1
                let columns = self.columns
                entering = objective.sparsestEnteringSymbol { columns[Int($0.id)].count }
            }
            guard let entering else {
                if !artificialObjective { objective.markOptimal() }
                return
            }
            guard let leaving = leavingRow(for: entering) else {
                throw .internalError("the objective is unbounded")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Rows a Bland's-rule entering symbol may be in before the sparsest one is sought instead.
    static let sparseEntryThreshold = 64
    /// Sparsest-symbol entries one optimisation may make before Bland's rule alone goes on.
    static let sparseEntryLimit = 256

    /// The restricted basic row that limits how far `entering` can grow: the smallest
    /// −constant / coefficient among rows where its coefficient is negative; ties go to the
    /// lowest-numbered row (scan order).
    mutating func leavingRow(for entering: Symbol) -> Symbol? {
        var best: Symbol? = nil
        var bestRatio = Double.infinity
        for id in rowsContaining(entering) where kinds[Int(id)] != .external {
            let coefficient = rows[Int(id)]!.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[Int(id)]!.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && id < best!.id) {
                bestRatio = ratio
                best = Symbol(id: id, kind: kinds[Int(id)])
            }
        }
        return best
    }

    // MARK: Dual simplex (paper §5.2: re-solving after edits)

    /// Restores feasibility after constants changed, keeping the objective optimal.
    mutating func dualOptimize() throws(SolverError) {
        if case .stuck(let leaving) = restoreFeasibility(pivotLimit: .max) {
            throw .internalError("dual optimize failed: no entering symbol for \(name(leaving))")
        }
    }

    enum DualOutcome {
        case feasible
        /// This infeasible row has no symbol that can enter: no value of the non-basic symbols
        /// makes it feasible.
        case stuck(Symbol)
        case overPivotLimit
    }

    /// The dual simplex: while a restricted row has a negative constant, it leaves the basis for
    /// the symbol whose objective coefficient over its coefficient in the row is smallest
    /// (lexicographically; ties: the lowest-numbered, scan order), so the objective stays optimal.
    mutating func restoreFeasibility(pivotLimit: Int) -> DualOutcome {
        var pivots = 0
        while let leaving = infeasible.popLast() {
            guard let row = rows[Int(leaving.id)], row.constant < -epsilon else { continue }
            var entering: Symbol? = nil
            var enteringCoefficient = 0.0
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                if let current = entering, objective.compareRatio(cell.symbol, cell.coefficient, current, enteringCoefficient) >= 0 {
                    continue
                }
                entering = cell.symbol
                enteringCoefficient = cell.coefficient
            }
            guard let entering else { return .stuck(leaving) }
            guard pivots < pivotLimit else { return .overPivotLimit }
            pivots += 1
            pivot(entering: entering, leaving: leaving)
        }
        return .feasible
    }

    /// Adds a required inequality whose own slack would start negative (its row has no subject:
    /// no external symbol, and the slack's coefficient is positive with a positive constant), by
    /// the dual simplex instead of an artificial variable: the row goes in solved for its slack,
    /// infeasible, and dual pivots make it feasible. The slack is in no other row and not in the
    /// objective, so the objective stays optimal, as the dual simplex needs; it is optimal
    /// between calls, not during a batch. Random view trees, where each view ending inside its
    /// parent is such a row, build in half the time: 200 views 15.8 → 8.5 ms, 2,000 views
    /// 9.0 → 4.5 s (`make bench`, 2026-11-28), the artificial variable's steps having
    /// substituted into rows that had filled in.
    ///
    /// Returns false, with the tableau as it was, when the row cannot be made feasible (the
    /// artificial variable then finds the conflicting constraints) or the pivots exceed the
    /// tableau's size (a guard against cycling on degenerate steps; the artificial variable,
    /// under Bland's rule, cannot cycle).
    mutating func addThroughDualSimplex(_ row: Row, marker: Symbol) -> Bool {
        guard marker.kind == .slack, row.coefficient(for: marker) > 0, infeasible.isEmpty else { return false }
        beginJournal()
        var solved = row
        solved.solve(for: marker)
        place(solved, for: marker)
        infeasible.append(marker)
        guard case .feasible = restoreFeasibility(pivotLimit: rows.count) else {
            rollBackJournal()
            return false
        }
        journal = nil
        dualAdds += 1
        return true
    }

    // MARK: Artificial variable (paper §5.1, step 4)

    /// Adds a row that has no usable subject by minimising an artificial variable standing for
    /// it. Returns the infeasibility certificate's symbols when the row cannot be satisfied.
    mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> [Symbol]? {
        let art = newSymbol(.slack)
        place(row, for: art)
        artificial = Objective(single: row)
        try optimize(artificialObjective: true)
        let certificate = artificial!.tiers.first?.row
        let satisfied = certificate.map { isNearZero($0.constant) } ?? true
        artificial = nil
        if var artRow = rows[Int(art.id)] {
            rows[Int(art.id)] = nil
            if !artRow.isEmpty {
                guard let entering = artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else {
                    return certificate?.cells.map(\.symbol) ?? []
                }
                artRow.solve(for: entering, leaving: art)
                substitute(entering, with: artRow)
                place(artRow, for: entering)
            }
        }
        for id in rowsContaining(art) {
            noteRow(Int(id))
            rows[Int(id)]!.remove(art)
        }
        columns[Int(art.id)] = []
        objective.remove(art)
        return satisfied ? nil : certificate?.cells.map(\.symbol) ?? []
    }

    // MARK: Removal (paper Fig. 9)

    /// The row to pivot a non-basic marker into before dropping it: a restricted row where the
    /// marker has a negative coefficient (smallest ratio), else a restricted row (smallest
    /// ratio), else the last external row containing it.
    mutating func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (Symbol, Double)? = nil
        var second: (Symbol, Double)? = nil
        var third: Symbol? = nil
        func better(_ candidate: (Symbol, Double), than current: (Symbol, Double)?) -> Bool {
            guard let current else { return true }
            return candidate.1 < current.1 || (candidate.1 == current.1 && candidate.0.id < current.0.id)
        }
        for id in rowsContaining(marker) {
            let row = rows[Int(id)]!
            let c = row.coefficient(for: marker)
            let symbol = Symbol(id: id, kind: kinds[Int(id)])
            if symbol.kind == .external {
                if third == nil || id > third!.id { third = symbol }
            } else if c < 0 {
                let candidate = (symbol, -row.constant / c)
                if better(candidate, than: first) { first = candidate }
            } else {
                let candidate = (symbol, row.constant / c)
                if better(candidate, than: second) { second = candidate }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }
}
