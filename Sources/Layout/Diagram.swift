import Geometry

/// A finished figure: everything the renderer draws, placed on a canvas in points.
///
/// Guarantees: positions are final canvas coordinates (origin top-left, y down); the renderer
/// only measures text to align it at the anchors given here and never moves anything else.
/// Colours are named roles resolved by the renderer's theme.
public struct Diagram: Hashable, Sendable {
    public var size: Size
    public var elements: [DiagramElement]

    public init(size: Size, elements: [DiagramElement]) {
        self.size = size
        self.elements = elements
    }
}

public enum DiagramElement: Hashable, Sendable {
    case screen(PlacedScreen)
    case dimension(Dimension)
    case text(TextBlock)
}

/// Which overlays to draw on a screen.
public struct Overlays: Hashable, Sendable {
    /// Tint the unsafe area, outline the safe area and dimension each non-zero inset.
    public var safeArea: Bool
    /// Outline the status bar and dimension its height.
    public var statusBar: Bool
    /// Hatch where touches land (green) and the dead parts of frames (red) for the app's user
    /// views and bar buttons.
    public var tapRegions: Bool
    /// Dimension the app's bars on the left: prompt, navigation bar, large title and search
    /// strips, tab bar and toolbar (without the home-indicator inset below them).
    public var bars: Bool

    public init(safeArea: Bool = false, statusBar: Bool = false, tapRegions: Bool = false, bars: Bool = false) {
        self.safeArea = safeArea
        self.statusBar = statusBar
        self.tapRegions = tapRegions
        self.bars = bars
    }
}

public struct PlacedScreen: Hashable, Sendable {
    public var layout: ScreenLayout
    /// Canvas position of the screen's top-left corner (interface coordinates start here).
    public var origin: Point
    /// Width of the dark device body drawn around the screen.
    public var bezelWidth: Double
    public var overlays: Overlays
    /// The app on the screen, when the scene has one (its `screen` is `layout`).
    public var app: AppLayout? = nil
}

/// A dimension line between two canvas points, with extension lines back to what it measures
/// and a label (value and a short name) beside its middle.
public struct Dimension: Hashable, Sendable {
    public enum Role: String, Sendable { case safeArea = "safe-area", statusBar = "status-bar", bar }
    public enum LabelSide: String, Sendable { case left, right, below }

    public var role: Role
    public var from: Point
    public var to: Point
    /// Lines from what is measured out to the dimension line.
    public var extensionLines: [Segment]
    public var value: String
    public var name: String
    public var labelSide: LabelSide
}

/// Lines of text stacked from `origin` (top-left of the first line), each `lineHeight` apart,
/// ellipsized at `width`.
public struct TextBlock: Hashable, Sendable {
    public enum Style: String, Sendable { case title, body, note }
    public struct Line: Hashable, Sendable {
        public var text: String
        public var style: Style
    }

    public var origin: Point
    public var width: Double
    public var lines: [Line]

    public static func lineHeight(_ style: Style) -> Double {
        switch style {
        case .title: 18
        case .body: 15
        case .note: 13
        }
    }

    public var height: Double { lines.reduce(0) { $0 + TextBlock.lineHeight($1.style) } }
}
