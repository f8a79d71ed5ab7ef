import Foundation
import BezelPipeline
import TestSupport
import Testing

/// The layout warnings `bezel render` prints: one per issue, however many layouts repeat it, in
/// scene order; `strict` turns them into an error thrown before anything is drawn.
struct LayoutWarningsTests {
    /// On two devices: a box with two required widths (line 10, columns 37 and 69: the second
    /// breaks) and a view with a width but no x position (line 11, its constraints at columns 38,
    /// 63 and 78).
    static let scene = """
        bezel: 1
        devices: [iphone-8, iphone-x]
        os: ios-15
        screen:
          root:
            view-controller:
              view:
                subviews:
                  - {id: box, constraints: ["top == safe-area.top", "leading == superview.leading",
                                            "width == 10", "height == 20",  "width == 30"]}
                  - {id: hint, constraints: ["top == box.bottom + 8", "width == 40", "height == 20"]}
        """

    @Test func repeatsAcrossLayoutsAreOneWarning() throws {
        let scenes = try loadScene(text: Self.scene, path: "w.yaml")
        let warnings = try layoutWarnings(scenes)
        #expect(warnings.map(\.kind) == [.conflict, .ambiguous])
        #expect(warnings.map(\.location) == ["w.yaml:10:69", "w.yaml:11:38"])
        #expect(warnings.allSatisfy { $0.layouts == ["iphone-8 ios-15 portrait", "iphone-x ios-15 portrait"] })
        #expect(warnings[0].message.contains("\"<NSLayoutConstraint box.width == 30>\",  at w.yaml:10:69  <- broken"), "\(warnings[0].message)")
        #expect(warnings[1].text().hasPrefix("w.yaml:11:38: warning: ambiguous layout: \"hint\" (horizontal): its constraints at w.yaml:11:38, w.yaml:11:63, w.yaml:11:78"))
        #expect(warnings[1].text(asError: true).hasPrefix("w.yaml:11:38: error: ambiguous layout"))
    }

    @Test func strictBatchThrowsBeforeDrawing() throws {
        let folder = try temporaryFolder("bezel-warnings")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenes = try loadScene(text: Self.scene, path: "w.yaml")
        let out = folder.appendingPathComponent("out")
        #expect(throws: LayoutWarningsAreErrors.self) { try RenderBatch(folder: out, strict: true).run(scenes) }
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let result = try RenderBatch(folder: out).run(scenes)
        #expect(result.written.count == 2 && result.warnings.count == 2)
        // Skipped images still warn: a scene warns on every run until it is fixed.
        let again = try RenderBatch(folder: out).run(scenes)
        #expect(again.written.isEmpty && again.skipped.count == 2 && again.warnings == result.warnings)
    }
}
