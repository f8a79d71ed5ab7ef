/// Every way the solver can be misused or fail, one case each. (`@unchecked Sendable` because
/// `Error` requires it; the constraints it carries belong to the solver's thread.)
public enum SolverError: Error, Equatable, CustomStringConvertible, @unchecked Sendable {
    /// A required constraint contradicts the required constraints already added; `conflicts` are
    /// those it contradicts (from the simplex infeasibility certificate), in the order they were added.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required (kiwi's rule): suggestions must be able to give way.
    case badRequiredStrength(Variable)
    /// A priority outside 1…1000, or a weight that is not positive.
    case invalidPriority(Constraint)
    /// A bug: the tableau reached a state the algorithm should make impossible.
    case internalError(String)

    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let c, let conflicts):
            "unsatisfiable required constraint \(c); it conflicts with: " + conflicts.map(\.description).joined(separator: "; ")
        case .duplicateConstraint(let c): "constraint already added: \(c)"
        case .unknownConstraint(let c): "constraint not in the solver: \(c)"
        case .duplicateEditVariable(let v): "\(v) is already an edit variable"
        case .unknownEditVariable(let v): "\(v) is not an edit variable"
        case .badRequiredStrength(let v): "edit variable \(v) cannot be required"
        case .invalidPriority(let c): "priority \(c.priority) is outside 1…1000 (or its weight is not positive): \(c)"
        case .internalError(let message): "internal solver error: \(message)"
        }
    }
}
