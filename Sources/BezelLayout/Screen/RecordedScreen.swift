import BezelGeometry

/// A view tree recorded on a device (a `recursiveDescription` dump, imported by `bezel import`):
/// drawn where the device put each view. No layout rule runs on it; `placeRecorded` only turns
/// its frames into window coordinates and computes where touches land.
public struct RecordedScreen: Hashable, Sendable {
    /// The top-level views. A `UIWindow` (or a subclass) alone at the top is the window; other
    /// views are placed in a window of the screen's size at their frames.
    public var views: [RecordedView]
    /// The status bar is not drawn (a full-screen presentation that hides it).
    public var statusBarHidden: Bool

    public init(views: [RecordedView], statusBarHidden: Bool = false) {
        self.views = views
        self.statusBarHidden = statusBarHidden
    }

    /// Every view, depth first.
    public var allViews: [RecordedView] { views.flatMap(\.subtree) }
}

/// One recorded view, with what its description printed.
public struct RecordedView: Hashable, Sendable {
    /// The class as printed (`UINavigationBar`, `PUCollectionView`, `Hello.ListView`).
    public var className: String
    /// The UIKit class a custom subclass descends from (`baseClass = UICollectionView`).
    public var baseClass: String?
    /// In the superview's bounds coordinates, as printed.
    public var frame: Rect
    public var isHidden = false
    public var alpha = 1.0
    public var clipsToBounds = false
    public var isUserInteractionEnabled = true
    /// What a label, button or cell showed.
    public var text: String?
    /// A scroll view's `contentOffset`: where its subviews' coordinates start.
    public var contentOffset: Point?
    public var children: [RecordedView] = []

    public init(className: String, frame: Rect) {
        self.className = className
        self.frame = frame
    }

    public var subtree: [RecordedView] { [self] + children.flatMap(\.subtree) }

    /// The class UIKit knows the view by, when Bezel models it: its own, else its base class.
    public var knownClass: ViewClass? {
        ViewClass(rawValue: className) ?? baseClass.flatMap { ViewClass(rawValue: $0) }
    }
}
