/// The undo journal of an artificial-variable step (the one step of adding a constraint that
/// can fail after it has changed the tableau): the state the step may change, saved lazily, so
/// that a failure gives back the tableau bit for bit without copying what the step never touched.
///
/// - Rows are saved whole before their first write (the saved buffer is then shared, and the
///   first write makes the new row in a fresh buffer in one pass: `Row.substitute(shared:)`).
/// - Most columns only grow during the step: a column's length is saved before its first append.
///   A column that is compacted or emptied (the few the step scans) is saved whole first, sharing
///   its buffer. Rolling back puts whole columns back and cuts every column to its saved length
///   (a whole column saved after some appends holds the original as its first entries).
/// - The objective and the infeasible list are small and saved whole.
///
/// Which symbols have been saved is marked in `Tableau.journalMarks` with the journal's
/// generation, so beginning a step costs nothing per symbol.
struct Journal {
    let symbolCount: Int
    let objective: Objective
    let infeasible: [Symbol]
    var rows: [(index: Int, row: Row?)] = []
    var lengths: [(index: Int, count: Int)] = []
    var whole: [(index: Int, column: [Int32])] = []

    /// The bits of a symbol's mark below the generation.
    enum Mark {
        static let row: UInt32 = 1
        static let length: UInt32 = 2
        static let whole: UInt32 = 4
        static let bits: UInt32 = 3
    }
}

extension Tableau {
    mutating func beginJournal() {
        journalGeneration &+= 1
        if journalGeneration >= 1 << (32 - Journal.Mark.bits) {
            // After 2^29 steps the generations would repeat: start again from clean marks.
            journalGeneration = 1
            for i in journalMarks.indices { journalMarks[i] = 0 }
        }
        journal = Journal(symbolCount: rows.count, objective: objective, infeasible: infeasible)
    }

    /// Marks `bit` for symbol `index` in this journal; false if it was already marked, or the
    /// symbol is newer than the journal (rolling back forgets it anyway), or there is none.
    @inline(__always)
    private mutating func mark(_ index: Int, _ bit: UInt32) -> Bool {
        guard journal != nil, index < journal!.symbolCount else { return false }
        let current = journalGeneration << Journal.Mark.bits
        var mark = journalMarks[index]
        if mark & ~((1 << Journal.Mark.bits) - 1) != current { mark = current }
        guard mark & bit == 0 else { return false }
        journalMarks[index] = mark | bit
        return true
    }

    /// Saves row `index` if the journal has not yet; returns whether it did now (the row's
    /// buffer is then shared with the journal until it is next written).
    @inline(__always) @discardableResult
    mutating func noteRow(_ index: Int) -> Bool {
        guard mark(index, Journal.Mark.row) else { return false }
        journal!.rows.append((index, rows[index]))
        return true
    }

    /// Call before appending to column `index`: saves its length once.
    @inline(__always)
    mutating func noteColumn(_ index: Int) {
        guard mark(index, Journal.Mark.length) else { return }
        journal!.lengths.append((index, columns[index].count))
    }

    /// Call before compacting or emptying column `index`: saves its length and, once, the whole
    /// column (sharing its buffer; the first write then copies it).
    @inline(__always)
    mutating func noteWholeColumn(_ index: Int) {
        noteColumn(index)
        if mark(index, Journal.Mark.whole) { journal!.whole.append((index, columns[index])) }
    }

    /// Puts back everything the journal saw and forgets symbols created since it began.
    mutating func rollBackJournal() {
        guard let saved = journal else { return }
        journal = nil
        forgetSymbols(from: saved.symbolCount)
        for entry in saved.rows { rows[entry.index] = entry.row }
        for entry in saved.whole { columns[entry.index] = entry.column }
        for entry in saved.lengths { columns[entry.index].removeLast(columns[entry.index].count - entry.count) }
        objective = saved.objective
        infeasible = saved.infeasible
        artificial = nil
    }

}
