import BezelDevices
import BezelLayout
import BezelRender
import BezelScene
import BezelSupport

/// The options that narrow a scene's jobs for `bezel explain`, as the user typed them; nil keeps
/// every value.
public struct JobFilter: Sendable {
    public var device: String?
    public var os: String?
    public var orientation: String?

    public init(device: String? = nil, os: String? = nil, orientation: String? = nil) {
        self.device = device
        self.os = os
        self.orientation = orientation
    }

    /// The jobs the options keep, checked in order: device, iOS version, orientation. An
    /// orientation the scene does not list (`listed`) lays each selected device × version pair
    /// out in it anyway.
    public func apply(to jobs: [RenderJob], listed: [Orientation]) throws(ExplainError) -> [RenderJob] {
        var jobs = jobs
        if let device {
            guard let id = DeviceID(rawValue: device) else {
                let hint = Catalog.suggestions(for: device).first.map { "; did you mean \"\($0)\"?" } ?? ""
                throw .badOption(name: "device", message: "unknown device \"\(device)\"\(hint)")
            }
            jobs = jobs.filter { $0.device == id }
        }
        if let os {
            guard let version = OSVersion(rawValue: os) else {
                throw .badOption(name: "os", message: "unknown iOS version \"\(os)\"; write versions as ios-17")
            }
            jobs = jobs.filter { $0.os == version }
        }
        if let orientation {
            guard let wanted = Orientation(named: orientation) else {
                throw .badOption(name: "orientation", message: "use portrait, landscape, landscape-left, landscape-right or portrait-upside-down")
            }
            jobs = listed.contains(wanted) ? jobs.filter { $0.orientation == wanted } : turned(jobs, to: wanted)
        }
        return jobs
    }

    /// One job per device × version pair, in `orientation`.
    private func turned(_ jobs: [RenderJob], to orientation: Orientation) -> [RenderJob] {
        var seen: Set<String> = []
        return jobs.filter { seen.insert("\($0.device.rawValue) \($0.os.rawValue)").inserted }.map { job in
            var turned = job
            turned.orientation = orientation
            return turned
        }
    }
}

/// The depth `--depth` names: `app` or `full`.
public func explainDepth(named name: String) throws(ExplainError) -> ExplainDepth {
    guard let depth = ExplainDepth(rawValue: name) else {
        throw .badOption(name: "depth", message: "use app or full, not \"\(name)\"")
    }
    return depth
}

/// Bad input to `bezel explain` (exit status 2); `description` is the line to print.
public enum ExplainError: UserFacingError {
    /// The scene cannot be read or expanded.
    case scene(SourceError)
    /// The scene has no `screen` section, so there is no app to explain.
    case noScreen(path: String)
    /// An option's value is not a device, iOS version or orientation.
    case badOption(name: String, message: String)
    /// The options leave no job.
    case noMatch

    public var description: String {
        switch self {
        case .scene(let error): error.description
        case .noScreen(let path):
            "\(path): error: screen: missing; `bezel explain` needs a scene with a `screen` section (docs/scene-format.md)"
        case .badOption(let name, let message): "error: --\(name): \(message)"
        case .noMatch: "error: the scene has no device × iOS version × orientation matching the options"
        }
    }
}

/// The apps of a scene's jobs laid out, in job order: what `bezel explain` prints.
public struct Explanation: Sendable {
    public var apps: [AppLayout]

    /// The view trees one after another.
    public var text: String { apps.map(\.explanation).joined(separator: "\n") }
    /// One object for one job, an array for several (docs/explain-json.md).
    public var json: JSONValue { apps.count == 1 ? apps[0].json : .array(apps.map(\.json)) }
}

/// `bezel explain`: 1. load and expand the scene, 2. check it describes an app, 3. narrow its
/// jobs by `filter`, 4. check the fonts, 5. lay each job out (`layOut`, as rendering does),
/// 6. at `depth` (`full` adds the bars' private views and layout guides).
/// Throws `ExplainError` for bad input; a font problem throws Render's error.
public func explain(scene path: String, filter: JobFilter, depth: ExplainDepth = .app) throws -> Explanation {
    let file: SceneFile
    do { file = try SceneFile.load(path: path) } catch { throw ExplainError.scene(error) }
    return try explain(file, filter: filter, depth: depth)
}

/// `explain(scene:filter:)` for a scene already read (from text, or built in Swift).
public func explain(_ file: SceneFile, filter: JobFilter = JobFilter(), depth: ExplainDepth = .app) throws -> Explanation {
    let jobs: [RenderJob]
    do { jobs = try file.jobs() } catch { throw ExplainError.scene(error) }
    guard file.screen != nil || file.recorded != nil else { throw ExplainError.noScreen(path: file.path) }
    let selected = try filter.apply(to: jobs, listed: file.orientations)
    guard !selected.isEmpty else { throw ExplainError.noMatch }
    try Fonts.verify()
    return Explanation(apps: selected.compactMap { layOut($0).app?.atDepth(depth) })
}
