import BezelLayout
import BezelRender
import BezelSupport

/// What `bezel render` says about a scene's Auto Layout before it draws (AL-GUIDE, "Types of
/// Errors"): every conflict, in UIKit's "Unable to simultaneously satisfy constraints" wording,
/// and every view whose constraints leave an axis undetermined, each pointing at the line and
/// column in the scene file where the constraints involved were written. The same issue in
/// several layouts of a scene (devices × iOS versions × orientations) is reported once, naming
/// the layouts it occurs in.
public struct LayoutWarning: Sendable, Hashable {
    public enum Kind: String, Sendable {
        case conflict
        case ambiguous
    }

    public var kind: Kind
    /// The scene file the issue is in, as it was named.
    public var scene: String
    /// Where the message points: "file:line:column" of the constraint broken (a conflict) or
    /// of the view's first constraint (ambiguity); nil when no scene constraint is involved.
    public var location: String?
    /// The message after "warning: ": for a conflict UIKit's whole log, several lines.
    public var message: String
    /// The layouts it occurs in, as "device os orientation", in job order.
    public var layouts: [String]

    /// The message in a compiler's shape: `scene.yaml:12:9: warning: …`, or `error:` when
    /// `--strict` makes warnings errors. The first line ends with the layouts it occurs in.
    public func text(asError: Bool = false) -> String {
        var lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[0] = "\(location ?? scene): \(asError ? "error" : "warning"): \(lines[0]) [\(layoutList)]"
        return lines.joined(separator: "\n")
    }

    /// Up to three layouts by name, then how many more.
    private var layoutList: String {
        let shown = layouts.prefix(3).joined(separator: ", ")
        return layouts.count > 3 ? "\(shown) and \(layouts.count - 3) more" : shown
    }
}

/// The layout warnings of every scene, in scene order, then the order the issues happened in
/// the first layout that has them: 1. lay out each job with a screen (on all cores, as
/// rendering does), 2. turn its conflicts and ambiguous views into warnings, 3. merge repeats.
public func layoutWarnings(_ scenes: [LoadedScene]) throws -> [LayoutWarning] {
    let jobs = scenes.flatMap { scene in scene.jobs.filter { $0.screen != nil }.map { (scene.file.path, $0) } }
    guard !jobs.isEmpty else { return [] }
    try Fonts.verify()
    let found = try concurrentMap(Array(jobs.indices)) { index in
        let (scene, job) = jobs[index]
        return layOut(job).app.map { warnings(in: $0, scene: scene, layout: layoutName(job)) } ?? []
    }
    return merged(found.flatMap { $0 })
}

/// The warnings of one laid-out app: its conflicts, then its ambiguous views.
func warnings(in app: AppLayout, scene: String, layout: String) -> [LayoutWarning] {
    let conflicts = app.conflicts.map { conflict in
        LayoutWarning(kind: .conflict, scene: scene, location: conflict.primaryLocation, message: conflict.description, layouts: [layout])
    }
    let ambiguous = app.ambiguous.map { view in
        LayoutWarning(kind: .ambiguous, scene: scene, location: view.locations.first, message: ambiguityMessage(view), layouts: [layout])
    }
    return conflicts + ambiguous
}

/// `ambiguous layout: "box" (horizontal): its constraints at a.yaml:11:9, a.yaml:12:9 leave its
/// x position or width undetermined; Auto Layout picks one of many (UIKit does not log this)`.
func ambiguityMessage(_ view: AmbiguousLayout) -> String {
    let what = view.axes.map { $0 == .horizontal ? "x position or width" : "y position or height" }.joined(separator: ", and its ")
    let written = view.locations.isEmpty ? "the constraints placing it" : "its constraints at \(view.locations.joined(separator: ", "))"
    return "ambiguous layout: \"\(view.view)\" (\(view.axes.map(\.rawValue).joined(separator: ", "))): \(written) leave its \(what) "
        + "undetermined; Auto Layout picks one of many (UIKit does not log this)"
}

/// One warning per scene, place and message, with the layouts of its repeats, in first-seen order.
func merged(_ warnings: [LayoutWarning]) -> [LayoutWarning] {
    var result: [LayoutWarning] = []
    var index: [LayoutWarning: Int] = [:]
    for warning in warnings {
        var key = warning
        key.layouts = []
        if let at = index[key] {
            result[at].layouts += warning.layouts
        } else {
            index[key] = result.count
            result.append(warning)
        }
    }
    return result
}

/// "iphone-8 ios-13 portrait".
private func layoutName(_ job: RenderJob) -> String {
    "\(job.device.rawValue) \(job.os.rawValue) \(job.orientation.rawValue)"
}

/// `bezel render --strict`: the scenes' layout warnings as errors. Thrown before anything is
/// drawn, so a run that fails this way writes no file at all.
public struct LayoutWarningsAreErrors: UserFacingError {
    public var warnings: [LayoutWarning]

    public var description: String {
        let count = warnings.count
        return (warnings.map { $0.text(asError: true) }
            + ["error: --strict: \(count) layout warning\(count == 1 ? "" : "s") (above) count as errors; nothing was written"])
            .joined(separator: "\n")
    }
}

/// The scenes' layout warnings (`layoutWarnings`); with `strict`, any warning is thrown as
/// `LayoutWarningsAreErrors` instead.
public func checkLayouts(_ scenes: [LoadedScene], strict: Bool) throws -> [LayoutWarning] {
    let warnings = try layoutWarnings(scenes)
    if strict && !warnings.isEmpty { throw LayoutWarningsAreErrors(warnings: warnings) }
    return warnings
}
