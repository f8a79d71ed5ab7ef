import BezelAutoLayout
import BezelDevices
import BezelGeometry

/// The private views UIKit creates inside the bars, which `bezel explain --depth full` adds to
/// the tree Bezel draws (SEED-3 and the published dumps in docs/sources.md, "Bar internals"):
///
/// | era | background | strips and buttons |
/// | --- | --- | --- |
/// | iOS 9 | `_UINavigationBarBackground` › `_UIBackdropView` › `_UIBackdropEffectView`, `UIView` (hidden); `UIImageView` shadow; `_UITabBarBackgroundView` › the same backdrop, the tab bar's shadow `UIImageView` last in the bar (DUMP-FRIDA, DUMP-TABBAR9) | `_UINavigationBarBackIndicatorView` always (alpha 0 without a back button); `UILabel` in the back button, `UIButtonLabel` or `UIImageView` in `UINavigationButton` |
/// | iOS 10 | `_UIBarBackground` › `UIImageView` shadow, `UIVisualEffectView` › `_UIVisualEffectBackdropView`, `_UIVisualEffectFilterView` | as iOS 9 |
/// | iOS 11–12 | as iOS 10 with `_UIVisualEffectSubview` for the filter view | `UILabel` in the large-title and prompt views, shown or not; the content view's layout guides |
/// | iOS 13–18 | `UIVisualEffectView` › `_UIVisualEffectBackdropView` (and `_UIVisualEffectSubview` with a blur); `_UIBarBackgroundShadowView` › `_UIBarBackgroundShadowContentImageView` | the content view's layout guides |
/// | iOS 26 | as iOS 13–18 (no dump of iOS 26 bar internals is published: flagged) | as iOS 13–18 |
///
/// The pass runs on the finished app tree (after hit testing), so the drawn tree and its tap
/// regions are the same at both depths; every view it adds takes no touches (`tap = none`).

/// The eras whose bars differ in their private views. To add one: a case, its range in `init`,
/// and a row in each exhaustive switch on it (the compiler lists them).
enum BarEra: Comparable {
    /// iOS 7–9: the backdrop background and manual layout (an iOS 7 dump shows the same classes:
    /// FID-D-QYNAVBACK).
    case backdrop
    /// iOS 10: `_UIBarBackground` with a `UIVisualEffectView`, its tint in `_UIVisualEffectFilterView`.
    case effectFilter
    /// iOS 11–12: the Auto Layout content view; the tint in `_UIVisualEffectSubview`.
    case contentView
    /// iOS 13–18: appearances; the shadow in `_UIBarBackgroundShadowView`.
    case appearance
    /// iOS 26: Liquid Glass.
    case glass

    init(_ os: OSVersion) {
        switch os {
        case ..<OSVersion.ios10: self = .backdrop
        case ..<OSVersion.ios11: self = .effectFilter
        case ..<OSVersion.ios13: self = .contentView
        case ..<OSVersion.ios26: self = .appearance
        default: self = .glass
        }
    }

    /// The view inside a bar's `UIVisualEffectView` that holds its tint, after the backdrop.
    var effectTintClass: ViewClass? {
        switch self {
        case .backdrop: nil
        case .effectFilter: .visualEffectFilterView
        case .contentView, .appearance, .glass: .visualEffectSubview
        }
    }

    /// Whether the navigation bar keeps its large-title and prompt views when they are unused.
    var keepsUnusedStrips: Bool { self == .contentView }
}

/// Figures of the private views that the app tree does not already fix, with their sources.
public struct BarInternalsMetrics: Sendable {
    /// The `UIButtonLabel` in a text `UINavigationButton` (20.5 tall, centred in the 30 pt button)
    /// and the `UILabel` in `UINavigationItemButtonView` (5.5 from its top, 21.5 tall), iOS 9–10
    /// (DUMP-LEGACY).
    public var legacyButtonLabelHeight = 20.5
    public var legacyBackLabel = (y: 5.5, height: 21.5)
    /// The empty `UILabel` of an unused prompt view, iOS 11 (DUMP-WJ11): at y 25.5, 0 × 0.
    public var unusedPromptLabelY = 25.5

    public init() {}
}

extension AppLayout {
    /// The app at `depth`: itself for `.app`; for `.full` with every bar's private subviews and
    /// the navigation bar content view's layout guides added (`BarInternals`).
    public func atDepth(_ depth: ExplainDepth, metrics: BarInternalsMetrics = BarInternalsMetrics()) -> AppLayout {
        guard depth == .full else { return self }
        let pass = BarInternals(
            era: BarEra(screen.os.barDesign(sdk: sdk ?? screen.os)), os: screen.os, scale: screen.scale, direction: layoutDirection, screen: screen.bounds,
            side: screen.rootLayoutMargins.left, metrics: metrics)
        var layout = self
        layout.window = pass.deepened(window)
        layout.additionalWindows = additionalWindows.map { extra in
            var extra = extra
            extra.window = pass.deepened(extra.window)
            return extra
        }
        layout.screen = screen.adding(pass.uncertain)
        return layout
    }
}

/// One full-depth pass: what it reads of the screen and the era, and the nodes it builds.
struct BarInternals {
    let era: BarEra
    let os: OSVersion
    let scale: Double
    let direction: LayoutDirection
    let screen: Rect
    /// The root view's side margin (16, or 20 on 414-wide phones and iPads).
    let side: Double
    let metrics: BarInternalsMetrics

    /// The figures the pass estimates, for explain's `uncertain:` lines.
    var uncertain: [UncertainFigure] {
        var figures = [
            UncertainFigure(
                figure: "content view layout guides", confidence: .single,
                basis: "one iOS 11 trace prints them (UNKO-TRACE) and one iOS 12 trace the back button's (LOCALPODS); "
                    + "later versions and landscape are assumed the same")
        ]
        if era == .glass {
            figures.append(
                UncertainFigure(
                    figure: "iOS 26 bar internals", confidence: .estimate,
                    basis: "no dump of iOS 26 bar backgrounds is published; iOS 13–18's private views are assumed"))
        }
        return era >= .contentView ? figures : []
    }

    /// The node with the private views added below it, its subtree first.
    func deepened(_ node: ViewNode, parent: ViewClass? = nil) -> ViewNode {
        var node = node
        node.children = node.children.map { deepened($0, parent: node.viewClass) }
        switch node.viewClass {
        case .backdropView: node.children += backdropInternals(node)
        case .visualEffectView where parent?.isBarBackground == true: node.children = effectInternals(node)
        case .barBackgroundShadowView: node.children = [filling(.barBackgroundShadowContentImageView, node)]
        case .navigationBar where era < .contentView: node.children += legacyBackIndicator(node)
        case .navigationBar where era >= .appearance:
            // A 0 × 0 plain view, last in every iOS 13+ bar dump (DUMP-CY13, DUMP-LLDB15).
            node.children.append(self.node(.view, frame: .zero, in: node))
        case .tabBar where era == .backdrop: node.children += [tabBarShadow(node)]
        case .tabBarBackgroundView:
            var backdrop = filling(.backdropView, node)
            backdrop.children = backdropInternals(backdrop)
            node.children = [backdrop]
        case .navigationButton: node.children = legacyButtonContents(node)
        case .navigationItemButtonView: node.children = legacyBackLabel(node)
        case .navigationBarLargeTitleView, .navigationBarModernPromptView: node.children += unusedStripLabel(node)
        case .navigationBarContentView: node.layoutGuides = contentGuides(node)
        case .tableView: node.children = tableWrapper(node)
        default: break
        }
        node.children += layoutGuideViews(node)
        return node
    }

    /// A private view at `frame` in `parent`'s bounds that takes no touches: its window frame,
    /// no tap region, its on-screen part dead.
    func node(_ viewClass: ViewClass, frame: Rect, in parent: ViewNode, interactive: Bool = false) -> ViewNode {
        let windowFrame = frame.offsetBy(dx: parent.windowFrame.minX, dy: parent.windowFrame.minY)
        var node = ViewNode(
            viewClass: viewClass, id: nil, viewController: nil, frame: frame, windowFrame: windowFrame,
            safeAreaInsets: parent.safeAreaInsets.map { _ in .zero }, layoutMargins: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
            readableContentFrame: Rect(origin: .zero, size: frame.size), scroll: nil, isHidden: false, alpha: 1,
            isUserInteractionEnabled: interactive, clipsToBounds: false, hitOutsets: .zero, children: [])
        node.deadRegion = windowFrame.intersection(screen).map { [$0] } ?? []
        return node
    }

    /// A private view filling `parent`'s bounds (the effect and backdrop internals, autoresized W+H).
    func filling(_ viewClass: ViewClass, _ parent: ViewNode) -> ViewNode {
        var node = node(viewClass, frame: Rect(origin: .zero, size: parent.frame.size), in: parent)
        node.safeAreaInsets = parent.safeAreaInsets
        return node
    }

    /// iOS 9: the tab bar's shadow line, a `UIImageView` one pixel tall just above the bar, last
    /// among its subviews (DUMP-TABBAR9: `(0 -0.5; 320 0.5)` at 2×, `(0 -0.333333; 414 0.333333)` at 3×).
    func tabBarShadow(_ bar: ViewNode) -> ViewNode {
        node(.imageView, frame: Rect(x: 0, y: -1 / scale, width: bar.frame.width, height: 1 / scale), in: bar)
    }

    /// iOS 9: the backdrop's effect view (clipping) and its hidden plain view (DUMP-1PX, SEED-3).
    func backdropInternals(_ backdrop: ViewNode) -> [ViewNode] {
        var effect = filling(.backdropEffectView, backdrop)
        effect.clipsToBounds = true
        var plain = filling(.view, backdrop)
        plain.isHidden = true
        return [effect, plain]
    }

    /// iOS 10+: the effect view's backdrop, then the view holding its tint (none on a transparent
    /// iOS 13+ bar, whose effect is none: DUMP-LLDB15, DUMP-CY13).
    func effectInternals(_ effect: ViewNode) -> [ViewNode] {
        let backdrop = filling(.visualEffectBackdropView, effect)
        guard let tint = era.effectTintClass, !(era >= .appearance && effect.alpha < 0.01) else { return [backdrop] }
        return [backdrop, filling(tint, effect)]
    }
}
