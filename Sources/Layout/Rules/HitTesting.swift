import Geometry

/// Hit testing as UIKit does it (CHROME §6; APPLE-HITTEST, QA1812, TWISTED, GIST-HT): which view
/// a touch reaches, and for every view the parts of the screen where its touches land.
extension ViewNode {
    /// UIKit's `hitTest(_:with:)` from this view (CHROME §6; Apple's hitTest doc and
    /// QA1812): a hidden view, one with user interaction off or alpha below 0.01 answers nil for
    /// its whole subtree; a point outside the view's bounds (grown by `hitOutsets`) is never
    /// passed to its subviews, even those drawn outside; subviews are asked front to back (last
    /// first). Returns the path of child indices to the view that takes the touch.
    public func hitTest(_ point: Point) -> [Int]? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
        let area = Rect(
            x: windowFrame.minX - hitOutsets.left, y: windowFrame.minY - hitOutsets.top,
            width: windowFrame.width + hitOutsets.left + hitOutsets.right,
            height: windowFrame.height + hitOutsets.top + hitOutsets.bottom)
        // CGRectContainsPoint: min edges inside, max edges outside.
        guard point.x >= area.minX, point.x < area.maxX, point.y >= area.minY, point.y < area.maxY else { return nil }
        for index in children.indices.reversed() {
            if let path = children[index].hitTest(point) { return [index] + path }
        }
        return []
    }

    /// The view a touch at `point` is delivered to.
    public func hitView(_ point: Point) -> ViewNode? {
        guard let path = hitTest(point) else { return nil }
        var node = self
        for index in path { node = node.children[index] }
        return node
    }
}

/// Every view's tap region and dead region. The screen is cut into cells along every edge of
/// every view's hit area; within a cell the hit-test answer cannot change, so one hit test at
/// its centre decides the whole cell. A view's tap region is the cells whose touch lands in its
/// subtree; its dead region is the rest of its on-screen frame.
func assigningTapRegions(_ window: ViewNode, screen: Rect) -> ViewNode {
    let sizes = subtreeSizes(window)
    let grid = hitGrid(window, screen: screen, sizes: sizes)
    var window = window
    var next = 0
    func fill(_ node: inout ViewNode) {
        let range = next..<(next + sizes[next])
        next += 1
        let frame = node.windowFrame.intersection(screen)
        node.tapRegion = grid.rectangles { hit, _ in range.contains(hit) }
        node.deadRegion = grid.rectangles { hit, cell in
            guard let frame, frame.contains(cell.center) else { return false }
            return !range.contains(hit)
        }
        for index in node.children.indices { fill(&node.children[index]) }
    }
    fill(&window)
    return window
}

/// The size of each view's subtree, by depth-first number: a view's subtree is the number
/// range [index, index + size).
private func subtreeSizes(_ window: ViewNode) -> [Int] {
    var sizes: [Int] = []
    func number(_ node: ViewNode) -> Int {
        let slot = sizes.count
        sizes.append(1)
        var total = 1
        for child in node.children { total += number(child) }
        sizes[slot] = total
        return total
    }
    _ = number(window)
    return sizes
}

/// The screen cut along every hit-area edge, each cell with the depth-first number of the view
/// a touch at its centre reaches (the same walk as `hitTest`).
private func hitGrid(_ window: ViewNode, screen: Rect, sizes: [Int]) -> CellGrid {
    var xs: Set<Double> = [screen.minX, screen.maxX]
    var ys: Set<Double> = [screen.minY, screen.maxY]
    for node in window.subtree {
        let f = node.windowFrame
        let o = node.hitOutsets
        for x in [f.minX, f.maxX, f.minX - o.left, f.maxX + o.right] where x > screen.minX && x < screen.maxX { xs.insert(x) }
        for y in [f.minY, f.maxY, f.minY - o.top, f.maxY + o.bottom] where y > screen.minY && y < screen.maxY { ys.insert(y) }
    }
    let columns = xs.sorted()
    let rows = ys.sorted()
    func hit(_ point: Point) -> Int? {
        guard let path = window.hitTest(point) else { return nil }
        var number = 0
        for step in path {
            var child = number + 1
            for _ in 0..<step { child += sizes[child] }
            number = child
        }
        return number
    }
    var hits = [Int](repeating: -1, count: (columns.count - 1) * (rows.count - 1))
    for j in 0..<(rows.count - 1) {
        for i in 0..<(columns.count - 1) {
            let center = Point(x: (columns[i] + columns[i + 1]) / 2, y: (rows[j] + rows[j + 1]) / 2)
            if let index = hit(center) { hits[j * (columns.count - 1) + i] = index }
        }
    }
    return CellGrid(columns: columns, rows: rows, hits: hits)
}

/// The cells with the depth-first number of the view each one's touches reach (−1: none),
/// merged into rectangles for a chosen set of cells.
private struct CellGrid {
    var columns: [Double]
    var rows: [Double]
    /// Row-major, `columns.count − 1` per row.
    var hits: [Int]

    /// Runs of kept cells along each row, then runs with the same x extent in adjacent rows
    /// joined into one rectangle. Deterministic: ordered by y, then x.
    func rectangles(_ keep: (Int, Rect) -> Bool) -> [Rect] {
        var open: [Rect] = []
        var done: [Rect] = []
        for j in 0..<(rows.count - 1) {
            var runs: [Rect] = []
            var start: Int?
            for i in 0...(columns.count - 1) {
                let kept: Bool
                if i < columns.count - 1 {
                    let cell = Rect(x: columns[i], y: rows[j], width: columns[i + 1] - columns[i], height: rows[j + 1] - rows[j])
                    kept = keep(hits[j * (columns.count - 1) + i], cell)
                } else {
                    kept = false
                }
                if kept, start == nil { start = i }
                if !kept, let s = start {
                    runs.append(Rect(x: columns[s], y: rows[j], width: columns[i] - columns[s], height: rows[j + 1] - rows[j]))
                    start = nil
                }
            }
            var stillOpen: [Rect] = []
            for run in runs {
                if let k = open.firstIndex(where: { $0.minX == run.minX && $0.maxX == run.maxX && $0.maxY == run.minY }) {
                    var grown = open.remove(at: k)
                    grown.size.height += run.height
                    stillOpen.append(grown)
                } else {
                    stillOpen.append(run)
                }
            }
            done += open
            open = stillOpen
        }
        done += open
        return done.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
    }
}
