/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, stored as cells sorted by
/// symbol id (kiwi's sorted-vector idea): lookups are binary searches, combining two rows is a
/// merge, and every scan is in id order. Coefficients within `epsilon` of zero are dropped.
struct Row: Sendable, Equatable {
    struct Cell: Sendable, Equatable {
        var symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    private(set) var cells: [Cell]

    /// Cells to grow a spare buffer with; their count is the longest merge made outside the row.
    private static let placeholder = Cell(symbol: Symbol(id: -1, kind: .external), coefficient: 0)
    private static let placeholders = [Cell](repeating: placeholder, count: 64)

    init(constant: Double = 0, capacity: Int = 0) {
        self.constant = constant
        cells = []
        cells.reserveCapacity(capacity)
    }

    var isEmpty: Bool { cells.isEmpty }

    /// Index of `symbol` in `cells`, or where it would be inserted.
    @inline(__always)
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let id = cells[mid].symbol.id
            if id < symbol.id { low = mid + 1 } else if id > symbol.id { high = mid } else { return (mid, true) }
        }
        return (low, false)
    }

    /// `cells.insert(_:at:)` and `cells.remove(at:)` by hand: the standard library's go through
    /// its general `replaceSubrange`, and a single-cell insert or removal is most of them (3 % of
    /// building a small system).
    @inline(__always)
    private mutating func insertCell(_ cell: Cell, at index: Int) {
        cells.append(cell)
        cells.withUnsafeMutableBufferPointer { cells in
            var i = cells.count - 1
            while i > index {
                cells[i] = cells[i - 1]
                i -= 1
            }
            cells[index] = cell
        }
    }

    @inline(__always)
    private mutating func removeCell(at index: Int) {
        cells.withUnsafeMutableBufferPointer { cells in
            for i in index..<(cells.count - 1) { cells[i] = cells[i + 1] }
        }
        cells.removeLast()
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient × symbol`; a cell that cancels to zero is removed. Returns whether the
    /// symbol is new to the row.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) -> Bool {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if isNearZero(sum) { removeCell(at: index) } else { cells[index].coefficient = sum }
            return false
        } else if !isNearZero(coefficient) {
            insertCell(Cell(symbol: symbol, coefficient: coefficient), at: index)
            return true
        }
        return false
    }

    /// Adds `factor × other` (constant and every cell), merging the sorted cells; a short merge
    /// is written into `spare`, which then swaps buffers with the row, so a caller that keeps
    /// `spare` between merges allocates only to grow.
    mutating func insert(_ other: Row, times factor: Double, spare: inout [Cell]) {
        var ignored: [Symbol] = []  // stays empty: nothing is collected, nothing allocated
        combine(other, times: factor, added: &ignored, collecting: false, spare: &spare)
    }

    private mutating func combine(_ other: Row, times factor: Double, added: inout [Symbol], collecting: Bool, spare: inout [Cell]) {
        constant += other.constant * factor
        let m = other.cells.count
        if m == 0 { return }
        // One or two cells: binary-search inserts beat any merge (each insert moves the tail of
        // the row, so more cells would cost a long row several passes).
        if m <= 2 {
            for cell in other.cells where insert(cell.symbol, cell.coefficient * factor) && collecting { added.append(cell.symbol) }
            return
        }
        if cells.count + m <= Row.placeholders.count {
            mergeIntoSpare(other, times: factor, added: &added, collecting: collecting, spare: &spare)
        } else {
            mergeInPlace(other, times: factor, added: &added, collecting: collecting)
        }
    }

    /// Short rows: one forward merge into the spare buffer (grown to fit, never shrunk), which
    /// then becomes the row's; the row's old buffer becomes the spare.
    private mutating func mergeIntoSpare(_ other: Row, times factor: Double, added: inout [Symbol], collecting: Bool, spare: inout [Cell]) {
        let m = other.cells.count
        let n = cells.count
        // Grown from a contiguous slice: one copy, where a repeated element is appended cell by cell.
        // Room for twice the merge, so the buffers passed between rows and spare rarely grow.
        if spare.count < n + m {
            if spare.capacity < n + m { spare.reserveCapacity(min(Row.placeholders.count, 2 * (n + m))) }
            spare.append(contentsOf: Row.placeholders[0..<(n + m - spare.count)])
        }
        var k = 0
        spare.withUnsafeMutableBufferPointer { out in
            cells.withUnsafeBufferPointer { mine in
                other.cells.withUnsafeBufferPointer { theirs in
                    var i = 0
                    var j = 0
                    while i < n || j < m {
                        if j == m || (i < n && mine[i].symbol.id < theirs[j].symbol.id) {
                            out[k] = mine[i]
                            k += 1
                            i += 1
                        } else if i == n || theirs[j].symbol.id < mine[i].symbol.id {
                            let value = theirs[j].coefficient * factor
                            if !isNearZero(value) {
                                out[k] = Cell(symbol: theirs[j].symbol, coefficient: value)
                                k += 1
                                if collecting { added.append(theirs[j].symbol) }
                            }
                            j += 1
                        } else {
                            let value = mine[i].coefficient + theirs[j].coefficient * factor
                            if !isNearZero(value) {
                                out[k] = Cell(symbol: mine[i].symbol, coefficient: value)
                                k += 1
                            }
                            i += 1
                            j += 1
                        }
                    }
                }
            }
        }
        spare.removeLast(spare.count - k)
        swap(&cells, &spare)
    }

    /// Long rows (a long chain's positions hold thousands of cells): merge in place, reusing the
    /// buffer, because allocating a fresh large buffer per merge costs far more than moving cells.
    /// The cells grow by `other`'s count, the two sorted runs are merged from the back, the merged
    /// block slides down over the gap left by symbols both rows had, and cancelled cells go.
    private mutating func mergeInPlace(_ other: Row, times factor: Double, added: inout [Symbol], collecting: Bool) {
        let m = other.cells.count
        let n = cells.count
        cells.append(contentsOf: repeatElement(Row.placeholder, count: m))
        var length = 0
        other.cells.withUnsafeBufferPointer { theirs in
            cells.withUnsafeMutableBufferPointer { mine in
                var i = n - 1
                var j = m - 1
                var k = n + m - 1
                var cancelled = false
                while j >= 0 {
                    if i >= 0 && mine[i].symbol.id > theirs[j].symbol.id {
                        mine[k] = mine[i]
                        i -= 1
                    } else if i >= 0 && mine[i].symbol.id == theirs[j].symbol.id {
                        let value = mine[i].coefficient + theirs[j].coefficient * factor
                        mine[k] = Cell(symbol: mine[i].symbol, coefficient: value)
                        cancelled = cancelled || isNearZero(value)
                        i -= 1
                        j -= 1
                    } else {
                        let value = theirs[j].coefficient * factor
                        mine[k] = Cell(symbol: theirs[j].symbol, coefficient: value)
                        if isNearZero(value) { cancelled = true } else if collecting { added.append(theirs[j].symbol) }
                        j -= 1
                    }
                    k -= 1
                }
                // mine[0...i] never moved; mine[k+1..<n+m] is the merged rest.
                var write = i + 1
                if write != k + 1 {
                    for read in (k + 1)..<(n + m) {
                        mine[write] = mine[read]
                        write += 1
                    }
                }
                length = i + 1 + (n + m - 1 - k)
                if cancelled {
                    var kept = 0
                    for read in 0..<length where !isNearZero(mine[read].coefficient) {
                        mine[kept] = mine[read]
                        kept += 1
                    }
                    length = kept
                }
            }
        }
        cells.removeLast(cells.count - length)
    }

    /// Drops `symbol`'s cell; returns whether the row had one.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Bool {
        let (index, found) = position(of: symbol)
        if found { removeCell(at: index) }
        return found
    }

    /// Multiplies the whole row by −1.
    mutating func negate() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Rewrites `0 = row` (with `symbol` in it) as `symbol = …`: divides by minus the symbol's
    /// coefficient and drops the symbol.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = position(of: symbol)
        precondition(found, "solving a row for a symbol it does not contain")
        let factor = -1 / cells[index].coefficient
        removeCell(at: index)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `lhs = row` (where row contains `rhs`) as `rhs = …` (a pivot of this row).
    mutating func solve(for rhs: Symbol, leaving lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`, if this row contains it; returns whether it did.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row, spare: inout [Cell]) -> Bool {
        var ignored: [Symbol] = []
        return substitute(symbol, with: row, added: &ignored, collecting: false, spare: &spare)
    }

    /// Replaces `symbol` by `row`, appending to `added` the symbols this row gains.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row, added: inout [Symbol], spare: inout [Cell]) -> Bool {
        substitute(symbol, with: row, added: &added, collecting: true, spare: &spare)
    }

    private mutating func substitute(_ symbol: Symbol, with row: Row, added: inout [Symbol], collecting: Bool, spare: inout [Cell]) -> Bool {
        let (index, found) = position(of: symbol)
        guard found else { return false }
        let coefficient = cells[index].coefficient
        removeCell(at: index)
        combine(row, times: coefficient, added: &added, collecting: collecting, spare: &spare)
        return true
    }
}
