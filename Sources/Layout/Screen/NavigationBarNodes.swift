import AutoLayout
import Devices
import Geometry

/// The view nodes of an iOS 11+ navigation bar, from the solved content view and the strips.
/// `_UINavigationBarLargeTitleView` and `_UINavigationBarModernPromptView` are always there,
/// hidden with a zero frame when unused, as iOS 11's view dumps show them.
extension AppBuilder {
    /// Back button, each side's stack (behind an iOS 26 platter), and the title.
    func contentNodes(
        _ views: ContentViews, engine: LayoutEngine, in content: ViewNode, back: BackButton?, title: (text: String, width: Double)?,
        large: Bool, item: NavigationItemSpec
    ) -> [ViewNode] {
        var nodes: [ViewNode] = []
        if let backView = views.back, let back {
            nodes.append(backButtonNode(back, frame: engine.frame(of: backView), in: content))
        }
        for bar in views.bars {
            let frame = engine.frame(of: bar.stack)
            if os >= .ios26 {
                let height = metrics.navigationBar.ios26PlatterHeight
                var platter = plainNode(
                    .barItemGroupPlatter, frame: Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height),
                    parent: parentInfo(content))
                platter.isUserInteractionEnabled = false
                nodes.append(platter)
            }
            var stackNode = plainNode(.buttonBarStackView, frame: frame, parent: parentInfo(content))
            stackNode.children = zip(bar.views, bar.pieces).map { view, piece in
                itemNode(piece, frame: engine.frame(of: view), in: stackNode)
            }
            nodes.append(stackNode)
        }
        if let titleView = views.title {
            nodes.append(titleNode(item: item, title: title, frame: engine.frame(of: titleView), in: content, hiddenByLargeTitle: large))
        }
        return nodes
    }

    /// `_UIButtonBarButton` › `_UIModernBarButton` › chevron image and title label.
    private func backButtonNode(_ back: BackButton, frame: Rect, in content: ViewNode) -> ViewNode {
        let figures = metrics.navigationBar
        var button = plainNode(.buttonBarButton, frame: frame, parent: parentInfo(content))
        button.id = back.title.map { "back: \($0)" } ?? "back"
        var inner = plainNode(.modernBarButton, frame: Rect(origin: .zero, size: frame.size), parent: parentInfo(button))
        let chevron = figures.backChevronSize
        var image = plainNode(
            .imageView,
            frame: Rect(x: 0, y: (frame.height - chevron.height) / 2, width: chevron.width, height: chevron.height).snapped(screen.scale),
            parent: parentInfo(inner))
        image.glyph = .chevronBackward
        var parts = [image]
        if let title = back.title {
            let x = chevron.width + figures.backTitleGap
            let label = Rect(x: x, y: (frame.height - 20.5) / 2, width: back.titleWidth, height: 20.5)
            var node = plainNode(.buttonLabel, frame: label.snapped(screen.scale), parent: parentInfo(inner))
            node.text = title
            node.textFont = .barButton
            parts.append(node)
        }
        for index in parts.indices { parts[index].isUserInteractionEnabled = false }
        if direction == .rightToLeft { parts = parts.map { mirroredInParent($0, width: frame.width) } }
        inner.children = parts
        button.children = [inner]
        return button
    }

    /// A bar button, a constrained or intrinsic custom view, or a frame-sized custom view in its
    /// `_UITAMICAdaptorView`.
    private func itemNode(_ piece: BarPiece, frame: Rect, in stack: ViewNode) -> ViewNode {
        guard case .custom(let custom) = piece.kind else {
            return barButtonNode(.buttonBarButton, piece: piece, frame: frame, parent: stack)
        }
        if custom.sizing == .frame {
            var adaptor = plainNode(.tamicAdaptorView, frame: frame, parent: parentInfo(stack))
            adaptor.children = [customNode(custom, frame: Rect(origin: .zero, size: frame.size), in: adaptor)]
            return adaptor
        }
        return customNode(custom, frame: frame, in: stack)
    }

    /// A custom bar view (or titleView) as the scene declared it.
    func customNode(_ custom: BarCustomView, frame: Rect, in parent: ViewNode) -> ViewNode {
        var node = plainNode(.view, frame: frame, parent: parentInfo(parent))
        node.id = custom.id
        node.isDeclared = true
        node.isUserInteractionEnabled = custom.isUserInteractionEnabled
        return node
    }

    /// The title label (transparent while a large title shows) or the titleView.
    private func titleNode(
        item: NavigationItemSpec, title: (text: String, width: Double)?, frame: Rect, in content: ViewNode, hiddenByLargeTitle: Bool
    ) -> ViewNode {
        if let custom = item.titleView {
            if custom.sizing == .frame {
                var adaptor = plainNode(.tamicAdaptorView, frame: frame, parent: parentInfo(content))
                adaptor.children = [customNode(custom, frame: Rect(origin: .zero, size: frame.size), in: adaptor)]
                return adaptor
            }
            return customNode(custom, frame: frame, in: content)
        }
        var label = plainNode(.label, frame: frame, parent: parentInfo(content))
        label.id = title?.text
        label.text = title?.text
        label.textFont = title == nil ? nil : .barTitle
        label.isUserInteractionEnabled = false
        if hiddenByLargeTitle { label.alpha = 0 }
        return label
    }

    func largeTitleNode(_ text: String?, strips: NavigationBarStrips, in bar: ViewNode, inset: Double) -> ViewNode {
        guard strips.largeTitle > 0 else { return hiddenNode(.navigationBarLargeTitleView, in: bar) }
        let frame = Rect(x: 0, y: strips.prompt + strips.content, width: bar.frame.width, height: strips.largeTitle)
        var view = plainNode(.navigationBarLargeTitleView, frame: frame, parent: parentInfo(bar))
        view.clipsToBounds = true
        if let text {
            let width = min(metrics.text.width(of: text, font: .largeTitle), frame.width - 2 * inset)
            var label = plainNode(
                .label, frame: Rect(x: inset, y: 0, width: max(0, width), height: frame.height), parent: parentInfo(view))
            if direction == .rightToLeft { label = mirroredInParent(label, width: frame.width) }
            label.id = text
            label.text = text
            label.textFont = .largeTitle
            label.isUserInteractionEnabled = false
            view.children = [label]
        }
        return view
    }

    func promptNode(_ prompt: String?, strips: NavigationBarStrips, in bar: ViewNode, inset: Double) -> ViewNode {
        guard let prompt, strips.prompt > 0 else { return hiddenNode(.navigationBarModernPromptView, in: bar) }
        var view = plainNode(
            .navigationBarModernPromptView, frame: Rect(x: 0, y: 0, width: bar.frame.width, height: strips.prompt),
            parent: parentInfo(bar))
        var label = plainNode(
            .label, frame: Rect(x: inset, y: 0, width: bar.frame.width - 2 * inset, height: strips.prompt), parent: parentInfo(view))
        label.id = prompt
        label.text = prompt
        label.textFont = .prompt
        label.isUserInteractionEnabled = false
        view.children = [label]
        return view
    }

    /// The search bar below the title: `_UINavigationControllerPaletteClippingView` ›
    /// `_UINavigationControllerManagedSearchPalette` › `UISearchBar` › its 36 pt text field
    /// (QMUI), between the content view's margins.
    func searchNodes(strips: NavigationBarStrips, in bar: ViewNode, insets: (leading: Double, trailing: Double)) -> [ViewNode] {
        guard strips.search > 0 else { return [] }
        let frame = Rect(x: 0, y: strips.prompt + strips.content + strips.largeTitle, width: bar.frame.width, height: strips.search)
        var clipping = plainNode(.paletteClippingView, frame: frame, parent: parentInfo(bar))
        clipping.clipsToBounds = true
        let local = Rect(origin: .zero, size: frame.size)
        var palette = plainNode(.managedSearchPalette, frame: local, parent: parentInfo(clipping))
        var searchBar = plainNode(.searchBar, frame: local, parent: parentInfo(palette))
        let left = direction == .leftToRight ? insets.leading : insets.trailing
        let right = direction == .leftToRight ? insets.trailing : insets.leading
        let field = Rect(x: left, y: (frame.height - 36) / 2, width: frame.width - left - right, height: 36)
        var text = plainNode(.searchBarTextField, frame: field, parent: parentInfo(searchBar))
        text.id = "search"
        text.text = "Search"
        text.textFont = .searchField
        text.glyph = .magnifyingGlass
        searchBar.children = [text]
        palette.children = [searchBar]
        clipping.children = [palette]
        return [clipping]
    }

    private func hiddenNode(_ viewClass: ViewClass, in bar: ViewNode) -> ViewNode {
        var node = plainNode(viewClass, frame: .zero, parent: parentInfo(bar))
        node.isHidden = true
        return node
    }

    /// A child moved to its mirrored place inside a parent `width` wide.
    func mirroredInParent(_ node: ViewNode, width: Double) -> ViewNode {
        let x = width - node.frame.maxX
        var moved = node.shiftedInWindow(dx: x - node.frame.minX)
        moved.frame.origin.x = x
        return moved
    }
}
