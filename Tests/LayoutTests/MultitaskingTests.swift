import BezelDevices
import BezelGeometry
import Testing

@testable import BezelLayout

/// iPad multitasking windows against the multitasking table (SPLIT1–SPLIT10 in docs/sources.md).
struct MultitaskingTests {
    func app(_ spec: MultitaskingSpec, _ device: DeviceID, _ orientation: Orientation, os: OSVersion = .ios17) -> AppLayout {
        var screen = ScreenSpec(root: .plain(ViewControllerSpec(id: "content")))
        screen.multitasking = spec
        return layoutApp(screen, device: Catalog[device], os: os, orientation: orientation)
    }

    func window(_ spec: MultitaskingSpec, _ device: DeviceID, _ orientation: Orientation) -> Rect? {
        app(spec, device, orientation).multitasking?.windowFrame
    }

    @Test func splitViewWidthsOnA13InchIPad() {
        // SPLIT1 1366×1024 row, confirmed by SPLIT2 and SPLIT3: 375 / 678 / 981 in landscape, 375 / 639 in portrait.
        let device = DeviceID.ipadAir13M2
        #expect(window(MultitaskingSpec(mode: .splitView, fraction: .third), device, .landscapeRight)?.width == 375)
        #expect(window(MultitaskingSpec(mode: .splitView, fraction: .half), device, .landscapeRight)?.width == 678)
        #expect(window(MultitaskingSpec(mode: .splitView, fraction: .twoThirds), device, .landscapeRight)?.width == 981)
        #expect(window(MultitaskingSpec(mode: .splitView, fraction: .third), device, .portrait)?.width == 375)
        #expect(window(MultitaskingSpec(mode: .splitView, fraction: .twoThirds), device, .portrait)?.width == 639)
    }

    @Test func splitViewOnA97InchIPadWithTheDivider() {
        // SPLIT1 1024×768 row, confirmed by SPLIT2 and SPLIT4 (694): 320 + 10 + 694 = 1024 (divider inferred).
        let shared = app(MultitaskingSpec(mode: .splitView, fraction: .twoThirds, side: .leading), .ipadAir2, .landscapeRight).multitasking
        #expect(shared?.windowFrame == Rect(x: 0, y: 0, width: 694, height: 768))
        #expect(shared?.divider == Rect(x: 694, y: 0, width: 10, height: 768))
        #expect(shared?.otherApp == Rect(x: 704, y: 0, width: 320, height: 768))
        // SPLIT1: 2/3 landscape stays regular (single); SPLIT9 agrees.
        #expect(shared?.horizontalSizeClass == .regular)
    }

    @Test func sizeClassesFollowTheTable() {
        // SPLIT1 (single): the 12.9-inch half (678) is regular, every smaller iPad's half compact,
        // 1/3 and portrait splits compact; every window vertically regular.
        #expect(
            app(MultitaskingSpec(mode: .splitView, fraction: .half), .ipadAir13M2, .landscapeRight).multitasking?.horizontalSizeClass
                == .regular)
        #expect(
            app(MultitaskingSpec(mode: .splitView, fraction: .half), .ipadPro11Gen4, .landscapeRight).multitasking?.horizontalSizeClass
                == .compact)
        #expect(
            app(MultitaskingSpec(mode: .splitView, fraction: .twoThirds), .ipadAir13M2, .portrait).multitasking?.horizontalSizeClass
                == .compact)
        #expect(app(MultitaskingSpec(mode: .slideOver), .ipadAir13M2, .landscapeRight).multitasking?.verticalSizeClass == .regular)
    }

    @Test func slideOverIsTheScreenLessTwoStatusBars() {
        // SPLIT1: 375×976 on the 13-inch iPad in landscape (1024 − 2 × 24, inferred), 320×1146 on
        // the 11-inch in portrait (1194 − 2 × 24), 320×728 on the 9.7-inch (768 − 2 × 20).
        #expect(window(MultitaskingSpec(mode: .slideOver), .ipadAir13M2, .landscapeRight)?.size == Size(width: 375, height: 976))
        #expect(window(MultitaskingSpec(mode: .slideOver), .ipadPro11Gen4, .portrait)?.size == Size(width: 320, height: 1146))
        #expect(window(MultitaskingSpec(mode: .slideOver), .ipadAir2, .landscapeRight)?.size == Size(width: 320, height: 728))
        // One status bar down (inferred); 10 pt from the trailing edge (estimate).
        #expect(window(MultitaskingSpec(mode: .slideOver), .ipadAir13M2, .landscapeRight)?.origin == Point(x: 981, y: 24))
    }

    @Test func theContentIsLaidOutInTheWindow() {
        // The window's safe area in Split View is an estimate: top = status bar 24, bottom 20 on Face ID iPads.
        let layout = app(MultitaskingSpec(mode: .splitView, fraction: .third, side: .trailing), .ipadAir13M2, .landscapeRight)
        let content = layout.window.subtree.first { $0.id == "content" }
        #expect(content?.windowFrame == Rect(x: 991, y: 0, width: 375, height: 1024))
        #expect(content?.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(layout.explanation.contains("uncertain: Split View safe area (estimate)"))
    }

    @Test func screensOffTheTableUseTheRuleAndSayEstimate() {
        // No SPLIT1 row for 1376×1032 (13-inch M4): half = (1376 − 10) / 2 = 683, flagged as an estimate.
        let layout = app(MultitaskingSpec(mode: .splitView, fraction: .half), .ipadPro13M4, .landscapeRight)
        #expect(layout.multitasking?.windowFrame.width == 683)
        #expect(layout.explanation.contains("uncertain: multitasking window width (estimate)"))
    }

    @Test func impossibleJobsAreDrawnFullScreenWithANote() {
        let phone = app(MultitaskingSpec(mode: .slideOver), .iphone15Pro, .portrait)
        #expect(phone.multitasking == nil && phone.window.frame.width == 393)
        #expect(phone.notes.first?.contains("iPad features") == true)
        let half = app(MultitaskingSpec(mode: .splitView, fraction: .half), .ipadAir13M2, .portrait)
        #expect(half.multitasking == nil && half.notes.first?.contains("no 1/2 position") == true)
    }

    @Test func aSplitViewControllerCollapsesInANarrowWindow() {
        // SPLIT1: the 1/3 window (320 on a 1024×768 iPad) is compact, so the split view shows one
        // column (SPLIT9, SPLIT10), the secondary, in the window's 320 points.
        var screen = ScreenSpec(
            root: .split(
                SplitViewControllerSpec(
                    style: .doubleColumn, primary: .plain(ViewControllerSpec(id: "a")), secondary: .plain(ViewControllerSpec(id: "c")))))
        screen.multitasking = MultitaskingSpec(mode: .splitView, fraction: .third)
        let layout = layoutApp(screen, device: Catalog[.ipadAir2], os: .ios15, orientation: .landscapeRight)
        let ids = layout.window.subtree.compactMap(\.id)
        #expect(ids == ["c"])
        #expect(layout.window.subtree.first { $0.id == "c" }?.windowFrame == Rect(x: 704, y: 0, width: 320, height: 768))
    }

    @Test func versionsOutsideTheResearchAreFlagged() {
        // Neither iOS 9–10 Slide Over nor iPadOS 26 windows were researched: both are flagged as estimates.
        #expect(
            app(MultitaskingSpec(mode: .slideOver), .ipadAir2, .landscapeRight, os: .ios10).explanation.contains(
                "uncertain: iOS 9–10 Slide Over (estimate)"))
        #expect(
            app(MultitaskingSpec(mode: .slideOver), .ipadPro13M4, .landscapeRight, os: .ios26).explanation.contains(
                "uncertain: iPadOS 26 windows (estimate)"))
    }
}
