import BezelDocs
import Testing

/// How `bezel markdown` reads a page: `bezel` fences (CommonMark's fence rules) and links to
/// scene files are found; everything else comes back unchanged.
struct MarkdownPageTests {
    /// The page's text rebuilt from its parts, diagrams as placeholders.
    static func rebuilt(_ page: MarkdownPage) -> String {
        page.parts.map { part in
            switch part {
            case .text(let text): text
            case .scene(_, let line, _, _, _): "[scene@\(line)]\n"
            case .sceneLink(_, let path, let line, let column): "[link \(path)@\(line):\(column)]"
            }
        }.joined()
    }

    @Test func findsFencesAndLinks() {
        let text = """
            # Title
            Intro ![A](a.bezel.yaml) and ![B](sub/b.bezel.json "title").
            ```bezel alt="Two words" name=first
            bezel: 1
            devices: iphone-x
            ```
            End.

            """
        let page = MarkdownPage(path: "p.md", text: text)
        #expect(Self.rebuilt(page) == "# Title\nIntro [link a.bezel.yaml@2:7] and [link sub/b.bezel.json@2:30].\n[scene@4]\nEnd.\n")
        guard case .scene(let scene, _, _, let alt, let name) = page.parts.first(where: { if case .scene = $0 { true } else { false } }) else {
            Issue.record("no scene found")
            return
        }
        #expect(scene == "bezel: 1\ndevices: iphone-x\n")
        #expect(alt == "Two words" && name == "first")
    }

    @Test func otherFencesAreKeptWithTheirContents() {
        let text = "````markdown\n```bezel\nbezel: 1\n```\n![x](x.bezel.yaml)\n````\nafter\n~~~\ncode\n~~~"
        let page = MarkdownPage(path: "p.md", text: text)
        #expect(Self.rebuilt(page) == text)
        #expect(page.parts.allSatisfy { if case .text = $0 { true } else { false } })
    }

    @Test func anIndentedFenceLosesItsIndentation() {
        let page = MarkdownPage(path: "p.md", text: "  ```bezel\n  bezel: 1\n    devices: x\n  ```\n")
        guard case .scene(let scene, let line, let indent, _, _)? = page.parts.first else {
            Issue.record("no scene found")
            return
        }
        #expect(scene == "bezel: 1\n  devices: x\n" && line == 2 && indent == 2)
    }

    @Test func anUnclosedFenceRunsToTheEnd() {
        let page = MarkdownPage(path: "p.md", text: "a\n```bezel\nbezel: 1\n")
        #expect(Self.rebuilt(page) == "a\n[scene@3]\n")
    }

    @Test(arguments: ["``` bezel", "```bezel extra", "~~~bezel"])
    func infoStringsThatStartWithBezel(opening: String) {
        let close = opening.hasPrefix("~") ? "~~~" : "```"
        let page = MarkdownPage(path: "p.md", text: "\(opening)\nbezel: 1\n\(close)\n")
        #expect(Self.rebuilt(page) == "[scene@2]\n")
    }
}
