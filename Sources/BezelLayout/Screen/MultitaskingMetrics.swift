import BezelDevices
import BezelGeometry

/// The iPad multitasking windows (iOS 9 – iPadOS 18), in points, one row per iPad screen size
/// (SPLIT1: a device table whose pairs each sum to the screen width with a 10 pt divider;
/// corroborated by SPLIT2, SPLIT3, SPLIT4). Widths are "landscape / portrait" per fraction.
struct MultitaskingRow {
    /// The landscape screen, long side first.
    var screen: Size
    var landscape: (third: Double, half: Double, twoThirds: Double)
    /// Portrait has no half position (SPLIT1).
    var portrait: (third: Double, twoThirds: Double)
    var slideOverWidth: (landscape: Double, portrait: Double)
    var confidence: Confidence
    var basis: String
}

/// Every figure of the multitasking windows that is not a row of the table is a named
/// parameter, with its confidence and basis.
struct MultitaskingMetrics {
    static let standard = MultitaskingMetrics()

    static let table: [MultitaskingRow] = [
        MultitaskingRow(
            screen: Size(width: 1366, height: 1024), landscape: (375, 678, 981), portrait: (375, 639),
            slideOverWidth: (375, 375), confidence: .confirmed, basis: "12.9/13-inch row of SPLIT1, widths in SPLIT2 and SPLIT3"),
        MultitaskingRow(
            screen: Size(width: 1194, height: 834), landscape: (375, 592, 809), portrait: (320, 504),
            slideOverWidth: (375, 320), confidence: .single, basis: "11-inch row of SPLIT1"),
        MultitaskingRow(
            screen: Size(width: 1180, height: 820), landscape: (375, 585, 795), portrait: (320, 490),
            slideOverWidth: (375, 320), confidence: .single, basis: "10.9-inch row of SPLIT1 (585 and 490 in SPLIT2)"),
        MultitaskingRow(
            screen: Size(width: 1112, height: 834), landscape: (320, 551, 782), portrait: (320, 504),
            slideOverWidth: (320, 320), confidence: .single, basis: "10.5-inch row of SPLIT1 (551 and 782 in SPLIT2)"),
        MultitaskingRow(
            screen: Size(width: 1080, height: 810), landscape: (320, 535, 750), portrait: (320, 480),
            slideOverWidth: (320, 320), confidence: .single, basis: "10.2-inch row of SPLIT1"),
        MultitaskingRow(
            screen: Size(width: 1024, height: 768), landscape: (320, 507, 694), portrait: (320, 438),
            slideOverWidth: (320, 320), confidence: .confirmed, basis: "9.7/7.9-inch row of SPLIT1, widths in SPLIT2, 694 in SPLIT4"),
    ]

    /// Inferred: every pair of Split View widths plus 10 is the screen width (1366 = 375 + 10 +
    /// 981 = 678 + 10 + 678; 1024 = 320 + 10 + 694 = 507 + 10 + 507; SPLIT1).
    var dividerWidth = BarFigure(10, .inferred, "every pair of Split View widths in SPLIT1 plus 10 pt is the screen width")
    /// The narrowest window that is horizontally regular: 2/3 landscape windows (694 and up) and
    /// the 12.9-inch half (678) are regular, every other window (639 and down) compact (SPLIT1,
    /// SPLIT9). Used for screens the table has no row for.
    var regularWidth = BarFigure(678, .inferred, "SPLIT1 marks 678 regular and 639 compact; screens off the table use 678 as the threshold")
    /// Not found: a window's safe area in Split View. Top is the status bar, bottom the home
    /// indicator's 20 on Face ID iPads, no side insets (the estimate in the research note).
    var splitSafeArea = BarFigure(20, .estimate, "Split View safe area not found: top = status bar, bottom 20 on Face ID iPads, no sides")
    /// Slide Over is the screen height less two status bars (SPLIT1: 976 = 1024 − 2 × 24,
    /// 728 = 768 − 2 × 20), so the window starts one status bar down.
    var slideOverTop = BarFigure(1, .inferred, "Slide Over height is the screen height less two status bars (SPLIT1): one status bar above")
    /// Not found: the gap between the floating window and the screen edge.
    var slideOverSideInset = BarFigure(10, .estimate, "Slide Over's gap to the screen edge not found: the Split View divider's 10 pt")
    /// Not found: the floating window's corner radius.
    var slideOverCornerRadius = BarFigure(10, .estimate, "Slide Over corner radius not found: 10 pt, the sheet radius of the same era")
    /// Not found: the safe area inside the floating window (it is below the status bar and above
    /// the home indicator).
    var slideOverSafeArea = BarFigure(
        0, .estimate, "Slide Over safe area not found: none (the window clears the status bar and home indicator)")
}
