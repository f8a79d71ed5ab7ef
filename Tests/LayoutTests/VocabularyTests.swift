import BezelDevices
import BezelGeometry
import Testing

@testable import BezelLayout

/// The typed UIKit vocabulary: class availability against the views the layout builds, the
/// names `bezel explain` prints, and glyph names that read back.
struct VocabularyTests {
    /// A screen that shows every kind of system view Bezel builds: a tab bar over a navigation
    /// controller with a back button, items of every kind, a prompt, a search bar, a toolbar and
    /// a table view.
    static let everything: ScreenSpec = {
        var top = ViewControllerSpec(id: "detail", title: "Detail", view: ViewSpec(viewClass: .tableView, id: "table"))
        top.view.scroll = ScrollSpec()
        top.view.scroll?.rows = 2
        top.navigationItem.prompt = "Prompt"
        top.navigationItem.hasSearchController = true
        top.navigationItem.titleView = BarCustomView(id: "title", size: Size(width: 80, height: 30))
        top.navigationItem.rightItems = [
            .system(.add), .text("Edit", bold: false), .image(Size(width: 22, height: 22), id: "picture"),
            .custom(BarCustomView(id: "custom", size: Size(width: 30, height: 30))),
        ]
        top.toolbarItems = [.item(.system(.trash)), .flexibleSpace, .item(.system(.done))]
        var nav = NavigationControllerSpec(stack: [.plain(ViewControllerSpec(id: "root", title: "Root")), .plain(top)])
        nav.toolbar.hidden = false
        nav.prefersLargeTitles = true
        let tabs = TabBarControllerSpec(children: [.navigation(nav), .plain(ViewControllerSpec(id: "other", title: "Other"))])
        return ScreenSpec(root: .tabBar(tabs))
    }()

    @Test(arguments: OSVersion.allCases)
    func everyBuiltClassExistsOnItsVersion(_ os: OSVersion) {
        let app = layoutApp(Self.everything, device: Catalog[.iphone8], os: os, orientation: .portrait)
        for node in app.window.subtree {
            let exists = node.viewClass.availability.contains(os)
            // Bezel gives iOS 9 toolbars a `_UIBarBackground`, which iOS 9 did not have (its
            // navigation bar's and tab bar's backgrounds are sourced, SEED-3, DUMP-TABBAR9; the
            // toolbar's is not); the iOS 9 goldens record that, so the discrepancy stays visible.
            if node.viewClass == .barBackground && os < .ios10 {
                withKnownIssue { #expect(exists) }
            } else {
                #expect(exists, "\(node.viewClass.rawValue) on \(os.rawValue)")
            }
        }
    }

    @Test func scenesDeclareOnlyPublicClasses() {
        #expect(ViewClass(declared: "UIStackView") == .stackView)
        #expect(ViewClass(declared: "_UIBarBackground") == nil)
        #expect(ViewClass(declared: "UIWindow") == nil)
        #expect(ViewClass.declarable.allSatisfy { $0.availability.sources.contains("[doc]") })
    }

    @Test func availabilityBounds() {
        #expect(!ViewClass.barBackground.availability.contains(.ios9))
        #expect(ViewClass.barBackground.availability.contains(.ios10))
        #expect(ViewClass.navigationBarBackground.availability.contains(.ios9))
        #expect(!ViewClass.navigationButton.availability.contains(.ios11))
        #expect(ViewClass.buttonBarButton.availability.contains(.ios11))
        #expect(!ViewClass.barItemGroupPlatter.availability.contains(.ios18))
    }

    @Test func controllerNames() {
        #expect(ControllerKind.navigation.description == "UINavigationController")
        #expect(ControllerKind.tabBar.description == "UITabBarController")
        #expect(ControllerKind.plain(id: nil).description == "UIViewController")
        #expect(ControllerKind.plain(id: "inbox").description == "UIViewController \"inbox\"")
        #expect(ControllerKind.plain(id: nil).isContentController && !ControllerKind.navigation.isContentController)
    }

    @Test func glyphNamesReadBack() {
        for name in ["chevron.backward", "magnifyingglass", "add", "search", "image", "star", "reply", "fast-forward"] {
            #expect(Glyph(name: name).name == name)
        }
        #expect(Glyph(name: "chevron.backward") == .chevronBackward)
        #expect(Glyph(name: "reply") == .other("reply"))
        #expect(SystemBarItem.done.glyph == nil && SystemBarItem.add.glyph == .add)
    }
}
