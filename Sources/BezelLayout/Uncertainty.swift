import BezelDevices

/// Collects the drawn figures of a screen that are inferred or estimated, with their basis, so a
/// diagram can flag them rather than present them as measured.
func uncertainFigures(_ device: Device, era: ChromeEra, orientation: Orientation, drawsStatusBar: Bool) -> [UncertainFigure] {
    var figures: [(String, Provenance)] = [("corner radius", device.screen.cornerRadius.provenance)]
    if drawsStatusBar { figures.append(("status bar height", era.statusBarHeight.provenance)) }
    if let safeArea = era.safeArea(orientation) { figures.append(("safe area", safeArea.provenance)) }
    switch device.sensorHousing {
    case .none: break
    case .notch(let notch): figures.append(("notch outline", notch.provenance))
    case .dynamicIsland(let island): figures.append(("Dynamic Island", island.provenance))
    }
    if let indicator = device.homeIndicator {
        // Only the portrait bar is sourced (S38); the landscape size is the portrait one reused.
        let landscape = Provenance(.estimate, indicator.provenance.sources, note: "landscape size not found: portrait size reused")
        figures.append(("home indicator", orientation.isLandscape ? landscape : indicator.provenance))
    }
    return figures.compactMap { name, provenance in
        guard provenance.confidence >= .inferred else { return nil }
        return UncertainFigure(figure: name, confidence: provenance.confidence, basis: provenance.note ?? "")
    }
}
