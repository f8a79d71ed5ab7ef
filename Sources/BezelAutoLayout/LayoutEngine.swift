import BezelGeometry
import BezelSolver

/// Auto Layout on the Cassowary solver: items with four variables each, constraints from anchors,
/// intrinsic sizes, autoresizing masks, right-to-left mirroring, conflict recovery as UIKit does,
/// ambiguity queries, and frames rounded to the pixel grid.
public final class LayoutEngine {
    /// The default direction of views whose `semanticContentAttribute` is unspecified.
    public var layoutDirection: LayoutDirection
    /// Pixels per point, for rounding frames.
    public var scale: Double
    /// Where a broken required constraint goes: just below required, above every priority
    /// UIKit itself uses (UIStackView's 999.5), so it still holds as far as it can. Apple does
    /// not document what "breaking" does; this follows SOLVER §2.3 (Cappuccino's approach).
    public var brokenConstraintPriority = 999.9

    let solver = Solver()
    private var installed: [ObjectIdentifier: (layout: LayoutConstraint, solver: Constraint, order: Int)] = [:]
    private var owners: [ObjectIdentifier: LayoutConstraint] = [:]
    private var order = 0
    /// Views whose hugging and compression resistance are active (each view's are made once).
    private var contentSized: Set<ObjectIdentifier> = []
    private var items: [LayoutItem] = []
    /// Every conflict met so far, with what was broken and why.
    public private(set) var conflicts: [ConflictReport] = []
    /// Called with each conflict as it happens, as UIKit prints to the console; nil: only kept
    /// in `conflicts`.
    public var conflictLog: ((ConflictReport) -> Void)?

    public init(layoutDirection: LayoutDirection = .leftToRight, scale: Double = 1) {
        self.layoutDirection = layoutDirection
        self.scale = scale
    }

    // MARK: Items

    /// Adds a view and its subtree: their layout guides, and the constraints UIKit generates
    /// (autoresizing masks for views that translate them, hugging and compression resistance
    /// around intrinsic sizes). With `contentSize: false` hugging and compression resistance
    /// wait for `activateContentSizeConstraints`.
    public func add(_ root: View, contentSize: Bool = true) {
        for view in root.subtree {
            register(view)
            for guide in view.layoutGuides { register(guide) }
            if view.translatesAutoresizingMaskIntoConstraints { activate(autoresizingConstraints(for: view)) }
            if contentSize { activateContentSizeConstraints(of: view) }
        }
    }

    /// Hugging and compression resistance for the view, unless it has them already.
    public func activateContentSizeConstraints(of view: View) {
        guard contentSized.insert(ObjectIdentifier(view)).inserted else { return }
        activate(contentSizeConstraints(for: view))
    }

    /// Hugging and compression resistance for the subtree's views that lack them, in subtree
    /// order. Activated after the constraints that fix the sizes (a stack's chain), each row is
    /// made already holding or already broken as the sizes require; activated before, every
    /// size the chain then squeezes below its intrinsic size costs degenerate pivots through
    /// the long rows of the positions after it.
    public func activateContentSizeConstraints(in root: View) {
        for view in root.subtree { activateContentSizeConstraints(of: view) }
    }

    private func register(_ item: LayoutItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
    }

    // MARK: Activation

    public func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { activate(constraint) }
    }

    /// Adds a constraint. A required constraint that cannot hold with the others is handled as
    /// UIKit does: the conflict is logged (`conflicts`), one constraint of the conflicting set is
    /// broken (see `ConflictReport`), and layout continues.
    public func activate(_ constraint: LayoutConstraint) {
        guard !constraint.isActive else { return }
        register(constraint.firstItem)
        if let second = constraint.secondItem { register(second) }
        let pending = constraint
        var lowered: Set<ObjectIdentifier> = []
        // Each round breaks one more constraint, so this ends within the number of constraints.
        while true {
            let priority = lowered.contains(ObjectIdentifier(pending)) ? brokenConstraintPriority : min(pending.priority, 1000)
            let solverConstraint = makeSolverConstraint(pending, priority: priority)
            do {
                try solver.add(solverConstraint)
                install(pending, as: solverConstraint)
                return
            } catch SolverError.unsatisfiableConstraint(_, let conflicting) {
                let others = conflicting.compactMap { owners[ObjectIdentifier($0)] }
                let report = ConflictReport(adding: pending, conflicting: others, brokenPriority: brokenConstraintPriority)
                conflicts.append(report)
                conflictLog?(report)
                lowered.insert(ObjectIdentifier(report.broken))
                if report.broken !== pending {
                    // Re-install the broken one lowered, then try the new one again.
                    uninstall(report.broken)
                    let weaker = makeSolverConstraint(report.broken, priority: brokenConstraintPriority)
                    try? solver.add(weaker)
                    install(report.broken, as: weaker)
                }
            } catch {
                preconditionFailure("solver misuse while activating \(pending): \(error)")
            }
        }
    }

    public func deactivate(_ constraint: LayoutConstraint) {
        guard constraint.isActive else { return }
        uninstall(constraint)
    }

    private func install(_ constraint: LayoutConstraint, as solverConstraint: Constraint) {
        order += 1
        installed[ObjectIdentifier(constraint)] = (constraint, solverConstraint, order)
        owners[ObjectIdentifier(solverConstraint)] = constraint
        constraint.isActive = true
    }

    private func uninstall(_ constraint: LayoutConstraint) {
        guard let entry = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        owners[ObjectIdentifier(entry.solver)] = nil
        try? solver.remove(entry.solver)
        constraint.isActive = false
    }

    /// Active constraints in the order they were installed.
    public var activeConstraints: [LayoutConstraint] {
        installed.values.sorted { $0.order < $1.order }.map(\.layout)
    }

    // MARK: Translation to the solver

    /// `first − multiplier × second − constant (relation) 0`. Leading and trailing follow the
    /// first item's layout direction: in right-to-left, the constraint is written in mirrored x
    /// (x ↦ −x), so leading is the right edge and constants grow towards the trailing side,
    /// which is how UIKit flips a whole layout.
    func makeSolverConstraint(_ c: LayoutConstraint, priority: Double) -> Constraint {
        let mirrored =
            (c.firstAttribute.isDirectional || (c.secondAttribute?.isDirectional ?? false))
            && direction(of: c.firstItem) == .rightToLeft
        var expression = attributeExpression(c.firstItem, c.firstAttribute, mirrored: mirrored)
        if let second = c.secondItem, let attribute = c.secondAttribute {
            expression = expression - c.multiplier * attributeExpression(second, attribute, mirrored: mirrored)
        }
        if let extra = c.extraTerm {
            expression = expression - extra.coefficient * attributeExpression(extra.item, extra.attribute, mirrored: mirrored)
        }
        expression = expression - c.constant
        let label = c.identifier ?? c.description
        return Constraint(expression, c.relation.solverRelation, priority: Priority(priority), identifier: label)
    }

    func attributeExpression(_ item: LayoutItem, _ attribute: LayoutAttribute, mirrored: Bool) -> LinearExpression {
        let x = mirrored ? -1.0 : 1.0
        switch attribute {
        case .left: return x * item.minX
        case .right: return x * (item.minX + item.width)
        case .leading: return mirrored ? -1.0 * (item.minX + item.width) : LinearExpression(item.minX)
        case .trailing: return mirrored ? -1.0 * item.minX : item.minX + item.width
        case .centerX: return x * (item.minX + 0.5 * item.width)
        case .width: return LinearExpression(item.width)
        case .top: return LinearExpression(item.minY)
        case .bottom: return item.minY + item.height
        case .centerY: return item.minY + 0.5 * item.height
        case .height: return LinearExpression(item.height)
        case .firstBaseline:
            let view = item as? View
            if let source = view?.viewForFirstBaselineLayout, source !== view {
                return attributeExpression(source, .firstBaseline, mirrored: mirrored)
            }
            if let offset = view?.firstBaselineOffsetFromTop { return item.minY + offset }
            return item.minY + item.height
        case .lastBaseline:
            let view = item as? View
            if let source = view?.viewForLastBaselineLayout, source !== view {
                return attributeExpression(source, .lastBaseline, mirrored: mirrored)
            }
            let offset = view?.lastBaselineOffsetFromBottom ?? 0
            return item.minY + item.height - offset
        }
    }

    func direction(of item: LayoutItem) -> LayoutDirection {
        var view = item.directionSource
        while let current = view {
            switch current.semanticContentAttribute {
            case .forceLeftToRight: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .unspecified: view = current.superview
            }
        }
        return layoutDirection
    }

    // MARK: Results

    /// The item's rectangle in window coordinates, edges rounded to the pixel grid: a view's
    /// frame (its alignment rectangle grown by `alignmentRectInsets`), a guide's rectangle.
    public func windowFrame(of item: LayoutItem) -> Rect {
        alignmentWindowFrame(of: item).inset(by: -((item as? View)?.alignmentRectInsets ?? .zero)).pixelAligned(scale: scale)
    }

    /// The rectangle constraints act on, in window coordinates, before pixel rounding.
    public func alignmentWindowFrame(of item: LayoutItem) -> Rect {
        Rect(
            x: solver.value(of: item.minX), y: solver.value(of: item.minY), width: solver.value(of: item.width),
            height: solver.value(of: item.height))
    }

    /// The view's frame in its superview's coordinates (UIKit's `frame`), from pixel-aligned edges.
    public func frame(of view: View) -> Rect {
        let own = windowFrame(of: view)
        guard let superview = view.superview else { return own }
        let parent = windowFrame(of: superview)
        return own.offsetBy(dx: -parent.minX, dy: -parent.minY)
    }

    public enum Axis: String, Hashable, Sendable { case horizontal, vertical }

    /// The axes on which the item's position or size is not determined (UIKit's
    /// `hasAmbiguousLayout`, per axis).
    public func ambiguousAxes(of item: LayoutItem) -> [Axis] {
        var axes: [Axis] = []
        if solver.isAmbiguous(item.minX) || solver.isAmbiguous(item.width) { axes.append(.horizontal) }
        if solver.isAmbiguous(item.minY) || solver.isAmbiguous(item.height) { axes.append(.vertical) }
        return axes
    }

    public func hasAmbiguousLayout(_ item: LayoutItem) -> Bool { !ambiguousAxes(of: item).isEmpty }

    /// Every registered item with an ambiguous axis, in registration order.
    public var ambiguousItems: [(item: LayoutItem, axes: [Axis])] {
        items.compactMap { item in
            let axes = ambiguousAxes(of: item)
            return axes.isEmpty ? nil : (item, axes)
        }
    }

    /// The solver's tableau, for debugging.
    public var solverDump: String { solver.dump }
}
