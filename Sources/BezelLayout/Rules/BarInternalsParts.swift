import BezelAutoLayout
import BezelGeometry

/// The full-depth pass's views inside the navigation bar's contents: the pre-iOS 11 back
/// indicator and the labels inside buttons, the labels of unused strips, and the layout guides
/// of `_UINavigationBarContentView` (`BarInternals.swift` has the era table).
extension BarInternals {
    /// Before iOS 11 the bar always holds `_UINavigationBarBackIndicatorView`, last, at alpha 0
    /// when no back button shows, where the chevron would be (SEED-3's iOS 9 and 10 lists;
    /// DUMP-1PX, DUMP-IOS10, DUMP-BK, DUMP-XUTIL: 13 × 21, 8 from the edge, 12 on 414-wide phones).
    func legacyBackIndicator(_ bar: ViewNode) -> [ViewNode] {
        guard !bar.children.contains(where: { $0.viewClass == .navigationBarBackIndicatorView }) else { return [] }
        let prompt = bar.children.first { $0.textFont == .prompt }?.frame.height ?? 0
        let figures = NavigationBarMetrics()
        let size = figures.legacyBackChevron(os: os)
        let y = prompt + (bar.frame.height - prompt - size.height) / 2
        let outdent = figures.backChevronOutdent
        var frame = Rect(x: side - outdent, y: y, width: size.width, height: size.height).snapped(scale)
        if direction == .rightToLeft { frame.origin.x = bar.frame.width - frame.maxX }
        var indicator = node(.navigationBarBackIndicatorView, frame: frame, in: bar)
        indicator.alpha = 0
        return [indicator]
    }

    /// A `UINavigationButton`'s title in its `UIButtonLabel` (20.5 tall, centred: DUMP-LEGACY) or
    /// its glyph or image in a centred `UIImageView`, the button's room beside it (an iOS 7 dump:
    /// a 22 pt image at (11 4) in a 44 × 30 button, FID-B-RTCLEAN).
    func legacyButtonContents(_ button: ViewNode) -> [ViewNode] {
        let size = button.frame.size
        if let text = button.text {
            let height = metrics.legacyButtonLabelHeight
            let frame = Rect(x: 0, y: (size.height - height) / 2, width: size.width, height: height).snapped(scale)
            var label = node(.buttonLabel, frame: frame, in: button)
            label.text = text
            label.textFont = button.textFont
            return [label]
        }
        guard button.glyph != nil else { return [] }
        let side = max(0, min(size.width - 2 * NavigationBarMetrics().imageItemPadding, size.height))
        let frame = Rect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side).snapped(scale)
        var image = node(.imageView, frame: frame, in: button)
        image.glyph = button.glyph
        image.clipsToBounds = true
        return [image]
    }

    /// The back button's title in a `UILabel` after the chevron's width and its gap (DUMP-LEGACY:
    /// 5.5 from the top, 21.5 tall).
    func legacyBackLabel(_ button: ViewNode) -> [ViewNode] {
        guard let text = button.text else { return [] }
        let figures = NavigationBarMetrics()
        let x = figures.legacyBackChevron(os: os).width + figures.backTitleGap
        let shape = metrics.legacyBackLabel
        var frame = Rect(x: x, y: shape.y, width: max(0, button.frame.width - x), height: shape.height).snapped(scale)
        if direction == .rightToLeft { frame.origin.x = button.frame.width - frame.maxX }
        var label = node(.label, frame: frame, in: button)
        label.text = text
        label.textFont = button.textFont
        return [label]
    }

    /// The empty `UILabel` an unused large-title or prompt view keeps on iOS 11–12 (SEED-3;
    /// DUMP-WJ11: 0 × 0, the prompt's at y 25.5).
    func unusedStripLabel(_ strip: ViewNode) -> [ViewNode] {
        guard strip.children.isEmpty, era.keepsUnusedStrips else { return [] }
        let y = strip.viewClass == .navigationBarModernPromptView ? metrics.unusedPromptLabelY : 0
        return [node(.label, frame: Rect(x: 0, y: y, width: 0, height: 0), in: strip)]
    }

    /// `_UINavigationBarContentView`'s guides in the order UIKit lists them (UNKO-TRACE, an iOS 11
    /// `_autolayoutTrace`; DUMP-GUIDES): the back button's, each side's bar's, the title's room
    /// between them, then its margins guide. BackButtonGuide is the back button's frame
    /// (LOCALPODS); without one it ends 8 from the leading edge (`{{0, 0}, {8, 44}}`), 16 with a
    /// custom view first (`{{0, 0}, {16, 44}}`; NATAI). A side's bar guide is its stack's frame,
    /// or empty where the stack would start (`{{8, 0}, {0, 44}}`, `{{367, 0}, {0, 44}}` on a
    /// 375-wide phone); TitleView spans the room between the bar guides, touching them on iOS 11
    /// (`{{8, 0}, {334, 44}}`, `{{60, 0}, {307, 44}}`) and the title gap inside them from iOS 12,
    /// where later layouts put their 6 pt spacers (UIKIT-DECOMP; not printed).
    func contentGuides(_ content: ViewNode) -> [LayoutGuideNode] {
        let width = content.frame.width
        let height = content.frame.height
        let leftToRight = direction == .leftToRight
        // Frames in leading coordinates: x measured from the leading edge.
        func leading(_ rect: Rect) -> Rect {
            leftToRight ? rect : Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        let margins = content.layoutMargins
        let (leadingInset, trailingInset) = leftToRight ? (margins.left, margins.right) : (margins.right, margins.left)
        let parts = ContentParts(content, leading: leading)
        let outdent = NavigationBarMetrics().backChevronOutdent
        let customFirst = parts.leadingBar?.children.first.map { $0.isDeclared || $0.viewClass == .tamicAdaptorView } ?? false
        let back =
            parts.back
            ?? Rect(x: 0, y: 0, width: max(0, leadingInset - outdent + (customFirst ? outdent : 0)), height: height)
        let leadingBar = parts.leadingBar.map { leading($0.frame) } ?? Rect(x: back.maxX, y: 0, width: 0, height: height)
        let trailingBar =
            parts.trailingBar.map { leading($0.frame) } ?? Rect(x: width - max(0, trailingInset - outdent), y: 0, width: 0, height: height)
        let gap = NavigationBarMetrics().titleGap(os: os)
        let title = Rect(x: leadingBar.maxX + gap, y: 0, width: max(0, trailingBar.minX - leadingBar.maxX - 2 * gap), height: height)
        let guides = [("BackButtonGuide", back), ("LeadingBarGuide", leadingBar), ("TitleView", title), ("TrailingBarGuide", trailingBar)]
        let marginsFrame = Rect(origin: .zero, size: content.frame.size).inset(by: margins)
        return guides.map { LayoutGuideNode(identifier: $0.0, layoutFrame: leading($0.1)) }
            + [LayoutGuideNode(className: "UIViewLayoutMarginsGuide", identifier: "UIViewLayoutMarginsGuide", layoutFrame: marginsFrame)]
    }
}

/// The views of one content view by role: the back button's frame in leading coordinates and the
/// stack on each side (the leading one nearer the leading edge).
private struct ContentParts {
    var back: Rect?
    var leadingBar: ViewNode?
    var trailingBar: ViewNode?

    init(_ content: ViewNode, leading: (Rect) -> Rect) {
        var stacks: [ViewNode] = []
        for child in content.children {
            switch child.viewClass {
            case .buttonBarButton: back = leading(child.frame)
            case .buttonBarStackView: stacks.append(child)
            default: break
            }
        }
        // Both sides: leading first (`contentNodes`); one side: the one its centre is nearer.
        if stacks.count == 2 {
            (leadingBar, trailingBar) = (stacks[0], stacks[1])
        } else if let only = stacks.first {
            if leading(only.frame).midX < content.frame.width / 2 { leadingBar = only } else { trailingBar = only }
        }
    }
}
