import BezelLayout
import BezelScene
import BezelSupport
import Testing

/// Content fields in scene files (issue 14): what decodes, and bad values refused with the
/// file, line, column and field.
struct ContentSceneTests {
    func scene(_ view: String) throws(SourceError) -> SceneFile {
        try SceneFile.parse(
            "bezel: 1\ndevices: [iphone-x]\nos: ios-13\nscreen:\n  root:\n    view-controller:\n      view:\n        subviews:\n          - \(view)\n",
            path: "test.yaml")
    }

    func failure(_ view: String) -> SourceError? {
        do {
            _ = try scene(view)
            return nil
        } catch {
            return error
        }
    }

    @Test(
        arguments: [
            ("{class: UIView, text: Hi}", "subviews[0].text", "only UILabel and UITextField have text"),
            ("{class: UILabel, font: body}", "subviews[0].font", "give the label's `text` too"),
            ("{class: UILabel, text: Hi, font: bodyy}", "subviews[0].font", "did you mean \"body\""),
            ("{class: UILabel, text: Hi, font: {size: 15, weight: heavy}}", "subviews[0].font.weight", "unknown weight"),
            ("{class: UILabel, text: Hi, number-of-lines: -1}", "subviews[0].number-of-lines", "expected 0"),
            ("{class: UISwitch, is-on: maybe}", "subviews[0].is-on", "expected true or false"),
            ("{class: UISegmentedControl, segments: [A, B], selected-segment: 2}", "subviews[0].selected-segment", "expected 0 to 1"),
            ("{class: UISlider, value: 2}", "subviews[0].value", "out of range"),
            ("{class: UIButton, title: Go, configuration: filled, content-edge-insets: [1, 1, 1, 1]}", "subviews[0].content-edge-insets", "configuration-insets"),
            ("{class: UIButton, image: [0, 24]}", "subviews[0].image", "must be positive"),
            ("{class: UITextField, border-style: round}", "subviews[0].border-style", "use none, line, bezel, rounded-rect"),
            ("{class: UIView, sections: []}", "subviews[0].sections", "only UITableView has sections"),
            ("{class: UITableView, sections: [{rows: [{text: A, detail: B}]}]}", "subviews[0].sections[0].rows[0].detail", "style subtitle"),
            ("{class: UITableView, sections: [{rows: [{text: A, switch: true, accessory: checkmark}]}]}", "subviews[0].sections[0].rows[0].switch", "one or the other"),
            ("{class: UITableView, style: fancy, sections: [{rows: [A]}]}", "subviews[0].style", "unknown value"),
        ] as [(String, String, String)])
    func badContentIsRejected(view: String, field: String, message: String) throws {
        let error = try #require(failure(view))
        #expect(error.file == "test.yaml" && error.line == 9, "\(error)")
        #expect(error.field.hasSuffix(field), "\(error)")
        #expect(error.description.contains(message), "\(error)")
    }

    @Test func contentDecodes() throws {
        let file = try scene("{class: UIButton, id: b, title: Go, image: {size: [20, 20], glyph: star}, image-edge-insets: [0, -8, 0, 8]}")
        guard case .plain(let controller) = file.screen?.root else { Issue.record("not a plain controller"); return }
        let view = try #require(controller.view.subviews.first)
        guard case .button(let button) = view.content else { Issue.record("\(view)"); return }
        #expect(button.title == "Go" && button.image == ImageSpec(size: .init(width: 20, height: 20), glyph: .star))
        #expect(button.imageEdgeInsets.left == -8 && button.imageEdgeInsets.right == 8)
    }
}
