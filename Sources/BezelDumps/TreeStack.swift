/// A node of a printed tree (a view or a controller) that takes children.
protocol PrintedNode {
    var children: [Self] { get set }
}

extension DumpedView: PrintedNode {}
extension DumpedController: PrintedNode {}

/// Builds a tree from nodes given in print order with their depths: `stack[d]` is the open node
/// at depth d; a node at depth d closes every open node at d or deeper, each into its parent.
struct TreeStack<Node: PrintedNode> {
    private(set) var roots: [Node] = []
    private var stack: [Node] = []

    /// How deep the next node may be: one below the last one.
    var nextMaxDepth: Int { stack.count }
    var isEmpty: Bool { roots.isEmpty && stack.isEmpty }

    /// Adds a node at `depth`, which must be at most `nextMaxDepth`.
    mutating func push(_ node: Node, depth: Int) {
        close(downTo: depth)
        stack.append(node)
    }

    /// Changes the last node added (a wrapped line read again once joined).
    mutating func replaceLast(_ change: (inout Node) -> Void) {
        guard !stack.isEmpty else { return }
        change(&stack[stack.count - 1])
    }

    /// Changes the open node at `depth` (closing the deeper ones); false when none is open there.
    mutating func change(atDepth depth: Int, _ change: (inout Node) -> Void) -> Bool {
        guard depth >= 0, depth < stack.count else { return false }
        close(downTo: depth + 1)
        change(&stack[depth])
        return true
    }

    /// Every node closed into its parent; the roots in order.
    mutating func finish() -> [Node] {
        close(downTo: 0)
        return roots
    }

    private mutating func close(downTo depth: Int) {
        while stack.count > depth {
            let node = stack.removeLast()
            if stack.isEmpty { roots.append(node) } else { stack[stack.count - 1].children.append(node) }
        }
    }
}
