import BezelDevices
import BezelGeometry

/// A bar figure with how sure we are of it. Figures below `.single` confidence end up in the
/// laid-out screen's `uncertain` list so a diagram or `bezel explain` can flag them.
struct BarFigure {
    var value: Double
    var confidence: Confidence
    var basis: String

    init(_ value: Double, _ confidence: Confidence, _ basis: String) {
        self.value = value
        self.confidence = confidence
        self.basis = basis
    }
}

/// Heights and positions of the system bars, and the readable width, per device, iOS version and orientation, from
/// the UIKit chrome notes (CHROME: the § numbers in each comment are its sections; keys resolve in docs/sources.md).
/// Every figure the reference marks as disputed or missing is a named parameter here, with the
/// better-supported default.
public struct ScreenMetrics: Sendable {
    /// iOS 26 navigation bar height on iPhone portrait and iPad: "54" from two issue reports
    /// and one library (§2.1, GK#47, GK code, ZX#60); unconfirmed on a device.
    public var ios26NavigationBarHeight = 54.0
    /// iOS 26 toolbar height on iPhone in portrait: 48, as FID-B-SKPHOTOBROWSER states it. An
    /// iOS 26.0 view log (FID-S-IMSGUI-VIEWER) has 48 pt items in a row that ends 28 above the
    /// screen's bottom, below the safe area, which Bezel's toolbar above the safe area does not
    /// reproduce. Landscape not measured.
    public var ios26ToolbarHeight = 48.0
    /// Tab bar height in landscape on home-button iPhones with compact width, iOS 11+: QMUI's
    /// code says 32, its issue #633 table measured 49 (§3, open question 5).
    public var compactLandscapeTabBarHeight = 32.0
    /// Total toolbar height on iPads with a home indicator: 65 measured (QMUI#633) vs 70 in
    /// QMUI's macro (§4, open question 6). The bar is this minus the 20 pt bottom inset.
    public var homeIndicatorPadToolbarTotal = 65.0
    /// Total tab bar height on iPads with a home indicator: 65 = 45 + 20 (§3, QMUI#633, GK).
    public var homeIndicatorPadTabBarTotal = 65.0
    /// Navigation bar top on Dynamic Island phones, keyed by the window's safe-area top (§1.1):
    /// 59 → 53.667 (KOUKI, QMUI, GK: [2+]), 62 → 56.333 (QMUI, GK: [1+]), 68 → 62.333 (GK: [1]).
    var islandNavigationBarTop: [Double: BarFigure] {
        [
            59: BarFigure(53 + 2.0 / 3, .confirmed, "KOUKI, QMUI navigationBarMaxY, GK: 59 − 5 − 1 px"),
            62: BarFigure(56 + 1.0 / 3, .single, "QMUI and GK only: 62 − 5 − 2 px"),
            68: BarFigure(62 + 1.0 / 3, .single, "GK comment only (iPhone Air)"),
        ]
    }

    /// `readableContentGuide` width at the default Dynamic Type size: 672 on a 1024-wide iPad
    /// landscape, inset 176 each side (§5.2, UYL-R: one source). Other text sizes are not modelled.
    public var readableContentWidth = 672.0
    /// The navigation bar's contents.
    public var navigationBar = NavigationBarMetrics()
    /// The tab bar's buttons.
    public var tabBar = TabBarMetrics()
    /// Text, controls and table cells.
    public var controls = ControlMetrics()
    public var tables = TableMetrics()
    /// Modal presentations: sheets, popovers, the presenting view's scale.
    public var presentation = PresentationMetrics()
    /// The software keyboard's heights.
    public var keyboard = KeyboardMetrics()
    /// Measures bar text; the pipeline passes Pango's (Inter), the default estimates.
    public var text: any TextMeasuring = EstimatedTextMetrics()

    public init() {}

    public static let standard = ScreenMetrics()

    // MARK: Navigation bar

    /// The bar's own height, without the status bar above it (§2.1). iOS 7 and 8 already had
    /// these: 44, 32 in iPhone landscape (JEUI, 2014; S49 an iOS 7 bar 44 tall at y 20); iOS 7 has
    /// no size classes, and every iPhone it ran is compact-width, so the landscape rule holds.
    /// iPad bars grew to 50 only for apps built with the iOS 12 SDK (HK12: Xcode 10); `sdk` nil
    /// means the running version.
    func navigationBarHeight(_ device: Device, os: OSVersion, sdk: OSVersion? = nil, orientation: Orientation) -> BarFigure {
        let compactLandscape = device.family == .iphone && orientation.isLandscape && device.widthClass(orientation) == .compact
        if os >= .ios26 && !(device.family == .iphone && orientation.isLandscape) {
            return BarFigure(ios26NavigationBarHeight, .single, "iOS 26 bar height from GK#47, GK code and ZX#60, not seen on a device")
        }
        if device.family == .ipad {
            if os >= .ios12 && (sdk ?? os) < .ios12 {
                return BarFigure(44, .confirmed, "HK12: an app built before the iOS 12 SDK keeps 44 pt iPad bars")
            }
            return os >= .ios12
                ? BarFigure(50, .confirmed, "HK12, HKPro, QMUI#633: iPad bars 50 from iOS 12")
                : BarFigure(44, .confirmed, "HK12: 44 before iOS 12")
        }
        if orientation.isLandscape {
            let basis = os >= .ios26 ? " (iOS 26 landscape not reported: the iOS 18 value is kept)" : ""
            return compactLandscape
                ? BarFigure(32, os >= .ios26 ? .estimate : .confirmed, "UYL-X, QMUI#633: 32 in compact width and height" + basis)
                : BarFigure(44, os >= .ios26 ? .estimate : .confirmed, "REMENU#109, QMUI: 44 on regular-width phones" + basis)
        }
        return BarFigure(44, .confirmed, "44 on every iPhone before iOS 26")
    }

    /// The bar's top edge in window coordinates: below the status bar, or for Dynamic Island
    /// phones a few points above the safe-area top (§1.1).
    func navigationBarTop(
        _ device: Device, os: OSVersion, orientation: Orientation, statusBar: Double, windowSafeTop: Double
    ) -> BarFigure {
        if case .dynamicIsland = device.sensorHousing, orientation == .portrait, windowSafeTop > 0 {
            if os >= .ios26 { return BarFigure(windowSafeTop, .single, "GK: on iOS 26 the bar starts at the safe-area top") }
            if let figure = islandNavigationBarTop[windowSafeTop] { return figure }
        }
        return BarFigure(max(statusBar, windowSafeTop), .confirmed, "below the status bar and the safe-area top")
    }

    // MARK: Tab bar and toolbar

    /// The tab bar's full frame height, including the bottom safe-area inset (§3); on iPad the
    /// iOS 12 heights need the iOS 12 SDK, as the navigation bar's do (HK12, HKPro).
    func tabBarHeight(_ device: Device, os: OSVersion, sdk: OSVersion? = nil, orientation: Orientation, bottomInset: Double) -> BarFigure {
        if device.family == .ipad {
            let os = min(os, sdk ?? os)
            if device.homeIndicator != nil && os >= .ios12 {
                return BarFigure(homeIndicatorPadTabBarTotal, .single, "QMUI#633, GK: 45 + 20 on iPads with a home indicator")
            }
            return os >= .ios12
                ? BarFigure(50, .confirmed, "HKPro, QMUI#633: iPad tab bar 50 from iOS 12")
                : BarFigure(49, .confirmed, "49 before iOS 12")
        }
        guard orientation.isLandscape, os >= .ios11 else {
            return BarFigure(49 + bottomInset, .confirmed, "49 + the home indicator's \(formatCompact(bottomInset)) (REIBANG, QMUI#633)")
        }
        if device.widthClass(orientation) == .regular {
            return BarFigure(49 + bottomInset, .single, "QMUI: 49 in landscape on Plus and Max phones (+ \(formatCompact(bottomInset)))")
        }
        let disputed = device.homeIndicator == nil
        return BarFigure(
            compactLandscapeTabBarHeight + bottomInset, disputed ? .estimate : .single,
            disputed
                ? "QMUI code says 32, QMUI#633 measured 49 on home-button phones in landscape"
                : "QMUI, GK: 32 in compact landscape (+ \(formatCompact(bottomInset)))")
    }

    /// The toolbar's own height; it sits above the bottom safe-area inset and its background
    /// reaches down to the screen edge (§4).
    func toolbarHeight(_ device: Device, os: OSVersion, sdk: OSVersion? = nil, orientation: Orientation, bottomInset: Double) -> BarFigure {
        if device.family == .ipad {
            let os = min(os, sdk ?? os)
            if device.homeIndicator != nil && os >= .ios12 {
                return BarFigure(
                    homeIndicatorPadToolbarTotal - bottomInset, .estimate,
                    "QMUI#633 measured 65 in all, QMUI's macro says 70; the bar is the total minus the \(formatCompact(bottomInset)) inset")
            }
            return os >= .ios12
                ? BarFigure(50, .confirmed, "HK12: iPad toolbar 50 from iOS 12") : BarFigure(44, .confirmed, "HK12: 44 before iOS 12")
        }
        if os >= .ios26 && !orientation.isLandscape {
            return BarFigure(
                ios26ToolbarHeight, .estimate, "iOS 26: 48 stated for SKPhotoBrowser's toolbar (FID-B-SKPHOTOBROWSER); where it sits not measured")
        }
        if orientation.isLandscape && device.widthClass(orientation) == .compact {
            return BarFigure(32, os >= .ios26 ? .estimate : .confirmed, "HIG, QMUI#633: 44 → 32 in compact landscape")
        }
        return BarFigure(44, os >= .ios26 ? .estimate : .confirmed, "HIG, QMUI#633: 44")
    }
}
