import BezelDrawing
import BezelFigure
import BezelGeometry
import BezelPipeline
import BezelRender
import Foundation
import TestSupport
import Testing

/// View and stack ids never print over each other and are never cut when they fit somewhere
/// (issue: "ids at the same point print over each other ("ava…" truncated)").
@Suite struct IdLabelTests {
    /// An id label as drawn: its text, its box on the canvas and whether it was ellipsized.
    struct Label {
        var text: String
        var box: Rect
        var cut: Bool
    }

    static let colors: Set<Color> = [Color(hex: 0x3634A3), Color(hex: 0xA5A4FF), Color(hex: 0xFF9500), Color(hex: 0xFF9F0A)]

    /// The id labels of a drawing (10 pt medium, in the view-label or stack colour), scale groups
    /// applied to their boxes.
    static func labels(
        _ primitives: [Primitive], measurer: any TextMeasurer, transform: BezelGeometry.AffineTransform = .identity
    ) -> [Label] {
        primitives.flatMap { primitive -> [Label] in
            switch primitive {
            case .text(let run) where run.font == Font(size: 10, weight: .medium) && colors.contains(run.color):
                let full = measurer.size(of: run.text, font: run.font, maxWidth: nil)
                let drawn = measurer.size(of: run.text, font: run.font, maxWidth: run.maxWidth)
                return [
                    Label(text: run.text, box: transform.apply(Rect(origin: run.origin, size: drawn)), cut: drawn.width < full.width - 0.01)
                ]
            case .clip(_, let children): return labels(children, measurer: measurer, transform: transform)
            case .scale(let factor, let anchor, let children):
                let scaling = BezelGeometry.AffineTransform(
                    a: factor, b: 0, c: 0, d: factor, tx: anchor.x - factor * anchor.x, ty: anchor.y - factor * anchor.y)
                return labels(children, measurer: measurer, transform: scaling.then(transform))
            default: return []
            }
        }
    }

    static func overlapping(_ labels: [Label]) -> [(Label, Label)] {
        var pairs: [(Label, Label)] = []
        for (index, a) in labels.enumerated() {
            for b in labels[(index + 1)...] where a.box.intersection(b.box) != nil { pairs.append((a, b)) }
        }
        return pairs
    }

    /// Every gallery figure at 1× (as goldens are drawn): no two id labels share any area, and
    /// no id is cut. The gallery has labels at the same point (the exploded bar's "avatar" in a
    /// 32 pt box, cut to "ava…" before) and stacks with nested ids.
    @Test func galleryIdLabelsNeverOverlapNorAreCut() throws {
        let measurer = try Renderer.textMeasurer(scale: 1)
        var count = 0
        for (name, diagram) in try CaptionTests.galleryFigures() {
            let found = Self.labels(drawing(diagram, measurer: measurer).primitives, measurer: measurer)
            count += found.count
            for (a, b) in Self.overlapping(found) {
                Issue.record(Comment(rawValue: "\(name): \(a.text) \(a.box) overlaps \(b.text) \(b.box)"))
            }
            for label in found where label.cut { Issue.record(Comment(rawValue: "\(name): \(label.text) is cut")) }
        }
        #expect(count > 40, "\(count) labels")
    }

    /// Four views at one point (three nested at the same origin, one the same size as another)
    /// and a narrow one whose id is wider than it: every id drawn whole, none over another.
    @Test func viewsAtTheSamePointGetSeparateLabels() throws {
        let jobs = try DrawingDefectTests.drawn(
            """
            bezel: 1
            devices: [iphone-x]
            os: [ios-16]
            screen:
              root:
                view-controller:
                  view:
                    subviews:
                      - {id: card, frame: [20, 120, 200, 120], subviews: [{id: header, frame: [0, 0, 200, 40], subviews: [{id: avatar, frame: [0, 0, 32, 32]}]}]}
                      - {id: twin, frame: [20, 120, 200, 120]}
                      - {id: tiny-but-long-name, frame: [260, 120, 20, 20]}
            """)
        let measurer = try Renderer.textMeasurer(scale: 1)
        let (_, primitives) = try #require(jobs.first)
        let found = Self.labels(primitives, measurer: measurer)
        #expect(Set(found.map { $0.text }) == ["card", "header", "avatar", "twin", "tiny-but-long-name"])
        #expect(Self.overlapping(found).isEmpty, "\(found)")
        #expect(found.allSatisfy { !$0.cut })
    }
}
