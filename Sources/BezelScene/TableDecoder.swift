import BezelLayout
import BezelSupport

/// A table view's style and sections (docs/scene-format.md, "Tables"): each section's header,
/// footer and rows, each row a cell style with its text, detail, image and accessory.
extension ScreenDecoder {
    static let tableFields = ["style", "sections", "cell-layout-margins-follow-readable-width", "separators"]
    static let sectionFields = ["header", "footer", "rows"]
    static let cellFields = ["id", "style", "text", "detail", "image", "accessory", "switch"]

    func tableSpec(_ fields: [String: DocumentNode], _ path: String, viewClass: ViewClass) throws(SourceError) -> TableSpec? {
        let given = Self.tableFields.filter { fields[$0] != nil }
        guard viewClass == .tableView else {
            if let key = given.first { throw error(fields[key]!, "\(path).\(key)", "only UITableView has \(key)") }
            return nil
        }
        guard let sectionsNode = fields["sections"] else {
            if let key = given.first { throw error(fields[key]!, "\(path).\(key)", "give the table's `sections` too") }
            return nil
        }
        if let rows = fields["rows"] {
            throw error(rows, "\(path).rows", "give either `rows` (empty cells) or `sections`, not both")
        }
        let items = try list(sectionsNode, "\(path).sections", "sections")
        guard items.count <= 100 else { throw error(sectionsNode, "\(path).sections", "expected at most 100 sections") }
        var table = TableSpec(
            sections: try items.enumerated().map { (index, item) throws(SourceError) in
                try section(item, "\(path).sections[\(index)]")
            })
        guard table.sections.map(\.rows.count).reduce(0, +) <= 500 else {
            throw error(sectionsNode, "\(path).sections", "expected at most 500 rows in all")
        }
        table.style = try choice(fields["style"], "\(path).style", default: .plain)
        if let node = fields["row-height"] { table.rowHeight = try numbers(node, "\(path).row-height", count: 1, what: "a height")[0] }
        if let node = fields["cell-layout-margins-follow-readable-width"] {
            table.cellLayoutMarginsFollowReadableWidth = try boolean(node, "\(path).cell-layout-margins-follow-readable-width")
            features.record(.readableContentGuide, at: node, "\(path).cell-layout-margins-follow-readable-width")
        }
        if let node = fields["separators"] { table.showsSeparators = try boolean(node, "\(path).separators") }
        return table
    }

    private func section(_ node: DocumentNode, _ path: String) throws(SourceError) -> SectionSpec {
        let fields = try mapping(node, path, allowed: Self.sectionFields)
        var section = SectionSpec(rows: [])
        section.header = try fields["header"].map { n throws(SourceError) in try text(n, "\(path).header") }
        section.footer = try fields["footer"].map { n throws(SourceError) in try text(n, "\(path).footer") }
        if let rows = fields["rows"] {
            section.rows = try list(rows, "\(path).rows", "rows", allowEmpty: true).enumerated().map { (index, item) throws(SourceError) in
                try cell(item, "\(path).rows[\(index)]")
            }
        }
        return section
    }

    /// A row: `{text: Wi-Fi, detail: Home, style: value1, accessory: disclosure-indicator}`, or
    /// just its text.
    private func cell(_ node: DocumentNode, _ path: String) throws(SourceError) -> CellSpec {
        if case .scalar = node.value { return CellSpec(text: try text(node, path)) }
        let fields = try mapping(node, path, allowed: Self.cellFields)
        var cell = CellSpec()
        cell.id = try fields["id"].map { n throws(SourceError) in try text(n, "\(path).id") }
        cell.style = try choice(fields["style"], "\(path).style", default: .default)
        cell.text = try fields["text"].map { n throws(SourceError) in try text(n, "\(path).text") }
        cell.detail = try fields["detail"].map { n throws(SourceError) in try text(n, "\(path).detail") }
        if let detail = fields["detail"], cell.style == .default {
            throw error(detail, "\(path).detail", "a default-style cell has no detail label; use style subtitle, value1 or value2")
        }
        cell.image = try fields["image"].map { n throws(SourceError) in try image(n, "\(path).image") }
        cell.accessory = try choice(fields["accessory"], "\(path).accessory", default: .none)
        if let node = fields["switch"] {
            if fields["accessory"] != nil { throw error(node, "\(path).switch", "a switch replaces the accessory; give one or the other") }
            cell.switchAccessory = try boolean(node, "\(path).switch")
        }
        return cell
    }
}
