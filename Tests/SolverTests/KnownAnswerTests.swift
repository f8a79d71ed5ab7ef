import BezelSolver
import Testing

/// Systems whose answers are known from the literature.
struct KnownAnswerTests {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    // Hillier & Lieberman, "Introduction to Operations Research", §3.1 (Wyndor Glass Co.):
    // maximise Z = 3x1 + 5x2 subject to x1 ≤ 4, 2x2 ≤ 12, 3x1 + 2x2 ≤ 18, x1, x2 ≥ 0.
    // Optimum x1 = 2, x2 = 6, Z = 36. Maximisation is a weak `3x1 + 5x2 ≥ 1000` whose error the
    // solver minimises.
    @Test func wyndorGlass() throws {
        let x1 = Variable("x1")
        let x2 = Variable("x2")
        let solver = Solver()
        try solver.add([x1 >= 0, x2 >= 0, x1 <= 4, 2 * x2 <= 12, 3 * x1 + 2 * x2 <= 18])
        try solver.add((3 * x1 + 5 * x2 >= 1000) ~ 1)
        #expect(close(solver.value(of: x1), 2))
        #expect(close(solver.value(of: x2), 6))
    }

    // Hillier & Lieberman §3.4 (radiation therapy design): minimise 0.4x1 + 0.5x2 subject to
    // 0.3x1 + 0.1x2 ≤ 2.7, 0.5x1 + 0.5x2 = 6, 0.6x1 + 0.4x2 ≥ 6, x ≥ 0. Optimum x1 = 7.5, x2 = 4.5.
    @Test func radiationTherapy() throws {
        let x1 = Variable("x1")
        let x2 = Variable("x2")
        let solver = Solver()
        try solver.add([x1 >= 0, x2 >= 0, 0.3 * x1 + 0.1 * x2 <= 2.7, 0.5 * x1 + 0.5 * x2 == 6.0, 0.6 * x1 + 0.4 * x2 >= 6])
        try solver.add((0.4 * x1 + 0.5 * x2 <= 0) ~ 1)
        #expect(close(solver.value(of: x1), 7.5))
        #expect(close(solver.value(of: x2), 4.5))
    }

    // Badros, Borning & Stuckey 2001, §2: the midpoint xm of a segment xl…xr within 0…100, at
    // least 10 long (2xm = xl + xr, xl + 10 ≤ xr, xr ≤ 100, xl ≥ 0), with xm edited and the ends
    // held by stays. Stay priorities differ (xl 200, xr 100) so every answer is unique: moving xm
    // to 95 pushes xr against 100 and xl to 90; moving it to 20 gives xl 15, xr 25.
    @Test func midpointWithEdits() throws {
        let xl = Variable("xl")
        let xm = Variable("xm")
        let xr = Variable("xr")
        let solver = Solver()
        try solver.add([2 * xm == xl + xr, xl + 10 <= xr, xr <= 100, xl >= 0])
        try solver.add((xl == 30) ~ 200)
        try solver.add((xr == 60) ~ 100)
        try solver.addEditVariable(xm, priority: Priority(900))
        try solver.suggest(xm, 45)
        #expect([solver.value(of: xl), solver.value(of: xm), solver.value(of: xr)] == [30, 45, 60])
        try solver.suggest(xm, 95)
        #expect(close(solver.value(of: xl), 90) && close(solver.value(of: xm), 95) && close(solver.value(of: xr), 100))
        try solver.suggest(xm, 20)
        #expect(close(solver.value(of: xl), 15) && close(solver.value(of: xm), 20) && close(solver.value(of: xr), 25))
        // Back where it started: the dual simplex retraces to the same vertex.
        try solver.suggest(xm, 45)
        #expect(close(solver.value(of: xl), 30) && close(solver.value(of: xr), 60))
    }

    // An optional equality is satisfied as nearly as possible (UIKit's priority doc: "minimize abs(a-b)").
    @Test func optionalEqualityYieldsToRequiredInequality() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add((x == 0) ~ 250)
        #expect(solver.value(of: x) == 10)
    }

    // Within one priority, L1 error: three constraints at 0 and one at 10 give the median, 0.
    @Test func samePriorityMinimisesTotalError() throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<3 { try solver.add((x == 0) ~ 500) }
        try solver.add((x == 10) ~ 500)
        #expect(solver.value(of: x) == 0)
    }
}
