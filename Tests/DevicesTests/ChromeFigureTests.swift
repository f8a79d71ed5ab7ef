import BezelDevices
import BezelGeometry
import Testing

/// The per-version figures the Foundation issue names, each with its source
/// (keys resolve in docs/sources.md).
struct ChromeFigureTests {
    func insets(_ t: Double, _ l: Double, _ b: Double, _ r: Double) -> EdgeInsets {
        EdgeInsets(top: t, left: l, bottom: b, right: r)
    }

    func safeArea(_ id: DeviceID, _ os: OSVersion, _ orientation: Orientation = .portrait) -> EdgeInsets? {
        Catalog[id].chrome(for: os).safeArea(orientation)?.value
    }

    func statusBar(_ id: DeviceID, _ os: OSVersion) -> Double {
        Catalog[id].chrome(for: os).statusBarHeight.value
    }

    // S21 useyourloaf "Supporting iPhone X", S26 qiita: X-class 44/0/34/0, landscape 0/44/21/44.
    @Test(arguments: [DeviceID.iphoneX, .iphoneXS, .iphoneXSMax, .iphone11Pro, .iphone11ProMax])
    func xClassInsets(id: DeviceID) {
        for os in Catalog[id].supportedOS {
            #expect(safeArea(id, os) == insets(44, 0, 34, 0), "\(id.rawValue) \(os.rawValue)")
            #expect(safeArea(id, os, .landscapeRight) == insets(0, 44, 21, 44))
            #expect(safeArea(id, os, .landscapeLeft) == insets(0, 44, 21, 44))
            #expect(statusBar(id, os) == 44)
        }
    }

    // S19 openradar 42372793 and S22 Masonry #546: window safe-area top 0 on iOS 11, 20 from iOS 12.
    @Test(arguments: [DeviceID.iphone8, .iphone8Plus, .iphone6s, .iphoneSE1, .ipadAir2, .ipad6])
    func homeButtonWindowTop(id: DeviceID) {
        #expect(safeArea(id, .ios11)?.top == 0)
        for os in Catalog[id].supportedOS where os >= .ios12 {
            #expect(safeArea(id, os)?.top == 20, "\(id.rawValue) \(os.rawValue)")
        }
    }

    // Before iOS 11 there is no safe area at all (UIView.safeAreaInsets is iOS 11+).
    @Test func noSafeAreaBeforeIOS11() {
        #expect(safeArea(.iphone6s, .ios9) == nil)
        #expect(safeArea(.iphone7, .ios10) == nil)
        #expect(safeArea(.ipadAir2, .ios10, .landscapeRight) == nil)
        #expect(statusBar(.iphone6s, .ios9) == 20)
    }

    // S1 (2018 configs), S26: XR 44 on iOS 12–13; S4, S15, S16 and GK: 48 from iOS 14.
    @Test func xrAndElevenTop() {
        #expect(safeArea(.iphoneXR, .ios12)?.top == 44)
        #expect(safeArea(.iphoneXR, .ios13)?.top == 44)
        #expect(safeArea(.iphone11, .ios13)?.top == 44)
        for os in [OSVersion.ios14, .ios15, .ios16, .ios17, .ios18] {
            #expect(safeArea(.iphoneXR, os)?.top == 48)
            #expect(statusBar(.iphoneXR, os) == 48)
        }
        #expect(safeArea(.iphone11, .ios26) == insets(48, 0, 34, 0))
        #expect(safeArea(.iphone11, .ios26, .landscapeRight) == insets(0, 48, 21, 48))
        #expect(statusBar(.iphone11, .ios13) == 44)
    }

    // S17 QMUI #1326 (maintainer's measurements), S18: 12 mini status bar 44 on iOS 14, 50 from 15;
    // safe area 50 on both.
    @Test func twelveMini() {
        #expect(statusBar(.iphone12Mini, .ios14) == 44)
        #expect(safeArea(.iphone12Mini, .ios14)?.top == 50)
        for os in [OSVersion.ios15, .ios16, .ios17, .ios18, .ios26] {
            #expect(statusBar(.iphone12Mini, os) == 50)
            #expect(safeArea(.iphone12Mini, os) == insets(50, 0, 34, 0))
        }
        #expect(statusBar(.iphone13Mini, .ios15) == 50)
    }

    // S4, S15, S1: iPhone 12, 13 and 14 (non-mini, non-island) 47.
    @Test(arguments: [
        DeviceID.iphone12, .iphone12Pro, .iphone12ProMax, .iphone13, .iphone13Pro, .iphone13ProMax, .iphone14,
        .iphone14Plus,
    ])
    func fortySeven(id: DeviceID) {
        for os in Catalog[id].supportedOS {
            #expect(statusBar(id, os) == 47)
            #expect(safeArea(id, os) == insets(47, 0, 34, 0))
            #expect(safeArea(id, os, .landscapeRight) == insets(0, 47, 21, 47))
        }
    }

    // S20 GKNavigationBarSwift #41, S14 flutter #120682, S4: status bar 54, safe area 59.
    @Test(arguments: [
        DeviceID.iphone14Pro, .iphone14ProMax, .iphone15, .iphone15Plus, .iphone15Pro, .iphone15ProMax, .iphone16,
        .iphone16Plus,
    ])
    func dynamicIsland59(id: DeviceID) {
        for os in Catalog[id].supportedOS {
            #expect(statusBar(id, os) == 54)
            #expect(safeArea(id, os) == insets(59, 0, 34, 0))
            #expect(safeArea(id, os, .landscapeRight) == insets(0, 59, 21, 59))
        }
    }

    // S4, S5, S42: 16 Pro / Pro Max top safe area 62, landscape sides 62.
    @Test(arguments: [DeviceID.iphone16Pro, .iphone16ProMax])
    func sixtyTwo(id: DeviceID) {
        for os in Catalog[id].supportedOS {
            #expect(safeArea(id, os) == insets(62, 0, 34, 0))
            #expect(safeArea(id, os, .landscapeRight) == insets(0, 62, 21, 62))
        }
    }

    // S15, S16, S4: iPads with rounded corners 24/0/20/0 in both orientations, status bar 24.
    @Test func roundedIPads() {
        let rounded = Catalog.devices(in: .ipad).filter { $0.screen.cornerRadius.value > 0 }
        #expect(rounded.count == 24)  // 8 Pro, 8 Air, 2 mini, 2 iPad, 4 Pro M4/M5
        for device in rounded {
            for os in device.supportedOS {
                let chrome = device.chrome(for: os)
                #expect(chrome.statusBarHeight.value == 24, "\(device.id.rawValue)")
                #expect(chrome.portraitSafeArea?.value == insets(24, 0, 20, 0), "\(device.id.rawValue)")
                #expect(chrome.landscapeSafeArea?.value == insets(24, 0, 20, 0), "\(device.id.rawValue)")
            }
            #expect(device.homeIndicator != nil)
        }
    }

    // S21, S4, S15: iPads keep the status bar in landscape. iPhones hide it there from iOS 8 (S50
    // prefersStatusBarHidden, S52 the iOS 8 launch reports) and show it on iOS 7 (S51 OnsenUI #506).
    @Test func statusBarVisibility() {
        for device in Catalog.all {
            for os in device.supportedOS {
                #expect(device.showsStatusBar(.portrait, os: os))
                let landscape = device.family == .ipad || os == .ios7
                #expect(device.showsStatusBar(.landscapeRight, os: os) == landscape, "\(device.id.rawValue) \(os.rawValue)")
                #expect(device.showsStatusBar(.landscapeLeft, os: os) == landscape)
            }
        }
        #expect(Catalog[.iphone5s].showsStatusBar(.landscapeRight, os: .ios7))
        #expect(!Catalog[.iphone5s].showsStatusBar(.landscapeRight, os: .ios8))
    }

    // Corner radii from S6 (ScreenCorners, read on iOS 14.1) and S8 (16 Pro, Xcode 26 RC).
    @Test func cornerRadii() {
        #expect(Catalog[.iphoneX].screen.cornerRadius.value == 39)
        #expect(Catalog[.iphoneXR].screen.cornerRadius.value == 41.5)
        #expect(Catalog[.iphone12Mini].screen.cornerRadius.value == 44)
        #expect(Catalog[.iphone12].screen.cornerRadius.value == 47.33)
        #expect(Catalog[.iphone12ProMax].screen.cornerRadius.value == 53.33)
        #expect(Catalog[.iphone16Pro].screen.cornerRadius.value == 62)
        #expect(Catalog[.ipadPro11Gen1].screen.cornerRadius.value == 18)
        #expect(Catalog[.iphone8].screen.cornerRadius.value == 0)
    }

    // S33: the resting Dynamic Island on the 14 Pro is 126 × 37.33, 11 pt from the top.
    @Test func islandGeometry() {
        guard case .dynamicIsland(let island) = Catalog[.iphone14Pro].sensorHousing else {
            Issue.record("14 Pro has no island")
            return
        }
        #expect(island.size == Size(width: 126, height: 37.33))
        #expect(island.top == 11)
    }

    // S9, S10, S43, S45: supported ranges at the edges of the catalog.
    @Test func supportedRanges() {
        #expect(Catalog[.iphone4].supportedOS == [.ios7])  // iOS 4–7.1.2 (S9, S10): never iOS 8
        #expect(Catalog[.iphone4s].supportedOS == [.ios7, .ios8, .ios9])
        #expect(Catalog[.iphone6].supportedOS.first == .ios8)  // shipped with iOS 8: never iOS 7
        #expect(Catalog[.iphone6Plus].supportedOS.first == .ios8)
        #expect(Catalog[.iphone6].supportedOS.last == .ios12)
        #expect(Catalog[.iphoneXR].supportedOS.last == .ios18)  // iOS 26 drops XS, XS Max, XR
        #expect(Catalog[.iphone11].supportedOS.last == .ios26)
        #expect(Catalog[.ipad7].supportedOS.last == .ios18)  // iPadOS 26 drops only the 7th generation
        #expect(Catalog[.ipadMini5].supportedOS.last == .ios26)
        #expect(Catalog[.iphone17].supportedOS == [.ios26])
        #expect(Catalog[.ipad2].supportedOS == [.ios7, .ios8, .ios9])
        #expect(Catalog[.ipadAir2].supportedOS.first == .ios8)
        #expect(Catalog[.ipadMini3].supportedOS == [.ios8, .ios9, .ios10, .ios11, .ios12])
        #expect(Catalog[.ipadMini2].supportedOS.first == .ios7)
    }
}
