import BezelDevices
import BezelGeometry

/// The resolved screen of one device running one iOS version in one orientation.
///
/// Guarantees (what downstream stages may rely on):
/// - Every frame and path is in **interface coordinates, in points**: origin at the top-left of
///   the screen as the user sees it in `orientation`, y down. Hardware (outline, housing) is
///   rotated into that space; system chrome (status bar, home indicator) is laid out in it.
/// - Frames are already rounded to the device pixel grid (1/scale), as UIKit rounds.
/// - Nothing here refers to constraints, eras or catalog look-ups: every value is final.
/// - `uncertain` lists each drawn figure that is inferred or estimated, with its basis, so a
///   diagram can say so.
public struct ScreenLayout: Hashable, Sendable {
    public var deviceID: DeviceID
    public var deviceName: String
    public var family: DeviceFamily
    public var os: OSVersion
    public var osName: String
    public var orientation: Orientation
    /// `UIScreen.scale`.
    public var scale: Double
    /// The screen, (0, 0, width, height).
    public var bounds: Rect
    public var cornerRadius: Double
    /// The display's outline with its continuous corners.
    public var outline: Path
    public var sensorHousing: HousingLayout?
    public var statusBar: StatusBarLayout?
    public var homeIndicator: Rect?
    /// The window's safe area; nil before iOS 11, which had none.
    public var safeArea: SafeAreaLayout?
    /// Default left/right layout margins of a root view controller's view, measured from the
    /// safe-area edge on iOS 11+ (`insetsLayoutMarginsFromSafeArea`), from the screen edge before.
    /// (iOS 7 has no layout margins: `os.hasLayoutMargins`.)
    public var rootLayoutMargins: EdgeInsets
    /// The size classes from iOS 8 (`os.hasSizeClasses`). iOS 7 has none: there they say how
    /// the bars are measured (a phone in landscape gets the landscape bar metrics).
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var uncertain: [UncertainFigure]
    /// The body around a home-button display (nil for Face ID devices, drawn with an even border).
    /// Drawn for context: its figures are the catalog's `DeviceFront`, not UIKit's.
    public var body: BodyLayout? = nil
}

public struct HousingLayout: Hashable, Sendable {
    public enum Kind: String, Sendable { case notch, dynamicIsland = "dynamic-island" }
    public var kind: Kind
    public var outline: Path
    /// The nominal body: the notch between its straight sides (without the fillets), or the island.
    public var frame: Rect
}

public struct StatusBarLayout: Hashable, Sendable {
    public enum Style: String, Sendable {
        /// Home-button phones: signal and carrier left, time centred, battery right.
        case classic
        /// Face ID phones: time in the left "ear", signal, Wi-Fi and battery in the right one.
        case split
        /// iPads from iOS 12: time and date left, Wi-Fi and battery right.
        case pad
    }

    public var frame: Rect
    public var style: Style
    /// Glyph groups and the region each is laid out in (the figure measures, spaces and fits the glyphs).
    public var groups: [StatusBarGroup]
    /// White glyphs (`.lightContent`): over the black window behind a scaled-back card stack.
    public var lightContent = false
}

public struct StatusBarGroup: Hashable, Sendable {
    public enum Alignment: String, Sendable { case leading, center, trailing }
    public var region: Rect
    public var alignment: Alignment
    public var items: [StatusBarItem]
}

public enum StatusBarItem: Hashable, Sendable {
    /// iOS 7–10 drew signal strength as five dots; iOS 11 switched to four bars.
    case signalDots
    case signalBars
    case carrier(String)
    case wifi
    case time(String)
    case batteryPercent(String)
    case battery

    public var name: String {
        switch self {
        case .signalDots: "signal-dots"
        case .signalBars: "signal-bars"
        case .carrier(let text): "carrier \"\(text)\""
        case .wifi: "wifi"
        case .time(let text): "time \"\(text)\""
        case .batteryPercent(let text): "battery-percent \"\(text)\""
        case .battery: "battery"
        }
    }
}

public struct SafeAreaLayout: Hashable, Sendable {
    public var insets: EdgeInsets
    /// `bounds` inset by `insets`.
    public var frame: Rect

    public init(insets: EdgeInsets, frame: Rect) {
        self.insets = insets
        self.frame = frame
    }
}

/// A drawn figure that no source states exactly.
public struct UncertainFigure: Hashable, Sendable {
    public var figure: String
    public var confidence: Confidence
    public var basis: String
}
