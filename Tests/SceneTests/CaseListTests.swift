import TestSupport
import Testing

/// The check beside every file-built parameterized test can fail: a list that could not be
/// built, an empty one and one of the wrong size each record an issue.
struct CaseListTests {
    @Test func incompleteListsFail() {
        let missing = CaseList { try Repository.files(in: "examples/no-such-folder", extensions: ["yaml"]) }
        #expect(missing.cases.isEmpty)
        #expect(missing.problem != nil)
        withKnownIssue { missing.expectComplete(count: 0) }
        withKnownIssue { CaseList { [String]() }.expectComplete(count: 1) }
        withKnownIssue { CaseList { ["a", "b"] }.expectComplete(count: 1) }
        CaseList { ["a"] }.expectComplete(count: 1)
    }
}
