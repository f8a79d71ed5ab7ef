import BezelDevices
import BezelGeometry
import BezelLayout
import BezelPipeline
import BezelScene
import BezelSupport
import TestSupport
import Testing

/// `bezel explain --depth full`: the bars' private views as UIKit creates them, checked against
/// the seed article's lists (SEED-3) and the published dumps (docs/sources.md, "Bar internals").
struct DeepTreeTests {
    /// The navigation bar's subtree in an explain text, as the seed article's `logSubView` prints
    /// it: one "level: class" line per view, level 1 for the bar's subviews; layout guides are
    /// not subviews and are left out.
    static func barSubviews(_ text: String) -> [String] {
        let lines = text.split(separator: "\n").map(String.init)
        func depth(_ line: String) -> Int { line.components(separatedBy: "   | ").count - 1 }
        func className(_ line: String) -> String {
            let start = line.range(of: "<")!.upperBound
            return String(line[start...].prefix { $0 != ";" && $0 != " " && $0 != ">" })
        }
        guard let bar = lines.firstIndex(where: { $0.contains("<UINavigationBar;") }) else { return [] }
        let base = depth(lines[bar])
        return lines[(bar + 1)...].prefix { $0.hasPrefix("   | ") && depth($0) > base }
            .filter { !$0.hasSuffix("(layout guide)") }
            .map { "\(depth($0) - base): \(className($0))" }
    }

    func fullText(_ scene: String, os: String? = nil) throws -> String {
        try explain(scene: Repository.url("examples/screens/\(scene).yaml").path, filter: JobFilter(os: os), depth: .full).text
    }

    /// SEED-3's three lists, line by line (also quoted by DUMP-ZJ12).
    @Test(arguments: [
        (
            "bar-subviews-ios-9",
            [
                "1: _UINavigationBarBackground", "2: _UIBackdropView", "3: _UIBackdropEffectView", "3: UIView", "2: UIImageView",
                "1: _UINavigationBarBackIndicatorView",
            ]
        ),
        (
            "bar-subviews-ios-10",
            [
                "1: _UIBarBackground", "2: UIImageView", "2: UIVisualEffectView", "3: _UIVisualEffectBackdropView",
                "3: _UIVisualEffectFilterView", "1: _UINavigationBarBackIndicatorView",
            ]
        ),
        (
            "bar-subviews-ios-11",
            [
                "1: _UIBarBackground", "2: UIImageView", "2: UIVisualEffectView", "3: _UIVisualEffectBackdropView",
                "3: _UIVisualEffectSubview", "1: _UINavigationBarLargeTitleView", "2: UILabel", "1: _UINavigationBarContentView",
                "1: _UINavigationBarModernPromptView", "2: UILabel",
            ]
        ),
    ])
    func seedArticleLists(_ scene: String, _ expected: [String]) throws {
        let text = try fullText(scene)
        #expect(Self.barSubviews(text) == expected, "\(text)")
    }

    /// An iOS 9 tab bar (DUMP-FRIDA, DUMP-TABBAR9): its background's backdrop, the buttons, the
    /// shadow line last, one pixel above the bar.
    @Test func legacyTabBar() throws {
        let file = try SceneFile.parse(
            """
            bezel: 1
            devices: [iphone-6s]
            os: ios-9
            screen:
              root:
                tab-bar-controller:
                  view-controllers: [{view-controller: {title: One}}, {view-controller: {title: Two}}]
            """, path: "tabs.yaml")
        let app = try #require(explain(file, depth: .full).apps.first)
        let bar = try #require(app.window.find(.tabBar))
        let classes = bar.subtree.dropFirst().filter { $0.viewClass != .tabBarSwappableImageView && $0.viewClass != .tabBarButtonLabel }
        #expect(
            classes.map(\.viewClass.rawValue) == [
                "_UITabBarBackgroundView", "_UIBackdropView", "_UIBackdropEffectView", "UIView", "UITabBarButton", "UITabBarButton",
                "UIImageView",
            ], "\(app.explanation)")
        #expect(bar.children.last?.frame == Rect(x: 0, y: -0.5, width: 375, height: 0.5), "\(app.explanation)")
    }

    /// `--depth app` is today's tree: the default, byte for byte; `full` only adds lines (the app's
    /// lines stay, in order) and adds no touch anywhere.
    @Test(arguments: ["navigation-bar-items", "large-titles", "tabs-and-navigation", "title-view-modern", "empty-back-title"])
    func fullDepthOnlyAdds(_ scene: String) throws {
        let path = Repository.url("examples/screens/\(scene).yaml").path
        let app = try explain(scene: path, filter: JobFilter(), depth: .app)
        #expect(app.text == (try explain(scene: path, filter: JobFilter())).text)
        let full = try explain(scene: path, filter: JobFilter(), depth: .full)
        for (short, deep) in zip(app.apps, full.apps) {
            var rest = deep.explanation.split(separator: "\n")[...]
            for line in short.explanation.split(separator: "\n") where !line.hasPrefix("uncertain:") {
                guard let found = rest.firstIndex(of: line) else {
                    Issue.record("\(line) is missing from the full tree")
                    break
                }
                rest = rest[(found + 1)...]
            }
            #expect(short.window.subtree.map(\.tapRegion).filter { !$0.isEmpty } == deep.window.subtree.map(\.tapRegion).filter { !$0.isEmpty })
        }
    }

    /// iOS 11–12 dumps: the back `_UIButtonBarButton` at x 0 of the content view (LOCALPODS,
    /// CATSEARCH), its frame BackButtonGuide's (NATAI); the chevron 8 inside it, where it was; the
    /// margins guide the content view's bounds less its margins (16 on a 375-wide phone).
    @Test func backButtonGuideIsTheBackButton() throws {
        let text = try SceneFile.parse(
            """
            bezel: 1
            devices: [iphone-8]
            os: ios-12
            screen:
              root:
                navigation-controller:
                  view-controllers:
                    - view-controller: {title: Inbox}
                    - view-controller: {id: detail, navigation-item: {title: Message}}
            """, path: "back.yaml")
        let app = try #require(explain(text, depth: .full).apps.first)
        let content = try #require(app.window.find(.navigationBarContentView), "\(app.explanation)")
        let back = try #require(content.children.first { $0.viewClass == .buttonBarButton }, "\(app.explanation)")
        // LOCALPODS: the back button's own margins guide is {{0, 16}, {w, 12}} in a 44 pt bar.
        #expect(back.frame.minX == 0 && back.layoutMargins == EdgeInsets(top: 16, left: 0, bottom: 16, right: 0), "\(app.explanation)")
        let chevron = try #require(back.find(.imageView))
        #expect(chevron.windowFrame.minX == 8, "\(app.explanation)")
        let guides = Dictionary(uniqueKeysWithValues: content.layoutGuides.map { ($0.identifier, $0.layoutFrame) })
        #expect(guides["BackButtonGuide"] == back.frame, "\(app.explanation)")
        #expect(guides["UIViewLayoutMarginsGuide"] == Rect(x: 16, y: 0, width: 343, height: 44), "\(app.explanation)")
        #expect(content.layoutGuides.map(\.identifier) == ["BackButtonGuide", "LeadingBarGuide", "TitleView", "TrailingBarGuide", "UIViewLayoutMarginsGuide"])
        // No back button and no items, UNKO-TRACE's iOS 11 guides on a 375-wide phone: the back
        // guide {{0, 0}, {8, 44}}, the empty leading bar guide at 8, the trailing one at 367 and
        // the title's room between them.
        let root = try #require(explain(try fixture(os: "ios-11"), depth: .full).apps.first)
        let rootGuides = try #require(root.window.find(.navigationBarContentView)).layoutGuides.map(\.layoutFrame)
        #expect(
            rootGuides == [
                Rect(x: 0, y: 0, width: 8, height: 44), Rect(x: 8, y: 0, width: 0, height: 44), Rect(x: 8, y: 0, width: 359, height: 44),
                Rect(x: 367, y: 0, width: 0, height: 44), Rect(x: 16, y: 0, width: 343, height: 44),
            ], "\(root.explanation)")
    }

    /// A phone that ran `os`, 375 pt wide up to iOS 16.
    static func phone(_ os: OSVersion) -> String {
        os < .ios9 ? "iphone-5s" : os < .ios11 ? "iphone-6s" : os < .ios17 ? "iphone-8" : "iphone-15-pro"
    }

    func fixture(os: String) throws(SourceError) -> SceneFile {
        try SceneFile.parse(
            """
            bezel: 1
            devices: [\(Self.phone(OSVersion(rawValue: os)!))]
            os: \(os)
            screen:
              root:
                navigation-controller:
                  view-controllers:
                    - view-controller: {id: root}
            """, path: "root.yaml")
    }

    /// Unused strips: iOS 11–12 keep them hidden, 0 wide and as tall as the bar (DUMP-WJ11,
    /// CJUIKIT); from
    /// iOS 13 there are none (DUMP-CY13, DUMP-LLDB15).
    @Test(arguments: ["ios-11", "ios-12", "ios-13", "ios-18"])
    func unusedStrips(_ os: String) throws {
        let app = try #require(explain(try fixture(os: os), depth: .app).apps.first)
        let bar = try #require(app.window.find(.navigationBar))
        for viewClass in [ViewClass.navigationBarLargeTitleView, .navigationBarModernPromptView] {
            let strip = bar.children.first { $0.viewClass == viewClass }
            if os == "ios-11" || os == "ios-12" {
                #expect(strip?.frame == Rect(x: 0, y: 0, width: 0, height: 44) && strip?.isHidden == true, "\(app.explanation)")
            } else {
                #expect(strip == nil, "\(app.explanation)")
            }
        }
    }

    /// Every class the full tree adds exists on its iOS version (`ViewClass.availability`).
    @Test(arguments: OSVersion.allCases)
    func fullTreeClassesExist(_ os: OSVersion) throws {
        let text = try SceneFile.parse(
            """
            bezel: 1
            devices: [\(Self.phone(os))]
            os: \(os.rawValue)
            screen:
              root:
                navigation-controller:
                  view-controllers:
                    - view-controller: {title: Inbox}
                    - view-controller:
                        id: detail
                        navigation-item: {title: Message, prompt: Hi, right-items: [{title: Edit}, {system: add}]}
            """, path: "all.yaml")
        let app = try #require(explain(text, depth: .full).apps.first)
        for node in app.window.subtree where node.viewClass != .barBackground || os >= .ios10 {
            #expect(node.viewClass.availability.contains(os), "\(node.viewClass.rawValue) on \(os.rawValue)")
        }
    }
}
