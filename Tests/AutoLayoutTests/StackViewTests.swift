import BezelGeometry
import BezelAutoLayout
import Testing

/// UIStackView's arrangement, every distribution and alignment, against figures derived by hand
/// from Apple's UIStackView documentation (CHROME §7). Unless a case says otherwise:
/// a horizontal stack pinned to a 320 × 100 box, spacing 10, three views A, B, C with intrinsic
/// sizes 30 × 20, 60 × 30 and 90 × 40, default hugging (250) and compression resistance (750).
struct StackViewTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var layout = StackLayout()
        var sizes: [(Double, Double)] = [(30, 20), (60, 30), (90, 40)]
        var hidden: [Bool] = [false, false, false]
        /// First-baseline offsets from the top and last-baseline offsets from the bottom.
        var baselines: [(Double, Double)]? = nil
        var margins = EdgeInsets.zero
        var direction = LayoutDirection.leftToRight
        /// Pin the stack to 320 × 100 (else only its origin is pinned).
        var sized = true
        var expected: [Rect]
        var testDescription: String { name }
    }

    static func stack(_ configure: (inout StackLayout) -> Void) -> StackLayout {
        var layout = StackLayout()
        layout.spacing = 10
        configure(&layout)
        return layout
    }

    static let cases: [Case] = [
        // fill: 30 + 60 + 90 + 2 × 10 = 200; the 120 left over goes to the last of the views
        // tied at hugging 250 (C: 90 + 120 = 210).
        Case(name: "fill, fill", layout: stack { _ in }, expected: [r(0, 0, 30, 100), r(40, 0, 60, 100), r(110, 0, 210, 100)]),
        // fillEqually: (320 − 20) / 3 = 100 each.
        Case(
            name: "fill-equally, fill", layout: stack { $0.distribution = .fillEqually },
            expected: [r(0, 0, 100, 100), r(110, 0, 100, 100), r(220, 0, 100, 100)]),
        // fillProportionally: 300 split 30 : 60 : 90 → 50, 100, 150.
        Case(
            name: "fill-proportionally, fill", layout: stack { $0.distribution = .fillProportionally },
            expected: [r(0, 0, 50, 100), r(60, 0, 100, 100), r(170, 0, 150, 100)]),
        // equalSpacing: intrinsic widths, (320 − 180) / 2 = 70 between.
        Case(
            name: "equal-spacing, fill", layout: stack { $0.distribution = .equalSpacing },
            expected: [r(0, 0, 30, 100), r(100, 0, 60, 100), r(230, 0, 90, 100)]),
        // equalCentering: centres 15 and 275 at the ends, B's centre half-way at 145.
        Case(
            name: "equal-centering, fill", layout: stack { $0.distribution = .equalCentering },
            expected: [r(0, 0, 30, 100), r(115, 0, 60, 100), r(230, 0, 90, 100)]),
        // Alignments (fill distribution, so x as in the first case).
        Case(
            name: "fill, top", layout: stack { $0.alignment = .leading },
            expected: [r(0, 0, 30, 20), r(40, 0, 60, 30), r(110, 0, 210, 40)]),
        // Centres at 50.
        Case(
            name: "fill, center", layout: stack { $0.alignment = .center },
            expected: [r(0, 40, 30, 20), r(40, 35, 60, 30), r(110, 30, 210, 40)]),
        Case(
            name: "fill, bottom", layout: stack { $0.alignment = .trailing },
            expected: [r(0, 80, 30, 20), r(40, 70, 60, 30), r(110, 60, 210, 40)]),
        // First baselines 15, 20, 25 below the tops: the common baseline is as high as the
        // deepest ascent allows (25), so C touches the top.
        Case(
            name: "fill, first-baseline", layout: stack { $0.alignment = .firstBaseline }, baselines: [(15, 5), (20, 10), (25, 15)],
            expected: [r(0, 10, 30, 20), r(40, 5, 60, 30), r(110, 0, 210, 40)]),
        // Last baselines 5, 10, 15 above the bottoms: the lowest baseline that keeps C inside
        // is 85, so C touches the bottom.
        Case(
            name: "fill, last-baseline", layout: stack { $0.alignment = .lastBaseline }, baselines: [(15, 5), (20, 10), (25, 15)],
            expected: [r(0, 70, 30, 20), r(40, 65, 60, 30), r(110, 60, 210, 40)]),
        // Hidden B: zero width where it stands, C follows A after one spacing.
        Case(
            name: "fill, fill, B hidden", layout: stack { _ in }, hidden: [false, true, false],
            expected: [r(0, 0, 30, 100), r(30, 0, 0, 100), r(40, 0, 280, 100)]),
        Case(
            name: "fill, fill, A hidden", layout: stack { _ in }, hidden: [true, false, false],
            expected: [r(0, 0, 0, 100), r(0, 0, 60, 100), r(70, 0, 250, 100)]),
        // A and C share the free 200.
        Case(
            name: "equal-spacing, B hidden", layout: stack { $0.distribution = .equalSpacing }, hidden: [false, true, false],
            expected: [r(0, 0, 30, 100), r(30, 0, 0, 100), r(230, 0, 90, 100)]),
        // (320 − 10) / 2 = 155 for the two visible views.
        Case(
            name: "fill-equally, C hidden", layout: stack { $0.distribution = .fillEqually }, hidden: [false, false, true],
            expected: [r(0, 0, 155, 100), r(165, 0, 155, 100), r(320, 0, 0, 100)]),
        // Custom spacing 20 after A.
        Case(
            name: "fill, custom spacing", layout: stack { $0.customSpacing = [0: 20] },
            expected: [r(0, 0, 30, 100), r(50, 0, 60, 100), r(120, 0, 200, 100)]),
        // Margins 10 all round: the canvas is (10, 10, 300, 80).
        Case(
            name: "fill, margin-relative", layout: stack { $0.isLayoutMarginsRelativeArrangement = true },
            margins: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
            expected: [r(10, 10, 30, 80), r(50, 10, 60, 80), r(120, 10, 190, 80)]),
        // Right-to-left: leading is the right edge.
        Case(
            name: "fill, right-to-left", layout: stack { _ in }, direction: .rightToLeft,
            expected: [r(290, 0, 30, 100), r(220, 0, 60, 100), r(0, 0, 210, 100)]),
        // Unsized: the stack fits its content, 200 wide and as tall as the tallest (40).
        Case(
            name: "unsized, center", layout: stack { $0.alignment = .center }, sized: false,
            expected: [r(0, 10, 30, 20), r(40, 5, 60, 30), r(110, 0, 90, 40)]),
        // Unsized with fill alignment: compression resistance (750) beats hugging (250): 40 tall.
        Case(
            name: "unsized, fill", layout: stack { _ in }, sized: false,
            expected: [r(0, 0, 30, 40), r(40, 0, 60, 40), r(110, 0, 90, 40)]),
        // Vertical, 320 × 320: heights 20 and 30 keep theirs, the last takes the slack
        // (320 − 70 = 250); widths stay intrinsic at the leading edge.
        Case(
            name: "vertical, fill, leading",
            layout: stack {
                $0.axis = .vertical; $0.alignment = .leading
            },
            expected: [r(0, 0, 30, 20), r(0, 30, 60, 30), r(0, 70, 90, 250)]),
        // (320 − 90) / 2 = 115 between; right-aligned at 320.
        Case(
            name: "vertical, equal-spacing, trailing",
            layout: stack {
                $0.axis = .vertical; $0.alignment = .trailing; $0.distribution = .equalSpacing
            },
            expected: [r(290, 0, 30, 20), r(260, 135, 60, 30), r(230, 280, 90, 40)]),
        // Vertical, baseline-relative: B's first baseline (20 below its top) sits 10 below A's
        // last baseline (5 above A's bottom, y 15): B at 25 − 20 = 5; C at (5 + 20) + 10 − 25.
        Case(
            name: "vertical, baseline-relative",
            layout: stack {
                $0.axis = .vertical; $0.alignment = .leading; $0.isBaselineRelativeArrangement = true
            },
            baselines: [(15, 5), (20, 10), (25, 15)], sized: false,
            expected: [r(0, 0, 30, 20), r(0, 5, 60, 30), r(0, 10, 90, 40)]),
    ]

    @Test(arguments: cases) func arrangement(_ c: Case) {
        let (engine, stack, views) = build(c)
        for (index, view) in views.enumerated() {
            #expect(engine.frame(of: view) == c.expected[index], "\(view.name)")
        }
        #expect(engine.conflicts.isEmpty, "\(engine.conflicts)")
        for view in views + [stack] { #expect(!engine.hasAmbiguousLayout(view), "\(view.name)") }
    }

    func build(_ c: Case) -> (LayoutEngine, View, [View]) {
        let root = View("root")
        root.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        let stack = View("stack")
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var views: [View] = []
        for (index, size) in c.sizes.enumerated() {
            let view = View(["A", "B", "C"][index])
            view.translatesAutoresizingMaskIntoConstraints = false
            view.intrinsicContentSize = (size.0, size.1)
            if let baselines = c.baselines {
                view.firstBaselineOffsetFromTop = baselines[index].0
                view.lastBaselineOffsetFromBottom = baselines[index].1
            }
            stack.addSubview(view)
            views.append(view)
        }
        let engine = LayoutEngine(layoutDirection: c.direction, scale: 1)
        engine.add(root)
        var pins = [stack.leftAnchor.constraint(equalTo: root.leftAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)]
        if c.sized {
            let vertical = c.layout.axis == .vertical
            pins.append(stack.widthAnchor.constraint(equalToConstant: 320))
            pins.append(stack.heightAnchor.constraint(equalToConstant: vertical ? 320 : 100))
        }
        engine.activate(pins)
        engine.activate(stackConstraints(stack, arranged: views, hidden: c.hidden, layout: c.layout, margins: c.margins))
        return (engine, stack, views)
    }

    // A stack inside a stack shares the engine: the inner vertical stack is as wide as its
    // widest view (E, 70: compression 750 beats D's hugging 250). Stretching it would break
    // both D's and E's hugging, so A, breaking only its own, takes the slack: 320 − 70 − 10.
    // Inside, fill-equally splits 100 − 10 into two 45s.
    @Test func nestedStacks() {
        let root = View("root")
        root.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        let outer = View("outer")
        let inner = View("inner")
        let a = View("A")
        let d = View("D")
        let e = View("E")
        for view in [outer, inner, a, d, e] { view.translatesAutoresizingMaskIntoConstraints = false }
        a.intrinsicContentSize = (30, 20)
        d.intrinsicContentSize = (50, 30)
        e.intrinsicContentSize = (70, 30)
        root.addSubview(outer)
        outer.addSubview(a)
        outer.addSubview(inner)
        inner.addSubview(d)
        inner.addSubview(e)
        let engine = LayoutEngine(scale: 1)
        engine.add(root)
        engine.activate([
            outer.leftAnchor.constraint(equalTo: root.leftAnchor), outer.topAnchor.constraint(equalTo: root.topAnchor),
            outer.widthAnchor.constraint(equalToConstant: 320), outer.heightAnchor.constraint(equalToConstant: 100),
        ])
        var horizontal = StackLayout()
        horizontal.spacing = 10
        var vertical = StackLayout()
        vertical.axis = .vertical
        vertical.distribution = .fillEqually
        vertical.spacing = 10
        engine.activate(stackConstraints(outer, arranged: [a, inner], hidden: [false, false], layout: horizontal, margins: .zero))
        engine.activate(stackConstraints(inner, arranged: [d, e], hidden: [false, false], layout: vertical, margins: .zero))
        #expect(engine.frame(of: a) == r(0, 0, 240, 100))
        #expect(engine.frame(of: inner) == r(250, 0, 70, 100))
        #expect(engine.frame(of: d) == r(0, 0, 70, 45))
        #expect(engine.frame(of: e) == r(0, 55, 70, 45))
        #expect(engine.conflicts.isEmpty)
    }

    // A nested stack's first baseline is its first arranged view's: D's baseline (20) lines up
    // with A's (15), so A sits 5 lower and the inner stack touches the top.
    @Test func nestedBaseline() {
        let root = View("root")
        root.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        let outer = View("outer")
        let inner = View("inner")
        let a = View("A")
        let d = View("D")
        for view in [outer, inner, a, d] { view.translatesAutoresizingMaskIntoConstraints = false }
        a.intrinsicContentSize = (30, 20)
        a.firstBaselineOffsetFromTop = 15
        d.intrinsicContentSize = (50, 30)
        d.firstBaselineOffsetFromTop = 20
        inner.viewForFirstBaselineLayout = d
        root.addSubview(outer)
        outer.addSubview(a)
        outer.addSubview(inner)
        inner.addSubview(d)
        let engine = LayoutEngine(scale: 1)
        engine.add(root)
        engine.activate([outer.leftAnchor.constraint(equalTo: root.leftAnchor), outer.topAnchor.constraint(equalTo: root.topAnchor)])
        var horizontal = StackLayout()
        horizontal.spacing = 10
        horizontal.alignment = .firstBaseline
        var vertical = StackLayout()
        vertical.axis = .vertical
        engine.activate(stackConstraints(outer, arranged: [a, inner], hidden: [false, false], layout: horizontal, margins: .zero))
        engine.activate(stackConstraints(inner, arranged: [d], hidden: [false], layout: vertical, margins: .zero))
        #expect(engine.frame(of: a) == r(0, 5, 30, 20))
        #expect(engine.frame(of: inner) == r(40, 0, 50, 30))
        #expect(engine.frame(of: outer) == r(0, 0, 90, 30))
    }

    // A required width on every view that cannot fit the stack: UIKit logs the conflict with
    // the stack's own identifiers, and so does Bezel.
    @Test func conflictNamesStackConstraints() {
        var c = Case(name: "conflict", layout: Self.stack { $0.distribution = .fillEqually }, expected: [])
        c.sizes = [(30, 20), (60, 30)]
        c.hidden = [false, false]
        let (engine, _, views) = build(c)
        engine.activate(views[0].widthAnchor.constraint(equalToConstant: 200))
        engine.activate(views[1].widthAnchor.constraint(equalToConstant: 200))
        #expect(engine.conflicts.count == 2)  // one report for each width that cannot be met
        let log = engine.conflicts.map(\.description).joined(separator: "\n")
        #expect(log.contains("'UISV-"), "\(log)")
    }

    // Constraints act on the alignment rectangle: insets (0, 10, 0, −10) put the frame 10 to
    // the left of where the constraints place the view (Apple's alignmentRectInsets doc).
    @Test func alignmentRectInsetsShiftTheFrame() {
        let root = View("root")
        root.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        let view = View("custom")
        view.translatesAutoresizingMaskIntoConstraints = false
        view.alignmentRectInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        root.addSubview(view)
        let engine = LayoutEngine(scale: 1)
        engine.add(root)
        engine.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20), view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 44), view.heightAnchor.constraint(equalToConstant: 44),
        ])
        #expect(engine.frame(of: view) == r(10, 0, 44, 44))
    }
}

private func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
