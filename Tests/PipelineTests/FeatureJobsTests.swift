import BezelDevices
import BezelLayout
import BezelPipeline
import BezelScene
import BezelSupport
import Testing

/// UIKit features that arrived after iOS 7 (`UIKitFeature`) against a scene's versions: versions
/// that lack one are skipped, and a scene left with none is rejected at the first place that uses
/// it, with file, line, column and field (docs/scene-format.md, "iOS 7 and 8").
struct FeatureJobsTests {
    func scene(devices: String = "[iphone-5s]", os: String, view: String) -> String {
        """
        bezel: 1
        devices: \(devices)
        os: \(os)
        screen:
          root:
            view-controller:
              view:
                subviews:
        \(view)

        """
    }

    static let stack = "          - {class: UIStackView, frame: [0, 100, 320, 44]}"

    func failure(_ text: String) -> SourceError? {
        do {
            _ = try SceneFile.parse(text, path: "f.yaml").jobs()
            return nil
        } catch {
            return error
        }
    }

    // APPLE-STACKVIEW: UIStackView is iOS 9+. The iPhone 5s ran iOS 7–12 (S9, S10).
    @Test func stackViewSkipsIOS7And8() throws {
        let jobs = try SceneFile.parse(scene(os: "all", view: Self.stack), path: "f.yaml").jobs()
        #expect(jobs.map(\.os) == [.ios9, .ios10, .ios11, .ios12])
        let mixed = try SceneFile.parse(scene(os: "[ios-8, ios-9]", view: Self.stack), path: "f.yaml").jobs()
        #expect(mixed.map(\.os) == [.ios9])
        let earliest = try SceneFile.parse(scene(os: "earliest", view: Self.stack), path: "f.yaml").jobs()
        #expect(earliest.map(\.os) == [.ios9])
    }

    @Test func stackViewOnlyOnIOS7And8IsRejected() throws {
        let error = try #require(failure(scene(os: "[ios-7, ios-8]", view: Self.stack)))
        #expect(error.line == 9 && error.column == 21, "\(error)")
        #expect(error.field == "screen.root.view-controller.view.subviews[0].class")
        #expect(error.message == "UIStackView arrived in iOS 9, and this scene draws only ios-7, ios-8")
        // The iPhone 4 ran iOS 7 only (S9, S10): `all` gives it nothing newer.
        #expect(failure(scene(devices: "[iphone-4]", os: "all", view: Self.stack))?.message.hasSuffix("draws only ios-7") == true)
    }

    // SADUN-AL8, TABASOFT: layout margins are iOS 8+; UYL-R: the readable guide iOS 9+.
    @Test func marginsAndReadableGuide() throws {
        let margins =
            "          - {id: a, constraints: [\"leading == margins.leading\", \"top == superview.top\", \"width == 10\", \"height == 10\"]}"
        let error = try #require(failure(scene(os: "ios-7", view: margins)))
        #expect(error.message == "layout margins (UIView.layoutMargins) arrived in iOS 8, and this scene draws only ios-7")
        #expect(error.line == 9 && error.field == "screen.root.view-controller.view.subviews[0].constraints[0]")
        #expect(try SceneFile.parse(scene(os: "[ios-7, ios-8]", view: margins), path: "f.yaml").jobs().map(\.os) == [.ios8])
        let readable =
            "          - {id: a, constraints: [\"leading == readable.leading\", \"top == superview.top\", \"width == 10\", \"height == 10\"]}"
        #expect(failure(scene(os: "ios-8", view: readable))?.message.hasPrefix("the readable content guide arrived in iOS 9") == true)
        let custom = "          - {id: a, frame: [0, 0, 10, 10], layout-margins: [0, 4, 0, 4]}"
        #expect(failure(scene(os: "ios-7", view: custom))?.field == "screen.root.view-controller.view.subviews[0].layout-margins")
    }

    // TEXTSTYLES: title1–3 and callout arrived in iOS 9; body is there from iOS 7.
    @Test func textStyles() throws {
        let title = "          - {class: UILabel, frame: [0, 0, 100, 30], text: Hi, font: title1}"
        #expect(failure(scene(os: "[ios-7, ios-8]", view: title))?.message.hasPrefix("the title1 text style arrived in iOS 9") == true)
        let body = "          - {class: UILabel, frame: [0, 0, 100, 30], text: Hi, font: body}"
        #expect(try SceneFile.parse(scene(os: "[ios-7, ios-8]", view: body), path: "f.yaml").jobs().count == 2)
    }

    // APPLE-EFFECTVIEW: UIVisualEffectView is iOS 8+.
    @Test func visualEffectView() throws {
        let effect = "          - {class: UIVisualEffectView, frame: [0, 0, 100, 30]}"
        let jobs = try SceneFile.parse(scene(os: "[ios-7, ios-8]", view: effect), path: "f.yaml").jobs()
        #expect(jobs.map(\.os) == [.ios8])
    }

    // A scene that uses nothing newer draws iOS 7, and `earliest` is each device's first version.
    @Test func plainSceneDrawsIOS7() throws {
        let plain = "          - {id: a, frame: [0, 100, 320, 44]}"
        let jobs = try SceneFile.parse(scene(devices: "[iphone-4, iphone-6, ipad-air-2]", os: "earliest", view: plain), path: "f.yaml")
            .jobs()
        #expect(jobs.map { "\($0.device.rawValue) \($0.os.rawValue)" } == ["iphone-4 ios-7", "iphone-6 ios-8", "ipad-air-2 ios-8"])
    }
}
