import BezelAutoLayout
import BezelDevices
import BezelGeometry

/// What every app layout rule reads and none changes: the device, iOS version, orientation and
/// figures, and the window the app runs in (its status bar and safe area as the scene shows
/// them). Rules are functions of this and of their own inputs.
struct AppContext {
    let device: Device
    let os: OSVersion
    /// The SDK the app is linked against (the running version unless the scene says `sdk:`).
    let sdk: OSVersion
    let orientation: Orientation
    let metrics: ScreenMetrics
    let direction: LayoutDirection
    /// `UIScreen.scale`, for snapping bars to the pixel grid.
    let scale: Double
    /// The screen (and window) bounds.
    let bounds: Rect
    let verticalSizeClass: SizeClass
    /// The window's horizontal size class (a multitasking window's own).
    let horizontalSizeClass: SizeClass
    /// Bottom edge of the status bar in window coordinates; 0 when hidden.
    let statusBarHeight: Double
    /// The window's safe area (zero before iOS 11, where only the status bar and bars count).
    let windowSafe: EdgeInsets
    /// How far the in-call status bar pushes the root view down (its extra 20 pt).
    let rootOffset: Double
    /// Set while laying out a presented controller in a sheet or popover: its top edge and the
    /// navigation bar height there (`Rules/Presentation.swift`).
    var sheet: SheetChrome? = nil
    /// The software keyboard, when the scene has one (`Rules/Keyboard.swift`).
    var keyboard: KeyboardLayout? = nil
    /// The moment laid out (`Rules/States.swift`).
    var state: AppState = .appeared
    /// The iOS 11 point release the moment runs on, if the scene names one (`PointRelease`).
    var release: PointRelease? = nil
    /// How many points of the large-title strip the content's scroll has taken (set for the
    /// content below a navigation bar; `Rules/States.swift`).
    var largeTitleCollapse = 0.0

    /// iOS 11 introduced `safeAreaInsets`; before, only the controllers' layout guides.
    var hasSafeArea: Bool { os >= .ios11 }

    /// Whether a behaviour UIKit gives only to apps linked on or after `version` applies: the
    /// app runs on it and was built with its SDK (UIKit's linked-on-or-after checks: HK12, HACK13).
    func linked(onOrAfter version: OSVersion) -> Bool { os >= version && sdk >= version }

    /// The version whose bar design the app gets (`OSVersion.barDesign`).
    var designOS: OSVersion { os.barDesign(sdk: sdk) }

    /// A view with every property at UIKit's default, `safe` kept only where safe areas exist.
    func node(_ viewClass: ViewClass, id: String?, frame: Rect, windowFrame: Rect, safe: EdgeInsets, margins: EdgeInsets) -> ViewNode {
        ViewNode(
            viewClass: viewClass, id: id, viewController: nil, frame: frame, windowFrame: windowFrame,
            safeAreaInsets: hasSafeArea ? safe : nil, layoutMargins: margins,
            readableContentFrame: readableFrame(size: frame.size, margins: margins), scroll: nil, isHidden: false, alpha: 1,
            isUserInteractionEnabled: true, clipsToBounds: false, hitOutsets: .zero, children: [])
    }

    /// A system view with default margins at `frame` in `parent`'s bounds.
    func plainNode(_ viewClass: ViewClass, frame: Rect, parent: ParentInfo) -> ViewNode {
        let windowFrame = frame.offsetBy(dx: parent.boundsOrigin.x, dy: parent.boundsOrigin.y)
        let safe = overlapInsets(windowFrame, parent: parent, capped: true)
        return node(
            viewClass, id: nil, frame: frame, windowFrame: windowFrame, safe: safe,
            margins: plainMargins(nil, safe: safe, frame: frame, parent: parent, preserves: false, fromSafeArea: true))
    }

    func plainNode(_ viewClass: ViewClass, frame: Rect, in parent: ViewNode) -> ViewNode {
        plainNode(viewClass, frame: frame, parent: ParentInfo(parent))
    }

    /// A system view that is always there but unused: hidden, with a zero frame.
    func hiddenNode(_ viewClass: ViewClass, in parent: ViewNode) -> ViewNode {
        var node = plainNode(viewClass, frame: .zero, in: parent)
        node.isHidden = true
        return node
    }
}

extension OSVersion {
    /// The version whose bar design an app built with `sdk` gets here. iOS 26's Liquid Glass bars
    /// come only to apps built with the iOS 26 SDK; an older app keeps iOS 18's design there
    /// (CHROME §2.5: RNN26, GK). Other redesigns reached every app and follow the running version.
    func barDesign(sdk: OSVersion) -> OSVersion { self >= .ios26 && sdk < .ios26 ? .ios18 : self }
}

/// What a child needs to know about its superview.
struct ParentInfo {
    var windowFrame: Rect
    /// Window position of the superview's bounds origin (differs from `windowFrame.origin` in
    /// a scrolled scroll view).
    var boundsOrigin: Point
    var safeInsets: EdgeInsets
    var margins: EdgeInsets

    init(_ node: ViewNode) {
        let offset = node.scroll?.contentOffset ?? .zero
        windowFrame = node.windowFrame
        boundsOrigin = Point(x: node.windowFrame.minX - offset.x, y: node.windowFrame.minY - offset.y)
        safeInsets = node.safeAreaInsets ?? node.layoutGuideInsets
        margins = node.layoutMargins
    }
}

extension ViewNode {
    /// Before iOS 11 views have no safe area, but the model still tracks a controller's guide
    /// lengths so children are placed the same way; nothing propagates below a root view.
    var layoutGuideInsets: EdgeInsets {
        EdgeInsets(top: topLayoutGuideLength ?? 0, left: 0, bottom: bottomLayoutGuideLength ?? 0, right: 0)
    }

    /// The same view moved to its mirrored place inside a parent `width` wide (right-to-left).
    func mirrored(inWidth width: Double) -> ViewNode {
        let x = width - frame.maxX
        var moved = shiftedInWindow(dx: x - frame.minX)
        moved.frame.origin.x = x
        return moved
    }
}

extension Rect {
    /// Origin and size each rounded to the pixel grid, so a bar keeps its exact height (44, not
    /// 44.000000000000014) at a fractional position such as y = 53.667.
    func snapped(_ scale: Double) -> Rect {
        Rect(
            x: roundToPixels(minX, scale: scale), y: roundToPixels(minY, scale: scale), width: roundToPixels(width, scale: scale),
            height: roundToPixels(height, scale: scale))
    }
}
