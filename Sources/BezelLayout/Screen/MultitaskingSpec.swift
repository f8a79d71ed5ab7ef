import BezelDevices
import BezelGeometry

/// The app sharing an iPad's screen (iOS 9 – iPadOS 18): in Split View beside another app at a
/// third, a half or two thirds of the screen, or floating in Slide Over above a full-screen app
/// (SPLIT1, SPLIT9). The app's window shrinks to the size the multitasking table gives.
public struct MultitaskingSpec: Hashable, Sendable {
    public enum Mode: String, CaseIterable, Hashable, Sendable {
        case splitView = "split-view"
        case slideOver = "slide-over"
    }

    /// The app's share of the screen in Split View.
    public enum Fraction: String, CaseIterable, Hashable, Sendable {
        case third = "1/3"
        case half = "1/2"
        case twoThirds = "2/3"
    }

    /// Which side of the screen the app is on (leading: left in left-to-right layouts).
    public enum Side: String, CaseIterable, Hashable, Sendable {
        case leading, trailing
    }

    public var mode: Mode
    /// Split View only (Slide Over has one size).
    public var fraction: Fraction
    public var side: Side

    public init(mode: Mode, fraction: Fraction = .half, side: Side = .trailing) {
        self.mode = mode
        self.fraction = fraction
        self.side = side
    }
}

/// Where the app's window sits on a shared screen, and what is drawn around it: the other
/// app's area and the divider in Split View, the dimmed full-screen app under Slide Over.
/// Every rect is in screen coordinates (points).
public struct MultitaskingLayout: Hashable, Sendable {
    public var mode: MultitaskingSpec.Mode
    /// The app's window; the laid-out tree's window frames are in screen coordinates too.
    public var windowFrame: Rect
    /// Corner radius of the window (Slide Over floats with rounded corners; 0 in Split View).
    public var windowCornerRadius: Double
    /// The other app (Split View), or the full-screen app under the floating window.
    public var otherApp: Rect
    /// The Split View divider between the two apps; nil in Slide Over.
    public var divider: Rect?
    /// The full-screen app is dimmed under Slide Over.
    public var dimsOtherApp: Bool
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
}
