/// A column of the tableau (Badros, Borning & Stuckey 2001, §2: the paper's "variables" of the
/// augmented simplex form). Symbols are numbered in creation order; every scan that chooses a
/// pivot walks them in that order, which makes Bland's rule, and so every result, deterministic.
struct Symbol: Hashable, Comparable, Sendable {
    enum Kind: UInt8, Sendable {
        /// A user variable: unrestricted in sign (the paper's parametric/unrestricted variables).
        case external
        /// The marker of an inequality: restricted to ≥ 0.
        case slack
        /// An error variable of a non-required constraint: restricted to ≥ 0, in the objective.
        case error
        /// The marker of a required equality: fixed at 0, never allowed to enter the basis.
        case dummy
    }

    var id: Int32
    var kind: Kind

    var isRestricted: Bool { kind != .external }
    /// Slack and error symbols may enter the basis; externals may too, but never leave through
    /// the ratio test; dummies never move.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
    static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The solver's one tolerance: values and coefficients within it of zero are zero.
let epsilon = 1e-8

@inline(__always)
func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }
