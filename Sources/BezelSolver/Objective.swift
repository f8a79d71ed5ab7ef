/// The objective to minimise: one row per priority tier, highest priority first. A symbol's
/// objective coefficient is the vector of its coefficients in the tiers, compared
/// lexicographically: the first tier where it is not zero decides. Tableau rows stay plain
/// numbers; only this row is "symbolic" (Badros et al. 2001, appendix on symbolic weights).
struct Objective: Sendable {
    struct Tier: Sendable {
        var priority: Double
        var row: Row
        /// Constraints at this priority; the tier goes when the last one does.
        var users: Int
    }

    private(set) var tiers: [Tier] = []
    /// Set when `enteringSymbol()` found none and nothing has changed a coefficient since: the
    /// entering choice depends on the objective alone, so the optimiser can stop without a scan
    /// (most additions of a required constraint never touch the objective).
    private(set) var isKnownOptimal = false
    /// The spare cell buffer of this objective's merges (see `Row.insert(_:times:spare:)`).
    private var spare: [Row.Cell] = []
    /// Scratch of `enteringSymbol`: per symbol id, the pass that last saw it in a scanned tier.
    private var seen: [UInt32] = []
    private var pass: UInt32 = 0

    /// A one-tier objective (the artificial objective of `addWithArtificialVariable`).
    init(single row: Row) { tiers = [Tier(priority: 1, row: row, users: 1)] }
    init() {}

    var isEmpty: Bool { tiers.allSatisfy { $0.row.isEmpty } }

    /// The index of the tier for `priority`, created if absent (tiers stay sorted, highest first).
    mutating func tier(for priority: Double) -> Int {
        var index = 0
        while index < tiers.count && tiers[index].priority > priority { index += 1 }
        if index == tiers.count || tiers[index].priority != priority {
            tiers.insert(Tier(priority: priority, row: Row(), users: 0), at: index)
        }
        return index
    }

    mutating func retain(_ priority: Double) { tiers[tier(for: priority)].users += 1 }

    mutating func release(_ priority: Double) {
        let index = tier(for: priority)
        tiers[index].users -= 1
        if tiers[index].users <= 0 && tiers[index].row.isEmpty { tiers.remove(at: index) }
    }

    /// Adds `coefficient × symbol` at a priority.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double, priority: Double) {
        isKnownOptimal = false
        tiers[tier(for: priority)].row.insert(symbol, coefficient)
    }

    /// Adds `factor × row` at a priority.
    mutating func insert(_ row: Row, times factor: Double, priority: Double) {
        isKnownOptimal = false
        tiers[tier(for: priority)].row.insert(row, times: factor, spare: &spare)
    }

    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for i in tiers.indices where tiers[i].row.substitute(symbol, with: row, spare: &spare) { isKnownOptimal = false }
    }

    mutating func remove(_ symbol: Symbol) {
        for i in tiers.indices where tiers[i].row.remove(symbol) { isKnownOptimal = false }
    }

    /// Records that `enteringSymbol()` returned nil (see `isKnownOptimal`).
    mutating func markOptimal() { isKnownOptimal = true }

    /// −1, 0 or +1: the sign of the symbol's coefficient vector.
    func sign(of symbol: Symbol) -> Int {
        for tier in tiers {
            let c = tier.row.coefficient(for: symbol)
            if !isNearZero(c) { return c < 0 ? -1 : 1 }
        }
        return 0
    }

    /// Compares `coefficient(a) / da` with `coefficient(b) / db` lexicographically (the dual ratio test).
    func compareRatio(_ a: Symbol, _ da: Double, _ b: Symbol, _ db: Double) -> Int {
        for tier in tiers {
            let difference = tier.row.coefficient(for: a) / da - tier.row.coefficient(for: b) / db
            if !isNearZero(difference) { return difference < 0 ? -1 : 1 }
        }
        return 0
    }

    /// The entering symbol of a primal step (Bland's rule): the lowest-numbered non-dummy symbol
    /// whose coefficient vector is negative, or nil at the optimum. A negative coefficient counts
    /// only where every higher tier has none: the symbols of the tiers already scanned are marked
    /// in `seen` (this pass's number), which turns that test into one lookup, where searching
    /// every higher tier for each negative cell took a tenth of building a small system.
    mutating func enteringSymbol() -> Symbol? {
        var best: Symbol? = nil
        // A one-tier objective (the artificial one) marks nothing and needs no scratch.
        let current = beginPass(marking: tiers.count >= 2)
        for index in tiers.indices {
            let limit = best?.id ?? Int32.max
            let last = index == tiers.count - 1
            let found: Symbol? = tiers[index].row.cells.withUnsafeBufferPointer { cells in
                seen.withUnsafeMutableBufferPointer { seen in
                    var candidate: Symbol? = nil
                    for cell in cells {
                        let id = cell.symbol.id
                        if id >= limit { break }  // cells are in id order; later ones cannot win
                        let decided = index > 0 && seen[Int(id)] == current  // the top tier has none above
                        if !decided && cell.coefficient < 0 && cell.symbol.kind != .dummy {
                            candidate = cell.symbol
                            break  // lower tiers can only beat it below its id, all marked by now
                        }
                        if !last && !isNearZero(cell.coefficient) { seen[Int(id)] = current }
                    }
                    return candidate
                }
            }
            if let found { best = found }
        }
        return best
    }

    /// The entering symbol that the fewest rows contain (`rows(symbol)`; ties: the lowest
    /// number) among all whose coefficient vector is negative, or nil at the optimum. Every cell
    /// of every tier is read, where Bland's rule stops at its first candidate.
    mutating func sparsestEnteringSymbol(rows: (Symbol) -> Int) -> Symbol? {
        var best: (symbol: Symbol, rows: Int)? = nil
        let current = beginPass(marking: true)
        for index in tiers.indices {
            for cell in tiers[index].row.cells {
                let id = Int(cell.symbol.id)
                // A symbol is decided by the first tier where it is not zero.
                guard seen[id] != current, !isNearZero(cell.coefficient) else { continue }
                seen[id] = current
                guard cell.coefficient < 0, cell.symbol.kind != .dummy else { continue }
                let count = rows(cell.symbol)
                if best.map({ count < $0.rows || (count == $0.rows && cell.symbol.id < $0.symbol.id) }) ?? true {
                    best = (cell.symbol, count)
                }
            }
        }
        return best?.symbol
    }

    /// A new pass number for marking symbols in `seen`, which grows to hold every symbol of the
    /// tiers when `marking`.
    private mutating func beginPass(marking: Bool) -> UInt32 {
        let highest = marking ? tiers.reduce(Int32(-1)) { max($0, $1.row.cells.last?.symbol.id ?? -1) } : -1
        if seen.count <= Int(highest) { seen.append(contentsOf: repeatElement(0, count: Int(highest) + 1 - seen.count)) }
        pass &+= 1
        if pass == 0 {  // wrapped: forget every mark
            for i in seen.indices { seen[i] = 0 }
            pass = 1
        }
        return pass
    }

    /// The objective's value per tier, highest priority first.
    var values: [(priority: Double, value: Double)] { tiers.map { ($0.priority, $0.row.constant) } }
}
