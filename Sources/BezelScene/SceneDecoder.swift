import BezelDevices
import BezelFigure
import BezelGeometry
import Foundation
import BezelLayout
import BezelSupport

/// Decodes a document tree into a `SceneFile`, rejecting anything it does not understand with an
/// error that names the line, column and field.
struct SceneDecoder: DocumentReading {
    let file: String

    func decode(_ root: DocumentNode) throws(SourceError) -> SceneFile {
        guard case .mapping(let pairs) = root.value else {
            throw error(root, "", "a scene file is a mapping of fields (bezel, devices, …), not \(root.kindName)")
        }
        var values: [String: DocumentNode] = [:]
        for pair in pairs {
            guard SceneFile.fields.contains(pair.key) else {
                let hint = closest(to: pair.key, among: SceneFile.fields, limit: 1).first.map { "did you mean \"\($0)\"? " } ?? ""
                throw SourceError(
                    file: file, line: pair.keyPosition.line, column: pair.keyPosition.column, field: pair.key,
                    message: "unknown field; \(hint)fields are \(SceneFile.fields.joined(separator: ", "))")
            }
            values[pair.key] = pair.value
        }
        guard let version = values["bezel"] else {
            throw error(root, "bezel", "missing: a scene file starts with `bezel: \(SceneFile.formatVersion)`, the format version")
        }
        let number = try integer(version, "bezel")
        guard number == SceneFile.formatVersion else {
            throw error(version, "bezel", "format version \(number) is not supported; this Bezel reads version \(SceneFile.formatVersion)")
        }
        guard let devices = values["devices"] else {
            throw error(root, "devices", "missing: name the devices to draw, e.g. `devices: [iphone-x]`, or `all`")
        }
        let selection = try deviceSelection(devices)
        let osNode = values["os"]
        let osChoice = try osNode.map { node throws(SourceError) in Located(value: try osSelection(node), position: node.position, field: "os") }
        var newestOS: OSVersion?
        if case .list(let versions)? = osChoice?.value { newestOS = versions.map(\.value).max() }
        let screenDecoder = ScreenDecoder(file: file, listsIPad: selection.includesIPad, newestListedOS: newestOS)
        var scene = SceneFile(
            path: file, name: sceneName(file),
            title: try values["title"].map { node throws(SourceError) in try text(node, "title") },
            devices: Located(value: selection, position: devices.position, field: "devices"),
            os: osChoice
                ?? Located(value: .latest, position: root.position, field: "os"),
            orientations: try values["orientations"].map { node throws(SourceError) in try orientations(node) } ?? [.portrait],
            scale: try values["scale"].map { node throws(SourceError) in try scale(node) } ?? .device,
            overlays: try values["overlays"].map { node throws(SourceError) in try overlays(node) } ?? Overlays(),
            caption: try values["caption"].map { node throws(SourceError) in try boolean(node, "caption") } ?? true,
            output: try values["output"].map { node throws(SourceError) in
                Located(value: try text(node, "output"), position: node.position, field: "output")
            },
            screen: try values["screen"].map { node throws(SourceError) in try screenDecoder.decode(node) })
        try readRecorded(values, into: &scene)
        try readIDs(values, screenDecoder, into: &scene)
        if let node = values["sdk"] { try linkSDK(node, to: &scene) }
        if let node = values["orientations"] { try checkUpsideDown(node, devices: scene.devices.value) }
        try readStates(values, into: &scene)
        try readPresentation(values, into: &scene)
        return scene
    }

    /// `sheet`, `notes` and `theme`: how the images are laid out, captioned and coloured.
    private func readPresentation(_ values: [String: DocumentNode], into scene: inout SceneFile) throws(SourceError) {
        if let sheet = values["sheet"] { scene.sheetColumns = try sheetColumns(sheet) }
        if let notes = values["notes"] { scene.notes = try captionNotes(notes) }
        if let theme = values["theme"] {
            scene.themes = try themes(theme)
            scene.statesTheme = true
        }
        if scene.sheetColumns != nil, let output = values["output"], let template = scene.output?.value,
            let used = ["device", "os", "orientation", "state", "scale"].first(where: { template.contains("{\($0)}") })
        {
            throw error(output, "output", "a sheet is one image: its name cannot use {\(used)}")
        }
    }

    /// `states:` (`StatesDecoder`): one panel each, so a scene with states is a sheet, one state
    /// to a column, unless `sheet` says otherwise (`sheet: false`: one image per state).
    private func readStates(_ values: [String: DocumentNode], into scene: inout SceneFile) throws(SourceError) {
        guard let node = values["states"] else { return }
        scene.states = try StatesDecoder(file: file, os: scene.os.value).decode(node, screen: scene.screen)
        if scene.sheetColumns == nil { scene.sheetColumns = min(scene.states.count, 8) }
    }

    /// `recorded:`, a device's view tree (`RecordedDecoder`), never beside a `screen`.
    private func readRecorded(_ values: [String: DocumentNode], into scene: inout SceneFile) throws(SourceError) {
        guard let node = values["recorded"] else { return }
        if let screen = values["screen"] {
            throw error(
                screen, "screen", "a scene has either a `screen` (laid out by Bezel) or a `recorded` view tree (drawn as a device recorded it), not both")
        }
        scene.recorded = try RecordedDecoder(file: file).decode(node)
    }

    /// What the decoded `screen` declares: the features it uses, its ids, then `exploded-focus`,
    /// which must be one of them.
    private func readIDs(_ values: [String: DocumentNode], _ screenDecoder: ScreenDecoder, into scene: inout SceneFile) throws(SourceError) {
        scene.requirements = screenDecoder.features.items
        if let screen = values["screen"] {
            var ids: [String: DocumentNode.Position] = [:]
            try screenDecoder.checkUniqueIDs(screen, ids: &ids)
            scene.ids = ids.keys.sorted()
        }
        if let node = values["exploded-focus"] { try readExplodedFocus(node, into: &scene) }
        if let node = values["dimensions"] { scene.overlays.dimensions = try dimensionRequests(node, ids: scene.ids) }
    }

    /// `dimensions: [bar-margins, title-gap, avatar]`: named sets of measurements and the ids of
    /// scene views whose width to dimension; an empty list dimensions nothing.
    private func dimensionRequests(_ node: DocumentNode, ids: [String]) throws(SourceError) -> [DimensionRequest] {
        let names = DimensionName.allCases.map(\.rawValue)
        let items: [DocumentNode] = if case .scalar = node.value { [node] } else { try list(node, "dimensions", "dimensions: \(names.joined(separator: ", ")) or view ids", allowEmpty: true) }
        var result: [DimensionRequest] = []
        for (index, item) in items.enumerated() {
            let field = node.position == item.position ? "dimensions" : "dimensions[\(index)]"
            let word = try text(item, field)
            let request: DimensionRequest
            if let name = DimensionName(rawValue: word) {
                request = .named(name)
            } else if ids.contains(word) {
                request = .view(word)
            } else {
                let hint = closest(to: word, among: names + ids, limit: 1).first.map { "did you mean \"\($0)\"? " } ?? ""
                let idList = ids.isEmpty ? "the scene declares no view ids" : "view ids are \(ids.joined(separator: ", "))"
                throw error(item, field, "unknown dimension \(quoted(word)); \(hint)dimensions are \(names.joined(separator: ", ")); \(idList)")
            }
            if result.contains(request) { throw error(item, field, "\(quoted(word)) is listed twice") }
            result.append(request)
        }
        return result
    }

    /// `exploded-focus: <id>`: the scene view whose subtree alone the exploded view lifts. It needs
    /// the `exploded` overlay and a `screen` that declares the id (a recorded tree has no ids).
    private func readExplodedFocus(_ node: DocumentNode, into scene: inout SceneFile) throws(SourceError) {
        let id = try text(node, "exploded-focus")
        guard scene.overlays.exploded else {
            throw error(node, "exploded-focus", "the focus is the exploded view's: add `exploded` to `overlays`, or remove `exploded-focus`")
        }
        guard scene.screen != nil else {
            throw error(node, "exploded-focus", "the focus names a view of the scene's `screen`, and this scene has none")
        }
        if let problem = scene.unknownIDMessage(id) { throw error(node, "exploded-focus", problem) }
        scene.overlays.explodedFocus = id
    }

    /// `sdk: ios-11`: the SDK the scene's app is linked against (`ScreenSpec.sdk`). It needs an app
    /// (`screen`), and every selected device's screen size must have existed when that SDK shipped:
    /// UIKit runs an app on a screen its SDK predates letterboxed or zoomed, which Bezel does not
    /// draw (CHROME §1: the iPhone X letterbox for apps built before the iOS 11 SDK).
    private func linkSDK(_ node: DocumentNode, to scene: inout SceneFile) throws(SourceError) {
        let sdk = try osVersion(node, "sdk").value
        guard scene.screen != nil else {
            throw error(node, "sdk", "the SDK an app is linked against needs the app: add a `screen` section, or remove `sdk`")
        }
        if case .list(let ids) = scene.devices.value {
            for id in ids {
                let device = Catalog[id.value]
                let introduced = Catalog.firstOS(ofScreen: device)
                guard sdk >= introduced else {
                    throw error(
                        node, "sdk",
                        "an app linked against the \(sdk.displayName(for: device.family)) SDK runs letterboxed or zoomed on \(device.name) "
                            + "(its \(formatCompact(device.screen.points.width))×\(formatCompact(device.screen.points.height)) pt screen came with "
                            + "\(introduced.displayName(for: device.family))), which Bezel does not draw; use sdk: \(introduced.rawValue) or later")
                }
            }
        }
        scene.screen?.sdk = sdk
    }

    /// `sheet: true` (up to four panels a row) or `sheet: {columns: N}`.
    private func sheetColumns(_ node: DocumentNode) throws(SourceError) -> Int? {
        if case .scalar = node.value { return try boolean(node, "sheet") ? 4 : nil }
        guard case .mapping(let pairs) = node.value, pairs.count == 1, pairs[0].key == "columns" else {
            throw error(node, "sheet", "expected true, false or {columns: N}")
        }
        let columns = try integer(pairs[0].value, "sheet.columns")
        guard (1...8).contains(columns) else { throw error(pairs[0].value, "sheet.columns", "\(columns) is out of range 1…8") }
        return columns
    }

    // MARK: Fields

    private func deviceSelection(_ node: DocumentNode) throws(SourceError) -> DeviceSelection {
        if case .scalar(let word, _) = node.value {
            switch word {
            case "all": return .all
            case "all-iphones": return .family(.iphone)
            case "all-ipads": return .family(.ipad)
            default: return .list([try deviceID(node, "devices")])
            }
        }
        let items = try list(node, "devices", "device ids or one of all, all-iphones, all-ipads")
        var ids: [Located<DeviceID>] = []
        for (index, item) in items.enumerated() {
            let id = try deviceID(item, "devices[\(index)]")
            if ids.contains(where: { $0.value == id.value }) { throw error(item, id.field, "\"\(id.value.rawValue)\" is listed twice") }
            ids.append(id)
        }
        return .list(ids)
    }

    private func deviceID(_ node: DocumentNode, _ field: String) throws(SourceError) -> Located<DeviceID> {
        let word = try text(node, field)
        guard let id = DeviceID(rawValue: word) else {
            let suggestions = Catalog.suggestions(for: word)
            let hint = suggestions.isEmpty ? "" : "did you mean \(suggestions.map { "\"\($0)\"" }.joined(separator: " or "))? "
            throw error(node, field, "unknown device \(quoted(word)); \(hint)`bezel devices` lists every id")
        }
        return Located(value: id, position: node.position, field: field)
    }

    private func osSelection(_ node: DocumentNode) throws(SourceError) -> OSSelection {
        if case .scalar(let word, _) = node.value {
            switch word {
            case "all": return .all
            case "latest": return .latest
            case "earliest": return .earliest
            default: return .list([try osVersion(node, "os")])
            }
        }
        let items = try list(node, "os", "versions such as ios-17, or one of all, latest, earliest")
        var versions: [Located<OSVersion>] = []
        for (index, item) in items.enumerated() {
            let os = try osVersion(item, "os[\(index)]")
            if versions.contains(where: { $0.value == os.value }) {
                throw error(item, os.field, "\"\(os.value.rawValue)\" is listed twice")
            }
            versions.append(os)
        }
        return .list(versions)
    }

    private func osVersion(_ node: DocumentNode, _ field: String) throws(SourceError) -> Located<OSVersion> {
        guard case .scalar(let word, _) = node.value else {
            throw error(node, field, "expected a version such as ios-17, got \(node.kindName)")
        }
        if let os = OSVersion(rawValue: word) { return Located(value: os, position: node.position, field: field) }
        let digits = word.filter(\.isNumber)
        let all = OSVersion.allCases.map(\.rawValue).joined(separator: ", ")
        if let major = Int(digits), let os = OSVersion(major: major) {
            throw error(node, field, "write iOS versions as \"\(os.rawValue)\"")
        }
        throw error(node, field, "unknown iOS version \(quoted(word)); Bezel models \(all)")
    }

    private func orientations(_ node: DocumentNode) throws(SourceError) -> [Orientation] {
        if case .scalar(let word, _) = node.value, word == "all" { return [.portrait, .landscapeRight, .landscapeLeft] }
        let items: [DocumentNode]
        if case .scalar = node.value {
            items = [node]
        } else {
            items = try list(node, "orientations", "portrait, landscape, landscape-left, landscape-right, portrait-upside-down")
        }
        var result: [Orientation] = []
        for (index, item) in items.enumerated() {
            let field = items.count == 1 && node.position == item.position ? "orientations" : "orientations[\(index)]"
            let word = try text(item, field)
            guard let orientation = Orientation(named: word) else {
                throw error(item, field, "unknown orientation \(quoted(word)); use portrait, landscape, landscape-left, landscape-right or portrait-upside-down")
            }
            if result.contains(orientation) { throw error(item, field, "\(quoted(word)) is listed twice") }
            result.append(orientation)
        }
        return result
    }

    /// `light`, `dark`, or a list of both: each theme is a set of images.
    private func captionNotes(_ node: DocumentNode) throws(SourceError) -> CaptionNotes {
        let word = try text(node, "notes")
        guard let value = CaptionNotes(rawValue: word) else {
            let names = CaptionNotes.allCases.map(\.rawValue)
            let hint = closest(to: word, among: names, limit: 1).first.map { "did you mean \"\($0)\"? " } ?? ""
            throw error(node, "notes", "unknown value \(quoted(word)); \(hint)use \(names.joined(separator: ", "))")
        }
        return value
    }

    private func themes(_ node: DocumentNode) throws(SourceError) -> [DiagramTheme] {
        let items: [DocumentNode] = if case .sequence = node.value { try list(node, "theme", "themes: light, dark") } else { [node] }
        var result: [DiagramTheme] = []
        for (index, item) in items.enumerated() {
            let field = node.position == item.position ? "theme" : "theme[\(index)]"
            let word = try text(item, field)
            guard let value = DiagramTheme(rawValue: word) else { throw error(item, field, "unknown theme \(quoted(word)); use light or dark") }
            if result.contains(value) { throw error(item, field, "\(quoted(word)) is listed twice") }
            result.append(value)
        }
        return result
    }

    private func scale(_ node: DocumentNode) throws(SourceError) -> ScaleChoice {
        if case .scalar("device", _) = node.value { return .device }
        guard case .scalar(let word, false) = node.value, let number = Double(word) else {
            throw error(node, "scale", "expected 1, 2, 3 or device, got \(node.kindName)")
        }
        guard [1.0, 2, 3].contains(number) else {
            throw error(node, "scale", "\(word) is out of range: scale is 1, 2, 3 (pixels per point) or device")
        }
        return .fixed(number)
    }

    private func overlays(_ node: DocumentNode) throws(SourceError) -> Overlays {
        let names = OverlayName.allCases.map(\.rawValue).joined(separator: ", ")
        var result = Overlays()
        var seen: [OverlayName] = []
        let items: [DocumentNode]
        if case .scalar = node.value {
            items = [node]
        } else {
            items = try list(node, "overlays", "overlay names: \(names)", allowEmpty: true)
        }
        for (index, item) in items.enumerated() {
            let field = node.position == item.position ? "overlays" : "overlays[\(index)]"
            let word = try text(item, field)
            guard let overlay = OverlayName(rawValue: word) else {
                let hint =
                    closest(to: word, among: OverlayName.allCases.map(\.rawValue), limit: 1).first.map { "did you mean \"\($0)\"? " } ?? ""
                throw error(item, field, "unknown overlay \(quoted(word)); \(hint)overlays are \(names)")
            }
            if seen.contains(overlay) { throw error(item, field, "\(quoted(word)) is listed twice") }
            seen.append(overlay)
            switch overlay {
            case .safeArea: result.safeArea = true
            case .statusBar: result.statusBar = true
            case .tapRegions: result.tapRegions = true
            case .bars: result.bars = true
            case .margins: result.margins = true
            case .readable: result.readable = true
            case .hierarchy: result.hierarchy = true
            case .classNames: result.classNames = true
            case .exploded: result.exploded = true
            }
        }
        return result
    }

}

/// The file name without folders and extension.
func sceneName(_ path: String) -> String {
    let last = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = last.lastIndex(of: ".") else { return last }
    return String(last[..<dot])
}
