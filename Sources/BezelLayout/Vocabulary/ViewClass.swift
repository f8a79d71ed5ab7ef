/// Every UIKit view class Bezel models, public and private, spelled as UIKit spells it (the raw
/// value, which `bezel explain` prints). A scene may declare only the `declarable` ones; the
/// rest are the views UIKit adds: windows, container views, bars and their private parts.
/// `availability` gives the iOS versions in which each class exists, with its sources.
public enum ViewClass: String, CaseIterable, Hashable, Sendable {
    // MARK: Declarable: the classes a scene's views may have

    case view = "UIView"
    case label = "UILabel"
    case button = "UIButton"
    case imageView = "UIImageView"
    case control = "UIControl"
    case textField = "UITextField"
    case textView = "UITextView"
    case `switch` = "UISwitch"
    case slider = "UISlider"
    case segmentedControl = "UISegmentedControl"
    case activityIndicatorView = "UIActivityIndicatorView"
    case progressView = "UIProgressView"
    case pageControl = "UIPageControl"
    case visualEffectView = "UIVisualEffectView"
    case stackView = "UIStackView"
    case scrollView = "UIScrollView"
    case tableView = "UITableView"
    case collectionView = "UICollectionView"

    // MARK: The window and the controllers' container views

    case window = "UIWindow"
    case layoutContainerView = "UILayoutContainerView"
    /// The 1-pixel line between split view columns (iOS 14+ column style).
    case panelBorderView = "UIPanelBorderView"
    case navigationTransitionView = "UINavigationTransitionView"
    case transitionView = "UITransitionView"
    case viewControllerWrapperView = "UIViewControllerWrapperView"
    case dimmingView = "UIDimmingView"
    case dropShadowView = "UIDropShadowView"
    case roundedRectShadowView = "_UIRoundedRectShadowView"
    case grabber = "_UIGrabber"
    case popoverView = "_UIPopoverView"

    // MARK: Bars and their backgrounds

    case navigationBar = "UINavigationBar"
    case toolbar = "UIToolbar"
    case tabBar = "UITabBar"
    case navigationBarBackground = "_UINavigationBarBackground"
    /// The iOS 9 tab bar's background, its shadow a sibling `UIImageView` (DUMP-TABBAR9).
    case tabBarBackgroundView = "_UITabBarBackgroundView"
    case barBackground = "_UIBarBackground"
    case backdropView = "_UIBackdropView"
    case barBackgroundShadowView = "_UIBarBackgroundShadowView"

    // MARK: Inside the bar backgrounds (the full-depth tree only, `Rules/BarInternals.swift`)

    case backdropEffectView = "_UIBackdropEffectView"
    case visualEffectBackdropView = "_UIVisualEffectBackdropView"
    case visualEffectFilterView = "_UIVisualEffectFilterView"
    case visualEffectSubview = "_UIVisualEffectSubview"
    case barBackgroundShadowContentImageView = "_UIBarBackgroundShadowContentImageView"

    // MARK: Navigation bar contents before iOS 11 (manual layout)

    case navigationItemView = "UINavigationItemView"
    case navigationItemButtonView = "UINavigationItemButtonView"
    case navigationBarBackIndicatorView = "_UINavigationBarBackIndicatorView"
    case navigationButton = "UINavigationButton"
    case toolbarButton = "UIToolbarButton"

    // MARK: Bar contents from iOS 11 (Auto Layout)

    case navigationBarContentView = "_UINavigationBarContentView"
    case navigationBarLargeTitleView = "_UINavigationBarLargeTitleView"
    case navigationBarModernPromptView = "_UINavigationBarModernPromptView"
    case toolbarContentView = "_UIToolbarContentView"
    case buttonBarStackView = "_UIButtonBarStackView"
    case buttonBarButton = "_UIButtonBarButton"
    case modernBarButton = "_UIModernBarButton"
    case buttonLabel = "UIButtonLabel"
    case tamicAdaptorView = "_UITAMICAdaptorView"
    case barItemGroupPlatter = "_UIBarItemGroupPlatter"

    // MARK: The search bar a navigation item's search controller adds

    case paletteClippingView = "_UINavigationControllerPaletteClippingView"
    case managedSearchPalette = "_UINavigationControllerManagedSearchPalette"
    case searchBar = "UISearchBar"
    case searchBarTextField = "UISearchBarTextField"

    // MARK: Tab bar buttons and table cells

    case tabBarButton = "UITabBarButton"
    case tabBarButtonLabel = "UITabBarButtonLabel"
    case tabBarSwappableImageView = "UITabBarSwappableImageView"
    case tableViewCell = "UITableViewCell"
    case tableViewWrapperView = "UITableViewWrapperView"
    /// A controller's `topLayoutGuide` or `bottomLayoutGuide` before iOS 11: a hidden view.
    case layoutGuideView = "_UILayoutGuide"
    case tableViewCellContentView = "UITableViewCellContentView"
    case tableViewHeaderFooterView = "UITableViewHeaderFooterView"
    case tableViewCellSeparatorView = "_UITableViewCellSeparatorView"

    /// The classes a scene file may give its views, in the order the schema lists them.
    public static let declarable: [ViewClass] = [
        .view, .label, .button, .imageView, .control, .textField, .textView, .switch, .slider, .segmentedControl,
        .activityIndicatorView, .progressView, .pageControl, .visualEffectView, .stackView, .scrollView, .tableView, .collectionView,
        .navigationBar, .tabBar, .toolbar, .searchBar,
    ]

    /// The class a scene names, if a scene may use it (system views are UIKit's to add).
    public init?(declared name: String) {
        guard let viewClass = ViewClass(rawValue: name), viewClass.isDeclarable else { return nil }
        self = viewClass
    }

    public var isDeclarable: Bool { ViewClass.declarable.contains(self) }

    /// UILabel and UIImageView ignore touches unless told otherwise.
    var interactiveByDefault: Bool { self != .label && self != .imageView }

    /// `UIControl` and the controls UIKit derives from it: what a reader taps.
    public var isControl: Bool {
        switch self {
        case .control, .button, .textField, .switch, .slider, .segmentedControl, .pageControl: true
        default: false
        }
    }

    public var isScrollView: Bool { self == .scrollView || self == .tableView || self == .collectionView || self == .textView }

    /// A bar background view: `_UIBarBackground`, or before iOS 10 `_UINavigationBarBackground`
    /// and `_UITabBarBackgroundView`.
    public var isBarBackground: Bool { self == .barBackground || self == .navigationBarBackground || self == .tabBarBackgroundView }

    /// The buttons of the navigation bar (both eras), the iOS 11+ toolbar and the tab bar: the
    /// system views a tap-region overlay shows. The pre-iOS 11 `UIToolbarButton` is not one of
    /// them (the overlay has never shown it).
    public var isBarButton: Bool {
        switch self {
        case .buttonBarButton, .navigationButton, .navigationItemButtonView, .tabBarButton: true
        default: false
        }
    }
}
