import BezelGeometry
import BezelSolver

/// `NSLayoutConstraint`: `first.attribute relation multiplier × second.attribute + constant`,
/// at a priority 1…1000 (1000 required). An object: activation and removal go by identity.
public final class LayoutConstraint: CustomStringConvertible {
    /// Where a constraint came from; generated ones print under UIKit's class names.
    public enum Origin: String, Sendable {
        case user = "NSLayoutConstraint"
        /// Hugging or compression resistance around an intrinsic size.
        case contentSize = "NSContentSizeLayoutConstraint"
        case autoresizingMask = "NSAutoresizingMaskLayoutConstraint"
    }

    public let firstItem: LayoutItem
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public let secondItem: LayoutItem?
    public let secondAttribute: LayoutAttribute?
    public let multiplier: Double
    public let constant: Double
    public var priority: Double
    public var identifier: String?
    public let origin: Origin
    /// For autoresizing constraints: UIKit's `h=-&-` mask notation for the axis.
    let maskNotation: String?
    /// A further term on the right-hand side (`+ coefficient × item.attribute`): an autoresizing
    /// margin that stretches with its superview's size needs two terms on the superview.
    let extraTerm: (item: LayoutItem, attribute: LayoutAttribute, coefficient: Double)?

    public internal(set) var isActive = false

    init(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ second: LayoutItem?,
        _ secondAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
        identifier: String? = nil, origin: Origin = .user, maskNotation: String? = nil,
        extraTerm: (item: LayoutItem, attribute: LayoutAttribute, coefficient: Double)? = nil
    ) {
        firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondItem = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.origin = origin
        self.maskNotation = maskNotation
        self.extraTerm = extraTerm
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`: a
    /// user constraint between any two attributes (no second item: a constant width or height).
    public convenience init(
        item first: LayoutItem, attribute firstAttribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem second: LayoutItem?, attribute secondAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0,
        priority: Double = 1000, identifier: String? = nil
    ) {
        self.init(
            first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
            identifier: identifier)
    }

    /// The same constraint with a priority, for chaining: `a.constraint(…).withPriority(250)`.
    public func withPriority(_ priority: Double) -> LayoutConstraint {
        self.priority = priority
        return self
    }

    /// The same constraint with an identifier, shown in logs.
    public func named(_ identifier: String) -> LayoutConstraint {
        self.identifier = identifier
        return self
    }

    /// UIKit's log form: `<NSLayoutConstraint 'id' label.leading == root.leading + 16 @750>`.
    public var description: String {
        var text = "<\(origin.rawValue)"
        if let maskNotation { text += " \(maskNotation)" }
        if let identifier { text += " '\(identifier)'" }
        text += " \(firstItem.name).\(firstAttribute.rawValue) \(relation.rawValue) "
        if let secondItem, let secondAttribute {
            text += multiplier == 1 ? "" : "\(formatCompact(multiplier))*"
            text += "\(secondItem.name).\(secondAttribute.rawValue)"
            if let extraTerm {
                text += " + \(formatCompact(extraTerm.coefficient))*\(extraTerm.item.name).\(extraTerm.attribute.rawValue)"
            }
            if constant != 0 { text += constant < 0 ? " - \(formatCompact(-constant))" : " + \(formatCompact(constant))" }
        } else {
            text += formatCompact(constant)
        }
        if priority < 1000 { text += " @\(formatCompact(priority))" }
        return text + ">"
    }
}

/// `NSLayoutConstraint.Relation`, printed as in UIKit's logs.
public enum LayoutRelation: String, Hashable, Sendable {
    case equal = "=="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="

    /// The solver's relation for the same inequality.
    var solverRelation: Relation {
        switch self {
        case .equal: .equal
        case .lessOrEqual: .lessOrEqual
        case .greaterOrEqual: .greaterOrEqual
        }
    }
}

/// `UILayoutPriority`'s named values (Apple documentation; SOLVER §2.2). Any value in 1…1000
/// is valid; UIKit itself uses in-between ones such as UIStackView's 999.5, 760, 49 and 25.
public enum LayoutPriority {
    public static let required = 1000.0
    public static let defaultHigh = 750.0
    public static let dragThatCanResizeScene = 510.0
    public static let sceneSizeStayPut = 500.0
    public static let dragThatCannotResizeScene = 490.0
    public static let defaultLow = 250.0
    public static let fittingSizeLevel = 50.0
}
