import Devices
import Figure
import Foundation
import Layout
import Pipeline
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

    /// Every image of every gallery scene (`examples/*.yaml`, `*.json`) at 1×, one case per
    /// device × iOS × orientation under the feature `gallery/<scene>`; a sheet's panels are
    /// checked one by one (the sheet's arrangement has its own unit tests). Scenes with an app
    /// keep its `bezel explain` text as their layout golden.
    public static func galleryCases(examples: URL = URL(fileURLWithPath: "examples")) throws -> [GoldenCase] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        var cases: [GoldenCase] = []
        for name in names.sorted() where SceneFile.extensions.contains((name as NSString).pathExtension) {
            cases += try sceneCases(SceneFile.load(path: examples.appendingPathComponent(name).path))
        }
        return cases
    }

    /// The cases of one scene file, as the gallery has them.
    public static func sceneCases(_ file: SceneFile) throws -> [GoldenCase] {
        try file.jobs().map { job in
            var job = job
            job.scale = scale
            return GoldenCase(job: job, feature: "gallery/\(file.name)", name: job.orientation.rawValue + file.themeSuffix(job.theme))
        }
    }

    /// The standard chrome scene (`examples/matrix/chrome.yaml`: status bar, navigation bar with
    /// a back button, title and item, tab bar, home indicator, safe-area, bar and tap-region
    /// overlays) for every device on every iOS version it ran, portrait and landscape, under the
    /// feature `chrome`, with the scene's `bezel explain` tree as the layout golden. None when the
    /// examples folder has no such scene (a project checking only its own gallery).
    public static func chromeCases(examples: URL = URL(fileURLWithPath: "examples")) throws -> [GoldenCase] {
        let path = examples.appendingPathComponent("matrix/chrome.yaml").path
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        let file = try SceneFile.load(path: path)
        return try file.jobs().map { job in
            var job = job
            job.scale = scale
            return GoldenCase(job: job, feature: "chrome", name: job.orientation == .portrait ? "portrait" : "landscape")
        }
    }

    /// The device matrix, the chrome matrix and the gallery.
    public static func allCases(examples: URL = URL(fileURLWithPath: "examples")) throws -> [GoldenCase] {
        deviceCases() + (try chromeCases(examples: examples)) + (try galleryCases(examples: examples))
    }
}
