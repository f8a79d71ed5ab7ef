import BezelAutoLayout
import BezelDevices
import BezelGeometry

/// `_UIButtonBarStackView` from iOS 11 (CHROME §2.3; HAWK, MP, NIW, DEVXOUL#8): a horizontal
/// stack of one side's items, centred, 8 apart. A fixed space only widens the gap it stands in
/// (never below its 8 pt minimum) and is ignored at either end; buttons and custom views keep
/// their sizes (required hugging and compression resistance), and the stack places custom
/// views' alignment rectangles.

/// One side's stack in the content view's engine: the stack, its arranged views and the items
/// they show.
struct ButtonBar {
    var stack: View
    var views: [View]
    var pieces: [BarPiece]
}

/// The stack with one arranged view per item, and the constraints that arrange and size them.
func buttonBarStack(
    _ all: [BarPiece], name: String, height: Double, context: AppContext
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
    var pendingSpace: Double?
    for piece in all {
        if case .fixedSpace(let space) = piece.kind {
            pendingSpace = max(pendingSpace ?? figures.minimumFixedSpace, space)
            continue
        }
        if let space = pendingSpace, !bar.views.isEmpty { layout.customSpacing[bar.views.count - 1] = space }
        pendingSpace = nil
        let view = View("\(stack.name).item\(bar.views.count)")
        constraints += size(view, for: piece, height: height)
        stack.addSubview(view)
        bar.views.append(view)
        bar.pieces.append(piece)
    }
    constraints += stackConstraints(stack, arranged: bar.views, hidden: bar.views.map { _ in false }, layout: layout, margins: .zero)
    return (bar, constraints)
}

/// An arranged item's size: a button as wide as measured and the row's height; a custom view by
/// its constraints (zero when it has none), or its intrinsic or frame size less its alignment
/// insets.
private func size(_ view: View, for piece: BarPiece, height: Double) -> [LayoutConstraint] {
    view.translatesAutoresizingMaskIntoConstraints = false
    view.contentHugging = (1000, 1000)
    view.compressionResistance = (1000, 1000)
    guard case .custom(let custom) = piece.kind else {
        view.intrinsicContentSize = (piece.size.width, height)
        return []
    }
    view.alignmentRectInsets = custom.alignmentRectInsets
    switch custom.sizing {
    case .constraints, .unsized:
        let size = custom.sizing == .unsized ? Size(width: 0, height: 0) : custom.size
        return [view.widthAnchor.constraint(equalToConstant: size.width), view.heightAnchor.constraint(equalToConstant: size.height)]
    case .frame, .intrinsic:
        let alignment = Rect(origin: .zero, size: custom.size).inset(by: custom.sizing == .frame ? custom.alignmentRectInsets : .zero)
        view.intrinsicContentSize = (alignment.width, alignment.height)
        return []
    }
}
