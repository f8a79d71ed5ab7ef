import BezelDevices
import BezelGeometry
import Testing

/// iOS 7 and 8 in the catalog: the iPhone 4, which devices ran which of the two, and their status
/// bar (keys resolve in docs/sources.md).
struct LegacyDeviceTests {
    // S2 DeviceKit: iPhone3,1–3,3, 3.5", 326 ppi, square corners; S13, S9: 320 × 480 @2x;
    // S9 iosref and S10 endoflife.date: iOS 4 to 7 (7.1.2), so iOS 7 is the only version Bezel draws.
    @Test func iPhone4() {
        let device = Catalog[.iphone4]
        #expect(device.identifiers == ["iPhone3,1", "iPhone3,2", "iPhone3,3"])
        #expect(device.screen.points == Size(width: 320, height: 480))
        #expect(device.screen.scale == 2)
        #expect(device.screen.renderedPixels.width == 640 && device.screen.renderedPixels.height == 960)
        #expect(device.screen.diagonalInches == 3.5 && device.screen.pixelsPerInch == 326)
        #expect(device.screen.cornerRadius.value == 0)
        #expect(device.firstMajorOS.value == 4 && device.lastMajorOS?.value == 7)
        #expect(device.firstMajorOS.provenance.sources == [.s9, .s10])
        #expect(device.supportedOS == [.ios7])
        #expect(device.landscapeWidthClass.value == .compact)
    }

    // S9 and S10 per model: who ran iOS 7, who ran iOS 8. Shipped with iOS 8: iPhone 6 and 6 Plus,
    // iPad Air 2, iPad mini 3. Stopped at iOS 7: iPhone 4.
    @Test func whoRanIOS7And8() {
        let ran7 = Catalog.all.filter { $0.supports(.ios7) }.map(\.id)
        let ran8 = Catalog.all.filter { $0.supports(.ios8) }.map(\.id)
        #expect(ran7 == [.iphone4, .iphone4s, .iphone5, .iphone5c, .iphone5s, .ipad2, .ipad3, .ipadMini1, .ipad4, .ipadAir1, .ipadMini2])
        #expect(
            ran8 == [
                .iphone4s, .iphone5, .iphone5c, .iphone5s, .iphone6, .iphone6Plus, .ipad2, .ipad3, .ipadMini1, .ipad4, .ipadAir1,
                .ipadMini2, .ipadAir2, .ipadMini3,
            ])
        // 25 device × version pairs, portrait and landscape: the 50 new cases of each golden matrix.
        #expect(ran7.count + ran8.count == 25)
    }

    // The status bar is 20 from iOS 7 on every home-button device (S53 Sinclair 2013; S49: an iOS 7
    // bar at y 20 over a 64 pt background); no safe area before iOS 11.
    @Test(arguments: [DeviceID.iphone4, .iphone5s, .iphone6, .iphone6Plus, .ipad2, .ipadMini1, .ipadAir2])
    func statusBarIs20(id: DeviceID) {
        for os in Catalog[id].supportedOS where os < .ios9 {
            let era = Catalog[id].chrome(for: os)
            #expect(era.statusBarHeight.value == 20, "\(id.rawValue) \(os.rawValue)")
            #expect(era.portraitSafeArea == nil && era.landscapeSafeArea == nil)
        }
    }

    // iOS 7 shows the iPhone's status bar in landscape (S51 OnsenUI #506, S52); iOS 8 hides it for
    // apps linked against iOS 8 or later (S50 prefersStatusBarHidden; S52 YIFullScreenScroll #37,
    // MHVideoPhotoGallery #69, MIT-Mobile #200). iPads keep it in both (S21, S4, S15).
    @Test func landscapeStatusBarByVersion() {
        let phone = Catalog[.iphone5]
        #expect(phone.chrome(for: .ios7).landscapeStatusBar.value)
        #expect(phone.chrome(for: .ios7).landscapeStatusBar.provenance.sources == [.s51, .s52])
        #expect(!phone.chrome(for: .ios8).landscapeStatusBar.value)
        #expect(phone.chrome(for: .ios8).landscapeStatusBar.provenance.sources.contains(.s50))
        #expect(!phone.chrome(for: .ios9).landscapeStatusBar.value)
        #expect(Catalog[.ipad2].showsStatusBar(.landscapeRight, os: .ios7))
        #expect(Catalog[.ipadAir2].showsStatusBar(.landscapeLeft, os: .ios8))
        #expect(!Catalog[.iphone6Plus].showsStatusBar(.landscapeRight, os: .ios8))
    }

    // S13, S1: the 6 Plus is regular width in landscape (size classes from iOS 8, when it shipped).
    @Test func sixPlusLandscapeIsRegularWidth() {
        #expect(Catalog[.iphone6Plus].widthClass(.landscapeRight) == .regular)
        #expect(Catalog[.iphone5s].widthClass(.landscapeRight) == .compact)
    }

    @Test func versionNumbers() {
        #expect(OSVersion.oldest == .ios7)
        #expect(OSVersion(major: 7) == .ios7 && OSVersion(major: 8) == .ios8)
        #expect(OSVersion(rawValue: "ios-8") == .ios8)
        #expect(OSVersion(major: 6) == nil)
        #expect(OSVersion.ios8.displayName(for: .ipad) == "iOS 8")
    }
}
