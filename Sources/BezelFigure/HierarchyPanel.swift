import BezelGeometry
import BezelLayout

/// The view tree beside the screen, like a view debugger's outline: one row per view, indented
/// by depth, with its class, scene id and frame. Runs of identical siblings (table cells)
/// collapse to one row with a count; hidden views are dimmed.
public struct HierarchyPanel: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        public var depth: Int
        public var name: String
        public var detail: String
        public var isHidden: Bool
        /// A scene view or bar button: what the reader asked about.
        public var isSubject: Bool
    }

    public static let width = 330.0
    public static let rowHeight = 13.0
    public static let indent = 10.0

    public var origin: Point
    public var rows: [Row]

    public var size: Size { Size(width: HierarchyPanel.width, height: Double(rows.count) * HierarchyPanel.rowHeight) }
}

/// The panel's rows for an app, depth first in subview order.
public func hierarchyRows(_ app: AppLayout) -> [HierarchyPanel.Row] {
    var rows: [HierarchyPanel.Row] = []
    func visit(_ node: ViewNode, depth: Int) {
        var index = 0
        let children = node.children
        rows.append(row(node, depth: depth, count: 1))
        while index < children.count {
            // Identical leaf siblings (same class, no id, no children of interest) collapse.
            var run = 1
            while index + run < children.count, children[index + run].viewClass == children[index].viewClass,
                children[index].id == nil, children[index + run].id == nil, children[index].viewClass == .tableViewCell
            {
                run += 1
            }
            if run > 1 {
                rows.append(row(children[index], depth: depth + 1, count: run))
            } else {
                visit(children[index], depth: depth + 1)
            }
            index += run
        }
    }
    visit(app.window, depth: 0)
    return rows
}

private func row(_ node: ViewNode, depth: Int, count: Int) -> HierarchyPanel.Row {
    var name = node.className
    if let id = node.id { name += " \"\(id)\"" }
    if count > 1 { name += " ×\(count)" }
    let f = node.frame
    let detail =
        "(\(formatCompact(f.minX, decimals: 2)) \(formatCompact(f.minY, decimals: 2)); \(formatCompact(f.width, decimals: 2)) \(formatCompact(f.height, decimals: 2)))"
    return HierarchyPanel.Row(depth: depth, name: name, detail: detail, isHidden: node.isHidden, isSubject: node.isTapSubject)
}
