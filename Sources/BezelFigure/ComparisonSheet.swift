import BezelGeometry
import BezelLayout

/// Spacing of a comparison sheet, in points.
public enum ComparisonSheetMetrics {
    public static let padding = 20.0
    public static let gap = 24.0
    public static let titleGap = 8.0
}

/// Several figures of one scene side by side (the seed articles compare iOS 10 and iOS 11 this
/// way): panels in reading order, `columns` to a row, each in a cell as large as the largest
/// panel and top-aligned, each keeping its own caption; an optional title above them all,
/// wrapped to the sheet's width by `text`.
public func comparisonSheet(
    _ panels: [Diagram], columns: Int, title: String?, text: any TextMeasuring = EstimatedTextMetrics()
) -> Diagram {
    typealias M = ComparisonSheetMetrics
    let columns = max(1, min(columns, panels.count))
    let cell = Size(width: panels.map(\.size.width).max() ?? 0, height: panels.map(\.size.height).max() ?? 0)
    let rows = (panels.count + columns - 1) / columns
    let width = Double(columns) * cell.width + Double(columns - 1) * M.gap
    var elements: [DiagramElement] = []
    var top = 0.0
    if let title {
        let titleWidth = width - 2 * M.padding
        let lines = wrapped([TextBlock.Line(text: title, style: .title)], width: titleWidth, text: text)
        let block = TextBlock(origin: Point(x: M.padding, y: M.padding), width: titleWidth, lines: lines)
        elements.append(.text(block))
        top = block.height + M.titleGap
    }
    for (index, panel) in panels.enumerated() {
        let x = Double(index % columns) * (cell.width + M.gap)
        let y = top + Double(index / columns) * (cell.height + M.gap)
        // Panels bring their own padding; the sheet's cell starts at its top-left corner.
        elements += panel.elements.map { $0.offsetBy(dx: x, dy: y) }
    }
    let height = top + Double(rows) * cell.height + Double(rows - 1) * M.gap
    return Diagram(size: Size(width: width, height: height), elements: elements)
}

extension DiagramElement {
    /// The element moved on the canvas.
    public func offsetBy(dx: Double, dy: Double) -> DiagramElement {
        func move(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
        switch self {
        case .screen(var placed):
            placed.origin = move(placed.origin)
            return .screen(placed)
        case .dimension(var dimension):
            dimension.from = move(dimension.from)
            dimension.to = move(dimension.to)
            dimension.extensionLines = dimension.extensionLines.map { Segment(move($0.start), move($0.end)) }
            dimension.outlines = dimension.outlines.map { $0.offsetBy(dx: dx, dy: dy) }
            return .dimension(dimension)
        case .text(var block):
            block.origin = move(block.origin)
            return .text(block)
        case .legend(var legend):
            legend.origin = move(legend.origin)
            return .legend(legend)
        case .hierarchy(var panel):
            panel.origin = move(panel.origin)
            return .hierarchy(panel)
        case .exploded(var view):
            view.origin = move(view.origin)
            view.projection.origin = move(view.projection.origin)
            view.labels = view.labels.map { ExplodedView.Label(layer: $0.layer, origin: move($0.origin), anchor: move($0.anchor)) }
            return .exploded(view)
        }
    }
}
