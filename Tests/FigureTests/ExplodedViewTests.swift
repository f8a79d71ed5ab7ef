import BezelDrawing
import BezelGeometry
import BezelLayout
import BezelPipeline
import BezelRender
import Foundation
import TestSupport
import Testing

@testable import BezelFigure

/// The exploded view on a real scene: an iOS 11 navigation bar on the iPhone X (status bar 44,
/// bar 44: CHROME §2) with a title view, a system and a custom bar button, over a content view
/// holding a card with a photo, a caption and a hidden badge.
struct ExplodedViewTests {
    static let scene = """
        bezel: 1
        devices: [iphone-x]
        os: ios-11
        overlays: [exploded]
        screen:
          root:
            navigation-controller:
              view-controllers:
                - view-controller:
                    navigation-item:
                      title-view: {id: segments, size: [160, 30]}
                      right-items:
                        - system: compose
                        - custom: {id: avatar, size: [32, 32]}
                    view:
                      subviews:
                        - id: card
                          frame: [16, 120, 343, 200]
                          subviews:
                            - {id: photo, frame: [16, 16, 80, 80]}
                            - {id: caption, frame: [16, 110, 200, 20]}
                            - {id: badge, frame: [60, 8, 40, 40], hidden: true}
        """

    static let app: AppLayout = {
        let job = try! loadScene(text: scene, path: "exploded.yaml")[0].jobs[0]
        return layOut(job).app!
    }()

    static let origin = Point(x: 500, y: 20)

    /// The tree's visible views depth first, subviews in order, hidden subtrees left out: written
    /// here again so the test does not lean on the code it checks.
    static func paintOrder(_ node: ViewNode) -> [String] {
        guard !node.isHidden else { return [] }
        let name = node.id.map { "\(node.className) \"\($0)\"" } ?? node.className
        return [name] + node.children.flatMap(paintOrder)
    }

    @Test func layersAreTheTreesVisibleViewsInPaintOrder() throws {
        let view = explodedView(Self.app, origin: Self.origin)
        let names = view.layers.map(\.name)
        #expect(names == Self.paintOrder(Self.app.window))
        #expect(names.count == 21)
        #expect(!names.contains("UIView \"badge\""))
        #expect(
            Array(names.prefix(9)) == [
                "UIWindow", "UILayoutContainerView", "UINavigationTransitionView", "UIViewControllerWrapperView", "UIView",
                "UIView \"card\"", "UIView \"photo\"", "UIView \"caption\"", "UINavigationBar",
            ])
        #expect(names.contains("_UIButtonBarStackView") && names.contains("_UINavigationBarContentView"))
        // Xcode's rule: the window at 0, each container one up; the card's children share a level
        // (they do not overlap); the bar lies above the content view it overlaps.
        let levels = Dictionary(view.layers.map { ($0.name, $0.level) }, uniquingKeysWith: { first, _ in first })
        #expect(levels["UIWindow"] == 0 && levels["UIView"] == 4 && levels["UIView \"card\""] == 5)
        #expect(levels["UIView \"photo\""] == 6 && levels["UIView \"caption\""] == 6)
        #expect(levels["UINavigationBar"] == 5 && levels["_UIBarBackground"] == 6)
        #expect(view.layers.map(\.kind).prefix(2) == [.screen, .content])
        #expect(view.layers.first { $0.id == "avatar" }?.kind == .subject)
        #expect(view.layers.first { $0.className == "_UINavigationBarContentView" }?.kind == .bar)
    }

    @Test func everyLayerIsAboveWhatItOverlapsAndIsPaintedAfterIt() {
        let view = explodedView(Self.app, origin: Self.origin)
        let layers = view.layers
        for later in layers.indices {
            for earlier in 0..<later where overlaps(layers[earlier].frame, layers[later].frame) {
                #expect(layers[later].level > layers[earlier].level, "\(layers[later].name) over \(layers[earlier].name)")
            }
        }
        // Back to front: levels never fall, and within a level the tree's order holds.
        let order = view.paintingOrder
        #expect(Set(order) == Set(layers.indices))
        for (a, b) in zip(order, order.dropFirst()) {
            #expect((layers[a].level, a) < (layers[b].level, b))
        }
    }

    /// 35° about the vertical axis, 15° of tilt, three quarters of the size, 56 pt between levels:
    /// x steps (cos 35°, −sin 35° sin 15°) × 0.75, y (0, cos 15° × 0.75), a level
    /// (sin 35°, cos 35° sin 15°) × 56 × 0.75.
    @Test func projectionTurnsTiltsAndLiftsEachLevel() {
        let (x, y, z) = (ObliqueProjection.xStep, ObliqueProjection.yStep, ObliqueProjection.levelStep)
        #expect(abs(x.x - 0.614364) < 1e-6 && abs(x.y + 0.111339) < 1e-6)
        #expect(abs(y.x) < 1e-12 && abs(y.y - 0.724444) < 1e-6)
        #expect(abs(z.x - 24.090210) < 1e-6 && abs(z.y - 8.904510) < 1e-6)
        let projection = ObliqueProjection(origin: Point(x: 100, y: 50))
        let point = Point(x: 375, y: 88)
        for level in [1, 5, 9] {
            let lifted = projection.project(point, level: level) - projection.project(point, level: 0)
            #expect(abs(lifted.x - Double(level) * 24.090210) < 1e-5 && abs(lifted.y - Double(level) * 8.904510) < 1e-5)
        }
        // The navigation bar (0, 44; 375 × 44 in the window) at level 5.
        let view = ExplodedView(origin: .zero, projection: projection, screen: .zero, layers: [], focus: nil, labels: [], size: .zero)
        let corners = view.corners(of: Rect(x: 0, y: 44, width: 375, height: 44), level: 5)
        let expected = [(220.4511, 126.3981), (450.8376, 84.6458), (450.8376, 116.5214), (220.4511, 158.2737)]
        for (corner, (ex, ey)) in zip(corners, expected) {
            #expect(abs(corner.x - ex) < 1e-3 && abs(corner.y - ey) < 1e-3, "\(corner)")
        }
    }

    @Test func theLayersStartRightOfTheLabelColumnAndTheViewHoldsThemAll() {
        let view = explodedView(Self.app, origin: Self.origin)
        let points = [view.corners(of: view.screen, level: 0)] + view.layers.map { view.corners(of: $0.frame, level: $0.level) }
        let xs = points.joined().map(\.x)
        let ys = points.joined().map(\.y)
        let left = Self.origin.x + ExplodedView.labelWidth + ExplodedView.labelGap
        #expect(abs((xs.min() ?? 0) - left) < 1e-9 && abs((ys.min() ?? 0) - Self.origin.y) < 1e-9)
        #expect((xs.max() ?? 0) <= Self.origin.x + view.size.width + 1e-9 && (ys.max() ?? 0) <= Self.origin.y + view.size.height + 1e-9)
    }

    @Test(arguments: [1.0, 2, 3])
    func labelsNeverOverlapAtAnyScale(scale: Double) throws {
        try checkLabels(measurer: Renderer.textMeasurer(scale: scale))
    }

    @Test func labelsNeverOverlapInVectorOutput() throws {
        try checkLabels(measurer: Renderer.textMeasurer(format: .svg))
        try checkLabels(measurer: Renderer.textMeasurer(format: .pdf))
    }

    private func checkLabels(measurer: any TextMeasurer) {
        let view = explodedView(Self.app, origin: Self.origin)
        let boxes = explodedLabelBoxes(view, measurer: measurer)
        #expect(boxes.count == view.layers.count)
        #expect(Set(view.labels.map(\.layer)) == Set(view.layers.indices))
        for i in boxes.indices {
            #expect(boxes[i].width > 20 && boxes[i].minX >= Self.origin.x - 1e-9)
            #expect(boxes[i].maxX <= Self.origin.x + ExplodedView.labelWidth + 1e-9 && boxes[i].minY >= Self.origin.y - 1)
            for j in boxes.indices where j > i {
                #expect(
                    !overlaps(boxes[i], boxes[j]), "\(view.layers[view.labels[i].layer].name) and \(view.layers[view.labels[j].layer].name)"
                )
            }
        }
        // Each leader line ends on its layer's top-left corner.
        for label in view.labels {
            let layer = view.layers[label.layer]
            #expect(label.anchor == view.corners(of: layer.frame, level: layer.level)[0])
        }
    }

    /// The gallery's exploded figures (every example scene with the `exploded` overlay), whole and
    /// focused on each scene id they lift, and this file's scene focused on its card: no two
    /// leader lines have a point in common, and the label boxes still never overlap.
    @Test func leaderLinesNeverCross() throws {
        var views = [explodedView(Self.app, focus: "card", origin: Self.origin)]
        for name in try Repository.files(in: "examples", extensions: ["yaml"]) {
            let text = try String(contentsOf: Repository.url("examples/\(name)"), encoding: .utf8)
            for job in try loadScene(text: text, path: name).flatMap(\.jobs) where job.overlays.exploded {
                let app = try #require(layOut(job).app)
                let whole = explodedView(app, origin: Self.origin)
                views += [whole] + whole.layers.compactMap(\.id).map { explodedView(app, focus: $0, origin: Self.origin) }
            }
        }
        #expect(views.count >= 4)
        let measurer = try Renderer.textMeasurer(scale: 1)
        for view in views {
            // From just right of the column, halfway down the label's row, to the anchor.
            let leaders = view.labels.map { label in
                let start = Point(x: label.origin.x + ExplodedView.labelWidth + 4, y: label.origin.y + ExplodedView.labelRowHeight / 2)
                return Segment(start, label.anchor)
            }
            for i in leaders.indices {
                for j in leaders.indices where j > i {
                    let names = "\(view.layers[view.labels[i].layer].name) and \(view.layers[view.labels[j].layer].name)"
                    #expect(!Self.meet(leaders[i], leaders[j]), "\(names), focus \(view.focus ?? "none")")
                }
            }
            let boxes = explodedLabelBoxes(view, measurer: measurer)
            for i in boxes.indices { for j in boxes.indices where j > i { #expect(!overlaps(boxes[i], boxes[j])) } }
        }
    }

    /// Whether two segments share a point: solved as p + t·r = q + u·s with t and u in [0, 1],
    /// or, parallel, on one line with overlapping extents. Written here again so the test does
    /// not lean on the code it checks.
    static func meet(_ p: Segment, _ q: Segment) -> Bool {
        let r = Point(x: p.end.x - p.start.x, y: p.end.y - p.start.y)
        let s = Point(x: q.end.x - q.start.x, y: q.end.y - q.start.y)
        let w = Point(x: q.start.x - p.start.x, y: q.start.y - p.start.y)
        let cross = r.x * s.y - r.y * s.x
        guard abs(cross) < 1e-12 else {
            let t = (w.x * s.y - w.y * s.x) / cross
            let u = (w.x * r.y - w.y * r.x) / cross
            return (0...1).contains(t) && (0...1).contains(u)
        }
        guard abs(w.x * r.y - w.y * r.x) < 1e-12 else { return false }
        let length = r.x * r.x + r.y * r.y
        let t0 = (w.x * r.x + w.y * r.y) / length
        let t1 = t0 + (s.x * r.x + s.y * r.y) / length
        return max(t0, t1) >= 0 && min(t0, t1) <= 1
    }

    @Test func rowsCloseToEachOtherShareABlockCentredOnTheirMean() {
        // 10, 11, 12 want the same place: a block of three centred on 11, held below the top at 0.
        #expect(stackRows([10, 11, 12, 100], rowHeight: 12, top: 0) == [0, 12, 24, 94])
        // Free of the top: 50, 52 centre on 51 (rows at 39 and 51); 200 keeps its own place.
        #expect(stackRows([50, 52, 200], rowHeight: 12, top: 0) == [39, 51, 194])
    }

    @Test func focusLiftsOnlyTheSubtreeAboveTheFaintScreen() {
        let view = explodedView(Self.app, focus: "card", origin: Self.origin)
        #expect(view.focus == "card")
        #expect(view.layers.map(\.name) == ["UIView \"card\"", "UIView \"photo\"", "UIView \"caption\""])
        #expect(view.layers.map(\.level) == [1, 2, 2])
        #expect(view.labels.count == 3)
        // A leaf bar view alone; a focus the tree does not show (the hidden badge) lifts everything.
        #expect(explodedView(Self.app, focus: "avatar", origin: Self.origin).layers.map(\.name) == ["UIView \"avatar\""])
        let hidden = explodedView(Self.app, focus: "badge", origin: Self.origin)
        #expect(hidden.focus == nil && hidden.layers.count == 21)
    }

    @Test func theFigurePlacesTheViewBesideTheScreenAndGrowsTheCanvas() throws {
        var overlays = Overlays()
        let plain = deviceDiagram(Self.app.screen, overlays: overlays, app: Self.app)
        overlays.exploded = true
        let diagram = deviceDiagram(Self.app.screen, overlays: overlays, app: Self.app)
        let view = try #require(
            diagram.elements.compactMap { element -> ExplodedView? in
                if case .exploded(let view) = element { view } else { nil }
            }.first)
        // Right of the device (20 padding, 10 bezel, 375 screen, 10 bezel) after a 14 pt gap.
        #expect(view.origin == Point(x: 20 + 10 + 375 + 10 + 14, y: 20))
        // The canvas is whole points (no half-painted edge column).
        #expect(diagram.size.width == (plain.size.width + 14 + view.size.width).rounded(.up))
        #expect(diagram.elements.contains { if case .legend(let legend) = $0 { legend.marks.contains(.barLayer) } else { false } })
    }
}
