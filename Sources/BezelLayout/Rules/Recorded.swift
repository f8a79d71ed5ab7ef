import BezelDevices
import BezelDrawing
import BezelGeometry

/// A recorded view tree (a device's dump) as an `AppLayout`, the value the layout stage hands the
/// figure stage, so a dump is drawn, explained and hit-tested like a scene's app: every frame as
/// the device printed it, moved into window coordinates (a scroll view's subviews by its content
/// offset), then UIKit's hit testing for every view's tap region (`Rules/HitTesting.swift`).
/// Nothing is laid out: safe areas and margins the dump does not print stay unknown (nil, zero).
public func placeRecorded(_ recorded: RecordedScreen, device: Device, os: OSVersion, orientation: Orientation) -> AppLayout {
    var screen = layoutScreen(device, os: os, orientation: orientation)
    let statusBarHeight = recorded.statusBarHidden || screen.statusBar == nil ? 0 : device.chrome(for: os).statusBarHeight.value
    if recorded.statusBarHidden { screen.statusBar = nil }
    let window: ViewNode
    if recorded.views.count == 1, let only = recorded.views.first, only.knownClass == .window {
        window = recordedNode(only, parentOrigin: .zero)
    } else {
        var frame = ViewNode.recordedWindow(screen.bounds)
        frame.children = recorded.views.map { recordedNode($0, parentOrigin: .zero) }
        window = frame
    }
    let tappable = assigningTapRegions(window, screen: screen.bounds)
    return AppLayout(screen: screen, window: tappable, statusBarHeight: statusBarHeight, conflicts: [], ambiguous: [])
}

/// A recorded view and its subviews; `parentOrigin` is where the superview's bounds origin is in
/// the window (its content offset already applied).
private func recordedNode(_ view: RecordedView, parentOrigin: Point) -> ViewNode {
    let known = view.knownClass
    let windowFrame = view.frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
    var node = ViewNode(
        viewClass: known ?? .view, id: nil, viewController: nil, frame: view.frame, windowFrame: windowFrame, safeAreaInsets: nil,
        layoutMargins: .zero, readableContentFrame: .zero, scroll: nil, isHidden: view.isHidden, alpha: view.alpha,
        isUserInteractionEnabled: view.isUserInteractionEnabled, clipsToBounds: view.clipsToBounds, hitOutsets: .zero, children: [])
    if known?.rawValue != view.className { node.customClassName = view.className }
    node.isRecorded = true
    // A cell's description repeats its label's text: the label draws it.
    if let text = view.text, !text.isEmpty, !view.children.flatMap(\.subtree).contains(where: { $0.text == text }) {
        node.text = text
        node.textFont = recordedTextFont(height: view.frame.height)
    }
    var origin = windowFrame.origin
    if let offset = view.contentOffset {
        node.scroll = ScrollState(contentSize: view.frame.size, contentInset: .zero, adjustedContentInset: .zero, contentOffset: offset)
        origin = origin - offset
    }
    node.children = view.children.map { recordedNode($0, parentOrigin: origin) }
    return node
}

/// The size text is drawn at in a recorded view: the dump prints no font, so the size that fills
/// the view's height as a line of UIKit's body text does (17 pt in 20.5 pt), at most 17 and at
/// least 8. A drawing choice, not a UIKit figure.
func recordedTextFont(height: Double) -> TextFont {
    Font(size: min(17, max(8, (height / 1.2).rounded())))
}

extension ViewNode {
    /// The window a recorded tree without one of its own is placed in.
    static func recordedWindow(_ bounds: Rect) -> ViewNode {
        var window = ViewNode(
            viewClass: .window, id: nil, viewController: nil, frame: bounds, windowFrame: bounds, safeAreaInsets: nil, layoutMargins: .zero,
            readableContentFrame: .zero, scroll: nil, isHidden: false, alpha: 1, isUserInteractionEnabled: true, clipsToBounds: false,
            hitOutsets: .zero, children: [])
        window.isRecorded = true
        return window
    }
}
