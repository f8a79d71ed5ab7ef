import BezelGeometry

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
/// every view's hit area; within a cell the hit-test answer cannot change, so the answer at its
/// centre decides the whole cell. A view's tap region is the cells whose touch lands in its
/// subtree; its dead region is the rest of its on-screen frame.
///
/// The answer at a point is the last view in depth-first order whose hit area, cut by every
/// ancestor's, holds it (what `hitTest` finds walking front to back), so the cells are painted
/// from the last view to the first, each cell once, skipping painted ones: O(cells + n·rows)
/// instead of a tree walk per cell. Each view then reads only the cells inside its own area and
/// frame. See `CellGrid.maxCells` for the one case where edges are merged.
func assigningTapRegions(_ window: ViewNode, screen: Rect) -> ViewNode {
    let views = flattenedHitAreas(window, screen: screen)
    var grid = CellGrid(views: views, screen: screen)
    grid.paint(views)
    let hitCounts = grid.subtreeHitCounts(views)
    var window = window
    var next = 0
    func fill(_ node: inout ViewNode) {
        let number = next
        let range = number..<(number + views[number].size)
        next += 1
        if hitCounts[number] > 0, let area = views[number].area {
            node.tapRegion = grid.rectangles(in: area) { hit, _ in range.contains(hit) }
        } else {
            node.tapRegion = []
        }
        if let frame = node.windowFrame.intersection(screen) {
            node.deadRegion = grid.rectangles(in: Bounds(frame)) { hit, center in frame.contains(center) && !range.contains(hit) }
        } else {
            node.deadRegion = []
        }
        for index in node.children.indices { fill(&node.children[index]) }
    }
    fill(&window)
    return window
}

/// An axis-aligned area as half-open intervals [minX, maxX) × [minY, maxY), the way
/// `CGRectContainsPoint` (and so `hitTest`) reads a rectangle. Intersecting two takes the max
/// and min of their edges, which is exact in floating point.
struct Bounds {
    var minX, maxX, minY, maxY: Double

    init(minX: Double, maxX: Double, minY: Double, maxY: Double) {
        (self.minX, self.maxX, self.minY, self.maxY) = (minX, maxX, minY, maxY)
    }

    init(_ rect: Rect) { self.init(minX: rect.minX, maxX: rect.maxX, minY: rect.minY, maxY: rect.maxY) }

    func intersection(_ other: Bounds) -> Bounds {
        Bounds(minX: max(minX, other.minX), maxX: min(maxX, other.maxX), minY: max(minY, other.minY), maxY: min(maxY, other.maxY))
    }
}

/// One view in depth-first order: the area where `hitTest` can reach it (its hit area cut by
/// every ancestor's; nil when it or an ancestor ignores touches), its subtree's size, and the
/// edges it adds to the grid.
struct FlatView {
    var area: Bounds?
    var size: Int
    var edgesX: [Double]
    var edgesY: [Double]
}

/// The views in depth-first order with their reachable areas (`hitTest`'s guards and area).
private func flattenedHitAreas(_ window: ViewNode, screen: Rect) -> [FlatView] {
    var views: [FlatView] = []
    func visit(_ node: ViewNode, within parent: Bounds?) {
        let slot = views.count
        let f = node.windowFrame
        let o = node.hitOutsets
        let rect = Rect(x: f.minX - o.left, y: f.minY - o.top, width: f.width + o.left + o.right, height: f.height + o.top + o.bottom)
        let eligible = !node.isHidden && node.isUserInteractionEnabled && node.alpha >= 0.01
        let area = eligible ? parent.map { Bounds(rect).intersection($0) } : nil
        views.append(
            FlatView(
                area: area, size: 1, edgesX: [f.minX, f.maxX, f.minX - o.left, f.maxX + o.right],
                edgesY: [f.minY, f.maxY, f.minY - o.top, f.maxY + o.bottom]))
        for child in node.children { visit(child, within: area) }
        views[slot].size = views.count - slot
    }
    visit(window, within: Bounds(minX: -.infinity, maxX: .infinity, minY: -.infinity, maxY: .infinity))
    return views
}

/// The screen cut along the views' edges, each cell holding the depth-first number of the view a
/// touch at its centre reaches (−1: none).
struct CellGrid {
    /// Past this many cells (thousands of views with unaligned edges), edges are merged onto a
    /// grid of 1/3, 1/2 or 1 pt, the finest that fits: answers stay exact at every cell centre,
    /// and regions move by less than a pixel of a 3× screen. No layout Bezel ships comes near it.
    static let maxCells = 4_000_000

    var columns: [Double]
    var rows: [Double]
    var centersX: [Double]
    var centersY: [Double]
    /// Row-major, `centersX.count` per row.
    var hits: [Int]

    init(views: [FlatView], screen: Rect) {
        var xs: Set<Double> = [screen.minX, screen.maxX]
        var ys: Set<Double> = [screen.minY, screen.maxY]
        for view in views {
            for x in view.edgesX where x > screen.minX && x < screen.maxX { xs.insert(x) }
            for y in view.edgesY where y > screen.minY && y < screen.maxY { ys.insert(y) }
        }
        for step in [1.0 / 3, 0.5, 1] where (xs.count - 1) * (ys.count - 1) > Self.maxCells {
            xs = Set(xs.map { min(max(($0 / step).rounded() * step, screen.minX), screen.maxX) })
            ys = Set(ys.map { min(max(($0 / step).rounded() * step, screen.minY), screen.maxY) })
        }
        let (columns, rows) = (xs.sorted(), ys.sorted())
        (self.columns, self.rows) = (columns, rows)
        centersX = Self.midpoints(columns)
        centersY = Self.midpoints(rows)
        hits = [Int](repeating: -1, count: centersX.count * centersY.count)
    }

    /// The point halfway between each edge and the next.
    static func midpoints(_ edges: [Double]) -> [Double] {
        zip(edges, edges.dropFirst()).map { (low: Double, high: Double) -> Double in (low + high) / 2 }
    }

    /// The cells whose centres lie in `area`, as index ranges along each axis.
    func cells(in area: Bounds) -> (columns: Range<Int>, rows: Range<Int>) {
        (lowerBound(centersX, area.minX)..<max(lowerBound(centersX, area.minX), lowerBound(centersX, area.maxX)),
         lowerBound(centersY, area.minY)..<max(lowerBound(centersY, area.minY), lowerBound(centersY, area.maxY)))
    }

    /// Gives each cell the last view (in depth-first order) whose area holds its centre: views
    /// are painted last to first and a painted cell is never painted again; `nextFree` skips
    /// painted runs along a row (with path halving), so each cell is visited about once.
    mutating func paint(_ views: [FlatView]) {
        let width = centersX.count
        var nextFree = Array(0...width * centersY.count)
        func free(_ index: Int) -> Int {
            var i = index
            while nextFree[i] != i {
                nextFree[i] = nextFree[nextFree[i]]
                i = nextFree[i]
            }
            return i
        }
        for number in views.indices.reversed() {
            guard let area = views[number].area else { continue }
            let range = cells(in: area)
            guard !range.columns.isEmpty else { continue }
            for row in range.rows {
                let end = row * width + range.columns.upperBound
                var cell = free(row * width + range.columns.lowerBound)
                while cell < end {
                    hits[cell] = number
                    nextFree[cell] = cell + 1
                    cell = free(cell + 1)
                }
            }
        }
    }

    /// For each view, how many cells its subtree takes; a view whose subtree takes none has an
    /// empty tap region without reading the grid.
    func subtreeHitCounts(_ views: [FlatView]) -> [Int] {
        var counts = [Int](repeating: 0, count: views.count)
        for hit in hits where hit >= 0 { counts[hit] += 1 }
        for number in views.indices.reversed() {
            var total = counts[number]
            var child = number + 1
            while child < number + views[number].size {
                total += counts[child]
                child += views[child].size
            }
            counts[number] = total
        }
        return counts
    }

    /// The kept cells among those inside `area`, as rectangles: runs along each row, then runs
    /// with the same x extent in adjacent rows joined. Deterministic: ordered by y, then x. Cells
    /// outside `area` are never kept by the callers, so reading only these gives the same
    /// rectangles as reading the whole grid.
    func rectangles(in area: Bounds, _ keep: (Int, Point) -> Bool) -> [Rect] {
        let range = cells(in: area)
        let width = centersX.count
        var open: [Rect] = []
        var done: [Rect] = []
        for j in range.rows {
            var runs: [Rect] = []
            var start: Int?
            for i in range.columns.lowerBound...range.columns.upperBound {
                let kept = i < range.columns.upperBound && keep(hits[j * width + i], Point(x: centersX[i], y: centersY[j]))
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

/// The first index whose value is at least `value` in an ascending array.
private func lowerBound(_ values: [Double], _ value: Double) -> Int {
    var low = 0
    var high = values.count
    while low < high {
        let middle = (low + high) / 2
        if values[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
}
