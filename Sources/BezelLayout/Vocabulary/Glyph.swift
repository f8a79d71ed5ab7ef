/// A placeholder glyph a view shows, drawn as a simple vector (never Apple artwork). Bezel puts
/// the back chevron, the search field's magnifying glass, system bar items' glyphs and the
/// image placeholder; a scene may name any symbol for a tab bar item, which `other` keeps.
/// `name` is the symbol's name as `bezel explain` prints it; `Glyph(name:)` reads it back, so
/// a named glyph Bezel knows is never an `other`.
public enum Glyph: Hashable, Sendable {
    /// `chevron.backward`: the back button's chevron.
    case chevronBackward
    /// `magnifyingglass`: the search field's icon.
    case magnifyingGlass
    case add, compose, search, action, trash
    case star, clock, person
    /// Settings' row icons: `airplane` and `wifi` (SF Symbols' names), and `bluetooth`, the
    /// Bluetooth rune (SF Symbols has none; the name is Bezel's).
    case airplane, wifi, bluetooth
    /// A table cell's accessories: the disclosure chevron, the checkmark and the info button.
    case chevronForward, checkmark, info
    /// `image`: an image item or a tab without a glyph of its own.
    case image
    /// Any other name: drawn as a rounded square.
    case other(String)

    private static let named: [Glyph] = [
        .chevronBackward, .magnifyingGlass, .add, .compose, .search, .action, .trash, .star, .clock, .person, .airplane, .wifi, .bluetooth,
        .chevronForward, .checkmark, .info, .image,
    ]

    public init(name: String) {
        self = Glyph.named.first { $0.name == name } ?? .other(name)
    }

    public var name: String {
        switch self {
        case .chevronBackward: "chevron.backward"
        case .magnifyingGlass: "magnifyingglass"
        case .add: "add"
        case .compose: "compose"
        case .search: "search"
        case .action: "action"
        case .trash: "trash"
        case .star: "star"
        case .clock: "clock"
        case .person: "person"
        case .airplane: "airplane"
        case .wifi: "wifi"
        case .bluetooth: "bluetooth"
        case .chevronForward: "chevron.forward"
        case .checkmark: "checkmark"
        case .info: "info.circle"
        case .image: "image"
        case .other(let name): name
        }
    }
}
