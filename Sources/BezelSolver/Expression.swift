/// A quantity the solver finds a value for. Identity is the object: two variables with the same
/// name are different variables. Read a value with `Solver.value(of:)`, or call
/// `Solver.updateVariables()` and read `value` (kiwi's model: cheaper when reading many).
/// A variable belongs to the thread of the solver that uses it.
public final class Variable: Hashable, CustomStringConvertible {
    public let name: String
    /// The value written by the last `Solver.updateVariables()`.
    public internal(set) var value: Double = 0
    /// The symbol the tableau numbered `tableau` gave this variable, while it uses it
    /// (`Tableau.use`): a field read where a dictionary lookup hashed the object's address for
    /// every term of every constraint added. 0: no tableau (numbers start at 1).
    var cachedSymbol: (tableau: UInt64, symbol: Symbol) = (0, Symbol(id: -1, kind: .external))

    public init(_ name: String = "") { self.name = name }

    public static func == (a: Variable, b: Variable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name.isEmpty ? "unnamed" : name }
}

/// `coefficient × variable`.
public struct Term {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: `Σ terms + constant`.
public struct LinearExpression: CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(_ constant: Double) { self.init([], constant: constant) }

    /// `a + 2*b - 10`.
    public var description: String {
        var text = ""
        func append(_ magnitude: String, negative: Bool) {
            if text.isEmpty { text = negative ? "-" + magnitude : magnitude } else { text += (negative ? " - " : " + ") + magnitude }
        }
        for term in terms {
            let k = abs(term.coefficient)
            append(k == 1 ? term.variable.description : "\(formatNumber(k))*\(term.variable)", negative: term.coefficient < 0)
        }
        if constant != 0 || text.isEmpty { append(formatNumber(abs(constant)), negative: constant < 0) }
        return text
    }
}

func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

/// Anything that can stand in an expression: a variable, a term, a number or an expression.
public protocol LinearExpressionConvertible {
    var expression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible { public var expression: LinearExpression { LinearExpression(self) } }
extension Term: LinearExpressionConvertible { public var expression: LinearExpression { LinearExpression([self]) } }
extension LinearExpression: LinearExpressionConvertible { public var expression: LinearExpression { self } }
extension Double: LinearExpressionConvertible { public var expression: LinearExpression { LinearExpression(self) } }
extension Int: LinearExpressionConvertible { public var expression: LinearExpression { LinearExpression(Double(self)) } }

// Arithmetic builds expressions; `==`, `<=` and `>=` build constraints (see Constraint.swift).
public func + (a: some LinearExpressionConvertible, b: some LinearExpressionConvertible) -> LinearExpression {
    combine(a.expression, b.expression, sign: 1)
}

public func - (a: some LinearExpressionConvertible, b: some LinearExpressionConvertible) -> LinearExpression {
    combine(a.expression, b.expression, sign: -1)
}

/// `x + sign × y` in one allocation, or none when `y` is a number (`lhs - 0` in a constraint).
private func combine(_ x: LinearExpression, _ y: LinearExpression, sign: Double) -> LinearExpression {
    if y.terms.isEmpty { return LinearExpression(x.terms, constant: x.constant + sign * y.constant) }
    var terms = x.terms
    terms.reserveCapacity(x.terms.count + y.terms.count)
    for term in y.terms { terms.append(Term(term.variable, sign * term.coefficient)) }
    return LinearExpression(terms, constant: x.constant + sign * y.constant)
}

public func * (k: Double, a: some LinearExpressionConvertible) -> LinearExpression {
    let x = a.expression
    return LinearExpression(x.terms.map { Term($0.variable, $0.coefficient * k) }, constant: x.constant * k)
}

public func * (a: some LinearExpressionConvertible, k: Double) -> LinearExpression { k * a }

public func / (a: some LinearExpressionConvertible, k: Double) -> LinearExpression { (1 / k) * a }

public prefix func - (a: some LinearExpressionConvertible) -> LinearExpression { -1.0 * a }
