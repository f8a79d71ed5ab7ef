import BezelDrawing
import BezelFigure
import BezelGeometry
import BezelPipeline
import BezelRender
import BezelScene
import Foundation
import Testing
import TestSupport

/// Dimensions where the seeds' arguments are (issue 18): chosen by the scene, horizontal ones in
/// lanes above the device, every label clear of every other, of the device and of the text.
@Suite struct DimensionTests {
    /// The figures of one example scene, one per job, as `bezel render` composes them.
    static func figures(_ name: String) throws -> [(job: RenderJob, diagram: Diagram)] {
        let file = try SceneFile.load(path: Repository.url("examples/\(name).yaml").path)
        return try file.jobs().map { job in (job, figure(job, layOut(job))) }
    }

    static func dimensions(_ diagram: Diagram) -> [BezelFigure.Dimension] {
        diagram.elements.compactMap { if case .dimension(let dimension) = $0 { dimension } else { nil } }
    }

    /// "value name" for each dimension, in the figure's order.
    static func labels(_ diagram: Diagram) -> [String] { dimensions(diagram).map { "\($0.value) \($0.name)" } }

    /// On every gallery figure no dimension label overlaps another label, a device body, a
    /// caption, a legend or a side panel (boxes measured as the renderer draws them at 1×).
    @Test func everyGalleryLabelStandsClear() throws {
        let measurer = try Renderer.textMeasurer(scale: 1)
        var checked = 0
        for (name, diagram) in try CaptionTests.galleryFigures() {
            let labels = Self.dimensions(diagram).map { DimensionLabelLayout($0, measurer: measurer).box }
            var obstacles: [Rect] = []
            for element in diagram.elements {
                switch element {
                case .screen(let placed): obstacles.append(placed.layout.bounds.offsetBy(dx: placed.origin.x, dy: placed.origin.y).outset(by: placed.bezel))
                case .text(let block): obstacles.append(Rect(x: block.origin.x, y: block.origin.y, width: block.width, height: block.height))
                case .legend(let legend): obstacles.append(Rect(x: legend.origin.x, y: legend.origin.y, width: legend.width, height: legend.height))
                case .hierarchy(let panel): obstacles.append(Rect(origin: panel.origin, size: panel.size))
                case .exploded(let view): obstacles.append(Rect(origin: view.origin, size: view.size))
                case .dimension: continue
                }
            }
            for (index, box) in labels.enumerated() {
                checked += 1
                // Inside the canvas, at least 6 pt from its edges (a column widens for a long name).
                #expect(box.minX >= 6 && box.maxX <= diagram.size.width - 6 && box.minY >= 0, "\(name): label \(box) at the edge")
                for other in labels[(index + 1)...] { #expect(!Self.overlap(box, other), "\(name): labels \(box) and \(other) overlap") }
                for obstacle in obstacles { #expect(!Self.overlap(box, obstacle), "\(name): label \(box) overlaps \(obstacle)") }
            }
        }
        #expect(checked > 150)
    }

    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        guard let common = a.intersection(b) else { return false }
        return common.width > 0.01 && common.height > 0.01
    }

    /// Seed 000's negative fixed space on a 414-wide Plus: iOS 10 moves the button to the bar's
    /// edge (margin 0), iOS 11 keeps it 20 from the edge (the example's sources: MP, UIKIT-DECOMP).
    @Test func negativeFixedSpaceMargins() throws {
        let figures = try Self.figures("negative-fixed-space-ios-10-vs-11")
        #expect(figures.map { Self.labels($0.diagram).first } == ["0 margin", "20 margin"])
        // Horizontal dimensions lie above the device, labels above their lines.
        let line = try #require(Self.dimensions(figures[0].diagram).first)
        #expect(line.from.y == line.to.y && line.labelSide == .above)
    }

    /// Seed 001, figures 8 and 9: 6 pt between a titleView and the items before iOS 11, none
    /// from iOS 11.
    @Test func titleViewGap() throws {
        let figures = try Self.figures("title-view-gap-ios-10-vs-11")
        let gaps = figures.map { Self.labels($0.diagram).filter { $0.hasSuffix("title gap") } }
        #expect(gaps == [["6 title gap", "6 title gap"], ["0 title gap", "0 title gap"]])
        // The button frames measured to are outlined (a glyph shows less than its 44 pt frame on iOS 10).
        let outlined = Self.dimensions(figures[0].diagram).flatMap(\.outlines).map(\.width)
        #expect(outlined == [44, 44, 44, 44])
    }

    /// Seed 004's content insets on iPhone X, iOS 11, with a contentInset of 100 top and bottom:
    /// under the translucent bar the table starts at y 0 and its adjustedContentInset is
    /// {188, 0, 134, 0}; under the opaque bar it starts at 88 (its own safe top is 0: "view top
    /// 88") and the inset is {100, 0, 134, 0}.
    @Test func contentInsetsAndViewTop() throws {
        let translucent = try Self.figures("safe-area-translucent-vs-opaque")[0].diagram
        #expect(Self.labels(translucent).filter { $0.contains("content inset") } == ["188 content inset top", "134 content inset bottom"])
        #expect(Self.labels(translucent).contains("88 safe top"))
        let opaque = try Self.figures("safe-area-opaque-bar")[0].diagram
        #expect(Self.labels(opaque).filter { $0.contains("content inset") } == ["100 content inset top", "134 content inset bottom"])
        #expect(Self.labels(opaque).contains("88 view top") && !Self.labels(opaque).contains { $0.hasSuffix("safe top") })
    }

    /// The tab bar's 49 + 34 on iPhone X: `bar-insets` adds the 34 under the 49.
    @Test func tabBarInset() throws {
        let portrait = try Self.figures("tab-bar-49-plus-34")[0].diagram
        let labels = Self.labels(portrait)
        #expect(labels.contains("49 tab bar") && labels.contains("34 home indicator"))
    }

    /// Seed 004, figures 1 and 2: under the translucent bar the test view (y 0, 88 tall) is drawn
    /// again, faded, over the bar's background; under the opaque bar nothing shows through.
    @Test func translucentBarShowsWhatIsUnderIt() throws {
        let measurer = try Renderer.textMeasurer(scale: 1)
        func faded(_ scene: String) throws -> Int {
            let diagram = try Self.figures(scene)[0].diagram
            return Self.count(drawing(diagram, measurer: measurer).primitives) { if case .opacity = $0 { true } else { false } }
        }
        #expect(try faded("seed-004-view-under-translucent-bar-ios-11") == 1)
        #expect(try faded("seed-004-view-under-opaque-bar-ios-11") == 0)
    }

    static func count(_ primitives: [Primitive], _ matches: (Primitive) -> Bool) -> Int {
        primitives.reduce(0) { total, primitive in
            switch primitive {
            case .clip(_, let children), .scale(_, _, let children), .opacity(_, let children):
                total + (matches(primitive) ? 1 : 0) + count(children, matches)
            default: total + (matches(primitive) ? 1 : 0)
            }
        }
    }

    /// `dimensions` takes names and view ids; a misspelt one is an error at its line and column.
    @Test func dimensionsField() throws {
        let scene = { (list: String) in
            "bezel: 1\ndevices: [iphone-x]\ndimensions: \(list)\nscreen:\n  root:\n    view-controller:\n      view:\n        subviews: [{id: box, frame: [0, 0, 10, 10]}]\n"
        }
        let file = try SceneFile.parse(scene("[bar-margins, box]"), path: "d.yaml")
        #expect(file.overlays.dimensions == [.named(.barMargins), .view("box")])
        #expect(!file.overlays.dimensions(.safeArea) && file.overlays.dimensions(.barMargins))
        for (list, column, message) in [
            ("[bar-margin]", 14, "did you mean \"bar-margins\""), ("[safe-area, bx]", 25, "did you mean \"box\""),
            ("[box, box]", 19, "listed twice"),
        ] {
            do {
                _ = try SceneFile.parse(scene(list), path: "d.yaml")
                Issue.record("accepted \(list)")
            } catch {
                #expect(error.line == 3 && error.column == column && error.field.hasPrefix("dimensions"), "\(error)")
                #expect(error.message.contains(message), "\(error)")
            }
        }
    }
}
