import BezelDevices
import Testing

@testable import BezelLayout

/// Rules report in the order they run: each list keeps its order across merges, and an
/// uncertain figure is recorded once, with the basis of its first report.
struct RuleOutputTests {
    @Test func mergesKeepOrderAndFirstFigure() {
        var first = Diagnostics()
        first.note("bar height", BarFigure(44, .estimate, "first"))
        first.note("measured", BarFigure(44, .confirmed, "a confirmed figure is not reported"))
        first.notes = ["a"]
        first.conflicts = [conflict("c1")]
        var second = Diagnostics()
        second.note("bar height", BarFigure(50, .inferred, "second"))
        second.note("gap", BarFigure(6, .inferred, "gap"))
        second.notes = ["b"]
        second.conflicts = [conflict("c2")]
        second.ambiguous = [AmbiguousLayout(view: "view", axes: [.horizontal], locations: ["a.yaml:3:9"])]
        var report = Diagnostics()
        #expect(report.take(RuleOutput(value: 1, diagnostics: first)) == 1)
        report.append(second)
        #expect(report.uncertain.map(\.figure) == ["bar height", "gap"])
        #expect(report.uncertain.first?.basis == "first")
        #expect(report.notes == ["a", "b"] && report.conflicts.map(\.description) == ["c1", "c2"])
        #expect(report.ambiguous.map(\.description) == ["view (horizontal)"] && report.ambiguous.first?.locations == ["a.yaml:3:9"])
    }

    private func conflict(_ text: String) -> ConstraintConflict {
        ConstraintConflict(description: text, locations: [], brokenLocation: nil)
    }
}
