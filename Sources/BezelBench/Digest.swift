import BezelSolver
import BezelSupport

/// `BezelBench digest`: the solver dumps of seeded random systems, for the end-to-end test that
/// runs it in two processes (each with its own hashing seed) and expects identical output: no
/// result may depend on dictionary order.
func solverDigest() throws {
    var random = SplitMix64(seed: 2026)
    for system in 0..<40 {
        let solver = Solver()
        let variables = (0..<8).map { Variable("s\(system)v\($0)") }
        var added: [Constraint] = []
        for index in 0..<24 {
            let a = variables[Int(random.next() % 8)]
            let b = variables[Int(random.next() % 8)]
            let constant = Double(random.next() % 200) - 100
            let priority = [1000.0, 750, 500, 250, 100][Int(random.next() % 5)]
            let relation: Relation = [.equal, .lessOrEqual, .greaterOrEqual][Int(random.next() % 3)]
            let constraint = Constraint(a - b, relation, constant, priority: Priority(priority), identifier: "c\(index)")
            do {
                try solver.add(constraint)
                added.append(constraint)
            } catch {
                print("system \(system) c\(index): \(error)")
            }
        }
        var index = 0
        while index < added.count {
            try solver.remove(added[index])
            index += 3
        }
        print("system \(system)\n" + solver.dump)
    }
}

