import BezelAutoLayout
import BezelDevices
import BezelGeometry

/// `_UIButtonBarStackView` from iOS 11 (CHROME §2.3; HAWK, MP, NIW, DEVXOUL#8, UIKIT-DECOMP): a
/// horizontal stack of one side's items, centred, 8 apart. Every fixed space is a spacer view of
/// its width, never below the 8 pt minimum, in place of the gap; one at the bar's edge also starts
/// the stack 8 outside the margin, as a button there does (the seed's img5: a negative space keeps
/// a custom view's alignment overhang inside the stack); those at the end facing the title are
/// left out; buttons keep their sizes
/// (required hugging and compression resistance); custom views take part with their own
/// priorities (a plain view's 250 and 750 unless the scene sets them), so a stack with too
/// little room squeezes them (HAWK: `customView |<-reducedWidth->|`), never below zero. The
/// stack places custom views' alignment rectangles.

/// One side's stack in the content view's engine: the stack, its arranged views and the items
/// they show, and how far its outer end reaches past the margin (a button at the bar's edge
/// reaches `edgeButtonOverhang` past it; a custom view stays at it: FID-D-UNKO-TRACE).
struct ButtonBar {
    var stack: View
    var views: [View]
    var pieces: [BarPiece]
    var overhang = 0.0

    /// Whether the stack starts with a spacer: after the back button, the space then stands in
    /// for the gap between them (UIKIT-DECOMP: the back-to-leading-bar gap becomes 0).
    var startsWithSpacer: Bool { if case .fixedSpace = pieces.first?.kind { true } else { false } }
}

/// Which end of a stack, if either, lies at the content view's edge.
enum StackEdge {
    case first, last
}

/// The stack with one arranged view per item, and the constraints that arrange and size them;
/// `edge` is the end at the content view's edge (nil when the back button is there).
func buttonBarStack(
    _ all: [BarPiece], name: String, edge: StackEdge?, height: Double, context: AppContext
) -> (
    value: ButtonBar, constraints: [LayoutConstraint]
) {
    let figures = context.metrics.navigationBar
    let stack = View("\(ViewClass.buttonBarStackView.rawValue)(\(name))")
    stack.translatesAutoresizingMaskIntoConstraints = false
    var layout = StackLayout()
    layout.alignment = .center
    layout.spacing = figures.itemSpacing
    var bar = ButtonBar(stack: stack, views: [], pieces: [])
    var constraints: [LayoutConstraint] = []
    for (index, piece) in keptPieces(padded(all, edge: edge, context: context), edge: edge).enumerated() {
        let view = View("\(stack.name).item\(index)")
        constraints += size(view, for: piece, height: height, context: context)
        stack.addSubview(view)
        bar.views.append(view)
        bar.pieces.append(piece)
        // A spacer replaces the 8 pt gap on either side of it (UIKIT-DECOMP: no automatic spacer
        // next to a space).
        if case .fixedSpace = piece.kind {
            layout.customSpacing[index] = 0
            if index > 0 { layout.customSpacing[index - 1] = 0 }
        }
    }
    constraints += stackConstraints(stack, arranged: bar.views, hidden: bar.views.map { _ in false }, layout: layout, margins: .zero)
    let outer = edge == .first ? bar.pieces.first : (edge == .last ? bar.pieces.last : nil)
    bar.overhang = outer.map { $0.isCustom ? 0 : figures.edgeButtonOverhang } ?? 0
    return (bar, constraints)
}

/// The pieces the stack arranges: every fixed space becomes a spacer view (IOS11-HEADERS, UIKIT-DECOMP:
/// each space item owns one), except the spaces at the end that faces the title, which UIKit
/// leaves out; a side of spaces alone keeps them.
private func keptPieces(_ pieces: [BarPiece], edge: StackEdge?) -> [BarPiece] {
    func isSpace(_ piece: BarPiece) -> Bool { if case .fixedSpace = piece.kind { true } else { false } }
    guard pieces.contains(where: { !isSpace($0) }) else { return pieces }
    switch edge {
    case .last: return Array(pieces.drop(while: isSpace))
    case .first, nil:
        let trailingSpaces = pieces.reversed().prefix(while: isSpace).count
        return Array(pieces.dropLast(trailingSpaces))
    }
}

/// From iOS 11, each button's room around its content: `imageItemPadding` beside an image or
/// glyph, none beside a title, and `edgeButtonOverhang` on its outer side when it is the item at
/// the bar's edge (a fixed space there becomes the edge's spacer instead).
private func padded(_ pieces: [BarPiece], edge: StackEdge?, context: AppContext) -> [BarPiece] {
    let figures = context.metrics.navigationBar
    let edgeIndex = edge == .first ? pieces.indices.first : (edge == .last ? pieces.indices.last : nil)
    var result = pieces
    for index in pieces.indices where pieces[index].isButton {
        let room = pieces[index].contentRoom(figures)
        result[index].padding = (room, room)
        guard index == edgeIndex else { continue }
        if edge == .first { result[index].padding.leading = figures.edgeButtonOverhang } else { result[index].padding.trailing = figures.edgeButtonOverhang }
    }
    return result
}

/// An arranged item's size: a button as wide as measured and the row's height; a custom view by
/// its constraints (zero when it has none), or its intrinsic or frame size less its alignment
/// insets, held by its own hugging and compression resistance and never narrower than zero.
private func size(_ view: View, for piece: BarPiece, height: Double, context: AppContext) -> [LayoutConstraint] {
    view.translatesAutoresizingMaskIntoConstraints = false
    if case .fixedSpace(let width) = piece.kind {
        // A zero-height spacer view at least the minimum fixed space wide (UIKIT-DECOMP:
        // `_UIButtonBarSpacerLayout`; FLUTTER#93532 prints the spacer views).
        return [
            view.widthAnchor.constraint(equalToConstant: max(width, context.metrics.navigationBar.minimumFixedSpace)),
            view.heightAnchor.constraint(equalToConstant: 0),
        ]
    }
    guard case .custom(let custom) = piece.kind else {
        view.contentHugging = (1000, 1000)
        view.compressionResistance = (1000, 1000)
        view.intrinsicContentSize = (piece.width, height)
        return []
    }
    return customViewSize(view, custom)
}

/// A custom view's size in the bar's engine (a bar item's or the titleView): its constraints
/// (zero when it has none), or its intrinsic or frame size less its alignment insets, held by
/// its own hugging and compression resistance; at least zero wide.
func customViewSize(_ view: View, _ custom: BarCustomView) -> [LayoutConstraint] {
    view.contentHugging = (custom.view.contentHugging.horizontal, custom.view.contentHugging.vertical)
    view.compressionResistance = (custom.view.compressionResistance.horizontal, custom.view.compressionResistance.vertical)
    view.alignmentRectInsets = custom.alignmentRectInsets
    let nonNegative = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 0)
    switch custom.sizing {
    case .constraints, .unsized:
        let size = custom.sizing == .unsized ? Size(width: 0, height: 0) : custom.size
        return [
            nonNegative, view.widthAnchor.constraint(equalToConstant: size.width),
            view.heightAnchor.constraint(equalToConstant: size.height),
        ]
    case .frame, .intrinsic:
        let alignment = Rect(origin: .zero, size: custom.size).inset(by: custom.sizing == .frame ? custom.alignmentRectInsets : .zero)
        view.intrinsicContentSize = (alignment.width, alignment.height)
        return [nonNegative]
    }
}

/// One note for each custom bar item the content view left narrower than it asks to be (HAWK's
/// `reducedWidth`): its id, both widths in points. (A titleView wider than the bar is common
/// and expected to be fitted, so it gets none.)
func squeezedViewNotes(_ solved: SolvedContent) -> [String] {
    var customs: [(BarCustomView, View)] = []
    for bar in solved.views.bars {
        for (piece, view) in zip(bar.pieces, bar.views) { if case .custom(let custom) = piece.kind { customs.append((custom, view)) } }
    }
    return customs.compactMap { custom, view in
        guard custom.sizing != .unsized else { return nil }
        let insets = custom.alignmentRectInsets.left + custom.alignmentRectInsets.right
        let asked = custom.sizing == .frame ? custom.size.width - insets : custom.size.width
        let given = solved.engine.frame(of: view).width - insets
        guard given < asked - 0.0005 else { return nil }
        let name = custom.id.map { "\"\($0)\"" } ?? "a custom view"
        return "\(name) is squeezed from \(formatCompact(asked, decimals: 3)) to \(formatCompact(given, decimals: 3)) pt wide: "
            + "the bar has no more room for it and its compression resistance (\(formatCompact(custom.view.compressionResistance.horizontal))) "
            + "gives way (HAWK)"
    }
}
