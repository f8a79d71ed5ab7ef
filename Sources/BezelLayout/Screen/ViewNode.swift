import BezelDevices
import BezelGeometry

/// One view of a laid-out app, as UIKit would report it. All values in points.
public struct ViewNode: Hashable, Sendable {
    /// UIKit's class, private ones included (`_UIBarBackground`, `UILayoutContainerView`).
    public var viewClass: ViewClass
    /// The scene's id for user views; system views have none.
    public var id: String?
    /// The controller whose root view this is: a navigation or tab bar controller's container
    /// view, or a plain controller's view.
    public var viewController: ControllerKind?
    /// In the superview's bounds coordinates (content coordinates inside a scroll view).
    public var frame: Rect
    public var windowFrame: Rect
    /// `safeAreaInsets`; nil before iOS 11, which had no safe area.
    public var safeAreaInsets: EdgeInsets?
    /// `topLayoutGuide.length` and `bottomLayoutGuide.length` on a controller's root view: the
    /// pre-iOS 11 way to reach the bars (deprecated later, still reported).
    public var topLayoutGuideLength: Double?
    public var bottomLayoutGuideLength: Double?
    /// The effective `layoutMargins` (left/right resolved from the layout direction).
    public var layoutMargins: EdgeInsets
    /// `readableContentGuide` in the view's own coordinates.
    public var readableContentFrame: Rect
    public var scroll: ScrollState?
    public var isHidden: Bool
    public var alpha: Double
    public var isUserInteractionEnabled: Bool
    public var clipsToBounds: Bool
    public var hitOutsets: EdgeInsets
    /// The text a label or button shows (bar titles, button titles, prompts), for drawing.
    public var text: String?
    /// The font `text` is set in, in UIKit's style for that text (bar titles semibold, Done and
    /// Save semibold, large titles bold, tab titles medium); set whenever `text` is.
    public var textFont: TextFont?
    /// A placeholder glyph a view shows: the chevron of back buttons, a system bar item's glyph
    /// (`add`, `compose`, …) or `image` for an image item. Drawn as vectors, never artwork.
    public var glyph: Glyph?
    /// Where a touch ends up in this view or one of its subviews, in window coordinates; each
    /// rectangle is maximal along x, then merged down.
    /// The selected tab's button (drawn in the tint colour).
    public var isSelected = false
    /// Declared by the scene (a subview, a custom bar view or a titleView), not added by UIKit.
    public var isDeclared = false
    /// The user's own class name for a declared view of a class UIKit does not have
    /// (`MyBadgeView`); `viewClass` is then `UIView`.
    public var customClassName: String?
    public var tapRegion: [Rect] = []
    /// The parts of `windowFrame` that a touch never reaches this view (or its subviews) in.
    public var deadRegion: [Rect] = []
    public var children: [ViewNode]

    /// The class name `bezel explain` prints: the user's own class, else UIKit's.
    public var className: String { customClassName ?? viewClass.rawValue }

    /// This node and every node below it, depth first.
    public var subtree: [ViewNode] { [self] + children.flatMap(\.subtree) }

    /// The first node in the subtree with this id.
    public func find(_ id: String) -> ViewNode? {
        subtree.first { $0.id == id }
    }

    /// The first node in the subtree of this class.
    public func find(_ viewClass: ViewClass) -> ViewNode? {
        subtree.first { $0.viewClass == viewClass }
    }

    /// `safeAreaLayoutGuide` in the view's own coordinates (the bounds before iOS 11).
    public var safeAreaFrame: Rect { Rect(origin: .zero, size: frame.size).inset(by: safeAreaInsets ?? .zero) }

    /// The same subtree moved `dx` to the right on screen (its `frame` is left to the caller).
    func shiftedInWindow(dx: Double) -> ViewNode {
        var node = self
        node.windowFrame = windowFrame.offsetBy(dx: dx, dy: 0)
        node.children = children.map { $0.shiftedInWindow(dx: dx) }
        return node
    }

    /// `layoutMarginsGuide` in the view's own coordinates.
    public var layoutMarginsFrame: Rect { Rect(origin: .zero, size: frame.size).inset(by: layoutMargins) }
}

/// A scroll view's insets as UIKit computes them.
public struct ScrollState: Hashable, Sendable {
    public var contentSize: Size
    /// `contentInset` (on iOS 7–10 as rewritten by `automaticallyAdjustsScrollViewInsets`).
    public var contentInset: EdgeInsets
    /// `adjustedContentInset`: `contentInset` plus the safe-area parts the behaviour selects
    /// (iOS 11+); before iOS 11 the same as `contentInset`, which was the whole story then.
    public var adjustedContentInset: EdgeInsets
    /// At rest, scrolled to the top: (−left, −top) of the adjusted inset.
    public var contentOffset: Point
}

/// An app laid out on one device, iOS version and orientation.
public struct AppLayout: Hashable, Sendable {
    /// The device and its system chrome (status bar as shown, home indicator, window safe area).
    public var screen: ScreenLayout
    /// The `UIWindow` and everything in it.
    public var window: ViewNode
    /// The status bar's height as laid out (0 when hidden), 40 for the in-call bar.
    public var statusBarHeight: Double
    /// Conflicting-constraint reports, in UIKit's wording, in the order they happened.
    public var conflicts: [String]
    /// Views whose constraints leave an axis undetermined: "id (horizontal)".
    public var ambiguous: [String]
    /// What UIKit would do differently from what the scene asks, e.g. a setting an iOS version
    /// ignores ("note: …" lines in `bezel explain`).
    public var notes: [String] = []
}

extension ViewNode {
    /// A view the scene declared (it has an id and is not a system view), drawn as a box.
    public var isUserBox: Bool {
        isDeclared && id != nil && viewController == nil && viewClass != .stackView
    }

    /// Views whose tap regions the overlay shows: the scene's views and the bar buttons.
    public var isTapSubject: Bool {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled else { return false }
        return isUserBox
            || viewClass.isBarButton
    }
}
