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
    /// whose coefficient vector is negative, or nil at the optimum.
    func enteringSymbol() -> Symbol? {
        var best: Symbol? = nil
        for index in tiers.indices {
            let found: Symbol? = tiers[index].row.cells.withUnsafeBufferPointer { cells in
                var i = 0
                while i < cells.count {
                    // Most cells are positive at the optimum: find the next negative one first.
                    while i < cells.count && !(cells[i].coefficient < 0) { i += 1 }
                    guard i < cells.count else { return nil }
                    let symbol = cells[i].symbol
                    if let current = best, current.id <= symbol.id { return nil }  // cells are in id order
                    i += 1
                    guard symbol.kind != .dummy else { continue }
                    // Negative here; it counts only if every higher tier has no opinion.
                    if !(0..<index).contains(where: { !isNearZero(tiers[$0].row.coefficient(for: symbol)) }) { return symbol }
                }
                return nil
            }
            if let found { best = found }
        }
        return best
    }

    /// The objective's value per tier, highest priority first.
    var values: [(priority: Double, value: Double)] { tiers.map { ($0.priority, $0.row.constant) } }
}
