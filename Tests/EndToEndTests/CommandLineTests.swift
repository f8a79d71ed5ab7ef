import Foundation
import BezelRaster
import BezelRender
import TestSupport
import Testing

/// Runs the built `bezel` binary and checks what it prints, writes and exits with.
struct CommandLineTests {
    func bezel(
        _ arguments: [String], environment: [String: String] = [:], in folder: URL? = nil, input: [UInt8]? = nil
    ) throws -> BuiltProgram.Run {
        try BuiltProgram.bezel.run(arguments, environment: environment, in: folder, input: input)
    }

    // --help and --version are answers, not errors (exit 0); the version names the commit the
    // build came from (the BuildInfo plugin), which is a git checkout here.
    @Test func helpAndVersionExitZero() throws {
        let help = try bezel(["--help"])
        #expect(help.status == 0 && help.output.hasPrefix("OVERVIEW: Draw exact diagrams of iOS screens"), "\(help.error)")
        let version = try bezel(["--version"])
        #expect(version.status == 0, "\(version.error)")
        #expect(version.output.contains(#/^bezel \d+\.\d+\.\d+(-dev)? \(commit [0-9a-f]{12}(\+changes)?\)\n$/#), "\(version.output)")
        #expect(try bezel(["render", "--help"]).status == 0)
    }

    // A docs build pipes: a scene on standard input, the one image on standard output; errors
    // name <stdin> with line and column; a run making two images cannot use -o -.
    @Test func standardInputAndOutput() throws {
        let scene = Array("bezel: 1\ndevices: [iphone-x]\nos: ios-16\norientations: [portrait]\n".utf8)
        let piped = try bezel(["render", "-", "-o", "-"], input: scene)
        #expect(piped.status == 0, "\(piped.error)")
        #expect(Array(piped.bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // iPhone X at its own 3×: 375 × 812 pt make a 1305 × 2757 px figure with the caption.
        let image = try PNGCodec.decode(piped.bytes)
        #expect(image.width == 1305 && image.height == 2757)
        // With the scene on standard input and no -o, the image goes to standard output too.
        let implied = try bezel(["render", "-", "--format", "svg"], input: scene)
        #expect(implied.status == 0 && implied.output.hasPrefix("<?xml") && implied.output.contains(">9:41</text>"), "\(implied.error)")
        let bad = try bezel(["render", "-", "-o", "-"], input: Array("bezel: 1\ndevices: [iphone-99]\n".utf8))
        #expect(bad.status == 2 && bad.bytes.isEmpty)
        #expect(bad.error.hasPrefix("<stdin>:2:11: error: devices[0]: unknown device \"iphone-99\""), "\(bad.error)")
        let two = try bezel(["render", "examples/iphone-x.json", "-o", "-"])
        #expect(two.status == 2 && two.bytes.isEmpty)
        #expect(two.error.contains("-o - writes one image to standard output, and this run makes 2"), "\(two.error)")
    }

    // The bezel executable runs Pango's fontconfig work on threads of its own choosing
    // (CBezelPangoThreads); the pixels are those Pango's own threads give, text that
    // needs a fallback font (these Chinese characters are not in Inter) included.
    @Test func pangoThreadsDrawTheSamePixels() throws {
        let scene = Array(
            "bezel: 1\ntitle: \"返回按钮：iOS 11 的死区\"\ndevices: [iphone-7]\nos: ios-11\nscale: 2\nscreen:\n  root:\n    navigation-controller:\n      view-controllers:\n        - view-controller: {title: 消息}\n"
                .utf8)
        let ours = try bezel(["render", "-", "-o", "-"], input: scene)
        let pangos = try bezel(["render", "-", "-o", "-"], environment: ["BEZEL_PANGO_THREADS": "pango"], input: scene)
        #expect(ours.status == 0 && pangos.status == 0, "\(ours.error)\(pangos.error)")
        let image = try PNGCodec.decode(ours.bytes)
        #expect(image == (try PNGCodec.decode(pangos.bytes)))
        // iPhone 7 at 2×: 375 × 667 pt and the caption.
        #expect(image.width == 942)
    }

    // The system configuration's font folders are kept between runs (FontFolderCache): the first
    // run writes the copy, the next uses it and leaves it as it is, and a damaged copy is written
    // again; the pixels are the same each way.
    @Test func fontFoldersAreKeptBetweenRuns() throws {
        let folder = try temporaryFolder("bezel-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]
        let copy = folder.appendingPathComponent("cache/bezel/fontconfig-folders.txt")
        let render = ["render", "examples/seed-000-dead-strip-ios-11.yaml", "-o", "-"]
        let first = try bezel(render, environment: environment)
        #expect(first.status == 0, "\(first.error)")
        let written = try String(contentsOf: copy, encoding: .utf8)
        #expect(written.hasPrefix("bezel fontconfig folders 1\nfontconfig "))
        #expect(written.contains("\nfont-folder /usr/share/fonts\n"))
        let inode = try FileManager.default.attributesOfItem(atPath: copy.path)[.systemFileNumber] as? Int
        let second = try bezel(render, environment: environment)
        #expect(second.status == 0 && second.bytes == first.bytes)
        #expect(try FileManager.default.attributesOfItem(atPath: copy.path)[.systemFileNumber] as? Int == inode)
        try "bezel fontconfig folders 1\nfont-folder /nowhere\n".write(to: copy, atomically: true, encoding: .utf8)
        let third = try bezel(render, environment: environment)
        #expect(third.status == 0 && third.bytes == first.bytes)
        #expect(try String(contentsOf: copy, encoding: .utf8) == written)
    }

    // Cairo, Pango and the 32 libraries under them are loaded only by commands that draw
    // (CBezelGraphics): with a broken Pango first on the library path, `bezel devices` runs as
    // ever, and a render stops with exit 3 and the library's name, writing nothing.
    @Test func onlyCommandsThatDrawLoadTheGraphicsLibraries() throws {
        let folder = try temporaryFolder("bezel-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let libraries = folder.appendingPathComponent("lib")
        try FileManager.default.createDirectory(at: libraries, withIntermediateDirectories: true)
        try Data().write(to: libraries.appendingPathComponent("libpangocairo-1.0.so.0"))
        let environment = ["LD_LIBRARY_PATH": libraries.path]
        let devices = try bezel(["devices"], environment: environment)
        #expect(devices.status == 0 && devices.output.contains("93 devices."), "\(devices.error)")
        let out = folder.appendingPathComponent("out")
        let run = try bezel(["render", "examples/seed-000-dead-strip-ios-11.yaml", "-o", out.path], environment: environment)
        #expect(run.status == 3)
        #expect(run.error.contains("cannot load the graphics library libpangocairo-1.0.so.0"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func devicesTable() throws {
        let run = try bezel(["devices"])
        #expect(run.status == 0)
        let xr = run.output.split(separator: "\n").first { $0.hasPrefix("iphone-xr ") }
        #expect(xr?.contains("414×896") == true)
        #expect(xr?.contains("{44, 0, 34, 0}") == true)  // iOS 12–13 row (S1, S26)
        #expect(run.output.contains("93 devices."))
    }

    @Test func devicesJSON() throws {
        let run = try bezel(["devices", "--json"])
        #expect(run.status == 0)
        let document = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let devices = try #require(document["devices"] as? [[String: Any]])
        #expect(devices.count == 93)
        let x = try #require(devices.first { $0["id"] as? String == "iphone-x" })
        for field in [
            "points", "scale", "renderedPixels", "cornerRadius", "sensorHousing", "homeIndicator", "firstOS", "lastOS", "byOS",
            "landscapeWidthSizeClass", "rootLayoutMargins",
        ] {
            #expect(x[field] != nil, "missing \(field)")
        }
        let byOS = try #require(x["byOS"] as? [[String: Any]])
        #expect(byOS.count == 6)  // iOS 11–16
    }

    @Test func renderWritesPNGs() throws {
        let folder = try temporaryFolder("bezel-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try bezel(["render", "examples/notch-landscape.yaml", "-o", folder.path, "--scale", "1"])
        #expect(run.status == 0, "\(run.error)")
        let png = folder.appendingPathComponent("notch-landscape/landscape-left.png")
        let image = try PNGCodec.read(contentsOf: png)
        #expect(image.width == 950 && image.height == 579)  // the 812 × 375 screen, its margins and caption
        #expect(run.output.contains("rendered 2 images"))
    }

    @Test func badSceneWritesNothingAndExitsTwo() throws {
        let folder = try temporaryFolder("bezel-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.yaml")
        try "bezel: 1\ndevices: [iphone-6]\nos: [ios-13]\n".write(to: bad, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        // A good scene before the bad one: still nothing may be written.
        let run = try bezel(["render", "examples/notch-landscape.yaml", bad.path, "-o", out.path])
        #expect(run.status == 2)
        #expect(run.error == "\(bad.path):2:11: error: devices[0]: iPhone 6 never ran iOS 13 (it ran iOS 8–12)\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func badArgumentsExitTwo() throws {
        #expect(try bezel(["render", "x.yaml", "--scale", "5"]).status == 2)
        #expect(try bezel(["devices", "iphone-99"]).status == 2)
        #expect(try bezel(["render", "/nonexistent.yaml"]).error.contains("no such file"))
    }

    // CAIRO §7: without Inter, fontconfig silently substitutes DejaVu Sans. Hide
    // Inter from fontconfig and check that rendering stops with a clear message, writing nothing.
    @Test func missingInterFailsClearly() throws {
        let folder = try temporaryFolder("bezel-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try fontconfigFile(in: folder, adding: "<selectfont><rejectfont><glob>*/Inter*</glob></rejectfont></selectfont>")
        let out = folder.appendingPathComponent("out")
        let run = try bezel(["render", "examples/iphone-x.json", "-o", out.path], environment: ["FONTCONFIG_FILE": config.path])
        #expect(run.status == 3)
        #expect(run.error.contains("\"Inter\" resolves to"))
        #expect(run.error.contains("fonts-inter"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    // Bezel sets text from the system's fonts without the system's rules (FontConfiguration): a
    // local rule that turns "Inter" into DejaVu Sans changes nothing, where it used to stop
    // every render (exit 3). A rule that hides fonts (the test above) is still obeyed.
    @Test func localFontRulesDoNotChangeThePicture() throws {
        let folder = try temporaryFolder("bezel-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try fontconfigFile(
            in: folder,
            adding: """
                <match target="pattern">
                  <test name="family"><string>Inter</string></test>
                  <edit name="family" mode="assign" binding="strong"><string>DejaVu Sans</string></edit>
                </match>
                """)
        let (plain, ruled) = (folder.appendingPathComponent("plain"), folder.appendingPathComponent("ruled"))
        #expect(try bezel(["render", "examples/iphone-x.json", "-o", plain.path, "-q"]).status == 0)
        let run = try bezel(["render", "examples/iphone-x.json", "-o", ruled.path, "-q"], environment: ["FONTCONFIG_FILE": config.path])
        #expect(run.status == 0, "\(run.error)")
        for image in ["portrait.png", "landscape-right.png"] {
            let expected = try Data(contentsOf: plain.appendingPathComponent("iphone-x/\(image)"))
            #expect(try Data(contentsOf: ruled.appendingPathComponent("iphone-x/\(image)")) == expected, "\(image)")
        }
    }

    /// A fontconfig file in `folder`: the system's configuration and then `rules`.
    func fontconfigFile(in folder: URL, adding rules: String) throws -> URL {
        let config = folder.appendingPathComponent("fonts.conf")
        let document = [
            "<?xml version=\"1.0\"?>", "<!DOCTYPE fontconfig SYSTEM \"fonts.dtd\">", "<fontconfig>",
            "<include ignore_missing=\"yes\">/etc/fonts/fonts.conf</include>", rules, "</fontconfig>",
        ]
        try document.joined(separator: "\n").write(to: config, atomically: true, encoding: .utf8)
        return config
    }

    @Test func recordRefusesInCI() throws {
        let run = try bezel(["record", "--golden", "/nonexistent"], environment: ["CI": "1"])
        #expect(run.status == 2)
        #expect(run.error.contains("refusing to record goldens"))
    }

    // Swift seeds its hashing per process, so a solver that let dictionary order choose a pivot
    // would answer differently from one run to the next. Two processes must print the same dumps.
    @Test func solverIsDeterministicAcrossProcesses() throws {
        func digest() throws -> String {
            let run = try BuiltProgram.bench.run(["digest"])
            #expect(run.status == 0, "\(run.error)")
            return run.output
        }
        let first = try digest()
        #expect(first.contains("system 39\n"))
        #expect(try digest() == first)
    }

    // `bezel explain`: the seed's iPhone X figures in text and in the documented JSON shape.
    @Test func explainPrintsTheTreeAndJSON() throws {
        let text = try bezel(["explain", "examples/screens/opaque-bar.yaml"])
        #expect(text.status == 0)
        #expect(
            text.output.contains(
                "<UITableView \"table\"; view of UIViewController \"inbox\"; frame = (0 88; 375 724); safeAreaInsets = {0, 0, 34, 0}"))
        let json = try bezel([
            "explain", "examples/screens/translucent-vs-opaque.yaml", "--device", "iphone-x", "--os", "ios-11", "--orientation", "portrait",
            "--json",
        ])
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["device"] as? String == "iphone-x")
        #expect(object["screen"] as? [Double] == [375, 812])
        func find(_ node: [String: Any], _ id: String) -> [String: Any]? {
            if node["id"] as? String == id { return node }
            for child in node["children"] as? [[String: Any]] ?? [] { if let hit = find(child, id) { return hit } }
            return nil
        }
        let root = try #require(object["root"] as? [String: Any])
        let table = try #require(find(root, "table"))
        #expect(table["safeAreaInsets"] as? [Double] == [88, 0, 34, 0])
        #expect(table["adjustedContentInset"] as? [Double] == [188, 0, 134, 0])
        #expect(table["windowFrame"] as? [Double] == [0, 0, 375, 812])
        #expect(table["tapRegion"] is [[Double]])
    }

    // Seed 000 (HAWK img4) through the binary: on iOS 11 the custom back button's 8 pt outside its
    // stack view is dead (MP, QA1812); the JSON carries the same regions and the `notes` list.
    @Test func explainShowsTheDeadStripOfACustomBackButton() throws {
        let text = try bezel(["explain", "examples/seed-000-dead-strip-ios-11.yaml"])
        #expect(text.status == 0)
        #expect(text.output.contains("<UIView \"back\"; frame = (-8 0; 44 44)"))
        #expect(text.output.contains("tap = (16 20; 36 44); dead = (8 20; 8 44)>"))
        let json = try bezel(["explain", "examples/seed-000-dead-strip-ios-11.yaml", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["notes"] as? [String] == [])
    }

    // `--depth full` adds the bars' private views and guides (SEED-3's iOS 11 bar: the visual-effect
    // internals, the unused strips' labels, BackButtonGuide); `app` is the default, byte for byte;
    // anything else is bad input (exit 2).
    @Test func explainDepth() throws {
        let scene = "examples/screens/bar-subviews-ios-11.yaml"
        let app = try bezel(["explain", scene])
        #expect(try bezel(["explain", scene, "--depth", "app"]).output == app.output)
        let full = try bezel(["explain", scene, "--depth", "full"])
        #expect(full.status == 0)
        #expect(full.output.contains("<_UIVisualEffectSubview; frame = (0 0; 375 64)") && !app.output.contains("_UIVisualEffectSubview"))
        #expect(full.output.contains("<UILayoutGuide \"BackButtonGuide\"; layoutFrame = (0 0; 8 44)> (layout guide)"))
        let json = try bezel(["explain", scene, "--depth", "full", "--json"])
        #expect(json.output.contains("\"layoutGuides\":"))
        let bad = try bezel(["explain", scene, "--depth", "deep"])
        #expect(bad.status == 2 && bad.error.contains("--depth"))
    }

    // `--format svg|pdf` writes vector files beside where the PNGs would go: SVG text as <text>
    // elements (or, with --svg-text paths, Cairo's glyph outlines); an unknown format is bad input
    // (exit 2) and writes nothing.
    /// `--format apng`: a states scene as one animated PNG named after the scene, three frames
    /// (acTL says so), its still image the first panel.
    @Test func renderWritesAnAnimatedPNG() throws {
        let folder = try temporaryFolder("bezel-apng")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try bezel(["render", "examples/interactive-pop-ios-11.yaml", "-o", folder.path, "--format", "apng", "--scale", "1"])
        #expect(run.status == 0, "\(run.error)")
        let bytes = try Array(Data(contentsOf: folder.appendingPathComponent("interactive-pop-ios-11.png")))
        let control = try #require(bytes.indices.dropLast(12).first { Array(bytes[$0..<$0 + 4]) == Array("acTL".utf8) })
        #expect(Array(bytes[control + 4..<control + 8]) == [0, 0, 0, 3])
        #expect(try PNGCodec.decodeWithLibpng(bytes).width > 0)
    }

    @Test func renderWritesSVGAndPDF() throws {
        let folder = try temporaryFolder("bezel-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (format, options) in [("svg", []), ("svg", ["--svg-text", "paths"]), ("pdf", [])] {
            let out = folder.appendingPathComponent(options.isEmpty ? format : "paths")
            let run = try bezel(["render", "examples/screens/custom-back-button.yaml", "-o", out.path, "--format", format, "-q"] + options)
            #expect(run.status == 0)
            let file = out.appendingPathComponent("custom-back-button/ios-11/iphone-7-plus-portrait.\(format)")
            #expect(FileManager.default.fileExists(atPath: file.path), "\(file.path)")
            guard format == "svg", let svg = try? String(contentsOf: file, encoding: .utf8) else { continue }
            // The bar's title and the status bar's clock are text, or neither is.
            let texts = [">Message</text>", ">9:41 AM</text>"].filter(svg.contains).count
            #expect(texts == (options.isEmpty ? 2 : 0), "\(options)")
            #expect(svg.contains("<symbol") == !options.isEmpty)
        }
        let bad = try bezel([
            "render", "examples/screens/custom-back-button.yaml", "-o", folder.appendingPathComponent("bad").path, "--format", "gif",
        ])
        #expect(bad.status == 2)
        #expect(bad.error.contains("--format must be png, svg, pdf or apng"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad").path))
    }

    // A scene with `sheet` writes one comparison image, named after the scene.
    @Test func sheetsRenderAsOneImage() throws {
        let folder = try temporaryFolder("bezel-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try bezel(["render", "examples/navigation-bar-ios-10-vs-11.yaml", "-o", folder.path, "--scale", "1"])
        #expect(run.status == 0)
        #expect(run.output.contains("rendered 1 image"))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.sorted() == [".bezel-render-cache", "navigation-bar-ios-10-vs-11.png"])
    }

    // `bezel diff`: 0 when the images match, 1 when they differ, 2 for a missing file; the JSON
    // carries the counts.
    @Test func diffComparesAnyTwoPNGs() throws {
        let x = "Golden/ios-11/iphone-x/device/portrait.png"
        let same = try bezel(["diff", x, x, "--json"])
        #expect(same.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(same.output.utf8)) as? [String: Any])
        #expect(object["differingPixels"] as? Int == 0 && object["matches"] as? Bool == true)
        #expect(try bezel(["diff", x, "Golden/ios-11/iphone-8/device/portrait.png"]).status == 1)
        let missing = try bezel(["diff", x, "no-such.png"])
        #expect(missing.status == 2 && missing.error.contains("no-such.png: error: no such file"))
        // Two copies of the same truncated file are still bad input, though their bytes match.
        let folder = try temporaryFolder("bezel-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let truncated = folder.appendingPathComponent("truncated.png")
        let whole = try Data(contentsOf: URL(fileURLWithPath: x))
        try whole.prefix(100).write(to: truncated)
        // The first chunk after the 8-byte signature and the 25-byte IHDR is the IDAT (the
        // optimiser writes no other); its length is the big-endian word at byte 33.
        let declared = whole[33..<37].reduce(0) { $0 << 8 | Int($1) }
        #expect(whole[37..<41].elementsEqual("IDAT".utf8))
        let bad = try bezel(["diff", truncated.path, truncated.path])
        #expect(bad.status == 2)
        #expect(bad.error.contains("truncated.png: error: not a readable PNG: the IDAT chunk at byte 33 declares \(declared) bytes; the file ends before them"))
    }

    // `bezel check` and `record` on a scratch golden folder: exit 0 when everything matches, 1 on
    // a mismatch (with report.html and junit.xml), 2 on bad input of every kind.
    @Test func checkAndRecordExitCodes() throws {
        let folder = try temporaryFolder("bezel-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("Golden")
        let selection = golden.appendingPathComponent("ios-11/iphone-x/device").path
        let artifacts = folder.appendingPathComponent("artifacts").path
        let common = ["--golden", golden.path, "--artifacts", artifacts]
        try FileManager.default.createDirectory(atPath: selection, withIntermediateDirectories: true)

        let record = try bezel(["record", selection, "--golden", golden.path, "--force"])  // --force: CI sets CI
        #expect(record.status == 0, "\(record.error)")
        #expect(record.output.contains("wrote ios-11/iphone-x/device/portrait\nwrote ios-11/iphone-x/device/landscape"))
        #expect(record.output.contains("recorded 2 golden cases"))
        #expect(FileManager.default.fileExists(atPath: golden.appendingPathComponent("environment.txt").path))

        let pass = try bezel(["check", selection] + common)
        #expect(pass.status == 0, "\(pass.output)")
        #expect(pass.output.contains("2 of 2 golden cases match"))

        let layout = golden.appendingPathComponent("ios-11/iphone-x/device/portrait.layout.txt")
        let original = try String(contentsOf: layout, encoding: .utf8)
        try original.replacingOccurrences(of: "44.00", with: "45.00").write(to: layout, atomically: true, encoding: .utf8)
        let fail = try bezel(["check", selection] + common)
        #expect(fail.status == 1)
        #expect(fail.output.contains("ios-11/iphone-x/device/portrait: differs from its golden"))
        #expect(fail.output.contains("wrote \(artifacts)/report.html"))
        #expect(FileManager.default.fileExists(atPath: artifacts + "/junit.xml"))
        #expect(FileManager.default.fileExists(atPath: artifacts + "/ios-11/iphone-x/device/portrait.actual.layout.txt"))
        try original.write(to: layout, atomically: true, encoding: .utf8)

        let png = golden.appendingPathComponent("ios-11/iphone-x/device/portrait.png")
        let good = try Data(contentsOf: png)
        try good.prefix(100).write(to: png)
        let corrupt = try bezel(["check", selection] + common)
        #expect(corrupt.status == 2)
        #expect(corrupt.output.contains("ios-11/iphone-x/device/portrait: golden PNG is unreadable"))
        try good.write(to: png)
        // A check passes again, and its artefacts folder starts empty.
        #expect(try bezel(["check", selection] + common).status == 0)
        #expect(!FileManager.default.fileExists(atPath: artifacts + "/report.html"))

        let unknownScene = try bezel(["check", "no-such-scene.yaml"] + common)
        #expect(unknownScene.status == 2 && unknownScene.error.contains("no-such-scene.yaml"))
        let outside = try bezel(["check", "/tmp"] + common)
        #expect(outside.status == 2 && outside.error.contains("not under the golden folder"))
        let empty = try bezel(["check", golden.appendingPathComponent("ios-99").path] + common)
        #expect(empty.status == 2 && empty.error.contains("no golden case is stored there"))

        try "overrides:\n  - cases: ios-11/\n    max-pixels: 3\n".write(
            to: golden.appendingPathComponent("tolerance.yaml"), atomically: true, encoding: .utf8)
        let tolerance = try bezel(["check", selection] + common)
        #expect(tolerance.status == 2)
        #expect(tolerance.error.contains("tolerance.yaml:2:5: error: overrides[0]: an override needs a `reason`"))
    }

    @Test func explainRejectsBadInput() throws {
        let missing = try bezel(["explain", "examples/iphone-x.json"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("needs a scene with a `screen` section"))
        let device = try bezel(["explain", "examples/screens/opaque-bar.yaml", "--device", "iphone-99"])
        #expect(device.status == 2)
        #expect(device.error.contains("unknown device"))
        let none = try bezel(["explain", "examples/screens/opaque-bar.yaml", "--os", "ios-17"])
        #expect(none.status == 2)
        let folder = try temporaryFolder("bezel-explain")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.yaml")
        try "bezel: 1\ndevices: [iphone-x]\nscreen:\n  root:\n    view-controller:\n      view: {class: UIWidget}\n".write(
            to: bad, atomically: true, encoding: .utf8)
        let run = try bezel(["explain", bad.path])
        #expect(run.status == 2)
        #expect(run.error.contains("bad.yaml:6:21: error: screen.root.view-controller.view.class: unknown class \"UIWidget\""))
    }

    @Test func schemaCommandPrintsThePublishedSchema() throws {
        let published = try String(contentsOf: Repository.url("schema/scene-v1.schema.json"), encoding: .utf8)
        #expect(try bezel(["schema"]).output == published)
    }
}
