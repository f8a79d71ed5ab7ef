import Devices
import Layout
import Scene

/// One golden: an image and a layout dump for one device, iOS version, feature and case.
/// Paths mirror the matrix: `Golden/<os>/<device>/<feature>/<case>.png` and `.layout.txt`.
public struct GoldenCase: Hashable, Sendable, CustomStringConvertible {
    public var job: RenderJob
    public var feature: String
    public var name: String

    /// Relative to the golden root, without extension.
    public var path: String { "\(job.os.rawValue)/\(job.device.rawValue)/\(feature)/\(name)" }
    public var description: String { path }
}

public enum GoldenMatrix {
    /// Goldens are drawn at 1× to keep `Golden/` small; every figure is still exact to the point.
    public static let scale = 1.0
    public static let overlays = Overlays(safeArea: true, statusBar: true)

    /// The device drawing of every device on every iOS version it ran, portrait and landscape
    /// (landscape-right: housing on the left), with safe-area and status-bar overlays. No
    /// caption: the path names the case, the layout dump holds the figures, and images that do
    /// not change between versions stay byte-identical (git stores them once).
    public static func deviceCases() -> [GoldenCase] {
        var cases: [GoldenCase] = []
        for device in Catalog.all {
            for os in device.supportedOS {
                for (orientation, name) in [(Orientation.portrait, "portrait"), (.landscapeRight, "landscape")] {
                    let job = RenderJob(
                        scene: "device", device: device.id, os: os, orientation: orientation, scale: scale,
                        overlays: overlays, caption: false, title: nil, outputName: "")
                    cases.append(GoldenCase(job: job, feature: "device", name: name))
                }
            }
        }
        return cases
    }
}
