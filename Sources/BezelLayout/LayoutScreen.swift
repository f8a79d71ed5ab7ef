import BezelDevices
import BezelGeometry

/// Lays out the screen of `device` running `os` in `orientation`.
public func layoutScreen(_ device: Device, os: OSVersion, orientation: Orientation) -> ScreenLayout {
    let era = device.chrome(for: os)
    let size = device.pointSize(orientation)
    let bounds = Rect(origin: .zero, size: size)
    let scale = device.screen.scale
    // 1. Hardware, rotated from the portrait device into interface coordinates.
    let toInterface = interfaceTransform(portraitSize: device.screen.points, orientation: orientation)
    let housing = layoutSensorHousing(
        device.sensorHousing, portraitWidth: device.screen.points.width, transform: toInterface, bounds: bounds, scale: scale)
    // 2. System chrome in interface coordinates.
    let statusBar =
        device.showsStatusBar(orientation, os: os)
        ? layoutStatusBar(device, os: os, orientation: orientation, bounds: bounds, housing: housing, height: era.statusBarHeight.value)
        : nil
    let homeIndicator = layoutHomeIndicator(device.homeIndicator, orientation: orientation, bounds: bounds, scale: scale)
    let safeArea = era.safeArea(orientation).map { SafeAreaLayout(insets: $0.value, frame: bounds.inset(by: $0.value)) }
    // 3. Traits and margins.
    let margin = device.rootLayoutMargins.value(orientation).value
    var layout = ScreenLayout(
        deviceID: device.id, deviceName: device.name, family: device.family, os: os,
        osName: os.displayName(for: device.family), orientation: orientation, scale: scale, bounds: bounds,
        cornerRadius: device.screen.cornerRadius.value,
        outline: .continuousRoundedRect(bounds, radius: device.screen.cornerRadius.value),
        sensorHousing: housing, statusBar: statusBar, homeIndicator: homeIndicator, safeArea: safeArea,
        rootLayoutMargins: EdgeInsets(top: 0, left: margin, bottom: 0, right: margin),
        horizontalSizeClass: device.widthClass(orientation),
        verticalSizeClass: device.family == .iphone && orientation.isLandscape ? .compact : .regular,
        uncertain: uncertainFigures(device, era: era, orientation: orientation, drawsStatusBar: statusBar != nil)
            + (orientation == .portraitUpsideDown ? [upsideDownSafeArea] : []))
    layout.body = layoutBody(device, transform: toInterface)
    return layout
}

/// Maps portrait device coordinates to interface coordinates. In `landscapeRight` the device's
/// top edge (sensor housing) is on the left: (x, y) → (y, W − x); in `landscapeLeft` it is on
/// the right: (x, y) → (H − y, x); upside-down it is turned half a turn: (x, y) → (W − x, H − y).
/// W × H is the portrait size.
public func interfaceTransform(portraitSize: Size, orientation: Orientation) -> AffineTransform {
    switch orientation {
    case .portrait: .identity
    case .landscapeRight: AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: portraitSize.width)
    case .landscapeLeft: AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: portraitSize.height, ty: 0)
    case .portraitUpsideDown: AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: portraitSize.width, ty: portraitSize.height)
    }
}

/// The safe area upside-down was not found (KEYBOARD §4.3): the portrait insets, the status bar
/// and home indicator following the interface.
let upsideDownSafeArea = UncertainFigure(
    figure: "upside-down safe area", confidence: .estimate,
    basis: "not found: the portrait insets, with the status bar and home indicator turned with the interface")
