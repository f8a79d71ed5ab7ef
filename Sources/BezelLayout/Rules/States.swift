import BezelDevices
import BezelGeometry

/// The moments of `states:` (`Screen/AppState.swift`) as rules over the tree laid out at rest:
/// a large title collapsing as the content scrolls (LT-SCROLL, SEED-2), a view in
/// `viewDidLoad` with zero safe-area insets (APPLE-SAFEAREA-INSETS, SEED-5, CODE-INITPROGRESS),
/// and the interactive pop with its parallax (SLOPPY). Every figure no source states exactly is
/// reported as uncertain.

// MARK: Scrolling

/// How many points of a large-title strip `full` high a scroll of `points` takes: all of it
/// once the content has moved the strip's height. The strip shrinks point for point as the
/// content moves up, its bottom edge on the content's top edge (LT-SCROLL: the bar tracks the
/// scroll when the scroll view runs under it); the one-to-one rate is read from that, not
/// measured (an estimate, reported by `scrollFigures`).
func largeTitleCollapse(full: Double, scrolled points: Double) -> Double {
    min(max(0, points), full)
}

/// The content offset of a controller's own scroll view at the moment: at rest
/// `(−left, −top)` of the adjusted inset; scrolled, `points` further down the content. The inset
/// the rest is measured from is the one with the whole large title, so the part of the scroll
/// the collapsing strip took is added back.
func stateContentOffset(adjusted: EdgeInsets, context: AppContext) -> Point {
    let points = context.state.scrolledPoints
    return Point(x: -adjusted.left, y: -adjusted.top - context.largeTitleCollapse + points)
}

/// What a scroll moment reports: the large title's strip as collapsed (estimated rate).
func scrollFigures(full: Double, collapse: Double, context: AppContext) -> Diagnostics {
    var report = Diagnostics()
    guard context.state.scrolledPoints > 0, full > 0 else { return report }
    report.note(
        "large title while scrolling",
        BarFigure(
            full - collapse, .estimate,
            "the strip shrinks point for point with the scroll, \(formatted(full)) → 0 (LT-SCROLL: tracks the content; rate not measured)"))
    return report
}

/// The navigation controller's options at the moment: once the content runs under the bar
/// (scrolled past what the large title took), the bar shows its standard appearance instead of
/// the scroll-edge one (APPLE-SCROLLEDGE).
func navigationAtMoment(_ nav: NavigationControllerSpec, collapse: Double, context: AppContext) -> NavigationControllerSpec {
    var nav = nav
    if context.state.scrolledPoints > collapse { nav.appearance.scrolled = true }
    return nav
}

// MARK: viewDidLoad

/// The safe-area insets a controller's root view reports at the moment: zero in `viewDidLoad`,
/// where the view has no superview yet (CODE-INITPROGRESS) and UIKit answers zero for a view not
/// in a window (APPLE-SAFEAREA-INSETS, quoted by SEED-5); `laidOut` otherwise.
func rootInsetsAtMoment(_ laidOut: EdgeInsets, owner: ControllerKind, context: AppContext) -> EdgeInsets {
    context.state == .viewDidLoad && owner.isContentController ? .zero : laidOut
}

// MARK: The interactive pop

/// A navigation controller's transition view and bars, as `layoutNavigationController` builds
/// them for the controller on top.
struct NavigationLayers {
    var transition: ViewNode
    var bars: [ViewNode]
}

/// The interactive pop at `progress` (0…1), over the layers at rest of the top controller and
/// of the one below it:
/// 1. the top controller's wrapper slides right by `progress × width`, drawn opaque;
/// 2. the one below comes in from `−popParallax × width × (1 − progress)` (SLOPPY), under it;
/// 3. the navigation bar keeps the top controller's frame and cross-fades its contents: the
///    top item's at alpha `1 − progress`, the item below's at `progress`. The titles slide as
///    UIKit's do (an estimate: no source gives the paths): the leaving title moves right by
///    `progress × width / 2`, and the arriving one comes from where the back button's title
///    reads (the previous title stands there) to its place in the middle, the back button's
///    title going the same way, so the two cross-fade as one word.
func poppingLayers(top: NavigationLayers, below: NavigationLayers, progress: Double, width: Double) -> RuleOutput<NavigationLayers> {
    var layers = top
    var report = Diagnostics()
    var leaving = slid(top.transition.children[0], by: progress * width)
    // The leaving view is opaque (a controller's view has the system background) and clips, so
    // the view below shows only to its left (CODE-INITPROGRESS: both sit in the transition
    // view, the one below under the other).
    leaving.cornerRadius = 0
    let arriving = slid(below.transition.children[0], by: -AppStateFigures.popParallax * width * (1 - progress))
    layers.transition.children = [arriving, leaving]
    if let index = top.bars.firstIndex(where: { $0.viewClass == .navigationBar }),
        let under = below.bars.first(where: { $0.viewClass == .navigationBar })
    {
        layers.bars[index] = crossFaded(top.bars[index], with: under, progress: progress)
    }
    report.note(
        "pop parallax",
        BarFigure(AppStateFigures.popParallax * width, .single, "the view below starts 0.3 × width to the left (SLOPPY, one source)"))
    report.note(
        "bar items during the pop",
        BarFigure(progress, .estimate, "titles cross-fade while sliding: the leaving one right by half the width, the arriving one from the back title; paths not sourced"))
    return RuleOutput(value: layers, diagnostics: report)
}

/// A view (a controller's wrapper, a bar title) moved `dx` to the right, with everything in it.
private func slid(_ wrapper: ViewNode, by dx: Double) -> ViewNode {
    var moved = wrapper.shiftedInWindow(dx: dx)
    moved.frame.origin.x += dx
    return moved
}

/// The top bar with its item views (everything but the background) at `1 − progress` and the
/// item views of the bar below appended at `progress`, the titles sliding (`poppingLayers`).
private func crossFaded(_ bar: ViewNode, with under: ViewNode, progress: Double) -> ViewNode {
    var bar = bar
    func fading(_ node: ViewNode, _ factor: Double) -> ViewNode {
        var node = node
        if !node.viewClass.isBarBackground { node.alpha *= factor }
        return node
    }
    let width = bar.frame.width
    let backTitle = bar.subtree.first { $0.viewClass.isBarButton }.flatMap { button in button.subtree.first { $0.text != nil } }
    let arrivingTitle = under.subtree.first(where: isTitle)
    // The arriving title starts where the back button's title reads and ends in its place.
    let start = backTitle.map { $0.windowFrame.minX - (arrivingTitle?.windowFrame.minX ?? $0.windowFrame.minX) } ?? 0
    let arriving = under.children.filter { !$0.viewClass.isBarBackground && $0.frame.maxY <= bar.frame.height }
        .map { fading(slidingTitle($0, by: start * (1 - progress)), progress) }
    // The back button's title slides the same path the other way: the two read as one word moving.
    bar.children = bar.children.map { child in
        fading(slidingBackTitle(slidingTitle(child, by: progress * width / 2), by: -start * progress), 1 - progress)
    } + arriving
    return bar
}

/// `node` with the first text inside its first bar button (the back button's title) moved `dx`.
private func slidingBackTitle(_ node: ViewNode, by dx: Double) -> ViewNode {
    guard dx != 0 else { return node }
    var done = false
    func visit(_ node: ViewNode, inButton: Bool) -> ViewNode {
        if done { return node }
        if inButton && node.text != nil {
            done = true
            return slid(node, by: dx)
        }
        var node = node
        node.children = node.children.map { visit($0, inButton: inButton || node.viewClass.isBarButton) }
        return node
    }
    return visit(node, inButton: false)
}

/// A bar's title label: a label with text that is no part of a button.
private func isTitle(_ node: ViewNode) -> Bool { node.viewClass == .label && node.text != nil }

/// `node` with the title labels in it (not those inside buttons) moved `dx` to the right.
private func slidingTitle(_ node: ViewNode, by dx: Double) -> ViewNode {
    guard dx != 0, !node.viewClass.isBarButton else { return node }
    if isTitle(node) { return slid(node, by: dx) }
    var node = node
    node.children = node.children.map { slidingTitle($0, by: dx) }
    return node
}

private func formatted(_ value: Double) -> String { formatCompact(value) }
