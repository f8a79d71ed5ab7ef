import Foundation
import BezelGeometry
import BezelLayout
import BezelPipeline
import BezelScene
import BezelSupport
import TestSupport
import Testing

/// Scenes with a `screen` laid out: `explain` text goldens for the example screens
/// (Golden/explain/, re-recorded with `make record-explain` after review) and figures worked by hand.
struct ScreenLayoutTests {
    func scene(_ body: String) throws(SourceError) -> SceneFile {
        try SceneFile.parse("bezel: 1\ndevices: [iphone-x]\nos: ios-11\nscreen:\n" + body, path: "test.yaml")
    }

    /// Every scene in examples/screens/, by name.
    static let exampleScreens = CaseList {
        try Repository.files(in: "examples/screens", extensions: ["yaml"]).map { String($0.dropLast(5)) }
    }

    @Test func everyExplainGoldenHasAScene() throws {
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Repository.url("Golden/explain").path)
        let scenes = Self.exampleScreens.cases
        let stale = goldens.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.filter { !scenes.contains($0) }
        #expect(stale.isEmpty, "Golden/explain has goldens without a scene: \(stale)")
        Self.exampleScreens.expectComplete(count: 27)
    }

    @Test(arguments: exampleScreens.cases)
    func explainMatchesGolden(name: String) throws {
        let text = try explain(scene: Repository.url("examples/screens/\(name).yaml").path, filter: JobFilter()).text
        let golden = try String(contentsOf: Repository.url("Golden/explain/\(name).txt"), encoding: .utf8)
        #expect(text == golden, "Golden/explain/\(name).txt differs: run `make record-explain` and review the diff")
    }

    @Test func opaqueBackgroundImageMakesTheBarOpaque() throws {
        let file = try scene(
            """
              root:
                navigation-controller:
                  navigation-bar: {opaque-background-image: true}
                  view-controllers:
                    - view-controller: {id: content}
            """)
        let app = try #require(layOut(try file.jobs()[0]).app)
        // CHROME §5.1: opaque bar, iPhone X: y = 88, {0, 0, 34, 0}.
        let content = try app.view("content")
        #expect(content.windowFrame.minY == 88, app.tree)
        #expect(content.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0), app.tree)
    }

    @Test func constraintTextIsParsed() throws {
        let file = try scene(
            """
              root:
                view-controller:
                  view:
                    subviews:
                      - id: a
                        constraints:
                          - "leading == safe-area.leading + 10"
                          - "top == superview.top + 100"
                          - "width == 100 @ 750"
                          - {rule: "height == a.width * 0.5", identifier: "aspect"}
                      - id: b
                        constraints: ["leading == a.trailing + 8", "top == a.top", "width >= 10", "height == 20"]
            """)
        let app = try #require(layOut(try file.jobs()[0]).app)
        #expect(app.window.find("a")?.frame == Rect(x: 10, y: 100, width: 100, height: 50), app.tree)
        #expect(app.window.find("b")?.frame == Rect(x: 118, y: 100, width: 10, height: 20), app.tree)
    }

    // examples/screens/stack-view.yaml, worked by hand: the row spans the margins (16…359 on a
    // 375-wide iPhone 8) 20 below the safe-area top (20): y 40. The label keeps its 80 (hugging
    // 251 beats the fields stack's 250) and the fields take 343 − 80 − 8 = 255. The fields stack
    // is fill-equally with 16 after "name": two 34s make it 84 tall. First baselines: the
    // field's 22 and the label's 16 line up, so the label sits 6 down. The hidden hint has no height.
    @Test func stackViewExample() throws {
        let file = try SceneFile.load(path: Repository.url("examples/screens/stack-view.yaml").path)
        let app = try #require(layOut(try file.jobs()[0]).app)
        #expect(try app.view("row").windowFrame == Rect(x: 16, y: 40, width: 343, height: 84), app.tree)
        #expect(try app.view("label").frame == Rect(x: 0, y: 6, width: 80, height: 20), app.tree)
        #expect(try app.view("fields").frame == Rect(x: 88, y: 0, width: 255, height: 84), app.tree)
        #expect(try app.view("email").frame == Rect(x: 0, y: 50, width: 255, height: 34), app.tree)
        #expect(try app.view("hint").frame.height == 0, app.tree)
        #expect(app.conflicts.isEmpty && app.ambiguous.isEmpty)
    }
}
