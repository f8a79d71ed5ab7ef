import BezelGeometry

/// Screen, sensor-housing and home-indicator figures shared by several models, with sources.
/// Keys (S…) are explained in `Sources.swift`; confidence marks follow `Confidence`.
enum Hardware {
    // MARK: iPhone screens (points, scale and pixels: S13 Apple HIG, S9 iosref, S11; radii: S6, S27)

    static let iphone35 = screen(320, 480, scale: 2, inches: 3.5, ppi: 326, radius: zeroRadius)
    static let iphone40 = screen(320, 568, scale: 2, inches: 4.0, ppi: 326, radius: zeroRadius)
    static let iphone47 = screen(375, 667, scale: 2, inches: 4.7, ppi: 326, radius: zeroRadius)
    static let iphone55 = screen(
        414, 736, scale: 3, panel: PixelSize(width: 1080, height: 1920), inches: 5.5, ppi: 401, radius: zeroRadius)
    static let iphoneX = screen(375, 812, scale: 3, inches: 5.8, ppi: 458, radius: radius(39, .confirmed, [.s6, .s7, .s27]))
    static let iphoneXSMax = screen(414, 896, scale: 3, inches: 6.5, ppi: 458, radius: radius(39, .confirmed, [.s6, .s27]))
    static let iphoneXR = screen(414, 896, scale: 2, inches: 6.1, ppi: 326, radius: radius(41.5, .confirmed, [.s6, .s27]))
    static let iphoneMini = screen(
        375, 812, scale: 3, panel: PixelSize(width: 1080, height: 2340), inches: 5.4, ppi: 476,
        radius: radius(44, .confirmed, [.s6, .s27]))
    static let iphone61 = screen(390, 844, scale: 3, inches: 6.1, ppi: 460, radius: radius(47.33, .confirmed, [.s6, .s27]))
    static let iphone67 = screen(428, 926, scale: 3, inches: 6.7, ppi: 458, radius: radius(53.33, .confirmed, [.s6, .s27]))
    static let iphone61Island = screen(393, 852, scale: 3, inches: 6.1, ppi: 460, radius: radius(55, .single, [.s27]))
    static let iphone67Island = screen(430, 932, scale: 3, inches: 6.7, ppi: 460, radius: radius(55, .single, [.s27]))
    static let iphone63 = screen(402, 874, scale: 3, inches: 6.3, ppi: 460, radius: radius(62, .confirmed, [.s8, .s27]))
    static let iphone69 = screen(440, 956, scale: 3, inches: 6.9, ppi: 460, radius: radius(62, .confirmed, [.s8, .s27]))
    static let iphoneAir = screen(
        420, 912, scale: 3, inches: 6.5, ppi: 460,
        radius: radius(
            62, .estimate, [.s8],
            note: "S8 read 62 via the private API (Xcode 26 RC), then saw the simulator clip the corners; final value unpublished"))

    // MARK: iPad screens

    static let ipad97At1x = screen(768, 1024, scale: 1, inches: 9.7, ppi: 132, radius: zeroRadius)
    static let ipadMiniAt1x = screen(768, 1024, scale: 1, inches: 7.9, ppi: 163, radius: zeroRadius)
    static let ipad97 = screen(768, 1024, scale: 2, inches: 9.7, ppi: 264, radius: zeroRadius)
    static let ipadMini79 = screen(768, 1024, scale: 2, inches: 7.9, ppi: 326, radius: zeroRadius)
    static let ipad102 = screen(810, 1080, scale: 2, inches: 10.2, ppi: 264, radius: zeroRadius)
    static let ipad105 = screen(834, 1112, scale: 2, inches: 10.5, ppi: 264, radius: zeroRadius)
    static let ipad129Home = screen(1024, 1366, scale: 2, inches: 12.9, ppi: 264, radius: zeroRadius)
    /// S6 lists "iPad Air / iPad Pro 11-inch / 12.9-inch: 18.0" (the first rounded Air is the 4th generation).
    static let ipadRoundedRadius = radius(18, .single, [.s6])
    static let ipad11 = screen(834, 1194, scale: 2, inches: 11, ppi: 264, radius: ipadRoundedRadius)
    static let ipad129 = screen(1024, 1366, scale: 2, inches: 12.9, ppi: 264, radius: ipadRoundedRadius)
    static let ipad109 = screen(820, 1180, scale: 2, inches: 10.9, ppi: 264, radius: ipadRoundedRadius)
    static let ipad109Base = screen(
        820, 1180, scale: 2, inches: 10.9, ppi: 264,
        radius: radius(
            22, .single, [.s46],
            note: "one unattributed table; every other measured rounded iPad reports 18 (S6)"))
    static let ipadMini83 = screen(
        744, 1133, scale: 2, inches: 8.3, ppi: 326,
        radius: radius(
            18, .estimate, [.s6],
            note: "no measurement found; 18 is what every measured rounded-corner iPad reports (S6)"))
    static let ipad11M4 = screen(
        834, 1210, scale: 2, inches: 11, ppi: 264,
        radius: radius(18, .estimate, [.s6], note: "no measurement found; 18 as on the earlier 11-inch iPad Pro (S6)"))
    static let ipad13M4 = screen(
        1032, 1376, scale: 2, inches: 13, ppi: 264,
        radius: radius(18, .estimate, [.s6], note: "no measurement found; 18 as on the earlier 12.9-inch iPad Pro (S6)"))

    // MARK: Sensor housings

    /// S35 measured 209 × 31 (an older version 30) with bottom radius 20; S37 also gives 209 wide.
    static let notchX = Notch(
        width: 209, depth: 30, bottomRadius: 20, filletRadius: filletEstimate,
        provenance: Provenance(.single, [.s35, .s37], note: "depth 30 (S35 older) vs 31 (S35 newer); fillet radius is an estimate"))
    /// The XR uses the X's TrueDepth module on a 326-ppi @2x panel (163 pt/in vs 152.7 on the X),
    /// so the same physical notch is 1.067× larger in points.
    static let notchXR = Notch(
        width: 223, depth: 32, bottomRadius: 21, filletRadius: filletEstimate,
        provenance: Provenance(
            .estimate, [.s35, .s37], note: "X notch scaled by point density (163 / 152.7 pt per inch); S37 lists 220 × 29"))
    static let notch12 = Notch(
        width: 210, depth: 30, bottomRadius: 20, filletRadius: filletEstimate,
        provenance: Provenance(
            .estimate, [.s35, .s37], note: "X notch scaled by point density (153.3 / 152.7 pt per inch); S37 lists 214 × 32"))
    static let notch12Mini = Notch(
        width: 226, depth: 32.5, bottomRadius: 21.5, filletRadius: filletEstimate,
        provenance: Provenance(.estimate, [.s35], note: "X notch scaled by point density (476 ppi / 2.88 = 165.3 pt per inch)"))
    /// The 13 series notch is 20% narrower; S5's outline path gives ≈161 wide, ≈32 deep, ≈128 flat bottom.
    static let notch13 = Notch(
        width: 161, depth: 32, bottomRadius: 16.5, filletRadius: filletEstimate,
        provenance: Provenance(.inferred, [.s5, .s37], note: "from S5's designer outline (manually adjusted mock)"))
    static let notch13Mini = Notch(
        width: 174, depth: 34.5, bottomRadius: 18, filletRadius: filletEstimate,
        provenance: Provenance(.estimate, [.s5, .s37], note: "13 notch scaled by point density (165.3 / 153.3); S37 lists 168 × 31"))
    static let filletEstimate = 6.0

    static let island14Pro = Island(
        size: Size(width: 126, height: 37.33), top: 11,
        provenance: Provenance(.confirmed, [.s33, .s5], note: "S5's outline agrees within 1 pt; sub-point values unconfirmed"))
    static let island16Pro = Island(
        size: Size(width: 124.67, height: 35.67), top: 14.33,
        provenance: Provenance(.single, [.s5], note: "derived from S5's designer outline; sits lower, matching the 62 pt safe area"))

    // MARK: Home indicator

    /// 134 × 5, 8 pt above the bottom edge, in three independent UI kits (S38). No public figure
    /// was found for landscape or iPads, so the portrait bar is reused there (an estimate).
    static let homeIndicatorPhone = HomeIndicator(
        portraitSize: Size(width: 134, height: 5), landscapeSize: Size(width: 134, height: 5), bottomOffset: 8,
        provenance: Provenance(.single, [.s38], note: "landscape size not found: portrait size reused (estimate)"))
    static let homeIndicatorPad = HomeIndicator(
        portraitSize: Size(width: 134, height: 5), landscapeSize: Size(width: 134, height: 5), bottomOffset: 8,
        provenance: Provenance(.estimate, [.s38], note: "no iPad figure found: the iPhone bar (S38) reused"))

    // MARK: Root-view layout margins (UIView.layoutMargins doc S23, S24)

    static let marginsCompactPhone = OrientedMargins(
        portrait: Sourced(16, Provenance(.confirmed, [.s23, .s24])),
        landscape: Sourced(16, Provenance(.confirmed, [.s23, .s24])))
    static let marginsWidePhone = OrientedMargins(
        portrait: Sourced(
            20, Provenance(.single, [.s48, .s40], note: "414-wide phones use 20 in portrait (bar measurements and one anecdote)")),
        landscape: Sourced(20, Provenance(.confirmed, [.s23, .s24])))
    static let marginsPad = OrientedMargins(
        portrait: Sourced(20, Provenance(.confirmed, [.s23, .s24])),
        landscape: Sourced(20, Provenance(.confirmed, [.s23, .s24])))

    // MARK: Helpers

    static let zeroRadius = Sourced(0.0, Provenance(.confirmed, [.s2, .s6], note: "rectangular display (S2 rounded-corner flag false)"))

    static func radius(_ value: Double, _ confidence: Confidence, _ sources: [SourceID], note: String? = nil) -> Sourced<Double> {
        Sourced(value, Provenance(confidence, sources, note: note))
    }

    static func screen(
        _ width: Double, _ height: Double, scale: Double, panel: PixelSize? = nil, inches: Double, ppi: Int,
        radius: Sourced<Double>
    ) -> Screen {
        Screen(
            points: Size(width: width, height: height), scale: scale, panelPixels: panel, cornerRadius: radius,
            diagonalInches: inches, pixelsPerInch: ppi, provenance: Provenance(.confirmed, [.s13, .s9, .s11]))
    }
}

extension Screen {
    /// The same screen with a differently sourced corner radius (e.g. a model measured by fewer sources).
    func with(radius: Sourced<Double>) -> Screen {
        var copy = self
        copy.cornerRadius = radius
        return copy
    }

    func with(provenance: Provenance) -> Screen {
        var copy = self
        copy.provenance = provenance
        return copy
    }
}
