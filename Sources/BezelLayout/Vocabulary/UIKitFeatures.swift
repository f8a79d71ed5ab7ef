import BezelDevices

/// What UIKit gained in iOS 8 and 9 that the layout depends on. iOS 7 has none of it; every
/// version from iOS 9 has all of it. The scene decoder refuses a feature that no listed version
/// has (`Scene/Requirements.swift`), and the layout and diagrams leave out what a version lacks.
extension OSVersion {
    /// `UITraitCollection` and its size classes arrived in iOS 8 (SQUIRES): iOS 7
    /// has none, and its bars follow the phone's orientation (`UIBarMetricsLandscapePhone`) instead.
    public var hasSizeClasses: Bool { self >= .ios8 }

    /// `UIView.layoutMargins` and the margin attributes of constraints arrived in iOS 8 (SADUN-AL8,
    /// TABASOFT); iOS 7 views have no margins.
    public var hasLayoutMargins: Bool { self >= .ios8 }

    /// `readableContentGuide` arrived in iOS 9 (UYL-R), and with it
    /// `cellLayoutMarginsFollowReadableWidth` (CTL31).
    public var hasReadableContentGuide: Bool { self >= .ios9 }
}

/// A UIKit feature a scene can ask for that older versions lack, with the version it arrived in
/// and its source: the decoder collects them with their place in the file, and a scene is drawn
/// only on the versions that have them all.
public enum UIKitFeature: Hashable, Sendable {
    /// `UIStackView` (APPLE-STACKVIEW).
    case stackView
    /// `UIVisualEffectView` (APPLE-EFFECTVIEW).
    case visualEffectView
    /// Constraints to the layout margins, `layoutMargins`, `preservesSuperviewLayoutMargins`.
    case layoutMargins
    /// Constraints to the readable content guide, `cellLayoutMarginsFollowReadableWidth`.
    case readableContentGuide
    /// `hidesBarsWhenVerticallyCompact`, a size-class behaviour (APPLE-HIDESBARS).
    case hidesBarsWhenVerticallyCompact
    /// The Dynamic Type styles title1, title2, title3 and callout (iOS 9, TEXTSTYLES) and largeTitle
    /// (`UIFontTextStyleLargeTitle`, iOS 11 [doc]).
    case textStyle(TextStyle)
    /// `UIModalPresentationPopover` and `UIModalPresentationOverFullScreen` (APPLE-MODALSTYLE).
    case presentationStyle(String)
    /// `UISplitViewController` as Bezel models it: display modes and the collapsed split view in
    /// compact width arrived in iOS 8 (SPLIT-IOS8); the iOS 7 iPad-only controller is not modelled.
    case splitViewController
    /// Split View and Slide Over on iPad, from iOS 9 (SPLIT9).
    case multitasking
    /// `keyboardLayoutGuide` (KB41).
    case keyboardLayoutGuide

    /// The first version that has it.
    public var introduced: OSVersion {
        switch self {
        case .stackView, .readableContentGuide, .multitasking: .ios9
        case .textStyle(.largeTitle): .ios11
        case .textStyle(let style): [.title1, .title2, .title3, .callout].contains(style) ? .ios9 : .ios7
        case .visualEffectView, .layoutMargins, .hidesBarsWhenVerticallyCompact, .presentationStyle, .splitViewController: .ios8
        case .keyboardLayoutGuide: .ios15
        }
    }

    /// How an error message names it.
    public var name: String {
        switch self {
        case .stackView: "UIStackView"
        case .visualEffectView: "UIVisualEffectView"
        case .layoutMargins: "layout margins (UIView.layoutMargins)"
        case .readableContentGuide: "the readable content guide"
        case .hidesBarsWhenVerticallyCompact: "hidesBarsWhenVerticallyCompact"
        case .textStyle(let style): "the \(style.rawValue) text style"
        case .presentationStyle(let style): "the \(style) presentation style"
        case .splitViewController: "UISplitViewController (modelled from iOS 8: display modes, compact width)"
        case .multitasking: "Split View and Slide Over"
        case .keyboardLayoutGuide: "keyboardLayoutGuide"
        }
    }
}
