import BezelGeometry

/// A view controller presented modally over the window's root controller
/// (`present(_:animated:)`), as a scene declares it: the style asked for, the sheet's detent and
/// grabber (iOS 15+), and a popover's anchor. `layoutApp` resolves the style UIKit adapts it to
/// on each device and iOS version (PRESENT §1.7, §2).
public struct PresentationSpec: Hashable, Sendable {
    /// `modalPresentationStyle`.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        case automatic
        case pageSheet = "page-sheet"
        case formSheet = "form-sheet"
        case fullScreen = "full-screen"
        case overFullScreen = "over-full-screen"
        case popover
    }

    /// The selected `UISheetPresentationController.Detent` (iOS 15+; custom heights iOS 16+).
    public enum Detent: Hashable, Sendable {
        case medium
        case large
        /// A custom detent's height in points, without the bottom safe area (PRESENT §1.5).
        case custom(Double)
    }

    /// `UIPopoverArrowDirection`.
    public enum ArrowDirection: String, CaseIterable, Hashable, Sendable {
        case up, down, any
    }

    public var style: Style
    /// The presented controller (a plain or navigation controller).
    public var controller: ControllerSpec
    /// nil: the sheet's only detent, `.large()`.
    public var detent: Detent?
    /// `prefersGrabberVisible`.
    public var grabber: Bool
    /// `popoverPresentationController.sourceRect`, in window coordinates; nil: the window's centre.
    public var sourceRect: Rect?
    public var arrowDirection: ArrowDirection

    public init(
        style: Style = .automatic, controller: ControllerSpec, detent: Detent? = nil, grabber: Bool = false, sourceRect: Rect? = nil,
        arrowDirection: ArrowDirection = .any
    ) {
        self.style = style
        self.controller = controller
        self.detent = detent
        self.grabber = grabber
        self.sourceRect = sourceRect
        self.arrowDirection = arrowDirection
    }
}

/// How a presentation looks once UIKit has adapted its style to the device and iOS version.
public enum ResolvedPresentation: String, Hashable, Sendable {
    /// The presented view fills the window; the presenting view is removed.
    case fullScreen = "full-screen"
    /// Fills the window over the presenting view, which stays.
    case overFullScreen = "over-full-screen"
    /// iOS 13+ compact-width card: the presenting view scaled back and dimmed (PRESENT §1).
    case card
    /// iPad form or page sheet: a centred or top-attached sheet over a dimmed window (PRESENT §2).
    case padSheet = "pad-sheet"
    /// iPad popover: a bubble with an arrow at its source rectangle.
    case popover
}
