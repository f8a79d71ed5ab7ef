import BezelGeometry

/// How deep `bezel explain` describes the bars: `app` is the tree Bezel draws and hit-tests
/// (the bars' buttons, titles and backgrounds), `full` adds every private subview UIKit creates
/// inside them (backdrop and visual-effect internals, the labels and images inside buttons and
/// strips, the pre-iOS 11 back indicator when no back button shows) and the content view's layout
/// guides, as Xcode's view debugger and `recursiveDescription` list them (`Rules/BarInternals.swift`).
public enum ExplainDepth: String, CaseIterable, Sendable {
    case app
    case full
}

/// A `UILayoutGuide` a view owns: its class (`UILayoutGuide`, or `UIViewLayoutMarginsGuide` for
/// the margins guide), its `identifier` as UIKit names it, and its `layoutFrame` in the owning
/// view's bounds. UIKit prints a guide's identifier with its address appended
/// (`BackButtonGuide(0x…)`); the identifier here is the name alone.
public struct LayoutGuideNode: Hashable, Sendable {
    public var className: String
    public var identifier: String
    public var layoutFrame: Rect

    public init(className: String = "UILayoutGuide", identifier: String, layoutFrame: Rect) {
        self.className = className
        self.identifier = identifier
        self.layoutFrame = layoutFrame
    }
}
