import BezelSolver
import Testing

/// UIKit: "higher priority constraints are satisfied before lower priority constraints". The
/// objective keeps one row per priority and compares them lexicographically, so no count of
/// weaker violations outweighs a stronger one. kiwi's single-double strengths fail this test
/// ("a large number of weak constraints may outweigh a medium constraint", kiwi docs).
struct PriorityTests {
    @Test(arguments: [2, 100, 1000])  // kiwi-style linear weights lose at 1001 (medium = 1000 × weak)
    func oneStrongerBeatsAnyNumberOfWeaker(count: Int) throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<count { try solver.add((x == 0) ~ 249) }
        try solver.add((x == 10) ~ 250)
        #expect(solver.value(of: x) == 10)
    }

    @Test func adjacentFractionalPriorities() throws {
        // UIStackView uses 999.5 and 999; 760 and 750; 51, 50 and 49 (CHROME §7.4).
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<100 { try solver.add((x == 1) ~ 999) }
        try solver.add((x == 2) ~ 999.5)
        #expect(solver.value(of: x) == 2)
        let y = Variable("y")
        for _ in 0..<100 { try solver.add((y == 1) ~ 49) }
        try solver.add((y == 2) ~ 51)
        try solver.add((y == 3) ~ 50)
        #expect(solver.value(of: y) == 2)
    }

    @Test func tiersAreSharedAndReleased() throws {
        let x = Variable("x")
        let solver = Solver()
        let a = (x == 1) ~ 250
        let b = (x >= 2) ~ 250
        let c = (x <= 5) ~ 750
        try solver.add([a, b, c])
        #expect(solver.statistics.tiers == 2)
        try solver.remove(a)
        #expect(solver.statistics.tiers == 2)
        try solver.remove(b)
        try solver.remove(c)
        #expect(solver.statistics.tiers == 0)
    }
}
