import BezelGeometry
import BezelLayout

/// A plain view's class: too common to find anything by across levels.
let plainView = ViewClass.view.rawValue

/// Pairs the dump's views with Bezel's, by class and position in the tree: from a matched pair,
/// their subview lists are aligned (the longest common subsequence of classes, nearer frames
/// preferred), each aligned pair matched the same way; a view left over on one side is then
/// looked for up to `levelSearch` levels below a view left over on the other (a wrapper one side
/// has and the other does not). Below a controller's root view that holds the app's own content
/// nothing is matched: the dump's views there are the app's, not UIKit's.
struct Matcher {
    let dump: FlatTree
    let bezel: FlatTree
    /// Dump index → Bezel index.
    private(set) var pairs: [Int: Int] = [:]
    private(set) var matchedBezel: Set<Int> = []
    /// Dump views inside a content root: not compared.
    private(set) var content: Set<Int> = []

    static let levelSearch = 3

    init(dump: FlatTree, bezel: FlatTree) {
        self.dump = dump
        self.bezel = bezel
    }

    /// Matches `d` with `b` and everything below them.
    mutating func match(_ d: Int, _ b: Int) {
        pairs[d] = b
        matchedBezel.insert(b)
        if bezel.nodes[b].isContent {
            for child in dump.nodes[d].children { content.formUnion(dump.subtree(child)) }
            return
        }
        matchChildren(dump.nodes[d].children, bezel.nodes[b].children)
    }

    /// Aligns two subview lists and matches across levels what the alignment leaves over.
    mutating func matchChildren(_ ds: [Int], _ bs: [Int]) {
        var leftDump: [Int] = []
        var leftBezel: [Int] = []
        for step in align(ds, bs) {
            switch step {
            case .pair(let d, let b): match(d, b)
            case .dumpOnly(let d): leftDump.append(d)
            case .bezelOnly(let b): leftBezel.append(b)
            }
        }
        // Subviews in another order (UIKit adds some later than Bezel does): the same class on the
        // same level, the nearest frame first.
        for d in leftDump {
            let same = leftBezel.indices.filter { affinity(d, leftBezel[$0]) == 1 }
            if let k = same.max(by: { closeness(d, leftBezel[$0]) < closeness(d, leftBezel[$1]) }) { match(d, leftBezel.remove(at: k)) }
        }
        leftDump.removeAll { pairs[$0] != nil }
        // A wrapper on the device's side: a view below it has the class of one Bezel left over
        // (a plain `UIView` is too common to tell anything).
        for d in leftDump {
            for inner in dump.descendants(d, depth: Self.levelSearch) where pairs[inner] == nil && dump.nodes[inner].key != plainView {
                if let k = leftBezel.firstIndex(where: { bezel.nodes[$0].key == dump.nodes[inner].key }) {
                    match(inner, leftBezel.remove(at: k))
                    break
                }
            }
        }
        // A wrapper on Bezel's side.
        let stillLeft = leftDump.filter { pairs[$0] == nil }
        for b in leftBezel {
            for inner in bezel.descendants(b, depth: Self.levelSearch) where !matchedBezel.contains(inner) && bezel.nodes[inner].key != plainView {
                if let d = stillLeft.first(where: { pairs[$0] == nil && dump.nodes[$0].key == bezel.nodes[inner].key }) {
                    match(d, inner)
                    break
                }
            }
        }
    }

    enum Step { case pair(Int, Int), dumpOnly(Int), bezelOnly(Int) }

    /// How well two views pair by class: 1 for the same class, ½ for a class Bezel does not model
    /// (the app's own, or a UIKit class Bezel lacks) against a plain `UIView` (it is one, or a
    /// subclass of one), 0 otherwise.
    func affinity(_ d: Int, _ b: Int) -> Double {
        let (dumpKey, bezelKey) = (dump.nodes[d].key, bezel.nodes[b].key)
        if dumpKey == bezelKey { return 1 }
        return bezelKey == plainView && dumpKey != "…" && ViewClass(rawValue: dumpKey) == nil ? 0.5 : 0
    }

    /// The longest common subsequence of the two lists by class (`affinity`); among equally good
    /// ones, the one whose paired frames lie nearer each other.
    func align(_ ds: [Int], _ bs: [Int]) -> [Step] {
        let n = ds.count
        let m = bs.count
        guard n > 0, m > 0 else { return ds.map { .dumpOnly($0) } + bs.map { .bezelOnly($0) } }
        var score = [[Double]](repeating: [Double](repeating: 0, count: m + 1), count: n + 1)
        func pairing(_ i: Int, _ j: Int) -> Double? {
            let a = affinity(ds[i], bs[j])
            return a > 0 ? score[i + 1][j + 1] + a + closeness(ds[i], bs[j]) : nil
        }
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                score[i][j] = max(score[i + 1][j], score[i][j + 1], pairing(i, j) ?? 0)
            }
        }
        var steps: [Step] = []
        var (i, j) = (0, 0)
        while i < n, j < m {
            if let paired = pairing(i, j), score[i][j] == paired {
                steps.append(.pair(ds[i], bs[j]))
                (i, j) = (i + 1, j + 1)
            } else if score[i + 1][j] >= score[i][j + 1] {
                steps.append(.dumpOnly(ds[i]))
                i += 1
            } else {
                steps.append(.bezelOnly(bs[j]))
                j += 1
            }
        }
        return steps + ds[i...].map { .dumpOnly($0) } + bs[j...].map { .bezelOnly($0) }
    }

    /// A small bonus, below one match, for frames that lie near each other.
    private func closeness(_ d: Int, _ b: Int) -> Double {
        guard let a = dump.nodes[d].frame, let c = bezel.nodes[b].frame else { return 0 }
        return 0.5 / (1 + frameDelta(a, c))
    }
}

/// The largest difference between two frames' origins and sizes, in points.
func frameDelta(_ a: Rect, _ b: Rect) -> Double {
    max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
}
