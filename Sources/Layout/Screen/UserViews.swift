import Devices
import Geometry
import Solver

/// A scroll view a controller may adjust: its root view or the root's first subview (the
/// historic rule of `automaticallyAdjustsScrollViewInsets`; CSDN-GAOYP, FENG), with whether the
/// controller is shown by a navigation or tab bar controller and its guide lengths.
struct OwnedScroll {
    var inContainer: Bool
    var adjustsLegacy: Bool
    var guides: (top: Double, bottom: Double)
}

extension AppBuilder {
    func apply(_ spec: ViewSpec, to node: inout ViewNode) {
        node.isHidden = spec.isHidden
        node.alpha = spec.alpha
        node.isUserInteractionEnabled = spec.userInteractionEnabled
        node.clipsToBounds = spec.clipsToBounds
        node.hitOutsets = spec.hitOutsets
    }

    /// The subviews of `spec` laid out inside `parent`: frames as given, or solved with Auto
    /// Layout against the superview (for scroll views: their content area, as UIKit's edge
    /// constraints to a scroll view mean), its safe-area, margins and readable guides, and
    /// siblings. Table views first get their cells.
    /// `presolved` holds frames a stack view's engine already found for this view's subtree,
    /// keyed by index path below `spec`.
    func subviews(of spec: ViewSpec, in parent: ViewNode, owned: OwnedScroll?, presolved: SolvedFrames? = nil) -> [ViewNode] {
        let info = parentInfo(parent)
        var nodes: [ViewNode] = []
        if spec.viewClass == .tableView {
            nodes += tableCells(spec.scroll ?? ScrollSpec(), table: parent, info: info)
        }
        let solved = presolved ?? subviewFrames(spec, parent: parent)
        for (index, child) in spec.subviews.enumerated() {
            let frame = solved.frame(at: [index])
            let windowFrame = frame.offsetBy(dx: info.boundsOrigin.x, dy: info.boundsOrigin.y)
            let safe = overlapInsets(windowFrame, parent: info, capped: true)
            let margins = plainMargins(
                child.directionalLayoutMargins, safe: safe, frame: frame, parent: info, preserves: child.preservesSuperviewLayoutMargins,
                fromSafeArea: child.insetsLayoutMarginsFromSafeArea)
            var node = node(child.viewClass.rawValue, id: child.id, frame: frame, windowFrame: windowFrame, safe: safe, margins: margins)
            node.isDeclared = true
            apply(child, to: &node)
            let childOwned = index == 0 && parent.owner != nil ? owned : nil
            if child.viewClass.isScrollView { node.scroll = scrollState(child, node: node, owned: childOwned) }
            node.children = subviews(of: child, in: node, owned: nil, presolved: solved.below(index, for: child))
            nodes.append(node)
        }
        return nodes
    }

    /// `contentInset` and `adjustedContentInset` (CHROME §8; Apple's
    /// `contentInsetAdjustmentBehavior` docs). Before iOS 11 a controller in a container adds its
    /// guide lengths to the `contentInset` of the scroll view it owns.
    func scrollState(_ spec: ViewSpec, node: ViewNode, owned: OwnedScroll?) -> ScrollState {
        let scroll = spec.scroll ?? ScrollSpec()
        let size = node.frame.size
        let contentSize =
            scroll.contentSize
            ?? (spec.viewClass == .tableView ? Size(width: size.width, height: Double(scroll.rows) * scroll.rowHeight) : size)
        var inset = scroll.contentInset
        var adjusted = inset
        if !hasSafeArea {
            if let owned, owned.inContainer, owned.adjustsLegacy {
                inset.top += owned.guides.top
                inset.bottom += owned.guides.bottom
            }
            adjusted = inset
        } else {
            let safe = node.safeAreaInsets ?? .zero
            let verticallyScrollable = contentSize.height > size.height || scroll.alwaysBounceVertical
            let horizontallyScrollable = contentSize.width > size.width || scroll.alwaysBounceHorizontal
            let (vertical, horizontal): (Bool, Bool) =
                switch scroll.adjustmentBehavior {
                case .automatic: ((owned?.inContainer ?? false) || verticallyScrollable, horizontallyScrollable)
                case .scrollableAxes: (verticallyScrollable, horizontallyScrollable)
                case .never: (false, false)
                case .always: (true, true)
                }
            if vertical {
                adjusted.top += safe.top
                adjusted.bottom += safe.bottom
            }
            if horizontal {
                adjusted.left += safe.left
                adjusted.right += safe.right
            }
        }
        return ScrollState(
            contentSize: contentSize, contentInset: inset, adjustedContentInset: adjusted,
            contentOffset: Point(x: -adjusted.left, y: -adjusted.top))
    }

    /// `UITableViewCell`s of a plain table, full width, each with its content view inset to the
    /// safe area on the sides from iOS 11 (`insetsContentViewsToSafeArea`, Apple docs).
    private func tableCells(_ scroll: ScrollSpec, table: ViewNode, info: ParentInfo) -> [ViewNode] {
        var cells: [ViewNode] = []
        let safe = table.safeAreaInsets ?? .zero
        for row in 0..<scroll.rows {
            let frame = Rect(x: 0, y: Double(row) * scroll.rowHeight, width: table.frame.width, height: scroll.rowHeight)
            var cell = plainNode("UITableViewCell", frame: frame, parent: info)
            let inset = scroll.insetsContentViewsToSafeArea && hasSafeArea ? (safe.left, safe.right) : (0, 0)
            let contentFrame = Rect(x: inset.0, y: 0, width: frame.width - inset.0 - inset.1, height: frame.height)
            cell.children = [plainNode("UITableViewCellContentView", frame: contentFrame, parent: parentInfo(cell))]
            cells.append(cell)
        }
        return cells
    }
}
