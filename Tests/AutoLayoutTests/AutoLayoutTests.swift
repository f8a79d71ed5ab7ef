import BezelGeometry
import BezelAutoLayout
import Testing

/// The Auto Layout layer on the solver, case by case against UIKit's documented behaviour.
struct AutoLayoutTests {
    /// A window-sized root view (frame 375 × 812, as an iPhone X) that translates its frame.
    func makeRoot(_ engineDirection: LayoutDirection = .leftToRight, scale: Double = 3) -> (LayoutEngine, View) {
        let root = View("root")
        root.frame = Rect(x: 0, y: 0, width: 375, height: 812)
        return (LayoutEngine(layoutDirection: engineDirection, scale: scale), root)
    }

    func child(_ name: String, in parent: View) -> View {
        let view = View(name)
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test func pinnedToEdges() {
        let (engine, root) = makeRoot()
        let card = child("card", in: root)
        engine.add(root)
        engine.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 44),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        #expect(engine.frame(of: card) == Rect(x: 16, y: 44, width: 343, height: 100))
        #expect(engine.conflicts.isEmpty)
        #expect(!engine.hasAmbiguousLayout(card))
    }

    // UIKit: a higher priority is satisfied before any number of lower ones.
    @Test func priorityOrderingAtEngineLevel() {
        let (engine, root) = makeRoot()
        let box = child("box", in: root)
        engine.add(root)
        engine.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        for _ in 0..<300 { engine.activate(box.widthAnchor.constraint(equalToConstant: 50).withPriority(LayoutPriority.defaultHigh - 1)) }
        engine.activate(box.widthAnchor.constraint(equalToConstant: 80).withPriority(LayoutPriority.defaultHigh))
        #expect(engine.frame(of: box).width == 80)
    }

    // objc.io example (SOLVER §2.5): a {100, 30} label pinned only at its leading edge and top
    // takes its intrinsic size (hugging 250 and compression resistance 750 both hold).
    @Test func intrinsicSize() {
        let (engine, root) = makeRoot()
        let label = child("label", in: root)
        label.intrinsicContentSize = (100, 30)
        engine.add(root)
        engine.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        #expect(engine.frame(of: label) == Rect(x: 20, y: 20, width: 100, height: 30))
        #expect(engine.activeConstraints.filter { $0.origin == .contentSize }.count == 4)
    }

    // Two labels filling a row: the one with lower hugging priority stretches (Apple's Auto
    // Layout Guide, "Views with Intrinsic Content Size"); when the row is too narrow, the one
    // with lower compression resistance shrinks.
    @Test func huggingAndCompressionDecide() {
        for width in [375.0, 200.0] {
            let (engine, root) = makeRoot()
            root.frame.size.width = width
            let name = child("name", in: root)
            let value = child("value", in: root)
            name.intrinsicContentSize = (120, 20)
            value.intrinsicContentSize = (120, 20)
            name.contentHugging.horizontal = 251  // Interface Builder's label default
            value.compressionResistance.horizontal = 749
            engine.add(root)
            engine.activate([
                name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
                value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                name.topAnchor.constraint(equalTo: root.topAnchor), value.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            if width == 375 {
                #expect(engine.frame(of: name).width == 120)  // hugs
                #expect(engine.frame(of: value).width == 375 - 128)  // stretches
            } else {
                #expect(engine.frame(of: name).width == 120)  // resists compression at 750
                #expect(engine.frame(of: value).width == 200 - 128)  // gives way at 749
            }
        }
    }

    // Autoresizing: flexible width takes the whole size change; flexible margins share it in
    // proportion to their current sizes (10 : 265 here).
    @Test func autoresizingMasks() {
        let (engine, root) = makeRoot()
        let container = child("container", in: root)
        container.frame = Rect(x: 0, y: 0, width: 375, height: 200)  // its "current" size
        let stretchy = View("stretchy")
        stretchy.frame = Rect(x: 10, y: 20, width: 100, height: 50)
        stretchy.autoresizingMask = [.flexibleWidth]
        container.addSubview(stretchy)
        let floating = View("floating")
        floating.frame = Rect(x: 10, y: 20, width: 100, height: 50)
        floating.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        container.addSubview(floating)
        engine.add(root)
        engine.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor), container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 650), container.heightAnchor.constraint(equalToConstant: 200),
        ])
        #expect(engine.frame(of: stretchy) == Rect(x: 10, y: 20, width: 375, height: 50))  // 100 + 275
        #expect(engine.frame(of: floating).minX == 20)  // 10 + 275 × 10/275
        #expect(engine.frame(of: floating).width == 100)
        let masks = engine.activeConstraints.filter { $0.origin == .autoresizingMask }.map(\.description)
        #expect(masks.contains { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint h=-&- stretchy.width == ") })
        #expect(
            masks.contains {
                $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint h=&-& floating.left == container.left + 0.04*container.width")
            })
    }

    // Right-to-left: leading is the right edge and constants grow towards the trailing side, so
    // a row built with leading/trailing mirrors as a whole.
    @Test func rightToLeftMirrors() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let (engine, root) = makeRoot(direction)
            let first = child("first", in: root)
            let second = child("second", in: root)
            engine.add(root)
            for view in [first, second] {
                engine.activate([
                    view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 44),
                    view.topAnchor.constraint(equalTo: root.topAnchor),
                ])
            }
            engine.activate([
                first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            ])
            let expected: (Double, Double) = direction == .leftToRight ? (16, 124) : (375 - 116, 375 - 224)
            #expect(engine.frame(of: first).minX == expected.0)
            #expect(engine.frame(of: second).minX == expected.1)
        }
        // Left and right never mirror.
        let (engine, root) = makeRoot(.rightToLeft)
        let pinned = child("pinned", in: root)
        engine.add(root)
        engine.activate([
            pinned.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16), pinned.widthAnchor.constraint(equalToConstant: 10),
        ])
        #expect(engine.frame(of: pinned).minX == 16)
    }

    @Test func forcedDirectionOnASubtree() {
        let (engine, root) = makeRoot(.rightToLeft)
        let player = child("player", in: root)
        player.semanticContentAttribute = .forceLeftToRight  // media controls stay left to right
        engine.add(root)
        engine.activate([
            player.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16), player.widthAnchor.constraint(equalToConstant: 100),
        ])
        #expect(engine.frame(of: player).minX == 16)
    }

    // Apple's Auto Layout Guide, "Unsatisfiable Layouts": log the conflict, break one constraint,
    // carry on. Bezel breaks the newly activated user constraint.
    @Test func conflictIsLoggedAndOneConstraintBroken() {
        let (engine, root) = makeRoot()
        let box = child("box", in: root)
        engine.add(root)
        var logged: [String] = []
        engine.conflictLog = { logged.append($0.description) }
        let hundred = box.widthAnchor.constraint(equalToConstant: 100).named("hundred")
        let twoHundred = box.widthAnchor.constraint(equalToConstant: 200).named("two-hundred")
        engine.activate([hundred, box.leadingAnchor.constraint(equalTo: root.leadingAnchor), twoHundred])
        #expect(engine.frame(of: box).width == 100)
        #expect(engine.conflicts.count == 1)
        let report = engine.conflicts[0]
        #expect(report.broken === twoHundred)
        #expect(report.conflicting.map(\.identifier) == ["hundred"])
        let log = report.description
        #expect(log.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(log.contains("\"<NSLayoutConstraint 'hundred' box.width == 100>\","))
        #expect(log.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint 'two-hundred' box.width == 200>"))
        #expect(twoHundred.isActive)
        #expect(logged == [log])
    }

    // The classic: a view made in code keeps translatesAutoresizingMaskIntoConstraints = true,
    // so its frame constraints fight the user's; the log names NSAutoresizingMaskLayoutConstraint.
    @Test func forgottenTranslatesAutoresizingMask() {
        let (engine, root) = makeRoot()
        let view = View("button")
        view.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        root.addSubview(view)
        engine.add(root)
        let width = view.widthAnchor.constraint(equalToConstant: 120)
        engine.activate(width)
        #expect(engine.conflicts.first?.conflicting.contains { $0.origin == .autoresizingMask } == true)
        #expect(engine.conflicts.first?.broken === width)
        #expect(engine.frame(of: view).width == 50)
    }

    @Test func ambiguityIsDetectedPerAxis() {
        let (engine, root) = makeRoot()
        let loose = child("loose", in: root)
        engine.add(root)
        engine.activate([loose.leadingAnchor.constraint(equalTo: root.leadingAnchor), loose.widthAnchor.constraint(equalToConstant: 10)])
        #expect(engine.ambiguousAxes(of: loose) == [.vertical])
        engine.activate([loose.topAnchor.constraint(equalTo: root.topAnchor), loose.heightAnchor.constraint(equalToConstant: 10)])
        #expect(!engine.hasAmbiguousLayout(loose))
        // Two labels with equal hugging competing for spare width (Auto Layout Guide, "Ambiguous Layouts").
        let (engine2, root2) = makeRoot()
        let a = child("a", in: root2)
        let b = child("b", in: root2)
        for v in [a, b] { v.intrinsicContentSize = (50, 20) }
        engine2.add(root2)
        engine2.activate([
            a.leadingAnchor.constraint(equalTo: root2.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root2.trailingAnchor), a.topAnchor.constraint(equalTo: root2.topAnchor),
            b.topAnchor.constraint(equalTo: root2.topAnchor),
        ])
        #expect(engine2.ambiguousItems.map(\.item.name).sorted() == ["a", "b"])
    }

    // Frames are rounded edge by edge to the pixel grid, so neighbours stay adjacent: three equal
    // views across 100 pt at 2× come out 33.5, 33 and 33.5 wide.
    @Test func pixelRounding() {
        let root = View("root")
        root.frame = Rect(x: 0, y: 0, width: 100, height: 10)
        let engine = LayoutEngine(scale: 2)
        let views = (0..<3).map { child("v\($0)", in: root) }
        engine.add(root)
        for v in views {
            engine.activate([
                v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
                v.widthAnchor.constraint(equalTo: views[0].widthAnchor),
            ])
        }
        engine.activate([
            views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
            views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
            views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor),
            views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        #expect(views.map { engine.frame(of: $0).width } == [33.5, 33, 33.5])
        #expect(views.map { engine.frame(of: $0).minX } == [0, 33.5, 66.5])
    }

    @Test func baselinesAndGuides() {
        let (engine, root) = makeRoot()
        let title = child("title", in: root)
        let detail = child("detail", in: root)
        title.firstBaselineOffsetFromTop = 20
        detail.firstBaselineOffsetFromTop = 14
        let margins = LayoutGuide("margins")
        root.addLayoutGuide(margins)
        engine.add(root)
        engine.activate([
            margins.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            margins.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            margins.widthAnchor.constraint(equalToConstant: 343), margins.heightAnchor.constraint(equalToConstant: 100),
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor), title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.widthAnchor.constraint(equalToConstant: 100), title.heightAnchor.constraint(equalToConstant: 24),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
            detail.widthAnchor.constraint(equalToConstant: 50), detail.heightAnchor.constraint(equalToConstant: 17),
        ])
        #expect(engine.frame(of: title) == Rect(x: 16, y: 8, width: 100, height: 24))
        #expect(engine.frame(of: detail).minY == 8 + 20 - 14)
        #expect(engine.windowFrame(of: margins) == Rect(x: 16, y: 8, width: 343, height: 100))
    }

    @Test func deactivationRestoresTheLayout() {
        let (engine, root) = makeRoot()
        let box = child("box", in: root)
        engine.add(root)
        let wide = box.widthAnchor.constraint(equalToConstant: 300)
        engine.activate([
            box.widthAnchor.constraint(equalToConstant: 100).withPriority(500), box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            wide,
        ])
        #expect(engine.frame(of: box).width == 300)
        engine.deactivate(wide)
        #expect(engine.frame(of: box).width == 100)
        #expect(!wide.isActive)
    }
}
