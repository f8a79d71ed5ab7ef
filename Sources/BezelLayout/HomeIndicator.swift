import BezelDevices
import BezelGeometry

/// The home indicator: centred, `bottomOffset` above the bottom edge of the interface (it stays
/// at the bottom in landscape; S38 for the portrait size, estimates elsewhere as the catalog says).
func layoutHomeIndicator(_ indicator: HomeIndicator?, orientation: Orientation, bounds: Rect, scale: Double) -> Rect? {
    guard let indicator else { return nil }
    let size = orientation.isLandscape ? indicator.landscapeSize : indicator.portraitSize
    return Rect(
        x: bounds.midX - size.width / 2, y: bounds.maxY - indicator.bottomOffset - size.height,
        width: size.width, height: size.height
    ).pixelAligned(scale: scale)
}
