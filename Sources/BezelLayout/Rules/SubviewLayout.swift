import BezelAutoLayout
import BezelGeometry

/// Auto Layout for the scene's views (CHROME §7; AL-GUIDE, APPLE-AUTORESIZING, APPLE-STACKVIEW):
/// one engine per level of the view tree, holding the superview (for a scroll view, its content
/// area, as UIKit's edge constraints to a scroll view mean), its safe-area, margins and readable
/// guides, and its subviews; stack views bring their arranged subviews, nested stacks included,
/// into the same engine. Framed views translate their frames; conflicts are reported as UIKit
/// logs them, and views Auto Layout leaves undetermined as ambiguous.

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

/// Frames of `spec`'s subviews in the parent's bounds coordinates: as given, or solved.
func subviewFrames(_ spec: ViewSpec, parent: ViewNode, context: AppContext) -> RuleOutput<SolvedFrames> {
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
        return RuleOutput(value: SolvedFrames(frames: frames))
    }
    let level = EngineLevel(spec, parent: parent, content: content, context: context)
    level.activate()
    let first = level.solvedFrames()
    // Multi-line labels narrower than their one-line text wrap, and ask for the height of the
    // lines they then show: a second pass, as UIKit lays out again once a label's width is known.
    let wrapping = level.wrappedSizes(first.value)
    guard !wrapping.isEmpty else { return first }
    let again = EngineLevel(spec, parent: parent, content: content, context: context, overrides: wrapping)
    again.activate()
    return again.solvedFrames()
}

/// One user view in a level's engine, with the index path that finds its spec.
private struct EngineEntry {
    var path: [Int]
    var view: View
    var spec: ViewSpec
}

/// One level's engine: the superview with its guides, and every view placed in it.
private struct EngineLevel {
    let spec: ViewSpec
    let content: Rect
    let direction: LayoutDirection
    let engine: LayoutEngine
    let superview: View
    let guides: (pins: [LayoutConstraint], byTarget: [ConstraintSpec.Target: LayoutGuide])
    let entries: [EngineEntry]
    let context: AppContext

    init(_ spec: ViewSpec, parent: ViewNode, content: Rect, context: AppContext, overrides: [[Int]: IntrinsicSize] = [:]) {
        self.spec = spec
        self.context = context
        self.content = content
        direction = context.direction
        engine = LayoutEngine(layoutDirection: context.direction, scale: context.scale)
        superview = View(parent.id ?? parent.viewClass.rawValue)
        superview.frame = content
        guides = addGuides(to: superview, parent: parent, content: content, keyboard: context.keyboardGuide(forLevel: spec, parent: parent))
        var entries: [EngineEntry] = []
        for (index, child) in spec.subviews.enumerated() {
            let sizing = Sizing(context: context, overrides: overrides)
            let view = engineView(
                child, path: [index], inStack: spec.viewClass == .stackView, content: content, sizing: sizing, entries: &entries)
            superview.addSubview(view)
        }
        self.entries = entries
    }

    /// Guides, then every stack's arrangement (baselines known before any constraint refers to
    /// them), then the scene's constraints, and hugging and compression resistance last: made
    /// once the sizes are tied, their rows start out holding or broken as the layout needs, so
    /// a long stack is not re-solved once per view (see `activateContentSizeConstraints(in:)`).
    /// The exception is a fill-equally stack's first visible view, the size the others are
    /// tied to: sized first, it gives every other view's size a row of its own at once and
    /// keeps each position in the chain one new variable, so closing the chain takes a few
    /// pivots instead of one per view.
    func activate() {
        engine.add(superview, contentSize: false)
        engine.activate(guides.pins)
        if spec.viewClass == .stackView { forwardBaselines(of: superview, spec: spec, arranged: superview.subviews) }
        for entry in entries where entry.spec.viewClass == .stackView {
            forwardBaselines(of: entry.view, spec: entry.spec, arranged: entry.view.subviews)
        }
        let stacks = stacks()
        for stack in stacks where stack.spec.stack?.distribution == .fillEqually {
            if let reference = stack.arranged.first(where: { !$0.spec.isHidden }) { engine.activateContentSizeConstraints(of: reference.view) }
        }
        for stack in stacks { engine.activate(arrangement(of: stack.spec, in: stack.view, arranged: stack.arranged.map(\.view))) }
        activateUserConstraints()
        engine.activateContentSizeConstraints(in: superview)
    }

    /// The level's stacks, outermost first, each with its arranged entries: the superview when
    /// it is a stack, then every stack among the entries.
    func stacks() -> [(spec: ViewSpec, view: View, arranged: [EngineEntry])] {
        var stacks: [(spec: ViewSpec, view: View, arranged: [EngineEntry])] = []
        if spec.viewClass == .stackView { stacks.append((spec, superview, entries.filter { $0.path.count == 1 })) }
        for entry in entries where entry.spec.viewClass == .stackView {
            let arranged = entries.filter { $0.path.count == entry.path.count + 1 && Array($0.path.dropLast()) == entry.path }
            stacks.append((entry.spec, entry.view, arranged))
        }
        return stacks
    }

    /// The solved frames (top-level ones moved into the content area), with the conflicts met
    /// and the views Auto Layout placed whose constraints leave an axis open (framed views
    /// cannot be ambiguous).
    func solvedFrames() -> RuleOutput<SolvedFrames> {
        var report = Diagnostics()
        report.conflicts = engine.conflicts.map(ConstraintConflict.init)
        var frames: [[Int]: Rect] = [:]
        for entry in entries {
            if !entry.view.translatesAutoresizingMaskIntoConstraints {
                let axes = engine.ambiguousAxes(of: entry.view)
                if !axes.isEmpty { report.ambiguous.append(AmbiguousLayout(view: entry.view.name, axes: axes, locations: entry.spec.constraintLocations)) }
            }
            let frame = engine.frame(of: entry.view)
            frames[entry.path] = entry.path.count == 1 ? frame.offsetBy(dx: content.minX, dy: content.minY) : frame
        }
        return RuleOutput(value: SolvedFrames(frames: frames), diagnostics: report)
    }

    /// A stack's constraints, its margins the ones the scene sets (8 by default).
    func arrangement(of spec: ViewSpec, in stack: View, arranged: [View]) -> [LayoutConstraint] {
        let hidden = spec.subviews.map(\.isHidden)
        let margins = (spec.directionalLayoutMargins ?? DirectionalInsets(all: 8)).resolved(direction)
        return stackConstraints(stack, arranged: arranged, hidden: hidden, layout: spec.stack ?? StackLayout(), margins: margins)
    }

    /// The scene's own constraints. A view's superview is its engine superview (the stack, for
    /// arranged subviews); guides are the level's; siblings are found by id anywhere in the level.
    func activateUserConstraints() {
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
                    case .safeArea, .margins, .readable, .keyboard: guides.byTarget[item.target!]
                    }
                engine.activate(
                    LayoutConstraint(
                        item: entry.view, attribute: item.attribute, relatedBy: item.relation, toItem: second,
                        attribute: second == nil ? nil : item.targetAttribute, multiplier: item.multiplier, constant: item.constant,
                        priority: item.priority, identifier: item.identifier
                    ).written(at: item.location.isEmpty ? nil : item.location))
            }
        }
    }
}

/// The superview's safe-area, margins and readable guides, pinned where the laid-out
/// superview has them (in its bounds coordinates: shifted by a scroll view's offset).
private func addGuides(
    to superview: View, parent: ViewNode, content: Rect, keyboard: Rect?
) -> (pins: [LayoutConstraint], byTarget: [ConstraintSpec.Target: LayoutGuide]) {
    let offset = parent.scroll?.contentOffset ?? .zero
    let safeInsets = parent.safeAreaInsets ?? parent.layoutGuideInsets
    var guideRects: [(ConstraintSpec.Target, String, Rect)] = [
        (.safeArea, "safeAreaLayoutGuide", Rect(origin: .zero, size: parent.frame.size).inset(by: safeInsets)),
        (.margins, "layoutMarginsGuide", parent.layoutMarginsFrame),
        (.readable, "readableContentGuide", parent.readableContentFrame),
    ]
    if let keyboard { guideRects.append((.keyboard, "keyboardLayoutGuide", keyboard)) }
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
private func engineView(
    _ child: ViewSpec, path: [Int], inStack: Bool, content: Rect, sizing: Sizing, entries: inout [EngineEntry]
) -> View {
    let view = View(child.id ?? "\(child.viewClass.rawValue)-\(path.map(String.init).joined(separator: "."))")
    let intrinsic = sizing.overrides[path] ?? sizing.context.intrinsicSize(of: child)
    view.intrinsicContentSize = (intrinsic.width, intrinsic.height)
    view.contentHugging = (child.contentHugging.horizontal, child.contentHugging.vertical)
    view.compressionResistance = (child.compressionResistance.horizontal, child.compressionResistance.vertical)
    view.alignmentRectInsets = child.alignmentRectInsets
    let baselines = sizing.context.baselines(of: child, height: intrinsic.height)
    view.firstBaselineOffsetFromTop = child.firstBaseline ?? baselines?.first
    view.lastBaselineOffsetFromBottom = child.lastBaseline ?? baselines?.last
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
        view.addSubview(
            engineView(grandchild, path: path + [index], inStack: true, content: content, sizing: sizing, entries: &entries))
    }
    return view
}

/// How engine views get their intrinsic sizes: from their content, or the second pass's
/// wrapped sizes by index path.
private struct Sizing {
    var context: AppContext
    var overrides: [[Int]: IntrinsicSize]
}

extension EngineLevel {
    /// The wrapped size of every Auto Layout multi-line label the solution made narrower than
    /// its one-line text.
    func wrappedSizes(_ solved: SolvedFrames) -> [[Int]: IntrinsicSize] {
        var sizes: [[Int]: IntrinsicSize] = [:]
        for entry in entries where !entry.view.translatesAutoresizingMaskIntoConstraints {
            guard case .label(let label) = entry.spec.content, label.numberOfLines != 1 else { continue }
            let setting = context.textSetting(label)
            let width = solved.frame(at: entry.path).width
            guard context.intrinsicSize(setting).width > width + 0.01 else { continue }
            sizes[entry.path] = IntrinsicSize(width: width, height: context.wrappedHeight(setting, width: width))
        }
        return sizes
    }
}

extension ViewSpec {
    /// Where the view's constraints were written in the scene, in order (none for a framed view).
    var constraintLocations: [String] {
        guard case .constraints(let list) = placement else { return [] }
        return list.map(\.location).filter { !$0.isEmpty }
    }
}

/// A stack's baselines are those of its first and last visible arranged views.
private func forwardBaselines(of stack: View, spec: ViewSpec, arranged: [View]) {
    let shown = zip(arranged, spec.subviews).filter { !$0.1.isHidden }.map(\.0)
    stack.viewForFirstBaselineLayout = shown.first
    stack.viewForLastBaselineLayout = shown.last
}
