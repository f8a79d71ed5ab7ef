import BezelDevices
import BezelGeometry
import BezelLayout
import BezelSupport

/// One entry of a scene's `states:` list: a moment of the screen drawn as its own panel of the
/// scene's sheet, or frame of its animated PNG (`--format apng`).
public enum SceneState: Hashable, Sendable {
    /// `view-did-load`: the content controller's view before it is in a window.
    case viewDidLoad
    /// `view-did-appear`: the screen at rest, insets final.
    case viewDidAppear
    /// `{scroll: points}`: the content scrolled up this far from its resting offset.
    case scroll(Double)
    /// `{pop: progress}`: the interactive pop (edge swipe back) this far along, 0…1; with
    /// `release: "11.2"`, on that point release of iOS 11 (`PointRelease`).
    case pop(Double, release: PointRelease? = nil)
    /// `{push: progress}`: a push this far along, 0…1: the same frames as the pop at `1 − progress`
    /// (UIKit's pop runs the push backwards; SLOPPY), with what goes wrong on the way in only.
    case push(Double, release: PointRelease? = nil)
    /// `{rotate: orientation}`: the same screen turned to another orientation.
    case rotate(Orientation)

    /// The moment the layout draws (`AppState`).
    public var appState: AppState {
        switch self {
        case .viewDidLoad: .viewDidLoad
        case .viewDidAppear, .rotate: .appeared
        case .scroll(let points): .scrolled(points)
        case .pop(let progress, _): .popping(progress)
        case .push(let progress, _): .pushing(progress)
        }
    }

    /// The point release of iOS 11 the state runs on, if it names one.
    public var release: PointRelease? {
        switch self {
        case .pop(_, let release), .push(_, let release): release
        default: nil
        }
    }

    /// The orientation the state turns the screen to, if it turns it.
    public var orientation: Orientation? {
        if case .rotate(let orientation) = self { orientation } else { nil }
    }

    /// The state in output and golden names: `view-did-load`, `scroll-26`, `pop-0.5`,
    /// `rotate-landscape-right`.
    public var slug: String {
        switch self {
        case .viewDidLoad: "view-did-load"
        case .viewDidAppear: "view-did-appear"
        case .scroll(let points): "scroll-\(formatCompact(points))"
        case .pop(let progress, let release): "pop-\(formatCompact(progress))" + (release.map { "-ios-\($0.name)" } ?? "")
        case .push(let progress, let release): "push-\(formatCompact(progress))" + (release.map { "-ios-\($0.name)" } ?? "")
        case .rotate(let orientation): "rotate-\(orientation.rawValue)"
        }
    }

    /// The panel's title: what the moment is, in UIKit's words.
    public var caption: String {
        switch self {
        case .viewDidLoad: "viewDidLoad: not in a window yet"
        case .viewDidAppear: "viewDidAppear: laid out"
        case .scroll(let points): "scrolled \(formatCompact(points)) pt"
        case .pop(let progress, let release): "interactive pop at \(formatCompact(progress * 100)) %" + (release.map { ", iOS \($0.name)" } ?? "")
        case .push(let progress, let release): "push at \(formatCompact(progress * 100)) %" + (release.map { ", iOS \($0.name)" } ?? "")
        case .rotate(let orientation): "rotated to \(orientation.rawValue)"
        }
    }
}

/// Decodes `states:`: a list of `view-did-load`, `view-did-appear`, `{scroll: points}`,
/// `{pop: progress}`, `{push: progress}` and `{rotate: orientation}`, each at most once, checked
/// against the scene's `screen` (a pop needs a controller to pop back to). A pop or push may name
/// an iOS 11 point release (`{push: 0.5, release: "11.0"}`) when the scene's `os` is iOS 11.
struct StatesDecoder: DocumentReading {
    let file: String

    static let words = ["view-did-load", "view-did-appear"]
    static let keys = ["scroll", "pop", "push", "rotate"]

    /// The scene's `os` choice, which a state's `release` must belong to.
    var os: OSSelection? = nil

    func decode(_ node: DocumentNode, screen: ScreenSpec?) throws(SourceError) -> [SceneState] {
        let expected = "states: view-did-load, view-did-appear, {scroll: points}, {pop: 0…1}, {push: 0…1}, {rotate: orientation}"
        let items = try list(node, "states", expected)
        guard let screen else {
            throw error(node, "states", "states are moments of the scene's app: add a `screen` (a recorded tree has one moment only)")
        }
        var states: [SceneState] = []
        for (index, item) in items.enumerated() {
            let field = "states[\(index)]"
            let state = try self.state(item, field)
            if states.contains(state) { throw error(item, field, "\(quoted(state.slug)) is listed twice") }
            try check(state, item, field, screen: screen)
            states.append(state)
        }
        return states
    }

    private func state(_ node: DocumentNode, _ field: String) throws(SourceError) -> SceneState {
        if case .scalar(let word, _) = node.value {
            switch word {
            case "view-did-load": return .viewDidLoad
            case "view-did-appear": return .viewDidAppear
            default:
                let hint = closest(to: word, among: Self.words + Self.keys, limit: 1).first.map { "did you mean \"\($0)\"? " } ?? ""
                throw error(
                    node, field,
                    "unknown state \(quoted(word)); \(hint)states are view-did-load, view-did-appear or {scroll|pop|push|rotate: value}")
            }
        }
        let transitions = ["pop", "push"]
        guard case .mapping(let pairs) = node.value, pairs.count == 1 || (pairs.count == 2 && transitions.contains(pairs[0].key) && pairs[1].key == "release") else {
            throw error(
                node, field,
                "expected view-did-load, view-did-appear or a mapping of one of scroll, pop, push, rotate to its value (a pop or push may add `release`)")
        }
        let values = try mapping(node, field, allowed: Self.keys + ["release"])
        let (key, value) = (pairs[0].key, values[pairs[0].key]!)
        let inner = "\(field).\(key)"
        let release = try values["release"].map { node throws(SourceError) in try self.release(node, "\(field).release") }
        switch key {
        case "scroll":
            return .scroll(try number(value, inner, in: 0...DocumentLimits.maxMagnitude, what: "points scrolled up from rest (0 or more)"))
        case "pop": return .pop(try number(value, inner, in: 0...1, what: "the progress, 0…1"), release: release)
        case "push": return .push(try number(value, inner, in: 0...1, what: "the progress, 0…1"), release: release)
        case "rotate": return .rotate(try orientation(value, inner))
        default: throw error(node, field, "`release` goes with a pop or push, after it: {push: 0.5, release: \"11.0\"}")
        }
    }

    /// `release: "11.2"`: a point release of iOS 11, 11.0 to 11.4, on a scene whose `os` is
    /// iOS 11 and nothing else.
    private func release(_ node: DocumentNode, _ field: String) throws(SourceError) -> PointRelease {
        let word = try text(node, field)
        let parts = word.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == "11", let minor = Int(parts[1]), let release = PointRelease(minor: minor) else {
            throw error(
                node, field,
                "unknown release \(quoted(word)); point releases are told apart for iOS 11 only: 11.0 (the tab bar jumps on push) to 11.4 (from 11.2 a custom back button is cut during the pop)"
            )
        }
        guard case .list(let versions)? = os, versions.allSatisfy({ $0.value == .ios11 }) else {
            throw error(node, field, "a point release of iOS 11 needs the scene's `os` to be ios-11 alone")
        }
        return release
    }

    private func number(_ node: DocumentNode, _ field: String, in range: ClosedRange<Double>, what: String) throws(SourceError) -> Double {
        guard case .scalar(let word, false) = node.value, let value = Double(word), value.isFinite else {
            throw error(node, field, "expected a number (\(what)), got \(node.kindName)")
        }
        guard range.contains(value) else { throw error(node, field, "\(word) is out of range: \(what)") }
        return value
    }

    private func orientation(_ node: DocumentNode, _ field: String) throws(SourceError) -> Orientation {
        let word = try text(node, field)
        guard let orientation = Orientation(named: word), orientation != .portraitUpsideDown else {
            throw error(
                node, field, "unknown orientation \(quoted(word)); rotate to portrait, landscape, landscape-left or landscape-right")
        }
        return orientation
    }

    /// A pop or push needs a navigation controller on screen with a controller below the top one.
    private func check(_ state: SceneState, _ node: DocumentNode, _ field: String, screen: ScreenSpec) throws(SourceError) {
        switch state {
        case .pop, .push:
            guard screen.root.visibleNavigationDepth > 1 else {
                throw error(
                    node, field,
                    "a pop or push moves between two controllers of a navigation controller; the scene shows none with two or more in `view-controllers`"
                )
            }
        default: return
        }
    }
}
