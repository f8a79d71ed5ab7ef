import BezelDevices
import BezelFigure
import BezelGeometry
import BezelLayout
import BezelScene
import BezelSupport

/// One image a scene asks for: a device, iOS version and orientation, with how to draw it and
/// where it goes (relative to the output folder, without extension). A plain value: `render(_:format:)`
/// turns it into its layout and image.
public struct RenderJob: Hashable, Sendable {
    public var scene: String
    public var device: DeviceID
    public var os: OSVersion
    public var orientation: Orientation
    /// Pixels per point.
    public var scale: Double
    public var overlays: Overlays
    public var caption: Bool
    /// How the caption notes inferred and estimated figures.
    public var notes: CaptionNotes = .full
    public var title: String?
    public var outputName: String
    /// The app on screen, when the scene describes one.
    public var screen: ScreenSpec?
    /// A recorded view tree (a device's dump), drawn as recorded, when the scene holds one.
    public var recorded: RecordedScreen? = nil
    public var theme: DiagramTheme = .light
    /// The moment drawn, for a scene with `states` (its screen's `state` is set to match).
    public var state: SceneState? = nil

    /// The figure's title: the scene's, then the state's, on one line.
    public var panelTitle: String? {
        let parts = [title, state?.caption].compactMap(\.self)
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    public init(
        scene: String, device: DeviceID, os: OSVersion, orientation: Orientation, scale: Double, overlays: Overlays,
        caption: Bool, title: String?, outputName: String, screen: ScreenSpec? = nil
    ) {
        self.screen = screen
        self.scene = scene
        self.device = device
        self.os = os
        self.orientation = orientation
        self.scale = scale
        self.overlays = overlays
        self.caption = caption
        self.title = title
        self.outputName = outputName
    }
}

extension SceneFile {
    /// The default output name: the scene's own name for a single image, otherwise a folder per
    /// scene and iOS version, like the golden tree.
    public static let defaultOutputTemplate = "{scene}/{os}/{device}-{orientation}"

    /// The comparison sheet's file name (without extension): `output` with `{scene}` filled in,
    /// or the scene's name.
    public var sheetOutputName: String { sheetOutputName(for: theme) }

    /// The sheet file for one of the scene's themes: with two themes, the dark one's name ends in
    /// `~dark` (DocC's naming) unless the template places `{theme}` or `{theme-suffix}` itself.
    public func sheetOutputName(for theme: DiagramTheme) -> String {
        naming(themes: output?.value ?? "{scene}").replacingOccurrences(of: "{scene}", with: name)
            .replacingOccurrences(of: "{theme}", with: theme.rawValue).replacingOccurrences(of: "{theme-suffix}", with: themeSuffix(theme))
    }

    /// `~dark` for the dark images of a scene drawn in both themes (DocC's dark-variant suffix),
    /// nothing otherwise.
    /// `template` with `{theme-suffix}` added when the scene has two themes and the template
    /// names none, so the dark images take DocC's `~dark` suffix.
    private func naming(themes template: String) -> String {
        themes.count > 1 && !template.contains("{theme") ? template + "{theme-suffix}" : template
    }

    public func themeSuffix(_ theme: DiagramTheme) -> String { themes.count > 1 && theme == .dark ? "~dark" : "" }

    /// Expands the device × iOS × orientation matrix into jobs, in device order, then iOS
    /// version, then orientation as listed. Throws when the selection names something impossible:
    /// a listed device that ran none of the listed versions, a listed version no listed device
    /// ran, or an output name shared by two images. Pairs that do not exist inside an otherwise
    /// valid matrix (iPhone 6 × iOS 13 when iPhone X is also listed) are skipped, and so are
    /// versions that lack a UIKit feature the scene uses (`UIStackView` on iOS 8).
    public func jobs() throws(SourceError) -> [RenderJob] {
        let devices = selectedDevices()
        var pairs: [(Device, OSVersion)] = []
        for device in devices {
            for os in versions(for: device) { pairs.append((device, os)) }
        }
        try checkListedDevicesRan(pairs)
        try checkListedVersionsRan(pairs, devices: devices)
        pairs = try keepingSupportedPairs(pairs)
        var jobs: [RenderJob] = []
        for theme in themes {
            for (device, os) in pairs {
                // Upside-down only where the device turns that way (the decoder made sure one does).
                for orientation in orientations where orientation != .portraitUpsideDown || device.allowsUpsideDown {
                    var job = RenderJob(
                        scene: name, device: device.id, os: os, orientation: orientation,
                        scale: scaleValue(for: device), overlays: overlays, caption: caption, title: title, outputName: "", screen: screen)
                    job.theme = theme
                    job.notes = notes
                    job.recorded = recorded
                    jobs += atStates(job)
                }
            }
        }
        return try named(jobs)
    }

    /// The job once per state (its screen at the state's moment, turned when the state rotates
    /// it), or as it is in a scene without states.
    private func atStates(_ job: RenderJob) -> [RenderJob] {
        guard !states.isEmpty else { return [job] }
        return states.map { state in
            var moment = job
            moment.state = state
            moment.screen?.state = state.appState
            moment.screen?.release = state.release
            moment.orientation = state.orientation ?? job.orientation
            return moment
        }
    }

    private func selectedDevices() -> [Device] {
        switch devices.value {
        case .all: Catalog.all
        case .family(let family): Catalog.devices(in: family)
        case .list(let ids): ids.map { Catalog[$0.value] }
        }
    }

    private func versions(for device: Device) -> [OSVersion] {
        switch os.value {
        case .all: device.supportedOS
        case .latest: [device.supportedOS.last!]
        case .earliest:
            // The oldest version that has the scene's features, when the device ran one.
            [device.supportedOS.first { $0 >= (newestRequirement?.value.introduced ?? .oldest) } ?? device.supportedOS.first!]
        case .list(let versions): versions.map(\.value).filter(device.supports)
        }
    }

    private func checkListedDevicesRan(_ pairs: [(Device, OSVersion)]) throws(SourceError) {
        guard case .list(let ids) = devices.value, case .list(let versions) = os.value else { return }
        for id in ids where !pairs.contains(where: { $0.0.id == id.value }) {
            let device = Catalog[id.value]
            let asked = versions.map { $0.value.displayName(for: device.family) }.joined(separator: " or ")
            throw SourceError(
                file: path, line: id.position.line, column: id.position.column, field: id.field,
                message: "\(device.name) never ran \(asked) (it ran \(rangeText(device)))")
        }
    }

    private func checkListedVersionsRan(_ pairs: [(Device, OSVersion)], devices: [Device]) throws(SourceError) {
        guard case .list(let versions) = os.value else { return }
        for version in versions where !pairs.contains(where: { $0.1 == version.value }) {
            let who = devices.count == 1 ? "\(devices[0].name) never ran" : "none of the selected devices ran"
            let detail = devices.count == 1 ? " (it ran \(rangeText(devices[0])))" : ""
            throw SourceError(
                file: path, line: version.position.line, column: version.position.column, field: version.field,
                message: "\(who) \(version.value.displayName(for: devices[0].family))\(detail)")
        }
    }

    private func scaleValue(for device: Device) -> Double {
        switch scale {
        case .device: device.screen.scale
        case .fixed(let value): value
        }
    }

    /// Fills in output names from the template and rejects templates that are unsafe or that
    /// give two images the same name.
    private func named(_ jobs: [RenderJob]) throws(SourceError) -> [RenderJob] {
        // A sheet is one file: its panels keep the default names, the sheet takes `output`.
        let perTheme = jobs.count / themes.count
        let base = naming(
            themes: sheetColumns == nil
                ? (output?.value ?? (perTheme == 1 ? "{scene}" : SceneFile.defaultOutputTemplate)) : SceneFile.defaultOutputTemplate)
        // Each state is an image of its own (a sheet's panels too): its name tells them apart.
        let template = states.isEmpty || base.contains("{state}") || perTheme == 1 ? base : base + "-{state}"
        let position = output?.position
        func fail(_ message: String) -> SourceError {
            SourceError(file: path, line: position?.line, column: position?.column, field: "output", message: message)
        }
        try validateTemplate(template, fail: fail)
        if sheetColumns != nil, let sheet = output?.value { try validateTemplate(sheet, fail: fail) }
        let usesName = template.contains("{scene}") || (sheetColumns != nil && (output?.value ?? "{scene}").contains("{scene}"))
        if usesName, let bad = name.first(where: { !Self.nameCharacters.contains($0) }) {
            throw fail(
                "the file name gives {scene} the value \(quoted(name)), and \(quoted(String(bad))) is not allowed in output names (letters, digits, - _ . @ ~); rename the file or set `output`"
            )
        }
        var named: [RenderJob] = []
        var seen: [String: Int] = [:]
        for var job in jobs {
            job.outputName = fill(template, job)
            if let first = seen[job.outputName] {
                throw fail(
                    "\"\(template)\" gives \(describe(named[first])) and \(describe(job)) the same name \"\(job.outputName)\"; add {device}, {os}, {orientation} or {theme}"
                )
            }
            seen[job.outputName] = named.count
            named.append(job)
        }
        return named
    }

    /// The characters of one part of an output name; templates may also hold `/` and placeholders.
    private static let nameCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.@~")

    private func validateTemplate(_ template: String, fail: (String) -> SourceError) throws(SourceError) {
        let allowed = Self.nameCharacters.union("/{}")
        if let bad = template.first(where: { !allowed.contains($0) }) {
            throw fail("\"\(bad)\" is not allowed in output names (use letters, digits, - _ . @ ~ / and placeholders)")
        }
        if template.hasPrefix("/") || template.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) {
            throw fail("output names are relative paths inside the output folder, without empty, . or .. parts")
        }
        if template.lowercased().hasSuffix(".png") { throw fail("leave out the extension; Bezel adds .png") }
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { throw fail("unclosed \"{\" in \"\(template)\"") }
            let name = String(rest[rest.index(after: open)..<close])
            guard SceneFile.outputPlaceholders.contains(name) else {
                throw fail(
                    "unknown placeholder {\(name)}; placeholders are \(SceneFile.outputPlaceholders.map { "{\($0)}" }.joined(separator: ", "))"
                )
            }
            rest = rest[rest.index(after: close)...]
        }
        if rest.contains("}") { throw fail("unmatched \"}\" in \"\(template)\"") }
    }

    /// The template with each placeholder replaced by the job's value, in one pass: a value is
    /// never read as a placeholder. `validateTemplate` made sure every brace opens a known one.
    private func fill(_ template: String, _ job: RenderJob) -> String {
        var name = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            name += rest[..<open]
            name += value(of: rest[rest.index(after: open)..<close], job)
            rest = rest[rest.index(after: close)...]
        }
        return name + rest
    }

    private func value(of placeholder: Substring, _ job: RenderJob) -> String {
        switch placeholder {
        case "scene": job.scene
        case "device": job.device.rawValue
        case "os": job.os.rawValue
        case "orientation": job.orientation.rawValue
        case "state": job.state?.slug ?? "appeared"
        case "scale": "\(formatCompact(job.scale))x"
        case "theme-suffix": themeSuffix(job.theme)
        case "theme": job.theme.rawValue
        default: "{\(placeholder)}"
        }
    }

    private func describe(_ job: RenderJob) -> String {
        "\(job.device.rawValue) \(job.os.rawValue) \(job.orientation.rawValue)" + (job.state.map { " \($0.slug)" } ?? "") + (themes.count > 1 ? " \(job.theme.rawValue)" : "")
    }
}

/// "iOS 8–12", or "iOS 13–26" for a model still supported.
private func rangeText(_ device: Device) -> String {
    let first = device.firstMajorOS.value
    let prefix = device.family == .ipad && first >= 13 ? "iPadOS" : "iOS"
    if let last = device.lastMajorOS?.value { return first == last ? "\(prefix) \(first) only" : "\(prefix) \(first)–\(last)" }
    return "\(prefix) \(first)–\(OSVersion.newest.major)"
}
