import Devices
import Foundation
import Layout
import Pipeline
import Render
import Scene

/// App layout benchmarks: `layoutApp` for the navigation bar in each era and for a stack-view
/// form, with bar text measured by Pango, and every job of examples/screens/.
func layoutBenchmarks() throws {
    try Fonts.verify()
    let metrics = ScreenMetrics.measured
    print("App layout (layoutApp, bar text measured in Inter), median of 21 runs:")
    print("scene                              device / iOS            time")
    let cases: [(String, DeviceID, OSVersion)] = [
        ("navigation-bar-items", .iphone7Plus, .ios10), ("navigation-bar-items", .iphone7Plus, .ios11),
        ("custom-back-button", .iphone7Plus, .ios11), ("large-titles", .iphoneX, .ios11), ("stack-view", .iphone8, .ios13),
    ]
    for (name, device, os) in cases {
        let file = try SceneFile.load(path: "examples/screens/\(name).yaml")
        guard let spec = file.screen else { continue }
        let time = median(21) { _ = layoutApp(spec, device: Catalog[device], os: os, orientation: .portrait, metrics: metrics) }
        print(
            "\(name.padding(toLength: 34, withPad: " ", startingAt: 0)) \("\(device.rawValue) \(os.rawValue)".padding(toLength: 23, withPad: " ", startingAt: 0)) \(ms(time))"
        )
    }
    let folder = "examples/screens"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }.sorted()
    var jobs: [RenderJob] = []
    for name in names { jobs += try SceneFile.load(path: "\(folder)/\(name)").jobs() }
    let all = median(5) { for job in jobs { _ = layOut(job).app?.explanation } }
    print("every job of examples/screens (\(jobs.count) layouts + explain text): \(ms(all))")
}
