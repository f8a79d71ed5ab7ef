import BezelDevices
import Foundation
import BezelLayout
import BezelPipeline
import BezelRender
import BezelScene

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
    try largeStackBenchmarks()
}

/// Long vertical stacks (640 pt tall, spacing 0.5, views 100 × 0.6 intrinsically): the engine's
/// cost as the arranged views grow, per distribution, laid out and explained like
/// `bezel explain` (one run each: the largest take seconds).
func largeStackBenchmarks() throws {
    print("Long stacks (layout + explain text, one run):")
    print("arranged views   fill-equally    fill")
    for count in [300, 1000] {
        var cells: [String] = []
        for distribution in ["fill-equally", "fill"] {
            let file = try SceneFile.parse(stackScene(count: count, distribution: distribution), path: "stack.yaml")
            let jobs = try file.jobs()
            cells.append(ms(seconds { for job in jobs { _ = layOut(job).app?.explanation } }))
        }
        print("\(String(count).padding(toLength: 16, withPad: " ", startingAt: 0)) \(cells.joined(separator: "      "))")
    }
}

/// A scene with one vertical stack of `count` plain views.
func stackScene(count: Int, distribution: String) -> String {
    var lines = [
        "bezel: 1", "devices: [iphone-se-3]", "os: ios-17", "screen:", "  root:", "    view-controller:", "      id: main",
        "      view:", "        subviews:", "          - class: UIStackView", "            id: stack", "            axis: vertical",
        "            distribution: \(distribution)", "            spacing: 0.5", "            frame: [0, 20, 375, 640]",
        "            subviews:",
    ]
    for index in 0..<count { lines.append("              - {class: UIView, id: v\(index), intrinsic-size: [100, 0.6]}") }
    return lines.joined(separator: "\n") + "\n"
}
