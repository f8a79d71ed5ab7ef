/// How strongly a constraint is held: UIKit's `UILayoutPriority`, 1…1000. 1000 is required; any
/// lower priority is optional, and optional constraints are satisfied as nearly as possible.
///
/// Priorities are compared lexicographically, as UIKit documents ("higher priority constraints are
/// satisfied before lower priority constraints"): the objective keeps one row per distinct priority
/// in use (see `Objective`), so no number of violations at a lower priority can outweigh one at a
/// higher priority. This is the paper's symbolic weights restricted to the objective row (Badros et
/// al. 2001, appendix), not kiwi's single double, whose documentation admits that "a large number
/// of weak constraints may outweigh a medium constraint".
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var value: Double
    /// Relative weight among constraints of the same priority (UIKit has none: always 1).
    public var weight: Double

    public init(_ value: Double, weight: Double = 1) {
        self.value = value
        self.weight = weight
    }

    public static let required = Priority(1000)
    public static let defaultHigh = Priority(750)
    public static let defaultLow = Priority(250)
    public static let fittingSizeLevel = Priority(50)

    public var isRequired: Bool { value >= 1000 }
    public var isValid: Bool { value > 0 && value <= 1000 && weight > 0 }

    public static func < (a: Priority, b: Priority) -> Bool { (a.value, a.weight) < (b.value, b.weight) }
    public var description: String { weight == 1 ? formatNumber(value) : "\(formatNumber(value))×\(formatNumber(weight))" }
}

public enum Relation: String, Sendable {
    case lessOrEqual = "<="
    case equal = "=="
    case greaterOrEqual = ">="
}

/// `expression relation 0` at a priority. A constraint is an object: the solver knows it by
/// identity, so the same constraint can be removed later, and two equal-looking constraints are
/// distinct. `identifier` names it in dumps and conflict reports.
public final class Constraint: Hashable, CustomStringConvertible {
    public let expression: LinearExpression
    public let relation: Relation
    public let priority: Priority
    public let identifier: String?
    /// The slot of the tableau numbered `tableau` that holds this constraint (`Records`); 0: none.
    /// Like a variable, a constraint belongs to the thread of the solver that uses it.
    var slot: (tableau: UInt64, slot: Int32) = (0, -1)

    public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required, identifier: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.identifier = identifier
    }

    /// `lhs relation rhs`, stored as `lhs − rhs relation 0`.
    public convenience init(
        _ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: some LinearExpressionConvertible,
        priority: Priority = .required, identifier: String? = nil
    ) {
        self.init(lhs - rhs, relation, priority: priority, identifier: identifier)
    }

    /// The same constraint at another priority (a new object).
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, identifier: identifier)
    }

    public static func == (a: Constraint, b: Constraint) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        let body = "\(expression) \(relation.rawValue) 0"
        let label = identifier.map { "\($0): " } ?? ""
        return priority.isRequired ? label + body : label + body + " @\(priority)"
    }
}

// Constraint-building operators. `a == b` on two bare variables is Swift's identity test, so
// write `a == b + 0` or use `Constraint(a, .equal, b)` there.
public func == (lhs: LinearExpression, rhs: some LinearExpressionConvertible) -> Constraint { Constraint(lhs, .equal, rhs) }
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs, .equal, rhs) }
public func <= (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> Constraint {
    Constraint(lhs, .lessOrEqual, rhs)
}
public func >= (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> Constraint {
    Constraint(lhs, .greaterOrEqual, rhs)
}

infix operator ~ : AdditionPrecedence
/// `constraint ~ 250` sets the priority: `width <= 100 ~ 250`.
public func ~ (constraint: Constraint, priority: Double) -> Constraint { constraint.withPriority(Priority(priority)) }
