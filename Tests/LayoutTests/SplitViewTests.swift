import BezelDevices
import BezelGeometry
import Testing

@testable import BezelLayout

/// `UISplitViewController` columns against the split view sources (SPLIT1–SPLIT10 in docs/sources.md).
struct SplitViewTests {
    func column(_ id: String) -> ControllerSpec { .plain(ViewControllerSpec(id: id)) }

    func split(_ style: SplitViewControllerSpec.Style) -> SplitViewControllerSpec {
        SplitViewControllerSpec(
            style: style, primary: column("primary"), supplementary: style == .tripleColumn ? column("middle") : nil,
            secondary: column("secondary"))
    }

    func frames(_ spec: SplitViewControllerSpec, _ device: DeviceID, _ os: OSVersion, _ orientation: Orientation) -> [String: Rect] {
        let app = layoutApp(ScreenSpec(root: .split(spec)), device: Catalog[device], os: os, orientation: orientation)
        var result: [String: Rect] = [:]
        for node in app.window.subtree { if let id = node.id { result[id] = node.windowFrame } }
        return result
    }

    @Test func primaryIsFourTenthsCappedAt375OnA13InchIPad() {
        // SPLIT5: ceil(0.4 × 1366) = 547, capped at 375 because a side (1366) is longer than 1210
        // (confirmed: SPLIT5, SPLIT7, SPLIT8). SPLIT6: one pixel (0.5 pt at 2x) between columns (single).
        let f = frames(split(.tripleColumn), .ipadAir13M2, .ios17, .landscapeRight)
        #expect(f["primary"] == Rect(x: 0, y: 0, width: 375, height: 1024))
        // The supplementary width is an estimate (the primary's rule reused).
        #expect(f["middle"] == Rect(x: 375.5, y: 0, width: 375, height: 1024))
        #expect(f["secondary"] == Rect(x: 751, y: 0, width: 615, height: 1024))
    }

    @Test func primaryIsCappedAt320OnAnElevenInchIPad() {
        // SPLIT5: both sides ≤ 1210, so the cap is 320 (confirmed); ceil(0.4 × 834) = 334 in portrait.
        let f = frames(split(.doubleColumn), .ipadPro11Gen4, .ios17, .portrait)
        #expect(f["primary"]?.width == 320)
        #expect(f["secondary"] == Rect(x: 320.5, y: 0, width: 834 - 320.5, height: 1194))
    }

    @Test func classicPrimaryIsFourTenthsBelowTheCap() {
        // SPLIT5: ceil(0.4 × 768) = 308 on a 1024×768 iPad in portrait, under the 320 cap (confirmed).
        let f = frames(split(.unspecified), .ipadAir2, .ios12, .portrait)
        #expect(f["primary"]?.width == 308)
    }

    @Test func preferredWidthIsClampedToTheMaximum() {
        var spec = split(.doubleColumn)
        spec.preferredPrimaryColumnWidth = 500
        // SPLIT10: preferredPrimaryColumnWidth is limited by maximumPrimaryColumnWidth (320 here, SPLIT5).
        #expect(frames(spec, .ipadPro11Gen4, .ios17, .landscapeRight)["primary"]?.width == 320)
        spec.preferredPrimaryColumnWidth = 280
        #expect(frames(spec, .ipadPro11Gen4, .ios17, .landscapeRight)["primary"]?.width == 280)
    }

    @Test func collapsesToTheSecondaryOnCompactWidth() {
        // SPLIT9, SPLIT10: a compact width collapses the split view to one column (single).
        let f = frames(split(.tripleColumn), .iphone15Pro, .ios17, .portrait)
        #expect(f["secondary"] == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(f["primary"] == nil && f["middle"] == nil)
    }

    @Test func columnStylesBeforeIOS14AreDrawnClassicWithANote() {
        let app = layoutApp(
            ScreenSpec(root: .split(split(.tripleColumn))), device: Catalog[.ipadAir2], os: .ios13, orientation: .landscapeRight)
        let ids = app.window.subtree.compactMap(\.id)
        #expect(ids.contains("primary") && ids.contains("secondary") && !ids.contains("middle"))
        #expect(app.notes.first?.contains("need iOS 14") == true)
    }

    @Test func estimatesAreFlaggedInExplain() {
        let app = layoutApp(
            ScreenSpec(root: .split(split(.tripleColumn))), device: Catalog[.ipadAir13M2], os: .ios17, orientation: .landscapeRight)
        let text = app.explanation
        #expect(text.contains("uncertain: supplementary column width (estimate)"))
        #expect(text.contains("uncertain: split view display mode (estimate)"))
        #expect(text.contains("<UIPanelBorderView; frame = (375 0; 0.5 1024)"))
    }
}
