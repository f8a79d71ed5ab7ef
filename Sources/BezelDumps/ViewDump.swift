import BezelGeometry

/// A text file of view dumps as a developer pastes it, read: every view tree it holds
/// (`recursiveDescription`, `_autolayoutTrace`, a class listing, a list of view descriptions),
/// every controller tree (`_printHierarchy`), and what was set aside. A plain value; nothing in it
/// refers back to the text except line numbers.
///
/// Guarantees: every view has a class name and the 1-based line it was printed on; frames are in
/// the superview's bounds coordinates exactly as printed (finite, within `DumpLimits.maxMagnitude`);
/// no tree is deeper than `DumpLimits.maxDepth` and the file holds at most `DumpLimits.maxViews`
/// views.
public struct ViewDump: Hashable, Sendable {
    /// The file as the user named it, for messages.
    public var file: String
    /// The view trees in file order. A file often holds several captures of the same screen (two
    /// `po` commands, a dump before and after layout); each is drawn on its own.
    public var captures: [DumpCapture]
    /// `_printHierarchy` trees (view controllers), in file order.
    public var controllers: [DumpedController]
    /// What the reader noticed and tolerated: cut markers, a truncated tail, lines set aside.
    public var notes: [DumpNote]

    public init(file: String, captures: [DumpCapture], controllers: [DumpedController], notes: [DumpNote]) {
        self.file = file
        self.captures = captures
        self.controllers = controllers
        self.notes = notes
    }

    /// Views in every capture (sublayers, layout guides and the placeholders of cut lines aside).
    public var viewCount: Int { captures.reduce(0) { $0 + $1.viewCount } }
}

/// How a capture was printed.
public enum DumpFormat: String, CaseIterable, Hashable, Sendable {
    /// `-[UIView recursiveDescription]`: `<Class: 0x…; frame = (x y; w h); …>`, `   | ` per level.
    case recursiveDescription = "recursive-description"
    /// View descriptions one after another without a tree (`NSLog` of `subviews`, `print(view)`).
    case descriptionList = "description-list"
    /// `-[UIView _autolayoutTrace]`: `Class:0x…` with `•`, `*` and `+` marks, `|   ` per level.
    case autolayoutTrace = "autolayout-trace"
    /// Class names with their depth, `N: Class` (a developer's own printer, as in the seed article).
    case classListing = "class-listing"

    /// Whether views of this format carry frames and can be drawn.
    public var hasFrames: Bool { self == .recursiveDescription || self == .descriptionList }
}

/// One view tree (or, for a list of descriptions, the siblings printed together).
public struct DumpCapture: Hashable, Sendable {
    public var format: DumpFormat
    /// The first line of the capture.
    public var line: Int
    /// The top-level views: one root for a tree, several for a list of subviews.
    public var roots: [DumpedView]

    public init(format: DumpFormat, line: Int, roots: [DumpedView]) {
        self.format = format
        self.line = line
        self.roots = roots
    }

    /// Every view, depth first.
    public var views: [DumpedView] { roots.flatMap(\.subtree) }
    public var viewCount: Int { views.filter { !$0.isElided }.count }
}

/// One view as its description printed it. Properties UIKit leaves out of a description hold
/// their defaults (visible, opaque to touches, alpha 1).
public struct DumpedView: Hashable, Sendable {
    /// The class as printed; Swift's old mangled names (`_TtC5Hello8ListView`) read as
    /// `Hello.ListView`.
    public var className: String
    /// `baseClass = UINavigationBar`: the UIKit class a custom subclass descends from.
    public var baseClass: String?
    /// `0x7fb291f16480`, as printed; nil in a class listing.
    public var address: String?
    /// In the superview's bounds coordinates; nil when the format prints none or the line was cut
    /// before it.
    public var frame: Rect?
    public var isHidden = false
    public var alpha = 1.0
    public var clipsToBounds = false
    public var isUserInteractionEnabled = true
    /// `text = '…'` of a label, button, cell or text field, escapes decoded.
    public var text: String?
    /// `tintColor = …` as printed (an unselected tab's image prints its grey; the selected one none).
    public var tintColor: String?
    /// A scroll view's `contentOffset`: its subviews' frames are relative to it.
    public var contentOffset: Point?
    /// The printed `transform` was not the identity (frames print the transformed box).
    public var hasTransform = false
    /// Text after the description's closing `>` (` - Back`, ` effect=none`, ` layout=0x…`).
    public var suffix: String?
    /// `_autolayoutTrace` marks; nil in other formats.
    public var trace: TraceMarks?
    /// Layout guides a trace prints under the view, with their frames.
    public var guides: [DumpedGuide] = []
    /// The 1-based line the view was printed on.
    public var line: Int
    /// The line stops before the description's end (a truncated paste): later properties are unknown.
    public var isTruncated = false
    /// A placeholder for a level of the tree the publisher cut out (`...`): no class, no frame.
    public var isElided = false
    public var children: [DumpedView] = []

    public init(className: String, line: Int) {
        self.className = className
        self.line = line
    }

    /// This view and every view below it, depth first.
    public var subtree: [DumpedView] { [self] + children.flatMap(\.subtree) }

    /// The class UIKit knows it by: the base class of a custom subclass, else its own.
    public var uikitClass: String { baseClass ?? className }

    /// A class name without its module (`Hello.ListView` → `ListView`).
    public var shortClassName: String {
        guard !className.hasPrefix("<"), let dot = className.lastIndex(of: "."), !className.contains("<") else { return className }
        return String(className[className.index(after: dot)...])
    }
}

/// The marks `_autolayoutTrace` puts on a view.
public struct TraceMarks: Hashable, Sendable {
    /// `•`: the view hosts a layout engine.
    public var hostsEngine = false
    /// `*`: laid out with Auto Layout.
    public var autoLayout = false
    /// `+`: laid out by hand, in the engine through autoresizing-mask constraints.
    public var manual = false
    /// `- AMBIGUOUS LAYOUT` (with what follows `for`, when printed).
    public var ambiguity: String?
    /// `, MISSING HOST CONSTRAINTS`.
    public var missingHostConstraints = false

    public init() {}
}

/// A `UILayoutGuide` line of a trace: its identifier and `layoutFrame` in its owning view.
public struct DumpedGuide: Hashable, Sendable {
    public var identifier: String
    public var layoutFrame: Rect?
    public var isAmbiguous: Bool
    public var line: Int

    public init(identifier: String, layoutFrame: Rect?, isAmbiguous: Bool, line: Int) {
        self.identifier = identifier
        self.layoutFrame = layoutFrame
        self.isAmbiguous = isAmbiguous
        self.line = line
    }
}

/// One line of `_printHierarchy`: a view controller, its state and its view.
public struct DumpedController: Hashable, Sendable {
    public var className: String
    public var address: String?
    /// `appeared`, `disappeared`, `appearing`, …
    public var state: String?
    /// The class of its view, when loaded.
    public var viewClass: String?
    public var viewAddress: String?
    /// ` not in the window`.
    public var isInWindow = true
    /// `+ <…>, presented with: …`: presented over its parent rather than contained in it.
    public var isPresented = false
    public var line: Int
    public var children: [DumpedController] = []

    public init(className: String, line: Int) {
        self.className = className
        self.line = line
    }

    /// This controller and every one below it, depth first.
    public var subtree: [DumpedController] { [self] + children.flatMap(\.subtree) }
}

/// Something the reader tolerated, with where it is.
public struct DumpNote: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// A `...` line: the publisher left lines out here.
        case cut
        /// The last view's description stops before its end.
        case truncated
        /// Lines that are not part of any dump (commands, prose, log lines), counted.
        case skipped
        /// Sublayer lines (`<CALayer: 0x…> (layer)`) set aside: they are not views.
        case layers
        /// Lines joined to the line before them (a paste wrapped at a fixed width).
        case wrapped
    }

    public var kind: Kind
    public var line: Int
    public var message: String

    public init(kind: Kind, line: Int, message: String) {
        self.kind = kind
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
