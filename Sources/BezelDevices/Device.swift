import BezelGeometry

/// One iPhone or iPad model with every figure Bezel needs to draw its screen, each with provenance.
/// Sizes are in points for the portrait orientation; pixel sizes say so.
public struct Device: Hashable, Sendable {
    public var id: DeviceID
    public var name: String
    public var family: DeviceFamily
    /// `utsname.machine` identifiers, e.g. `iPhone10,3` (S2).
    public var identifiers: [String]
    public var screen: Screen
    /// First major iOS the model shipped with (may be older than 7, the oldest Bezel draws).
    public var firstMajorOS: Sourced<Int>
    /// Last major iOS it received; nil while it still runs the newest version in the catalog.
    public var lastMajorOS: Sourced<Int>?
    public var sensorHousing: SensorHousing
    public var homeIndicator: HomeIndicator?
    /// Status bar and window safe area, one entry per iOS version where they changed.
    public var chrome: [ChromeEra]
    /// Width size class of a full-screen app in landscape (portrait is compact on every iPhone,
    /// regular on every iPad).
    public var landscapeWidthClass: Sourced<SizeClass>
    /// Default left/right layout margins of a view controller's root view, before the safe area
    /// is added (UIView.layoutMargins doc, S23).
    public var rootLayoutMargins: OrientedMargins
    /// The front around the display, for home-button devices (`DeviceFront`).
    public var front: DeviceFront? = nil

    /// The iOS versions this model ran, among those Bezel models.
    public var supportedOS: [OSVersion] {
        OSVersion.allCases.filter { os in
            os.major >= firstMajorOS.value && os.major <= (lastMajorOS?.value ?? Int.max)
        }
    }

    public func supports(_ os: OSVersion) -> Bool { supportedOS.contains(os) }

    /// The chrome figures in force on `os` (the newest era that started on or before it).
    public func chrome(for os: OSVersion) -> ChromeEra {
        chrome.last(where: { $0.since <= os }) ?? chrome[0]
    }

    /// Screen size in points for an orientation.
    public func pointSize(_ orientation: Orientation) -> Size {
        orientation.isLandscape ? screen.points.transposed : screen.points
    }

    /// Whether the status bar shows in this orientation on `os`: always in portrait; in landscape
    /// as the era says (`ChromeEra.landscapeStatusBar`: iPads keep it, iPhones show it on iOS 7
    /// and hide it from iOS 8).
    public func showsStatusBar(_ orientation: Orientation, os: OSVersion) -> Bool {
        !orientation.isLandscape || chrome(for: os).landscapeStatusBar.value
    }

    /// Whether the interface can turn upside-down: iPads (all four orientations by default)
    /// and home-button iPhones (when the app opts in); never Face ID iPhones (KB80–KB86).
    public var allowsUpsideDown: Bool { family == .ipad || homeIndicator == nil }

    public func widthClass(_ orientation: Orientation) -> SizeClass {
        switch (family, orientation) {
        case (.ipad, _): .regular
        case (.iphone, .portrait), (.iphone, .portraitUpsideDown): .compact
        case (.iphone, _): landscapeWidthClass.value
        }
    }
}

public struct Screen: Hashable, Sendable {
    /// Portrait size in points.
    public var points: Size
    /// UIKit's `UIScreen.scale`.
    public var scale: Double
    /// Physical panel size in pixels where the system downsamples (Plus phones, 12/13 mini).
    public var panelPixels: PixelSize?
    public var cornerRadius: Sourced<Double>
    public var diagonalInches: Double
    public var pixelsPerInch: Int
    public var provenance: Provenance

    /// What UIKit renders: points × scale.
    public var renderedPixels: PixelSize {
        PixelSize(width: Int((points.width * scale).rounded()), height: Int((points.height * scale).rounded()))
    }
}

public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public var description: String { "\(width)×\(height)" }
}

public enum SensorHousing: Hashable, Sendable {
    case none
    case notch(Notch)
    case dynamicIsland(Island)

    public var kind: String {
        switch self {
        case .none: "none"
        case .notch: "notch"
        case .dynamicIsland: "dynamic-island"
        }
    }
}

/// The notch, measured on the portrait screen: `width` across its straight sides, hanging
/// `depth` from the top edge, circular bottom corners, concave fillets into the top edge.
public struct Notch: Hashable, Sendable {
    public var width: Double
    public var depth: Double
    public var bottomRadius: Double
    public var filletRadius: Double
    public var provenance: Provenance
}

/// The resting Dynamic Island: a capsule centred horizontally, `top` below the screen's top edge.
public struct Island: Hashable, Sendable {
    public var size: Size
    public var top: Double
    public var provenance: Provenance
}

/// The home indicator bar of Face ID devices, centred, `bottomOffset` above the bottom edge.
public struct HomeIndicator: Hashable, Sendable {
    public var portraitSize: Size
    public var landscapeSize: Size
    public var bottomOffset: Double
    public var provenance: Provenance
}

/// Status bar height and window safe-area insets from one iOS version on.
public struct ChromeEra: Hashable, Sendable {
    public var since: OSVersion
    /// Height when the status bar shows (portrait on iPhone; both orientations on iPad).
    public var statusBarHeight: Sourced<Double>
    /// The window's `safeAreaInsets`; nil before iOS 11, which has no safe area (views used the
    /// top and bottom layout guides instead).
    public var portraitSafeArea: Sourced<EdgeInsets>?
    public var landscapeSafeArea: Sourced<EdgeInsets>?
    /// Whether the status bar shows in landscape. iPads keep it. iPhones showed it on iOS 7; from
    /// iOS 8 `prefersStatusBarHidden` is true in a vertically compact environment for apps linked
    /// against iOS 8 or later (S50), so iPhones hide it there (S52, S21). An app built with the
    /// iOS 7 SDK keeps it on iOS 8 (a scene's `sdk: ios-7`; the app's window decides).
    public var landscapeStatusBar: Sourced<Bool>

    public func safeArea(_ orientation: Orientation) -> Sourced<EdgeInsets>? {
        orientation.isLandscape ? landscapeSafeArea : portraitSafeArea
    }
}

public struct OrientedMargins: Hashable, Sendable {
    public var portrait: Sourced<Double>
    public var landscape: Sourced<Double>

    public func value(_ orientation: Orientation) -> Sourced<Double> {
        orientation.isLandscape ? landscape : portrait
    }
}
