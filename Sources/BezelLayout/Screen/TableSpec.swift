/// `UITableView`'s style and its sections of cells, as a scene gives them.
public struct TableSpec: Hashable, Sendable {
    public enum Style: String, CaseIterable, Hashable, Sendable {
        case plain, grouped
        /// iOS 13+.
        case insetGrouped = "inset-grouped"
    }

    public var style = Style.plain
    public var sections: [SectionSpec]
    /// `rowHeight`; nil: 44 before iOS 11, self-sizing from the cell's labels from iOS 11
    /// (never below 44).
    public var rowHeight: Double?
    /// `cellLayoutMarginsFollowReadableWidth`; nil: UIKit's default, true on iOS 9–11 and false
    /// from iOS 12 (CTL31, CTL32).
    public var cellLayoutMarginsFollowReadableWidth: Bool?
    /// `separatorStyle == .none` when false.
    public var showsSeparators = true

    public init(style: Style = .plain, sections: [SectionSpec]) {
        self.style = style
        self.sections = sections
    }
}

public struct SectionSpec: Hashable, Sendable {
    public var header: String?
    public var footer: String?
    public var rows: [CellSpec]

    public init(header: String? = nil, footer: String? = nil, rows: [CellSpec]) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }
}

/// A `UITableViewCell` of one of UIKit's four styles.
public struct CellSpec: Hashable, Sendable {
    public enum Style: String, CaseIterable, Hashable, Sendable {
        case `default`, subtitle, value1, value2
    }

    public enum Accessory: String, CaseIterable, Hashable, Sendable {
        case none
        case disclosureIndicator = "disclosure-indicator"
        case detailDisclosureButton = "detail-disclosure-button"
        case checkmark
        case detailButton = "detail-button"
    }

    public var id: String?
    public var style = Style.default
    public var text: String?
    public var detail: String?
    public var image: ImageSpec?
    public var accessory = Accessory.none
    /// A switch as the accessory view (a settings row), on or off.
    public var switchAccessory: Bool?

    public init(text: String? = nil, style: Style = .default) {
        self.text = text
        self.style = style
    }
}
