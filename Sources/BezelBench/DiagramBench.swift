import BezelDevices
import BezelFigure
import Foundation
import BezelLayout
import BezelPipeline
import BezelRaster
import BezelRender
import BezelScene

/// Issue 6's benchmark: a full annotated diagram at 3× (parse + layout + draw + PNG) against
/// drawing the same picture from Bezel's own SVG with `rsvg-convert` (one process per image, as
/// a documentation build would run it), and a whole gallery run.
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
    var png: [UInt8] = []
    let bezel = try median(9) {
        let job = try SceneFile.parse(scene, path: "bench.yaml").jobs()[0]
        png = try render(job, format: .png).picture.encoded()
    }
    let job = try SceneFile.parse(scene, path: "bench.yaml").jobs()[0]
    let diagram = try render(job).diagram
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("figure.svg")
    try Data(try draw(diagram, format: .svg, scale: 1).encoded()).write(to: svg)
    print("Full annotated diagram at 3× (\(Int(diagram.size.width * 3))×\(Int(diagram.size.height * 3)) px), median of 9 runs:")
    print("  Bezel, parse + layout + draw + PNG:  \(ms(bezel))  (\(png.count / 1024) KB)")
    var image = try renderImage(diagram, scale: 3)
    let draw = try median(9) { image = try renderImage(diagram, scale: 3) }
    let encode = try median(9) { png = try PNGCodec.encode(image) }
    let layout = try median(9) { _ = layOut(try SceneFile.parse(scene, path: "bench.yaml").jobs()[0]) }
    print("    of which parse + layout \(ms(layout)), draw \(ms(draw)), PNG encode \(ms(encode))")
    let converter = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first { FileManager.default.isExecutableFile(atPath: $0) }
    if let converter {
        let out = folder.appendingPathComponent("rsvg.png")
        let rsvg = try median(9) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: converter)
            process.arguments = ["-z", "3", "-f", "png", "-o", out.path, svg.path]
            try process.run()
            process.waitUntilExit()
        }
        print("  rsvg-convert of Bezel's SVG at 3×:   \(ms(rsvg))  ratio \(String(format: "%.1f", rsvg / bezel))× (goal ≥ 3×)")
    } else {
        print("  rsvg-convert not installed (make bench installs librsvg2-bin)")
    }
    if let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    {
        // The SVG in a page at its size in CSS pixels (1 pt = 1 px), screenshotted at 3×.
        let (width, height) = (Int(diagram.size.width.rounded(.up)), Int(diagram.size.height.rounded(.up)))
        let page = folder.appendingPathComponent("page.html")
        try Data(
            "<!doctype html><style>html,body{margin:0}img{display:block}</style><img src=\"figure.svg\" width=\"\(width)\" height=\"\(height)\">"
                .utf8
        ).write(to: page)
        let shot = folder.appendingPathComponent("chromium.png")
        let chrome = try median(5) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: chromium)
            process.arguments = [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=3",
                "--window-size=\(width),\(height)", "--screenshot=\(shot.path)", page.absoluteString,
            ]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
        print(
            "  headless Chromium, SVG in a page:   \(ms(chrome))  ratio \(String(format: "%.1f", chrome / bezel))× (median of 5, browser start included)"
        )
    } else {
        print("  Chromium not installed (make bench installs it)")
    }
    let gallery = try FileManager.default.contentsOfDirectory(atPath: "examples").filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
        .sorted().map { "examples/\($0)" }
    let scenes = try loadScenes(gallery)
    let images = scenes.reduce(0) { $0 + ($1.file.sheetColumns == nil ? $1.jobs.count : 1) }
    let run = try seconds { _ = try RenderBatch(folder: folder.appendingPathComponent("gallery"), force: true).run(scenes) }
    print(
        "Whole gallery (\(gallery.count) scenes, \(images) images, \(ProcessInfo.processInfo.activeProcessorCount) cores): \(String(format: "%.2f", run)) s"
    )
}
