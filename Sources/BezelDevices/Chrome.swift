import BezelGeometry

/// Status-bar heights and window safe-area insets per device class and iOS version
/// (DEVICES §1 and §3, CHROME §1; keys resolve in docs/sources.md). Each list starts at the
/// oldest version the class ran and adds an era only where a figure changed.
enum Chrome {
    /// Home-button iPhones. iOS 7–10 have no safe area. The status bar is 20 from iOS 7, the
    /// app's views under it (S53, S49: a bar at y 20 over a 64 pt background on iOS 7). iOS 7
    /// shows it in landscape too (S51, S52); iOS 8 hides it there (S50, S52). On iOS 11 the
    /// window's safe-area top is 0 (the status bar is not counted); from iOS 12 it is 20 (S19
    /// openradar 42372793, S22 Masonry #546). Landscape hides the status bar, so every landscape
    /// inset is 0 (S21).
    static let homeButtonPhone: [ChromeEra] = [
        era(.ios7, statusBar: sourced(20, .confirmed, [.s53, .s49, .s21]), landscapeStatusBar: iOS7PhoneLandscape),
        era(.ios8, statusBar: sourced(20, .confirmed, [.s21, .s4])),
        era(
            .ios11, statusBar: sourced(20, .confirmed, [.s21, .s4]),
            portrait: sourced(insets(0, 0, 0, 0), .confirmed, [.s19, .s22]),
            landscape: sourced(insets(0, 0, 0, 0), .confirmed, [.s19, .s21])),
        era(
            .ios12, statusBar: sourced(20, .confirmed, [.s21, .s4]),
            portrait: sourced(insets(20, 0, 0, 0), .confirmed, [.s19, .s22, .s1]),
            landscape: sourced(insets(0, 0, 0, 0), .confirmed, [.s21, .s4])),
    ]

    /// Home-button iPads: the status bar (20, from iOS 7 under the app: S53) stays in landscape;
    /// window safe area as on iPhone (top 0 on iOS 11, 20 from iOS 12) in both orientations (S19,
    /// S1, S16).
    static let homeButtonPad: [ChromeEra] = [
        era(.ios7, statusBar: sourced(20, .confirmed, [.s1, .s4, .s53]), landscapeStatusBar: padLandscape),
        era(
            .ios11, statusBar: sourced(20, .confirmed, [.s1, .s4]),
            portrait: sourced(insets(0, 0, 0, 0), .single, [.s19]),
            landscape: sourced(insets(0, 0, 0, 0), .single, [.s19]), landscapeStatusBar: padLandscape),
        era(
            .ios12, statusBar: sourced(20, .confirmed, [.s1, .s4]),
            portrait: sourced(insets(20, 0, 0, 0), .confirmed, [.s1, .s16]),
            landscape: sourced(insets(20, 0, 0, 0), .confirmed, [.s1, .s16]), landscapeStatusBar: padLandscape),
    ]

    /// iPads with a home indicator: status bar 24, window 24/0/20/0 in both orientations
    /// (S15, S16, S4; pointfree's S1 still uses the old 20/0 model for these).
    static let homeIndicatorPad: [ChromeEra] = [
        era(
            .ios12, statusBar: sourced(24, .confirmed, [.s15, .s4]),
            portrait: sourced(insets(24, 0, 20, 0), .confirmed, [.s15, .s16, .s4]),
            landscape: sourced(insets(24, 0, 20, 0), .confirmed, [.s15, .s16, .s4]), landscapeStatusBar: padLandscape)
    ]

    /// X, XS, XS Max, 11 Pro, 11 Pro Max: 44 on every version; landscape 0/44/21/44
    /// (S1 has bottom 24 in landscape, an outlier against S21, S26, S4).
    static let notch44: [ChromeEra] = [
        era(
            .ios11, statusBar: sourced(44, .confirmed, [.s21, .s4, .s15]),
            portrait: sourced(insets(44, 0, 34, 0), .confirmed, [.s21, .s26, .s1, .s4]),
            landscape: sourced(insets(0, 44, 21, 44), .confirmed, [.s21, .s26, .s4]))
    ]

    /// XR and 11: 44 on iOS 12–13, 48 from iOS 14 (S4, S15, S16; GK "44 before iOS 14").
    static let notchXR: [ChromeEra] = [
        era(
            .ios12, statusBar: sourced(44, .confirmed, [.s1, .s26]),
            portrait: sourced(insets(44, 0, 34, 0), .confirmed, [.s1, .s26]),
            landscape: sourced(insets(0, 44, 21, 44), .single, [.s26])),
        era(
            .ios14, statusBar: sourced(48, .confirmed, [.s4, .s15, .s16]),
            portrait: sourced(insets(48, 0, 34, 0), .confirmed, [.s4, .s15]),
            landscape: sourced(insets(0, 48, 21, 48), .single, [.s4], note: "S16 lists 44 here, swapped with the 11 Pro")),
    ]

    /// 12 mini and 13 mini: the status bar was 44 on iOS 14 under a 50 pt safe area; from iOS 15
    /// the status bar is 50 too (S17 QMUI #1326 maintainer's measurements, S18, S44).
    static let notchMini: [ChromeEra] = [
        era(
            .ios14, statusBar: sourced(44, .confirmed, [.s17, .s18]),
            portrait: sourced(insets(50, 0, 34, 0), .confirmed, [.s17, .s18, .s4]),
            landscape: sourced(insets(0, 50, 21, 50), .confirmed, [.s4, .s5])),
        era(
            .ios15, statusBar: sourced(50, .confirmed, [.s17, .s44, .s4]),
            portrait: sourced(insets(50, 0, 34, 0), .confirmed, [.s17, .s4, .s1]),
            landscape: sourced(insets(0, 50, 21, 50), .confirmed, [.s4, .s5])),
    ]

    /// 12, 12 Pro, 12 Pro Max, 13, 13 Pro, 13 Pro Max, 14, 14 Plus: 47 (S4, S15, S1).
    static let notch47: [ChromeEra] = [
        era(
            .ios14, statusBar: sourced(47, .confirmed, [.s4, .s15]),
            portrait: sourced(insets(47, 0, 34, 0), .confirmed, [.s4, .s1, .s15]),
            landscape: sourced(insets(0, 47, 21, 47), .confirmed, [.s4, .s5]))
    ]

    /// Dynamic Island phones 393/430 wide: status bar 54, safe area 59, landscape 0/59/21/59
    /// (S20 logs, S14, S4, S5).
    static let island59: [ChromeEra] = [
        era(
            .ios16, statusBar: sourced(54, .single, [.s20, .s4]),
            portrait: sourced(insets(59, 0, 34, 0), .confirmed, [.s20, .s14, .s4, .s5]),
            landscape: sourced(insets(0, 59, 21, 59), .confirmed, [.s4, .s5]))
    ]

    /// 16 Pro and 16 Pro Max (and by S42 the 17 Pro / Pro Max): safe area 62. The status-bar
    /// height is not published; S4 keeps its 54 fallback constant, used here as the estimate.
    static let island62: [ChromeEra] = [
        era(
            .ios18,
            statusBar: sourced(54, .estimate, [.s4], note: "not found; S4's fallback constant for island phones"),
            portrait: sourced(insets(62, 0, 34, 0), .confirmed, [.s4, .s5, .s42]),
            landscape: sourced(insets(0, 62, 21, 62), .confirmed, [.s4, .s42]))
    ]

    /// iPhone Air: one source (S47) gives a 68 pt top safe area; nothing else is known.
    static let islandAir: [ChromeEra] = [
        era(
            .ios26,
            statusBar: sourced(54, .estimate, [.s4], note: "not found; S4's fallback constant for island phones"),
            portrait: sourced(insets(68, 0, 34, 0), .single, [.s47]),
            landscape: sourced(
                insets(0, 68, 21, 68), .estimate, [.s47],
                note: "landscape sides assumed equal to the portrait top, as on every other Face ID iPhone"))
    ]

    // MARK: Status bar in landscape

    /// iPads keep the status bar in landscape (S21, S4, S15).
    static let padLandscape = sourced(true, .confirmed, [.s21, .s4, .s15])
    /// iOS 7 iPhones show it in landscape: OnsenUI saw it in both orientations on iOS 7 and only in
    /// portrait on iOS 8 (S51); the iOS 8 launch reports call the hiding new in iOS 8 (S52).
    static let iOS7PhoneLandscape = sourced(true, .confirmed, [.s51, .s52])
    /// From iOS 8 iPhones hide it in landscape (compact height) for apps linked against iOS 8 or
    /// later (S50; S52, S21).
    static let phoneLandscapeHidden = sourced(false, .confirmed, [.s50, .s52, .s21])

    // MARK: Helpers

    static func era(
        _ since: OSVersion, statusBar: Sourced<Double>, portrait: Sourced<EdgeInsets>? = nil,
        landscape: Sourced<EdgeInsets>? = nil, landscapeStatusBar: Sourced<Bool> = phoneLandscapeHidden
    ) -> ChromeEra {
        ChromeEra(
            since: since, statusBarHeight: statusBar, portraitSafeArea: portrait, landscapeSafeArea: landscape,
            landscapeStatusBar: landscapeStatusBar)
    }

    static func sourced<V>(_ value: V, _ confidence: Confidence, _ sources: [SourceID], note: String? = nil) -> Sourced<V> {
        Sourced(value, Provenance(confidence, sources, note: note))
    }

    static func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
        EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}

extension Array where Element == ChromeEra {
    /// Every figure weakened to at most `.inferred`, for a model that no source measured but that
    /// shares the panel of a measured one.
    func inferred(_ basis: String) -> [ChromeEra] {
        map { era in
            ChromeEra(
                since: era.since, statusBarHeight: era.statusBarHeight.inferred(basis),
                portraitSafeArea: era.portraitSafeArea?.inferred(basis),
                landscapeSafeArea: era.landscapeSafeArea?.inferred(basis), landscapeStatusBar: era.landscapeStatusBar)
        }
    }
}
