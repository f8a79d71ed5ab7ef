import Foundation
import TestSupport
import Testing

/// Documentation builds with real tools: a Markdown tree through `bezel markdown` and MkDocs, a
/// DocC catalog through `bezel docc` and the toolchain's `docc convert`, each page opened in
/// headless Chromium in the light and the dark colour scheme. The screenshots are kept under
/// `artifacts/docs-builds/` for people to look at.
struct DocsBuildTests {
    static let shots = Repository.url("artifacts/docs-builds")

    static let safeArea = """
        bezel: 1
        devices: iphone-x
        os: ios-11
        overlays: [safe-area, status-bar]
        caption: false
        """
    static let page = """
        # Safe areas

        The iPhone X on iOS 11 reports a 44 pt top inset:

        ```bezel alt="iPhone X safe area on iOS 11" name=iphone-x-safe-area
        \(safeArea)
        ```

        Code blocks stay as they are, links in them too:

        ```swift
        let insets = view.safeAreaInsets  // ![not a diagram](x.bezel.yaml)
        ```

        The iPhone 8's bar, from a scene file: ![The iPhone 8 status bar](scenes/bars.bezel.yaml)

        """
    static let bars = """
        bezel: 1
        devices: iphone-8
        os: ios-11
        overlays: status-bar
        caption: false
        """

    @Test func markdownThroughMkDocsShowsLightAndDarkImages() throws {
        let (mkdocs, chromium) = (try ExternalTool("mkdocs"), try Chromium())
        let root = try temporaryFolder("bezel-mkdocs")
        defer { try? FileManager.default.removeItem(at: root) }
        try write(["docs/index.md": Self.page, "docs/scenes/bars.bezel.yaml": Self.bars, "mkdocs.yml": "site_name: Bezel sample\ndocs_dir: site-src\n"], in: root)

        let run = try BuiltProgram.bezel.run(["markdown", "docs", "-o", "site-src"], in: root)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("1 pages, 2 diagrams (4 images), 1 other files copied into site-src"))
        let markdown = try String(contentsOf: root.appendingPathComponent("site-src/index.md"), encoding: .utf8)
        #expect(markdown.contains(#"<img src="bezel-images/iphone-x-safe-area.png" alt="iPhone X safe area on iOS 11" width="591">"#))
        #expect(markdown.contains("let insets = view.safeAreaInsets  // ![not a diagram](x.bezel.yaml)\n```"))

        let build = try mkdocs.run(["build", "--quiet", "--site-dir", "site"], in: root)
        #expect(build.status == 0, "\(build.error)")
        let index = root.appendingPathComponent("site/index.html")
        let html = try String(contentsOf: index, encoding: .utf8)
        try html.replacingOccurrences(of: "</body>", with: Chromium.imageReport(selector: "picture img") + "</body>").write(
            to: index, atomically: true, encoding: .utf8)
        for dark in [false, true] {
            let shown = try chromium.shownImages(index, dark: dark)
            let suffix = dark ? "~dark.png" : ".png"
            #expect(shown.count == 2, "\(shown)")
            #expect(shown.allSatisfy { $0.naturalWidth > 500 && $0.source.hasSuffix(suffix) && (dark || !$0.source.contains("~dark")) }, "\(shown)")
            try chromium.screenshot(index, to: Self.shots.appendingPathComponent("mkdocs-\(dark ? "dark" : "light").png"), dark: dark)
        }
    }

    @Test func docCCatalogThroughDoccConvertShowsLightAndDarkImages() throws {
        let (docc, python, chromium) = (try ExternalTool("docc"), try ExternalTool("python3"), try Chromium())
        let root = try temporaryFolder("bezel-docc")
        defer { try? FileManager.default.removeItem(at: root) }
        let article = """
            # Sample

            Where the safe area starts on an iPhone X.

            ## Overview

            The iPhone X on iOS 11 has a 44 pt status bar and a 34 pt home indicator.

            ![The iPhone X safe area on iOS 11](safe-area)

            """
        try write(["Sample.docc/Sample.md": article, "Sample.docc/Diagrams/safe-area.bezel.yaml": Self.safeArea], in: root)

        let run = try BuiltProgram.bezel.run(["docc", "Sample.docc"], in: root)
        #expect(run.status == 0, "\(run.error)")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sample.docc/Resources").path).sorted()
        #expect(names == ["safe-area@2x.png", "safe-area@3x.png", "safe-area~dark@2x.png", "safe-area~dark@3x.png"])
        let again = try BuiltProgram.bezel.run(["docc", "Sample.docc"], in: root)
        #expect(again.output.contains("1 scenes, 0 images written, 4 unchanged"))

        let convert = try docc.run(
            ["convert", "Sample.docc", "--output-path", "site", "--fallback-display-name", "Sample", "--fallback-bundle-identifier",
             "org.example.sample", "--transform-for-static-hosting"], in: root)
        #expect(convert.status == 0, "\(convert.error)")
        let page = root.appendingPathComponent("site/documentation/sample/index.html")
        let shell = try String(contentsOf: page, encoding: .utf8)
        try shell.replacingOccurrences(of: "</body>", with: Chromium.imageReport(selector: "main img") + "</body>").write(
            to: page, atomically: true, encoding: .utf8)
        // DocC's pages load their content with fetch, so they are served, not opened as files.
        let port = freePort()
        let server = try python.start(["-m", "http.server", "\(port)", "--bind", "127.0.0.1", "--directory", "site"], in: root)
        defer { stop(server) }
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/documentation/sample/"))
        for dark in [false, true] {
            var shown: [Chromium.ShownImage] = []
            for _ in 0..<5 where shown.isEmpty {  // the server may take a moment to listen
                shown = try chromium.shownImages(url, dark: dark).filter { $0.source.contains("safe-area") }
                if shown.isEmpty { Thread.sleep(forTimeInterval: 0.5) }
            }
            #expect(shown.count == 1, "\(shown)")
            // At 1 CSS pixel per pixel DocC picks the @2x file (1182 pixels for the 591-point figure).
            #expect(shown.first.map { $0.naturalWidth >= 591 && $0.source.hasSuffix(dark ? "safe-area~dark@2x.png" : "safe-area@2x.png") } == true, "\(shown)")
            try chromium.screenshot(url, to: Self.shots.appendingPathComponent("docc-\(dark ? "dark" : "light").png"), dark: dark)
        }
    }

    @Test func aBadFencedSceneIsReportedAtItsLineInThePage() throws {
        let root = try temporaryFolder("bezel-markdown-bad")
        defer { try? FileManager.default.removeItem(at: root) }
        let page = "# Title\n\nText.\n\n```bezel\nbezel: 1\ndevices: iphone-99\n```\n"
        try write(["docs/page.md": page], in: root)
        let run = try BuiltProgram.bezel.run(["markdown", "docs", "-o", "out"], in: root)
        #expect(run.status == 2)
        #expect(run.error.contains(#"docs/page.md:7:10: error: devices: unknown device "iphone-99""#), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out").path))
        let missing = "See ![x](nowhere.bezel.yaml).\n"
        try write(["docs/page.md": missing], in: root)
        let link = try BuiltProgram.bezel.run(["markdown", "docs", "-o", "out"], in: root)
        #expect(link.status == 2 && link.error.contains("docs/page.md:1:5: error: the linked scene docs/nowhere.bezel.yaml does not exist"), "\(link.error)")
        let same = try BuiltProgram.bezel.run(["markdown", "docs", "-o", "docs"], in: root)
        #expect(same.status == 2 && same.error.contains("the output folder must be a new folder"))
    }
}

/// Writes text files under `root`, making folders as needed.
func write(_ files: [String: String], in root: URL) throws {
    for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
