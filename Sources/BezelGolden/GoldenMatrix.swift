import BezelDevices
import BezelFigure
import Foundation
import BezelLayout
import BezelPipeline
import BezelScene

/// One golden: an image and a layout dump for one device, iOS version, feature and case.
/// Paths mirror the matrix: `<golden>/<os>/<device>/<feature>/<case>.png` and `.layout.txt`.
public struct GoldenCase: Hashable, Sendable, CustomStringConvertible {
    public var job: RenderJob
    public var feature: String
    public var name: String
    /// The scene file the case comes from, as messages show it (nil for a device drawing).
    public var source: String?

    /// Relative to the golden root, without extension.
    public var path: String { "\(job.os.rawValue)/\(job.device.rawValue)/\(feature)/\(name)" }
    public var description: String { path }

    public init(job: RenderJob, feature: String, name: String, source: String? = nil) {
        self.job = job
        self.feature = feature
        self.name = name
        self.source = source
    }
}

public enum GoldenMatrix {
    public static let overlays = Overlays(safeArea: true, statusBar: true)

    /// The device drawing of every device on every iOS version it ran, portrait and landscape
    /// (landscape-right: housing on the left), with safe-area and status-bar overlays, at
    /// `scale`. No caption: the path names the case, the layout dump holds the figures, and
    /// images that do not change between versions stay byte-identical (stored once).
    public static func deviceCases(scale: Double = 1) -> [GoldenCase] {
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

    /// The cases of one scene file: one per device × iOS × orientation (× state × theme) under the
    /// feature `gallery/<scene>`, drawn as users see it (captions, legends, the app and its
    /// overlays); a sheet's panels are checked one by one (the sheet's arrangement has its own
    /// unit tests). Scenes with an app keep its `bezel explain` text as their layout golden.
    public static func sceneCases(_ file: SceneFile, scale: GoldenScale) throws -> [GoldenCase] {
        try file.jobs().map { job in
            GoldenCase(
                job: scaled(job, scale), feature: "gallery/\(file.name)",
                name: job.orientation.rawValue + (job.state.map { "-" + $0.slug } ?? "") + file.themeSuffix(job.theme),
                source: file.path)
        }
    }

    /// A matrix scene (Bezel's `examples/matrix/chrome.yaml`: status bar, navigation bar with a
    /// back button, title and item, tab bar, home indicator, safe-area, bar and tap-region
    /// overlays, on every device and iOS version) under the feature named after the scene,
    /// `portrait` and `landscape`, with its `bezel explain` tree as the layout golden.
    public static func matrixSceneCases(_ file: SceneFile, scale: GoldenScale) throws -> [GoldenCase] {
        try file.jobs().map { job in
            GoldenCase(job: scaled(job, scale), feature: file.name, name: job.orientation == .portrait ? "portrait" : "landscape", source: file.path)
        }
    }

    private static func scaled(_ job: RenderJob, _ scale: GoldenScale) -> RenderJob {
        guard case .fixed(let value) = scale else { return job }
        var job = job
        job.scale = value
        return job
    }
}
