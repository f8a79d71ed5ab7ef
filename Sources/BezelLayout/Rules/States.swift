import BezelAutoLayout
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
///    title going the same way, so the two cross-fade as one word; without a back title, from
///    half the width to the left.
func poppingLayers(
    top: NavigationLayers, below: NavigationLayers, progress: Double, width: Double, context: AppContext
) -> RuleOutput<NavigationLayers> {
    var layers = top
    var report = Diagnostics()
    if cutsCustomItems(context) { layers.bars = layers.bars.map { clippingLeadingCustomViews($0, direction: context.direction) } }
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
        layers.bars[index] = crossFaded(layers.bars[index], with: under, progress: progress)
    }
    report.note(
        "pop parallax",
        BarFigure(AppStateFigures.popParallax * width, .single, "the view below starts 0.3 × width to the left (SLOPPY, one source)"))
    report.note(
        "bar items during the pop",
        BarFigure(progress, .estimate, "titles cross-fade while sliding: the leaving one right by half the width, the arriving one from the back title; paths not sourced"))
    if cutsCustomItems(context) {
        report.note(
            "custom back button during the pop",
            BarFigure(
                0, .single,
                "iOS \(context.release!.name): what a leading custom view draws outside its own frame is cut off (SEED-1: from 11.2; QMUI-279: the item's frame stays, the rest is covered)"
            ))
    }
    return RuleOutput(value: layers, diagnostics: report)
}

/// Whether the pop cuts a leading custom bar item's content to its frame: iOS 11.2 and later
/// point releases of 11 (SEED-1 found it with 11.2; QMUI-279 saw it on 11.2). Told apart only when
/// the state names the release.
private func cutsCustomItems(_ context: AppContext) -> Bool {
    context.os == .ios11 && (context.release?.minor ?? 0) >= 2
}

/// `bar` with the custom views of its leading items clipping to their frames: the part of a
/// button's image or title moved outside it (`contentEdgeInsets`, `imageEdgeInsets`) is not drawn.
private func clippingLeadingCustomViews(_ bar: ViewNode, direction: LayoutDirection) -> ViewNode {
    func visit(_ node: ViewNode) -> ViewNode {
        var node = node
        let leading = direction == .leftToRight ? node.windowFrame.midX < bar.windowFrame.midX : node.windowFrame.midX > bar.windowFrame.midX
        if node.viewClass == .tamicAdaptorView && leading {
            node.children = node.children.map { custom in
                var custom = custom
                custom.clipsToBounds = true
                return custom
            }
            return node
        }
        node.children = node.children.map(visit)
        return node
    }
    return visit(bar)
}

// MARK: The tab bar in a pop or push

/// The tab bar while a navigation controller moves between a controller that shows it and one
/// that hides it (`hidesBottomBarWhenPushed`): it goes with the view of the controller that
/// shows it (the one below), under the top controller's view (RADAR-35585928, expected results:
/// "the tab bar follows the view controller the navigation controller is popping to"). Pushing
/// on iOS 11.0 on a device with a bottom inset, it jumps up by that inset
/// (`AppStateFigures.tabBarJump`, an estimate).
func tabBarInTransition(_ bar: ViewNode, into transition: ViewNode, context: AppContext) -> RuleOutput<ViewNode> {
    var report = Diagnostics()
    let jumps = context.os == .ios11 && context.release?.minor == 0 && context.state.isPushing && context.windowSafe.bottom > 0
    let dy = jumps ? -AppStateFigures.tabBarJump(windowBottomInset: context.windowSafe.bottom) : 0
    var placed = false
    func visit(_ node: ViewNode) -> ViewNode {
        var node = node
        if !placed, node.viewClass == .navigationTransitionView, node.children.count == 2 {
            // The pop puts the view below first, the top one over it (`poppingLayers`); the bar
            // goes as far as that view's wrapper has slid.
            let below = node.children[0]
            var moved = bar.shiftedInWindow(dx: below.frame.minX, dy: dy)
            moved.frame.origin = Point(x: moved.windowFrame.minX - below.windowFrame.minX, y: moved.windowFrame.minY - below.windowFrame.minY)
            node.children[0].children.append(moved)
            report.note(
                "tab bar during the transition",
                BarFigure(below.frame.minX, .single, "moves with the view below, under the top one (RADAR-35585928; parallax 0.3 × width, SLOPPY)"))
            placed = true
            return node
        }
        node.children = node.children.map(visit)
        return node
    }
    let placedTransition = visit(transition)
    if jumps {
        report.note(
            "tab bar jump on push",
            BarFigure(
                -dy, .estimate,
                "iOS 11.0: the bar is laid out against the safe area's bottom, \(formatted(-dy)) pt up (QMUI-217, RADAR-35098813, TABBAR-JUMP; distance not printed by any source; fixed in 11.1)"
            ))
    }
    return RuleOutput(value: placedTransition, diagnostics: report)
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
    // The arriving title starts where the back button's title reads and ends in its place; with
    // no back title (a custom leading item) it comes from half the width to the left, the leaving
    // one's path mirrored.
    let start = backTitle.map { $0.windowFrame.minX - (arrivingTitle?.windowFrame.minX ?? $0.windowFrame.minX) } ?? -width / 2
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
