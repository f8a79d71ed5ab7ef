import BezelDrawing
import BezelGeometry

/// What a declared view draws for its class once its frame is known: a label's lines broken at
/// its width, a control's state, a text field's text or placeholder, an image view's glyph, and
/// the subviews UIKit gives a button (its title label and image view).
extension AppContext {
    func applyContent(_ spec: ViewSpec, to node: inout ViewNode) {
        if let table = spec.table, style(of: table) != .plain { node.control = .groupedTable }
        switch spec.content {
        case nil: break
        case .label(let label):
            let setting = textSetting(label)
            node.lines = TextLines(
                lines: lines(setting, width: node.frame.width), font: setting.font, lineHeight: setting.font.size * controls.lineHeightRatio,
                alignment: resolved(label.alignment), role: .label)
        case .button(let button):
            if os >= .ios15, let style = button.configuration, style != .plain { node.control = .buttonBackground(style) }
        case .image(let image): node.glyph = image.glyph
        case .textField(let field):
            node.control = .textField(field.borderStyle)
            node.lines = textFieldContent(field, frame: node.frame)
        case .toggle(let isOn): node.control = .toggle(isOn: isOn)
        case .segmented(let segmented):
            node.control = .segmented(
                titles: segmented.segments, widths: segmentWidths(segmented, in: node.frame.width), selected: segmented.selected,
                font: controls.segmentFont)
        case .slider(let value): node.control = .slider(value: value)
        case .progress(let value): node.control = .progress(value: value)
        case .activityIndicator(let large): node.control = .activityIndicator(large: large)
        case .pageControl(let pages, let current): node.control = .pageControl(pages: pages, current: current)
        }
    }

    /// The subviews UIKit builds for the content, before the scene's own subviews.
    func contentSubviews(_ content: ViewContent?, of node: ViewNode) -> [ViewNode] {
        guard case .button(let button) = content else { return [] }
        return buttonSubviews(button, frame: node.frame, in: node)
    }

    /// `.natural` follows the layout direction; justified text is drawn flush left.
    func resolved(_ alignment: TextAlignment) -> TextAlignment {
        switch alignment {
        case .natural: direction == .leftToRight ? .left : .right
        case .justified: .left
        default: alignment
        }
    }
}
