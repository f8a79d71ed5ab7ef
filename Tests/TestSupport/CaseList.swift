import Testing

/// The cases of a parameterized test, read from files. A parameterized test whose argument list
/// is empty runs nothing and passes, so a list that could not be built (a missing folder, an
/// unreadable file) keeps its error instead of becoming `[]`, and `expectComplete(count:)`, called
/// from a plain test beside the parameterized one, fails unless the list was built and holds
/// exactly the expected number of cases.
public struct CaseList<Case: Sendable>: Sendable {
    /// The cases, or `[]` when the list could not be built.
    public let cases: [Case]
    /// Why the list could not be built; nil when it was.
    public let problem: String?

    public init(_ build: () throws -> [Case]) {
        do {
            cases = try build()
            problem = nil
        } catch {
            cases = []
            problem = "\(error)"
        }
    }

    /// Records a failure unless the list was built with exactly `count` cases: an exact count,
    /// not a floor, so adding or removing a case file means updating the test on purpose.
    public func expectComplete(count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        if let problem {
            Issue.record("the case list could not be built: \(problem)", sourceLocation: sourceLocation)
        } else {
            #expect(
                cases.count == count, "the case list has \(cases.count) cases; the test expects \(count)", sourceLocation: sourceLocation)
        }
    }
}
