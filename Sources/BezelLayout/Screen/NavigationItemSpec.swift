import BezelGeometry

/// `UINavigationItem`: what a controller shows in the navigation bar while it is on top, and
/// (its back title) while it is one below the top.
public struct NavigationItemSpec: Hashable, Sendable {
    /// The bar title; nil: the controller's `title`.
    public var title: String?
    public var titleView: BarCustomView?
    public var leftItems: [BarItemSpec] = []
    public var rightItems: [BarItemSpec] = []
    /// `backButtonTitle` / `backBarButtonItem` title: what the next controller's back button says.
    public var backButtonTitle: String?
    public var hidesBackButton = false
    public var leftItemsSupplementBackButton = false
    /// iOS 14+ `backButtonDisplayMode`.
    public var backButtonDisplayMode = BackButtonDisplayMode.default
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    public var prompt: String?
    /// `navigationItem.searchController` (iOS 11+): a search bar below the title.
    public var hasSearchController = false
    /// iOS 16+ `UINavigationItem.style`.
    public var style = ItemStyle.navigator

    public init() {}

    public enum BackButtonDisplayMode: String, CaseIterable, Hashable, Sendable {
        /// The previous title, shortened to "Back" and then to the chevron when space runs out.
        case `default`
        /// "Back", or the chevron alone.
        case generic
        /// The chevron alone.
        case minimal
    }

    public enum LargeTitleDisplayMode: String, CaseIterable, Hashable, Sendable {
        case automatic, always, never
    }

    public enum ItemStyle: String, CaseIterable, Hashable, Sendable {
        /// The title centred (the classic bar).
        case navigator
        /// The title at the leading side, after the leading items.
        case browser
        /// As browser, with the back button a bare chevron.
        case editor
    }
}

/// A `UIBarButtonItem`.
public enum BarItemSpec: Hashable, Sendable {
    /// A system item (`UIBarButtonItem.SystemItem`).
    case system(SystemBarItem)
    /// A text item; `bold` is the `.done` style.
    case text(String, bold: Bool)
    /// An image item with the image's size in points.
    case image(Size, id: String?)
    case custom(BarCustomView)
    /// `.fixedSpace` with its `width` (may be negative: the old −8/−16 trick).
    case fixedSpace(Double)
}

/// UIKit's system bar button items: the text ones show a localized word, the others a glyph.
public enum SystemBarItem: String, CaseIterable, Hashable, Sendable {
    case done, cancel, edit, save, undo, redo
    case add, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward = "fast-forward"
    case close

    /// The English title of a text item; nil for glyph items.
    public var title: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// The glyph a glyph item shows; nil for text items.
    public var glyph: Glyph? { title == nil ? Glyph(name: rawValue) : nil }

    /// Done and Save use the bold (`.done`) style.
    var isBold: Bool { self == .done || self == .save }
}

/// A custom view in the bar: a bar button item's `customView` or the `titleView`. The view itself
/// is a declared view like a controller's (`view`): its class (or the user's own class name), id,
/// subviews, clipping, touch handling, alignment rectangle and content priorities; the bar adds
/// how it is sized.
public struct BarCustomView: Hashable, Sendable {
    /// The root view as declared; its `placement` is unused (the bar places it).
    public var view: ViewSpec
    /// The view's frame size, or the size its width/height constraints or intrinsic size give.
    public var size: Size
    public var sizing: Sizing

    public init(id: String? = nil, size: Size, sizing: Sizing = .frame) {
        view = ViewSpec(id: id)
        self.size = size
        self.sizing = sizing
    }

    public var id: String? {
        get { view.id }
        set { view.id = newValue }
    }

    /// `alignmentRectInsets`: on iOS 11+ the stack places the alignment rectangle, so the frame
    /// moves by the insets (CHROME §2.3, MP).
    public var alignmentRectInsets: EdgeInsets {
        get { view.alignmentRectInsets }
        set { view.alignmentRectInsets = newValue }
    }

    public var isUserInteractionEnabled: Bool {
        get { view.userInteractionEnabled }
        set { view.isUserInteractionEnabled = newValue }
    }

    public enum Sizing: String, CaseIterable, Hashable, Sendable {
        /// A frame only (`translatesAutoresizingMaskIntoConstraints`): wrapped in a
        /// `_UITAMICAdaptorView` on iOS 11+.
        case frame
        /// Explicit width and height constraints.
        case constraints
        /// `intrinsicContentSize`.
        case intrinsic
        /// Auto Layout inside but no intrinsic size and no size constraints: from iOS 11 such a
        /// view collapses to zero (NIW, REIBANG, HAWK); before, its frame size held.
        case unsized
    }
}
