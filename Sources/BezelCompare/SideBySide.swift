import BezelDumps
import BezelFigure
import BezelGeometry
import BezelImport
import BezelPipeline
import BezelSupport
import Foundation

/// The comparison as a picture: on the left the device's views drawn from the dump (as `bezel
/// import` draws them), on the right Bezel's layout, each with the views that differ outlined:
/// red where the frame differs, orange where the other side has no such view. A capture without
/// frames (a class listing, a trace) has no left side: Bezel's layout is drawn alone.
public func sideBySide(_ comparison: Comparison, dump: ViewDump) throws(ImportError) -> Diagram {
    var overlays = Overlays()
    overlays.classNames = true
    var panels: [Diagram] = []
    if dump.captures[comparison.captureIndex].format.hasFrames {
        let options = DumpOptions(device: comparison.device.id.rawValue, os: comparison.os.rawValue, capture: comparison.captureIndex + 1)
        let imported = try importDump(dump, options: options, overlays: ["class-names"])
        let job: RenderJob
        do { job = try imported.scene.jobs()[0] } catch { throw .dump(error) }
        let layout = layOut(job)
        let marks = comparison.views.compactMap { view -> Highlight? in
            guard let place = view.dumpPlace else { return nil }
            switch view.status {
            case .frameDiffers: return Highlight(rect: place, kind: .differs)
            case .missingInBezel: return Highlight(rect: place, kind: .missing)
            default: return nil
            }
        }
        panels.append(deviceDiagram(layout.screen, overlays: overlays, title: "On the device (the dump)", app: layout.app, highlights: marks, text: PangoTextMetrics()))
    }
    let marks = comparison.views.compactMap { view -> Highlight? in
        guard let place = view.bezelPlace else { return nil }
        switch view.status {
        case .frameDiffers: return Highlight(rect: place, kind: .differs)
        case .missingOnDevice: return Highlight(rect: place, kind: .missing)
        default: return nil
        }
    }
    let bezel = comparison.bezel
    panels.append(deviceDiagram(bezel.screen, overlays: overlays, title: "Bezel", app: bezel, highlights: marks, text: PangoTextMetrics()))
    let name = comparison.file.split(separator: "/").last.map(String.init) ?? comparison.file
    let s = comparison.summary
    let title = "\(name): \(s.matched) of \(s.compared) views matched, \(s.framesAgree) of \(s.framesCompared) frames within 0.5 pt"
    return comparisonSheet(panels, columns: 2, title: title, text: PangoTextMetrics())
}

/// The side-by-side picture written as a PNG at 2× (atomically).
public func writeSideBySide(_ comparison: Comparison, dump: ViewDump, to path: String) throws {
    let picture = try draw(sideBySide(comparison, dump: dump), format: .png, scale: 2)
    try writeAtomically(picture.encoded(), to: URL(fileURLWithPath: path))
}
