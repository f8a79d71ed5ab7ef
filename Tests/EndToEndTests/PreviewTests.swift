import Foundation
import TestSupport
import Testing

/// `bezel preview` in a real browser, and `bezel render --watch`: both draw again when a scene
/// changes; the preview page reloads itself and shows a bad scene's error.
struct PreviewTests {
    static let scene = "bezel: 1\ndevices: iphone-x\nos: ios-11\noverlays: safe-area\ncaption: false\n"

    @Test func thePageReloadsWhenASceneChanges() throws {
        let root = try temporaryFolder("bezel-preview")
        defer { try? FileManager.default.removeItem(at: root) }
        try write(["scenes/notch.yaml": Self.scene], in: root)
        let port = freePort()
        let server = try BuiltProgram.bezel.launch(["preview", "scenes", "--port", "\(port)"], in: root, output: root.appendingPathComponent("log.txt"))
        defer { stop(server) }
        var version = ""
        for _ in 0..<100 where version != "1" {
            Thread.sleep(forTimeInterval: 0.1)
            version = (try? httpGet(port: port, path: "/version")) ?? ""
        }
        #expect(version == "1", "the preview did not draw: \((try? String(contentsOf: root.appendingPathComponent("log.txt"), encoding: .utf8)) ?? "")")

        let browser = try DevToolsBrowser()
        try browser.navigate(try #require(URL(string: "http://127.0.0.1:\(port)/")))
        let shown = "[...document.images].map(i => i.naturalWidth > 0 ? i.alt : 'broken').join(' ')"
        #expect(try browser.wait(for: shown, toBe: #""notch.png""#) == #""notch.png""#)

        // A second orientation: the page reloads by itself and shows both images.
        try write(["scenes/notch.yaml": Self.scene + "orientations: [portrait, landscape]\n"], in: root)
        let both = #""notch/ios-11/iphone-x-landscape-right.png notch/ios-11/iphone-x-portrait.png""#
        let after = try browser.wait(for: shown, toBe: both)
        #expect(after == both, "\(after)")
        try FileManager.default.createDirectory(at: DocsBuildTests.shots, withIntermediateDirectories: true)
        try browser.screenshot().write(to: DocsBuildTests.shots.appendingPathComponent("preview.png"))

        // A bad scene: its error on the page, and the preview keeps running.
        try write(["scenes/notch.yaml": Self.scene.replacingOccurrences(of: "iphone-x", with: "iphone-99")], in: root)
        let error = "document.querySelector('.error') ? document.querySelector('.error').textContent.includes('unknown device \"iphone-99\"') : false"
        #expect(try browser.wait(for: error, toBe: "true") == "true")
        #expect(server.isRunning)
    }

    @Test func renderWatchDrawsAgainOnChange() throws {
        let root = try temporaryFolder("bezel-watch")
        defer { try? FileManager.default.removeItem(at: root) }
        try write(["notch.yaml": Self.scene], in: root)
        let log = root.appendingPathComponent("log.txt")
        let watcher = try BuiltProgram.bezel.launch(["render", "notch.yaml", "-o", "out", "--watch"], in: root, output: log)
        defer { stop(watcher) }
        let image = root.appendingPathComponent("out/notch.png")
        func waitFor(_ condition: () -> Bool) -> Bool {
            for _ in 0..<200 where !condition() { Thread.sleep(forTimeInterval: 0.1) }
            return condition()
        }
        #expect(waitFor { FileManager.default.fileExists(atPath: image.path) })
        let first = try Data(contentsOf: image)
        try write(["notch.yaml": Self.scene.replacingOccurrences(of: "overlays: safe-area", with: "overlays: status-bar")], in: root)
        #expect(waitFor { (try? Data(contentsOf: image)).map { $0 != first } ?? false })
        try write(["notch.yaml": "bezel: 1\ndevices: nope\n"], in: root)
        #expect(waitFor { ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("notch.yaml:2:10: error: devices: unknown device") })
        #expect(watcher.isRunning)
        let text = try String(contentsOf: log, encoding: .utf8)
        #expect(text.components(separatedBy: "watching for changes").count - 1 == 2, "\(text)")
    }
}
