import BezelDevices

/// A moment in the life of the screen a scene describes (`states:` in scene files): the geometry
/// UIKit reports at that moment, not at rest. `layoutApp` lays a `ScreenSpec` out at its `state`.
///
/// Guarantees: `.appeared` changes nothing (every scene without `states` is laid out at it); the
/// other moments change only what the rule families in `Rules/States.swift` say, each with its
/// source, and flag what no source states exactly as an uncertain figure.
public enum AppState: Hashable, Sendable {
    /// After `viewDidAppear`: the laid-out screen at rest, insets final (the default).
    case appeared
    /// In `viewDidLoad`: the content controller's view is not yet in a window, so UIKit reports
    /// `safeAreaInsets` (and, before iOS 11, the layout guides) as zero (APPLE-SAFEAREA-INSETS,
    /// SEED-5); anything laid out from them then is laid out against zero.
    case viewDidLoad
    /// The content scroll view scrolled this many points up from its resting offset
    /// (`contentOffset.y = −adjustedContentInset.top + points`, the inset as at rest); a large
    /// title collapses first (`Rules/States.swift`).
    case scrolled(Double)
    /// The interactive pop (the edge swipe) this far along, 0…1: the top controller's view slid
    /// right by `progress × width`, the one below coming in from the left (parallax).
    case popping(Double)
    /// A push (of a controller with a back button) this far along, 0…1: the frames are the pop's at
    /// `1 − progress` (UIKit's interactive pop runs the push animation backwards; SLOPPY), but
    /// what went wrong on the way in only (the iOS 11.0 tab-bar jump) happens here.
    case pushing(Double)

    /// How far the content is scrolled, in points (0 unless `.scrolled`).
    public var scrolledPoints: Double {
        if case .scrolled(let points) = self { points } else { 0 }
    }

    /// How far the pop has come (nil unless `.popping` or `.pushing`): a push at `p` is the pop
    /// at `1 − p`.
    public var popProgress: Double? {
        switch self {
        case .popping(let progress): progress
        case .pushing(let progress): 1 - progress
        default: nil
        }
    }

    /// Whether the moment is a push in flight.
    public var isPushing: Bool {
        if case .pushing = self { true } else { false }
    }
}

/// The figures the moments use, in points or as fractions of the screen width.
public enum AppStateFigures {
    /// How far left of its resting place the controller below starts an interactive pop, as a
    /// fraction of the container's width: 0.3 (SLOPPY: "the offset matches the one used in the
    /// pop animation in iOS 7.1"; one source, copied by the libraries that imitate the pop).
    public static let popParallax = 0.3

    /// How far the tab bar jumps up while a controller with `hidesBottomBarWhenPushed` is pushed
    /// on a device with a bottom safe-area inset, under iOS 11.0 only: the window's bottom inset
    /// (34 pt on iPhone X in portrait). An estimate: the reports (QMUI-217, RADAR-35098813,
    /// CYL-187, and SEED-2 in its fourth part) show the bar moving up and their fixes put it back at
    /// `screen height − 83`; TABBAR-JUMP reads the cause as the bar laid out against the safe
    /// area's bottom instead of the screen's. No report prints the distance. Fixed in 11.1
    /// (ES-TABBAR-107, one comment).
    public static func tabBarJump(windowBottomInset: Double) -> Double { windowBottomInset }
}

/// A point release of iOS 11, for moments whose geometry changed within it (`states:` with
/// `release:`): the tab bar jumped on push in 11.0 only, and a custom back button's content
/// outside its frame is cut off during the pop from 11.2 on (SEED-1, QMUI-279).
public struct PointRelease: Hashable, Sendable, Comparable {
    /// The minor version: 11.`minor`, 0…4.
    public let minor: Int

    /// The iOS 11 point releases Bezel tells apart.
    public static let minors = 0...4

    public init?(minor: Int) {
        guard Self.minors.contains(minor) else { return nil }
        self.minor = minor
    }

    /// "11.2".
    public var name: String { "11.\(minor)" }

    public static func < (a: PointRelease, b: PointRelease) -> Bool { a.minor < b.minor }
}
