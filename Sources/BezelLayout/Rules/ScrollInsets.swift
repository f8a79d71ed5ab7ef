import BezelDevices
import BezelGeometry

/// Scroll view insets (CHROME §8; APPLE-INSETS, FENG, CSDN-GAOYP): from iOS 11
/// `adjustedContentInset` adds the safe area on the axes `contentInsetAdjustmentBehavior`
/// selects; before, a controller in a container wrote its layout guides into the `contentInset`
/// of the scroll view it owns (`automaticallyAdjustsScrollViewInsets`).

/// A scroll view a controller may adjust: its root view or the root's first subview (the
/// historic rule of `automaticallyAdjustsScrollViewInsets`; CSDN-GAOYP, FENG), with whether the
/// controller is shown by a navigation or tab bar controller and its guide lengths.
struct OwnedScroll {
    var inContainer: Bool
    var adjustsLegacy: Bool
    var guides: (top: Double, bottom: Double)
}

/// `contentSize`, `contentInset`, `adjustedContentInset` and the resting offset of a scroll view.
func scrollState(_ spec: ViewSpec, node: ViewNode, owned: OwnedScroll?, in context: AppContext) -> ScrollState {
    let scroll = spec.scroll ?? ScrollSpec()
    let size = node.frame.size
    let tableHeight = spec.table.map { context.tablePlan($0).height } ?? Double(scroll.rows) * scroll.rowHeight
    let contentSize = scroll.contentSize ?? (spec.viewClass == .tableView ? Size(width: size.width, height: tableHeight) : size)
    var inset = scroll.contentInset
    var adjusted = inset
    if !context.hasSafeArea {
        if let owned, owned.inContainer, owned.adjustsLegacy {
            inset.top += owned.guides.top
            inset.bottom += owned.guides.bottom
        }
        adjusted = inset
    } else {
        let axes = adjustedAxes(scroll, contentSize: contentSize, size: size, inContainer: owned?.inContainer ?? false)
        let safe = node.safeAreaInsets ?? .zero
        if axes.vertical {
            adjusted.top += safe.top
            adjusted.bottom += safe.bottom
        }
        if axes.horizontal {
            adjusted.left += safe.left
            adjusted.right += safe.right
        }
    }
    return ScrollState(
        contentSize: contentSize, contentInset: inset, adjustedContentInset: adjusted,
        contentOffset: Point(x: -adjusted.left, y: -adjusted.top))
}

/// The axes whose safe-area insets the behaviour adds: `automatic` adds the vertical ones for a
/// controller's scroll view in a container, and otherwise as `scrollableAxes` does.
private func adjustedAxes(_ scroll: ScrollSpec, contentSize: Size, size: Size, inContainer: Bool) -> (vertical: Bool, horizontal: Bool) {
    let verticallyScrollable = contentSize.height > size.height || scroll.alwaysBounceVertical
    let horizontallyScrollable = contentSize.width > size.width || scroll.alwaysBounceHorizontal
    switch scroll.adjustmentBehavior {
    case .automatic: return (inContainer || verticallyScrollable, horizontallyScrollable)
    case .scrollableAxes: return (verticallyScrollable, horizontallyScrollable)
    case .never: return (false, false)
    case .always: return (true, true)
    }
}
