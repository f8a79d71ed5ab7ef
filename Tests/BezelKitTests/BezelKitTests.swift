import BezelKit
import Foundation
import Testing

/// The library as a user's Swift code sees it: `import BezelKit` alone, the one-call API, and the
/// typed scene builder meaning exactly what the same scene file means.
struct BezelKitTests {
    static let scene = """
        bezel: 1
        devices: iphone-x
        os: ios-11
        overlays: [safe-area, status-bar]
        """

    @Test func rendersOneImageInEveryFormat() throws {
        let png = try Bezel.render(Self.scene)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // The iPhone X drawing at its own 3× is wider than its 375-point screen × 3.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width > 375 * 3)
        let svg = String(decoding: try Bezel.render(Self.scene, format: .svg), as: UTF8.self)
        #expect(svg.contains("<text") && svg.contains(">safe top</text>"))
        let pdf = try Bezel.render(Self.scene, format: .pdf)
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
    }

    @Test func renderAllNamesEveryImageAsTheCommandLineDoes() throws {
        let images = try Bezel.renderAll(Self.scene + "\norientations: [portrait, landscape]\ntheme: [light, dark]\n", name: "notch.yaml")
        #expect(
            images.map(\.name) == [
                "notch/ios-11/iphone-x-portrait.png", "notch/ios-11/iphone-x-landscape-right.png",
                "notch/ios-11/iphone-x-portrait~dark.png", "notch/ios-11/iphone-x-landscape-right~dark.png",
            ])
        #expect(images.allSatisfy { $0.job.device == .iphoneX && $0.job.os == .ios11 })
    }

    @Test func badSceneTextIsALocatedError() throws {
        #expect {
            try Bezel.render("bezel: 1\ndevices: iphone-99\n", name: "mine.yaml")
        } throws: { error in
            (error as? SourceError)?.description.hasPrefix(#"mine.yaml:2:10: error: devices: unknown device "iphone-99""#) == true
        }
        #expect(throws: SourceError.self) { try Bezel.render(Self.scene + "\norientations: all\n") }  // more than one image
    }

    /// iOS 7 in the typed builder: the iPhone 4's 64 pt top layout guide (S49), and a feature iOS 7
    /// lacks rejected by the same decoder as a file.
    @Test func theBuilderDrawsIOS7() throws {
        var scene = SceneBuilder("legacy", devices: [.iphone4], os: [.ios7])
        scene.screen = .init(root: .navigation(.init(stack: [.init(title: "Mailboxes"), .init(title: "Inbox")])))
        let text = try Bezel.explain(scene)
        #expect(text.hasPrefix("iPhone 4 (iphone-4), iOS 7, portrait"), "\(text)")
        #expect(text.contains("layoutGuides = 64/0") && !text.contains("layoutMargins"), "\(text)")
        var stacked = SceneBuilder("stacked", devices: [.iphone4], os: [.ios7])
        stacked.screen = .init(root: .view(.init(view: SceneBuilder.View(subviews: [SceneBuilder.View(.stackView, frame: [0, 0, 10, 10])]))))
        #expect {
            try Bezel.explain(stacked)
        } throws: { error in
            "\(error)".contains("UIStackView arrived in iOS 9, and this scene draws only ios-7")
        }
    }

    /// A navigation stack with bar items, built in Swift and written as a file: the same tree.
    @Test func theBuilderMeansWhatTheFileMeans() throws {
        var scene = SceneBuilder("inbox", devices: [.iphoneX], os: [.ios11], overlays: [.tapRegions])
        var inbox = SceneBuilder.ViewController(title: "Inbox", navigationItem: .init(rightItems: [.system(.compose)]))
        inbox.view = SceneBuilder.View(subviews: [SceneBuilder.View(.label, id: "banner", constraints: ["top == safe-area.top + 8", "leading == margins.leading", "trailing == margins.trailing", "height == 44"])])
        scene.screen = .init(root: .navigation(.init(stack: [.init(title: "Mailboxes"), inbox])))
        let file = """
            bezel: 1
            devices: [iphone-x]
            os: [ios-11]
            overlays: [tap-regions]
            screen:
              root:
                navigation-controller:
                  view-controllers:
                    - view-controller: {title: Mailboxes}
                    - view-controller:
                        title: Inbox
                        navigation-item: {right-items: [{system: compose}]}
                        view:
                          subviews:
                            - class: UILabel
                              id: banner
                              constraints: ["top == safe-area.top + 8", "leading == margins.leading", "trailing == margins.trailing", "height == 44"]
            """
        let built = try Bezel.explain(scene)
        #expect(built == (try Bezel.explain(file, name: "inbox.yaml")))
        #expect(built.contains(#"<UILabel "banner"; frame = (16 96; 343 44)"#), "\(built)")
        #expect(try Bezel.render(scene) == (try Bezel.render(file, name: "inbox.yaml")))
    }

    /// Content and tables built in Swift mean what the same fields mean in a file.
    @Test func theBuilderCarriesContentAndTables() throws {
        var scene = SceneBuilder("settings", devices: [.iphone8], os: [.ios13])
        var label = SceneBuilder.View(.label, id: "name", constraints: ["top == safe-area.top + 8", "leading == margins.leading"])
        label.content = .label(LabelSpec(text: "Name", font: .style(.headline)))
        var table = SceneBuilder.View(.tableView, id: "list", constraints: ["top == name.bottom + 8", "leading == superview.leading", "trailing == superview.trailing", "bottom == superview.bottom"])
        var wifi = CellSpec(text: "Wi-Fi", style: .value1)
        wifi.detail = "Home"
        wifi.accessory = .disclosureIndicator
        table.table = TableSpec(style: .insetGrouped, sections: [SectionSpec(header: "Network", rows: [wifi])])
        scene.screen = .init(root: .view(.init(view: SceneBuilder.View(subviews: [label, table]))))
        let file = """
            bezel: 1
            devices: [iphone-8]
            os: [ios-13]
            screen:
              root:
                view-controller:
                  view:
                    subviews:
                      - {class: UILabel, id: name, text: Name, font: headline, constraints: ["top == safe-area.top + 8", "leading == margins.leading"]}
                      - class: UITableView
                        id: list
                        style: inset-grouped
                        sections: [{header: Network, rows: [{text: Wi-Fi, detail: Home, style: value1, accessory: disclosure-indicator}]}]
                        constraints: ["top == name.bottom + 8", "leading == superview.leading", "trailing == superview.trailing", "bottom == superview.bottom"]
            """
        let built = try Bezel.explain(scene)
        #expect(built == (try Bezel.explain(file, name: "settings.yaml")))
        #expect(built.contains(#"text = "Wi-Fi"; font = 17 regular"#), "\(built)")
    }

    /// A sheet, the keyboard and a second window built in Swift mean what the fields mean in a file.
    @Test func theBuilderCarriesPresentationsKeyboardAndWindows() throws {
        var scene = SceneBuilder("overlays", devices: [.iphoneX], os: [.ios16])
        scene.screen = .init(root: .view(.init(title: "Mailboxes")))
        scene.screen?.presented = .init(.pageSheet, controller: .view(.init(title: "New Message")), detent: .medium, grabber: true)
        scene.screen?.keyboard = .init(predictive: false)
        scene.screen?.windows = [.init(id: "banner", frame: [0, 44, 375, 60], level: 1000, root: .view(.init(title: "Banner")))]
        let file = """
            bezel: 1
            devices: [iphone-x]
            os: [ios-16]
            screen:
              root: {view-controller: {title: Mailboxes}}
              presented: {style: page-sheet, detent: medium, grabber: true, controller: {view-controller: {title: New Message}}}
              keyboard: {predictive: false}
              windows: [{id: banner, frame: [0, 44, 375, 60], level: 1000, root: {view-controller: {title: Banner}}}]
            """
        let built = try Bezel.explain(scene)
        #expect(built == (try Bezel.explain(file, name: "overlays.yaml")))
        // KB26, KB18: 375 × 812 without the QuickType bar, 291 tall to the bottom edge (812 − 291 = 521).
        #expect(built.contains("keyboard = (0 521; 375 291)"), "\(built)")
    }

    /// A standalone search bar pinned to the safe-area top, top-attached, built in Swift (KB57).
    @Test func theBuilderCarriesBarPositions() throws {
        var scene = SceneBuilder("bar", devices: [.iphoneX], os: [.ios16])
        var bar = SceneBuilder.View(.searchBar, id: "search", constraints: ["top == safe-area.top", "leading == superview.leading", "trailing == superview.trailing"])
        bar.barPosition = .topAttached
        scene.screen = .init(root: .view(.init(view: SceneBuilder.View(subviews: [bar]))))
        let built = try Bezel.explain(scene)
        #expect(built.contains("barPosition = topAttached"), "\(built)")
    }

    @Test func theBuilderIsCheckedLikeAFile() {
        var scene = SceneBuilder(devices: [.iphoneX])
        scene.screen = .init(root: .view(.init(view: SceneBuilder.View(subviews: [SceneBuilder.View(id: "a", constraints: ["top == b.top"])]))))
        #expect {
            try Bezel.render(scene)
        } throws: { error in
            (error as? SourceError)?.description.contains("b") == true
        }
    }
}
