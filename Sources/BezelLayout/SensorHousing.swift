import BezelDevices
import BezelGeometry

/// Places the notch or Dynamic Island. Figures: `Hardware` in the catalog (S33, S35, S5 and
/// estimates named there). Both are centred on the portrait screen's top edge.
func layoutSensorHousing(
    _ housing: SensorHousing, portraitWidth: Double, transform: AffineTransform, bounds: Rect, scale: Double
) -> HousingLayout? {
    let portraitOutline: Path
    let portraitFrame: Rect
    let kind: HousingLayout.Kind
    switch housing {
    case .none:
        return nil
    case .notch(let notch):
        kind = .notch
        portraitFrame = Rect(x: (portraitWidth - notch.width) / 2, y: 0, width: notch.width, height: notch.depth)
        portraitOutline = .notch(
            screenWidth: portraitWidth, width: notch.width, depth: notch.depth, bottomRadius: notch.bottomRadius,
            filletRadius: notch.filletRadius)
    case .dynamicIsland(let island):
        kind = .dynamicIsland
        let frame = Rect(
            x: (portraitWidth - island.size.width) / 2, y: island.top, width: island.size.width,
            height: island.size.height
        ).pixelAligned(scale: scale)
        portraitFrame = frame
        portraitOutline = .capsule(frame)
    }
    let frame = transform.apply(portraitFrame).pixelAligned(scale: scale)
    return HousingLayout(kind: kind, outline: portraitOutline.applying(transform), frame: frame)
}
