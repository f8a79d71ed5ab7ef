import BezelDevices
import BezelFigure
import Foundation
import BezelLayout
import BezelSupport

/// A scene file (format version 1), decoded and type-checked but not yet expanded into a matrix.
/// See `docs/scene-format.md` for the format and `schema/scene-v1.schema.json` for its schema.
public struct SceneFile: Sendable {
    /// The path as the user gave it, used in messages.
    public var path: String
    /// The file name without extension: `{scene}` in output names.
    public var name: String
    public var title: String?
    public var devices: Located<DeviceSelection>
    public var os: Located<OSSelection>
    public var orientations: [Orientation]
    public var scale: ScaleChoice
    public var overlays: Overlays
    public var caption: Bool
    /// How each caption notes inferred and estimated figures.
    public var notes: CaptionNotes = .full
    public var output: Located<String>?
    /// The app on screen (controllers, bars, views); nil: only the device and its system chrome.
    public var screen: ScreenSpec?
    /// A view tree recorded on a device (`bezel import`), drawn as recorded; never with `screen`.
    public var recorded: RecordedScreen? = nil
    /// Draw every image of the scene side by side on one comparison sheet, this many to a row;
    /// nil: one image per device × iOS version × orientation.
    public var sheetColumns: Int? = nil
    /// Light or dark diagram chrome.
    /// The diagram themes to draw, each a set of images: `theme: dark` or `theme: [light, dark]`.
    public var themes: [DiagramTheme] = [.light]
    /// Whether the file states `theme` (docs builds draw both themes of a scene that does not).
    public var statesTheme = false
    /// The UIKit features the scene uses that some iOS versions lack, where it uses them
    /// (`Requirements.swift`): only versions that have them all are drawn.
    public var requirements: [Located<UIKitFeature>] = []
    /// The moments drawn, one panel each (`states:`); empty: the screen at rest only.
    public var states: [SceneState] = []
    /// Every id the scene's `screen` declares (controllers, views, bar items), sorted.
    public var ids: [String] = []
    /// The first theme (the only one, in most scenes).
    public var theme: DiagramTheme { themes[0] }

    /// The format version this Bezel reads.
    public static let formatVersion = 1
    /// Top-level fields of version 1, in documentation order.
    public static let fields = [
        "bezel", "title", "devices", "os", "sdk", "orientations", "scale", "overlays", "exploded-focus", "dimensions", "caption", "notes", "theme", "output",
        "sheet", "states", "screen", "recorded",
    ]
    /// File name extensions read as scene files.
    public static let extensions = ["yaml", "yml", "json"]
    /// The placeholders an `output` template may use.
    public static let outputPlaceholders = ["scene", "device", "os", "orientation", "state", "scale", "theme", "theme-suffix"]

    /// Reads, parses and type-checks a scene file.
    /// The path that means standard input (`bezel render -`), and the name messages give it.
    public static let standardInputPath = "-"
    public static let standardInputName = "<stdin>"

    public static func load(path: String) throws(SourceError) -> SceneFile {
        if path == standardInputPath {
            var file = try parse(DocumentNode.readStandardInput(file: standardInputName), path: standardInputName)
            file.name = "stdin"  // `{scene}` for a scene without a file name
            return file
        }
        let url = URL(fileURLWithPath: path)
        guard extensions.contains(url.pathExtension.lowercased()) else {
            throw SourceError(
                file: path, line: nil, column: nil, field: "", message: "not a scene file: scene files end in .yaml, .yml or .json (view dumps, which `bezel render` also reads, in .txt or .log)")
        }
        let text = try DocumentNode.readText(path: path)
        return try parse(text, path: path)
    }

    /// Parses and type-checks scene text; `path` names it in messages and gives `{scene}`.
    public static func parse(_ text: String, path: String) throws(SourceError) -> SceneFile {
        let document = try DocumentNode.parse(
            text, file: path, emptyMessage: "the file is empty; a scene needs at least `bezel: 1` and `devices`")
        return try SceneDecoder(file: path).decode(document)
    }
}

extension SceneFile {
    /// Why `id` names no view of this scene ("no view has the id …; did you mean …? ids are …"),
    /// or nil when the screen declares it.
    public func unknownIDMessage(_ id: String) -> String? {
        guard !ids.contains(id) else { return nil }
        let hint = closest(to: id, among: ids, limit: 1).first.map { "did you mean \"\($0)\"? " } ?? ""
        let list = ids.isEmpty ? "the scene declares no ids" : "ids are \(ids.joined(separator: ", "))"
        return "no view has the id \(quoted(id)); \(hint)\(list)"
    }
}

/// A value with the place in the file it came from, for errors found after decoding.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var position: DocumentNode.Position
    public var field: String

    public init(value: Value, position: DocumentNode.Position, field: String) {
        self.value = value
        self.position = position
        self.field = field
    }
}

public enum DeviceSelection: Sendable {
    case all
    case family(DeviceFamily)
    case list([Located<DeviceID>])

    /// Whether any selected device is an iPad.
    var includesIPad: Bool {
        switch self {
        case .all: true
        case .family(let family): family == .ipad
        case .list(let ids): ids.contains { Catalog[$0.value].family == .ipad }
        }
    }
}

public enum OSSelection: Sendable {
    /// Every version each device ran.
    case all
    /// Each device's newest version.
    case latest
    /// Each device's oldest version (from iOS 7) that has every feature the scene uses.
    case earliest
    case list([Located<OSVersion>])
}

public enum ScaleChoice: Sendable, Equatable {
    /// Each device's own `UIScreen.scale`.
    case device
    case fixed(Double)
}

/// The overlays a scene can ask for, by their names in scene files.
public enum OverlayName: String, CaseIterable, Sendable {
    case safeArea = "safe-area"
    case statusBar = "status-bar"
    case tapRegions = "tap-regions"
    case bars
    case margins
    case readable
    case hierarchy
    case classNames = "class-names"
    case exploded
}
