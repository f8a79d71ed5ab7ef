import Devices
import Geometry
import Solver

/// The navigation bar from iOS 11 (CHROME §2.2–2.4; NIW, HAWK, MP, DEVXOUL, MO4, FYC):
/// `_UINavigationBarContentView` lays out by Auto Layout. Each side's items are arranged
/// subviews of a `_UIButtonBarStackView` pinned to the content view's margins (16/20 plus the
/// side safe area), 8 apart; a fixed space only widens the gap it stands in (never below 8) and
/// is ignored at either end; custom views keep their own frames (frame-sized ones inside a
/// `_UITAMICAdaptorView`), and the stack places their alignment rectangles, so insets can push
/// part of a view outside the stack, where no touch reaches it. The title stays centred on the
/// bar, 6 from the items (or 8/12, from iOS 16 16, from the edge with none), and is
/// compressed when they crowd it. iOS 16's browser and editor styles put it at the leading side.
extension AppBuilder {
    func modernNavigationContents(_ nav: NavigationControllerSpec, bar: ViewNode, strips: NavigationBarStrips) -> [ViewNode] {
        let figures = metrics.navigationBar
        let width = bar.frame.width
        let side = figures.margins(device, os: os, orientation: orientation).side
        let safe = bar.safeAreaInsets ?? .zero
        var insets = (
            leading: side + (direction == .leftToRight ? safe.left : safe.right),
            trailing: side + (direction == .leftToRight ? safe.right : safe.left)
        )
        if let custom = nav.contentViewMargins {
            if os <= .ios12 {
                insets = (custom.leading, custom.trailing)
            } else {
                notes.append("iOS 13+ refuses layout margins set on _UINavigationBarContentView (GK-VC#26); the system margins apply")
            }
        }
        let item = nav.stack.last!.common.navigationItem
        let large = strips.largeTitle > 0
        let title = titleText(nav)
        let titleWidth = large ? 0 : (item.titleView?.size.width ?? title?.width ?? 0)
        let back = backButton(nav, room: (width - titleWidth) / 2 - insets.leading + figures.backChevronOutdent - figures.titleItemGap)

        let engine = LayoutEngine(layoutDirection: direction, scale: screen.scale)
        engine.conflictLog = { [weak self] report in self?.conflicts.append(report.description) }
        var views = ContentViews(content: View("_UINavigationBarContentView"))
        views.content.frame = Rect(x: 0, y: 0, width: width, height: strips.content)
        let constraints = buildContent(&views, item: item, back: back, title: title, insets: insets, height: strips.content)
        engine.add(views.content)
        engine.activate(constraints)

        let contentFrame = Rect(x: 0, y: strips.prompt, width: width, height: strips.content)
        var content = plainNode("_UINavigationBarContentView", frame: contentFrame, parent: parentInfo(bar))
        let margins = EdgeInsets(top: 0, left: insets.leading, bottom: 0, right: insets.trailing)
        content.layoutMargins =
            direction == .leftToRight ? margins : EdgeInsets(top: 0, left: margins.right, bottom: 0, right: margins.left)
        content.children = contentNodes(views, engine: engine, in: content, back: back, title: title, large: large, item: item)
        return [
            largeTitleNode(title?.text, strips: strips, in: bar, inset: insets.leading), content,
            promptNode(item.prompt, strips: strips, in: bar, inset: side),
        ]
            + searchNodes(strips: strips, in: bar, insets: insets)
    }

    /// The content view's constraints: back button, the two stacks, the title.
    private func buildContent(
        _ views: inout ContentViews, item: NavigationItemSpec, back: BackButton?, title: (text: String, width: Double)?,
        insets: (leading: Double, trailing: Double), height: Double
    ) -> [LayoutConstraint] {
        let figures = metrics.navigationBar
        let content = views.content
        var constraints: [LayoutConstraint] = []
        if let back {
            let view = View("_UIButtonBarButton(back)")
            view.translatesAutoresizingMaskIntoConstraints = false
            view.intrinsicContentSize = (back.width, height)
            view.contentHugging = (1000, 1000)
            view.compressionResistance = (1000, 1000)
            content.addSubview(view)
            views.back = view
            constraints += [
                view.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: insets.leading - figures.backChevronOutdent),
                view.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            ]
        }
        for (index, items) in [item.leftItems, Array(item.rightItems.reversed())].enumerated() where !items.isEmpty {
            let (stack, arranged, pieces, own) = buttonBarStack(pieces(items), name: index == 0 ? "leading" : "trailing", height: height)
            content.addSubview(stack)
            let bar = ButtonBar(stack: stack, views: arranged, pieces: pieces)
            if index == 0 { views.leading = bar } else { views.trailing = bar }
            constraints += own
            constraints.append(stack.centerYAnchor.constraint(equalTo: content.centerYAnchor))
            if index == 0 {
                constraints.append(
                    views.back.map { stack.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: figures.itemSpacing) }
                        ?? stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: insets.leading))
            } else {
                constraints.append(content.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: insets.trailing))
            }
        }
        if let titleView = titleEngineView(item: item, title: title, height: height) {
            content.addSubview(titleView)
            views.title = titleView
            constraints += titleConstraints(titleView, views: views, item: item, insets: insets)
        }
        return constraints
    }

    /// `_UIButtonBarStackView` with one arranged view per item; fixed spaces become the gap
    /// between the items either side of them.
    private func buttonBarStack(_ all: [BarPiece], name: String, height: Double) -> (View, [View], [BarPiece], [LayoutConstraint]) {
        let figures = metrics.navigationBar
        let stack = View("_UIButtonBarStackView(\(name))")
        stack.translatesAutoresizingMaskIntoConstraints = false
        var layout = StackLayout()
        layout.alignment = .center
        layout.spacing = figures.itemSpacing
        var views: [View] = []
        var kept: [BarPiece] = []
        var constraints: [LayoutConstraint] = []
        var pendingSpace: Double?
        for piece in all {
            if case .fixedSpace(let space) = piece.kind {
                pendingSpace = max(pendingSpace ?? figures.minimumFixedSpace, space)
                continue
            }
            if let space = pendingSpace, !views.isEmpty { layout.customSpacing[views.count - 1] = space }
            pendingSpace = nil
            let view = View("\(stack.name).item\(views.count)")
            view.translatesAutoresizingMaskIntoConstraints = false
            view.contentHugging = (1000, 1000)
            view.compressionResistance = (1000, 1000)
            switch piece.kind {
            case .custom(let custom):
                view.alignmentRectInsets = custom.alignmentRectInsets
                if custom.sizing == .constraints || custom.sizing == .unsized {
                    let size = custom.sizing == .unsized ? Size(width: 0, height: 0) : custom.size
                    if custom.sizing == .unsized { noteCollapsed(custom) }
                    constraints += [
                        view.widthAnchor.constraint(equalToConstant: size.width),
                        view.heightAnchor.constraint(equalToConstant: size.height),
                    ]
                } else {
                    let alignment = Rect(origin: .zero, size: custom.size).inset(
                        by: custom.sizing == .frame ? custom.alignmentRectInsets : .zero)
                    view.intrinsicContentSize = (alignment.width, alignment.height)
                }
            default:
                view.intrinsicContentSize = (piece.size.width, height)
            }
            stack.addSubview(view)
            views.append(view)
            kept.append(piece)
        }
        constraints += stackConstraints(stack, arranged: views, hidden: views.map { _ in false }, layout: layout, margins: .zero)
        return (stack, views, kept, constraints)
    }

    /// The title label, or the titleView (in a `_UITAMICAdaptorView` when frame-sized).
    private func titleEngineView(item: NavigationItemSpec, title: (text: String, width: Double)?, height: Double) -> View? {
        let view = View("title")
        view.translatesAutoresizingMaskIntoConstraints = false
        if let custom = item.titleView {
            if custom.sizing == .constraints {
                view.contentHugging = (1000, 1000)
                view.compressionResistance = (1000, 1000)
            }
            if custom.sizing == .unsized { noteCollapsed(custom) }
            view.intrinsicContentSize = custom.sizing == .unsized ? (0, 0) : (custom.size.width, custom.size.height)
            return view
        }
        guard let title else { return nil }
        view.intrinsicContentSize = (title.width, min(height, 20.5))
        return view
    }

    private func titleConstraints(
        _ title: View, views: ContentViews, item: NavigationItemSpec, insets: (leading: Double, trailing: Double)
    ) -> [LayoutConstraint] {
        let figures = metrics.navigationBar
        let content = views.content
        let gap = figures.titleItemGap
        let edge = figures.titleEdgeInset(side: figures.margins(device, os: os, orientation: orientation).side, os: os)
        let leadingStack = views.leading?.stack
        let trailingStack = views.trailing?.stack
        let leadingBound =
            (leadingStack ?? views.back).map { title.leadingAnchor.constraint(greaterThanOrEqualTo: $0.trailingAnchor, constant: gap) }
            ?? title.leadingAnchor.constraint(greaterThanOrEqualTo: content.leadingAnchor, constant: edge)
        let trailingBound =
            trailingStack.map { $0.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: gap) }
            ?? content.trailingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: edge)
        var constraints = [leadingBound, trailingBound, title.centerYAnchor.constraint(equalTo: content.centerYAnchor)]
        if os >= .ios16 && item.style != .navigator {
            let anchor = (leadingStack ?? views.back)?.trailingAnchor
            constraints.append(
                anchor.map { title.leadingAnchor.constraint(equalTo: $0, constant: gap) }?.withPriority(999)
                    ?? title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: insets.leading).withPriority(999))
        } else {
            constraints.append(
                title.centerXAnchor.constraint(equalTo: content.centerXAnchor).withPriority(figures.titleStaysCentred ? 999 : 500))
        }
        return constraints
    }

    /// A view with no intrinsic size and no size constraints collapses from iOS 11.
    private func noteCollapsed(_ custom: BarCustomView) {
        notes.append(
            "\(custom.id.map { "\"\($0)\"" } ?? "a custom view") has no intrinsic size or size constraints: from iOS 11 the bar sizes it to zero (NIW, HAWK)"
        )
    }
}

/// One side's `_UIButtonBarStackView` in the content view's engine: the stack, its arranged
/// views and the items they show.
struct ButtonBar {
    var stack: View
    var views: [View]
    var pieces: [BarPiece]
}

/// The engine's views for one content view.
struct ContentViews {
    var content: View
    var back: View?
    var leading: ButtonBar?
    var trailing: ButtonBar?
    var title: View?

    var bars: [ButtonBar] { [leading, trailing].compactMap { $0 } }
}
