import BezelDevices
import BezelFigure
import Foundation
import BezelGolden
import BezelImageDiff
import BezelPipeline
import BezelRaster
import BezelRender
import BezelScene

/// Issue 7's benchmark: comparing two 3× screenshots end to end (read both PNG files, decode,
/// compare at threshold 0.1 with anti-aliasing set aside) against blazediff and pixelmatch from
/// PyPI, timed in their own process from file paths (bench/diff_bench.py), and ImageMagick's
/// `compare -metric AE` as a command; then the whole golden check.
func diffBenchmarks() throws {
    try Fonts.verify()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-diff-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    // Without a caption: the legend under it grows with the overlays, and the pair must be the same size.
    func scene(title: String, overlays: String) -> String {
        """
        bezel: 1
        devices: [iphone-15-pro]
        os: ios-17
        scale: 3
        caption: false
        overlays: [\(overlays)]
        screen:
          root:
            navigation-controller:
              view-controllers:
                - view-controller: {title: Mailboxes}
                - view-controller:
                    navigation-item: {title: \(title), right-items: [{system: compose}]}
                    view: {class: UITableView, id: table, rows: 12}
        """
    }
    func write(_ text: String, _ name: String, theme: DiagramTheme = .light) throws -> (URL, RGBAImage) {
        var job = try SceneFile.parse(text, path: "\(name).yaml").jobs()[0]
        job.theme = theme
        let image = try renderPixels(job).picture.pixels!
        let url = folder.appendingPathComponent("\(name).png")
        try Data(try PNGCodec.encode(image)).write(to: url)
        return (url, image)
    }
    let (base, image) = try write(scene(title: "Inbox", overlays: "status-bar, safe-area"), "base")
    let copy = folder.appendingPathComponent("copy.png")
    try FileManager.default.copyItem(at: base, to: copy)
    let (title, _) = try write(scene(title: "Inbax", overlays: "status-bar, safe-area"), "title")
    let (overlay, _) = try write(scene(title: "Inbox", overlays: "status-bar, safe-area, tap-regions, margins"), "overlay")
    // The same screen in the dark theme: nearly every pixel differs.
    let (dark, _) = try write(scene(title: "Inbox", overlays: "status-bar, safe-area"), "dark", theme: .dark)
    let pairs = [("identical", base, copy), ("one-letter", base, title), ("overlays", base, overlay), ("light-dark", base, dark)]

    print("Comparing two 3× screenshots (\(image.width)×\(image.height) px), file paths to a count, threshold 0.1:")
    let runs = 5
    var bezelTimes: [String: Double] = [:]
    var bezelCounts: [String: Int] = [:]
    for (name, a, b) in pairs {
        var count = 0
        bezelTimes[name] = try median(runs) {
            count = try comparePNGFiles(a, b).result.differingPixels
        }
        bezelCounts[name] = count
    }
    var rows: [(tool: String, pair: String, seconds: Double, count: String)] = []
    for (name, _, _) in pairs { rows.append(("Bezel", name, bezelTimes[name]!, "\(bezelCounts[name]!)")) }
    // BENCH_QUICK=1: Bezel's side only (while working on the comparison).
    if ProcessInfo.processInfo.environment["BENCH_QUICK"] != nil {
        for row in rows { print("  \(row.pair.padding(toLength: 12, withPad: " ", startingAt: 0)) \(ms(row.seconds))  \(row.count)") }
        return
    }

    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    python.arguments = ["python3", "bench/diff_bench.py", "\(runs)"] + pairs.flatMap { [$0.1.path, $0.2.path, $0.0] }
    let pipe = Pipe()
    python.standardOutput = pipe
    try python.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    python.waitUntilExit()
    for line in output.split(separator: "\n") {
        let parts = line.split(separator: " ")
        if parts.count == 4, let seconds = Double(parts[2]) {
            rows.append((String(parts[0]), String(parts[1]), seconds, String(parts[3])))
        } else {
            print("  (\(line))")
        }
    }
    let compare = ["/usr/bin/compare", "/usr/local/bin/compare"].first { FileManager.default.isExecutableFile(atPath: $0) }
    if let compare {
        for (name, a, b) in pairs {
            var count = ""
            let seconds = try median(3) {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: compare)
                process.arguments = ["-metric", "AE", a.path, b.path, "null:"]
                let err = Pipe()
                process.standardError = err
                try process.run()
                count = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                process.waitUntilExit()
            }
            rows.append(("ImageMagick", name, seconds, count))
        }
    } else {
        print("  (ImageMagick's compare is not installed)")
    }
    print("tool          pair          time        vs Bezel   differing pixels")
    for row in rows {
        let ratio = row.seconds / bezelTimes[row.pair]!
        print(
            row.tool.padding(toLength: 14, withPad: " ", startingAt: 0) + row.pair.padding(toLength: 12, withPad: " ", startingAt: 0)
                + ms(row.seconds) + String(format: "  %7.1f×", ratio) + "   " + row.count)
    }
    for row in rows where row.tool == "blazediff" {
        print("  Bezel / blazediff, \(row.pair): \(String(format: "%.2f", bezelTimes[row.pair]! / row.seconds)) (target ≤ 0.5)")
    }
    print("  Bezel and blazediff: median of \(runs) in-process runs; pixelmatch (pure Python): one run; ImageMagick: median of 3")
    print("  processes (start-up included), counting every pixel that differs at all (no threshold, no anti-aliasing rule).")

    let projectFile = URL(fileURLWithPath: GoldenProject.fileName)
    if FileManager.default.fileExists(atPath: projectFile.path) {
        var project = try GoldenProject.load(projectFile)
        project.artifacts = folder.appendingPathComponent("artifacts")
        let store = try GoldenStore.load(project)
        let cases = try project.allCases()
        let summary = try checkGoldens(store: store, cases: cases)
        print(
            "\nWhole golden check, \(summary.checked) cases rendered and compared on \(ProcessInfo.processInfo.activeProcessorCount) cores: \(String(format: "%.2f", summary.seconds)) s, \(String(format: "%.2f", summary.seconds / Double(max(1, summary.checked)) * 1000)) ms a case (\(summary.description))"
        )
        print(project.storageDescription(GoldenStorage.measure(project.golden)))
        try checkProcessBenchmark(cases: summary.checked)
    }
}

/// `bezel check` as users run it: a whole process (start-up, reading the project, writing the
/// reports), three runs; the median, the range and seconds a case against the 3.5 s target.
private func checkProcessBenchmark(cases: Int) throws {
    let bezel = URL(fileURLWithPath: ".build/release/bezel")
    guard FileManager.default.isExecutableFile(atPath: bezel.path) else { return }
    var times: [Double] = []
    for _ in 0..<3 {
        let process = Process()
        process.executableURL = bezel
        process.arguments = ["check"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        times.append(
            try seconds {
                try process.run()
                process.waitUntilExit()
            })
    }
    times.sort()
    print(
        String(
            format: "`bezel check` as a process: %.2f s (%.2f–%.2f), %.2f ms a case; target ≤ 3.5 s: %@", times[1], times[0], times[2],
            times[1] / Double(max(1, cases)) * 1000, times[1] <= 3.5 ? "met" : "not met"))
}

