import BezelDevices
import BezelGeometry
import BezelSupport
import TestSupport
import Testing

@testable import BezelLayout

/// The software keyboard (KEYBOARD §1–§2): its height per device, orientation and era, its frame
/// at the bottom of the screen, `keyboardLayoutGuide`, and the two ways an app makes room.
struct KeyboardTests {
    static func height(_ device: DeviceID, _ os: OSVersion, _ orientation: Orientation = .portrait, predictive: Bool = true) -> BarFigure {
        let device = Catalog[device]
        return KeyboardMetrics.standard.height(
            portrait: device.screen.points, family: device.family, orientation: orientation, os: os, predictive: predictive)
    }

    static func expect(_ figure: BarFigure, _ value: Double, _ confidence: Confidence, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(figure.value == value, "\(figure.basis)", sourceLocation: sourceLocation)
        #expect(figure.confidence == confidence, "\(figure.basis)", sourceLocation: sourceLocation)
    }

    // MARK: Heights (KEYBOARD §1.2–§1.5)

    // 375×667: 216 without QuickType (KB17, KB18), 258 with it on iOS 9–10 (KB23, KB3, KB19),
    // 260 from iOS 11 (KB2, KB10, KB21, KB24): all confirmed.
    @Test func fourPointSevenInchPhones() {
        Self.expect(Self.height(.iphoneSE3, .ios18), 260, .confirmed)
        Self.expect(Self.height(.iphoneSE3, .ios18, predictive: false), 216, .confirmed)
        Self.expect(Self.height(.iphone7, .ios10), 258, .confirmed)
    }

    // 320×568: 253 on iOS 9–10 (KB16, confirmed); 254 from iOS 11 (KB10, KB21, KB22) with the
    // era split inferred, a named parameter.
    @Test func fourInchPhones() {
        Self.expect(Self.height(.iphoneSE1, .ios10), 253, .confirmed)
        Self.expect(Self.height(.iphoneSE1, .ios13), 254, .inferred)
        #expect(KeyboardMetrics.standard.compact320PredictiveHeight == 254)
    }

    // 414×736: 226 / 271 (KB17, KB18, KB25 / KB4, KB10, KB19, KB21).
    @Test func plusPhones() {
        Self.expect(Self.height(.iphone8Plus, .ios13, predictive: false), 226, .confirmed)
        Self.expect(Self.height(.iphone8Plus, .ios13), 271, .confirmed)
    }

    // Face ID: 291 without QuickType on 375×812 (KB26, KB18); 333/335/336 with it (KB28, KB26,
    // KB21) → the named parameter 336, inferred; 414×896 301 / 346 (KB30, KB31 / KB9, KB32);
    // 390×844 336 (KB21, single).
    @Test func faceIDPhones() {
        Self.expect(Self.height(.iphoneX, .ios13, predictive: false), 291, .confirmed)
        Self.expect(Self.height(.iphoneX, .ios13), 336, .inferred)
        #expect(KeyboardMetrics.standard.notch375PredictiveHeight == 336)
        Self.expect(Self.height(.iphone11, .ios15), 346, .confirmed)
        Self.expect(Self.height(.iphone11, .ios15, predictive: false), 301, .confirmed)
        Self.expect(Self.height(.iphone12, .ios16), 336, .single)
    }

    // 440×956: 318 without QuickType (KB18, single); with it 318 + 45 = 363, an estimate.
    @Test func sixPointNineInchPhones() {
        Self.expect(Self.height(.iphone16ProMax, .ios18, predictive: false), 318, .single)
        Self.expect(Self.height(.iphone16ProMax, .ios18), 363, .estimate)
    }

    // Landscape home-button phones: 162 (KB17, KB33, KB34) / 200 = 162 + 38 (KB10); Face ID
    // landscape: the extension's 150 + 38 (KB10) + 21, an estimate.
    @Test func landscape() {
        Self.expect(Self.height(.iphone8, .ios13, .landscapeRight, predictive: false), 162, .confirmed)
        Self.expect(Self.height(.iphone8, .ios13, .landscapeRight), 200, .single)
        Self.expect(Self.height(.iphoneX, .ios13, .landscapeRight), 209, .estimate)
    }

    // The 9.7" iPad: 313 portrait (KB36, single), 398 landscape (KB36, KB20, confirmed); the
    // 12.9" iPad Pro reconstructed from Cantoboard (KB10): 385 / 478, inferred.
    @Test func iPads() {
        Self.expect(Self.height(.ipadAir2, .ios12), 313, .single)
        Self.expect(Self.height(.ipadAir2, .ios12, .landscapeRight), 398, .confirmed)
        Self.expect(Self.height(.ipadPro129Gen1, .ios13), 385, .inferred)
    }

    // iOS 26: no published height (KB38); the iOS 18 figure flagged as an estimate.
    @Test func iOS26IsAnEstimate() {
        Self.expect(Self.height(.iphoneSE3, .ios26), 260, .estimate)
    }

    // MARK: Frame, guide and adjustments (KEYBOARD §1.1, §2)

    static func form(_ constraint: String) -> ViewSpec {
        var field = ViewSpec(viewClass: .view, id: "field")
        let toKeyboard = constraint == "keyboard"
        field.placement = .constraints([
            ConstraintSpec(
                attribute: .bottom, relation: .equal, target: toKeyboard ? .keyboard : .safeArea, targetAttribute: toKeyboard ? .top : .bottom,
                constant: -16),
            ConstraintSpec(attribute: .leading, relation: .equal, target: .superview, targetAttribute: .leading),
            ConstraintSpec(attribute: .trailing, relation: .equal, target: .superview, targetAttribute: .trailing),
            ConstraintSpec(attribute: .height, relation: .equal, target: nil, targetAttribute: nil, constant: 40),
        ])
        return field
    }

    static func app(_ keyboard: KeyboardSpec?, _ device: DeviceID, _ os: OSVersion, view: ViewSpec) -> AppLayout {
        var spec = ScreenSpec(root: .plain(ViewControllerSpec(id: "content", view: view)))
        spec.keyboard = keyboard
        return layoutApp(spec, device: Catalog[device], os: os, orientation: .portrait)
    }

    // y = 667 − 260 = 407 (KB1, KB2: y = screen height − height); a view 16 above
    // keyboardLayoutGuide ends at 391.
    @Test func guideFollowsTheDockedKeyboard() throws {
        let layout = Self.app(KeyboardSpec(), .iphoneSE3, .ios18, view: ViewSpec(subviews: [Self.form("keyboard")]))
        #expect(layout.keyboard?.frame == Rect(x: 0, y: 407, width: 375, height: 260), layout.tree)
        #expect(try layout.view("field").windowFrame.maxY == 391, layout.tree)
        #expect(layout.explanation.contains("<keyboard = (0 407; 375 260); QuickType; adjust = none; overlap = 260>"))
    }

    // Hidden, the guide's top is the safe-area bottom (KB43, KB44): 852 − 34 − 16 = 802.
    @Test func hiddenGuideSitsAtTheSafeAreaBottom() throws {
        let layout = Self.app(KeyboardSpec(shown: false), .iphone15Pro, .ios17, view: ViewSpec(subviews: [Self.form("keyboard")]))
        #expect(layout.keyboard?.frame == nil)
        #expect(try layout.view("field").windowFrame.maxY == 802, layout.tree)
    }

    // adjust: safe-area on the iPhone XS (375×812, iOS 16): the keyboard's 336 (the
    // parameter) minus the 34 already there becomes additionalSafeAreaInsets.bottom (KB47, KB5),
    // so the safe area's bottom is the keyboard's top, 812 − 336 = 476.
    @Test func safeAreaAdjustment() throws {
        let layout = Self.app(KeyboardSpec(adjust: .safeArea), .iphoneXS, .ios16, view: ViewSpec(subviews: [Self.form("safe-area")]))
        #expect(try layout.view("content").safeAreaInsets?.bottom == 336, layout.tree)
        #expect(try layout.view("field").windowFrame.maxY == 476 - 16, layout.tree)
        #expect(layout.keyboard?.overlap == 336)
    }

    // adjust: content-inset: the scroll view's adjusted bottom inset becomes the 260 it is
    // covered by (KB47, KB20): 260 − 0 added to contentInset on the SE (no bottom inset).
    @Test func contentInsetAdjustment() throws {
        var scroll = ViewSpec(viewClass: .scrollView, id: "scroll")
        scroll.scroll = ScrollSpec()
        let layout = Self.app(KeyboardSpec(adjust: .contentInset), .iphoneSE3, .ios18, view: ViewSpec(subviews: [scroll]))
        let state = try #require(try layout.view("scroll").scroll)
        #expect(state.contentInset.bottom == 260, layout.tree)
        #expect(state.adjustedContentInset.bottom == 260, layout.tree)
    }

    // MARK: Standalone bars (KEYBOARD §3)

    // A standalone UITabBar keeps its 49 at the bottom edge of a Face ID phone (KB62); a search
    // bar is 56 from iOS 11 and 44 before (KB50, KB51, KB52); a toolbar 44 (CHROME §4).
    @Test func standaloneBarHeights() throws {
        func bar(_ viewClass: ViewClass, _ os: OSVersion, device: DeviceID) throws -> Rect {
            var view = ViewSpec(viewClass: viewClass, id: "bar")
            view.placement = .constraints([
                ConstraintSpec(attribute: .bottom, relation: .equal, target: .superview, targetAttribute: .bottom),
                ConstraintSpec(attribute: .leading, relation: .equal, target: .superview, targetAttribute: .leading),
                ConstraintSpec(attribute: .trailing, relation: .equal, target: .superview, targetAttribute: .trailing),
            ])
            return try Self.app(nil, device, os, view: ViewSpec(subviews: [view])).view("bar").windowFrame
        }
        #expect(try bar(.tabBar, .ios18, device: .iphone16Pro) == Rect(x: 0, y: 825, width: 402, height: 49))
        #expect(try bar(.searchBar, .ios18, device: .iphone16Pro).height == 56)
        #expect(try bar(.searchBar, .ios10, device: .iphone7).height == 44)
        #expect(try bar(.toolbar, .ios13, device: .iphone8).height == 44)
    }
}

/// `prefersStatusBarHidden` and the window's top inset (KEYBOARD §4): home-button devices drop
/// to 0 up to iOS 18 (KB75), Face ID iPhones keep theirs (KB75, KB78), and from iOS 26 every
/// device keeps it (DEVICES §3).
struct HiddenStatusBarTests {
    static func top(_ device: DeviceID, _ os: OSVersion) -> Double? {
        var spec = ScreenSpec(root: .plain(ViewControllerSpec(id: "content")))
        spec.statusBarHidden = true
        return layoutApp(spec, device: Catalog[device], os: os, orientation: .portrait).window.safeAreaInsets?.top
    }

    @Test func homeButtonPhonesDropTheInsetUntilIOS26() {
        #expect(Self.top(.iphoneSE3, .ios18) == 0)
        #expect(Self.top(.iphoneSE3, .ios26) == 20)
    }

    @Test func faceIDPhonesKeepTheirInset() {
        #expect(Self.top(.iphoneX, .ios13) == 44)
    }
}

/// Portrait upside-down (KEYBOARD §4.3): iPads and home-button iPhones only (KB80–KB86), with
/// the portrait insets as an estimate (not found).
struct UpsideDownTests {
    @Test func whoTurnsUpsideDown() {
        #expect(Catalog[.iphone8].allowsUpsideDown)
        #expect(Catalog[.ipadAir2].allowsUpsideDown)
        #expect(!Catalog[.iphoneX].allowsUpsideDown)
        #expect(!Catalog[.iphone16Pro].allowsUpsideDown)
    }

    // The iPhone 8 keeps its portrait 375×667 with the 20 pt status bar at the interface's top.
    @Test func homeButtonPhoneKeepsThePortraitInsets() {
        let screen = layoutScreen(Catalog[.iphone8], os: .ios16, orientation: .portraitUpsideDown)
        #expect(screen.bounds.size == Size(width: 375, height: 667))
        #expect(screen.safeArea?.insets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(screen.statusBar?.frame.height == 20)
        #expect(screen.uncertain.contains { $0.figure == "upside-down safe area" && $0.confidence == .estimate })
    }

    // Half a turn: the portrait top-left corner goes to the bottom-right, (375, 667).
    @Test func halfTurn() {
        let transform = interfaceTransform(portraitSize: Size(width: 375, height: 667), orientation: .portraitUpsideDown)
        #expect(transform.apply(Point(x: 0, y: 0)) == Point(x: 375, y: 667))
    }
}

/// `bar-position: top-attached` on a standalone bar (KEYBOARD §3; KB58, KB60, KB61): the frame
/// stays below the status bar, the background reaches the screen's top edge.
struct TopAttachedTests {
    @Test func backgroundReachesTheScreenTop() throws {
        var bar = ViewSpec(viewClass: .navigationBar, id: "bar")
        bar.barPosition = .topAttached
        bar.placement = .constraints([
            ConstraintSpec(attribute: .top, relation: .equal, target: .safeArea, targetAttribute: .top),
            ConstraintSpec(attribute: .leading, relation: .equal, target: .superview, targetAttribute: .leading),
            ConstraintSpec(attribute: .trailing, relation: .equal, target: .superview, targetAttribute: .trailing),
        ])
        let spec = ScreenSpec(root: .plain(ViewControllerSpec(id: "content", view: ViewSpec(subviews: [bar]))))
        let layout = layoutApp(spec, device: Catalog[.iphone8], os: .ios13, orientation: .portrait)
        let node = try layout.view("bar")
        // 20 pt status bar (CHROME §1.1), 44 pt bar (CHROME §2.1).
        #expect(node.windowFrame == Rect(x: 0, y: 20, width: 375, height: 44), layout.tree)
        #expect(node.backgroundExtensionTop == 20)
    }
}

/// `bezel explain --json` adds `keyboard` only for scenes with one (docs/explain-json.md).
struct KeyboardJSONTests {
    @Test func keyboardAppearsOnlyWhenShown() {
        let plain = ScreenSpec(root: .plain(ViewControllerSpec(id: "content")))
        var withKeyboard = plain
        withKeyboard.keyboard = KeyboardSpec()
        let device = Catalog[.iphoneSE3]
        func keys(_ json: JSONValue) -> [String] { if case .object(let pairs) = json { pairs.map(\.0) } else { [] } }
        let without = layoutApp(plain, device: device, os: .ios18, orientation: .portrait).json
        let with = layoutApp(withKeyboard, device: device, os: .ios18, orientation: .portrait).json
        #expect(!keys(without).contains("keyboard"))
        #expect(keys(with).last == "keyboard")
        // 667 − 260 = 407 (KB1, KB2).
        let compact = with.text().filter { !$0.isWhitespace }
        #expect(compact.contains("\"keyboard\":{\"frame\":[0,407,375,260]"))
    }
}
