import BezelDevices
import BezelGeometry

/// Before iOS 11 a table view holds its cells in a `UITableViewWrapperView` at its content's
/// origin, as tall and wide as the table (an iOS 10 dump: `UITableViewWrapperView` (0 0; 375 667)
/// in a 375 × 667 table, FID-D-LNPOPUP-168; the class went in iOS 11). Full depth only: the cells
/// keep their frames, since the wrapper sits at (0, 0) of the table's content.
extension BarInternals {
    func tableWrapper(_ table: ViewNode) -> [ViewNode] {
        guard os < .ios11, !table.children.isEmpty else { return table.children }
        let offset = table.scroll?.contentOffset ?? .zero
        var wrapper = node(.tableViewWrapperView, frame: Rect(origin: .zero, size: table.frame.size), in: table)
        wrapper.windowFrame = wrapper.windowFrame.offsetBy(dx: -offset.x, dy: -offset.y)
        // It takes touches as the table does; only the cells in it answer them.
        wrapper.isUserInteractionEnabled = true
        wrapper.deadRegion = []
        wrapper.scroll = nil
        wrapper.children = table.children
        return [wrapper]
    }
}
