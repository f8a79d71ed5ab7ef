import AutoLayout
import Geometry

/// Frames found for a view's subtree: each by index path below the view, in its superview's
/// bounds coordinates.
struct SolvedFrames {
    var frames: [[Int]: Rect]

    func frame(at path: [Int]) -> Rect { frames[path] ?? .zero }

    /// The part for `child` at `index`, when the engine already placed its subviews (a stack
    /// view's arranged subviews); nil: the child's level is solved on its own.
    func below(_ index: Int, for child: ViewSpec) -> SolvedFrames? {
        guard child.viewClass == .stackView, !child.subviews.isEmpty, frames[[index, 0]] != nil else { return nil }
        var part: [[Int]: Rect] = [:]
        for (path, rect) in frames where path.count > 1 && path[0] == index { part[Array(path.dropFirst())] = rect }
        return SolvedFrames(frames: part)
    }
}

/// One user view in a level's engine, with the index path that finds its spec.
private struct EngineEntry {
    var path: [Int]
    var view: View
    var spec: ViewSpec
}

extension AppBuilder {
    /// Frames of `spec`'s subviews in the parent's bounds coordinates: frames as given, or
    /// solved with Auto Layout against the superview (for scroll views: their content area, as
    /// UIKit's edge constraints to a scroll view mean), its safe-area, margins and readable
    /// guides, and siblings. Stack views bring their arranged subviews, nested stacks included,
    /// into the same engine.
    func subviewFrames(_ spec: ViewSpec, parent: ViewNode) -> SolvedFrames {
        let content = Rect(origin: .zero, size: parent.scroll?.contentSize ?? parent.frame.size)
        let needsEngine =
            spec.viewClass == .stackView
            || spec.subviews.contains { child in
                if case .constraints = child.placement { return true }
                return child.viewClass == .stackView
            }
        guard needsEngine else {
            var frames: [[Int]: Rect] = [:]
            for (index, child) in spec.subviews.enumerated() {
                if case .frame(let frame) = child.placement { frames[[index]] = frame } else { frames[[index]] = content }
            }
            return SolvedFrames(frames: frames)
        }
        let engine = LayoutEngine(layoutDirection: direction, scale: screen.scale)
        engine.conflictLog = { [weak self] report in self?.conflicts.append(report.description) }
        let superview = View(parent.id ?? parent.viewClass.rawValue)
        superview.frame = content
        let guides = addGuides(to: superview, parent: parent, content: content)
        var entries: [EngineEntry] = []
        for (index, child) in spec.subviews.enumerated() {
            let view = engineView(child, path: [index], inStack: spec.viewClass == .stackView, content: content, entries: &entries)
            superview.addSubview(view)
        }
        engine.add(superview)
        engine.activate(guides.pins)
        // Every stack's baselines are known before any constraint refers to them.
        if spec.viewClass == .stackView { forwardBaselines(of: superview, spec: spec, arranged: superview.subviews) }
        for entry in entries where entry.spec.viewClass == .stackView {
            forwardBaselines(of: entry.view, spec: entry.spec, arranged: entry.view.subviews)
        }
        if spec.viewClass == .stackView {
            engine.activate(arrangement(of: spec, in: superview, arranged: entries.filter { $0.path.count == 1 }.map(\.view)))
        }
        for entry in entries where entry.spec.viewClass == .stackView {
            let arranged = entries.filter { $0.path.count == entry.path.count + 1 && Array($0.path.dropLast()) == entry.path }
            engine.activate(arrangement(of: entry.spec, in: entry.view, arranged: arranged.map(\.view)))
        }
        activateUserConstraints(entries, engine: engine, superview: superview, guides: guides.byTarget)
        var frames: [[Int]: Rect] = [:]
        for entry in entries {
            // Views Auto Layout places (arranged or constrained) can be ambiguous; framed ones cannot.
            if !entry.view.translatesAutoresizingMaskIntoConstraints {
                let axes = engine.ambiguousAxes(of: entry.view)
                if !axes.isEmpty { ambiguous.append("\(entry.view.name) (\(axes.map(\.rawValue).joined(separator: ", ")))") }
            }
            let frame = engine.frame(of: entry.view)
            frames[entry.path] = entry.path.count == 1 ? frame.offsetBy(dx: content.minX, dy: content.minY) : frame
        }
        return SolvedFrames(frames: frames)
    }

    /// The superview's safe-area, margins and readable guides, pinned where the laid-out
    /// superview has them (in its bounds coordinates: shifted by a scroll view's offset).
    private func addGuides(
        to superview: View, parent: ViewNode, content: Rect
    )
        -> (pins: [LayoutConstraint], byTarget: [ConstraintSpec.Target: LayoutGuide])
    {
        let offset = parent.scroll?.contentOffset ?? .zero
        let safeInsets = parent.safeAreaInsets ?? internalSafe(parent)
        let guideRects: [(ConstraintSpec.Target, String, Rect)] = [
            (.safeArea, "safeAreaLayoutGuide", Rect(origin: .zero, size: parent.frame.size).inset(by: safeInsets)),
            (.margins, "layoutMarginsGuide", parent.layoutMarginsFrame),
            (.readable, "readableContentGuide", parent.readableContentFrame),
        ]
        var byTarget: [ConstraintSpec.Target: LayoutGuide] = [:]
        var pins: [LayoutConstraint] = []
        for (target, name, rect) in guideRects {
            let guide = LayoutGuide("\(superview.name).\(name)")
            superview.addLayoutGuide(guide)
            byTarget[target] = guide
            let placed = rect.offsetBy(dx: offset.x, dy: offset.y)
            pins += [
                guide.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: placed.minX - content.minX),
                guide.topAnchor.constraint(equalTo: superview.topAnchor, constant: placed.minY - content.minY),
                guide.widthAnchor.constraint(equalToConstant: max(0, placed.width)),
                guide.heightAnchor.constraint(equalToConstant: max(0, placed.height)),
            ]
        }
        return (pins, byTarget)
    }

    /// An engine view for `child`, with a stack view's arranged subviews below it. Arranged
    /// subviews never translate their frames (UIStackView turns that off).
    private func engineView(_ child: ViewSpec, path: [Int], inStack: Bool, content: Rect, entries: inout [EngineEntry]) -> View {
        let view = View(child.id ?? "\(child.viewClass.rawValue)-\(path.map(String.init).joined(separator: "."))")
        view.intrinsicContentSize = (child.intrinsicContentSize.width, child.intrinsicContentSize.height)
        view.contentHugging = (child.contentHugging.horizontal, child.contentHugging.vertical)
        view.compressionResistance = (child.compressionResistance.horizontal, child.compressionResistance.vertical)
        view.alignmentRectInsets = child.alignmentRectInsets
        view.firstBaselineOffsetFromTop = child.firstBaseline
        view.lastBaselineOffsetFromBottom = child.lastBaseline
        if inStack {
            view.translatesAutoresizingMaskIntoConstraints = false
        } else {
            switch child.placement {
            case .fill: view.frame = Rect(origin: .zero, size: content.size)
            case .frame(let frame): view.frame = frame.offsetBy(dx: -content.minX, dy: -content.minY)
            case .constraints: view.translatesAutoresizingMaskIntoConstraints = false
            }
        }
        entries.append(EngineEntry(path: path, view: view, spec: child))
        guard child.viewClass == .stackView else { return view }
        for (index, grandchild) in child.subviews.enumerated() {
            view.addSubview(engineView(grandchild, path: path + [index], inStack: true, content: content, entries: &entries))
        }
        return view
    }

    /// A stack's baselines are those of its first and last visible arranged views.
    private func forwardBaselines(of stack: View, spec: ViewSpec, arranged: [View]) {
        let shown = zip(arranged, spec.subviews).filter { !$0.1.isHidden }.map(\.0)
        stack.viewForFirstBaselineLayout = shown.first
        stack.viewForLastBaselineLayout = shown.last
    }

    /// The stack's constraints.
    private func arrangement(of spec: ViewSpec, in stack: View, arranged: [View]) -> [LayoutConstraint] {
        let hidden = spec.subviews.map(\.isHidden)
        let margins = (spec.directionalLayoutMargins ?? DirectionalInsets(all: 8)).resolved(direction)
        return stackConstraints(stack, arranged: arranged, hidden: hidden, layout: spec.stack ?? StackLayout(), margins: margins)
    }

    /// The scene's own constraints. A view's superview is its engine superview (the stack, for
    /// arranged subviews); guides are the level's; siblings are found by id anywhere in the level.
    private func activateUserConstraints(
        _ entries: [EngineEntry], engine: LayoutEngine, superview: View, guides: [ConstraintSpec.Target: LayoutGuide]
    ) {
        var byID: [String: View] = [:]
        for entry in entries { if let id = entry.spec.id { byID[id] = entry.view } }
        for entry in entries {
            guard case .constraints(let list) = entry.spec.placement else { continue }
            for item in list {
                let second: LayoutItem? =
                    switch item.target {
                    case nil: nil
                    case .superview: entry.view.superview ?? superview
                    case .sibling(let id): byID[id]
                    case .safeArea, .margins, .readable: guides[item.target!]
                    }
                engine.activate(
                    LayoutConstraint(
                        item: entry.view, attribute: item.attribute, relatedBy: item.relation, toItem: second,
                        attribute: second == nil ? nil : item.targetAttribute, multiplier: item.multiplier, constant: item.constant,
                        priority: item.priority, identifier: item.identifier))
            }
        }
    }
}
