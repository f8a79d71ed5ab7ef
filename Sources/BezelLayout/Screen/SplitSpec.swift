/// A `UISplitViewController`: side-by-side columns on a horizontally regular window, one
/// column (collapsed) on a compact one (SPLIT5, SPLIT10). The classic style (iOS 8+) and
/// `.doubleColumn` have a primary and a secondary column; `.tripleColumn` (iOS 14+) adds a
/// supplementary column between them.
public struct SplitViewControllerSpec: Hashable, Sendable {
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// The classic split view (`UISplitViewControllerStyleUnspecified`).
        case unspecified
        case doubleColumn = "double-column"
        case tripleColumn = "triple-column"
    }

    public var controller: ViewControllerSpec
    public var style: Style
    /// The leading column (in the classic style, `viewControllers[0]`).
    public var primary: ControllerSpec
    /// The middle column of a triple-column split view; nil otherwise.
    public var supplementary: ControllerSpec?
    /// The column that fills the rest (the classic style's detail).
    public var secondary: ControllerSpec
    /// `preferredPrimaryColumnWidth` in points; nil: automatic (0.4 of the width, capped).
    public var preferredPrimaryColumnWidth: Double?

    public init(
        controller: ViewControllerSpec = ViewControllerSpec(), style: Style, primary: ControllerSpec,
        supplementary: ControllerSpec? = nil, secondary: ControllerSpec
    ) {
        self.controller = controller
        self.style = style
        self.primary = primary
        self.supplementary = supplementary
        self.secondary = secondary
    }
}
