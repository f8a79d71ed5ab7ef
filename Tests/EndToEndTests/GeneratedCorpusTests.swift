import Foundation
import TestSupport
import Testing

/// The bad scenes too large to commit (a megabyte-long device id, a 10 MB title, thousands of
/// views, nesting ten thousand deep) and the one git cannot hold (a folder named .yaml), written
/// at test time into a temporary folder and run like the committed corpus
/// (BadInputCorpusTests): exit 2, the exact first error line, nothing written, under the
/// memory and processor-time ceilings.
@Suite struct GeneratedCorpusTests {
    /// One generated scene: its name under `generated/`, its text (nil: a folder of that name),
    /// the line bezel must print, and whether today's bezel is known to get it wrong.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: @Sendable () -> String?
        var line: String
        var pending = false

        var testDescription: String { name }
    }

    static let header = "bezel: 1\ndevices: [iphone-x]\nos: ios-13\n"
    static let screen = header + "screen:\n  root:\n    view-controller:\n      view:"
    static let viewFields =
        "class, id, frame, constraints, hidden, alpha, user-interaction-enabled, clips-to-bounds, hit-outsets, "
        + "layout-margins, preserves-superview-layout-margins, insets-layout-margins-from-safe-area, intrinsic-size, "
        + "hugging, compression-resistance, content-size, content-inset, content-inset-adjustment-behavior, "
        + "always-bounce-vertical, always-bounce-horizontal, rows, row-height, insets-content-views-to-safe-area, "
        + "subviews, axis, distribution, alignment, spacing, layout-margins-relative-arrangement, "
        + "baseline-relative-arrangement, spacing-after, alignment-rect-insets, first-baseline, last-baseline, text, "
        + "font, number-of-lines, line-break-mode, text-alignment, button-type, title, image, content-edge-insets, "
        + "image-edge-insets, title-edge-insets, configuration, configuration-insets, border-style, placeholder, is-on, "
        + "segments, selected-segment, apportions-segment-widths-by-content, value, progress, large, pages, "
        + "current-page, style, sections, cell-layout-margins-follow-readable-width, separators, bar-position"

    static let cases: [Case] = [
        Case(
            name: "long-device-id.yaml", text: { "bezel: 1\ndevices: [" + String(repeating: "x", count: 1 << 20) + "]\n" },
            line: "generated/long-device-id.yaml:2:11: error: a value of 1048576 characters; the limit is 10000"),
        Case(
            name: "huge-title.yaml", text: { header + "title: " + String(repeating: "a", count: 10 << 20) + "\n" },
            line: "generated/huge-title.yaml: error: the file is 10485808 bytes; the limit is 4194304 bytes (4 MB)"),
        Case(
            name: "views-2000.yaml",
            text: {
                screen + "\n        subviews:\n"
                    + (0..<1999).map { "          - {class: UIView, id: v\($0), frame: [0, \($0), 10, 1]}\n" }.joined()
                    + "          - {class: UIView, id: v1999, frame: [0, 0, 10, 1], colour: red}\n"
            },
            line: "generated/views-2000.yaml:2008:62: error: screen.root.view-controller.view.subviews[1999].colour: unknown field; "
                + "fields here are \(viewFields)"),
        Case(
            name: "stack-1000.yaml",
            text: {
                screen + "\n        subviews:\n          - class: UIStackView\n            id: row\n"
                    + "            constraints: [\"top == safe-area.top\", \"leading == margins.leading\"]\n            subviews:\n"
                    + (0..<999).map { "              - {class: UILabel, id: l\($0), intrinsic-size: [10, 10]}\n" }.joined()
                    + "              - {class: UILabel, id: l999, frame: [0, 0, 10, 10]}\n"
            },
            line: "generated/stack-1000.yaml:1012:51: error: screen.root.view-controller.view.subviews[0].subviews[999].frame: "
                + "a stack view places its arranged subviews; give them an intrinsic-size or width/height constraints"),
        Case(
            name: "deep-views-10000.yaml", text: { nested(10_000, "{}") },
            line: "generated/deep-views-10000.yaml:7:4969: error: malformed YAML/JSON: Maximum nesting level reached, set with "
                + "yaml_set_max_nest_level()) (while parsing at line 7, column 4969)"),
        Case(
            name: "deep-views-490.yaml", text: { nested(490, "{colour: red}") },
            line: "generated/deep-views-490.yaml:7:757: error: nested more than 128 levels deep"),
        Case(
            name: "deep-lists-10000.yaml",
            text: { "bezel: 1\ndevices: " + String(repeating: "[", count: 10_000) + "iphone-x" + String(repeating: "]", count: 10_000) + "\n" },
            line: "generated/deep-lists-10000.yaml:2:11: error: malformed YAML/JSON: Maximum nesting level reached, set with "
                + "yaml_set_max_nest_level()) (while parsing at line 2, column 11)"),
        Case(
            name: "error-after-100000-lines.yaml", text: { header + String(repeating: "# padding\n", count: 100_000) + "colour: red\n" },
            line: "generated/error-after-100000-lines.yaml:100004:1: error: colour: unknown field; fields are bezel, title, devices, os, sdk, "
                + "orientations, scale, overlays, exploded-focus, dimensions, caption, notes, theme, output, sheet, states, screen, recorded"),
        Case(name: "folder.yaml", text: { nil }, line: "generated/folder.yaml: error: is a folder, not a file"),
    ]

    /// A controller's view holding a subview holding a subview…, `depth` deep, `innermost` last.
    static func nested(_ depth: Int, _ innermost: String) -> String {
        screen + " " + String(repeating: "{subviews: [", count: depth) + innermost + String(repeating: "]}", count: depth) + "\n"
    }

    @Test(arguments: cases)
    func generatedScene(_ c: Case) throws {
        let folder = try temporaryFolder("bezel-corpus")
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = folder.appendingPathComponent("generated")
        let file = generated.appendingPathComponent(c.name)
        if let text = c.text() {
            try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
            try text.write(to: file, atomically: false, encoding: .utf8)
        } else {
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        }
        let out = folder.appendingPathComponent("out")
        let run = try BuiltProgram.bezel.measure(["render", "generated/\(c.name)", "-o", out.path], in: folder, limits: CorpusCase.safetyNet)
        let left = FileManager.default.fileExists(atPath: out.path) ? try FileManager.default.contentsOfDirectory(atPath: out.path) : []
        CorpusCase(file: c.name, status: 2, line: c.line, pending: c.pending).check(run, expectedLine: c.line, leftBehind: left)
    }
}
