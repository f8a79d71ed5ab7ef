import BezelDevices
import BezelDrawing
import BezelGeometry

/// UITableView's sections (CONTROLS §10, TableMetrics): headers, cells and footers stacked down
/// the content, each row 44 or, from iOS 11 where `rowHeight` is left automatic, as tall as its
/// labels need; cells across the table, or inset by the layout margins as rounded cards in the
/// inset-grouped style (iOS 13+). Each cell's content (`TableCells.swift`) is laid out in its
/// content view, which stays inside the safe area (`insetsContentViewsToSafeArea`).

/// The vertical plan of a table: every header, row and footer with its y and height.
struct TablePlan {
    enum Piece {
        case header(String?, section: Int)
        case row(CellSpec, section: Int, index: Int, count: Int)
        case footer(String?, section: Int)
    }

    var pieces: [(piece: Piece, y: Double, height: Double)] = []
    var height = 0.0
}

extension AppContext {
    var tables: TableMetrics { metrics.tables }

    /// The table's style as this iOS version has it: inset grouped is grouped before iOS 13.
    func style(of table: TableSpec) -> TableSpec.Style {
        table.style == .insetGrouped && os < .ios13 ? .grouped : table.style
    }

    func tablePlan(_ table: TableSpec) -> TablePlan {
        var plan = TablePlan()
        let grouped = style(of: table) != .plain
        for (number, section) in table.sections.enumerated() {
            let header = headerHeight(section.header, grouped: grouped, first: number == 0)
            if header > 0 { plan.append(.header(section.header, section: number), header) }
            for (index, row) in section.rows.enumerated() {
                plan.append(.row(row, section: number, index: index, count: section.rows.count), rowHeight(row, table: table))
            }
            let footer = footerHeight(section.footer, grouped: grouped)
            if footer > 0 { plan.append(.footer(section.footer, section: number), footer) }
        }
        return plan
    }

    private func headerHeight(_ title: String?, grouped: Bool, first: Bool) -> Double {
        if grouped {
            if title != nil { return tables.groupedTitledHeader }
            return first ? tables.groupedFirstUntitledHeader : tables.groupedUntitledHeader
        }
        guard title != nil else { return 0 }
        return tables.plainHeader + (os >= .ios15 ? tables.plainHeaderTopPadding : 0)
    }

    private func footerHeight(_ text: String?, grouped: Bool) -> Double {
        guard let text else { return grouped ? tables.groupedUntitledFooter : 0 }
        return tables.footerTextTop + lineHeight(footerFont) * Double(text.split(separator: "\n").count) + tables.footerTextBottom
    }

    var footerFont: TextFont { TextFont(size: 13) }

    /// The header's font: 13 in grouped tables (CTL29), 17 semibold in plain ones (estimate).
    func headerFont(grouped: Bool) -> TextFont { grouped ? TextFont(size: 13) : TextFont(size: 17, weight: .semibold) }

    /// `rowHeight`, or from iOS 11 the labels' height with the cell's margins, never below 44.
    func rowHeight(_ row: CellSpec, table: TableSpec) -> Double {
        if let height = table.rowHeight { return height }
        guard os >= .ios11 else { return tables.rowHeight }
        let fonts = tables.fonts(row.style)
        var content = row.text == nil ? 0 : lineHeight(fonts.text)
        if row.style == .subtitle, row.detail != nil { content = blockHeight(lines: 1, font: fonts.text) + lineHeight(fonts.detail) }
        let image = (row.image?.size.height ?? 0) + 2 * tables.selfSizingImageMargin
        return max(tables.rowHeight, content + 2 * tables.selfSizingVerticalMargin, image)
    }

    /// The table's sections as views in its content coordinates, and the figures they rest on.
    func tableSubviews(_ table: TableSpec, insetsContentViews: Bool, in node: ViewNode) -> RuleOutput<[ViewNode]> {
        var report = Diagnostics()
        for (name, figure) in tables.figures(table, os: os) { report.note(name, figure) }
        if table.style == .insetGrouped && os < .ios13 {
            report.notes.append("the inset-grouped table style needs iOS 13; iOS \(os.major) draws it grouped")
        }
        let grouped = style(of: table) != .plain
        let across = horizontalExtent(table, node: node)
        var nodes: [ViewNode] = []
        for (piece, y, height) in tablePlan(table).pieces {
            switch piece {
            case .header(let title, _):
                nodes.append(headerNode(title, frame: Rect(x: across.x, y: y, width: across.width, height: height), grouped: grouped, in: node))
            case .row(let row, _, let index, let count):
                let frame = Rect(x: across.x, y: y, width: across.width, height: height)
                let position = (index, count)
                nodes.append(cellNode(row, frame: frame, position: position, table: table, insetsContentViews: insetsContentViews, in: node))
            case .footer(let text, _):
                nodes.append(footerNode(text, frame: Rect(x: across.x, y: y, width: across.width, height: height), in: node))
            }
        }
        return RuleOutput(value: nodes, diagnostics: report)
    }

    /// Where cells lie across the table: its whole width, or inside its layout margins as cards
    /// (inset grouped: the margins, safe area included; CTL30).
    private func horizontalExtent(_ table: TableSpec, node: ViewNode) -> (x: Double, width: Double) {
        guard style(of: table) == .insetGrouped else { return (0, node.frame.width) }
        let margins = node.layoutMargins
        return (margins.left, max(0, node.frame.width - margins.left - margins.right))
    }

    private func headerNode(_ title: String?, frame: Rect, grouped: Bool, in table: ViewNode) -> ViewNode {
        var header = plainNode(.tableViewHeaderFooterView, frame: frame, in: table)
        guard let title else { return header }
        let font = headerFont(grouped: grouped)
        let text = grouped && os < .ios15 ? title.uppercased() : title
        let height = lineHeight(font)
        let inset = cellMargin(table)
        let y = grouped ? frame.height - tables.groupedHeaderLabelBottom - height : (frame.height - height) / 2
        let width = max(0, frame.width - 2 * inset)
        var label = plainNode(.label, frame: Rect(x: inset, y: y, width: width, height: height).snapped(scale), in: header)
        label.isUserInteractionEnabled = false
        label.lines = TextLines(
            lines: [fitted(text, width: width, font: font, mode: .truncatingTail)], font: font, lineHeight: height,
            alignment: resolved(.natural), role: grouped ? .secondary : .label)
        header.children = [label]
        return header
    }

    private func footerNode(_ text: String?, frame: Rect, in table: ViewNode) -> ViewNode {
        var footer = plainNode(.tableViewHeaderFooterView, frame: frame, in: table)
        guard let text else { return footer }
        let inset = cellMargin(table)
        let width = max(0, frame.width - 2 * inset)
        let lines = text.split(separator: "\n").map { fitted(String($0), width: width, font: footerFont, mode: .truncatingTail) }
        let height = lineHeight(footerFont) * Double(lines.count)
        var label = plainNode(.label, frame: Rect(x: inset, y: tables.footerTextTop, width: width, height: height).snapped(scale), in: footer)
        label.isUserInteractionEnabled = false
        label.lines = TextLines(lines: lines, font: footerFont, lineHeight: lineHeight(footerFont), alignment: resolved(.natural), role: .secondary)
        footer.children = [label]
        return footer
    }

    /// The leading margin of a cell's content: 16 on compact-width screens, 20 on regular ones
    /// (CTL35, CTL36, CTL76; iOS 7–9 dumps show 15 and 16, LBM36, LBM39), or the readable guide's inset
    /// when cells follow the readable width (default on iOS 9–11, CTL31, CTL32). iOS 7 cells have
    /// no layout margins: text and separators start 15 from the edge (CTL34, CTL35, LBM36, LBM38).
    func cellMargin(_ table: ViewNode, follows readable: Bool = false) -> Double {
        guard os.hasLayoutMargins else { return 15 }
        let system = device.widthClass(orientation) == .regular ? 20.0 : 16.0
        return readable ? max(system, table.readableContentFrame.minX) : system
    }
}

extension TablePlan {
    mutating func append(_ piece: Piece, _ pieceHeight: Double) {
        pieces.append((piece, height, pieceHeight))
        height += pieceHeight
    }
}
