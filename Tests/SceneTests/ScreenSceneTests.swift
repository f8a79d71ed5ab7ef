import Devices
import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

/// The `screen` section: decoding, impossible configurations, and `explain` text goldens for the
/// example screens (Golden/explain/, re-recorded with `make record-explain` after review).
struct ScreenSceneTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func scene(_ body: String) throws(SceneError) -> SceneFile {
        try SceneFile.parse("bezel: 1\ndevices: [iphone-x]\nos: ios-11\nscreen:\n" + body, path: "test.yaml")
    }

    func failure(_ body: String) -> SceneError? {
        do {
            _ = try scene(body)
            return nil
        } catch {
            return error
        }
    }

    /// Every scene in examples/screens/, by name.
    static var exampleScreens: [String] {
        let folder = root.appendingPathComponent("examples/screens").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    @Test func everyExplainGoldenHasAScene() throws {
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Golden/explain").path)
        let stale = goldens.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.filter { !Self.exampleScreens.contains($0) }
        #expect(stale.isEmpty, "Golden/explain has goldens without a scene: \(stale)")
        #expect(Self.exampleScreens.count >= 11)
    }

    @Test(arguments: exampleScreens)
    func explainMatchesGolden(name: String) throws {
        let file = try SceneFile.load(path: Self.root.appendingPathComponent("examples/screens/\(name).yaml").path)
        let text = try file.jobs().compactMap { $0.app(metrics: .measured) }.map(\.explanation).joined(separator: "\n")
        let golden = try String(contentsOf: Self.root.appendingPathComponent("Golden/explain/\(name).txt"), encoding: .utf8)
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
        let app = try #require(try file.jobs()[0].app(metrics: .measured))
        // CHROME §5.1: opaque bar, iPhone X: y = 88, {0, 0, 34, 0}.
        let content = try #require(app.window.find("content"))
        #expect(content.windowFrame.minY == 88)
        #expect(content.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
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
        let app = try #require(try file.jobs()[0].app(metrics: .measured))
        #expect(app.window.find("a")?.frame == Rect(x: 10, y: 100, width: 100, height: 50))
        #expect(app.window.find("b")?.frame == Rect(x: 118, y: 100, width: 10, height: 20))
    }

    @Test(
        arguments: [
            // A tab bar inside a navigation controller.
            (
                "  root:\n    navigation-controller:\n      view-controllers:\n        - tab-bar-controller:\n            view-controllers: [{view-controller: {}}]\n",
                "a tab bar controller cannot be inside a navigation-controller", 8
            ),
            ("  root:\n    view-controller:\n      additional-safe-area-insets: [0, -4, 0, 0]\n", "insets must not be negative", 7),
            (
                "  root:\n    view-controller:\n      view:\n        subviews:\n          - class: UIFancyView\n",
                "unknown class \"UIFancyView\"", 9
            ),
            (
                "  root:\n    view-controller:\n      view: {subviews: [{id: a, constraints: [\"top == b.top\"]}]}\n",
                "\"b\" is not a sibling", 7
            ),
            (
                "  root:\n    view-controller:\n      view: {subviews: [{id: a, constraints: [\"top == superview.leading\"]}]}\n",
                "different axes", 7
            ),
            ("  root:\n    tab-bar-controller:\n      selected: 3\n      view-controllers: [{view-controller: {}}]\n", "out of range", 7),
            ("  root:\n    view-controller:\n      view: {class: UIView, rows: 3}\n", "only scroll views", 7),
            ("  root:\n    view-controller:\n      view: {frame: [0, 0, 10, 10]}\n", "sized by its container", 7),
            ("  root:\n    window-controller: {}\n", "unknown controller", 6),
            ("  root:\n    view-controller: {id: x, view: {subviews: [{id: x}]}}\n", "already the id", 6),
            // Stack views.
            (
                "  root:\n    view-controller:\n      view: {subviews: [{class: UIView, axis: vertical}]}\n",
                "only a UIStackView has `axis`", 7
            ),
            (
                "  root:\n    view-controller:\n      view:\n        subviews:\n          - {class: UIStackView, axis: vertical, alignment: first-baseline}\n",
                "baseline alignment works only in horizontal stacks", 9
            ),
            (
                "  root:\n    view-controller:\n      view: {subviews: [{class: UIStackView, subviews: [{frame: [0, 0, 10, 10]}]}]}\n",
                "a stack view places its arranged subviews", 7
            ),
            ("  root:\n    view-controller:\n      view: {subviews: [{id: a, spacing-after: 4}]}\n", "only an arranged subview", 7),
            (
                "  root:\n    view-controller:\n      view: {subviews: [{class: UIStackView, distribution: fill-equal}]}\n",
                "did you mean \"fill-equally\"", 7
            ),
            // Navigation items.
            (
                "  root:\n    view-controller:\n      navigation-item: {left-items: [{system: compsoe}]}\n",
                "did you mean \"compose\"", 7
            ),
            ("  root:\n    view-controller:\n      navigation-item: {left-items: [{system: add, fixed-space: 4}]}\n", "exactly one of", 7),
            (
                "  root:\n    view-controller:\n      navigation-item: {left-items: [{system: add, bold: true}]}\n",
                "only a title item can be bold", 7
            ),
            ("  root:\n    view-controller:\n      navigation-item: {title-view: {id: t}}\n", "missing `size`", 7),
            ("  root:\n    view-controller:\n      navigation-item: {style: browse}\n", "did you mean \"browser\"", 7),
            (
                "  root:\n    navigation-controller:\n      navigation-item: {title: x}\n      view-controllers: [{view-controller: {}}]\n",
                "unknown field", 7
            ),
            (
                "  root:\n    navigation-controller:\n      navigation-bar: {appearance: {standard: glass}}\n      view-controllers: [{view-controller: {}}]\n",
                "unknown value \"glass\"", 7
            ),
        ] as [(String, String, Int)])
    func impossibleConfigurationsAreRejected(body: String, message: String, line: Int) throws {
        let error = try #require(failure(body))
        #expect(error.description.contains(message), "\(error)")
        #expect(error.file == "test.yaml")
        #expect(error.line == line, "\(error)")
    }

    // examples/screens/stack-view.yaml, worked by hand: the row spans the margins (16…359 on a
    // 375-wide iPhone 8) 20 below the safe-area top (20): y 40. The label keeps its 80 (hugging
    // 251 beats the fields stack's 250) and the fields take 343 − 80 − 8 = 255. The fields stack
    // is fill-equally with 16 after "name": two 34s make it 84 tall. First baselines: the
    // field's 22 and the label's 16 line up, so the label sits 6 down. The hidden hint has no height.
    @Test func stackViewExample() throws {
        let file = try SceneFile.load(path: Self.root.appendingPathComponent("examples/screens/stack-view.yaml").path)
        let app = try #require(try file.jobs()[0].app(metrics: .measured))
        #expect(try #require(app.window.find("row")).windowFrame == Rect(x: 16, y: 40, width: 343, height: 84))
        #expect(try #require(app.window.find("label")).frame == Rect(x: 0, y: 6, width: 80, height: 20))
        #expect(try #require(app.window.find("fields")).frame == Rect(x: 88, y: 0, width: 255, height: 84))
        #expect(try #require(app.window.find("email")).frame == Rect(x: 0, y: 50, width: 255, height: 34))
        #expect(try #require(app.window.find("hint")).frame.height == 0)
        #expect(app.conflicts.isEmpty && app.ambiguous.isEmpty)
    }
}
