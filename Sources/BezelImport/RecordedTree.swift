import BezelDumps
import BezelGeometry
import BezelLayout
import BezelSupport
import Foundation

/// A capture's views as a recorded tree for a scene: every view that can be placed, each with its
/// frame, visibility, clipping, interaction and text. A view cannot be placed when a level above
/// it was cut from the dump (`...`), when its line stopped before its frame, or when a number
/// passes the scene format's bounds (±`DocumentLimits.maxMagnitude`); it is left out with its
/// subviews and counted in the notes.
struct RecordedTree {
    var views: [RecordedView] = []
    var notes: [String] = []
    private var cut = 0
    private var unframed = 0
    private var outOfRange = 0

    init(_ capture: DumpCapture) {
        views = capture.roots.compactMap { recorded($0) }
        if cut > 0 { notes.append("\(cut) view\(plural(cut)) not drawn: a level above them was cut from the dump (\"...\")") }
        if unframed > 0 { notes.append("\(unframed) view\(plural(unframed)) not drawn: the dump stops before their frame") }
        if outOfRange > 0 {
            notes.append("\(outOfRange) view\(plural(outOfRange)) not drawn: a coordinate passes ±\(Int(DocumentLimits.maxMagnitude)) pt")
        }
    }

    private mutating func recorded(_ view: DumpedView) -> RecordedView? {
        if view.isElided {
            cut += view.subtree.filter { !$0.isElided }.count
            return nil
        }
        guard let frame = view.frame else {
            unframed += view.subtree.count
            return nil
        }
        let numbers = [frame.minX, frame.minY, frame.width, frame.height, view.contentOffset?.x ?? 0, view.contentOffset?.y ?? 0]
        guard numbers.allSatisfy({ abs($0) <= DocumentLimits.maxMagnitude }), frame.width >= 0, frame.height >= 0 else {
            outOfRange += view.subtree.count
            return nil
        }
        var result = RecordedView(className: view.className, frame: frame)
        result.baseClass = view.baseClass
        result.isHidden = view.isHidden
        result.alpha = min(1, max(0, view.alpha))
        result.clipsToBounds = view.clipsToBounds
        result.isUserInteractionEnabled = view.isUserInteractionEnabled
        result.text = view.text.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        result.contentOffset = view.contentOffset
        result.children = view.children.compactMap { recorded($0) }
        return result
    }
}

func plural(_ count: Int) -> String { count == 1 ? "" : "s" }
