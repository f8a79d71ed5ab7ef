import Synchronization

/// The solver's whole state as a value, which `Solver` changes in place. It is never copied and
/// then changed on both sides: a risky step saves what it changes in the undo journal instead,
/// and variables carry their symbol tagged with the tableau's `number`. Algorithms follow Badros,
/// Borning & Stuckey 2001 and the structure of kiwi (KIWI; SOLVER §1.2); the names are the
/// paper's: subject, entering, leaving, marker, error.
struct Tableau {
    typealias Record = Records.Record

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
    /// The spare cell buffer of row merges (see `Row.insert(_:times:spare:)`).
    var spareCells: [Row.Cell] = []
    /// Empty column buffers with capacity, for `addToColumn`.
    var spareColumns: [[Int32]] = []
    /// While set, the first write to each existing row and column is recorded, so the step can
    /// be undone exactly (see `Journal`).
    var journal: Journal? = nil
    var objective = Objective()
    /// Only during `addWithArtificialVariable`.
    var artificial: Objective? = nil
    var infeasible: [Symbol] = []
    /// The constraints it holds, found through the slot each carries (`Constraint.slot`).
    var records: Records
    /// The symbol of each variable the solver knows; each also carries it (`Variable.cachedSymbol`).
    var variables: [ObjectIdentifier: Symbol] = [:]
    /// This tableau's number, for `Variable.cachedSymbol` and `Constraint.slot`: unique in the process.
    let number: UInt64
    private static let numbers = Atomic<UInt64>(0)
    /// How many constraint terms use each external symbol, indexed by symbol id.
    var uses: [Int32] = []
    var edits: [ObjectIdentifier: Edit] = [:]
    /// The constraint each marker or error symbol belongs to, indexed by symbol id.
    var owners: [Constraint?] = []
    var sequence = 0
    /// Rows a substitution has rewritten, all told (the work of pivots, for tests and benches).
    var rowsRewritten = 0
    /// Required inequalities placed by the dual simplex, not an artificial variable (for tests).
    var dualAdds = 0

    init() {
        number = Tableau.numbers.add(1, ordering: .relaxed).newValue
        records = Records(owner: number)
    }

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
        for cell in row.cells { addToColumn(Int(cell.symbol.id), row: basic.id) }
    }

    /// Notes that row `id` may contain symbol `index`. A column's first entry takes a recycled
    /// buffer when there is one, with room for eight: columns are emptied and refilled all the
    /// time as symbols enter and leave the basis, and growing fresh small arrays took 7% of
    /// building kiwi's enaml-like system.
    @inline(__always)
    mutating func addToColumn(_ index: Int, row id: Int32) {
        noteColumn(index)
        if columns[index].capacity == 0 {
            columns[index] = spareColumns.popLast() ?? []
            columns[index].reserveCapacity(8)  // most columns stay within it
        }
        columns[index].append(id)
    }

    /// Keeps a column's buffer, emptied, for `addToColumn`. Not while the undo journal may hold
    /// the same buffer (emptying it would then copy).
    mutating func recycleColumn(_ column: inout [Int32]) {
        guard journal == nil, column.capacity > 0 else { return }
        column.removeAll(keepingCapacity: true)
        spareColumns.append(column)
        column = []
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
        // Only when some went: even `removeLast(0)` takes the standard library's general path.
        if kept < column.count { column.removeLast(column.count - kept) }
        columns[index] = column
        return column
    }

    func symbol(of variable: Variable) -> Symbol? {
        let cached = variable.cachedSymbol
        return cached.tableau == number ? cached.symbol : variables[ObjectIdentifier(variable)]
    }

    /// Counts a use of `variable` (one term of a constraint) and returns its symbol, made on its
    /// first use. The variable carries the symbol, so only a first use (or one by a variable
    /// another solver used since) looks in `variables`.
    mutating func use(_ variable: Variable) -> Symbol {
        let cached = variable.cachedSymbol
        if cached.tableau == number {
            uses[Int(cached.symbol.id)] += 1
            return cached.symbol
        }
        if let symbol = variables[ObjectIdentifier(variable)] {
            uses[Int(symbol.id)] += 1
            variable.cachedSymbol = (number, symbol)
            return symbol
        }
        let symbol = newSymbol(.external)
        variables[ObjectIdentifier(variable)] = symbol
        variable.cachedSymbol = (number, symbol)
        variableOf[Int(symbol.id)] = variable
        uses[Int(symbol.id)] = 1
        return symbol
    }

    mutating func release(_ variable: Variable) {
        guard let symbol = symbol(of: variable) else { return }
        let index = Int(symbol.id)
        uses[index] -= 1
        if uses[index] <= 0 {
            variables[ObjectIdentifier(variable)] = nil
            variableOf[index] = nil
            if variable.cachedSymbol.tableau == number { variable.cachedSymbol.tableau = 0 }
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
        var row = Row(constant: expression.constant, capacity: expression.terms.count + 2)
        for term in expression.terms where !isNearZero(term.coefficient) {
            let symbol = use(term.variable)
            if let basic = rows[Int(symbol.id)] {
                row.insert(basic, times: term.coefficient, spare: &spareCells)
            } else {
                row.insert(symbol, term.coefficient)
            }
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
        var best: Symbol? = nil
        var bestCount = Int.max
        for cell in row.cells where cell.symbol.kind == .external {
            let count = columns[Int(cell.symbol.id)].count
            if count < bestCount {
                best = cell.symbol
                bestCount = count
                if count == 0 { break }
            }
        }
        if let best { return best }
        let tight = isNearZero(row.constant)
        func usable(_ candidate: Symbol) -> Bool {
            let c = row.coefficient(for: candidate)
            return candidate.isPivotable && (c < 0 || (tight && c != 0))
        }
        if usable(marker) { return marker }
        if let other, usable(other) { return other }
        return nil
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
