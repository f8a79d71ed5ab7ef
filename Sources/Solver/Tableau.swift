/// The solver's whole state as a value, so a snapshot before a risky step is a copy (copy-on-write:
/// it costs nothing until the next mutation). Algorithms follow Badros, Borning & Stuckey 2001 and
/// the structure of kiwi (KIWI; SOLVER §1.2); the names are the paper's:
/// subject, entering, leaving, marker, error.
struct Tableau {
    struct Record {
        var constraint: Constraint
        var marker: Symbol
        var other: Symbol?
        /// Order of addition, for stable reports.
        var sequence: Int
    }

    struct Edit {
        var constraint: Constraint
        var marker: Symbol
        var other: Symbol?
        var constant: Double
    }

    /// Row of each basic symbol, indexed by symbol id (nil: not basic).
    var rows: [Row?] = []
    var kinds: [Symbol.Kind] = []
    /// For each symbol, the basic rows that may contain it: a superset (entries go stale when a
    /// row drops the symbol or leaves the basis, and repeat), checked and compacted when scanned.
    /// It keeps substitution and the ratio tests proportional to a column's size, not the tableau's.
    var columns: [[Int32]] = []
    /// The variable behind each external symbol, indexed by symbol id (dense, for updates).
    var variableOf: [Variable?] = []
    /// Scratch for de-duplicating column entries during one scan.
    var stamps: [UInt32] = []
    var scan: UInt32 = 0
    /// A reusable buffer for the symbols a row gains in `substitute`.
    var scratch: [Symbol] = []
    /// While set, the first write to each existing row and column is recorded, so the step can
    /// be undone exactly (see `Journal`).
    var journal: Journal? = nil
    var objective = Objective()
    /// Only during `addWithArtificialVariable`.
    var artificial: Objective? = nil
    var infeasible: [Symbol] = []
    var records: [ObjectIdentifier: Record] = [:]
    /// The symbol of each variable the solver knows.
    var variables: [ObjectIdentifier: Symbol] = [:]
    /// How many constraint terms use each external symbol, indexed by symbol id.
    var uses: [Int32] = []
    var edits: [ObjectIdentifier: Edit] = [:]
    /// The constraint each marker or error symbol belongs to, indexed by symbol id.
    var owners: [Constraint?] = []
    var sequence = 0

    // MARK: Symbols

    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: Int32(rows.count), kind: kind)
        rows.append(nil)
        kinds.append(kind)
        columns.append([])
        stamps.append(0)
        variableOf.append(nil)
        owners.append(nil)
        uses.append(0)
        return symbol
    }

    /// Puts `row` into the tableau as the row of `basic`, recording it in its symbols' columns.
    mutating func place(_ row: Row, for basic: Symbol) {
        noteRow(Int(basic.id))
        rows[Int(basic.id)] = row
        for cell in row.cells {
            noteColumn(Int(cell.symbol.id))
            columns[Int(cell.symbol.id)].append(basic.id)
        }
    }

    // MARK: Undo journal

    /// The state an artificial-variable step may change, saved lazily: rows and columns as they
    /// were before their first write, and the (small) objective and infeasible list. Restoring it
    /// and dropping the symbols made since gives back the tableau bit for bit, without copying
    /// the rows the step never touched.
    struct Journal {
        let symbolCount: Int
        let objective: Objective
        let infeasible: [Symbol]
        var rows: [(index: Int, row: Row?)] = []
        var columns: [(index: Int, column: [Int32])] = []
        /// Per symbol: bit 0 row saved, bit 1 column saved.
        var saved: [UInt8]

        init(symbolCount: Int, objective: Objective, infeasible: [Symbol]) {
            self.symbolCount = symbolCount
            self.objective = objective
            self.infeasible = infeasible
            saved = Array(repeating: 0, count: symbolCount)
        }
    }

    mutating func beginJournal() {
        journal = Journal(symbolCount: rows.count, objective: objective, infeasible: infeasible)
    }

    @inline(__always)
    mutating func noteRow(_ index: Int) {
        guard journal != nil, index < journal!.symbolCount, journal!.saved[index] & 1 == 0 else { return }
        journal!.saved[index] |= 1
        journal!.rows.append((index, rows[index]))
    }

    @inline(__always)
    mutating func noteColumn(_ index: Int) {
        guard journal != nil, index < journal!.symbolCount, journal!.saved[index] & 2 == 0 else { return }
        journal!.saved[index] |= 2
        journal!.columns.append((index, columns[index]))
    }

    /// Puts back everything the journal saw and forgets symbols created since it began.
    mutating func rollBackJournal() {
        guard let saved = journal else { return }
        journal = nil
        let count = saved.symbolCount
        forgetSymbols(from: count)
        for entry in saved.rows { rows[entry.index] = entry.row }
        for entry in saved.columns { columns[entry.index] = entry.column }
        objective = saved.objective
        infeasible = saved.infeasible
        artificial = nil
    }

    /// The basic rows that really contain `symbol`, each once, in a fixed order; the column is
    /// compacted to exactly these (in place).
    mutating func rowsContaining(_ symbol: Symbol) -> [Int32] {
        let index = Int(symbol.id)
        noteColumn(index)
        var column = columns[index]
        columns[index] = []  // move the column out so it is compacted without a copy
        scan &+= 1
        var kept = 0
        for read in column.indices {
            let id = column[read]
            guard stamps[Int(id)] != scan else { continue }
            stamps[Int(id)] = scan
            guard rows[Int(id)] != nil, rows[Int(id)]!.coefficient(for: symbol) != 0 else { continue }
            column[kept] = id
            kept += 1
        }
        column.removeLast(column.count - kept)
        columns[index] = column
        return column
    }

    func symbol(of variable: Variable) -> Symbol? { variables[ObjectIdentifier(variable)] }

    mutating func use(_ variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let symbol = variables[key] {
            uses[Int(symbol.id)] += 1
            return symbol
        }
        let symbol = newSymbol(.external)
        variables[key] = symbol
        variableOf[Int(symbol.id)] = variable
        uses[Int(symbol.id)] = 1
        return symbol
    }

    mutating func release(_ variable: Variable) {
        let key = ObjectIdentifier(variable)
        guard let symbol = variables[key] else { return }
        let index = Int(symbol.id)
        uses[index] -= 1
        if uses[index] <= 0 {
            variables[key] = nil
            variableOf[index] = nil
        }
    }

    /// Cuts every per-symbol table back to the first `count` symbols.
    private mutating func forgetSymbols(from count: Int) {
        rows.removeSubrange(count...)
        kinds.removeSubrange(count...)
        columns.removeSubrange(count...)
        stamps.removeSubrange(count...)
        variableOf.removeSubrange(count...)
        owners.removeSubrange(count...)
        uses.removeSubrange(count...)
    }

    /// Undoes `makeRow` for a constraint that is not going in: forgets the symbols it created and
    /// the variable uses it counted. Exact, because a failing required constraint never touches
    /// the objective and `makeRow` writes nothing else.
    mutating func discardRow(symbolsFrom count: Int, of constraint: Constraint) {
        releaseVariables(of: constraint)  // first: it reads per-symbol counts about to be cut
        forgetSymbols(from: count)
    }

    /// Undoes the variable uses `makeRow` counted for a constraint (one per non-zero term).
    mutating func releaseVariables(of constraint: Constraint) {
        for term in constraint.expression.terms where !isNearZero(term.coefficient) { release(term.variable) }
    }

    // MARK: Building a row (paper §5.1; kiwi createRow)

    /// The row for `constraint` with every basic variable substituted out, its marker and (for
    /// optional constraints) the other error symbol. Optional constraints' errors go into the
    /// objective at their priority. The row's constant is made non-negative.
    mutating func makeRow(for constraint: Constraint) -> (row: Row, marker: Symbol, other: Symbol?) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !isNearZero(term.coefficient) {
            let symbol = use(term.variable)
            if let basic = rows[Int(symbol.id)] { row.insert(basic, times: term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        let priority = constraint.priority
        var marker: Symbol
        var other: Symbol? = nil
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.insert(marker, sign)
            if !priority.isRequired {
                let error = newSymbol(.error)
                other = error
                row.insert(error, -sign)
                objective.insert(error, priority.weight, priority: priority.value)
            }
        case .equal:
            if priority.isRequired {
                marker = newSymbol(.dummy)
                row.insert(marker, 1)
            } else {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                marker = plus
                other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, priority.weight, priority: priority.value)
                objective.insert(minus, priority.weight, priority: priority.value)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, marker, other)
    }

    /// The symbol to solve a new row for: its first external symbol, else a slack or error marker
    /// with a negative coefficient (kiwi chooseSubject), else nil.
    ///
    /// One addition to kiwi's rule: when the row's constant is zero, the new constraint's own
    /// slack or error marker is a valid subject whatever its sign, since solving for it gives it
    /// the value 0, which is feasible. It appears in no other row, so nothing is substituted. This
    /// keeps constraints that are exactly tight when added (a chain's end against its container)
    /// off the artificial-variable path, which would pivot through long rows.
    func subject(of row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        for cell in row.cells where cell.symbol.kind == .external { return cell.symbol }
        let tight = isNearZero(row.constant)
        for candidate in [marker, other].compactMap({ $0 }) where candidate.isPivotable {
            let c = row.coefficient(for: candidate)
            if c < 0 || (tight && c != 0) { return candidate }
        }
        return nil
    }

    // MARK: Pivoting

    /// Replaces `symbol` by `row` in every row and the objectives, noting restricted rows that
    /// became infeasible (negative constant).
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let touched = rowsContaining(symbol)
        columns[Int(symbol.id)] = []  // no row contains it afterwards
        var added = scratch
        for id in touched {
            let i = Int(id)
            added.removeAll(keepingCapacity: true)
            noteRow(i)
            rows[i]!.substitute(symbol, with: row, added: &added)
            for gained in added {
                noteColumn(Int(gained.id))
                columns[Int(gained.id)].append(id)
            }
            if kinds[i] != .external && rows[i]!.constant < 0 { infeasible.append(Symbol(id: id, kind: kinds[i])) }
        }
        added.removeAll(keepingCapacity: true)
        scratch = added
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
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
    mutating func optimize(artificialObjective: Bool = false) throws(SolverError) {
        while true {
            let entering = artificialObjective ? artificial!.enteringSymbol() : objective.enteringSymbol()
            guard let entering else { return }
            guard let leaving = leavingRow(for: entering) else {
                throw .internalError("the objective is unbounded")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

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
            guard let entering else { throw .internalError("dual optimize failed: no entering symbol for \(name(leaving))") }
            pivot(entering: entering, leaving: leaving)
        }
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

    // MARK: Names

    func name(_ symbol: Symbol) -> String {
        switch symbol.kind {
        case .external: "v\(symbol.id)"
        case .slack: "s\(symbol.id)"
        case .error: "e\(symbol.id)"
        case .dummy: "d\(symbol.id)"
        }
    }
}
