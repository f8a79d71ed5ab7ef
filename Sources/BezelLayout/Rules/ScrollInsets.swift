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
        let adjusting = owned.map { $0.inContainer && $0.adjustsLegacy } ?? false
        let bounces = scroll.alwaysBounceVertical ?? (spec.viewClass == .tableView)
        let axes = adjustedAxes(scroll, bouncesVertically: bounces, contentSize: contentSize, size: size, adjusting: adjusting)
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
    // The controller's own scroll view takes the moment's scroll (`Rules/States.swift`).
    let offset = owned == nil ? Point(x: -adjusted.left, y: -adjusted.top) : stateContentOffset(adjusted: adjusted, context: context)
    return ScrollState(contentSize: contentSize, contentInset: inset, adjustedContentInset: adjusted, contentOffset: offset)
}

/// The axes whose safe-area insets the behaviour adds. `automatic` adds the vertical ones for the
/// scroll view a container's controller owns while its `automaticallyAdjustsScrollViewInsets` is
/// true, and otherwise acts as `scrollableAxes` (UIScrollView.h, quoted by SEED-2; measured on
/// iOS 11: a short scroll view gets no inset once the flag is false, a table view still does:
/// FID-S-GREATYTC, FID-S-HAOMEIWEN-BDQR). An axis scrolls when its content is larger or the view
/// always bounces on it; a table view bounces vertically unless told not to (FID-S-MAGE,
/// FID-S-GREATYTC).
private func adjustedAxes(
    _ scroll: ScrollSpec, bouncesVertically: Bool, contentSize: Size, size: Size, adjusting: Bool
) -> (vertical: Bool, horizontal: Bool) {
    let verticallyScrollable = contentSize.height > size.height || bouncesVertically
    let horizontallyScrollable = contentSize.width > size.width || scroll.alwaysBounceHorizontal
    switch scroll.adjustmentBehavior {
    case .automatic: return (adjusting || verticallyScrollable, horizontallyScrollable)
    case .scrollableAxes: return (verticallyScrollable, horizontallyScrollable)
    case .never: return (false, false)
    case .always: return (true, true)
    }
}
