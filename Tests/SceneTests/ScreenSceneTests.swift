import BezelDevices
import Foundation
import BezelGeometry
import BezelLayout
import BezelPipeline
import BezelRender
import BezelScene
import BezelSupport
import TestSupport
import Testing

/// The `screen` section: decoding and impossible configurations (PipelineTests lays scenes out).
struct ScreenSceneTests {
    func scene(_ body: String) throws(SourceError) -> SceneFile {
        try SceneFile.parse("bezel: 1\ndevices: [iphone-x]\nos: ios-11\nscreen:\n" + body, path: "test.yaml")
    }

    func failure(_ body: String) -> SourceError? {
        do {
            _ = try scene(body)
            return nil
        } catch {
            return error
        }
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
            // Only an empty back-button title may be empty: a blank one, or a missing value, is a mistake.
            (
                "  root:\n    navigation-controller:\n      view-controllers: [{view-controller: {navigation-item: {back-button-title: \" \"}}}]\n",
                "must not be empty", 7
            ),
            (
                "  root:\n    navigation-controller:\n      view-controllers: [{view-controller: {navigation-item: {back-button-title: }}}]\n",
                "expected text, got null", 7
            ),
        ] as [(String, String, Int)])
    func impossibleConfigurationsAreRejected(body: String, message: String, line: Int) throws {
        let error = try #require(failure(body))
        #expect(error.description.contains(message), "\(error)")
        #expect(error.file == "test.yaml")
        #expect(error.line == line, "\(error)")
    }

    // `back-button-title: ""` is UIKit's empty back title (the chevron alone), not a mistake.
    @Test func emptyBackButtonTitleIsAllowed() throws {
        let file = try scene(
            "  root:\n    navigation-controller:\n      view-controllers:\n        - view-controller: {navigation-item: {back-button-title: \"\"}}\n        - view-controller: {id: top}\n")
        guard case .navigation(let nav)? = file.screen?.root else {
            Issue.record("not a navigation controller")
            return
        }
        #expect(nav.stack.first?.common.navigationItem.backButtonTitle == "")
    }
}

/// `sdk:` (docs/scene-format.md, "Linked against an older SDK"): the app's SDK reaches the screen
/// spec, and scenes UIKit would draw in a compatibility mode Bezel does not model are refused.
struct LinkedSDKSceneTests {
    func parse(_ text: String) throws(SourceError) -> SceneFile { try SceneFile.parse(text, path: "sdk.yaml") }

    @Test func theSDKReachesTheApp() throws {
        let scene = try parse("bezel: 1\ndevices: [ipad-air-2]\nos: ios-12\nsdk: ios-11\nscreen:\n  root: {view-controller: {}}\n")
        #expect(scene.screen?.sdk == .ios11)
    }

    @Test(
        arguments: [
            // No app to link.
            ("bezel: 1\ndevices: [iphone-8]\nsdk: ios-11\n", "needs the app", 3, 6),
            // The iPhone X's 375×812 screen came with iOS 11 (an older app is letterboxed).
            (
                "bezel: 1\ndevices: [iphone-x]\nos: ios-12\nsdk: ios-10\nscreen:\n  root: {view-controller: {}}\n",
                "runs letterboxed or zoomed on iPhone X", 4, 6
            ),
            ("bezel: 1\ndevices: [iphone-8]\nsdk: ios-99\nscreen:\n  root: {view-controller: {}}\n", "unknown iOS version", 3, 6),
        ] as [(String, String, Int, Int)])
    func impossibleSDKsAreRejected(text: String, message: String, line: Int, column: Int) {
        #expect(throws: SourceError.self) { try parse(text) }
        do {
            _ = try parse(text)
        } catch {
            #expect(error.description.contains(message), "\(error)")
            #expect(error.line == line && error.column == column && error.field == "sdk", "\(error)")
        }
    }
}
