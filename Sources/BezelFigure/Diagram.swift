import BezelDrawing
import BezelGeometry
import BezelLayout

/// What a figure shows, placed on a canvas in points: screens with their overlays, dimensions,
/// captions, legends and view trees. `drawing(_:measurer:)` turns it into drawing primitives.
///
/// Guarantees: positions are final canvas coordinates (origin top-left, y down); each element
/// says what it marks, and the theme names the palette that colours it.
public struct Diagram: Hashable, Sendable {
    public var size: Size
    public var elements: [DiagramElement]
    /// The palette the figure colours every element with.
    public var theme: DiagramTheme = .light

    public init(size: Size, elements: [DiagramElement]) {
        self.size = size
        self.elements = elements
    }
}

/// Light or dark diagram chrome (and, on dark, the app in its dark appearance).
public enum DiagramTheme: String, CaseIterable, Hashable, Sendable {
    case light, dark
}

public enum DiagramElement: Hashable, Sendable {
    case screen(PlacedScreen)
    case dimension(Dimension)
    case text(TextBlock)
    case legend(Legend)
    case hierarchy(HierarchyPanel)
    case exploded(ExplodedView)
}

/// A key to the marks a figure uses: a swatch and a label per entry, in rows of fixed slots.
public struct Legend: Hashable, Sendable {
    public enum Mark: String, CaseIterable, Sendable {
        case safeArea = "safe area"
        case statusBar = "status bar"
        case bars = "bar heights"
        case tappable = "tappable"
        case dead = "dead: never touched"
        case containerTappable = "container: tappable"
        case containerDead = "container: dead"
        case margins = "layout margins"
        case readable = "readable guide"
        case view = "view (scene id)"
        case stackView = "stack view"
        case barLayer = "bar layer"
        case differs = "frame differs"
        case missing = "only on this side"
    }

    public static let slotWidth = 128.0
    public static let rowHeight = 16.0

    public var origin: Point
    public var width: Double
    public var marks: [Mark]

    public var columns: Int { max(1, Int(width / Legend.slotWidth)) }
    public var height: Double { Double((marks.count + columns - 1) / columns) * Legend.rowHeight }

    /// Where entry `index` starts.
    public func slot(_ index: Int) -> Point {
        Point(x: origin.x + Double(index % columns) * Legend.slotWidth, y: origin.y + Double(index / columns) * Legend.rowHeight)
    }
}

/// Which overlays to draw on a screen.
public struct Overlays: Hashable, Sendable {
    /// Tint the unsafe area, outline the safe area and dimension each non-zero inset.
    public var safeArea: Bool
    /// Outline the status bar and dimension its height.
    public var statusBar: Bool
    /// Hatch where touches land (green) and the dead parts of frames (red) for the app's user
    /// views and bar buttons, and mark them lightly for the views content sits in (root, scroll
    /// and table views, cells).
    public var tapRegions: Bool
    /// Dimension the app's bars on the left: prompt, navigation bar, large title and search
    /// strips, tab bar and toolbar (without the home-indicator inset below them).
    public var bars: Bool
    /// Outline the layout margins of each content controller's root view.
    public var margins: Bool
    /// Outline the readable content guide of each content controller's root view.
    public var readable: Bool
    /// Draw the view tree beside the screen (scenes with a `screen`).
    public var hierarchy: Bool
    /// Label the scene's views with their UIKit class as well as their id.
    public var classNames = false
    /// The measurements to dimension; nil: what the overlays imply (`DimensionRequest`).
    public var dimensions: [DimensionRequest]? = nil

    /// Whether a named set is dimensioned: listed, or, without a list, implied by its overlay.
    public func dimensions(_ name: DimensionName) -> Bool {
        guard let dimensions else {
            switch name {
            case .safeArea: return safeArea
            case .statusBar: return statusBar
            case .bars: return bars
            default: return false
            }
        }
        return dimensions.contains(.named(name))
    }
    /// Draw the view tree as layers in space beside the screen (scenes with a `screen` or a
    /// recorded tree), like Xcode's 3D view debugger (`ExplodedView`).
    public var exploded = false
    /// The scene id whose subtree alone the exploded view lifts; nil: the whole tree.
    public var explodedFocus: String? = nil

    public init(
        safeArea: Bool = false, statusBar: Bool = false, tapRegions: Bool = false, bars: Bool = false, margins: Bool = false,
        readable: Bool = false, hierarchy: Bool = false
    ) {
        self.hierarchy = hierarchy
        self.safeArea = safeArea
        self.statusBar = statusBar
        self.tapRegions = tapRegions
        self.bars = bars
        self.margins = margins
        self.readable = readable
    }
}

public struct PlacedScreen: Hashable, Sendable {
    public var layout: ScreenLayout
    /// Canvas position of the screen's top-left corner (interface coordinates start here).
    public var origin: Point
    /// How far the device body reaches past each edge of the screen: the home-button device's
    /// own front (`ScreenLayout.body`) in whole points, or an even stylised border.
    public var bezel: EdgeInsets
    public var overlays: Overlays
    /// The app on the screen, when the scene has one (its `screen` is `layout`).
    public var app: AppLayout? = nil
    /// Views outlined on top of everything (`bezel compare`: where two trees differ).
    public var highlights: [Highlight] = []
}

/// A view outlined on a screen, in window coordinates: one whose frame differs from its
/// counterpart's, or one the other side lacks.
public struct Highlight: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        case differs, missing
    }

    public var rect: Rect
    public var kind: Kind

    public init(rect: Rect, kind: Kind) {
        self.rect = rect
        self.kind = kind
    }
}

/// A dimension line between two canvas points, with extension lines back to what it measures
/// and a label (value and a short name) beside its middle, moved by `labelOffset` (with a leader
/// line back to the middle) where the label placement pass had to move it clear of another.
public struct Dimension: Hashable, Sendable {
    /// What it measures, which sets its colour: insets and guides, the status bar, bars and
    /// strips, or a measurement the scene asked for (`dimensions:`).
    public enum Role: String, Sendable { case safeArea = "safe-area", statusBar = "status-bar", bar, measure }
    public enum LabelSide: String, Sendable { case left, right, below, above }

    public var role: Role
    public var from: Point
    public var to: Point
    /// Lines from what is measured out to the dimension line.
    public var extensionLines: [Segment]
    public var value: String
    public var name: String
    public var labelSide: LabelSide
    public var labelOffset = Point(x: 0, y: 0)
    /// Frames the dimension ends on that the figure does not otherwise show, outlined (dashed).
    public var outlines: [Rect] = []

    /// The length it measures.
    public var length: Double { ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot() }
}

/// A measurement a scene asks to be dimensioned (`dimensions:`): a named set, or a scene view's
/// width by its id. Without a list, a figure dimensions what its overlays imply (`safe-area`,
/// `status-bar` and `bars` for the overlays of those names).
public enum DimensionRequest: Hashable, Sendable {
    case named(DimensionName)
    case view(String)
}

public enum DimensionName: String, CaseIterable, Hashable, Sendable {
    /// The safe-area insets (right of the device, and below it in landscape).
    case safeArea = "safe-area"
    /// The status bar's height (left).
    case statusBar = "status-bar"
    /// The bars' strips (left): prompt, navigation bar, large title, search, tab bar, toolbar.
    case bars
    /// The home-indicator inset under a tab bar or toolbar (left): the 34 of 49 + 34.
    case barInsets = "bar-insets"
    /// From the navigation bar's edges to its outermost items (above the device).
    case barMargins = "bar-margins"
    /// From the navigation bar's title (its label or titleView) to the items beside it (above).
    case titleGap = "title-gap"
    /// The width of every dead strip of a scene view or bar button (above).
    case deadStrips = "dead-strips"
    /// The content scroll view's adjustedContentInset, top and bottom (right, outside the safe area).
    case contentInset = "content-inset"
}

/// How much of a figure's uncertainty its caption spells out.
public enum CaptionNotes: String, CaseIterable, Hashable, Sendable {
    /// One note per inferred or estimated figure, with its basis.
    case full
    /// One line counting them; `bezel explain` lists them.
    case brief
    /// None.
    case none
}

/// Lines of text stacked from `origin` (top-left of the first line), each `lineHeight` apart.
/// Composition wraps every line to `width` (`wrapped(_:width:text:)`); the renderer still
/// ellipsizes at `width`, for text measured a hair wider at a raster scale.
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

    /// Caption fonts: titles 13 semibold, body 11, notes 9.5.
    public static func font(_ style: Style) -> Font {
        switch style {
        case .title: Font(size: 13, weight: .semibold)
        case .body: Font(size: 11)
        case .note: Font(size: 9.5)
        }
    }
}
