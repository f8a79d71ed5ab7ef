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

    /// How far the content is scrolled, in points (0 unless `.scrolled`).
    public var scrolledPoints: Double {
        if case .scrolled(let points) = self { points } else { 0 }
    }

    /// The pop's progress (nil unless `.popping`).
    public var popProgress: Double? {
        if case .popping(let progress) = self { progress } else { nil }
    }
}

/// The figures the moments use, in points or as fractions of the screen width.
public enum AppStateFigures {
    /// How far left of its resting place the controller below starts an interactive pop, as a
    /// fraction of the container's width: 0.3 (SLOPPY: "the offset matches the one used in the
    /// pop animation in iOS 7.1"; one source, copied by the libraries that imitate the pop).
    public static let popParallax = 0.3
}
