import BezelDevices
import BezelLayout
import BezelPipeline
import BezelScene
import BezelSupport
import Testing

/// `screen.keyboard` read from a scene, and `keyboardLayoutGuide` (iOS 15+, KB41) against the
/// scene's iOS versions: older pairs are skipped, a scene with none left is rejected at the
/// constraint.
struct KeyboardJobsTests {
    static func scene(os: String, keyboard: String = "{shown: true, predictive: false, adjust: safe-area}") -> String {
        """
        bezel: 1
        devices: [iphone-8]
        os: \(os)
        screen:
          keyboard: \(keyboard)
          root:
            view-controller:
              view:
                subviews:
                  - class: UIView
                    id: bar
                    constraints: ["bottom == keyboard.top", "leading == superview.leading", "width == 10", "height == 10"]

        """
    }

    @Test func keyboardFieldsAreRead() throws {
        let scene = try SceneFile.parse(Self.scene(os: "[ios-15]"), path: "k.yaml")
        #expect(scene.screen?.keyboard == KeyboardSpec(shown: true, predictive: false, adjust: .safeArea))
        let short = try SceneFile.parse(Self.scene(os: "[ios-15]", keyboard: "true"), path: "k.yaml")
        #expect(short.screen?.keyboard == KeyboardSpec())
    }

    @Test func unknownAdjustmentNamesTheChoices() {
        #expect(throws: SourceError.self) { try SceneFile.parse(Self.scene(os: "[ios-15]", keyboard: "{adjust: insets}"), path: "k.yaml") }
        do {
            _ = try SceneFile.parse(Self.scene(os: "[ios-15]", keyboard: "{adjust: insets}"), path: "k.yaml")
        } catch {
            #expect(error.field == "screen.keyboard.adjust")
            #expect(error.line == 5)
            #expect(error.message.contains("none, safe-area, content-inset"))
        }
    }

    // The iPhone 8 ran iOS 11–16: with ios-14 and ios-15 listed only iOS 15 is drawn.
    @Test func guideSkipsVersionsBeforeIOS15() throws {
        let jobs = try SceneFile.parse(Self.scene(os: "[ios-14, ios-15]"), path: "k.yaml").jobs()
        #expect(jobs.map(\.os) == [.ios15])
    }

    @Test func guideWithoutIOS15IsRejectedAtTheConstraint() {
        do {
            _ = try SceneFile.parse(Self.scene(os: "[ios-13, ios-14]"), path: "k.yaml").jobs()
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 12)
            #expect(error.field == "constraints")
            #expect(error.message.contains("keyboardLayoutGuide arrived in iOS 15"), "\(error.message)")
        }
    }
}
