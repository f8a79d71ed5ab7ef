import BezelDumps
import BezelGeometry
import BezelLayout

/// A view tree flattened in print order for matching: each node's class as matched (the UIKit
/// class Bezel knows it by), its class as printed, its parent and children by index, and what
/// places it: its frame in the superview, and where its bounds origin lies in its parent's.
struct FlatTree {
    struct Node {
        var key: String
        var name: String
        var parent: Int?
        var children: [Int] = []
        var frame: Rect?
        /// A scroll view's content offset: its subviews sit relative to it.
        var offset = Point.zero
        var line: Int?
        var text: String?
        /// A controller's root view that holds the app's own content (Bezel's side only).
        var isContent = false
        var isHidden = false
    }

    var nodes: [Node] = []
    var roots: [Int] = []

    /// The dump's views (placeholders of cut lines included, so depths hold; they match nothing).
    init(dump roots: [DumpedView]) {
        for root in roots { self.roots.append(add(root, parent: nil)) }
    }

    private mutating func add(_ view: DumpedView, parent: Int?) -> Int {
        let index = nodes.count
        let known = ViewClass(rawValue: view.className) ?? view.baseClass.flatMap { ViewClass(rawValue: $0) }
        nodes.append(
            Node(
                key: view.isElided ? "…" : known?.rawValue ?? view.className, name: view.className, parent: parent, frame: view.frame,
                offset: view.contentOffset ?? .zero, line: view.line, text: view.text, isHidden: !(view.isHidden == false && view.alpha >= 0.01)))
        for child in view.children { nodes[index].children.append(add(child, parent: index)) }
        return index
    }

    /// Bezel's laid-out views below (and including) `window`.
    init(bezel window: ViewNode) {
        roots = [add(window, parent: nil)]
    }

    private mutating func add(_ node: ViewNode, parent: Int?) -> Int {
        let index = nodes.count
        var flat = Node(key: node.viewClass.rawValue, name: node.className, parent: parent, frame: node.frame, text: node.text ?? node.lines?.lines.first)
        flat.offset = node.scroll?.contentOffset ?? .zero
        flat.isContent = node.viewController?.isContentController == true
        flat.isHidden = node.isHidden || node.alpha < 0.01
        nodes.append(flat)
        for child in node.children { nodes[index].children.append(add(child, parent: index)) }
        return index
    }

    /// The node and every node below it, in print order.
    func subtree(_ index: Int) -> [Int] { [index] + nodes[index].children.flatMap(subtree) }

    /// The node's frame relative to the visible top-left of `ancestor` (its scroll offset taken
    /// out), adding up the frames between; nil `ancestor`: relative to the roots' superview.
    func frame(_ index: Int, in ancestor: Int?) -> Rect? {
        guard var frame = nodes[index].frame else { return nil }
        var current = nodes[index].parent
        while let parent = current, parent != ancestor {
            guard let parentFrame = nodes[parent].frame else { return nil }
            let offset = nodes[parent].offset
            frame = frame.offsetBy(dx: parentFrame.minX - offset.x, dy: parentFrame.minY - offset.y)
            current = nodes[parent].parent
        }
        if let ancestor, current == ancestor {
            let offset = nodes[ancestor].offset
            frame = frame.offsetBy(dx: -offset.x, dy: -offset.y)
        }
        return frame
    }

    /// Levels below `index`, at most `depth` down, breadth first.
    func descendants(_ index: Int, depth: Int) -> [Int] {
        var level = nodes[index].children
        var result: [Int] = []
        for _ in 0..<depth where !level.isEmpty {
            result += level
            level = level.flatMap { nodes[$0].children }
        }
        return result
    }
}
