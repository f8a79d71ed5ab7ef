import BezelLayout
import BezelScene
import BezelSupport
import TestSupport
import Testing

/// `screen.presented`: decoding, and the requests no listed iOS version or style can honour,
/// rejected with the line and field (detents and the grabber need iOS 15, custom detents iOS 16:
/// PRESENT §1.5; only popovers have an arrow; full-screen styles have no sheet).
struct PresentationSceneTests {
    static let root = "  root:\n    view-controller: {id: list}\n"

    func scene(os: String, _ presented: String) throws(SourceError) -> SceneFile {
        try SceneFile.parse(
            "bezel: 1\ndevices: [iphone-x]\nos: \(os)\nscreen:\n" + Self.root + "  presented:\n" + presented, path: "test.yaml")
    }

    func failure(os: String, _ presented: String) -> SourceError? {
        do {
            _ = try scene(os: os, presented)
            return nil
        } catch {
            return error
        }
    }

    @Test func decodesASheet() throws {
        let file = try scene(
            os: "[ios-12, ios-16]",
            "    style: page-sheet\n    detent: 300\n    grabber: true\n    controller: {view-controller: {id: sheet}}\n")
        let presented = try #require(file.screen?.presented)
        #expect(presented.style == .pageSheet && presented.detent == .custom(300) && presented.grabber)
    }

    @Test(
        arguments: [
            (
                "ios-14", "    detent: medium\n    controller: {view-controller: {}}\n", "needs ios-15 or later", 8,
                "screen.presented.detent"
            ),
            (
                "[ios-13, ios-15]", "    detent: 200\n    controller: {view-controller: {}}\n", "custom detents: needs ios-16", 8,
                "screen.presented.detent"
            ),
            (
                "ios-12", "    grabber: true\n    controller: {view-controller: {}}\n", "needs ios-15 or later", 8,
                "screen.presented.grabber"
            ),
            (
                "ios-17", "    style: full-screen\n    detent: medium\n    controller: {view-controller: {}}\n", "has no sheet", 9,
                "screen.presented.detent"
            ),
            (
                "ios-17", "    style: page-sheet\n    arrow-direction: up\n    controller: {view-controller: {}}\n", "only a popover", 9,
                "screen.presented.arrow-direction"
            ),
            ("ios-17", "    detent: 0\n    controller: {view-controller: {}}\n", "must be positive", 8, "screen.presented.detent"),
            ("ios-17", "    style: card\n    controller: {view-controller: {}}\n", "unknown style \"card\"", 8, "screen.presented.style"),
            ("ios-17", "    style: page-sheet\n", "missing `controller`", 8, "screen.presented"),
        ])
    func rejects(os: String, body: String, message: String, line: Int, field: String) throws {
        let error = try #require(failure(os: os, body), "accepted: \(body)")
        #expect(error.message.contains(message), "\(error)")
        #expect(error.line == line && error.field == field, "\(error)")
    }

    // A scene listing iOS 12 and 17 keeps the detent; the iOS 12 job notes it is ignored.
    @Test func olderListedVersionsGetANote() throws {
        let file = try scene(os: "[ios-12, ios-16]", "    detent: medium\n    controller: {view-controller: {}}\n")
        #expect(file.screen?.presented?.detent == .medium)
    }
}
