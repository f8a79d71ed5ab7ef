extension Solver {
    /// Whether the solution is one of several: the variable could move without violating a
    /// required constraint and without making the objective worse. UIKit's `hasAmbiguousLayout`
    /// question, answered from the tableau (SOLVER §2.4): the variable is free (not basic), or
    /// its row contains a parametric symbol whose objective coefficient is zero in every tier and
    /// that can move in some direction (an unrestricted symbol, or a restricted one with room to
    /// grow before another row's constant reaches zero).
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = tableau.symbol(of: variable) else { return true }
        guard let row = tableau.rows[Int(symbol.id)] else { return true }
        for cell in row.cells where cell.symbol.kind != .dummy && tableau.objective.sign(of: cell.symbol) == 0 {
            if cell.symbol.kind == .external || canGrow(cell.symbol) { return true }
        }
        return false
    }

    /// Whether a non-basic restricted symbol can increase from zero without driving a restricted
    /// basic row negative.
    private func canGrow(_ symbol: Symbol) -> Bool {
        for id in tableau.rowsContaining(symbol) where tableau.kinds[Int(id)] != .external {
            let row = tableau.rows[Int(id)]!
            let c = row.coefficient(for: symbol)
            if c < 0 && row.constant / -c < epsilon { return false }
        }
        return true
    }

    /// A text picture of the solver for debugging: the objective per priority tier, every row,
    /// the infeasible rows, variables, edit variables and constraints with their markers. Symbols
    /// print as v (variable), s (slack), e (error) and d (dummy) with their number.
    public var dump: String {
        var lines: [String] = ["Objective (highest priority first)"]
        for tier in tableau.objective.tiers {
            lines.append("  @\(formatNumber(tier.priority)): \(text(of: tier.row))")
        }
        lines.append("Tableau")
        for i in tableau.rows.indices {
            guard let row = tableau.rows[i] else { continue }
            lines.append("  \(tableau.name(Symbol(id: Int32(i), kind: tableau.kinds[i]))) = \(text(of: row))")
        }
        lines.append("Infeasible")
        for symbol in tableau.infeasible { lines.append("  \(tableau.name(symbol))") }
        lines.append("Variables")
        for (index, variable) in tableau.variableOf.enumerated() {
            guard let variable else { continue }
            lines.append(
                "  \(variable) = \(tableau.name(Symbol(id: Int32(index), kind: .external))) = \(formatNumber(value(of: variable)))")
        }
        lines.append("Edit variables")
        for edit in tableau.edits.values.sorted(by: { sequence(of: $0.constraint) < sequence(of: $1.constraint) }) {
            lines.append("  \(edit.constraint.expression) suggested \(formatNumber(edit.constant))")
        }
        lines.append("Constraints")
        for record in tableau.records.inOrder {
            let markers = [record.marker, record.other].compactMap { $0 }.map(tableau.name).joined(separator: " ")
            lines.append("  \(record.constraint)  [\(markers)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Numbers the tests read: rows, constraints, variables, objective tiers, symbols, the cells
    /// of all rows (how far they have filled in) and how many rows substitutions have rewritten.
    public var statistics: (rows: Int, constraints: Int, variables: Int, tiers: Int, symbols: Int, cells: Int, rowsRewritten: Int) {
        (
            tableau.rows.count { $0 != nil }, tableau.records.count, tableau.variables.count,
            tableau.objective.tiers.count, tableau.rows.count, tableau.rows.reduce(0) { $0 + ($1?.cells.count ?? 0) },
            tableau.rowsRewritten
        )
    }

    private func sequence(of constraint: Constraint) -> Int { tableau.records[constraint]?.sequence ?? 0 }

    private func text(of row: Row) -> String {
        var text = formatNumber(row.constant)
        for cell in row.cells {
            let sign = cell.coefficient < 0 ? " - " : " + "
            text += sign + formatNumber(abs(cell.coefficient)) + "*" + tableau.name(cell.symbol)
        }
        return text
    }
}
