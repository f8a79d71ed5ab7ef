import BezelDrawing
import BezelFigure
import BezelGeometry
import BezelLayout
import BezelPipeline
import BezelRender
import Foundation
import TestSupport
import Testing

/// Drawing defects from one issue, each checked on the geometry of a real drawing: the back
/// chevron right to left, the search field's magnifier, a title squeezed to no width, and the
/// tap-regions hatching over bar-button titles and over itself.
@Suite struct DrawingDefectTests {
    /// A scene's jobs drawn with the renderer's 1× measurer: each job's app and primitives
    /// (groups flattened, coordinates as drawn outside scale groups).
    static func drawn(_ yaml: String) throws -> [(app: AppLayout, primitives: [Primitive])] {
        let folder = try temporaryFolder("drawing-defects")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("scene.yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        let measurer = try Renderer.textMeasurer(scale: 1)
        return try loadScenes([file.path]).flatMap(\.jobs).map { job in
            let layout = layOut(job)
            let app = try #require(layout.app)
            return (app, flattened(drawing(figure(job, layout), measurer: measurer).primitives))
        }
    }

    static func flattened(_ primitives: [Primitive]) -> [Primitive] {
        primitives.flatMap { primitive -> [Primitive] in
            switch primitive {
            case .clip(_, let children), .scale(_, _, let children): flattened(children)
            default: [primitive]
            }
        }
    }

    static func points(_ path: Path) -> [Point] {
        path.elements.compactMap { element in
            switch element {
            case .move(let p), .line(let p), .curve(let p, _, _): p
            case .close: nil
            }
        }
    }

    /// The back chevron is 3 pt wide strokes: right to left it points right (its tip, the middle
    /// point, right of both ends) and sits on the right of the bar, on iOS 10 (the bar's
    /// indicator view) and iOS 11 (the back button's image view). Left to right it points left.
    @Test(arguments: [("iphone-7-plus", "ios-10"), ("iphone-x", "ios-11"), ("iphone-15", "ios-17")])
    func backChevronIsMirroredRightToLeft(device: String, os: String) throws {
        for direction in ["right-to-left", "left-to-right"] {
            let jobs = try Self.drawn(
                """
                bezel: 1
                devices: [\(device)]
                os: [\(os)]
                screen:
                  layout-direction: \(direction)
                  root:
                    navigation-controller:
                      view-controllers:
                        - view-controller: {title: Mailboxes}
                        - view-controller: {title: Message}
                """)
            let (app, primitives) = try #require(jobs.first)
            let chevrons = primitives.compactMap { primitive -> [Point]? in
                if case .stroke(let path, let stroke) = primitive, stroke.width == 3 { Self.points(path) } else { nil }
            }
            let chevron = try #require(chevrons.count == 1 ? chevrons.first : nil)
            #expect(chevron.count == 3)
            let (tail, tip) = (chevron[0].x, chevron[1].x)
            let screenMid = DeviceDiagramMetrics.padding + DeviceDiagramMetrics.bezel + app.screen.bounds.width / 2
            if direction == "right-to-left" {
                #expect(tip > tail && tip > chevron[2].x, "\(device) \(os): tip \(tip), ends \(tail) \(chevron[2].x)")
                #expect(tail > screenMid)
            } else {
                #expect(tip < tail && tail < screenMid)
            }
        }
    }

    /// The search field's magnifier is at the field's leading edge and ends before the
    /// placeholder starts (UIKit's left view; iOS 11+, the only versions with a search
    /// controller in the bar); right to left, the other way round.
    @Test(arguments: ["left-to-right", "right-to-left"])
    func searchMagnifierIsBeforeThePlaceholder(direction: String) throws {
        let jobs = try Self.drawn(
            """
            bezel: 1
            devices: [iphone-x]
            os: [ios-11, ios-16]
            screen:
              layout-direction: \(direction)
              root:
                navigation-controller:
                  view-controllers:
                    - view-controller:
                        navigation-item: {title: Mail, search-controller: true}
            """)
        #expect(jobs.count == 2)
        let origin = DeviceDiagramMetrics.padding + DeviceDiagramMetrics.bezel
        let measurer = try Renderer.textMeasurer(scale: 1)
        for (app, primitives) in jobs {
            let field = try #require(app.window.find(.searchBarTextField)).windowFrame.offsetBy(dx: origin, dy: origin)
            let glyphs = primitives.compactMap { primitive -> Rect? in
                guard case .stroke(let path, let stroke) = primitive, stroke.width == 1.8 else { return nil }
                let bounds = path.controlBounds
                return field.contains(Point(x: bounds.midX, y: bounds.midY)) ? bounds : nil
            }
            let magnifier = try #require(glyphs.count == 1 ? glyphs.first : nil)
            let runs = primitives.compactMap { primitive -> TextRun? in
                if case .text(let run) = primitive, run.text == "Search" { run } else { nil }
            }
            let placeholder = try #require(runs.first)
            let width = measurer.size(of: placeholder.text, font: placeholder.font, maxWidth: placeholder.maxWidth).width
            #expect(magnifier.minX > field.minX && magnifier.maxX < field.maxX)
            if direction == "left-to-right" {
                #expect(magnifier.maxX + 0.9 < placeholder.origin.x, "magnifier \(magnifier), text at \(placeholder.origin.x)")
                #expect(magnifier.minX - field.minX < 12)
            } else {
                #expect(
                    magnifier.minX - 0.9 > placeholder.origin.x + width,
                    "magnifier \(magnifier), text ends at \(placeholder.origin.x + width)")
                #expect(field.maxX - magnifier.maxX < 12)
            }
        }
    }

    /// A UILabel titleView between more items than the bar holds is squeezed to zero width: the
    /// layout keeps it 0 wide (never negative) with no text left in it, and the drawing writes
    /// nothing for it, not even an ellipsis (before, a "…" was drawn there).
    @Test func titleSqueezedToNothingIsNotDrawn() throws {
        let jobs = try Self.drawn(
            """
            bezel: 1
            devices: [iphone-se-1]
            os: [ios-10, ios-13]
            screen:
              root:
                navigation-controller:
                  view-controllers:
                    - view-controller: {title: Previous}
                    - view-controller:
                        navigation-item:
                          title-view: {class: UILabel, id: heading, text: A rather long title here, intrinsic-size: [200, 30]}
                          left-items: [{title: Edit}, {title: Select}, {system: add}]
                          right-items: [{system: compose}, {system: search}, {system: trash}, {title: Done}, {system: action}]
            """)
        #expect(jobs.count == 2)
        let modern = try #require(jobs.last)
        let heading = try #require(modern.app.window.find("heading"))
        #expect(heading.frame.width == 0)
        #expect(heading.lines?.lines.allSatisfy(\.isEmpty) ?? true)
        for (app, primitives) in jobs {
            #expect(app.window.subtree.allSatisfy { $0.frame.width >= 0 })
            guard app.window.find("heading")?.frame.width == 0 else { continue }
            let runs = primitives.compactMap { primitive -> String? in if case .text(let run) = primitive { run.text } else { nil } }
            #expect(!runs.contains("…") && !runs.contains { $0.hasPrefix("A rather") }, "\(runs)")
        }
    }
}
