import Devices
import Geometry

/// The navigation bar's contents per iOS version (CHROME §2): the strips a bar grows
/// by (prompt above, large title and search below), its background views, and its items and
/// title: laid out by hand before iOS 11 (`NavigationBarLegacy.swift`) and by Auto Layout in
/// `_UINavigationBarContentView` from iOS 11 (`NavigationBarModern.swift`).
struct NavigationBarStrips {
    /// Prompt strip at the top of the bar.
    var prompt: Double
    /// The classic 44 (32, 50, 54) pt row with the items and title.
    var content: Double
    var largeTitle: Double
    var search: Double

    var total: Double { prompt + content + largeTitle + search }
}

/// One item of a bar side, measured: its kind, its size in points and its scene id.
struct BarPiece {
    enum Kind {
        case button(title: String?)
        case custom(BarCustomView)
        case fixedSpace(Double)
    }

    var kind: Kind
    var size: Size
    var id: String?
    /// A title's font: regular, or semibold for the `.done` style (Done, Save, bold text items).
    var font = TextFont.barButton
}

/// What the back button shows, after shortening: its title and that title's width, and the
/// whole button's width (chevron, gap, title).
struct BackButton {
    var title: String?
    var titleWidth = 0.0
    var width: Double
}

extension AppBuilder {
    /// The strips of the bar for the controller on top (large titles: iOS 11+, not in compact
    /// height; prompt and search as the item asks).
    func navigationBarStrips(_ nav: NavigationControllerSpec, content: Double) -> NavigationBarStrips {
        let item = nav.stack.last!.common.navigationItem
        let bar = metrics.navigationBar
        return NavigationBarStrips(
            prompt: item.prompt == nil ? 0 : bar.promptHeight, content: content,
            largeTitle: showsLargeTitle(nav) ? bar.largeTitleHeight : 0,
            search: item.hasSearchController && os >= .ios11 ? bar.searchBarHeight : 0)
    }

    /// Large titles need iOS 11, `prefersLargeTitles`, a regular-height screen, and an item
    /// whose mode is `always`, or `automatic` with no controller below it saying `never`.
    func showsLargeTitle(_ nav: NavigationControllerSpec) -> Bool {
        guard os >= .ios11, nav.prefersLargeTitles, screen.verticalSizeClass != .compact else { return false }
        for controller in nav.stack.reversed() {
            switch controller.common.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// Records the uncertain figures a bar's contents use.
    func noteNavigationFigures(_ nav: NavigationControllerSpec, strips: NavigationBarStrips) {
        let item = nav.stack.last!.common.navigationItem
        if strips.prompt > 0 { note("prompt height", BarFigure(strips.prompt, .estimate, "the common 30 (74 in all) has no source")) }
        if strips.search > 0 {
            let confidence: Confidence = os >= .ios15 ? .single : .inferred
            note(
                "search bar height", BarFigure(strips.search, confidence, "52 measured once (PLAYSRG, 2022); earlier versions not measured")
            )
        }
        if strips.largeTitle > 0 && os >= .ios16 {
            note("large title height", BarFigure(strips.largeTitle, .inferred, "52 measured through iOS 15; assumed unchanged since"))
        }
        let hasText =
            item.title != nil || nav.stack.last!.common.title != nil || nav.stack.count > 1
            || (item.leftItems + item.rightItems).contains {
                if case .text = $0 { true } else if case .system(let s) = $0 { s.title != nil } else { false }
            }
        if hasText && metrics.text.confidence >= .inferred {
            note("text widths", BarFigure(0, metrics.text.confidence, metrics.text.basis))
        }
        noteItemFigures(nav, item: item)
        if os >= .ios26 && !(item.leftItems + item.rightItems).isEmpty {
            note(
                "item platters",
                BarFigure(
                    metrics.navigationBar.ios26PlatterHeight, .estimate,
                    "iOS 26 shared item backgrounds: shape and size not measured (RNN26)"))
        }
    }

    /// Flags the item figures that rest on one reading or none: the title–item gap (disputed),
    /// glyph widths, the old button height, and how iOS 11 treats fixed spaces.
    private func noteItemFigures(_ nav: NavigationControllerSpec, item: NavigationItemSpec) {
        let items = item.leftItems + item.rightItems
        let figures = metrics.navigationBar
        let hasTitle = item.titleView != nil || item.title != nil || nav.stack.last!.common.title != nil
        if os >= .ios11 && hasTitle && (!items.isEmpty || nav.stack.count > 1) {
            note("title–item gap", BarFigure(figures.titleItemGap, .inferred, "6 measured by MO4 and FYC on iOS 11+; the seed says 0"))
        }
        if items.contains(where: { if case .system(let system) = $0 { system.title == nil } else { false } }) {
            note("glyph item width", BarFigure(figures.glyphItemWidth, .estimate, "system glyph items drawn in a 22 pt box; not published"))
        }
        if os < .ios11 && items.contains(where: { if case .custom = $0 { false } else if case .fixedSpace = $0 { false } else { true } }) {
            note("button height", BarFigure(figures.legacyButtonHeight, .estimate, "UINavigationButton height before iOS 11 not published"))
        }
        if os >= .ios11 && items.contains(where: { if case .fixedSpace = $0 { true } else { false } }) {
            note(
                "fixed space",
                BarFigure(
                    figures.minimumFixedSpace, .inferred, "MP: minimum width 8 from iOS 11, read as the minimum gap; ignored at the ends"))
        }
    }

    /// The bar's background (`_UINavigationBarBackground` on iOS 9, `_UIBarBackground` later)
    /// and its contents, in the order UIKit's view debugger lists them (§2.4).
    func navigationBarChildren(_ nav: NavigationControllerSpec, bar: ViewNode, strips: NavigationBarStrips) -> [ViewNode] {
        var background = bar.children[0]
        background.children = backgroundViews(background, nav: nav, largeTitle: strips.largeTitle > 0)
        if os < .ios11 { return [background] + legacyNavigationContents(nav, bar: bar, strips: strips) }
        return [background] + modernNavigationContents(nav, bar: bar, strips: strips)
    }

    /// iOS 9: a backdrop and the shadow image; iOS 10–12: the shadow image and the blur; iOS
    /// 13+: the blur and `_UIBarBackgroundShadowView`. An opaque bar has an image view where the
    /// blur would be. A transparent appearance hides both (drawing only).
    private func backgroundViews(_ background: ViewNode, nav: NavigationControllerSpec, largeTitle: Bool) -> [ViewNode] {
        let info = parentInfo(background)
        let size = background.frame.size
        let fill = Rect(origin: .zero, size: size)
        let hairline = Rect(x: 0, y: size.height, width: size.width, height: 1 / screen.scale)
        let effectClass = os < .ios10 ? "_UIBackdropView" : (nav.navigationBar.translucent ? "UIVisualEffectView" : "UIImageView")
        var effect = plainNode(effectClass, frame: fill, parent: info)
        var shadow = plainNode(os >= .ios13 ? "_UIBarBackgroundShadowView" : "UIImageView", frame: hairline, parent: info)
        if isTransparent(nav, largeTitle: largeTitle) {
            effect.alpha = 0
            shadow.alpha = 0
        }
        effect.isUserInteractionEnabled = false
        shadow.isUserInteractionEnabled = false
        return os >= .ios13 ? [effect, shadow] : (os >= .ios10 ? [shadow, effect] : [effect, shadow])
    }

    /// iOS 13+: the standard appearance's background, or at the scroll edge the scroll-edge one
    /// (transparent by default). The scroll edge counts for large-title bars only until iOS 14
    /// and for every bar from iOS 15 (Apple's `scrollEdgeAppearance` docs, §2.5).
    func isTransparent(_ nav: NavigationControllerSpec, largeTitle: Bool) -> Bool {
        guard os >= .ios13 else { return false }
        let appearance = nav.appearance
        let atEdge = !appearance.scrolled && (os >= .ios15 || largeTitle)
        let background = atEdge ? (appearance.scrollEdge ?? .transparent) : appearance.standard
        return background == .transparent
    }

    // MARK: Items

    /// Measures a side's items.
    func pieces(_ items: [BarItemSpec]) -> [BarPiece] {
        let bar = metrics.navigationBar
        return items.map { item in
            switch item {
            case .system(let system):
                if let title = system.title {
                    let font = system.isBold ? TextFont.barTitle : .barButton
                    return BarPiece(
                        kind: .button(title: title), size: Size(width: metrics.text.width(of: title, font: font), height: 0), id: nil,
                        font: font)
                }
                return BarPiece(
                    kind: .button(title: nil), size: Size(width: bar.glyphItemWidth, height: bar.glyphItemWidth), id: system.rawValue)
            case .text(let title, let bold):
                let font = bold ? TextFont.barTitle : .barButton
                return BarPiece(kind: .button(title: title), size: Size(width: metrics.text.width(of: title, font: font), height: 0), id: nil, font: font)
            case .image(let size, let id): return BarPiece(kind: .button(title: nil), size: size, id: id)
            case .custom(let view): return BarPiece(kind: .custom(view), size: view.size, id: view.id)
            case .fixedSpace(let width): return BarPiece(kind: .fixedSpace(width), size: Size(width: width, height: 0), id: nil)
            }
        }
    }

    /// The back button, if the bar shows one: the title of the controller below (its
    /// `backButtonTitle`, else its title), shortened to "Back" and then to the chevron alone
    /// when it would run into the title (FYC; iOS 14+ `backButtonDisplayMode`; the iOS 16+
    /// editor style shows the chevron alone).
    func backButton(_ nav: NavigationControllerSpec, room: Double) -> BackButton? {
        guard nav.stack.count > 1 else { return nil }
        let item = nav.stack.last!.common.navigationItem
        guard !item.hidesBackButton, item.leftItems.isEmpty || item.leftItemsSupplementBackButton else { return nil }
        let below = nav.stack[nav.stack.count - 2].common
        let bar = metrics.navigationBar
        let chevron = (os < .ios11 ? bar.legacyBackChevronSize : bar.backChevronSize).width
        // Without a title below, UIKit's back button says "Back".
        var candidates: [String?] = [below.navigationItem.backButtonTitle ?? below.title ?? "Back", "Back", nil]
        if os >= .ios14 {
            switch item.backButtonDisplayMode {
            case .default: break
            case .generic: candidates = ["Back", nil]
            case .minimal: candidates = [nil]
            }
        }
        if os >= .ios16 && item.style == .editor { candidates = [nil] }
        for candidate in candidates {
            guard let title = candidate else { return BackButton(title: nil, width: chevron) }
            let titleWidth = metrics.text.width(of: title, font: .barButton)
            let width = chevron + bar.backTitleGap + titleWidth
            if width <= room { return BackButton(title: title, titleWidth: titleWidth, width: width) }
        }
        return BackButton(title: nil, width: chevron)
    }

    /// The bar title's text and its measured width.
    func titleText(_ nav: NavigationControllerSpec) -> (text: String, width: Double)? {
        let top = nav.stack.last!.common
        guard let text = top.navigationItem.title ?? top.title else { return nil }
        return (text, metrics.text.width(of: text, font: .barTitle))
    }

    /// A bar button's view tree: the button, its inner button, and the label or image.
    func barButtonNode(_ className: String, piece: BarPiece, frame: Rect, parent: ViewNode) -> ViewNode {
        var button = plainNode(className, frame: frame, parent: parentInfo(parent))
        button.id = piece.id
        let title: String? = if case .button(let title) = piece.kind { title } else { nil }
        let glyph = title == nil ? (piece.id.flatMap { SystemBarItem(rawValue: $0) }?.rawValue ?? "image") : nil
        guard os >= .ios11 else {
            button.text = title
            button.textFont = title == nil ? nil : piece.font
            button.glyph = glyph
            return button
        }
        var inner = plainNode("_UIModernBarButton", frame: Rect(origin: .zero, size: frame.size), parent: parentInfo(button))
        let contentClass: String
        let contentSize: Size
        if case .button(let title?) = piece.kind {
            contentClass = "UIButtonLabel"
            contentSize = Size(width: metrics.text.width(of: title, font: piece.font), height: min(frame.height, 20.5))
        } else {
            contentClass = "UIImageView"
            contentSize = piece.size
        }
        var content = plainNode(
            contentClass,
            frame: Rect(
                x: (frame.width - contentSize.width) / 2, y: (frame.height - contentSize.height) / 2, width: contentSize.width,
                height: contentSize.height
            ).snapped(screen.scale), parent: parentInfo(inner))
        content.isUserInteractionEnabled = false
        content.text = title
        content.textFont = title == nil ? nil : piece.font
        content.glyph = glyph
        inner.children = [content]
        button.children = [inner]
        return button
    }
}
