
/// The attributes of `NSLayoutConstraint`.
public enum LayoutAttribute: String, Sendable {
    case left, right, leading, trailing, centerX, width
    case top, bottom, centerY, height, firstBaseline, lastBaseline

    var isDirectional: Bool { self == .leading || self == .trailing }
    var isAbsoluteHorizontal: Bool { self == .left || self == .right }
}

/// `NSLayoutXAxisAnchor`: leading, trailing, left, right, centerX.
public struct XAxisAnchor {
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    public func constraint(equalTo other: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .equal, other.item, other.attribute, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo other: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .greaterOrEqual, other.item, other.attribute, constant: constant)
    }
    public func constraint(lessThanOrEqualTo other: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .lessOrEqual, other.item, other.attribute, constant: constant)
    }
}

/// `NSLayoutYAxisAnchor`: top, bottom, centerY, firstBaseline, lastBaseline.
public struct YAxisAnchor {
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    public func constraint(equalTo other: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .equal, other.item, other.attribute, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo other: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .greaterOrEqual, other.item, other.attribute, constant: constant)
    }
    public func constraint(lessThanOrEqualTo other: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .lessOrEqual, other.item, other.attribute, constant: constant)
    }
}

/// `NSLayoutDimension`: width and height, with multipliers and constant-only forms.
public struct DimensionAnchor {
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    public func constraint(equalTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .equal, other.item, other.attribute, multiplier: multiplier, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .greaterOrEqual, other.item, other.attribute, multiplier: multiplier, constant: constant)
    }
    public func constraint(lessThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .lessOrEqual, other.item, other.attribute, multiplier: multiplier, constant: constant)
    }
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .equal, nil, nil, constant: constant)
    }
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .greaterOrEqual, nil, nil, constant: constant)
    }
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .lessOrEqual, nil, nil, constant: constant)
    }
}
