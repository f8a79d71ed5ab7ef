import BezelAutoLayout
import BezelLayout
import BezelSupport

extension SceneBuilder {
    /// A UIKit view: its class, a frame or constraints, and the layout, touch, scroll and stack
    /// properties of `docs/scene-format.md`. Properties left nil take UIKit's defaults.
    public struct View: Sendable {
        public var viewClass: ViewClass
        public var id: String?
        /// [x, y, width, height] in the superview.
        public var frame: [Double]?
        /// Constraint rules such as `"top == safe-area.top + 20 @ 750"`, with an optional
        /// identifier for conflict logs.
        public var constraints: [(rule: String, identifier: String?)] = []
        public var hidden: Bool?
        public var alpha: Double?
        public var userInteractionEnabled: Bool?
        public var clipsToBounds: Bool?
        /// [top, left, bottom, right] added to the hit area.
        public var hitOutsets: [Double]?
        /// [top, leading, bottom, trailing].
        public var layoutMargins: [Double]?
        public var preservesSuperviewLayoutMargins: Bool?
        public var insetsLayoutMarginsFromSafeArea: Bool?
        /// Width and height; nil on an axis for none.
        public var intrinsicSize: (width: Double?, height: Double?)?
        /// [horizontal, vertical].
        public var hugging: [Double]?
        public var compressionResistance: [Double]?
        /// [top, left, bottom, right], negative allowed.
        public var alignmentRectInsets: [Double]?
        public var firstBaseline: Double?
        public var lastBaseline: Double?
        public var scroll: Scroll?
        public var stack: Stack?
        /// `setCustomSpacing(_:after:)` in the enclosing stack view.
        public var spacingAfter: Double?
        /// What the view shows for its class: a label's text, a button's title, a control's state.
        public var content: ViewContent?
        /// A table view's style and sections.
        public var table: TableSpec?
        /// A standalone bar's position (`UIBarPositioning`); top-attached draws its background
        /// up under the status bar.
        public var barPosition: BarPosition?
        public var subviews: [View] = []

        public init(
            _ viewClass: ViewClass = .view, id: String? = nil, frame: [Double]? = nil, constraints: [String] = [], subviews: [View] = []
        ) {
            self.viewClass = viewClass
            self.id = id
            self.frame = frame
            self.constraints = constraints.map { ($0, nil) }
            self.subviews = subviews
        }

        var document: JSONValue {
            let rules: [JSONValue] = constraints.map { rule, identifier in
                identifier.map { object([("rule", .string(rule)), ("identifier", .string($0))]) } ?? .string(rule)
            }
            let intrinsic = intrinsicSize.map { size -> JSONValue in
                .array([size.width.map(JSONValue.number) ?? .null, size.height.map(JSONValue.number) ?? .null])
            }
            return object(
                [
                    ("class", .string(viewClass.rawValue)), ("id", string(id)), ("frame", numbers(frame)),
                    ("constraints", rules.isEmpty ? nil : .array(rules)), ("hidden", bool(hidden)), ("alpha", number(alpha)),
                    ("user-interaction-enabled", bool(userInteractionEnabled)), ("clips-to-bounds", bool(clipsToBounds)),
                    ("hit-outsets", numbers(hitOutsets)), ("layout-margins", numbers(layoutMargins)),
                    ("preserves-superview-layout-margins", bool(preservesSuperviewLayoutMargins)),
                    ("insets-layout-margins-from-safe-area", bool(insetsLayoutMarginsFromSafeArea)), ("intrinsic-size", intrinsic),
                    ("hugging", numbers(hugging)), ("compression-resistance", numbers(compressionResistance)),
                    ("alignment-rect-insets", numbers(alignmentRectInsets)), ("first-baseline", number(firstBaseline)),
                    ("last-baseline", number(lastBaseline)), ("spacing-after", number(spacingAfter)),
                ] + (scroll?.fields ?? []) + (stack?.fields ?? []) + contentFields + [
                    ("bar-position", barPosition.map { .string($0.rawValue) }),
                    ("subviews", subviews.isEmpty ? nil : .array(subviews.map(\.document)))
                ])
        }
    }

    /// Scroll and table view properties.
    public struct Scroll: Sendable {
        /// [width, height].
        public var contentSize: [Double]?
        /// [top, left, bottom, right].
        public var contentInset: [Double]?
        public var adjustmentBehavior: ScrollSpec.AdjustmentBehavior?
        public var alwaysBounceVertical: Bool?
        public var alwaysBounceHorizontal: Bool?
        /// Table views: the number of rows, their height (44) and whether cells inset their
        /// content to the safe area.
        public var rows: Int?
        public var rowHeight: Double?
        public var insetsContentViewsToSafeArea: Bool?

        public init(contentSize: [Double]? = nil, rows: Int? = nil) {
            self.contentSize = contentSize
            self.rows = rows
        }

        var fields: [(String, JSONValue?)] {
            [
                ("content-size", numbers(contentSize)), ("content-inset", numbers(contentInset)),
                ("content-inset-adjustment-behavior", adjustmentBehavior.map { .string($0.rawValue) }),
                ("always-bounce-vertical", bool(alwaysBounceVertical)), ("always-bounce-horizontal", bool(alwaysBounceHorizontal)),
                ("rows", rows.map { .number(Double($0)) }), ("row-height", number(rowHeight)),
                ("insets-content-views-to-safe-area", bool(insetsContentViewsToSafeArea)),
            ]
        }
    }

    /// `UIStackView` properties; the view's subviews are its arranged subviews.
    public struct Stack: Sendable {
        public var axis: StackLayout.Axis?
        public var distribution: StackLayout.Distribution?
        /// Across the axis; UIKit's `top` is `leading` and `bottom` is `trailing`.
        public var alignment: StackLayout.Alignment?
        public var spacing: Double?
        public var layoutMarginsRelativeArrangement: Bool?
        public var baselineRelativeArrangement: Bool?

        public init(
            axis: StackLayout.Axis? = nil, distribution: StackLayout.Distribution? = nil, alignment: StackLayout.Alignment? = nil,
            spacing: Double? = nil
        ) {
            self.axis = axis
            self.distribution = distribution
            self.alignment = alignment
            self.spacing = spacing
        }

        var fields: [(String, JSONValue?)] {
            [
                ("axis", string(axis?.rawValue)), ("distribution", string(distribution?.rawValue)),
                ("alignment", string(alignment?.rawValue)),
                ("spacing", number(spacing)), ("layout-margins-relative-arrangement", bool(layoutMarginsRelativeArrangement)),
                ("baseline-relative-arrangement", bool(baselineRelativeArrangement)),
            ]
        }
    }

    /// `UINavigationItem`.
    public struct NavigationItem: Sendable {
        public var title: String?
        public var titleView: CustomView?
        /// The first is outermost.
        public var leftItems: [BarItem]?
        public var rightItems: [BarItem]?
        /// What the next controller's back button says.
        public var backButtonTitle: String?
        public var hidesBackButton: Bool?
        public var leftItemsSupplementBackButton: Bool?
        public var backButtonDisplayMode: NavigationItemSpec.BackButtonDisplayMode?
        public var largeTitleDisplayMode: NavigationItemSpec.LargeTitleDisplayMode?
        public var prompt: String?
        public var searchController: Bool?
        public var style: NavigationItemSpec.ItemStyle?

        public init(title: String? = nil, leftItems: [BarItem]? = nil, rightItems: [BarItem]? = nil, titleView: CustomView? = nil) {
            self.title = title
            self.leftItems = leftItems
            self.rightItems = rightItems
            self.titleView = titleView
        }

        var document: JSONValue {
            object([
                ("title", string(title)), ("title-view", titleView?.document),
                ("left-items", leftItems.map { .array($0.map(\.document)) }), ("right-items", rightItems.map { .array($0.map(\.document)) }),
                ("back-button-title", string(backButtonTitle)), ("hides-back-button", bool(hidesBackButton)),
                ("left-items-supplement-back-button", bool(leftItemsSupplementBackButton)),
                ("back-button-display-mode", backButtonDisplayMode.map { .string($0.rawValue) }),
                ("large-title-display-mode", largeTitleDisplayMode.map { .string($0.rawValue) }), ("prompt", string(prompt)),
                ("search-controller", bool(searchController)), ("style", style.map { .string($0.rawValue) }),
            ])
        }
    }

    /// A bar button item.
    public enum BarItem: Sendable {
        case system(SystemBarItem)
        case title(String, bold: Bool = false)
        /// An image item of this size in points.
        case image(width: Double, height: Double, id: String? = nil)
        case custom(CustomView)
        /// A fixed space; negative widths are allowed (honoured before iOS 11).
        case fixedSpace(Double)

        var document: JSONValue {
            switch self {
            case .system(let item): .object([("system", .string(item.rawValue))])
            case .title(let title, let bold): object([("title", .string(title)), ("bold", bold ? .bool(true) : nil)])
            case .image(let width, let height, let id): object([("image", .array([.number(width), .number(height)])), ("id", string(id))])
            case .custom(let view): .object([("custom", view.document)])
            case .fixedSpace(let width): .object([("fixed-space", .number(width))])
            }
        }
    }

    /// A toolbar item: a bar button item or a flexible space.
    public enum ToolbarItem: Sendable {
        case item(BarItem)
        case flexibleSpace

        var document: JSONValue {
            switch self {
            case .item(let item): item.document
            case .flexibleSpace: .object([("flexible-space", .bool(true))])
            }
        }
    }

    /// A custom view in a bar (`customView`, `titleView`).
    public struct CustomView: Sendable {
        public var id: String?
        /// [width, height].
        public var size: [Double]
        public var sizing: BarCustomView.Sizing?
        /// [top, left, bottom, right], negative allowed.
        public var alignmentRectInsets: [Double]?
        public var userInteractionEnabled: Bool?

        public init(id: String? = nil, size: [Double], sizing: BarCustomView.Sizing? = nil, alignmentRectInsets: [Double]? = nil) {
            self.id = id
            self.size = size
            self.sizing = sizing
            self.alignmentRectInsets = alignmentRectInsets
        }

        var document: JSONValue {
            object([
                ("id", string(id)), ("size", numbers(size)), ("sizing", sizing.map { .string($0.rawValue) }),
                ("alignment-rect-insets", numbers(alignmentRectInsets)), ("user-interaction-enabled", bool(userInteractionEnabled)),
            ])
        }
    }
}
