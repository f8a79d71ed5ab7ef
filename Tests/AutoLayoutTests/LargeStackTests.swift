import BezelAutoLayout
import BezelGeometry
import Testing

/// Long vertical stacks, spacing 0.5, views 100 × 0.6 intrinsically, every view squeezed (the
/// case that once re-solved the whole chain per view), built in the engine order `Layout` uses:
/// a fill-equally stack's first view sized first, the arrangement, then every other view's
/// hugging and compression resistance. Frames are compared before pixel rounding, to 1e-9.
struct LargeStackTests {
    /// The stack at (0, 20, 375, `height`) in a 375 × 667 root, its views' rectangles before
    /// rounding, and the number of conflicts.
    static func layOut(_ distribution: StackLayout.Distribution, count: Int, height: Double) -> (rects: [Rect], conflicts: Int) {
        let root = View("root")
        root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        let stack = View("stack")
        stack.frame = Rect(x: 0, y: 20, width: 375, height: height)
        root.addSubview(stack)
        var views: [View] = []
        for index in 0..<count {
            let view = View("v\(index)")
            view.translatesAutoresizingMaskIntoConstraints = false
            view.intrinsicContentSize = (100, 0.6)
            stack.addSubview(view)
            views.append(view)
        }
        var layout = StackLayout()
        layout.axis = .vertical
        layout.distribution = distribution
        layout.spacing = 0.5
        let engine = LayoutEngine(scale: 2)
        engine.add(root, contentSize: false)
        if distribution == .fillEqually { engine.activateContentSizeConstraints(of: views[0]) }
        engine.activate(
            stackConstraints(stack, arranged: views, hidden: Array(repeating: false, count: count), layout: layout, margins: .zero))
        engine.activateContentSizeConstraints(in: root)
        return (views.map { engine.alignmentWindowFrame(of: $0) }, engine.conflicts.count)
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    // 500 views in 640 (the 1,000-view case is timed in `make bench`): the 499 gaps take 249.5,
    // so every view is (640 − 499 × 0.5) / 500 = 0.781 tall and view i starts at 20 + i × 1.281.
    @Test func fillEquallyGivesEveryViewTheSameHeight() {
        let (rects, conflicts) = Self.layOut(.fillEqually, count: 500, height: 640)
        let height = (640 - 499 * 0.5) / 500
        #expect(conflicts == 0)
        #expect(rects.count == 500)
        for (index, rect) in rects.enumerated() {
            let top = 20 + Double(index) * (height + 0.5)
            #expect(Self.close(rect.minX, 0) && Self.close(rect.width, 375), "v\(index): \(rect)")
            #expect(Self.close(rect.minY, top) && Self.close(rect.height, height), "v\(index): \(rect)")
        }
    }

    // 200 views in 100: fill squeezes only the last view (the others keep 0.6 through
    // `BZ-fill-order`), to 100 − 199 × 0.5 − 199 × 0.6 = −118.9.
    @Test func fillSqueezesTheLastView() {
        let (rects, conflicts) = Self.layOut(.fill, count: 200, height: 100)
        #expect(conflicts == 0)
        #expect(rects.count == 200)
        for (index, rect) in rects.enumerated() {
            let height = index == 199 ? 100 - 199 * 0.5 - 199 * 0.6 : 0.6
            #expect(Self.close(rect.minY, 20 + Double(index) * 1.1) && Self.close(rect.height, height), "v\(index): \(rect)")
        }
    }
}
