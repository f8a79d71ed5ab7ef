import BezelFigure
import BezelPipeline
import BezelRaster
import BezelRender
import Foundation
import TestSupport
import Testing

/// A scene's states drawn: a sheet whose panels are titled with their states, and the same panels
/// as the frames of an animated PNG that a real decoder (Pillow) reads back frame for frame.
struct StatesRenderTests {
    static let scene = """
        bezel: 1
        devices: [iphone-x]
        os: ios-11
        scale: 1
        states: [view-did-load, {scroll: 30}, {pop: 0.5}]
        screen:
          root:
            navigation-controller:
              navigation-bar: {prefers-large-titles: true}
              view-controllers:
                - view-controller: {title: Inbox}
                - view-controller:
                    title: Message
                    view: {class: UITableView, rows: 20}
        """

    static func loaded() throws -> LoadedScene { try #require(try loadScene(text: scene, path: "states.yaml").first) }

    @Test func sheetPanelsAreTitledWithTheirStates() throws {
        let figure = try sheetFigure(Self.loaded())
        let titles = figure.elements.compactMap { element -> String? in
            if case .text(let block) = element { block.lines.first?.text } else { nil }
        }
        #expect(titles == ["viewDidLoad: not in a window yet", "scrolled 30 pt", "interactive pop at 50 %"])
    }

    @Test func framesShareOneCanvas() throws {
        let frames = try animationFrames(Self.loaded())
        #expect(frames.count == 3)
        #expect(Set(frames.map(\.size)).count == 1)
    }

    /// The APNG read back by Pillow: animated, three frames of the canvas's size, each frame's
    /// pixels those of the panel drawn on its own.
    @Test func apngRoundTripsThroughPillow() throws {
        let python = try ExternalTool("python3")
        let scene = try Self.loaded()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-apng-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(try renderAnimation(scene)).write(to: folder.appendingPathComponent("states.png"))
        let panels = try animationFrames(scene).map { try renderImage($0, scale: 1) }
        for (index, panel) in panels.enumerated() {
            try Data(try PNGWriter.encode(panel)).write(to: folder.appendingPathComponent("panel-\(index).png"))
        }
        let check = """
            from PIL import Image, ImageSequence
            im = Image.open('states.png')
            frames = [f.convert('RGBA').tobytes() for f in ImageSequence.Iterator(im)]
            panels = [Image.open('panel-%d.png' % i).convert('RGBA').tobytes() for i in range(\(panels.count))]
            print(im.is_animated, im.n_frames, im.size[0], im.size[1], [f == p for f, p in zip(frames, panels)], im.info.get('duration'))
            """
        let run = try python.run(["-c", check], in: folder)
        let output = String(decoding: run.bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(run.status == 0, "\(run.error)")
        #expect(output == "True 3 \(panels[0].width) \(panels[0].height) [True, True, True] 1000.0")
    }
}
