import BezelDevices
import BezelDrawing

/// A font request: size in points and weight (UIKit's bar title and Done buttons are semibold,
/// large titles bold). Layout measures with it and records it on the view; the figure draws the
/// view's text in the same value. It is the drawing's `Font`, so nothing converts between them.
public typealias TextFont = Font

extension Font {
    var isBold: Bool { weight.rawValue > Weight.regular.rawValue }

    /// Bar button titles: 17 pt regular; `done` items and the bar title: 17 pt semibold.
    public static let barButton = Font(size: 17)
    public static let barTitle = Font(size: 17, weight: .semibold)
    public static let largeTitle = Font(size: 34, weight: .bold)
    public static let prompt = Font(size: 13)
    /// Tab bar item titles: 10 pt medium under the icon, 13 pt medium beside it.
    public static let tabBarItem = Font(size: 10, weight: .medium)
    public static let tabBarItemBesideIcon = Font(size: 13, weight: .medium)
    /// The search field's placeholder.
    public static let searchField = Font(size: 17)
}

/// How wide a line of text is, in points. Layout needs it for text bar items, back buttons and
/// titles; the pipeline supplies Pango's measurement (Inter standing in for SF Pro), and
/// without one Bezel estimates from average advances and says so.
public protocol TextMeasuring: Sendable {
    func width(of text: String, font: TextFont) -> Double
    /// The advance width unrounded, for labels, which round to the pixel grid themselves.
    func exactWidth(of text: String, font: TextFont) -> Double
    /// How far to trust the widths, for the layout's list of uncertain figures.
    var confidence: Confidence { get }
    var basis: String { get }
}

extension TextMeasuring {
    public func exactWidth(of text: String, font: TextFont) -> Double { width(of: text, font: font) }
}

/// Average advance widths as fractions of the font size (Latin capitals, lower case, spaces and
/// CJK ideographs): a rough stand-in used only when no font measurer is given.
public struct EstimatedTextMetrics: TextMeasuring {
    public init() {}

    public func width(of text: String, font: TextFont) -> Double {
        exactWidth(of: text, font: font).rounded(.up)
    }

    public func exactWidth(of text: String, font: TextFont) -> Double {
        var em = 0.0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20: em += 0.27
            case 0x41...0x5A: em += 0.66
            case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF: em += 1.0
            default: em += 0.53
            }
        }
        return em * font.size * (font.isBold ? 1.04 : 1)
    }

    public var confidence: Confidence { .estimate }
    public var basis: String { "text widths estimated from average character advances (no font measurer)" }
}
