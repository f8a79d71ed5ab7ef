import BezelDevices

/// The iOS versions in which UIKit's view hierarchies show a class, as far as the cited sources
/// go: from `introduced` (nil: already there on iOS 7, the oldest version Bezel models) up to
/// but not including `removed` (nil: still there on the newest). `sources` are keys of
/// docs/sources.md; `[doc]` is Apple's documentation of a public class. None: the container views
/// every view dump shows, for which no source is cited yet.
public struct ClassAvailability: Hashable, Sendable {
    public var introduced: OSVersion?
    public var removed: OSVersion?
    public var sources: [String]

    init(from introduced: OSVersion? = nil, until removed: OSVersion? = nil, _ sources: [String]) {
        self.introduced = introduced
        self.removed = removed
        self.sources = sources
    }

    public func contains(_ os: OSVersion) -> Bool {
        introduced.map { os >= $0 } ?? true && removed.map { os < $0 } ?? true
    }
}

extension ViewClass {
    /// Where the class exists. The bar classes follow the hierarchy table of CHROME §2.4: the
    /// manual-layout bar up to iOS 10, `_UIBarBackground` from iOS 10, the Auto Layout content
    /// view from iOS 11, the shadow view from iOS 13, item platters on iOS 26.
    public var availability: ClassAvailability {
        switch self {
        case .view, .label, .button, .imageView, .control, .textField, .textView, .switch, .slider, .segmentedControl,
            .activityIndicatorView, .progressView, .pageControl, .tableViewHeaderFooterView, .scrollView, .tableView, .collectionView, .window, .navigationBar, .toolbar, .tabBar, .searchBar,
            .tableViewCell:
            ClassAvailability(["[doc]"])
        case .visualEffectView: ClassAvailability(from: .ios8, ["[doc]", "APPLE-EFFECTVIEW"])
        case .stackView: ClassAvailability(from: .ios9, ["[doc]", "CHROME §7"])
        case .layoutContainerView, .navigationTransitionView, .transitionView, .viewControllerWrapperView,
            .tableViewCellContentView, .tableViewCellSeparatorView:
            ClassAvailability([])
        case .searchBarTextField: ClassAvailability(["QMUI"])
        case .panelBorderView: ClassAvailability(from: .ios14, ["SPLIT6"])
        case .dimmingView, .popoverView: ClassAvailability(["CYCRIPT"])
        case .dropShadowView: ClassAvailability(["CYCRIPT", "CHARON"])
        case .roundedRectShadowView: ClassAvailability(from: .ios13, ["CYCRIPT", "CHARON"])
        case .grabber: ClassAvailability(from: .ios15, ["CHARON", "OUK-PRES"])
        case .navigationBarBackground, .backdropView: ClassAvailability(until: .ios10, ["SEED-3", "CHROME §2.4", "QMUI", "HAWK"])
        case .barBackground: ClassAvailability(from: .ios10, ["SEED-3", "CHROME §2.4", "QMUI"])
        case .tabBarBackgroundView: ClassAvailability(until: .ios10, ["DUMP-TABBAR9"])
        case .tableViewWrapperView: ClassAvailability(until: .ios11, ["FID-D-LNPOPUP-168"])
        case .layoutGuideView: ClassAvailability(until: .ios11, ["FID-D-QYNAVBACK", "FID-D-FRIDA4S"])
        case .barBackgroundShadowView: ClassAvailability(from: .ios13, ["CHROME §2.4", "QMUI"])
        case .backdropEffectView: ClassAvailability(until: .ios10, ["SEED-3", "DUMP-1PX"])
        case .visualEffectBackdropView: ClassAvailability(from: .ios10, ["SEED-3", "DUMP-ZJ12", "DUMP-WJ11", "DUMP-LLDB15"])
        case .visualEffectFilterView: ClassAvailability(from: .ios10, until: .ios11, ["SEED-3", "DUMP-ZJ12"])
        case .visualEffectSubview: ClassAvailability(from: .ios11, ["SEED-3", "DUMP-ZJ12", "DUMP-WJ11"])
        case .barBackgroundShadowContentImageView: ClassAvailability(from: .ios13, ["DUMP-CY13", "DUMP-LLDB15"])
        case .navigationItemView, .navigationItemButtonView, .navigationBarBackIndicatorView, .navigationButton, .toolbarButton:
            ClassAvailability(until: .ios11, ["SEED-3", "CHROME §2.4", "QMUI", "HAWK"])
        case .navigationBarContentView, .navigationBarLargeTitleView, .navigationBarModernPromptView, .buttonBarStackView,
            .buttonBarButton, .modernBarButton, .tamicAdaptorView:
            ClassAvailability(from: .ios11, ["SEED-3", "CHROME §2.4", "NIW", "HAWK", "REIBANG", "DEVXOUL", "QMUI"])
        // A UIButton's title label on every version: in `UINavigationButton` before iOS 11 (DUMP-LEGACY).
        case .buttonLabel: ClassAvailability(["DUMP-LEGACY", "HAWK"])
        case .toolbarContentView: ClassAvailability(from: .ios11, ["CHROME §2.4", "QMUI", "RNN26"])
        case .paletteClippingView, .managedSearchPalette: ClassAvailability(from: .ios11, ["QMUI"])
        case .barItemGroupPlatter: ClassAvailability(from: .ios26, ["CHROME §2.4", "RNN26"])
        case .tabBarButton, .tabBarButtonLabel, .tabBarSwappableImageView: ClassAvailability(["CHROME §2.4", "QMUI"])
        }
    }
}
