import Foundation
import BezelRaster
import TestSupport
import Testing

struct PNGCodecTests {
    @Test func roundTripKeepsEveryPixel() throws {
        var image = RGBAImage(width: 3, height: 2, fill: (10, 20, 30, 255))
        image.pixels[4...7] = [255, 0, 128, 255]
        let decoded = try PNGCodec.decode(try PNGCodec.encode(image))
        #expect(decoded == image)
        var translucent = image
        translucent.pixels[3] = 100
        #expect(try PNGCodec.decode(try PNGCodec.encode(translucent)) == translucent)
    }

    @Test func opaqueImagesAreStoredWithoutAlpha() throws {
        let png = try PNGCodec.encode(RGBAImage(width: 4, height: 4, fill: (0, 0, 0, 255)))
        #expect(png[25] == 2)  // IHDR colour type 2: RGB
    }

    @Test func corruptInputIsAnErrorNotACrash() {
        #expect(throws: PNGError.self) { try PNGCodec.decode([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]) }
        #expect(throws: PNGError.self) { try PNGCodec.decode([]) }
        #expect(throws: PNGError.self) { try PNGCodec.read(contentsOf: URL(fileURLWithPath: "/nonexistent.png")) }
    }
}

struct PNGOptimizerTests {
    func roundTrip(_ image: RGBAImage) throws -> [UInt8] {
        let png = try PNGOptimizer.encode(image)
        let same = try PNGCodec.decode(png) == image
        #expect(same)
        return png
    }

    /// The colour type byte of the IHDR chunk (offset 25) and the bit depth (24).
    func form(_ png: [UInt8]) -> (depth: UInt8, type: UInt8) { (png[24], png[25]) }

    @Test func storesTheFewestBitsThePixelsNeed() throws {
        let two = RGBAImage(width: 9, height: 3, pixels: (0..<27).flatMap { $0 % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] as [UInt8] })
        #expect(form(try roundTrip(two)) == (1, 3))  // a 1-bit palette
        let translucent = RGBAImage(width: 3, height: 1, pixels: [255, 0, 0, 128, 0, 255, 0, 255, 0, 0, 255, 0])
        #expect(form(try roundTrip(translucent)) == (2, 3))  // palette with tRNS
        let greys = RGBAImage(width: 300, height: 2, pixels: (0..<600).flatMap { i -> [UInt8] in let v = UInt8(i % 256); return [v, v, v, 255] })
        #expect(form(try roundTrip(greys)) == (8, 0))  // 256 greys: grey, no palette
        var colourful: [UInt8] = []
        for i in 0..<600 { colourful += [UInt8(i % 256), UInt8(i / 3 % 256), 7, 255] }
        #expect(form(try roundTrip(RGBAImage(width: 300, height: 2, pixels: colourful))) == (8, 2))  // RGB
        colourful[3] = 0
        #expect(form(try roundTrip(RGBAImage(width: 300, height: 2, pixels: colourful))) == (8, 6))  // RGBA
    }
}

/// The libdeflate path of `PNGCodec.decode` against libpng on optimiser output that uses every
/// row filter, opaque and translucent, and on every distinct golden.
struct FastPNGDecoderTests {
    func agree(_ png: [UInt8], _ name: String) throws -> Bool {
        let libpng = try PNGCodec.decodeWithLibpng(png)
        guard let fast = FastPNGDecoder.decode(png) else { return false }
        let same = fast == libpng
        #expect(same, "\(name): the fast decoder disagrees with libpng")
        return true
    }

    @Test func agreesOnEveryFilterAndOnAlpha() throws {
        var state: UInt64 = 7
        func random() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 40)
        }
        for alpha in [false, true] {
            // Smooth gradients with noise: the adaptive filter picks Sub, Up, Average and Paeth.
            var pixels: [UInt8] = []
            for y in 0..<64 {
                for x in 0..<300 {
                    pixels += [UInt8((x + y) % 256), UInt8(x * 2 % 256), random() % 8 &+ UInt8(y * 3), alpha ? random() : 255]
                }
            }
            let image = RGBAImage(width: 300, height: 64, pixels: pixels)
            let png = try PNGOptimizer.encode(image)
            #expect(try agree(png, "optimised, alpha \(alpha)"))
            #expect(try agree(try PNGCodec.encode(image), "libpng-written, alpha \(alpha)"))  // with its sRGB chunk
        }
    }

    @Test func agreesWithLibpngOnEveryGolden() throws {
        var taken = 0
        var files = 0
        let walker = try #require(FileManager.default.enumerator(at: Repository.url("Golden"), includingPropertiesForKeys: nil))
        for case let url as URL in walker where url.pathExtension == "png" {
            guard (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) == nil else { continue }
            files += 1
            if try agree([UInt8](try Data(contentsOf: url)), url.path) { taken += 1 }
        }
        // Palette goldens go to libpng; the true-colour ones (most) take the fast path.
        #expect(files > 100 && taken > files / 2, "\(taken) of \(files)")
    }

    // The differential rule on hostile files (issue 19): on every PNG of the bad-input corpus
    // and the fuzzers' saved findings, whatever the fast decoder takes, libpng takes too and
    // reads to the same pixels; what libpng refuses, the fast decoder declines.
    @Test func takesNoFileLibpngRefuses() throws {
        var checked = 0
        for folder in ["Tests/Corpus/bad-pngs", "Tests/Corpus/good-pngs", "Tests/Corpus/fuzz-regressions/png"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.url(folder).path)) ?? []
            for name in names.sorted() where !name.hasSuffix(".tsv") && !name.hasSuffix(".txt") {
                let bytes = [UInt8](try Data(contentsOf: Repository.url("\(folder)/\(name)")))
                checked += 1
                guard let fast = FastPNGDecoder.decode(bytes) else { continue }
                let libpng = try? PNGCodec.decodeWithLibpng(bytes)
                #expect(libpng == fast, "\(folder)/\(name): the fast decoder took a file libpng reads otherwise")
            }
        }
        #expect(checked >= 70, "\(checked) files")
    }
}
