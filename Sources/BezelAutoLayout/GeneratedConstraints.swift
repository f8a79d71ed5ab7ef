import BezelGeometry

extension LayoutEngine {
    /// Hugging (`≤ intrinsic`) and compression resistance (`≥ intrinsic`) for each axis with an
    /// intrinsic size, at the view's priorities: UIKit's `NSContentSizeLayoutConstraint`
    /// (SOLVER §2.5; objc.io's example: a {100, 30} label gives H ≤ 100 @250, H ≥ 100 @750,
    /// V ≤ 30 @250, V ≥ 30 @750).
    func contentSizeConstraints(for view: View) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        let axes: [(LayoutAttribute, Double?, Double, Double)] = [
            (.width, view.intrinsicContentSize.width, view.contentHugging.horizontal, view.compressionResistance.horizontal),
            (.height, view.intrinsicContentSize.height, view.contentHugging.vertical, view.compressionResistance.vertical),
        ]
        for (attribute, size, hugging, resistance) in axes {
            guard let size, size >= 0 else { continue }
            constraints.append(
                LayoutConstraint(view, attribute, .lessOrEqual, nil, nil, constant: size, priority: hugging, origin: .contentSize))
            constraints.append(
                LayoutConstraint(view, attribute, .greaterOrEqual, nil, nil, constant: size, priority: resistance, origin: .contentSize))
        }
        return constraints
    }

    /// Required constraints that reproduce the view's frame and autoresizing mask (SOLVER §2.6):
    /// per axis the margins and the size keep their current values, except that the flexible
    /// ones share any change of the superview's size, in proportion to their current sizes
    /// (equally when they are all zero). The current superview size is its `frame` size. A view
    /// without a superview is pinned to its frame.
    func autoresizingConstraints(for view: View) -> [LayoutConstraint] {
        let frame = view.alignmentFrame
        guard let superview = view.superview else {
            return [
                (LayoutAttribute.left, frame.minX), (.top, frame.minY), (.width, frame.width), (.height, frame.height),
            ]
            .map { LayoutConstraint(view, $0.0, .equal, nil, nil, constant: $0.1, origin: .autoresizingMask, maskNotation: "root") }
        }
        let mask = view.autoresizingMask
        let axes:
            [(
                position: LayoutAttribute, size: LayoutAttribute, origin: Double, length: Double, container: Double,
                flags: (Bool, Bool, Bool), name: String
            )] = [
                (
                    .left, .width, frame.minX, frame.width, superview.frame.width,
                    (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)), "h="
                ),
                (
                    .top, .height, frame.minY, frame.height, superview.frame.height,
                    (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)), "v="
                ),
            ]
        var constraints: [LayoutConstraint] = []
        for axis in axes {
            let shares = axisShares(
                margin: axis.origin, size: axis.length, trailing: axis.container - axis.origin - axis.length, flexible: axis.flags)
            let notation = axis.name + [axis.flags.0, axis.flags.1, axis.flags.2].map { $0 ? "&" : "-" }.joined()
            // item.position == superview.position + origin + share × (superview.size − container)
            constraints.append(
                LayoutConstraint(
                    view, axis.position, .equal, superview, axis.position, constant: axis.origin - shares.margin * axis.container,
                    origin: .autoresizingMask, maskNotation: notation,
                    extraTerm: shares.margin == 0 ? nil : (superview, axis.size, shares.margin)))
            // item.size == length + share × (superview.size − container)
            constraints.append(
                shares.size == 0
                    ? LayoutConstraint(
                        view, axis.size, .equal, nil, nil, constant: axis.length, origin: .autoresizingMask, maskNotation: notation)
                    : LayoutConstraint(
                        view, axis.size, .equal, superview, axis.size, multiplier: shares.size,
                        constant: axis.length - shares.size * axis.container,
                        origin: .autoresizingMask, maskNotation: notation))
        }
        return constraints
    }

    /// The share of a superview size change taken by the leading margin and by the size.
    private func axisShares(margin: Double, size: Double, trailing: Double, flexible: (Bool, Bool, Bool)) -> (margin: Double, size: Double)
    {
        let parts = [(flexible.0, max(0, margin)), (flexible.1, max(0, size)), (flexible.2, max(0, trailing))]
        let flexibleCount = parts.filter(\.0).count
        guard flexibleCount > 0 else { return (0, 0) }
        let total = parts.filter(\.0).map(\.1).reduce(0, +)
        func share(_ index: Int) -> Double {
            guard parts[index].0 else { return 0 }
            return total > 0 ? parts[index].1 / total : 1 / Double(flexibleCount)
        }
        return (share(0), share(1))
    }
}
