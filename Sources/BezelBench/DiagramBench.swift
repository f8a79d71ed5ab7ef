import BezelDevices
import BezelFigure
import Dispatch
import Foundation
import BezelLayout
import BezelPipeline
import BezelRaster
import BezelRender
import BezelScene

/// A full annotated diagram at 3× (an iPhone X with a large-title bar, items, a table, and the
/// status-bar, safe-area, bars, tap-regions, margins and hierarchy overlays): in this process,
/// stage by stage; then as whole processes from the scene file to a PNG on disk, against the same
/// picture drawn at the same pixel size from Bezel's own SVG by resvg (PyPI's resvg-cli),
/// rsvg-convert and headless Chromium, all run alternately.
func diagramBenchmarks() throws {
    try Fonts.verify()
    let scene = """
        bezel: 1
        devices: [iphone-x]
        os: ios-11
        scale: 3
        overlays: [status-bar, safe-area, bars, tap-regions, margins, hierarchy]
        screen:
          root:
            navigation-controller:
              navigation-bar: {prefers-large-titles: true}
              view-controllers:
                - view-controller: {title: Mailboxes}
                - view-controller:
                    navigation-item:
                      title: Inbox
                      left-items-supplement-back-button: true
                      left-items: [{title: Edit}]
                      right-items: [{system: compose}, {fixed-space: 20}, {system: search}]
                    view: {class: UITableView, id: table, rows: 12}
        """
    let job = try SceneFile.parse(scene, path: "bench.yaml").jobs()[0]
    var png: [UInt8] = []
    let whole = try median(9) { png = try render(try SceneFile.parse(scene, path: "bench.yaml").jobs()[0], format: .png).picture.encoded() }
    let layout = try median(9) { _ = layOut(try SceneFile.parse(scene, path: "bench.yaml").jobs()[0]) }
    let diagram = try render(job).diagram
    let drawing = BezelFigure.drawing(diagram, measurer: try Renderer.textMeasurer(scale: 3))
    let compose = try median(9) { _ = BezelFigure.drawing(diagram, measurer: try Renderer.textMeasurer(scale: 3)) }
    let paint = try median(9) { _ = try Renderer.renderPNG(drawing, scale: 3) }
    let (width, height) = (Int((diagram.size.width * 3).rounded(.up)), Int((diagram.size.height * 3).rounded(.up)))
    print("Full annotated diagram at 3× (\(width)×\(height) px, \(png.count / 1024) KB), in this process, median of 9:")
    print("  scene to PNG bytes \(ms(whole)): parse + layout \(ms(layout)), composition \(ms(compose)), drawing + filtering + compression \(ms(paint)) (bands on all cores)")
    try wholeProcesses(scene: scene, size: (width, height), diagram: diagram)
}

/// The same picture from the scene file (Bezel) and from the SVG (the others), one process each,
/// alternating, 9 rounds; Bezel's peak memory from the kernel's accounting of its processes.
private func wholeProcesses(scene: String, size: (Int, Int), diagram: Diagram) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sceneFile = folder.appendingPathComponent("bench.yaml")
    try scene.write(to: sceneFile, atomically: true, encoding: .utf8)
    let svg = folder.appendingPathComponent("figure.svg")
    try Data(try draw(diagram, format: .svgPaths, scale: 1).encoded()).write(to: svg)
    let page = folder.appendingPathComponent("page.html")
    let (pointsWide, pointsHigh) = (Int(diagram.size.width.rounded(.up)), Int(diagram.size.height.rounded(.up)))
    try "<!doctype html><style>html,body{margin:0}img{display:block}</style><img src=\"figure.svg\" width=\"\(pointsWide)\" height=\"\(pointsHigh)\">"
        .write(to: page, atomically: true, encoding: .utf8)
    let bezel = URL(fileURLWithPath: ".build/release/bezel").path
    var sides: [(name: String, command: [String])] = [("Bezel (scene file)", [bezel, "render", sceneFile.path, "-o", folder.appendingPathComponent("out").path, "--force", "-q"])]
    if let resvg = installed("resvg") { sides.append(("resvg 0.44 (SVG)", [resvg, "-w", "\(size.0)", "-h", "\(size.1)", svg.path, folder.appendingPathComponent("resvg.png").path])) }
    if let rsvg = installed("rsvg-convert") {
        sides.append(("rsvg-convert (SVG)", [rsvg, "-w", "\(size.0)", "-h", "\(size.1)", "-o", folder.appendingPathComponent("rsvg.png").path, svg.path]))
    }
    if let chromium = installed("chromium") {
        sides.append((
            "Chromium (SVG in a page)",
            [
                chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=3",
                "--window-size=\(pointsWide),\(pointsHigh)", "--screenshot=\(folder.appendingPathComponent("chromium.png").path)", page.absoluteString,
            ]
        ))
    }
    var times = [[Double]](repeating: [], count: sides.count)
    for _ in 0..<9 {
        for (index, side) in sides.enumerated() { times[index].append(try runQuietly(side.command).seconds) }
    }
    print("Whole processes at \(size.0)×\(size.1) px, alternating, median (min–max) of 9:")
    let ours = times[0].sorted()[4]
    for (index, side) in sides.enumerated() {
        let sorted = times[index].sorted()
        let ratio = index == 0 ? "" : String(format: "   Bezel / this = %.2f", ours / sorted[4])
        print("  \(side.name.padding(toLength: 26, withPad: " ", startingAt: 0)) \(ms(sorted[4])) (\(ms(sorted[0]))–\(ms(sorted[8])))\(ratio)")
    }
    print("  Bezel's peak memory: \(try runQuietly(sides[0].command).megabytes) MB (targets: ≤ 100 ms, ≤ 60 MB, ≤ 0.5 × resvg)")
}

/// An executable found on PATH (the real binary, not pyenv's shell shim), or nil.
func installed(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/root/.local/bin"]
    for folder in folders where !folder.contains("shims") {
        let path = folder + "/" + name
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    python.arguments = ["python3", "-c", "import sysconfig; print(sysconfig.get_path('scripts'))"]
    let pipe = Pipe()
    python.standardOutput = pipe
    try? python.run()
    python.waitUntilExit()
    let scripts = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return FileManager.default.isExecutableFile(atPath: scripts + "/" + name) ? scripts + "/" + name : nil
}

/// Runs `command` (output discarded) and waits: its wall time in seconds and its peak resident
/// memory in MB, from `wait4`. posix_spawn and waitpid, not Foundation's `Process`, whose wait
/// polls in steps of about 50 ms.
@discardableResult
func runQuietly(_ command: [String]) throws -> (seconds: Double, megabytes: Int) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = command.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, command[0], &actions, nil, argv, environ) == 0 else { throw BenchError(message: "cannot start \(command[0])") }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, usage.ru_maxrss / 1024)
}

struct BenchError: Error {
    var message: String
}
