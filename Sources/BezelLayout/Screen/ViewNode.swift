import BezelAutoLayout
import BezelDevices
import BezelGeometry

/// One view of a laid-out app, as UIKit would report it. All values in points.
public struct ViewNode: Hashable, Sendable {
    /// UIKit's class, private ones included (`_UIBarBackground`, `UILayoutContainerView`).
    public var viewClass: ViewClass
    /// The scene's id for user views; system views have none.
    public var id: String?
    /// The controller whose root view this is: a navigation or tab bar controller's container
    /// view, or a plain controller's view.
    public var viewController: ControllerKind?
    /// In the superview's bounds coordinates (content coordinates inside a scroll view).
    public var frame: Rect
    public var windowFrame: Rect
    /// `safeAreaInsets`; nil before iOS 11, which had no safe area.
    public var safeAreaInsets: EdgeInsets?
    /// `topLayoutGuide.length` and `bottomLayoutGuide.length` on a controller's root view: the
    /// pre-iOS 11 way to reach the bars (deprecated later, still reported).
    public var topLayoutGuideLength: Double?
    public var bottomLayoutGuideLength: Double?
    /// The effective `layoutMargins` (left/right resolved from the layout direction).
    public var layoutMargins: EdgeInsets
    /// `readableContentGuide` in the view's own coordinates.
    public var readableContentFrame: Rect
    public var scroll: ScrollState?
    public var isHidden: Bool
    public var alpha: Double
    public var isUserInteractionEnabled: Bool
    public var clipsToBounds: Bool
    public var hitOutsets: EdgeInsets
    /// The text a label or button shows (bar titles, button titles, prompts), for drawing.
    public var text: String?
    /// The font `text` is set in, in UIKit's style for that text (bar titles semibold, Done and
    /// Save semibold, large titles bold, tab titles medium); set whenever `text` is.
    public var textFont: TextFont?
    /// Text laid out in lines: a label's, a button's title, a text field's text or placeholder,
    /// a cell's labels and a section header's.
    public var lines: TextLines?
    /// What a control draws of its state (a switch's knob, a segmented control's segments).
    public var control: ControlState?
    /// A placeholder glyph a view shows: the chevron of back buttons, a system bar item's glyph
    /// (`add`, `compose`, …) or `image` for an image item. Drawn as vectors, never artwork.
    public var glyph: Glyph?
    /// Where a touch ends up in this view or one of its subviews, in window coordinates; each
    /// rectangle is maximal along x, then merged down.
    /// The selected tab's button (drawn in the tint colour).
    public var isSelected = false
    /// Declared by the scene (a subview, a custom bar view or a titleView), not added by UIKit.
    public var isDeclared = false
    /// The user's own class name for a declared view of a class UIKit does not have
    /// (`MyBadgeView`); `viewClass` is then `UIView`. In a recorded tree, the class the device
    /// printed when Bezel does not model it (or a subclass of the one in `viewClass`).
    public var customClassName: String?
    /// Placed from a device's dump (`Rules/Recorded.swift`), not laid out: drawn as recorded.
    public var isRecorded = false
    /// How far a top-attached standalone bar's background reaches above its frame, to the screen's
    /// top edge (0: none; `Rules/StandaloneBars.swift`).
    public var backgroundExtensionTop = 0.0
    public var tapRegion: [Rect] = []
    /// `transform` as a scale about the view's centre, then a move in window points: the
    /// presenting view scaled back behind an iOS 13+ card. nil: identity.
    public var transform: ViewTransform?
    /// `layer.cornerRadius` with `masksToBounds` (a sheet, the scaled-back presenting view).
    public var cornerRadius: Double?
    /// The opacity of the black a dimming view fills its frame with (its background colour).
    public var dimming: Double?
    /// A popover's arrow: the box of its triangle in window coordinates, the tip on the edge
    /// away from the content (`_UIPopoverView` only).
    public var arrow: Rect?
    /// The parts of `windowFrame` that a touch never reaches this view (or its subviews) in.
    public var deadRegion: [Rect] = []
    /// The layout guides the view owns, in the order it added them; only the full-depth tree
    /// lists them (`ExplainDepth.full`).
    public var layoutGuides: [LayoutGuideNode] = []
    public var children: [ViewNode]

    /// The class name `bezel explain` prints: the user's own class, else UIKit's.
    public var className: String { customClassName ?? viewClass.rawValue }

    /// This node and every node below it, depth first.
    public var subtree: [ViewNode] { [self] + children.flatMap(\.subtree) }

    /// The first node in the subtree with this id.
    public func find(_ id: String) -> ViewNode? {
        subtree.first { $0.id == id }
    }

    /// The first node in the subtree of this class.
    public func find(_ viewClass: ViewClass) -> ViewNode? {
        subtree.first { $0.viewClass == viewClass }
    }

    /// `safeAreaLayoutGuide` in the view's own coordinates (the bounds before iOS 11).
    public var safeAreaFrame: Rect { Rect(origin: .zero, size: frame.size).inset(by: safeAreaInsets ?? .zero) }

    /// The same subtree moved `dx` to the right on screen (its `frame` is left to the caller).
    func shiftedInWindow(dx: Double, dy: Double = 0) -> ViewNode {
        var node = self
        node.windowFrame = windowFrame.offsetBy(dx: dx, dy: dy)
        node.children = children.map { $0.shiftedInWindow(dx: dx, dy: dy) }
        return node
    }

    /// `layoutMarginsGuide` in the view's own coordinates.
    public var layoutMarginsFrame: Rect { Rect(origin: .zero, size: frame.size).inset(by: layoutMargins) }
}

/// A scroll view's insets as UIKit computes them.
public struct ScrollState: Hashable, Sendable {
    public var contentSize: Size
    /// `contentInset` (on iOS 7–10 as rewritten by `automaticallyAdjustsScrollViewInsets`).
    public var contentInset: EdgeInsets
    /// `adjustedContentInset`: `contentInset` plus the safe-area parts the behaviour selects
    /// (iOS 11+); before iOS 11 the same as `contentInset`, which was the whole story then.
    public var adjustedContentInset: EdgeInsets
    /// At rest, scrolled to the top: (−left, −top) of the adjusted inset; a scene's `scroll`
    /// state moves the content controller's own scroll view further (`Rules/States.swift`).
    public var contentOffset: Point
}

/// An app laid out on one device, iOS version and orientation.
public struct AppLayout: Hashable, Sendable {
    /// The device and its system chrome (status bar as shown, home indicator, window safe area).
    public var screen: ScreenLayout
    /// The `UIWindow` and everything in it.
    public var window: ViewNode
    /// The status bar's height as laid out (0 when hidden), 40 for the in-call bar.
    public var statusBarHeight: Double
    /// Conflicting-constraint reports, in UIKit's wording, in the order they happened, each with
    /// where its scene constraints were written (`LayoutIssues.swift`).
    public var conflicts: [ConstraintConflict]
    /// The app's layout direction (leading and trailing resolved to left and right).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Views whose constraints leave an axis undetermined, with where those constraints were
    /// written; each prints as "id (horizontal)".
    public var ambiguous: [AmbiguousLayout]
    /// What UIKit would do differently from what the scene asks, e.g. a setting an iOS version
    /// ignores ("note: …" lines in `bezel explain`).
    public var notes: [String] = []
    /// The app's window on a shared iPad screen (Split View, Slide Over); nil full screen.
    public var multitasking: MultitaskingLayout? = nil
    /// The software keyboard, when the scene shows one (`Screen/KeyboardSpec.swift`).
    public var keyboard: KeyboardLayout? = nil
    /// Windows besides the main one, lowest level first (`Screen/WindowSpec.swift`).
    public var additionalWindows: [AdditionalWindow] = []
    /// The SDK the app is linked against, when the scene names one (`ScreenSpec.sdk`).
    public var sdk: OSVersion? = nil
}

extension ViewNode {
    /// A view the scene declared (it has an id and is not a system view), drawn as a box.
    public var isUserBox: Bool {
        isDeclared && id != nil && viewController == nil && viewClass != .stackView
    }

    /// The views a reader asks about, highlighted in the hierarchy panel and hatched in full by
    /// the tap-regions overlay: the scene's views and the bar buttons.
    public var isTapSubject: Bool {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled else { return false }
        return isUserBox
            || viewClass.isBarButton
            || (isRecorded && viewClass.isControl)
    }

    /// The views content sits in: a content controller's root view, a scroll, table or
    /// collection view, a table cell and its content view. Touches reach them over most of the
    /// screen, so what a reader wants from their regions is the edge of where touches land
    /// and the parts bars or clipping take away.
    public var isTapContainer: Bool {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, !isTapSubject else { return false }
        return viewController?.isContentController == true
            || viewClass.isScrollView || viewClass == .tableViewCell || viewClass == .tableViewCellContentView
    }
}

/// Text as a view draws it: lines already broken and truncated at the view's width, in a font,
/// each `lineHeight` below the last, the block centred vertically in the view.
public struct TextLines: Hashable, Sendable {
    public enum Role: String, Hashable, Sendable {
        /// The label colour.
        case label
        /// Secondary text: a subtitle, a value cell's detail, a section header.
        case secondary
        /// The tint: a system button's title.
        case tint
        /// A text field's placeholder.
        case placeholder
        /// White, on a filled button.
        case onTint = "on-tint"
    }

    public var lines: [String]
    public var font: TextFont
    public var lineHeight: Double
    /// Left, centre or right after the layout direction is applied (justified draws left).
    public var alignment: TextAlignment
    public var role: Role

    public init(lines: [String], font: TextFont, lineHeight: Double, alignment: TextAlignment, role: Role) {
        self.lines = lines
        self.font = font
        self.lineHeight = lineHeight
        self.alignment = alignment
        self.role = role
    }
}

/// A control's state as drawn. Sizes are the view's frame; these are the parts inside it.
public enum ControlState: Hashable, Sendable {
    case toggle(isOn: Bool)
    /// Segment titles with each segment's width, the selected one, in the title font.
    case segmented(titles: [String], widths: [Double], selected: Int?, font: TextFont)
    case slider(value: Double)
    case progress(value: Double)
    case activityIndicator(large: Bool)
    case pageControl(pages: Int, current: Int)
    case textField(TextFieldSpec.BorderStyle)
    /// A button with an iOS 15 configuration's background (nil: no background).
    case buttonBackground(ButtonSpec.Configuration)
    /// A grouped table's background (the grouped background colour behind its cells).
    case groupedTable
    /// A grouped cell's background, rounded at the top or bottom as the first or last row of an
    /// inset-grouped section.
    case cellBackground(roundedTop: Bool, roundedBottom: Bool, radius: Double)
}

/// A view's `transform` when it is a uniform scale and a translation (CGAffineTransform's a = d =
/// scale, tx, ty): applied about the centre of the view's frame, in window points.
public struct ViewTransform: Hashable, Sendable {
    public var scale: Double
    public var translation: Point

    public init(scale: Double, translation: Point) {
        self.scale = scale
        self.translation = translation
    }

    /// Where a frame (in window coordinates) is drawn once transformed.
    public func applied(to frame: Rect) -> Rect {
        let width = frame.width * scale
        let height = frame.height * scale
        return Rect(
            x: frame.midX - width / 2 + translation.x, y: frame.midY - height / 2 + translation.y, width: width, height: height)
    }

    /// The window point the transform leaves in place (for drawing a scale about an anchor).
    public func anchor(for frame: Rect) -> Point {
        Point(x: frame.midX + translation.x / (1 - scale), y: frame.midY + translation.y / (1 - scale))
    }
}
