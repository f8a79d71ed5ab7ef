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
    /// `{pop: progress}`: the interactive pop (edge swipe back) this far along, 0…1.
    case pop(Double)
    /// `{push: progress}`: a push this far along, 0…1: the same frames as the pop at `1 − progress`
    /// (UIKit's pop runs the push backwards; SLOPPY).
    case push(Double)
    /// `{rotate: orientation}`: the same screen turned to another orientation.
    case rotate(Orientation)

    /// The moment the layout draws (`AppState`).
    public var appState: AppState {
        switch self {
        case .viewDidLoad: .viewDidLoad
        case .viewDidAppear, .rotate: .appeared
        case .scroll(let points): .scrolled(points)
        case .pop(let progress): .popping(progress)
        case .push(let progress): .popping(1 - progress)
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
        case .pop(let progress): "pop-\(formatCompact(progress))"
        case .push(let progress): "push-\(formatCompact(progress))"
        case .rotate(let orientation): "rotate-\(orientation.rawValue)"
        }
    }

    /// The panel's title: what the moment is, in UIKit's words.
    public var caption: String {
        switch self {
        case .viewDidLoad: "viewDidLoad: not in a window yet"
        case .viewDidAppear: "viewDidAppear: laid out"
        case .scroll(let points): "scrolled \(formatCompact(points)) pt"
        case .pop(let progress): "interactive pop at \(formatCompact(progress * 100)) %"
        case .push(let progress): "push at \(formatCompact(progress * 100)) %"
        case .rotate(let orientation): "rotated to \(orientation.rawValue)"
        }
    }
}

/// Decodes `states:`: a list of `view-did-load`, `view-did-appear`, `{scroll: points}`,
/// `{pop: progress}`, `{push: progress}` and `{rotate: orientation}`, each at most once, checked
/// against the scene's `screen` (a pop needs a controller to pop back to).
struct StatesDecoder: DocumentReading {
    let file: String

    static let words = ["view-did-load", "view-did-appear"]
    static let keys = ["scroll", "pop", "push", "rotate"]

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
        guard case .mapping(let pairs) = node.value, pairs.count == 1 else {
            throw error(
                node, field, "expected view-did-load, view-did-appear or a mapping of one of scroll, pop, push, rotate to its value")
        }
        let values = try mapping(node, field, allowed: Self.keys)
        let (key, value) = (pairs[0].key, values[pairs[0].key]!)
        let inner = "\(field).\(key)"
        switch key {
        case "scroll":
            return .scroll(try number(value, inner, in: 0...DocumentLimits.maxMagnitude, what: "points scrolled up from rest (0 or more)"))
        case "pop": return .pop(try number(value, inner, in: 0...1, what: "the progress, 0…1"))
        case "push": return .push(try number(value, inner, in: 0...1, what: "the progress, 0…1"))
        default: return .rotate(try orientation(value, inner))
        }
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
