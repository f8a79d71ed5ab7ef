import BezelRaster
import Foundation
import TestSupport
import Testing

/// `bezel render --png-compression`: fast (ISA-L, the default) or small (libdeflate), the same
/// pixels either way.
struct PNGCompressionCommandTests {
    func bezel(_ arguments: [String]) throws -> BuiltProgram.Run { try BuiltProgram.bezel.run(arguments) }

    @Test func smallFilesHoldTheSamePixels() throws {
        let folder = try temporaryFolder("bezel-png-compression")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (fast, small) = (folder.appendingPathComponent("fast"), folder.appendingPathComponent("small"))
        #expect(try bezel(["render", "examples/iphone-x.json", "-o", fast.path, "-q"]).status == 0)
        let run = try bezel(["render", "examples/iphone-x.json", "-o", small.path, "-q", "--png-compression", "small"])
        #expect(run.status == 0, "\(run.error)")
        for image in ["iphone-x/portrait.png", "iphone-x/landscape-right.png"] {
            let (quick, compact) = (try Data(contentsOf: fast.appendingPathComponent(image)), try Data(contentsOf: small.appendingPathComponent(image)))
            #expect(try PNGCodec.decode(Array(quick)) == PNGCodec.decode(Array(compact)), "\(image)")
            #expect(compact.count < quick.count, "\(image): small \(compact.count) bytes, fast \(quick.count)")
        }
    }

    // The compression is one of an image's inputs: asking for the other one redraws it, where an
    // unchanged run skips it.
    @Test func anotherCompressionRedraws() throws {
        let folder = try temporaryFolder("bezel-png-compression")
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = folder.appendingPathComponent("iphone-x/portrait.png")
        #expect(try bezel(["render", "examples/iphone-x.json", "-o", folder.path, "-q"]).status == 0)
        let fast = try Data(contentsOf: image)
        #expect(try bezel(["render", "examples/iphone-x.json", "-o", folder.path]).output.contains("2 unchanged, skipped"))
        let run = try bezel(["render", "examples/iphone-x.json", "-o", folder.path, "--png-compression", "small"])
        #expect(run.output.contains("rendered 2 images"), "\(run.output)")
        #expect(try Data(contentsOf: image).count < fast.count)
    }

    // SVG files have no PNG compression: asking for another one redraws nothing.
    @Test func vectorFilesIgnoreTheCompression() throws {
        let folder = try temporaryFolder("bezel-png-compression")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try bezel(["render", "examples/iphone-x.json", "-o", folder.path, "--format", "svg", "-q"]).status == 0)
        let run = try bezel(["render", "examples/iphone-x.json", "-o", folder.path, "--format", "svg", "--png-compression", "small"])
        #expect(run.output.contains("2 unchanged, skipped"), "\(run.output)")
    }

    // The same picture is the same bytes, however its processes are scheduled: ISA-L's level 1
    // wrote other bytes for the same pixels in about one process in thirteen drawing side by
    // side; level 0, which `fast` uses, did not in eighty.
    @Test func processesSideBySideWriteTheSameBytes() throws {
        let folder = try temporaryFolder("bezel-png-compression")
        defer { try? FileManager.default.removeItem(at: folder) }
        let runs = 8
        DispatchQueue.concurrentPerform(iterations: runs) { index in
            _ = try? BuiltProgram.bezel.run(["render", "examples/iphone-x.json", "-o", folder.appendingPathComponent("\(index)").path, "-q"])
        }
        for image in ["iphone-x/portrait.png", "iphone-x/landscape-right.png"] {
            let files = try (0..<runs).map { try Data(contentsOf: folder.appendingPathComponent("\($0)/\(image)")) }
            #expect(Set(files).count == 1, "\(image): \(Set(files).count) different files from \(runs) processes")
        }
    }

    @Test func anUnknownCompressionExitsTwo() throws {
        let run = try bezel(["render", "examples/iphone-x.json", "--png-compression", "tiny"])
        #expect(run.status == 2)
        #expect(run.error.contains("png-compression"), "\(run.error)")
    }
}
