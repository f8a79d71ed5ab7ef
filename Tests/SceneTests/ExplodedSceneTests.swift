import BezelPipeline
import BezelRender
import BezelScene
import BezelSupport
import Foundation
import Testing

/// The `exploded` overlay and `exploded-focus`: decoding, their errors at line and column, the
/// command line's `--view exploded --focus`, and the view drawn in every output format.
struct ExplodedSceneTests {
    static let screen = """
        screen:
          root:
            navigation-controller:
              view-controllers:
                - view-controller:
                    navigation-item:
                      right-items:
                        - custom: {id: avatar, size: [32, 32]}
                    view:
                      subviews:
                        - {id: card, frame: [16, 120, 343, 200]}
        """

    func parse(_ head: String, screen: Bool = true) throws(SourceError) -> SceneFile {
        try SceneFile.parse("bezel: 1\ndevices: [iphone-x]\nos: ios-11\n" + head + (screen ? Self.screen : ""), path: "exploded.yaml")
    }

    func failure(_ head: String, screen: Bool = true) -> String? {
        do {
            _ = try parse(head, screen: screen)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func overlayAndFocusDecode() throws {
        let plain = try parse("overlays: [hierarchy, exploded]\n")
        #expect(plain.overlays.exploded && plain.overlays.hierarchy && plain.overlays.explodedFocus == nil)
        #expect(plain.ids == ["avatar", "card"])
        let focused = try parse("overlays: exploded\nexploded-focus: card\n")
        #expect(focused.overlays.exploded && focused.overlays.explodedFocus == "card")
        #expect(try parse("overlays: [safe-area]\n").overlays.exploded == false)
    }

    @Test func focusErrorsNameTheLineColumnAndField() {
        #expect(
            failure("overlays: [exploded]\nexploded-focus: crad\n")
                == "exploded.yaml:5:17: error: exploded-focus: no view has the id \"crad\"; did you mean \"card\"? ids are avatar, card")
        #expect(
            failure("overlays: [hierarchy]\nexploded-focus: card\n")
                == "exploded.yaml:5:17: error: exploded-focus: the focus is the exploded view's: add `exploded` to `overlays`, or remove `exploded-focus`"
        )
        #expect(
            failure("overlays: [exploded]\nexploded-focus: card\n", screen: false)
                == "exploded.yaml:5:17: error: exploded-focus: the focus names a view of the scene's `screen`, and this scene has none")
        #expect(failure("overlays: [exploded]\nexploded-focus: [card]\n")?.hasPrefix("exploded.yaml:5:17: error: exploded-focus:") == true)
        #expect(failure("overlays: [explode]\n")?.contains("did you mean \"exploded\"?") == true)
    }

    @Test func commandLineViewAddsTheOverlayAndChecksTheFocus() throws {
        let text = "bezel: 1\ndevices: [iphone-x]\nos: ios-11\n" + Self.screen
        let scenes = try loadScene(text: text, path: "plain.yaml")
        #expect(scenes[0].jobs.allSatisfy { !$0.overlays.exploded })
        let exploded = try withExplodedView(scenes, focus: "card")
        #expect(exploded[0].jobs.allSatisfy { $0.overlays.exploded && $0.overlays.explodedFocus == "card" })
        #expect(!exploded[0].file.overlays.exploded)
        #expect(throws: SourceError.self) { try withExplodedView(scenes, focus: "crad") }
        do {
            _ = try withExplodedView(scenes, focus: "crad")
        } catch {
            #expect(
                error.description == "plain.yaml: error: --focus: no view has the id \"crad\"; did you mean \"card\"? ids are avatar, card")
        }
    }

    @Test(arguments: [OutputFormat.png, .svg, .pdf])
    func theViewDrawsInEveryFormat(format: OutputFormat) throws {
        let text = "bezel: 1\ndevices: [iphone-x]\nos: ios-11\nscale: 1\noverlays: [exploded]\n" + Self.screen
        let job = try loadScene(text: text, path: "exploded.yaml")[0].jobs[0]
        let bytes = try render(job, format: format).picture.encoded()
        switch format {
        case .png: #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        case .pdf: #expect(bytes.starts(with: Array("%PDF".utf8)))
        default:
            let svg = String(decoding: bytes, as: UTF8.self)
            // The layers' names as text; the scene view in its quotes.
            #expect(svg.contains(">_UIButtonBarStackView<") && svg.contains(">UIView &quot;card&quot;<"))
        }
    }
}
