import AutoLayout
import Geometry
import Testing

/// A vertical stack of 200 views, 100 tall, spacing 0.5, each view 100 × 0.6 intrinsically,
/// in the engine order `Layout` uses (content sizes after the arrangement): every view is
/// squeezed, the case that once re-solved the whole chain per view. The 199 gaps take 99.5, so
/// fill-equally gives every view (100 − 199 × 0.5) / 200 = 0.0025 and view i starts at
/// 20 + i × 0.5025; fill squeezes only the last view (the others keep 0.6 through
/// `BZ-fill-order`), to 100 − 99.5 − 199 × 0.6 = −118.9. Frames are compared before pixel
/// rounding, to 1e-9. (1,000 views take seconds in a release build: `make bench`.)
struct LargeStackTests {
    static let count = 200

    /// The stack at (0, 20, 375, 100) in a 375 × 667 root, its views' rectangles before rounding.
    static func layOut(_ distribution: StackLayout.Distribution) -> (rects: [Rect], conflicts: Int) {
        let root = View("root")
        root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        let stack = View("stack")
        stack.frame = Rect(x: 0, y: 20, width: 375, height: 100)
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
        engine.activate(
            stackConstraints(stack, arranged: views, hidden: Array(repeating: false, count: count), layout: layout, margins: .zero))
        engine.activateContentSizeConstraints(in: root)
        return (views.map { engine.alignmentWindowFrame(of: $0) }, engine.conflicts.count)
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func fillEquallyGivesEveryViewTheSameHeight() {
        let (rects, conflicts) = Self.layOut(.fillEqually)
        let height = (100 - 199 * 0.5) / 200
        #expect(conflicts == 0)
        for (index, rect) in rects.enumerated() {
            let top = 20 + Double(index) * (height + 0.5)
            #expect(Self.close(rect.minX, 0) && Self.close(rect.width, 375), "v\(index): \(rect)")
            #expect(Self.close(rect.minY, top) && Self.close(rect.height, height), "v\(index): \(rect)")
        }
    }

    @Test func fillSqueezesTheLastView() {
        let (rects, conflicts) = Self.layOut(.fill)
        #expect(conflicts == 0)
        for (index, rect) in rects.enumerated() {
            let height = index == Self.count - 1 ? 100 - 199 * 0.5 - 199 * 0.6 : 0.6
            #expect(Self.close(rect.minY, 20 + Double(index) * 1.1) && Self.close(rect.height, height), "v\(index): \(rect)")
        }
    }
}
