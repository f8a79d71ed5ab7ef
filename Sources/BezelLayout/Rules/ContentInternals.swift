import BezelDevices
import BezelGeometry

/// The private views of the full-depth pass outside the bars (`BarInternals`): the pre-iOS 11
/// layout guide views of a controller and the table view's wrapper.
extension BarInternals {
    /// Before iOS 11 a controller's `topLayoutGuide` and `bottomLayoutGuide` are hidden, zero-wide
    /// `_UILayoutGuide` views, last among its root view's subviews: (0 0; 0 64) and (0 480; 0 0)
    /// on an iOS 7 navigation screen (FID-D-QYNAVBACK), (0 0; 0 20) and (0 431; 0 49) over a tab
    /// bar on iOS 8–9 (FID-D-FRIDA4S).
    func layoutGuideViews(_ root: ViewNode) -> [ViewNode] {
        guard os < .ios11, case .plain = root.viewController, let top = root.topLayoutGuideLength else { return [] }
        let bottom = root.bottomLayoutGuideLength ?? 0
        return [Rect(x: 0, y: 0, width: 0, height: top), Rect(x: 0, y: root.frame.height - bottom, width: 0, height: bottom)].map { frame in
            var guide = node(.layoutGuideView, frame: frame, in: root)
            guide.isHidden = true
            guide.deadRegion = []
            return guide
        }
    }

    /// Before iOS 11 a table view holds its cells in a `UITableViewWrapperView` at its content's
    /// origin, as tall and wide as the table (an iOS 10 dump: `UITableViewWrapperView` (0 0; 375 667)
    /// in a 375 × 667 table, FID-D-LNPOPUP-168; the class went in iOS 11). The cells keep their
    /// frames, since the wrapper sits at (0, 0) of the table's content.
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
