import BezelDrawing
import BezelDevices
import BezelGeometry

/// UIButton (CONTROLS §8): before iOS 15, or without a configuration, the title label and image
/// sit side by side centred in the bounds less `contentEdgeInsets`, each then moved by half the
/// difference of its own edge insets (UIKit insets the content rectangle by them and centres
/// in what is left), which moves drawings without changing the frame or the tap area: the iOS
/// 11 seed's inset hack. The intrinsic size is image + title + content insets; a title adds 6
/// above and below while the content insets are all zero (CTL19, CTL20, CTL3: a 15 pt title
/// makes a 30 pt button). From iOS 15 a configuration lays the content out inside its content
/// insets (7/12/7/12, CTL17) with the image 6 before the title (CTL3) in a 17 pt font.

/// A button's parts resolved for one iOS version.
struct ButtonParts {
    var title: String?
    var font: TextFont
    var titleSize: Size
    var image: ImageSpec?
    var insets: EdgeInsets
    /// Between the image and the title.
    var gap: Double
    /// Added above and below the title (the legacy button's padding).
    var titlePadding: Double
    var configured: Bool
}

extension AppContext {
    func buttonParts(_ button: ButtonSpec) -> ButtonParts {
        let configured = button.configuration != nil && os >= .ios15
        let font = configured ? controls.configurationFont() : controls.legacyButtonFont()
        let titleSize = button.title.map { Size(width: textWidth($0, font: font), height: lineHeight(font)) } ?? Size(width: 0, height: 0)
        let gap = configured && button.title != nil && button.image != nil ? controls.configurationImagePadding : 0
        let insets =
            configured
            ? (button.configurationInsets ?? controls.configurationInsets).resolved(direction) : button.contentEdgeInsets
        let padding = !configured && button.title != nil && button.contentEdgeInsets == .zero ? 6.0 : 0
        return ButtonParts(
            title: button.title, font: font, titleSize: titleSize, image: button.image, insets: insets, gap: gap, titlePadding: padding,
            configured: configured)
    }

    /// `intrinsicContentSize`: the content plus the insets; a titled legacy button is at least
    /// 30 wide (CTL19).
    func buttonSize(_ button: ButtonSpec) -> Size {
        let parts = buttonParts(button)
        let image = parts.image?.size ?? Size(width: 0, height: 0)
        var width = image.width + parts.gap + parts.titleSize.width + parts.insets.left + parts.insets.right
        // Printed legacy buttons are whole points wide ("Button" 46 × 30, LBM26, LBM27).
        if parts.title != nil && !parts.configured { width = max(width, 30).rounded(.up) }
        let content = max(image.height, parts.titleSize.height + 2 * parts.titlePadding)
        return Size(width: width, height: content + parts.insets.top + parts.insets.bottom)
    }

    /// The title label and image view inside a button `frame` big (in its bounds coordinates).
    func buttonSubviews(_ button: ButtonSpec, frame: Rect, in parent: ViewNode) -> [ViewNode] {
        let parts = buttonParts(button)
        let content = Rect(origin: .zero, size: frame.size).inset(by: parts.insets)
        let imageSize = parts.image?.size ?? Size(width: 0, height: 0)
        let titleWidth = max(0, min(parts.titleSize.width, content.width - imageSize.width - parts.gap))
        let total = imageSize.width + parts.gap + titleWidth
        var x = total <= content.width ? content.midX - total / 2 : content.minX
        let leftToRight = direction == .leftToRight
        if !leftToRight { x = content.maxX - (x - content.minX) - total }
        var nodes: [ViewNode] = []
        if let image = parts.image {
            let imageX = leftToRight ? x : x + total - imageSize.width
            var rect = Rect(x: imageX, y: content.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
            rect = rect.offsetBy(dx: shift(button.imageEdgeInsets, parts).x, dy: shift(button.imageEdgeInsets, parts).y)
            var node = plainNode(.imageView, frame: rect.snapped(scale), in: parent)
            node.glyph = image.glyph
            node.isUserInteractionEnabled = false
            nodes.append(node)
        }
        if let title = parts.title {
            let titleX = leftToRight ? x + imageSize.width + parts.gap : x
            var rect = Rect(x: titleX, y: content.midY - parts.titleSize.height / 2, width: titleWidth, height: parts.titleSize.height)
            rect = rect.offsetBy(dx: shift(button.titleEdgeInsets, parts).x, dy: shift(button.titleEdgeInsets, parts).y)
            var node = plainNode(.buttonLabel, frame: rect.snapped(scale), in: parent)
            node.isUserInteractionEnabled = false
            let role: TextLines.Role = button.configuration == .filled || button.configuration == .borderedProminent ? .onTint : .tint
            let line = fitted(title, width: titleWidth, font: parts.font, mode: .truncatingMiddle)
            // A custom button's title is white in UIKit until the app sets a colour; drawn on a
            // white screen it would vanish, so the figure uses the label colour (docs).
            let legacy: TextLines.Role = button.type == .custom ? .label : .tint
            node.lines = TextLines(lines: [line], font: parts.font, lineHeight: parts.titleSize.height, alignment: .center, role: parts.configured ? role : legacy)
            nodes.append(node)
        }
        return nodes
    }

    /// How far a part moves for its edge insets: half their difference on each axis (legacy
    /// buttons only; a configuration has no per-part insets).
    private func shift(_ insets: EdgeInsets, _ parts: ButtonParts) -> Point {
        guard !parts.configured else { return .zero }
        return Point(x: (insets.left - insets.right) / 2, y: (insets.top - insets.bottom) / 2)
    }
}
