import BezelGeometry
import BezelSupport

/// The software keyboard a scene shows (KEYBOARD §1–§2): docked at the bottom of the screen,
/// with or without the predictive (QuickType) bar, and how the app makes room for it. Plain
/// values; `layoutKeyboard` turns one into a `KeyboardLayout` for a device, iOS version and
/// orientation.
public struct KeyboardSpec: Hashable, Sendable {
    /// How the app reacts to the keyboard's frame (UIKit itself changes nothing: the safe area
    /// ignores the keyboard; KB46, KB47).
    public enum Adjustment: String, CaseIterable, Hashable, Sendable {
        /// The app does nothing: the keyboard covers the bottom of the content.
        case none
        /// The content controller's `additionalSafeAreaInsets.bottom` grows by the overlap less
        /// the bottom inset it already has (KB47, KB5: avoids counting the 34 pt twice).
        case safeArea = "safe-area"
        /// The controller's scroll view's `contentInset.bottom` grows until its adjusted bottom
        /// inset equals the overlap (KB47, KB20).
        case contentInset = "content-inset"
    }

    /// Shown (docked, on screen) or hidden; a hidden keyboard still places the layout guide.
    public var shown: Bool
    /// The QuickType bar above the keys (on by default in iOS).
    public var predictive: Bool
    public var adjust: Adjustment

    public init(shown: Bool = true, predictive: Bool = true, adjust: Adjustment = .none) {
        self.shown = shown
        self.predictive = predictive
        self.adjust = adjust
    }
}

/// The keyboard as laid out: its frame in window (screen) coordinates, the part of the content
/// controller's view it covers, and where `keyboardLayoutGuide` sits.
public struct KeyboardLayout: Hashable, Sendable {
    /// The docked keyboard's frame, as `keyboardFrameEndUserInfoKey` reports it (screen
    /// coordinates; runs to the screen's bottom edge, home-indicator zone included; KB1–KB8).
    /// Nil while hidden.
    public var frame: Rect?
    /// The keyboard's height with its confidence (nil while hidden).
    public var height: Double?
    public var predictive: Bool
    public var adjust: KeyboardSpec.Adjustment
    /// How much of the content controller's view the keyboard covers, in points.
    public var overlap: Double
}

extension KeyboardLayout {
    /// One `bezel explain` line: `keyboard = (0 407; 375 260); QuickType; adjust = safe-area; overlap = 260`.
    var explanation: String {
        var parts = ["keyboard hidden"]
        if let frame {
            parts = ["keyboard = (\(points(frame.minX)) \(points(frame.minY)); \(points(frame.width)) \(points(frame.height)))"]
        }
        parts.append(predictive ? "QuickType" : "no QuickType")
        parts.append("adjust = \(adjust.rawValue)")
        if frame != nil { parts.append("overlap = \(points(overlap))") }
        return "<" + parts.joined(separator: "; ") + ">"
    }
}
