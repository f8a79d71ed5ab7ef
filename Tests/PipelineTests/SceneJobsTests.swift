import BezelDevices
import BezelFigure
import Foundation
import BezelLayout
import BezelPipeline
import BezelScene
import BezelSupport
import TestSupport
import Testing

/// Scene files read and expanded into jobs: the matrix, output names, and errors that name the
/// file, line, column and field.
struct SceneJobsTests {
    func parse(_ text: String, _ path: String = "scene.yaml") throws(SourceError) -> SceneFile {
        try SceneFile.parse(text, path: path)
    }

    func error(_ text: String, _ path: String = "scene.yaml") -> SourceError? {
        do {
            _ = try parse(text, path).jobs()
            return nil
        } catch {
            return error
        }
    }

    @Test func minimalSceneDefaults() throws {
        let scene = try parse("bezel: 1\ndevices: iphone-x\n", "docs/x.yaml")
        let jobs = try scene.jobs()
        #expect(jobs.count == 1)
        #expect(jobs[0].os == .ios16)  // latest version the X ran
        #expect(jobs[0].orientation == .portrait)
        #expect(jobs[0].scale == 3)  // the device's own scale
        #expect(jobs[0].outputName == "x")
        #expect(jobs[0].caption)
    }

    // `theme: [light, dark]`: every image in both themes; the dark ones take DocC's `~dark`
    // suffix (name~dark.png beside name.png) unless the template places {theme} or {theme-suffix}.
    @Test func twoThemesDrawEveryImageTwice() throws {
        let pair = try parse("bezel: 1\ndevices: iphone-x\ntheme: [light, dark]\n", "docs/bar.yaml").jobs()
        #expect(pair.map(\.outputName) == ["bar", "bar~dark"])
        #expect(pair.map(\.theme) == [.light, .dark])
        let matrix = try parse("bezel: 1\ndevices: iphone-x\nos: [ios-15, ios-16]\ntheme: [dark, light]\n").jobs()
        #expect(matrix.map(\.outputName) == ["scene/ios-15/iphone-x-portrait~dark", "scene/ios-16/iphone-x-portrait~dark", "scene/ios-15/iphone-x-portrait", "scene/ios-16/iphone-x-portrait"])
        let placed = try parse("bezel: 1\ndevices: iphone-x\ntheme: [light, dark]\noutput: \"{theme}/x\"\n").jobs()
        #expect(placed.map(\.outputName) == ["light/x", "dark/x"])
        #expect(try parse("bezel: 1\ndevices: iphone-x\ntheme: dark\n").jobs().map(\.outputName) == ["scene"])  // one theme: no suffix
        let sheet = try parse("bezel: 1\ndevices: iphone-x\nsheet: true\ntheme: [light, dark]\n", "docs/cmp.yaml")
        #expect([sheet.sheetOutputName(for: .light), sheet.sheetOutputName(for: .dark)] == ["cmp", "cmp~dark"])
        let twice = try #require(error("bezel: 1\ndevices: iphone-x\ntheme: [dark, dark]\n"))
        #expect(twice.description == "scene.yaml:3:15: error: theme[1]: \"dark\" is listed twice")
        #expect(try parse("bezel: 1\ndevices: iphone-x\ntheme: [light, dark]\noutput: x\n").jobs().map(\.outputName) == ["x", "x~dark"])
    }

    // `sheet`: one image named after the scene (or `output`), panels keep distinct names.
    @Test func sheetsAreOneImage() throws {
        let scene = try parse("bezel: 1\ndevices: iphone-x\nos: [ios-11, ios-12]\nsheet: {columns: 2}\n", "docs/compare.yaml")
        #expect(scene.sheetColumns == 2)
        #expect(scene.sheetOutputName == "compare")
        #expect(Set(try scene.jobs().map(\.outputName)).count == 2)
        #expect(try parse("bezel: 1\ndevices: iphone-x\nsheet: true\noutput: sheets/{scene}-v\n").sheetOutputName == "sheets/scene-v")
        #expect(try parse("bezel: 1\ndevices: iphone-x\nsheet: false\n").sheetColumns == nil)
        let badColumns = try #require(error("bezel: 1\ndevices: iphone-x\nsheet: {columns: 9}\n"))
        #expect(badColumns.line == 3 && badColumns.description.contains("out of range 1…8"))
        let perDevice = try #require(error("bezel: 1\ndevices: iphone-x\nsheet: true\noutput: \"{device}\"\n"))
        #expect(perDevice.line == 4 && perDevice.description.contains("a sheet is one image"))
    }

    @Test func themeIsLightOrDark() throws {
        #expect(try parse("bezel: 1\ndevices: iphone-x\ntheme: dark\n").jobs()[0].theme == .dark)
        #expect(try parse("bezel: 1\ndevices: iphone-x\n").jobs()[0].theme == .light)
        let bad = try #require(error("bezel: 1\ndevices: iphone-x\ntheme: sepia\n"))
        #expect(bad.line == 3 && bad.description.contains("use light or dark"))
    }

    @Test func matrixSkipsPairsThatNeverExisted() throws {
        let scene = try parse("bezel: 1\ndevices: [iphone-6, iphone-x]\nos: [ios-12, ios-13]\norientations: [portrait, landscape]\n")
        let jobs = try scene.jobs()
        // iPhone 6: iOS 12 only; iPhone X: 12 and 13; two orientations each.
        #expect(
            jobs.map { "\($0.device.rawValue) \($0.os.rawValue) \($0.orientation.rawValue)" } == [
                "iphone-6 ios-12 portrait", "iphone-6 ios-12 landscape-right",
                "iphone-x ios-12 portrait", "iphone-x ios-12 landscape-right",
                "iphone-x ios-13 portrait", "iphone-x ios-13 landscape-right",
            ])
        #expect(jobs[0].outputName == "scene/ios-12/iphone-6-portrait")
    }

    @Test func keywords() throws {
        #expect(try parse("bezel: 1\ndevices: all-ipads\n").jobs().count == Catalog.devices(in: .ipad).count)
        let all = try parse("bezel: 1\ndevices: [iphone-xr]\nos: all\norientations: all\n").jobs()
        #expect(all.count == 7 * 3)  // iOS 12…18, three orientations
        #expect(try parse("bezel: 1\ndevices: iphone-xr\nos: earliest\n").jobs()[0].os == .ios12)
    }

    @Test func jsonScenesParseWithTabs() throws {
        let scene = try parse(
            "{\n\t\"bezel\": 1,\n\t\"devices\": [\"iphone-8\"],\n\t\"scale\": 2,\n\t\"overlays\": [\"safe-area\"]\n}", "a.json")
        #expect(scene.scale == .fixed(2))
        #expect(scene.overlays == Overlays(safeArea: true))
    }

    // Bad input: each names the file, line, column and field (the Foundation issue's list).
    @Test func unknownDevice() {
        let e = error("bezel: 1\ndevices: [iphone-x, iphone-15pro]\n")
        #expect(
            e?.description
                == "scene.yaml:2:21: error: devices[1]: unknown device \"iphone-15pro\"; did you mean \"iphone-15-pro\" or \"iphone-11-pro\" or \"iphone-12-pro\"? `bezel devices` lists every id"
        )
    }

    @Test func versionTheDeviceNeverRan() {
        let e = error("bezel: 1\ndevices: [iphone-6]\nos: [ios-13]\n")
        #expect(e?.line == 2)
        #expect(e?.field == "devices[0]")
        #expect(e?.message == "iPhone 6 never ran iOS 13 (it ran iOS 8–12)")
        let single = error("bezel: 1\ndevices: all-iphones\nos: [ios-12, ios-6]\n")
        #expect(single?.message.hasPrefix("unknown iOS version \"ios-6\"; Bezel models ios-7, ios-8, ios-9") == true)
        #expect(single?.field == "os[1]")
        // S9, S10: the iPhone 6 shipped with iOS 8 and the iPhone 4 stopped at iOS 7.
        #expect(error("bezel: 1\ndevices: [iphone-6]\nos: [ios-7]\n")?.message == "iPhone 6 never ran iOS 7 (it ran iOS 8–12)")
        #expect(error("bezel: 1\ndevices: [iphone-4]\nos: [ios-8]\n")?.message == "iPhone 4 never ran iOS 8 (it ran iOS 4–7)")
    }

    @Test func versionNoSelectedDeviceRan() {
        let e = error("bezel: 1\ndevices: [iphone-x, iphone-8]\nos: [ios-11, ios-18]\n")
        #expect(e?.field == "os[1]")
        #expect(e?.line == 3)
        #expect(e?.message == "none of the selected devices ran iOS 18")
    }

    @Test func malformedYAML() {
        let e = error("bezel: 1\ndevices: [iphone-x\nscale: 2\n")
        #expect(e?.line == 3)
        #expect(e?.message.hasPrefix("malformed YAML/JSON: did not find expected ',' or ']'") == true)
    }

    @Test func wrongTypes() {
        #expect(
            error("bezel: 1\ndevices: iphone-x\ncaption: yes\n")?.description
                == "scene.yaml:3:10: error: caption: expected true or false, got text")
        #expect(error("bezel: 1\ndevices: {a: 1}\n")?.field == "devices")
        #expect(error("bezel: \"1\"\ndevices: all\n")?.message == "expected a whole number, got text")
        #expect(error("- bezel\n")?.message.contains("a scene file is a mapping") == true)
    }

    @Test func outOfRangeScale() {
        #expect(
            error("bezel: 1\ndevices: iphone-x\nscale: 4\n")?.description
                == "scene.yaml:3:8: error: scale: 4 is out of range: scale is 1, 2, 3 (pixels per point) or device")
        #expect(error("bezel: 1\ndevices: iphone-x\nscale: \"2\"\n")?.field == "scale")
    }

    @Test func unknownAndMissingFields() {
        #expect(error("bezel: 1\ndevcies: all\n")?.message.hasPrefix("unknown field; did you mean \"devices\"?") == true)
        #expect(error("bezel: 1\n")?.field == "devices")
        #expect(error("devices: all\n")?.field == "bezel")
        #expect(error("bezel: 2\ndevices: all\n")?.message == "format version 2 is not supported; this Bezel reads version 1")
        #expect(error("")?.message.hasPrefix("the file is empty") == true)
        #expect(error("bezel: 1\ndevices: all\ndevices: all\n")?.line == 3)
    }

    @Test func duplicatesAndEmptyLists() {
        #expect(error("bezel: 1\ndevices: [iphone-x, iphone-x]\n")?.field == "devices[1]")
        #expect(error("bezel: 1\ndevices: []\n")?.message.hasPrefix("the list is empty") == true)
        #expect(error("bezel: 1\ndevices: all\noverlays: [safe-area, safe-area]\n")?.field == "overlays[1]")
        #expect(error("bezel: 1\ndevices: all\noverlays: [safe-aera]\n")?.message.contains("did you mean \"safe-area\"") == true)
        #expect(error("bezel: 1\ndevices: all\nos: 13\n")?.message == "write iOS versions as \"ios-13\"")
    }

    @Test func outputTemplates() throws {
        #expect(
            error("bezel: 1\ndevices: [iphone-x, iphone-8]\noutput: \"{scene}\"\n")?.message.hasPrefix(
                "\"{scene}\" gives iphone-x ios-16 portrait and iphone-8 ios-16 portrait the same name") == true)
        #expect(error("bezel: 1\ndevices: iphone-x\noutput: \"../x\"\n")?.field == "output")
        #expect(error("bezel: 1\ndevices: iphone-x\noutput: \"{model}\"\n")?.message.hasPrefix("unknown placeholder {model}") == true)
        #expect(error("bezel: 1\ndevices: iphone-x\noutput: \"x.png\"\n")?.message == "leave out the extension; Bezel adds .png")
        let jobs = try parse("bezel: 1\ndevices: iphone-x\nscale: 2\noutput: \"{device}@{scale}\"\n").jobs()
        #expect(jobs[0].outputName == "iphone-x@2x")
    }

    @Test func unreadableFiles() {
        #expect(throws: SourceError.self) { try SceneFile.load(path: "/nonexistent/scene.yaml") }
        do {
            _ = try SceneFile.load(path: "/etc/hostname")
        } catch {
            #expect(error.message.hasPrefix("not a scene file"))
        }
    }

    /// Every example scene (examples/, examples/screens/) expands to at least one job.
    @Test func everyExampleExpands() throws {
        let folder = Repository.url("examples")
        var paths: [String] = []
        for sub in ["", "screens/"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/" + sub)
            paths += names.filter { SceneFile.extensions.contains(($0 as NSString).pathExtension) }.map { folder.path + "/" + sub + $0 }
        }
        // 29 YAML gallery scenes (3 of them with states) and one JSON in examples/, 27 screens in
        // examples/screens/.
        #expect(paths.count == 59)
        for path in paths.sorted() { #expect(try !SceneFile.load(path: path).jobs().isEmpty, "\(path)") }
    }
}
