import BezelDumps
import BezelGeometry
import BezelLayout

/// What a printed navigation bar says about the navigation item on top of its stack: the title,
/// the back button and its title, the items on each side (text, image or custom view, with their
/// sizes), a large title and a prompt. Before iOS 11 the bar holds `UINavigationItemView`,
/// `UINavigationItemButtonView` and `UINavigationButton`s; from iOS 11 its content view holds the
/// back `_UIButtonBarButton`, a `_UIButtonBarStackView` per side and the title label.
struct RecognizedBar {
    var item = NavigationItemSpec()
    /// The back button's title, when one shows ("" for the chevron alone).
    var backTitle: String?
    var prefersLargeTitles = false
    var hidden = false
    var findings: [String] = []

    /// `screenWidth` stands in for the bar's width when the dump prints no frame (a trace).
    init(_ bar: DumpedView, screenWidth: Double) {
        hidden = !bar.isShown
        let width = bar.frame?.width ?? bar.child(.navigationBarContentView)?.frame?.width ?? screenWidth
        if let content = bar.child(.navigationBarContentView) {
            readModern(content, width: width)
        } else {
            readLegacy(bar, width: width)
        }
        if let large = bar.child(.navigationBarLargeTitleView), (large.frame?.height ?? 0) > 0, large.isShown, let title = large.firstText {
            prefersLargeTitles = true
            item.title = item.title ?? title
        }
        if let prompt = bar.child(.navigationBarModernPromptView), (prompt.frame?.height ?? 0) > 0, let text = prompt.firstText {
            item.prompt = text
        }
        findings.append(summary)
    }

    /// iOS 7–10: the title in `UINavigationItemView`, the back button `UINavigationItemButtonView`,
    /// items `UINavigationButton`, anything else a custom view.
    private mutating func readLegacy(_ bar: DumpedView, width: Double) {
        for view in bar.children {
            switch view.known {
            case .navigationItemView:
                // A list of the bar's subviews prints the title view without its label.
                item.title = view.firstText ?? "Title"
            case .navigationItemButtonView: backTitle = view.subtree.compactMap(\.text).first ?? ""
            case .navigationButton: place(buttonItem(view), frame: view.frame, width: width)
            case .navigationBarBackground, .barBackground, .navigationBarBackIndicatorView, .navigationBarLargeTitleView,
                .navigationBarModernPromptView:
                break
            default: placeCustom(view, width: width)
            }
        }
    }

    /// iOS 11 on: the back button is a `_UIButtonBarButton` straight in the content view, each
    /// side's items in a `_UIButtonBarStackView`, the title a `UILabel` (or a custom view).
    private mutating func readModern(_ content: DumpedView, width: Double) {
        for view in content.children {
            switch view.known {
            case .buttonBarButton: backTitle = view.firstText ?? ""
            case .buttonBarStackView:
                let items = view.children.compactMap(stackItem)
                if isLeading(view.frame, in: width) { item.leftItems += items } else { item.rightItems += items.reversed() }
            case .label: item.title = view.text ?? item.title
            default:
                if view.known == nil || view.is(.view) { item.titleView = customView(view) }
            }
        }
    }

    /// A `UINavigationButton` (or a `_UIButtonBarButton`): its title, else its image's size.
    private func buttonItem(_ button: DumpedView) -> BarItemSpec {
        if let title = button.firstText { return .text(title, bold: false) }
        if let image = button.descendants(.imageView).first, let frame = image.frame { return .image(frame.size, id: nil) }
        return .image(button.frame?.size ?? Size(width: 22, height: 22), id: nil)
    }

    /// One view of a button bar stack: a button, or a custom view in its adaptor.
    private func stackItem(_ view: DumpedView) -> BarItemSpec? {
        switch view.known {
        case .buttonBarButton: buttonItem(view)
        case .tamicAdaptorView: .custom(customView(view.children.first ?? view))
        default: view.frame.map { .custom(BarCustomView(size: $0.size)) }
        }
    }

    private mutating func place(_ barItem: BarItemSpec, frame: Rect?, width: Double) {
        if isLeading(frame, in: width) { item.leftItems.append(barItem) } else { item.rightItems.insert(barItem, at: 0) }
    }

    /// A view that is not one of the bar's own: in the middle third the title view, else a custom
    /// item on its side.
    private mutating func placeCustom(_ view: DumpedView, width: Double) {
        guard let frame = view.frame, frame.width > 0 else { return }
        if abs(frame.midX - width / 2) < width / 6 {
            item.titleView = customView(view)
        } else {
            place(.custom(customView(view)), frame: frame, width: width)
        }
    }

    /// A custom view of the dumped view's size, of its class when a scene may declare it.
    private func customView(_ view: DumpedView) -> BarCustomView {
        var custom = BarCustomView(size: view.frame?.size ?? .zero)
        if let known = view.known, known.isDeclarable { custom.view.viewClass = known }
        return custom
    }

    private var summary: String {
        var parts: [String] = []
        if hidden { parts.append("hidden") }
        if let title = item.title { parts.append("title \"\(title)\"") }
        if item.titleView != nil { parts.append("a title view") }
        if let backTitle { parts.append(backTitle.isEmpty ? "a back button without a title" : "a back button \"\(backTitle)\"") }
        if !item.leftItems.isEmpty { parts.append("\(item.leftItems.count) left item\(item.leftItems.count == 1 ? "" : "s")") }
        if !item.rightItems.isEmpty { parts.append("\(item.rightItems.count) right item\(item.rightItems.count == 1 ? "" : "s")") }
        if prefersLargeTitles { parts.append("a large title") }
        if let prompt = item.prompt { parts.append("prompt \"\(prompt)\"") }
        return "navigation bar: " + (parts.isEmpty ? "no title and no items" : parts.joined(separator: ", "))
    }
}

/// The toolbar's items: `UIToolbarButton`s before iOS 11, `_UIButtonBarButton`s in its content view
/// from iOS 11, each a title or an image.
func toolbarItems(_ toolbar: DumpedView) -> [ToolbarItemSpec] {
    let buttons = toolbar.children.filter { $0.is(.toolbarButton) } + toolbar.descendants(.buttonBarButton)
    return buttons.sorted { ($0.frame?.minX ?? 0) < ($1.frame?.minX ?? 0) }.map { button in
        if let title = button.firstText { return .item(.text(title, bold: false)) }
        return .item(.image(button.descendants(.imageView).first?.frame?.size ?? Size(width: 22, height: 22), id: nil))
    }
}
