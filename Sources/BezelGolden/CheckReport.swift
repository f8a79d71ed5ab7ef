import Foundation
import BezelRender
import BezelSupport

/// What a check leaves for people and CI systems: `report.html`, one self-contained page (images
/// embedded) showing every failure side by side, with a slider, an onion skin and a toggle; and
/// `junit.xml`, one test case per golden case.
public enum CheckReport {
    /// Writes `results.json` and `junit.xml` always and `report.html` when something failed, into
    /// `folder` (the artefacts folder the results' artefact paths are relative to); returns the
    /// report files' paths.
    public static func write(_ results: CheckResults, to folder: URL) throws -> [URL] {
        var written: [URL] = []
        try writeAtomically(try results.encoded(), to: folder.appendingPathComponent(CheckResults.fileName))
        let junitURL = folder.appendingPathComponent("junit.xml")
        try writeAtomically(junit(results, folder: folder), to: junitURL)
        written.append(junitURL)
        if !results.passed {
            let htmlURL = folder.appendingPathComponent("report.html")
            try writeAtomically(try html(results, folder: folder), to: htmlURL)
            written.append(htmlURL)
        }
        return written
    }

    // MARK: JUnit

    /// One test case per golden case, in the results' order; failures carry the message with the
    /// artefact paths under `folder`.
    public static func junit(_ results: CheckResults, folder: URL) -> String {
        let errors = results.failures.filter { $0.status == .missing || $0.status == .unreadable }.count
        let failures = results.failures.count - errors + results.stale.count
        let tests = results.cases.count + results.stale.count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="bezel check" tests="\#(tests)" failures="\#(failures)" errors="\#(errors)" time="\#(seconds(results.seconds))">"#,
            #"  <testsuite name="golden" tests="\#(tests)" failures="\#(failures)" errors="\#(errors)" time="\#(seconds(results.seconds))">"#,
            "    <properties>",
        ]
        for entry in results.environment where entry.count == 2 {
            lines.append(#"      <property name="environment.\#(xml(entry[0]))" value="\#(xml(entry[1]))"/>"#)
        }
        lines.append("    </properties>")
        for result in results.cases { lines += testCase(result, results: results, folder: folder) }
        for path in results.stale {
            let (group, name) = split(path)
            lines.append(#"    <testcase classname="\#(xml(group.replacingOccurrences(of: "/", with: ".")))" name="\#(xml(name))" time="0">"#)
            lines.append(#"      <failure message="stale golden: no case owns it" type="stale">\#(xml(path))</failure>"#)
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func testCase(_ result: CaseResult, results: CheckResults, folder: URL) -> [String] {
        let (group, name) = split(result.path)
        let open = #"    <testcase classname="\#(xml(group.replacingOccurrences(of: "/", with: ".")))" name="\#(xml(name))" time="\#(seconds(result.seconds))""#
        switch result.status {
        case .match:
            return [open + "/>"]
        case .tolerated:
            return [open + ">", "      <system-out>\(xml(result.message(in: folder)))</system-out>", "    </testcase>"]
        case .missing, .unreadable, .mismatch:
            let kind = result.status == .mismatch ? "failure" : "error"
            var body = result.message(in: folder)
            if let warning = results.environmentWarning { body += "\n" + warning }
            return [
                open + ">",
                #"      <\#(kind) message="\#(xml(result.headline))" type="\#(kind == "error" ? "golden" : "mismatch")">\#(xml(body))</\#(kind)>"#,
                "    </testcase>",
            ]
        }
    }

    private static func split(_ path: String) -> (String, String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

    // MARK: HTML

    /// The page, with every failure's images (read from `folder`) embedded.
    public static func html(_ results: CheckResults, folder: URL) throws -> String {
        var body: [String] = []
        body.append("<header><h1>Bezel golden check</h1><p class=\"summary\">\(escape(results.description)) in \(String(format: "%.1f", results.seconds)) s</p>")
        if let warning = results.environmentWarning {
            body.append("<p class=\"environment\">\(escape(warning).replacingOccurrences(of: "\n", with: "<br>"))</p>")
        }
        let failures = results.failures
        if !failures.isEmpty {
            body.append("<nav><ol>")
            for (index, result) in failures.enumerated() {
                body.append("<li><a href=\"#case=\(index)\">\(escape(result.path))</a></li>")
            }
            body.append("</ol></nav>")
        }
        body.append("</header>")
        for (index, result) in failures.enumerated() { body.append(try section(result, index: index, folder: folder)) }
        if !results.stale.isEmpty {
            body.append("<section class=\"stale\"><h2>Stale goldens</h2><p>No case owns these files; `bezel record` removes them.</p><ul>")
            for path in results.stale { body.append("<li><code>\(escape(path))</code></li>") }
            body.append("</ul></section>")
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Bezel golden check: \(failures.count) failing</title>
            <style>\(style)</style>
            </head>
            <body>
            \(body.joined(separator: "\n"))
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    private static func section(_ result: CaseResult, index: Int, folder: URL) throws -> String {
        var lines = ["<section class=\"failure\" id=\"case-\(index)\" data-index=\"\(index)\">"]
        lines.append("<h2>\(escape(result.path))</h2>")
        lines.append("<pre class=\"details\">\(escape(result.details.joined(separator: "\n")))</pre>")
        func png(_ name: String) throws -> [UInt8]? {
            try result.artifacts[name].map { [UInt8](try Data(contentsOf: folder.appendingPathComponent($0))) }
        }
        if let expected = try png("expected"), let actual = try png("actual"), let diff = try png("diff") {
            // Each image is embedded once, in the side-by-side view; the other views borrow its
            // data when first shown, so a report of many failures stays a third of the size.
            lines.append(
                """
                <div class="views" role="tablist">
                <button data-view="sides" aria-selected="true">Side by side</button>
                <button data-view="slider">Slider</button>
                <button data-view="onion">Onion skin</button>
                <button data-view="toggle">Toggle</button>
                </div>
                <div class="view sides"><figure><img class="expected" src="\(dataURI(expected))" alt="expected"><figcaption>expected (golden)</figcaption></figure><figure><img class="actual" src="\(dataURI(actual))" alt="actual"><figcaption>actual</figcaption></figure><figure><img class="diff" src="\(dataURI(diff))" alt="diff"><figcaption>diff: red differs, yellow anti-aliasing</figcaption></figure></div>
                <div class="view slider" hidden><div class="stack"><img class="under" data-image="expected" alt="expected"><img class="over" data-image="actual" alt="actual"><div class="handle"></div></div><label>expected ◀ <input type="range" class="slider-position" min="0" max="100" value="50"> ▶ actual</label></div>
                <div class="view onion" hidden><div class="stack"><img class="under" data-image="expected" alt="expected"><img class="over" data-image="actual" alt="actual" style="opacity:0.5"></div><label>expected <input type="range" class="onion-opacity" min="0" max="100" value="50"> actual</label></div>
                <div class="view toggle" hidden><div class="stack"><img class="shown" data-image="expected" alt="expected"></div><p><button class="swap">Show actual</button> <span class="which">expected</span> (click the image or press space)</p></div>
                """)
        }
        let paths = result.artifactURLs(in: folder)
        if !paths.isEmpty {
            lines.append("<p class=\"files\">" + paths.map { "<code>\(escape($0.path))</code>" }.joined(separator: " ") + "</p>")
        }
        lines.append("</section>")
        return lines.joined(separator: "\n")
    }

    private static func dataURI(_ png: [UInt8]) -> String { "data:image/png;base64," + Data(png).base64EncodedString() }

    static func escape(_ text: String) -> String { escapeMarkup(text) }

    private static func xml(_ text: String) -> String {
        escape(text).replacingOccurrences(of: "'", with: "&apos;")
    }

    private static let style = """
        body{font:14px/1.4 system-ui,sans-serif;margin:0 24px 48px;color:#1c1c1e;background:#fff}
        h1{font-size:22px;margin:20px 0 4px}h2{font-size:16px;font-family:ui-monospace,monospace;margin:0 0 6px}
        .environment{background:#fff4d6;border:1px solid #e0b000;padding:8px 12px;border-radius:6px}
        nav ol{columns:2;font-family:ui-monospace,monospace;font-size:12px}
        section{border-top:1px solid #d1d1d6;padding:16px 0}
        .details{background:#f2f2f7;padding:8px;border-radius:6px;white-space:pre-wrap;font-size:12px}
        .views button{font:inherit;padding:4px 10px;border:1px solid #8e8e93;background:#fff;border-radius:6px;cursor:pointer}
        .views button[aria-selected=true]{background:#007aff;color:#fff;border-color:#007aff}
        .view{margin-top:10px}.view[hidden]{display:none}.sides{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}
        figure{margin:0}figcaption{font-size:12px;color:#636366}
        img{image-rendering:pixelated;border:1px solid #d1d1d6;display:block;max-width:100%}
        .stack{position:relative;display:inline-block}.stack .over{position:absolute;left:0;top:0}
        .slider .over{clip-path:inset(0 0 0 50%)}
        .handle{position:absolute;top:0;bottom:0;left:50%;width:2px;background:#ff3b30;pointer-events:none}
        .view label,.view p{display:block;margin:8px 0}input[type=range]{width:320px;vertical-align:middle}
        .files code{font-size:11px;margin-right:8px}
        """

    /// The controls, and deep links: `#case=N&view=slider&pos=30` scrolls to case N in a view;
    /// without `case`, the first failure's view is set and the page stays at the top.
    private static let script = """
        function image(section, name) { return section.querySelector('.sides img.' + name).src; }
        function show(section, view) {
          for (const img of section.querySelectorAll('.view.' + view + ' img[data-image]:not([src])')) img.src = image(section, img.dataset.image);
          for (const b of section.querySelectorAll('.views button')) b.setAttribute('aria-selected', b.dataset.view === view);
          for (const v of section.querySelectorAll('.view')) v.hidden = !v.classList.contains(view);
        }
        function slide(section, pos) {
          section.querySelector('.slider-position').value = pos;
          section.querySelector('.slider .over').style.clipPath = 'inset(0 0 0 ' + pos + '%)';
          section.querySelector('.slider .handle').style.left = pos + '%';
        }
        function fade(section, pos) {
          section.querySelector('.onion-opacity').value = pos;
          section.querySelector('.onion .over').style.opacity = pos / 100;
        }
        function swap(section) {
          const img = section.querySelector('.toggle .shown');
          const showingExpected = img.alt === 'expected';
          img.src = image(section, showingExpected ? 'actual' : 'expected');
          img.alt = showingExpected ? 'actual' : 'expected';
          section.querySelector('.toggle .which').textContent = img.alt;
          section.querySelector('.toggle .swap').textContent = showingExpected ? 'Show expected' : 'Show actual';
        }
        for (const section of document.querySelectorAll('section.failure')) {
          if (!section.querySelector('.views')) continue;
          for (const b of section.querySelectorAll('.views button')) b.addEventListener('click', () => show(section, b.dataset.view));
          section.querySelector('.slider-position').addEventListener('input', e => slide(section, e.target.value));
          section.querySelector('.onion-opacity').addEventListener('input', e => fade(section, e.target.value));
          section.querySelector('.toggle .swap').addEventListener('click', () => swap(section));
          section.querySelector('.toggle .shown').addEventListener('click', () => swap(section));
        }
        document.addEventListener('keydown', e => {
          if (e.key !== ' ') return;
          const visible = [...document.querySelectorAll('.view.toggle')].find(v => !v.hidden);
          if (visible) { e.preventDefault(); swap(visible.closest('section')); }
        });
        function follow() {
          const p = new URLSearchParams(location.hash.slice(1));
          const section = document.getElementById('case-' + (p.get('case') || '0'));
          if (!section) return;
          if (section.querySelector('.views') && p.has('view')) {
            show(section, p.get('view'));
            if (p.has('pos')) { slide(section, p.get('pos')); fade(section, p.get('pos')); }
            if (p.get('view') === 'toggle' && p.get('show') === 'actual') swap(section);
          }
          if (p.has('case')) section.scrollIntoView();
        }
        addEventListener('hashchange', follow);
        follow();
        """
}
