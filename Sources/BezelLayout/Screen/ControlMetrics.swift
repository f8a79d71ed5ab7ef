import BezelDrawing
import BezelDevices
import BezelGeometry

/// Sizes of UIKit's controls and text per iOS era, from the controls research note (CONTROLS:
/// the § numbers are its sections; the CTL keys resolve in docs/sources.md). Figures the note
/// marks as disputed or unfound are named parameters here with the better-supported default;
/// each function returns its figure with its confidence, and the layout lists those below
/// single-source confidence among the screen's uncertain figures.
public struct ControlMetrics: Sendable {
    /// `UIFont.lineHeight` of the system font as a fraction of its point size, the same at
    /// every size: SF's ascender 0.9521484375 + descender 0.2412109375 em, leading 0 (17 pt →
    /// 20.287109375; LBM1, LBM7, LBM8, LBM9, LBM11). Pango's Inter is not used for heights, so a
    /// label is as tall as on a device.
    public var lineHeightRatio = 1.193359375
    /// UISegmentedControl height on iOS 9–12: 29 in an iOS 9 scope bar's dump (LBM47) and
    /// Interface Builder (CTL6, CTL60) vs 28 in React Native and renetik (CTL5, CTL53)
    /// (CONTROLS §2, open question 1).
    public var legacySegmentedHeight = 29.0
    /// Padding on each side of a segment's widest title (isim's rule, CTL3; not measured).
    public var segmentTitlePadding = 12.0
    /// `UIButton.Configuration.imagePadding` when unset: undocumented (CTL70); 0 in one plugin's
    /// comment (LBM35), 6 in isim (CTL3).
    public var configurationImagePadding = 0.0
    /// UITextField `.roundedRect` from iOS 13: the font's line plus this above and below (20.5 +
    /// 14 = 34.5 at @2x with the 17 pt body font; Interface Builder's frame is 34; no printed
    /// height found). iOS 7–12 fit it to 30 whatever the font (CTL21, CTL22).
    public var modernRoundedFieldPadding = 7.0
    /// The text inset inside a rounded-rect field: 7 (CTL47, CTL10 now) vs 6 (CTL10 in 2021).
    public var roundedFieldTextInset = 7.0

    public init() {}

    public static let standard = ControlMetrics()

    /// A font's line height rounded up to the pixel grid, as a one-line label's intrinsic height.
    func lineHeight(_ font: TextFont, scale: Double) -> Double {
        ceilToPixels(font.size * lineHeightRatio, scale: scale)
    }

    /// The font of a text style at the default content size (CONTROLS §9.2, CTL11–CTL13):
    /// title1 was Light until iOS 10.
    func font(_ style: TextStyle, os: OSVersion) -> TextFont {
        switch style {
        case .largeTitle: TextFont(size: 34)
        case .title1: TextFont(size: 28, weight: os < .ios11 ? .light : .regular)
        case .title2: TextFont(size: 22)
        case .title3: TextFont(size: 20)
        case .headline: TextFont(size: 17, weight: .semibold)
        case .body: TextFont(size: 17)
        case .callout: TextFont(size: 16)
        case .subheadline: TextFont(size: 15)
        case .footnote: TextFont(size: 13)
        case .caption1: TextFont(size: 12)
        case .caption2: TextFont(size: 11)
        }
    }

    func font(_ spec: FontSpec?, default fallback: TextFont, os: OSVersion) -> TextFont {
        switch spec {
        case nil: fallback
        case .style(let style): font(style, os: os)
        case .system(let size, let weight): TextFont(size: size, weight: weight)
        }
    }

    /// UISwitch: 51 × 31 from iOS 7 (CTL7, CTL8, CTL10, CTL2), 63 × 28 on iOS 26 (CTL1, CTL2,
    /// CTL57–CTL59). UIKit forces the size whatever frame is asked (CTL4, CTL26).
    func switchSize(os: OSVersion) -> (Size, BarFigure) {
        os >= .ios26
            ? (Size(width: 63, height: 28), BarFigure(63, .confirmed, "CTL1, CTL2: iOS 26 switch 63 × 28"))
            : (Size(width: 51, height: 31), BarFigure(51, .confirmed, "CTL7, CTL10, CTL2: switch 51 × 31"))
    }

    /// UISegmentedControl's height (CONTROLS §2): 28 or 29 up to iOS 12, 32 from iOS 13 (CTL3,
    /// CTL52, CTL54), 32 on iOS 27 and so inferred for iOS 26 (CTL1).
    func segmentedHeight(os: OSVersion) -> BarFigure {
        if os >= .ios26 { return BarFigure(32, .inferred, "CTL1 measured 32 on iOS 27; iOS 26 not measured") }
        if os >= .ios13 { return BarFigure(32, .confirmed, "CTL3, CTL52, CTL54: 32 from iOS 13") }
        return BarFigure(legacySegmentedHeight, .estimate, "LBM47, CTL6 and CTL60 say 29, CTL5 and CTL53 say 28 before iOS 13")
    }

    /// A segment title's font: 13 pt medium (CTL6 for the iOS 7 look, CTL3 and CTL52 from iOS 13).
    var segmentFont: TextFont { TextFont(size: 13, weight: .medium) }

    /// UISlider's intrinsic height; it has no intrinsic width (CONTROLS §3).
    func sliderHeight(os: OSVersion) -> BarFigure {
        os >= .ios26
            ? BarFigure(28, .estimate, "CTL50 only: an iOS 26-era wrapper sizes the native slider 28 tall")
            : BarFigure(31, .confirmed, "CTL3, CTL49: slider 31 tall")
    }

    /// UIProgressView's height, forced by the control (CTL64): 2 up to iOS 12 (CTL24, CTL23),
    /// 4 from iOS 13 (CTL3, CTL26), kept on iOS 26 (CTL1 reports no change).
    func progressHeight(os: OSVersion) -> BarFigure {
        if os >= .ios26 { return BarFigure(4, .inferred, "CTL1 reports no change from iOS 18's 4") }
        return os >= .ios13 ? BarFigure(4, .confirmed, "CTL3, CTL26: 4 from iOS 13") : BarFigure(2, .confirmed, "CTL24, CTL23: 2")
    }

    /// UIActivityIndicatorView: 20 × 20 medium, 37 × 37 large in every era (CTL24, CTL62, CTL63).
    func activityIndicatorSide(large: Bool) -> Double { large ? 37 : 20 }

    /// UIPageControl's size for a number of pages (CONTROLS §6): dots 16 apart (CTL28, CTL3);
    /// 37 tall before iOS 14 (unsourced), 26 from iOS 14 (CTL3, CTL1: 25.67 on iOS 27).
    func pageControlSize(pages: Int, os: OSVersion) -> (Size, BarFigure) {
        let width = Double(pages) * 16 + 16
        if os >= .ios14 {
            return (Size(width: width, height: 26), BarFigure(26, .inferred, "CTL3 draws 26, CTL1 measured 25.67 on iOS 27"))
        }
        return (Size(width: width, height: 37), BarFigure(37, .estimate, "37 is Interface Builder's height; no measurement found"))
    }

    /// UITextField's height for a border style and font (CONTROLS §7).
    func textFieldHeight(_ style: TextFieldSpec.BorderStyle, font: TextFont, os: OSVersion, scale: Double) -> BarFigure {
        let line = lineHeight(font, scale: scale)
        switch style {
        case .roundedRect where os >= .ios13:
            return BarFigure(line + 2 * modernRoundedFieldPadding, .estimate, "the line + 7 above and below, unmeasured (Interface Builder says 34; grows with the font, CTL67)")
        case .roundedRect:
            return BarFigure(30, .confirmed, "CTL21, CTL22: a rounded-rect field fits to 30")
        case .none:
            return BarFigure(line, .inferred, "a borderless field is one line of its font")
        case .line, .bezel:
            return BarFigure(line + 4, .estimate, "line and bezel fields: the line plus 2 pt each side, not measured")
        }
    }

    /// The legacy button's title font: 15 pt for system and custom types (CTL19, CTL3); LayoutKit
    /// saw 18 for custom buttons on iOS 9–11 (CTL19), which isim does not (CONTROLS §8.1).
    func legacyButtonFont() -> TextFont { TextFont(size: 15) }

    /// The configuration's title font (medium size): 17 regular (CTL3, CTL1).
    func configurationFont() -> TextFont { TextFont(size: 17) }

    /// The configuration's default content insets (medium size): 7/12/7/12 (CTL17, CTL3).
    var configurationInsets: DirectionalInsets { DirectionalInsets(top: 7, leading: 12, bottom: 7, trailing: 12) }
}

/// `value` rounded up to the pixel grid (a tiny tolerance keeps exact multiples where they are).
func ceilToPixels(_ value: Double, scale: Double) -> Double {
    (value * scale - 1e-6).rounded(.up) / scale
}
