import BezelDevices
import BezelDumps
import BezelGeometry
import BezelLayout
import BezelScene
import BezelSupport

/// A dump turned into a scene that draws it: the scene's text (what `bezel import -o` writes) and
/// the same text read back as a `SceneFile` (what `bezel render dump.txt` draws), so the two can
/// never differ.
public struct ImportedDump: Sendable {
    public var dump: ViewDump
    /// The capture drawn, counted from 0.
    public var captureIndex: Int
    public var choice: ScreenChoice
    public var sceneText: String
    public var scene: SceneFile
    /// What was guessed, left out or tolerated, one sentence each.
    public var notes: [String]
}

/// File name extensions `bezel render` reads as dumps rather than scenes.
public let dumpExtensions = ["txt", "log"]

/// The overlays an imported scene asks for unless told otherwise: where touches land, and each
/// view's class.
public let defaultImportOverlays = ["tap-regions", "class-names"]

/// Reads a dump file and imports it (`importDump(_:options:overlays:)`).
public func importDump(path: String, options: DumpOptions = DumpOptions(), overlays: [String] = defaultImportOverlays) throws(ImportError) -> ImportedDump {
    let dump: ViewDump
    do { dump = try ViewDump.load(path: path) } catch { throw .dump(error) }
    return try importDump(dump, options: options, overlays: overlays)
}

/// A dump as a scene: 1. the capture (`options.capture`, else the last one with frames), 2. its
/// device and version (given, else guessed from the window and the classes), 3. its views as a
/// recorded tree, 4. the scene text, read back by the scene decoder.
public func importDump(_ dump: ViewDump, options: DumpOptions = DumpOptions(), overlays: [String] = defaultImportOverlays) throws(ImportError) -> ImportedDump {
    let index = try captureIndex(dump, asked: options.capture)
    let capture = dump.captures[index]
    let choice = try chooseScreen(for: dump, capture: capture, options: options)
    let tree = RecordedTree(capture)
    var views = tree.views
    var notes = choice.guesses
    if let (bar, note) = barParent(for: views, device: choice.device, os: choice.os, orientation: choice.orientation) {
        views = [bar]
        notes.append(note)
    }
    let recorded = RecordedScreen(views: views, statusBarHidden: hidesStatusBar(capture, device: choice.device))
    let name = dump.file.split(separator: "/").last.map(String.init) ?? dump.file
    if dump.captures.count > 1 {
        notes.append("the file holds \(dump.captures.count) captures; this is capture \(index + 1), from line \(capture.line) (--capture chooses)")
    }
    if views == tree.views, capture.roots.count > 1 || capture.roots.first.map({ $0.uikitClass != ViewClass.window.rawValue }) == true {
        notes.append("the dump starts below the window: its top-level views are placed at their frames in a window of the screen's size")
    }
    notes += tree.notes + dump.notes.map(\.description)
    let viewCount = tree.views.flatMap(\.subtree).count
    let writer = SceneWriter(
        title: "\(name): \(viewCount) recorded view\(plural(viewCount))",
        comments: ["Imported by `bezel import` from \(name), capture \(index + 1) (line \(capture.line))."] + notes.map { capitalized($0) + "." },
        choice: choice, overlays: overlays, recorded: recorded)
    let text = writer.text
    let scene: SceneFile
    do { scene = try SceneFile.parse(text, path: dump.file) } catch { throw .dump(error) }
    return ImportedDump(dump: dump, captureIndex: index, choice: choice, sceneText: text, scene: scene, notes: notes)
}

private func captureIndex(_ dump: ViewDump, asked: Int?) throws(ImportError) -> Int {
    if let asked {
        guard asked >= 1, asked <= dump.captures.count else { throw .noCapture(file: dump.file, count: dump.captures.count, asked: asked) }
        guard dump.captures[asked - 1].format.hasFrames else { throw .noFrames(file: dump.file) }
        return asked - 1
    }
    guard let last = dump.captures.lastIndex(where: { $0.format.hasFrames && $0.views.contains { $0.frame != nil } }) else {
        throw .noFrames(file: dump.file)
    }
    return last
}

/// A navigation bar at the very top of a window on a device whose status bar would sit there: the
/// app hid the status bar (a photo picker presented full screen does).
private func hidesStatusBar(_ capture: DumpCapture, device: Device) -> Bool {
    guard device.sensorHousing.kind == "none", capture.roots.count == 1, let root = capture.roots.first,
        root.uikitClass == ViewClass.window.rawValue
    else { return false }
    func firstBarTop(_ view: DumpedView, origin: Point) -> Double? {
        let frame = view.frame ?? .zero
        let here = Point(x: origin.x + frame.minX, y: origin.y + frame.minY)
        if view.uikitClass == ViewClass.navigationBar.rawValue { return here.y }
        let inner = here - (view.contentOffset ?? .zero)
        for child in view.children { if let top = firstBarTop(child, origin: inner) { return top } }
        return nil
    }
    return firstBarTop(root, origin: .zero) == 0
}

private func capitalized(_ sentence: String) -> String { sentence.prefix(1).uppercased() + sentence.dropFirst() }
