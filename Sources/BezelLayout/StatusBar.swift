import BezelDevices
import BezelGeometry

/// The status bar: its frame (full width, `height` tall, at the top) and the placement of its
/// glyph groups. Heights come from the catalog per device and iOS version (DEVICES §1, §3);
/// iPhones hide it in landscape from iOS 8 and show it there on iOS 7 (S50, S51, S52), which the
/// caller decides. Glyph placement follows the look of each era —
/// signal dots until iOS 10, bars from iOS 11 (the iOS 11 status bar redesign); time in the left
/// ear on Face ID phones; time and date on the left on iPads from iOS 12 — and is illustrative:
/// only the frame is a UIKit figure.
func layoutStatusBar(
    _ device: Device, os: OSVersion, orientation: Orientation, bounds: Rect, housing: HousingLayout?, height: Double
) -> StatusBarLayout {
    let frame = Rect(x: 0, y: 0, width: bounds.width, height: height).pixelAligned(scale: device.screen.scale)
    let signal: StatusBarItem = os < .ios11 ? .signalDots : .signalBars
    if let housing, orientation == .portrait {
        return splitStatusBar(frame: frame, housing: housing, cornerRadius: device.screen.cornerRadius.value, signal: signal)
    }
    if device.family == .ipad {
        return os >= .ios12
            ? padStatusBar(frame: frame, cornerRadius: device.screen.cornerRadius.value)
            : classicStatusBar(frame: frame, leading: [.carrier("iPad"), .wifi])
    }
    return classicStatusBar(frame: frame, leading: [signal, .carrier("Carrier"), .wifi])
}

/// Signal and carrier left, "9:41 AM" centred, "100%" and battery right, 6 pt from the edges.
private func classicStatusBar(frame: Rect, leading: [StatusBarItem]) -> StatusBarLayout {
    let inset = 6.0
    let third = frame.width / 3
    return StatusBarLayout(
        frame: frame, style: .classic,
        groups: [
            StatusBarGroup(region: Rect(x: inset, y: 0, width: third - inset, height: frame.height), alignment: .leading, items: leading),
            StatusBarGroup(region: Rect(x: third, y: 0, width: third, height: frame.height), alignment: .center, items: [.time("9:41 AM")]),
            StatusBarGroup(
                region: Rect(x: 2 * third, y: 0, width: third - inset, height: frame.height), alignment: .trailing,
                items: [.batteryPercent("100%"), .battery]),
        ])
}

/// Time and date on the left, Wi-Fi, percentage and battery on the right, clear of the corners.
private func padStatusBar(frame: Rect, cornerRadius: Double) -> StatusBarLayout {
    let inset = max(12, cornerRadius)
    let half = frame.width / 2
    return StatusBarLayout(
        frame: frame, style: .pad,
        groups: [
            StatusBarGroup(
                region: Rect(x: inset, y: 0, width: half - inset, height: frame.height), alignment: .leading,
                items: [.time("9:41"), .carrier("Mon Jun 10")]),
            StatusBarGroup(
                region: Rect(x: half, y: 0, width: half - inset, height: frame.height), alignment: .trailing,
                items: [.wifi, .batteryPercent("100%"), .battery]),
        ])
}

/// Time centred in the left ear, signal, Wi-Fi and battery centred in the right ear. The ears
/// run from a third of the corner radius in from the screen edge to the housing; their height is the
/// notch's depth plus 6, or the island's own band, so the glyphs sit beside the housing.
private func splitStatusBar(frame: Rect, housing: HousingLayout, cornerRadius: Double, signal: StatusBarItem) -> StatusBarLayout {
    let band: (y: Double, height: Double) =
        housing.kind == .notch
        ? (0, housing.frame.maxY + 6)
        : (housing.frame.minY, housing.frame.height)
    let outer = cornerRadius / 3
    let left = Rect(x: outer, y: band.y, width: housing.frame.minX - outer, height: band.height)
    let right = Rect(x: housing.frame.maxX, y: band.y, width: frame.width - outer - housing.frame.maxX, height: band.height)
    return StatusBarLayout(
        frame: frame, style: .split,
        groups: [
            StatusBarGroup(region: left, alignment: .center, items: [.time("9:41")]),
            StatusBarGroup(region: right, alignment: .center, items: [signal, .wifi, .battery]),
        ])
}
