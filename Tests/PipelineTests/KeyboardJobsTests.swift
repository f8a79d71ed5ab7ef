import BezelDevices
import BezelGeometry
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
            #expect(error.field == "screen.root.view-controller.view.subviews[0].constraints[0]")
            #expect(error.message == "keyboardLayoutGuide arrived in iOS 15, and this scene draws only ios-13, ios-14", "\(error.message)")
        }
    }
}

/// `portrait-upside-down` in a scene (KEYBOARD §4.3): drawn only on devices that turn that way,
/// rejected at the orientation when none of the selected devices does.
struct UpsideDownJobsTests {
    @Test func mixedDevicesSkipFaceIDPhones() throws {
        let text = "bezel: 1\ndevices: [iphone-8, iphone-x]\nos: ios-16\norientations: [portrait, portrait-upside-down]\n"
        let jobs = try SceneFile.parse(text, path: "u.yaml").jobs()
        #expect(jobs.map { "\($0.device.rawValue) \($0.orientation.rawValue)" } == [
            "iphone-8 portrait", "iphone-8 portrait-upside-down", "iphone-x portrait",
        ])
    }

    @Test func onlyFaceIDPhonesIsRejected() {
        do {
            _ = try SceneFile.parse("bezel: 1\ndevices: [iphone-x]\nos: ios-16\norientations: [portrait, portrait-upside-down]\n", path: "u.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 4)
            #expect(error.field == "orientations[1]")
            #expect(error.message.contains("Face ID iPhones never do"))
        }
    }

    // `all` keeps meaning portrait and the two landscapes.
    @Test func allKeepsItsMeaning() throws {
        let scene = try SceneFile.parse("bezel: 1\ndevices: [iphone-8]\norientations: all\n", path: "u.yaml")
        #expect(scene.orientations == [.portrait, .landscapeRight, .landscapeLeft])
    }
}

/// `screen.windows` (KEYBOARD §4.1): a second window at its frame and level, its safe area the
/// part of the screen's unsafe region it covers, drawn over the main window by level.
struct AdditionalWindowTests {
    static let text = """
        bezel: 1
        devices: [iphone-15-pro]
        os: ios-17
        screen:
          windows:
            - {id: top, frame: [0, 0, 393, 120], level: alert, root: {view-controller: {}}}
            - {id: low, level: 5, root: {view-controller: {}}}
          root: {view-controller: {}}

        """

    // Levels: alert 2000 (KB67, KB68); the lower level first. The 120 pt window covers the 59 pt
    // safe-area top of the iPhone 15 Pro (DEVICES), and a window without a frame fills the screen.
    @Test func windowsAreLaidOutByLevel() throws {
        let scene = try SceneFile.parse(Self.text, path: "w.yaml")
        let screen = try #require(scene.screen)
        #expect(screen.windows.map(\.level) == [2000, 5])
        let layout = layoutApp(screen, device: Catalog[.iphone15Pro], os: .ios17, orientation: .portrait)
        #expect(layout.additionalWindows.map(\.window.id) == ["low", "top"])
        let top = layout.additionalWindows[1].window
        #expect(top.frame == Rect(x: 0, y: 0, width: 393, height: 120))
        #expect(top.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(layout.additionalWindows[0].window.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(layout.explanation.contains("window level 2000:\n<UIWindow \"top\"; frame = (0 0; 393 120)"))
    }

    @Test func unknownLevelNamesTheChoices() {
        do {
            _ = try SceneFile.parse(Self.text.replacingOccurrences(of: "level: alert", with: "level: modal"), path: "w.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.field == "screen.windows[0].level")
            #expect(error.message.contains("normal (0), status-bar (1000), alert (2000)"))
        }
    }
}
