import BezelDevices
import BezelGeometry

/// Bar button items, measured and built (CHROME §2.2–2.4; FYC, QMUI, MP): a text item as wide
/// as its title (semibold for Done and Save), a glyph item in a 22 pt box, the back button's
/// title shortened to "Back" and then to the chevron alone when it would run into the title.
/// Their views: `UINavigationButton` / `UIToolbarButton` before iOS 11, `_UIButtonBarButton` ›
/// `_UIModernBarButton` › label or image from iOS 11.

/// One item of a bar side, measured: its kind, its size in points and its scene id.
struct BarPiece {
    enum Kind {
        case button(title: String?)
        case custom(BarCustomView)
        case fixedSpace(Double)
    }

    var kind: Kind
    /// The content's size: the title's width, the image's or glyph's size, the custom view's.
    var size: Size
    var id: String?
    /// A title's font: regular, or semibold for the `.done` style (Done, Save, bold text items).
    var font = TextFont.barButton
    /// From iOS 11, the room a `_UIButtonBarButton` leaves around its content on its leading and
    /// trailing sides (`ButtonBarStack.swift` sets it); zero for custom views and before iOS 11.
    var padding = (leading: 0.0, trailing: 0.0)

    var isCustom: Bool { if case .custom = kind { true } else { false } }
    var isButton: Bool { if case .button = kind { true } else { false } }
    /// The button's width: its content and the room around it.
    var width: Double { size.width + padding.leading + padding.trailing }

    /// The room a bar button leaves on each side of its content, on every version: 11 beside an
    /// image or glyph (FID-B-RTCLEAN on iOS 7, FID-B-ZJIOS from iOS 13), none beside a title or
    /// around a custom view.
    func contentRoom(_ figures: NavigationBarMetrics) -> Double {
        if case .button(nil) = kind { return figures.imageItemPadding }
        return 0
    }
}

/// What the back button shows, after shortening: its title and that title's width, and the
/// whole button's width (chevron, gap, title).
struct BackButton {
    var title: String?
    var titleWidth = 0.0
    var width: Double
}

/// Measures a side's items.
func barPieces(_ items: [BarItemSpec], context: AppContext) -> [BarPiece] {
    let text = context.metrics.text
    let glyph = context.metrics.navigationBar.glyphItemWidth
    func titled(_ title: String, bold: Bool) -> BarPiece {
        let font = bold ? TextFont.barTitle : .barButton
        return BarPiece(kind: .button(title: title), size: Size(width: text.width(of: title, font: font), height: 0), id: nil, font: font)
    }
    return items.map { item in
        switch item {
        case .system(let system):
            if let title = system.title { return titled(title, bold: system.isBold) }
            return BarPiece(kind: .button(title: nil), size: Size(width: glyph, height: glyph), id: system.rawValue)
        case .text(let title, let bold): return titled(title, bold: bold)
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
func backButton(_ nav: NavigationControllerSpec, room: Double, context: AppContext) -> BackButton? {
    guard nav.stack.count > 1 else { return nil }
    let item = nav.stack.last!.common.navigationItem
    guard !item.hidesBackButton, item.leftItems.isEmpty || item.leftItemsSupplementBackButton else { return nil }
    let below = nav.stack[nav.stack.count - 2].common
    let os = context.os
    let bar = context.metrics.navigationBar
    let chevron = (os < .ios11 ? bar.legacyBackChevron(os: os) : bar.backChevronSize).width
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
    // An empty title shows the chevron alone, never "Back" (JUSTABEECH, QYNAVBACK: on iOS 7 the
    // button keeps its chevron around an empty label, 41 wide; Bezel gives it the chevron's width).
    if below.navigationItem.backButtonTitle == "" { candidates = [nil] }
    for candidate in candidates {
        guard let title = candidate else { return BackButton(title: nil, width: chevron) }
        let titleWidth = context.metrics.text.width(of: title, font: .barButton)
        let width = chevron + bar.backTitleGap + titleWidth
        if width <= room { return BackButton(title: title, titleWidth: titleWidth, width: width) }
    }
    return BackButton(title: nil, width: chevron)
}

/// The bar title's text and its measured width.
func titleText(_ nav: NavigationControllerSpec, context: AppContext) -> (text: String, width: Double)? {
    let top = nav.stack.last!.common
    guard let text = top.navigationItem.title ?? top.title else { return nil }
    return (text, context.metrics.text.width(of: text, font: .barTitle))
}

/// A bar button's view tree: the button and, from iOS 11, its inner button holding the label
/// or image. A glyph item shows its system glyph, an image item the image placeholder.
func barButtonNode(_ viewClass: ViewClass, piece: BarPiece, frame: Rect, parent: ViewNode, context: AppContext) -> ViewNode {
    var button = context.plainNode(viewClass, frame: frame, in: parent)
    button.id = piece.id
    let title: String? = if case .button(let title) = piece.kind { title } else { nil }
    let glyph = title == nil ? (piece.id.flatMap { SystemBarItem(rawValue: $0) }?.glyph ?? .image) : nil
    guard context.os >= .ios11 else {
        button.text = title
        button.textFont = title == nil ? nil : piece.font
        button.glyph = glyph
        return button
    }
    button.children = [modernBarButton(piece, title: title, glyph: glyph, in: button, context: context)]
    return button
}

/// iOS 11+: `_UIModernBarButton` around the content only, inside the button's padding and centred
/// vertically, holding the image, or the label one point below its top (a text item's inner
/// button is 21.5 tall around a 20.5 pt label: FID-B-CRIFAN-CYCRIPT; an image item's is the
/// image: FID-B-ZJIOS).
private func modernBarButton(_ piece: BarPiece, title: String?, glyph: Glyph?, in button: ViewNode, context: AppContext) -> ViewNode {
    let frame = button.frame
    let labelHeight = min(frame.height, context.metrics.navigationBar.itemLabelHeight)
    let top = context.metrics.navigationBar.itemLabelTop
    let size = title.map { _ in Size(width: piece.size.width, height: labelHeight + top) } ?? piece.size
    let left = context.direction == .leftToRight ? piece.padding.leading : piece.padding.trailing
    let innerFrame = Rect(x: left, y: floorToPixels((frame.height - size.height) / 2, scale: context.scale), width: size.width, height: size.height)
    var inner = context.plainNode(.modernBarButton, frame: innerFrame.snapped(context.scale), in: button)
    inner.isUserInteractionEnabled = false
    let contentFrame = title == nil ? Rect(origin: .zero, size: size) : Rect(x: 0, y: top, width: size.width, height: labelHeight)
    var content = context.plainNode(title == nil ? .imageView : .buttonLabel, frame: contentFrame.snapped(context.scale), in: inner)
    content.isUserInteractionEnabled = false
    content.text = title
    content.textFont = title == nil ? nil : piece.font
    content.glyph = glyph
    inner.children = [content]
    return inner
}

/// A custom bar view (or titleView) as the scene declared it: the view, its class (or the
/// user's own) and its subviews, laid out as a controller's views are (`UserViews.swift`).
func customNode(_ custom: BarCustomView, frame: Rect, in parent: ViewNode, context: AppContext) -> RuleOutput<ViewNode> {
    declaredView(custom.view, frame: frame, in: parent, context: context)
}
