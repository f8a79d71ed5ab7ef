import BezelDevices
import BezelGeometry

/// Bars a scene adds as plain views, with no controller (KEYBOARD §3; CHROME §2–4): each takes
/// the height its `sizeThatFits` gives in that era as its intrinsic height — a navigation bar
/// its bar height, a toolbar 44 (32 in compact landscape), a tab bar 49 without the home
/// indicator's inset (a standalone bar pinned to the bottom edge stays 49; KB62), a search bar
/// 44 up to iOS 10 and 56 from iOS 11 (KB50, KB51, KB52). Widths come from constraints.
extension AppContext {
    /// The intrinsic height of a standalone bar class, nil for other classes.
    func standaloneBarHeight(_ viewClass: ViewClass) -> BarFigure? {
        switch viewClass {
        case .navigationBar: metrics.navigationBarHeight(device, os: designOS, sdk: sdk, orientation: orientation)
        case .tabBar: metrics.tabBarHeight(device, os: designOS, sdk: sdk, orientation: orientation, bottomInset: 0)
        case .toolbar: metrics.toolbarHeight(device, os: designOS, sdk: sdk, orientation: orientation, bottomInset: 0)
        case .searchBar: searchBarHeight
        default: nil
        }
    }

    /// `UISearchBar.sizeThatFits` height: 44 (28 pt field) to iOS 10, 56 (36 pt field) from
    /// iOS 11 (KB50, KB51, KB52, KB55); iOS 26 not found, so the iOS 11–18 figure, flagged.
    var searchBarHeight: BarFigure {
        if os >= .ios26 { return BarFigure(56, .estimate, "no iOS 26 figure: the 56 of iOS 11–18 (KB50, KB52)") }
        return os >= .ios11
            ? BarFigure(56, .confirmed, "56 from iOS 11 (KB50, KB51, KB52)") : BarFigure(44, .confirmed, "44 to iOS 10 (KB50, KB52)")
    }

    /// The height figure of a standalone bar when its intrinsic height is used.
    func standaloneBarFigures(_ spec: ViewSpec) -> Diagnostics {
        var report = Diagnostics()
        guard spec.intrinsicContentSize.height == nil, let figure = standaloneBarHeight(spec.viewClass) else { return report }
        report.note("\(spec.viewClass.rawValue) height", figure)
        return report
    }
}

/// `UIBarPosition` (KB57: any 0, bottom 1, top 2, topAttached 3), as a standalone bar's delegate
/// answers `position(for:)`; nil: the bar's default (KB58, KB59).
public enum BarPosition: String, CaseIterable, Hashable, Sendable {
    case any, bottom, top
    case topAttached = "top-attached"
}

extension AppContext {
    /// A bar whose delegate answers `topAttached` draws its background upward to the screen's
    /// top edge, under the status bar, while its frame stays put (KB58, KB60, KB61); other
    /// positions and other classes draw none.
    func backgroundExtension(_ spec: ViewSpec, windowFrame: Rect) -> Double {
        guard spec.barPosition == .topAttached, [.navigationBar, .searchBar, .toolbar].contains(spec.viewClass) else { return 0 }
        return max(0, windowFrame.minY)
    }
}
