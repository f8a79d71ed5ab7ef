import BezelDevices
import BezelGeometry
import BezelLayout
import BezelSupport
import Testing

/// Tap and dead regions against UIKit's hit test itself: for random trees of overlapping views
/// (some hidden, some not interactive, some with enlarged hit areas, some reaching off screen),
/// a point lies in a view's tap region exactly when `hitTest` delivers a touch there to the view
/// or a subview, and in its dead region exactly when it is on the view's frame but not tappable.
/// The regions are computed by painting cells, `hitTest` by walking the tree (CHROME §6).
struct TapRegionPropertyTests {
    static func randomViews(_ generator: inout SplitMix64, depth: Int, count: Int) -> [ViewSpec] {
        (0..<count).map { index in
            // Edges on a 0.5 pt grid, so the sampled points (offset by 0.25) never sit on one.
            let frame = Rect(
                x: Double(generator.int(-80...680)) / 2, y: Double(generator.int(-80...1200)) / 2,
                width: Double(generator.int(0...400)) / 2, height: Double(generator.int(0...400)) / 2)
            var view = ViewSpec(viewClass: .button, id: "v\(depth)-\(index)-\(generator.next() % 1000)", placement: .frame(frame))
            if generator.int(0...99) < 10 { view.isHidden = true }
            if generator.int(0...99) < 10 { view.isUserInteractionEnabled = false }
            if generator.int(0...99) < 15 { view.hitOutsets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8) }
            if depth < 3 && generator.int(0...99) < 40 {
                view.subviews = randomViews(&generator, depth: depth + 1, count: Int(generator.next() % 4))
            }
            return view
        }
    }

    @Test(arguments: 0..<12) func regionsAgreeWithHitTest(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var vc = ViewControllerSpec(id: "content")
        vc.view.subviews = Self.randomViews(&generator, depth: 0, count: 12)
        let layout = layoutApp(ScreenSpec(root: .plain(vc)), device: Catalog[.iphone8], os: .ios15, orientation: .portrait)
        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        var views: [(path: [Int], node: ViewNode)] = []
        func collect(_ node: ViewNode, _ path: [Int]) {
            views.append((path, node))
            for (index, child) in node.children.enumerated() { collect(child, path + [index]) }
        }
        collect(layout.window, [])
        var mismatches: [String] = []
        // Points on a 5 pt lattice offset by 0.25 pt, so none sits on an edge (edges are on a 0.5 grid).
        for j in 0..<133 {
            for i in 0..<75 {
                let point = Point(x: 0.25 + Double(i) * 5, y: 0.25 + Double(j) * 5)
                let reached = layout.window.hitTest(point)
                for (path, view) in views {
                    let tappable = reached.map { $0.starts(with: path) } ?? false
                    let onFrame = view.windowFrame.intersection(screen)?.contains(point) ?? false
                    let inTap = view.tapRegion.contains { $0.contains(point) }
                    let inDead = view.deadRegion.contains { $0.contains(point) }
                    if inTap != tappable || inDead != (onFrame && !tappable) {
                        mismatches.append("\(view.id ?? "?") at \(point): tap \(inTap) vs \(tappable), dead \(inDead)")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
