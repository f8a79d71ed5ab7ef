import BezelDrawing
import BezelFigure
import BezelGeometry
import BezelLayout
import BezelPipeline
import BezelRender
import BezelScene
import Foundation
import Testing
import TestSupport

/// The class names written into an imported dump's views (`class-names` on a recorded tree) keep
/// off the recorded text and the status bar: on every figure of examples/dumps/, no class label's
/// box (measured as the renderer draws it at 1×) meets another text run.
struct RecordedLabelTests {
    static let dumps = ["fid-b-crifan-cycript", "fid-d-frida4s", "fid-d-qynavback", "fid-d-zhangkn-picker"]

    static func runs(_ primitives: [Primitive]) -> [TextRun] {
        primitives.flatMap { primitive -> [TextRun] in
            switch primitive {
            case .text(let run): [run]
            case .clip(_, let children), .scale(_, _, let children), .opacity(_, let children): runs(children)
            default: []
            }
        }
    }

    @Test(arguments: Self.dumps)
    func classLabelsKeepOffTheText(name: String) throws {
        let measurer = try Renderer.textMeasurer(scale: 1)
        let file = try SceneFile.load(path: Repository.url("examples/dumps/\(name).yaml").path)
        let job = try #require(try file.jobs().first)
        let layout = layOut(job)
        let app = try #require(layout.app)
        let classes = Set(app.window.subtree.map(\.className))
        let drawn = drawing(figure(job, layout), measurer: measurer)
        let all = Self.runs(drawn.primitives)
        // A class label: 8 pt medium, naming a recorded class (`recordedClassLabels`).
        func isLabel(_ run: TextRun) -> Bool { run.font.size == 8 && run.font.weight == .medium && classes.contains(run.text) }
        func box(_ run: TextRun) -> Rect { Rect(origin: run.origin, size: measurer.size(of: run.text, font: run.font, maxWidth: run.maxWidth)) }
        let labels = all.filter(isLabel).map(box)
        let text = all.filter { !isLabel($0) }.map(box)
        #expect(!labels.isEmpty)
        for label in labels {
            for other in text {
                let common = label.intersection(other)
                #expect(common == nil || common!.width < 0.01 || common!.height < 0.01, "\(name): class label \(label) meets text \(other)")
            }
        }
    }
}
