import BezelAutoLayout
import BezelDevices
import BezelGeometry

/// What a scene says about the app on screen: the window's root view controller with its
/// containers, bars and views, and the status-bar state. Plain values; `layoutApp` turns one
/// into a laid-out view tree for a device, iOS version and orientation.
public struct ScreenSpec: Hashable, Sendable {
    public var root: ControllerSpec
    /// `prefersStatusBarHidden` of the root view controller.
    public var statusBarHidden: Bool
    /// The 40 pt double-height status bar of a call or hotspot. UIKit showed it only on
    /// home-button devices up to iOS 12; from iOS 13 the status bar keeps its height
    /// (CHROME §1.1, IN-CALL-1, IN-CALL-2, QMUI). Elsewhere the option has no effect.
    public var inCallStatusBar: Bool
    public var layoutDirection: LayoutDirection
    /// The app sharing an iPad's screen (Split View or Slide Over); nil: full screen.
    public var multitasking: MultitaskingSpec?
    /// A controller presented modally over the root one (`Rules/Presentation.swift`).
    public var presented: PresentationSpec?
    /// The software keyboard (nil: none; `Screen/KeyboardSpec.swift`).
    public var keyboard: KeyboardSpec?
    /// Windows besides the main one, drawn over it by level (`Screen/WindowSpec.swift`).
    public var windows: [WindowSpec] = []
    /// The SDK the app is linked against (`sdk:` in scene files); nil: the version it runs on.
    /// UIKit keeps some older behaviours for apps linked against an older SDK (`AppContext.linked`).
    public var sdk: OSVersion?
    /// The moment laid out (`states:` in scene files): at rest after `viewDidAppear` unless a
    /// state says otherwise (`Screen/AppState.swift`).
    public var state: AppState = .appeared
    /// The point release of iOS 11 the moment runs on (`states:` with `release:`); nil: the
    /// geometry common to the whole major version, as every other figure.
    public var release: PointRelease?

    public init(
        root: ControllerSpec, statusBarHidden: Bool = false, inCallStatusBar: Bool = false,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.root = root
        self.statusBarHidden = statusBarHidden
        self.inCallStatusBar = inCallStatusBar
        self.layoutDirection = layoutDirection
    }
}

/// A view controller: a plain one with a view tree, or one of UIKit's two bar containers.
public indirect enum ControllerSpec: Hashable, Sendable {
    case plain(ViewControllerSpec)
    case navigation(NavigationControllerSpec)
    case tabBar(TabBarControllerSpec)
    case split(SplitViewControllerSpec)

    /// The settings every controller has (a container's own `UIViewController` properties).
    public var common: ViewControllerSpec {
        switch self {
        case .plain(let spec): spec
        case .navigation(let spec): spec.controller
        case .tabBar(let spec): spec.controller
        case .split(let spec): spec.controller
        }
    }

    /// How many controllers the navigation controller on screen holds (0 when none is shown):
    /// a pop needs two.
    public var visibleNavigationDepth: Int {
        switch self {
        case .plain: 0
        case .navigation(let spec): spec.stack.count
        case .tabBar(let spec): spec.children[spec.selectedIndex].visibleNavigationDepth
        case .split(let spec): spec.secondary.visibleNavigationDepth
        }
    }

    /// The plain controller whose view fills the content area, following visible children.
    var visibleContent: ViewControllerSpec {
        switch self {
        case .plain(let spec): spec
        case .navigation(let spec): spec.stack.last!.visibleContent
        case .tabBar(let spec): spec.children[spec.selectedIndex].visibleContent
        case .split(let spec): spec.secondary.visibleContent
        }
    }
}

/// `UIRectEdge` for `edgesForExtendedLayout`.
public struct RectEdges: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = RectEdges(rawValue: 1)
    public static let left = RectEdges(rawValue: 2)
    public static let bottom = RectEdges(rawValue: 4)
    public static let right = RectEdges(rawValue: 8)
    public static let all: RectEdges = [.top, .left, .bottom, .right]
}

/// Leading/trailing insets (`NSDirectionalEdgeInsets`).
public struct DirectionalInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }

    func resolved(_ direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}

/// `UIViewController`'s layout-related properties and its view.
public struct ViewControllerSpec: Hashable, Sendable {
    public var id: String?
    public var title: String?
    /// The controller's root view (its `class` may be a scroll or table view).
    public var view: ViewSpec
    public var additionalSafeAreaInsets: EdgeInsets = .zero
    public var edgesForExtendedLayout: RectEdges = .all
    public var extendedLayoutIncludesOpaqueBars = false
    /// iOS 7–10: the controller rewrites its scroll view's `contentInset` for the bars.
    public var automaticallyAdjustsScrollViewInsets = true
    /// iOS 11+: root margins never go below `systemMinimumLayoutMargins` unless false.
    public var viewRespectsSystemMinimumLayoutMargins = true
    /// Pushed onto a navigation controller inside a tab bar controller: hide the tab bar.
    public var hidesBottomBarWhenPushed = false
    public var navigationItem = NavigationItemSpec()
    /// `tabBarItem`: the title (else the controller's title) and a placeholder glyph name.
    public var tabBarItem: TabBarItemSpec?
    /// `toolbarItems`, shown in the navigation controller's toolbar while this is on top.
    public var toolbarItems: [ToolbarItemSpec] = []

    public init(id: String? = nil, title: String? = nil, view: ViewSpec = ViewSpec()) {
        self.id = id
        self.title = title
        self.view = view
    }
}

/// A `UITabBarItem`.
public struct TabBarItemSpec: Hashable, Sendable {
    public var title: String?
    /// A placeholder glyph (drawn as a simple vector, never Apple artwork).
    public var glyph: Glyph?

    public init(title: String? = nil, glyph: Glyph? = nil) {
        self.title = title
        self.glyph = glyph
    }
}

/// The navigation bar's backgrounds (iOS 13+ `UINavigationBarAppearance`): the standard one,
/// and the one at the scroll edge (nil: UIKit's default, the standard one made transparent).
/// Drawing only: frames do not change.
public struct BarAppearanceSpec: Hashable, Sendable {
    public enum Background: String, CaseIterable, Hashable, Sendable {
        case `default`, opaque, transparent
    }

    public var standard = Background.default
    public var scrollEdge: Background?
    /// The content is scrolled away from the top (so the standard appearance shows).
    public var scrolled = false

    public init() {}
}

/// A bar's options (navigation bar, toolbar, tab bar).
public struct BarSpec: Hashable, Sendable {
    public var hidden: Bool
    /// `isTranslucent`; an opaque background image makes a bar opaque too (the scene decoder
    /// folds `opaque-background-image` into this).
    public var translucent: Bool

    public init(hidden: Bool = false, translucent: Bool = true) {
        self.hidden = hidden
        self.translucent = translucent
    }
}

public struct NavigationControllerSpec: Hashable, Sendable {
    public var controller: ViewControllerSpec
    /// `viewControllers`, root first; the last one is on screen. Only plain controllers: UIKit
    /// does not support pushing a navigation or tab bar controller.
    public var stack: [ControllerSpec]
    public var navigationBar: BarSpec
    /// `isToolbarHidden` is true by default.
    public var toolbar: BarSpec
    public var hidesBarsWhenVerticallyCompact: Bool
    /// `navigationBar.prefersLargeTitles` (iOS 11+).
    public var prefersLargeTitles = false
    /// Leading and trailing layout margins set by hand on `_UINavigationBarContentView`:
    /// honoured on iOS 11–12, refused from iOS 13 (GK-VC#26, GliKit; CHROME §2.2).
    public var contentViewMargins: DirectionalInsets?
    public var appearance = BarAppearanceSpec()

    public init(
        controller: ViewControllerSpec = ViewControllerSpec(), stack: [ControllerSpec], navigationBar: BarSpec = BarSpec(),
        toolbar: BarSpec = BarSpec(hidden: true), hidesBarsWhenVerticallyCompact: Bool = false
    ) {
        self.controller = controller
        self.stack = stack
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.hidesBarsWhenVerticallyCompact = hidesBarsWhenVerticallyCompact
    }

    /// UIKit keeps the bottom bar hidden from the first controller that asks while it is on
    /// the stack.
    var hidesBottomBar: Bool { hidesBottomBar(upTo: stack.count) }

    /// Whether the bar is hidden while only the first `count` controllers are on the stack (the
    /// one below the top during a pop: `count − 1`).
    func hidesBottomBar(upTo count: Int) -> Bool { stack.prefix(count).contains { $0.common.hidesBottomBarWhenPushed } }
}

public struct TabBarControllerSpec: Hashable, Sendable {
    public var controller: ViewControllerSpec
    /// Plain or navigation controllers, one per tab.
    public var children: [ControllerSpec]
    public var selectedIndex: Int
    public var tabBar: BarSpec

    public init(
        controller: ViewControllerSpec = ViewControllerSpec(), children: [ControllerSpec], selectedIndex: Int = 0,
        tabBar: BarSpec = BarSpec()
    ) {
        self.controller = controller
        self.children = children
        self.selectedIndex = selectedIndex
        self.tabBar = tabBar
    }
}

/// A user view: a UIKit class, a frame or constraints, and the properties that change layout,
/// safe area, margins, scrolling and hit testing.
public struct ViewSpec: Hashable, Sendable {
    public var viewClass: ViewClass
    /// The user's own class (`MyBadgeView`), laid out and drawn as a plain `UIView` (`viewClass`
    /// is then `.view`); nil for UIKit's classes.
    public var customClassName: String?
    public var id: String?
    public var placement: Placement
    public var isHidden = false
    public var alpha = 1.0
    /// nil: the class's default (false for labels and image views, as in UIKit).
    public var isUserInteractionEnabled: Bool?
    public var clipsToBounds = false
    /// How far `point(inside:with:)` reaches beyond the bounds on each side: the common
    /// "enlarge the hit area" override. Zero: UIKit's default.
    public var hitOutsets: EdgeInsets = .zero
    /// nil: 8 on each side (the root view of a controller: the system minimum).
    public var directionalLayoutMargins: DirectionalInsets?
    public var preservesSuperviewLayoutMargins = false
    public var insetsLayoutMarginsFromSafeArea = true
    public var intrinsicContentSize: IntrinsicSize = IntrinsicSize()
    /// Horizontal and vertical hugging and compression resistance priorities.
    public var contentHugging = AxisPriorities(horizontal: 250, vertical: 250)
    public var compressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
    public var scroll: ScrollSpec?
    /// `UIStackView` settings; the subviews are its arranged subviews, laid out in the same
    /// engine as the stack's own superview (so nested stacks size each other, as in UIKit).
    public var stack: StackLayout?
    /// `alignmentRectInsets`: constraints place the frame inset by these (negative insets let
    /// the frame reach outside the place its constraints give it).
    public var alignmentRectInsets: EdgeInsets = .zero
    /// Baselines for stack alignment: first below the top, last above the bottom; nil: the
    /// bottom edge, as UIKit answers for views without text.
    public var firstBaseline: Double?
    public var lastBaseline: Double?
    /// What the view shows for its class: text, a button's title and image, a control's state.
    public var content: ViewContent?
    /// A table view's style and sections (UITableView only).
    public var table: TableSpec?
    /// A standalone bar's `UIBarPosition` as its delegate answers (`Rules/StandaloneBars.swift`).
    public var barPosition: BarPosition?
    public var subviews: [ViewSpec] = []

    public init(viewClass: ViewClass = .view, id: String? = nil, placement: Placement = .fill, subviews: [ViewSpec] = []) {
        self.viewClass = viewClass
        self.id = id
        self.placement = placement
        self.subviews = subviews
    }

    var userInteractionEnabled: Bool { isUserInteractionEnabled ?? viewClass.interactiveByDefault }
}

public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: Double
    public var vertical: Double
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

public struct IntrinsicSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}

/// How a user view gets its frame.
public enum Placement: Hashable, Sendable {
    /// The controller's root view: sized by its container. Subviews with this placement fill
    /// their superview.
    case fill
    /// A fixed frame in the superview's coordinates (autoresizing translation, no mask).
    case frame(Rect)
    /// Auto Layout against the superview, its guides and siblings.
    case constraints([ConstraintSpec])
}

/// One constraint in a scene: `first.attribute relation second.attribute × multiplier + constant`.
public struct ConstraintSpec: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
        case superview
        case safeArea
        case margins
        case readable
        /// `keyboardLayoutGuide` (iOS 15+).
        case keyboard
        case sibling(String)
    }

    public var attribute: LayoutAttribute
    public var relation: LayoutRelation
    /// nil with a nil attribute: a constant-only width or height.
    public var target: Target?
    public var targetAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    public var identifier: String?
    /// Where it was written, for messages ("file:line:column"; empty for constraints built in code).
    public var location: String

    public init(
        attribute: LayoutAttribute, relation: LayoutRelation, target: Target?, targetAttribute: LayoutAttribute?,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, identifier: String? = nil, location: String = ""
    ) {
        self.attribute = attribute
        self.relation = relation
        self.target = target
        self.targetAttribute = targetAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.location = location
    }
}

/// A scroll view's content and inset settings (UIScrollView, UITableView, UICollectionView).
public struct ScrollSpec: Hashable, Sendable {
    public enum AdjustmentBehavior: String, CaseIterable, Hashable, Sendable {
        case automatic
        case scrollableAxes = "scrollable-axes"
        case never
        case always
    }

    /// nil: for a table view, the rows' total height at the table's width; otherwise the
    /// scroll view's own size (not scrollable).
    public var contentSize: Size?
    public var contentInset: EdgeInsets = .zero
    public var adjustmentBehavior: AdjustmentBehavior = .automatic
    /// nil: the class's default (a `UITableView` bounces vertically, other scroll views do not).
    public var alwaysBounceVertical: Bool?
    public var alwaysBounceHorizontal = false
    /// Table views: rows of `rowHeight` (UITableView's default 44) drawn as cells.
    public var rows = 0
    public var rowHeight = 44.0
    /// `UITableView.insetsContentViewsToSafeArea` (iOS 11+, default true).
    public var insetsContentViewsToSafeArea = true

    public init() {}
}
