import BezelCompare
import BezelDumps
import BezelFigure
import BezelGeometry
import BezelImport
import Testing
import TestSupport

/// What `bezel compare` recognises in the published dumps, and how it matches them.
@Suite struct RecognitionTests {
    /// SEED-3: the article's three class listings of a bare navigation bar, class by class with
    /// Bezel's bar (its private subviews at full depth) on iOS 9, 10 and 11: every class of each
    /// listing has its counterpart in the same place, and Bezel adds none.
    @Test(arguments: [("seed-002-ios9", 6), ("seed-002-ios10", 6), ("seed-002-ios11", 10)])
    func seedListingsClassByClass(_ name: String, classes: Int) throws {
        let comparison = try compare(name)
        #expect(comparison.format == .classListing)
        #expect(comparison.views.count == classes)
        #expect(comparison.views.allSatisfy { $0.status == .agree && $0.bezelClassName == $0.className })
        #expect(comparison.summary.agrees)
    }

    /// The seed's iOS 11 listing against iOS 10's bar: the content view, large-title and prompt
    /// views are iOS 11's; Bezel's iOS 10 bar has the back indicator instead.
    @Test func seedListingAgainstAnotherVersion() throws {
        let comparison = try compareDump(path: try PublishedDump("seed-002-ios11").path, options: DumpOptions(os: "ios-10"))
        #expect(!comparison.summary.agrees)
        let missing = comparison.views.filter { $0.status == .missingInBezel }.map(\.className)
        #expect(missing.contains("_UINavigationBarContentView"))
        #expect(comparison.views.contains { $0.status == .missingOnDevice && $0.className == "_UINavigationBarBackIndicatorView" })
    }

    /// FID-D-QYNAVBACK: a pushed controller whose back button has no title (iOS 7).
    @Test func backButtonWithoutTitle() throws {
        let comparison = try compare("fid-d-qynavback")
        #expect(comparison.findings.contains("navigation bar: title \"A Story About a Fish\", a back button without a title"))
        let bar = try #require(comparison.views.first { $0.className == "UINavigationBar" })
        #expect(bar.status == .agree)
        #expect(bar.dumpFrame == Rect(x: 0, y: 20, width: 320, height: 44))
        // The device's title view sits 46 pt right of Bezel's: centred between the back button and
        // the edge on the device, on the bar in Bezel.
        let title = try #require(comparison.views.first { $0.className == "UINavigationItemView" })
        #expect(title.status == .frameDiffers)
        #expect(title.delta == 46)
    }

    /// FID-B-CRIFAN-CYCRIPT: a page sheet over an app the dump does not hold, its bar with a text
    /// item on each side; the sheet's own content is not compared.
    @Test func pageSheetWithTextItems() throws {
        let comparison = try compare("fid-b-crifan-cycript")
        #expect(comparison.findings.contains("navigation bar: 1 left item, 1 right item"))
        #expect(comparison.findings.contains("a controller presented page-sheet (line 1)"))
        let shadow = try #require(comparison.views.first { $0.className == "UIDropShadowView" })
        #expect(shadow.status == .agree)
        #expect(comparison.views.filter { $0.status == .content }.count == 57)
    }

    /// FID-D-FRIDA4S: four tabs, the second selected (its image alone prints no grey tint).
    @Test func tabsAndTheSelectedOne() throws {
        let comparison = try compare("fid-d-frida4s")
        #expect(comparison.captureIndex == 1)
        #expect(comparison.findings.contains("tab bar with 4 tabs, tab 2 selected"))
        let buttons = comparison.views.filter { $0.className == "UITabBarButton" }
        #expect(buttons.count == 4)
        #expect(buttons.allSatisfy { $0.status == .agree })
    }

    /// FID-D-ZHANGKN-PICKER: a controller presented full screen with the status bar hidden; the
    /// back button 照片 and the item 取消 where the device put them.
    @Test func fullScreenPresentation() throws {
        let comparison = try compare("fid-d-zhangkn-picker")
        #expect(comparison.findings.contains("navigation bar: title \"相机胶卷\", a back button \"照片\", 1 right item"))
        let cancel = try #require(comparison.views.first { $0.className == "UINavigationButton" })
        #expect(cancel.status == .agree)
        #expect(cancel.bezelFrame == Rect(x: 278, y: 7, width: 34, height: 30))
    }

    /// The JSON carries the totals and every view (docs/dumps.md, "compare --json").
    @Test func json() throws {
        let comparison = try compare("fid-d-lnpopup-168")
        let text = comparison.json.text()
        #expect(text.contains("\"agrees\": true"))
        #expect(text.contains("\"status\": \"app-content\""))
        #expect(comparison.text.hasSuffix(": Bezel agrees\n"))
    }

    /// The side-by-side picture: two panels, the differing views outlined on each.
    @Test func sideBySidePicture() throws {
        let dump = try ViewDump.load(path: try PublishedDump("fid-d-qynavback").path)
        let comparison = try compare("fid-d-qynavback")
        let sheet = try sideBySide(comparison, dump: dump)
        let screens = sheet.elements.compactMap { element -> [Highlight]? in
            if case .screen(let placed) = element { return placed.highlights }
            return nil
        }
        #expect(screens.count == 2)
        #expect(screens[0].filter { $0.kind == .differs }.count == 3)
        #expect(screens[1].filter { $0.kind == .differs }.count == 3)
    }
}
