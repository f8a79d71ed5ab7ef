import BezelDumps
import BezelGeometry
import BezelLayout

/// Questions recognition asks of a dumped view, by the UIKit class a view is or descends from.
extension DumpedView {
    /// The class Bezel knows the view by (its own or its base class), if Bezel models it.
    var known: ViewClass? { ViewClass(rawValue: className) ?? baseClass.flatMap { ViewClass(rawValue: $0) } }

    func `is`(_ viewClass: ViewClass) -> Bool { known == viewClass }

    /// The first direct subview of the class.
    func child(_ viewClass: ViewClass) -> DumpedView? { children.first { $0.is(viewClass) } }

    /// Every view below this one of the class, depth first.
    func descendants(_ viewClass: ViewClass) -> [DumpedView] { children.flatMap(\.subtree).filter { $0.is(viewClass) } }

    /// The first non-empty text in the subtree (a button's title label, a cell's label).
    var firstText: String? { subtree.compactMap(\.text).first { !$0.isEmpty } }

    /// Visible: not hidden and not transparent.
    var isShown: Bool { !isHidden && alpha >= 0.01 }

    /// The subview a wrapper holds its content in: the first subview whose class is not one of
    /// `skipping`, following single wrappers down (`UIDropShadowView` › `UIView` › `UIView` ›
    /// `UILayoutContainerView`), at most `depth` levels.
    func firstContainer(depth: Int = 4) -> DumpedView? {
        var current = self
        for _ in 0..<depth {
            if let container = current.child(.layoutContainerView) { return container }
            guard let next = current.children.first(where: { !$0.is(.dimmingView) && !$0.is(.roundedRectShadowView) }) else { return nil }
            current = next
        }
        return nil
    }
}

/// Where a view sits along the bar: in its leading half or not.
func isLeading(_ frame: Rect?, in width: Double) -> Bool {
    guard let frame else { return true }
    return frame.midX < width / 2
}
