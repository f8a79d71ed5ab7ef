import BezelKit
import Testing

/// Split view controllers and multitasking built in Swift mean what the same fields mean in a file.
struct BezelKitSplitTests {
    @Test func theBuilderCarriesSplitViewsAndMultitasking() throws {
        var scene = SceneBuilder("mail", devices: [.ipadAir13M2], os: [.ios17], orientations: [.landscapeRight])
        let split = SceneBuilder.SplitViewController(
            style: .tripleColumn, primary: .view(.init(id: "folders")), supplementary: .view(.init(id: "list")),
            secondary: .view(.init(id: "message")))
        scene.screen = .init(root: .split(split), multitasking: .init(mode: .splitView, fraction: .twoThirds, side: .leading))
        let file = """
            bezel: 1
            devices: [ipad-air-13-m2]
            os: [ios-17]
            orientations: [landscape-right]
            screen:
              multitasking: {mode: split-view, fraction: 2/3, side: leading}
              root:
                split-view-controller:
                  style: triple-column
                  primary: {view-controller: {id: folders}}
                  supplementary: {view-controller: {id: list}}
                  secondary: {view-controller: {id: message}}
            """
        let built = try Bezel.explain(scene)
        #expect(built == (try Bezel.explain(file, name: "mail.yaml")))
        // SPLIT1: 2/3 of a 1366-wide screen is 981 (confirmed). SPLIT5: ceil(0.4 × 981) = 393, capped at 320
        // because both sides of the 981 × 1024 window are ≤ 1210 (confirmed).
        #expect(built.contains("multitasking: split-view, window (0 0; 981 1024) on screen"), "\(built)")
        #expect(built.contains(#"<UIView "folders"; view of UIViewController "folders"; frame = (0 0; 320 1024)"#), "\(built)")
    }
}
