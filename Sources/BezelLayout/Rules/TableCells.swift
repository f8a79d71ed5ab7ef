import BezelDevices
import BezelDrawing
import BezelGeometry

/// One `UITableViewCell` (CONTROLS §10.2–§10.6, TableMetrics): its content view inside the safe
/// area and before the accessory, the image at the leading margin, the text and detail labels
/// of its style, the accessory at the trailing edge, and the separator one pixel tall at the
/// bottom from the text's leading edge (none under a grouped section's last row).
extension AppContext {
    func cellNode(
        _ row: CellSpec, frame: Rect, position: (index: Int, count: Int), table: TableSpec, insetsContentViews: Bool,
        in tableNode: ViewNode
    ) -> ViewNode {
        var cell = plainNode(.tableViewCell, frame: frame, in: tableNode)
        cell.id = row.id
        let style = style(of: table)
        if style != .plain {
            let inset = style == .insetGrouped
            cell.control = .cellBackground(
                roundedTop: inset && position.index == 0, roundedBottom: inset && position.index == position.count - 1,
                radius: tables.insetGroupedCornerRadius)
        }
        let safe = cell.safeAreaInsets ?? .zero
        // `insetsContentViewsToSafeArea` (iOS 11+): cards already lie inside the safe area.
        let sides = hasSafeArea && insetsContentViews && style != .insetGrouped ? (safe.left, safe.right) : (0, 0)
        let separator = table.showsSeparators && !(style != .plain && position.index == position.count - 1)
        let pixel = 1 / scale
        let (accessories, reserve) = accessoryNodes(row, cellSize: frame.size, trailingInset: sides.1, in: cell)
        let contentFrame = Rect(
            x: sides.0, y: 0, width: max(0, frame.width - sides.0 - sides.1 - reserve), height: frame.height - (separator ? pixel : 0))
        var content = plainNode(.tableViewCellContentView, frame: contentFrame, in: cell)
        let follows = os.hasReadableContentGuide && (table.cellLayoutMarginsFollowReadableWidth ?? (os < .ios12))
        var margin = cellMargin(tableNode)
        if follows { margin = max(margin, tableNode.readableContentFrame.minX - frame.minX - sides.0) }
        let (labels, textX) = cellLabels(row, content: content, margin: margin)
        content.children = labels
        if direction == .rightToLeft { content.children = content.children.map { $0.mirrored(inWidth: contentFrame.width) } }
        cell.children = [content] + accessories
        if separator {
            var line = Rect(x: sides.0 + textX, y: frame.height - pixel, width: max(0, frame.width - sides.0 - textX), height: pixel)
            if direction == .rightToLeft { line.origin.x = frame.width - line.maxX }
            cell.children.append(plainNode(.tableViewCellSeparatorView, frame: line, in: cell))
        }
        return cell
    }

    /// The image view and labels in the content view, and where the text starts (the separator
    /// starts there too).
    private func cellLabels(_ row: CellSpec, content: ViewNode, margin: Double) -> ([ViewNode], Double) {
        let size = content.frame.size
        var nodes: [ViewNode] = []
        var x = margin
        if let image = row.image {
            let rect = Rect(x: margin, y: (size.height - image.size.height) / 2, width: image.size.width, height: image.size.height)
            var view = plainNode(.imageView, frame: rect.snapped(scale), in: content)
            view.glyph = image.glyph
            view.isUserInteractionEnabled = false
            nodes.append(view)
            x = margin + image.size.width + tables.imageToText
        }
        let fonts = tables.fonts(row.style)
        let available = max(0, size.width - x - margin)
        func label(_ text: String, font: TextFont, x: Double, y: Double, width: Double, alignment: TextAlignment, role: TextLines.Role) -> ViewNode {
            let height = lineHeight(font)
            var node = plainNode(.label, frame: Rect(x: x, y: y, width: max(0, width), height: height).snapped(scale), in: content)
            node.isUserInteractionEnabled = false
            node.lines = TextLines(
                lines: [fitted(text, width: max(0, width), font: font, mode: .truncatingTail)], font: font,
                lineHeight: font.size * controls.lineHeightRatio, alignment: alignment, role: role)
            return node
        }
        let textHeight = lineHeight(fonts.text)
        let detailHeight = lineHeight(fonts.detail)
        switch row.style {
        case .default:
            if let text = row.text { nodes.append(label(text, font: fonts.text, x: x, y: (size.height - textHeight) / 2, width: available, alignment: .left, role: .label)) }
        case .subtitle:
            let block = (row.text == nil ? 0 : textHeight) + (row.detail == nil ? 0 : detailHeight)
            let top = (size.height - block) / 2
            if let text = row.text { nodes.append(label(text, font: fonts.text, x: x, y: top, width: available, alignment: .left, role: .label)) }
            if let detail = row.detail {
                let y = top + (row.text == nil ? 0 : textHeight)
                nodes.append(label(detail, font: fonts.detail, x: x, y: y, width: available, alignment: .left, role: .label))
            }
        case .value1:
            let textWidth = min(row.text.map { self.textWidth($0, font: fonts.text) } ?? 0, available)
            if let text = row.text { nodes.append(label(text, font: fonts.text, x: x, y: (size.height - textHeight) / 2, width: textWidth, alignment: .left, role: .label)) }
            if let detail = row.detail {
                let room = max(0, available - textWidth - tables.valueGap)
                let width = min(self.textWidth(detail, font: fonts.detail), room)
                let detailX = size.width - margin - width
                nodes.append(label(detail, font: fonts.detail, x: detailX, y: (size.height - detailHeight) / 2, width: width, alignment: .right, role: .secondary))
            }
        case .value2:
            let column = min(tables.value2TextWidth, available)
            if let text = row.text { nodes.append(label(text, font: fonts.text, x: x, y: (size.height - textHeight) / 2, width: column, alignment: .right, role: .tint)) }
            if let detail = row.detail {
                let detailX = x + column + tables.valueGap
                nodes.append(label(detail, font: fonts.detail, x: detailX, y: (size.height - detailHeight) / 2, width: size.width - detailX - margin, alignment: .left, role: .label))
            }
        }
        return (nodes, x)
    }

    /// The accessory's views at the cell's trailing edge, and the width the content view gives
    /// up for them (TableMetrics: 15 from the edge, 11 before it).
    private func accessoryNodes(_ row: CellSpec, cellSize: Size, trailingInset: Double, in cell: ViewNode) -> ([ViewNode], Double) {
        var parts: [(ViewClass, Size, Glyph?)] = []
        switch row.accessory {
        case .none: break
        case .disclosureIndicator: parts = [(.imageView, Size(width: tables.chevronSize.width, height: tables.chevronSize.height), .chevronForward)]
        case .checkmark: parts = [(.imageView, Size(width: tables.checkmarkSize.width, height: tables.checkmarkSize.height), .checkmark)]
        case .detailButton: parts = [(.button, Size(width: tables.detailButtonSide, height: tables.detailButtonSide), .info)]
        case .detailDisclosureButton:
            parts = [
                (.button, Size(width: tables.detailButtonSide, height: tables.detailButtonSide), .info),
                (.imageView, Size(width: tables.chevronSize.width, height: tables.chevronSize.height), .chevronForward),
            ]
        }
        if row.switchAccessory != nil { parts = [(.switch, controls.switchSize(os: os).0, nil)] }
        guard !parts.isEmpty else { return ([], 0) }
        var x = cellSize.width - trailingInset - tables.accessoryTrailing
        var nodes: [ViewNode] = []
        for (viewClass, size, glyph) in parts.reversed() {
            x -= size.width
            var rect = Rect(x: x, y: (cellSize.height - size.height) / 2, width: size.width, height: size.height).snapped(scale)
            if direction == .rightToLeft { rect.origin.x = cellSize.width - rect.maxX }
            var node = plainNode(viewClass, frame: rect, in: cell)
            node.glyph = glyph
            node.isUserInteractionEnabled = viewClass != .imageView
            if viewClass == .switch { node.control = .toggle(isOn: row.switchAccessory ?? false) }
            nodes.insert(node, at: 0)
            x -= tables.valueGap
        }
        return (nodes, cellSize.width - trailingInset - (x + tables.valueGap) + tables.accessoryGap)
    }
}
