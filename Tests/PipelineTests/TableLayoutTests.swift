import BezelDevices
import BezelGeometry
import BezelLayout
import BezelPipeline
import BezelScene
import BezelSupport
import TestSupport
import Testing

/// Table views with sections (issue 14): rows, cell styles, accessories, separators and the
/// inset-grouped cards, on an iPhone 8 (375 wide, @2x) unless said otherwise.
struct TableLayoutTests {
    func table(_ body: String, device: String = "iphone-8", os: String = "ios-13", orientation: String = "portrait") throws -> AppLayout {
        let scene = """
            bezel: 1
            devices: [\(device)]
            os: \(os)
            orientations: [\(orientation)]
            screen:
              root:
                view-controller:
                  view:
                    class: UITableView
            \(body.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))

            """
        let file = try SceneFile.parse(scene, path: "test.yaml")
        return try #require(layOut(try file.jobs()[0]).app)
    }

    func cells(_ app: AppLayout) -> [ViewNode] { app.window.subtree.filter { $0.viewClass == .tableViewCell } }

    /// Rows are 44 (CTL29, CTL39); the content view is one pixel shorter above the separator
    /// (CTL38), the text starts at the 16 pt margin of a compact-width phone (CTL35, CTL36), and
    /// the separator starts under it, 0.5 tall at @2x.
    @Test func defaultCells() throws {
        let app = try table("sections:\n  - rows: [General, Privacy]")
        let cells = cells(app)
        #expect(cells.map(\.frame) == [Rect(x: 0, y: 0, width: 375, height: 44), Rect(x: 0, y: 44, width: 375, height: 44)], app.tree)
        let content = try #require(cells[0].find(.tableViewCellContentView))
        #expect(content.frame == Rect(x: 0, y: 0, width: 375, height: 43.5), app.tree)
        #expect(content.find(.label)?.frame.minX == 16, app.tree)
        #expect(cells[0].find(.tableViewCellSeparatorView)?.frame == Rect(x: 16, y: 43.5, width: 359, height: 0.5), app.tree)
        #expect(app.window.find(.tableView)?.scroll?.contentSize.height == 88, app.tree)
    }

    /// A disclosure indicator takes 34 from the content view (320 → 286 on iOS 8–9, LBM39) and
    /// sits 15 from the trailing edge; value1's detail ends at the trailing margin.
    @Test func value1CellWithDisclosure() throws {
        let app = try table("sections:\n  - rows: [{text: Wi-Fi, detail: Home, style: value1, accessory: disclosure-indicator}]")
        let cell = try #require(cells(app).first)
        let content = try #require(cell.find(.tableViewCellContentView))
        #expect(content.frame.width == 375 - 34, app.tree)
        let chevron = try #require(cell.children.first { $0.glyph == .chevronForward }, app.tree)
        #expect(chevron.frame.maxX == 375 - 15 && chevron.frame.width == 8, app.tree)
        let labels = content.children.filter { $0.viewClass == .label }
        #expect(labels.count == 2 && labels[1].frame.maxX == content.frame.width - 16, app.tree)
        #expect(labels[1].lines?.role == .secondary, app.tree)
    }

    /// Subtitle cells: 44 before iOS 11; from iOS 11 self-sizing adds 11 above and below the
    /// 20.5 + 14.5 labels (estimate): 57.
    @Test func subtitleRowsSizeThemselvesFromIOS11() throws {
        let rows = "sections:\n  - rows: [{text: Anna, detail: Lunch on Friday?, style: subtitle}]"
        #expect(cells(try table(rows, device: "iphone-7", os: "ios-10")).first?.frame.height == 44)
        #expect(cells(try table(rows, device: "iphone-7", os: "ios-15")).first?.frame.height == 57)
    }

    /// Inset grouped (iOS 13+): the cards lie inside the table's layout margins (16 on the
    /// iPhone 8), the first and last rows round their corners (radius 10, CTL30), and no
    /// separator runs under a section's last row. Before iOS 13 the style is grouped, with a note.
    @Test func insetGroupedCards() throws {
        let body = "style: inset-grouped\nsections:\n  - header: Display\n    rows: [Text Size, Bold Text, Appearance]"
        let app = try table(body)
        let cells = cells(app)
        #expect(cells.allSatisfy { $0.frame.minX == 16 && $0.frame.width == 343 }, app.tree)
        guard case .cellBackground(true, false, 10) = cells[0].control, case .cellBackground(false, true, 10) = cells[2].control else {
            Issue.record(app.tree)
            return
        }
        #expect(cells[2].find(.tableViewCellSeparatorView) == nil, app.tree)
        // A titled grouped header is 38 (CTL29), so the first row starts at 38.
        #expect(cells[0].frame.minY == 38, app.tree)
        let old = try table(body, os: "ios-12")
        #expect(self.cells(old).first?.frame.minX == 0, old.tree)
        #expect(old.notes.contains { $0.contains("inset-grouped") }, old.tree)
    }

    /// In landscape on an iPhone X (iOS 11+) the cells span the table but their content views
    /// stay inside the 44 pt safe-area insets (`insetsContentViewsToSafeArea`, CHROME §5.2); the
    /// text starts at the cell margin inside the content view.
    @Test func landscapeCellsKeepContentInTheSafeArea() throws {
        let app = try table("sections: [{rows: [General]}]", device: "iphone-x", orientation: "landscape")
        let cell = try #require(cells(app).first)
        #expect(cell.frame.width == 812, app.tree)
        let content = try #require(cell.find(.tableViewCellContentView))
        #expect(content.frame.minX == 44 && content.frame.width == 724, app.tree)
        #expect(content.find(.label)?.windowFrame.minX == 60, app.tree)
    }

    /// Cells follow the readable width by default on iOS 9–11 and not from iOS 12 (CTL31,
    /// CTL32): on a 1024-wide iPad in landscape the text starts at the readable guide's 176
    /// (UYL-R) on iOS 11, at the 20 pt margin on iOS 12.
    @Test func readableWidthCellsUntilIOS12() throws {
        for (os, x) in [("ios-11", 176.0), ("ios-12", 20.0)] {
            let app = try table("sections: [{rows: [General]}]", device: "ipad-6", os: os, orientation: "landscape")
            #expect(app.window.find(.tableViewCellContentView)?.find(.label)?.frame.minX == x, app.tree(os))
        }
    }
}
