import BezelDevices

/// What a layout rule reports besides its views, each list in the order things happened:
/// figures below single-source confidence (for captions and `bezel explain`), notes on what
/// UIKit would do differently from what the scene asks, Auto Layout conflict reports in UIKit's
/// wording, and views whose constraints leave an axis undetermined.
struct Diagnostics {
    var uncertain: [UncertainFigure] = []
    var notes: [String] = []
    var conflicts: [ConstraintConflict] = []
    var ambiguous: [AmbiguousLayout] = []

    /// Records a figure below single-source confidence, once per name (the first basis wins).
    mutating func note(_ name: String, _ figure: BarFigure) {
        guard figure.confidence >= .inferred else { return }
        record(UncertainFigure(figure: name, confidence: figure.confidence, basis: figure.basis))
    }

    /// Appends a figure unless one of the same name is already recorded.
    mutating func record(_ figure: UncertainFigure) {
        guard !uncertain.contains(where: { $0.figure == figure.figure }) else { return }
        uncertain.append(figure)
    }

    /// Keeps what a rule reported, after everything reported so far.
    mutating func append(_ other: Diagnostics) {
        for figure in other.uncertain { record(figure) }
        notes += other.notes
        conflicts += other.conflicts
        ambiguous += other.ambiguous
    }

    /// Keeps a rule's reports and hands back its value: `let bar = report.take(tabBar(…))`.
    mutating func take<Value>(_ output: RuleOutput<Value>) -> Value {
        append(output.diagnostics)
        return output.value
    }
}

/// A layout rule's result: the views (or frames) it built, and what it reports about them.
struct RuleOutput<Value> {
    var value: Value
    var diagnostics = Diagnostics()
}
