import BezelLayout
import Testing

extension AppLayout {
    /// The laid-out tree as `bezel explain` prints it, as the comment of a layout expectation:
    /// `#expect(bar.windowFrame == …, layout.tree)`. Swift Testing builds a comment only when the
    /// expectation fails, so a passing test pays nothing and a failing one shows the wrong frame
    /// among its neighbours and their insets instead of a bare number.
    public var tree: Comment { tree("") }

    /// The tree after a line of context, e.g. the iOS version a loop is on.
    public func tree(_ context: String) -> Comment {
        Comment(rawValue: (context.isEmpty ? "" : context + "\n") + "the laid-out tree:\n" + explanation)
    }

    /// The first view with this id or class name (`ViewNode.find`); when there is none, a
    /// failure that prints the tree.
    public func view(_ idOrClass: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ViewNode {
        try #require(window.find(idOrClass), tree("no view \"\(idOrClass)\""), sourceLocation: sourceLocation)
    }
}

extension AppLayout {
    /// The first view of this UIKit class; when there is none, a failure that prints the tree.
    public func view(_ viewClass: ViewClass, sourceLocation: SourceLocation = #_sourceLocation) throws -> ViewNode {
        try #require(window.find(viewClass), tree("no \(viewClass.rawValue)"), sourceLocation: sourceLocation)
    }
}
