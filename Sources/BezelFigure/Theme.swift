import BezelDrawing

/// The diagram's palette: colours of the device, the marks and the text around it, and of the
/// app drawn on the screen. Each role is named for what it marks; light and dark swap values.
struct Theme {
    var canvas: Color
    var bezel: Color
    var screen: Color
    var housing: Color
    /// Status-bar glyphs and the home indicator.
    var systemInk: Color
    var safeArea: Color
    var safeAreaTint: Color
    var statusBar: Color
    var dimensionInk: Color
    var extensionLine: Color
    var text: Color
    var secondaryText: Color
    var barDimension = Color(hex: 0x248A3D)
    /// Measurements a scene asks for (`dimensions:`): systemIndigo.
    var measure = Color(hex: 0x5856D6)
    var app = AppColors.light
    /// A home-button device's button face and its ring, and its earpiece and camera.
    var homeButton = Color(hex: 0x1C1C1E)
    var homeButtonRing = Color(hex: 0x636366)
    var earpiece = Color(hex: 0x3A3A3C)
    /// Traced around the sensor housing where the screen around it is as dark as it is.
    var housingEdge: Color? = nil

    /// iOS system colours (systemGroupedBackground, label, systemBlue, systemOrange…).
    static let light = Theme(
        canvas: Color(hex: 0xF2F2F7), bezel: Color(hex: 0x1C1C1E), screen: Color(hex: 0xFFFFFF),
        housing: Color(hex: 0x000000), systemInk: Color(hex: 0x000000),
        safeArea: Color(hex: 0x007AFF), safeAreaTint: Color(hex: 0x007AFF, alpha: 0.14),
        statusBar: Color(hex: 0xC93400),
        dimensionInk: Color(hex: 0x3A3A3C), extensionLine: Color(hex: 0x8E8E93),
        text: Color(hex: 0x1C1C1E), secondaryText: Color(hex: 0x6C6C70))

    /// iOS dark system colours; the device body is lifted off the black canvas a little.
    static let dark = Theme(
        canvas: Color(hex: 0x000000), bezel: Color(hex: 0x3A3A3C), screen: Color(hex: 0x000000),
        housing: Color(hex: 0x000000), systemInk: Color(hex: 0xFFFFFF),
        safeArea: Color(hex: 0x0A84FF), safeAreaTint: Color(hex: 0x0A84FF, alpha: 0.22),
        statusBar: Color(hex: 0xFF9F0A),
        dimensionInk: Color(hex: 0xD1D1D6), extensionLine: Color(hex: 0x8E8E93),
        text: Color(hex: 0xF2F2F7), secondaryText: Color(hex: 0xAEAEB2), barDimension: Color(hex: 0x30D158), measure: Color(hex: 0x7D7AFF), app: .dark,
        homeButton: Color(hex: 0x2C2C2E), homeButtonRing: Color(hex: 0x8E8E93), earpiece: Color(hex: 0x1C1C1E),
        housingEdge: Color(hex: 0x636366))
}

/// Colours of the app drawn on the screen: UIKit's default bar and control colours, and the
/// diagram's own marks for views, stack views and tap regions.
struct AppColors {
    var translucentBar: Color
    var opaqueBar: Color
    var barHairline: Color
    var label: Color
    var secondaryLabel: Color
    var tint: Color
    var searchField: Color
    var separator: Color
    var viewFill: Color
    var viewStroke: Color
    var viewLabel: Color
    var stackStroke: Color
    var tappable: Color
    var dead: Color
    var unselectedTab = Color(hex: 0x999999)
    var margins = Color(hex: 0xAF52DE)
    var readable = Color(hex: 0x30B0C7)
    /// Controls and tables: UIKit's systemGroupedBackground, the cell background,
    /// secondarySystemFill, systemGreen, the placeholder text and a text field's border.
    var groupedBackground = Color(hex: 0xF2F2F7)
    var cellBackground = Color(hex: 0xFFFFFF)
    var controlFill = Color(hex: 0x787880, alpha: 0.16)
    var switchOn = Color(hex: 0x34C759)
    var placeholder = Color(hex: 0x3C3C43, alpha: 0.3)
    var fieldBorder = Color(hex: 0x000000, alpha: 0.2)
    var knob = Color(hex: 0xFFFFFF)
    /// A presented sheet's background (systemBackground), the window behind a scaled-back
    /// presenting view, and the grabber (light-mode render measured on iOS 26: OUK-PRES).
    var sheetBackground = Color(hex: 0xFFFFFF)
    var windowBackground = Color(hex: 0x000000)
    var grabber = Color(hex: 0xC5C5C8)

    static let light = AppColors(
        translucentBar: Color(hex: 0xF9F9F9, alpha: 0.94), opaqueBar: Color(hex: 0xF9F9F9), barHairline: Color(hex: 0x000000, alpha: 0.3),
        label: Color(hex: 0x000000), secondaryLabel: Color(hex: 0x3C3C43, alpha: 0.6), tint: Color(hex: 0x007AFF),
        searchField: Color(hex: 0x767680, alpha: 0.12), separator: Color(hex: 0xC6C6C8),
        viewFill: Color(hex: 0x5856D6, alpha: 0.10), viewStroke: Color(hex: 0x5856D6, alpha: 0.7), viewLabel: Color(hex: 0x3634A3),
        stackStroke: Color(hex: 0xFF9500), tappable: Color(hex: 0x34C759), dead: Color(hex: 0xFF3B30))

    static let dark = AppColors(
        translucentBar: Color(hex: 0x1C1C1E, alpha: 0.94), opaqueBar: Color(hex: 0x1C1C1E), barHairline: Color(hex: 0xFFFFFF, alpha: 0.15),
        label: Color(hex: 0xFFFFFF), secondaryLabel: Color(hex: 0xEBEBF5, alpha: 0.6), tint: Color(hex: 0x0A84FF),
        searchField: Color(hex: 0x767680, alpha: 0.24), separator: Color(hex: 0x38383A),
        viewFill: Color(hex: 0x5E5CE6, alpha: 0.22), viewStroke: Color(hex: 0x5E5CE6), viewLabel: Color(hex: 0xA5A4FF),
        stackStroke: Color(hex: 0xFF9F0A), tappable: Color(hex: 0x30D158), dead: Color(hex: 0xFF453A),
        margins: Color(hex: 0xBF5AF2), readable: Color(hex: 0x40C8E0), groupedBackground: Color(hex: 0x000000),
        cellBackground: Color(hex: 0x1C1C1E), controlFill: Color(hex: 0x787880, alpha: 0.32), switchOn: Color(hex: 0x30D158),
        placeholder: Color(hex: 0xEBEBF5, alpha: 0.3), fieldBorder: Color(hex: 0xFFFFFF, alpha: 0.2), knob: Color(hex: 0xFFFFFF))
}
