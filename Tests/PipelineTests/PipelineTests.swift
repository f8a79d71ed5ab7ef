import BezelDevices
import Foundation
import BezelPipeline
import BezelRaster
import BezelScene
import BezelSupport
import TestSupport
import Testing

struct PipelineTests {
    func write(_ text: String, _ name: String, in folder: URL) -> String {
        let url = folder.appendingPathComponent(name)
        try? text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    // A second run skips images whose inputs are unchanged; editing the scene, asking for
    // another scale, deleting an output or forcing redraws them.
    @Test func batchesSkipUnchangedImages() throws {
        let folder = try temporaryFolder("bezel-pipeline")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = write("bezel: 1\ndevices: [iphone-8, iphone-x]\nos: ios-12\nscale: 1\n", "pair.yaml", in: folder)
        let out = folder.appendingPathComponent("out")
        let batch = RenderBatch(folder: out)
        let first = try batch.run(try loadScenes([scene]))
        #expect(first.written.count == 2 && first.skipped.isEmpty)
        let second = try batch.run(try loadScenes([scene]))
        #expect(second.written.isEmpty && second.skipped.count == 2)
        // Another scale is another input.
        #expect(try batch.run(try loadScenes([scene], scale: 2)).written.count == 2)
        // A deleted output is redrawn even though its fingerprint is cached.
        try FileManager.default.removeItem(at: first.written[0].file)
        let third = try batch.run(try loadScenes([scene], scale: 2))
        #expect(third.written.map { $0.file.lastPathComponent } == ["iphone-8-portrait.png"])
        // An edited scene redraws all of its images.
        _ = write("bezel: 1\ndevices: [iphone-8, iphone-x]\nos: ios-12\nscale: 2\ncaption: false\n", "pair.yaml", in: folder)
        #expect(try batch.run(try loadScenes([scene], scale: 2)).written.count == 2)
        var forced = batch
        forced.force = true
        // Forced, the images are drawn again; the cache, whose entries do not change, is left as
        // it was (an atomic rewrite would be a new file).
        func cacheFile() throws -> (text: String, inode: UInt64) {
            let path = out.appendingPathComponent(RenderBatch.cacheName).path
            var status = stat()
            #expect(stat(path, &status) == 0)
            return (try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8), UInt64(status.st_ino))
        }
        let before = try cacheFile()
        #expect(try forced.run(try loadScenes([scene], scale: 2)).written.count == 2)
        let after = try cacheFile()
        #expect(after.text.split(separator: "\n").count == 2)
        #expect(after.text == before.text && after.inode == before.inode)
    }

    @Test func rendersEveryJobToItsFile() throws {
        let folder = try temporaryFolder("bezel-pipeline")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = write("bezel: 1\ndevices: [iphone-8, iphone-x]\nos: ios-12\nscale: 1\n", "pair.yaml", in: folder)
        let out = folder.appendingPathComponent("out")
        let files = try RenderBatch(folder: out, dumpLayouts: true).run(try loadScenes([scene])).written
        #expect(files.map { $0.file.lastPathComponent } == ["iphone-8-portrait.png", "iphone-x-portrait.png"])
        for file in files {
            #expect(FileManager.default.fileExists(atPath: file.file.path))
            #expect(FileManager.default.fileExists(atPath: file.layoutDump!.path))
        }
        // No temporary files are left behind by the atomic writes.
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func twoScenesCannotWriteTheSameFile() throws {
        let folder = try temporaryFolder("bezel-pipeline")
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = write("bezel: 1\ndevices: iphone-x\noutput: same\n", "a.yaml", in: folder)
        let b = write("bezel: 1\ndevices: iphone-8\noutput: same\n", "b.yaml", in: folder)
        // The second scene is the one at fault, in its `output` field, and the message names both.
        let clash = SourceError(
            file: b, line: nil, column: nil, field: "output",
            message: "writes same.png, which \(a) also writes; give one of them an `output` template")
        #expect(throws: clash) { try loadScenes([a, b]) }
    }

    @Test func scaleOverride() throws {
        let folder = try temporaryFolder("bezel-pipeline")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = write("bezel: 1\ndevices: iphone-x\n", "x.yaml", in: folder)
        #expect(try loadScenes([scene], scale: 1)[0].jobs[0].scale == 1)
    }

    // The one render: PNG gives the file straight from the surface, and decodes to the pixels
    // goldens compare; SVG and PDF give the file; the layout text is the screen dump when the
    // scene has no app.
    @Test func renderGivesPixelsOrAVectorFileAndTheLayout() throws {
        let job = try SceneFile.parse("bezel: 1\ndevices: iphone-8\nos: ios-12\nscale: 1\n", path: "p.yaml").jobs()[0]
        let png = try render(job, format: .png)
        let image = try #require(try renderPixels(job).picture.pixels)
        #expect(png.picture.pixels == nil)
        #expect(try PNGCodec.decode(png.picture.encoded()) == image)
        #expect(png.layout.app == nil && png.layout.text == png.layout.screen.dump)
        let svg = try render(job, format: .svg)
        #expect(svg.picture.pixels == nil)
        #expect(String(decoding: try svg.picture.encoded().prefix(5), as: UTF8.self) == "<?xml")
    }

    // `landscape` means landscape-right in scene files and in `bezel explain --orientation` alike.
    @Test func explainFiltersShareTheSceneRules() throws {
        let file = try SceneFile.parse("bezel: 1\ndevices: [iphone-8]\nos: ios-12\norientations: [portrait, landscape]\n", path: "f.yaml")
        let jobs = try file.jobs()
        #expect(file.orientations == [.portrait, .landscapeRight])
        let kept = try JobFilter(orientation: "landscape").apply(to: jobs, listed: file.orientations)
        #expect(kept.map(\.orientation) == [.landscapeRight])
        let turned = try JobFilter(orientation: "landscape-left").apply(to: jobs, listed: file.orientations)
        #expect(turned.map(\.orientation) == [.landscapeLeft])
        #expect(Orientation(named: "landscape") == .landscapeRight && Orientation(named: "sideways") == nil)
        #expect {
            try JobFilter(device: "iphone-88").apply(to: jobs, listed: file.orientations)
        } throws: { error in
            (error as? ExplainError)?.description == "error: --device: unknown device \"iphone-88\"; did you mean \"iphone-8\"?"
        }
        #expect(try JobFilter(os: "ios-13").apply(to: jobs, listed: file.orientations).isEmpty)
    }
}
