import BezelDevices
import BezelGeometry

/// Heights of the docked English software keyboard, from the keyboard research note (KEYBOARD:
/// the § numbers are its sections; the KB keys resolve in docs/sources.md). Heights are the
/// frame `keyboardFrameEndUserInfoKey` reports, which on Face ID iPhones includes the 75 pt
/// strip below the keys (home indicator included; KEYBOARD §1.1). Disputed or unfound figures
/// are named parameters with the better-supported default.
public struct KeyboardMetrics: Sendable {
    /// 375×812 portrait with QuickType: 333 (two iOS 11 simulator logs, KB28, KB19), 335 (KB26,
    /// KB15, KB29), 336 (KB21, KB24) — boundaries between iOS versions unknown (KEYBOARD §5, gap 1).
    public var notch375PredictiveHeight = 336.0
    /// 320×568 with QuickType from iOS 11: 254 (KB10, KB21, KB22) vs 253 before (KB16); the era
    /// split is inferred from the 258 → 260 change on 375-wide phones (KEYBOARD §5, gap 2).
    public var compact320PredictiveHeight = 254.0
    /// 440×956 with QuickType: no log; 318 without it (KB18) plus the 45 pt bar (KEYBOARD §1.2).
    public var max440PredictiveHeight = 363.0
    /// Face ID iPhone landscape: only the extension's 188/198 pt area is known (KB10); the frame
    /// is estimated as that plus the 21 pt landscape bottom inset (KEYBOARD §1.3; §5, gap 4).
    public var faceIDLandscapeStrip = 21.0

    public init() {}

    public static let standard = KeyboardMetrics()

    /// The docked keyboard's height for a device's screen (portrait points), orientation and iOS
    /// version. iOS 26 has no published heights (KB38): the iOS 18 figure, flagged. QuickType
    /// arrived in iOS 8 and the iPad's shortcut bar in iOS 9 (KB87): iOS 7 keyboards have no
    /// QuickType bar, and iPad keyboards before iOS 9 were not measured.
    func height(portrait size: Size, family: DeviceFamily, orientation: Orientation, os: OSVersion, predictive: Bool) -> BarFigure {
        let predictive = predictive && os >= .ios8
        var figure =
            family == .ipad
            ? padHeight(size, landscape: orientation.isLandscape, os: os)
            : orientation.isLandscape
                ? phoneLandscapeHeight(size, predictive: predictive)
                : phonePortraitHeight(size, os: os, predictive: predictive)
        if os < .ios9 { figure = legacy(figure, family: family, os: os) }
        if os >= .ios26 {
            figure = BarFigure(
                figure.value, .estimate,
                "iOS 26 keyboard: no published height (KB38 reports Apple shortened it in a point release); the iOS 18 figure \(formatted(figure.value)) (\(figure.basis))"
            )
        }
        return figure
    }

    /// iPhone portrait (KEYBOARD §1.2).
    private func phonePortraitHeight(_ size: Size, os: OSVersion, predictive: Bool) -> BarFigure {
        let legacy = os < .ios11
        switch (size.width, size.height, predictive) {
        case (320, _, false), (375, 667, false): return BarFigure(216, .confirmed, "216 without QuickType (KB17, KB18)")
        case (320, _, true) where legacy: return BarFigure(253, .confirmed, "253 with QuickType on iOS 9–10 (KB16, KB19)")
        case (320, _, true):
            return BarFigure(compact320PredictiveHeight, .inferred, "254 with QuickType from iOS 11 (KB10, KB21, KB22; era split inferred)")
        case (375, 667, true) where legacy: return BarFigure(258, .confirmed, "258 with QuickType on iOS 9–10 (KB23, KB3, KB19)")
        case (375, 667, true): return BarFigure(260, .confirmed, "260 with QuickType from iOS 11 (KB2, KB10, KB21, KB24)")
        case (414, 736, false): return BarFigure(226, .confirmed, "226 without QuickType (KB17, KB18, KB25)")
        case (414, 736, true): return BarFigure(271, .confirmed, "271 with QuickType (KB4, KB10, KB19, KB21)")
        case (414, _, false): return BarFigure(301, .confirmed, "301 without QuickType (KB30, KB31, KB18)")
        case (414, _, true): return BarFigure(346, .confirmed, "346 with QuickType (KB9, KB32, KB21, KB29)")
        case (428, _, false), (430, _, false):
            return BarFigure(301, .estimate, "no log: as the 414×896 phones, 301 without QuickType (KB18)")
        case (428, _, true): return BarFigure(346, .single, "346 with QuickType (KB21)")
        case (430, _, true): return BarFigure(346, .estimate, "no log: as the 428-wide phones, 346 (KB21)")
        case (440, _, false): return BarFigure(318, .single, "318 without QuickType (KB18)")
        case (440, _, true): return BarFigure(max440PredictiveHeight, .estimate, "no log: 318 (KB18) + the 45 pt QuickType bar")
        case (375, _, false): return BarFigure(291, .confirmed, "291 without QuickType = 216 keys + 75 strip (KB26, KB18)")
        case (375, _, true):
            return BarFigure(notch375PredictiveHeight, .inferred, "333/335/336 with QuickType (KB28, KB26, KB21); 336 the latest")
        case (390, _, false): return BarFigure(291, .single, "291 without QuickType (KB18)")
        case (390, _, true): return BarFigure(336, .single, "336 with QuickType (KB21)")
        case (_, _, false): return BarFigure(291, .single, "291 without QuickType (KB18, rainbow's 852/874 rows)")
        case (_, _, true): return BarFigure(336, .estimate, "no log: as the 390-wide phones, 336 (KB21)")
        }
    }

    /// iPhone landscape (KEYBOARD §1.3): home-button phones 162 / 200; Face ID phones estimated.
    private func phoneLandscapeHeight(_ size: Size, predictive: Bool) -> BarFigure {
        guard size.height >= 812 else {
            return predictive
                ? BarFigure(200, .single, "200 with QuickType = 162 + 38 (KB10)")
                : BarFigure(162, .confirmed, "162 without QuickType (KB17, KB33, KB34)")
        }
        let keys = size.width >= 390 ? 160.0 : 150.0
        let value = keys + (predictive ? 38 : 0) + faceIDLandscapeStrip
        return BarFigure(
            value, .estimate,
            "no log: the extension's \(formatted(keys + (predictive ? 38 : 0))) pt (KB10) + \(formatted(faceIDLandscapeStrip)) pt bottom strip")
    }

    /// iPads (KEYBOARD §1.4): the shortcut bar is always there, so QuickType does not change
    /// the height; only the 9.7" 768×1024 was measured (KB36, KB20), the others are derived.
    private func padHeight(_ size: Size, landscape: Bool, os: OSVersion) -> BarFigure {
        switch (size.width, size.height) {
        case (768, 1024):
            return landscape
                ? BarFigure(398, .confirmed, "398 landscape (KB36, KB20)")
                : BarFigure(313, .single, "313 portrait (KB36)")
        case (1024, 1366):
            return BarFigure(landscape ? 478 : 385, .inferred, "reconstructed from Cantoboard's 12.9\" layout (KB10)")
        case (820, _): return BarFigure(landscape ? 398 : 315, .inferred, "reconstructed from Cantoboard's 10.9\" layout (KB10)")
        case (834, 1194): return BarFigure(landscape ? 406 : 319, .inferred, "reconstructed from Cantoboard's 11\" layout (KB10)")
        case (810, _), (834, _): return BarFigure(landscape ? 405 : 318, .inferred, "reconstructed from Cantoboard's 10.5\" layout (KB10)")
        default:
            return BarFigure(
                landscape ? 406 : 319, .estimate, "no figure for this iPad: as the 11\" iPad Pro, reconstructed from Cantoboard (KB10)")
        }
    }

    /// iOS 7 and 8: an iPhone keyboard as on iOS 9–10 (216 and 162 without QuickType since
    /// before iOS 7, KB17, KB33; 258 with it on iOS 8–10, KB23), the other QuickType heights
    /// inferred from iOS 9; an iPad keyboard, which had no shortcut bar yet, not measured.
    private func legacy(_ figure: BarFigure, family: DeviceFamily, os: OSVersion) -> BarFigure {
        if family == .ipad {
            return BarFigure(
                figure.value, .estimate,
                "iPad keyboards before iOS 9 (no shortcut bar, KB87) not measured: the iOS 9 figure \(formatted(figure.value)) (\(figure.basis))")
        }
        guard os >= .ios8, figure.value != 216, figure.value != 162, figure.value != 258 else { return figure }
        return BarFigure(
            figure.value, max(figure.confidence, .inferred), "as on iOS 9–10: QuickType arrived in iOS 8 (KB87); \(figure.basis)")
    }

    private func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
