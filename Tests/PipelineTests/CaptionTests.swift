import BezelDevices
import BezelDrawing
import BezelFigure
import BezelLayout
import BezelPipeline
import BezelRender
import BezelScene
import Foundation
import Testing
import TestSupport

/// Captions wrap to their figure's width (issue 18: captions were cut mid-sentence) and say as
/// much about uncertain figures as `notes` asks.
@Suite struct CaptionTests {
    /// Every scene of the gallery and the content screens, as `bezel render` composes them.
    static func galleryFigures() throws -> [(String, Diagram)] {
        var figures: [(String, Diagram)] = []
        for folder in ["examples", "examples/screens", "examples/dumps"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: Repository.url(folder).path)
            for name in names.sorted() where SceneFile.extensions.contains((name as NSString).pathExtension) {
                for scene in try loadScenes([Repository.url(folder).path + "/" + name]) {
                    if scene.file.sheetColumns != nil {
                        figures.append((name, try sheetFigure(scene)))
                    } else {
                        figures += scene.jobs.map { job in ("\(name) \(job.device) \(job.os)", figure(job, layOut(job))) }
                    }
                }
            }
        }
        return figures
    }

    /// No caption line is wider than its block when the renderer measures it at 1× and 3×, so
    /// none is ellipsized.
    @Test func everyGalleryCaptionFitsItsWidth() throws {
        let measurers = [try Renderer.textMeasurer(scale: 1), try Renderer.textMeasurer(scale: 3)]
        var lines = 0
        var wrappedLines = 0
        var widest = 0.0
        for (name, diagram) in try Self.galleryFigures() {
            for case .text(let block) in diagram.elements {
                for line in block.lines {
                    lines += 1
                    for measurer in measurers {
                        let width = measurer.size(of: line.text, font: TextBlock.font(line.style)).width
                        #expect(width <= block.width, "\(name): \(line.text) is \(width) wide in \(block.width)")
                        widest = max(widest, width / PangoTextMetrics().exactWidth(of: line.text, font: TextBlock.font(line.style)))
                    }
                }
                // A wrapped line continues in the same style without a leading space.
                wrappedLines += zip(block.lines, block.lines.dropFirst()).filter { $0.style == $1.style && $0.style == .note }.count
            }
        }
        #expect(lines > 400)
        // With hinting off, raster text is never wider than the scale-free width lines are wrapped by.
        #expect(widest <= 1, "\(widest)")
        // The gallery has captions long enough to wrap (seed 001's notes, the iPhone 7 Plus pair).
        #expect(wrappedLines > 0)
    }

    /// iPhone 7 Plus on iOS 11 with a custom back button has four uncertain figures (three
    /// inferred, one estimate): `full` prints each, `brief` one line counting them, `none` nothing.
    @Test(arguments: [CaptionNotes.full, .brief, .none])
    func notesLevels(notes: CaptionNotes) throws {
        let file = try SceneFile.load(path: Repository.url("examples/navigation-bar-ios-10-vs-11.yaml").path)
        var job = try file.jobs().first { $0.os == .ios11 }!
        job.notes = notes
        let layout = layOut(job)
        let diagram = figure(job, layout)
        let caption = diagram.elements.compactMap { if case .text(let block) = $0 { block } else { nil } }.first!
        let notesText = caption.lines.filter { $0.style == .note }.map(\.text)
        switch notes {
        case .full:
            #expect(notesText.joined(separator: " ").contains("glyph item width"))
            #expect(notesText.count >= 4)
        case .brief: #expect(notesText == ["~ 3 figures inferred, ? 1 estimated: bezel explain lists them"])
        case .none: #expect(notesText.isEmpty)
        }
    }

    /// `notes` takes the three levels; anything else is an error at its line and column.
    @Test func notesField() throws {
        let scene = { (value: String) in "bezel: 1\ndevices: [iphone-x]\nnotes: \(value)\n" }
        #expect(try SceneFile.parse(scene("brief"), path: "n.yaml").notes == .brief)
        #expect(try SceneFile.parse("bezel: 1\ndevices: [iphone-x]\n", path: "n.yaml").notes == .full)
        do {
            _ = try SceneFile.parse(scene("breif"), path: "n.yaml")
            Issue.record("accepted notes: breif")
        } catch {
            #expect(error.line == 3 && error.column == 8 && error.field == "notes", "\(error)")
            #expect(error.message.contains("did you mean \"brief\""), "\(error)")
        }
    }
}
