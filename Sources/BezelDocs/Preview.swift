import Foundation
import BezelPipeline
import BezelSupport

/// `bezel preview`: the images of some scenes on a local web page that reloads itself whenever a
/// scene changes and its images are drawn again. A bad scene shows its error on the page (and
/// on standard error) instead of ending the preview.
public final class Preview: @unchecked Sendable {
    private let scenes: @Sendable () throws -> [String]
    private let folder: URL
    private let events = EventStream()
    private let lock = NSLock()
    private var version = 0
    private var images: [String] = []
    private var errors: [String] = []
    private var server: HTTPServer?

    /// `scenes` lists the scene files each time it is called; images are drawn into `folder`.
    public init(scenes: @escaping @Sendable () throws -> [String], folder: URL) {
        self.scenes = scenes
        self.folder = folder
    }

    /// Listens on 127.0.0.1:`port` (0: any free port) and returns the page's address.
    public func listen(port: Int) throws -> URL {
        let server = try HTTPServer(port: port) { [unowned self] path in self.respond(path) }
        self.server = server
        Thread.detachNewThread { server.serve() }
        return URL(string: "http://127.0.0.1:\(server.port)/")!
    }

    /// Draws the scenes, then again after every change, telling open pages to reload; never
    /// returns. `report` hears each round's outcome.
    public func run(interval: Double = 0.25, report: @escaping (Result<RenderBatch.Result, Error>) -> Void) -> Never {
        watchRendering(scenes: scenes, scale: nil, batch: RenderBatch(folder: folder), interval: interval) { [self] outcome in
            lock.lock()
            switch outcome {
            case .success(let result):
                images = result.written.map(\.file) .map(relative) + result.skipped.map(relative)
                images.sort()
                errors = []
            case .failure(let error):
                errors = [(error as? UserFacingError)?.description ?? "error: \(error)"]
            }
            version += 1
            let current = version
            lock.unlock()
            events.send(String(current))
            report(outcome)
        }
    }

    private func relative(_ url: URL) -> String { String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)) }

    private func respond(_ target: String) -> HTTPServer.Response {
        let path = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? target
        switch path {
        case "/": return .content(status: 200, type: "text/html; charset=utf-8", body: Array(page().utf8))
        case "/events": return .events(events)
        case "/version":
            lock.lock()
            defer { lock.unlock() }
            return .content(status: 200, type: "text/plain", body: Array(String(version).utf8))
        default: return image(path)
        }
    }

    /// `/images/<name>`: a drawn image, never a file outside the folder.
    private func image(_ path: String) -> HTTPServer.Response {
        let notFound = HTTPServer.Response.content(status: 404, type: "text/plain", body: Array("not found\n".utf8))
        guard path.hasPrefix("/images/"), let name = String(path.dropFirst("/images/".count)).removingPercentEncoding else { return notFound }
        lock.lock()
        let known = images.contains(name)
        lock.unlock()
        guard known, let bytes = try? Data(contentsOf: folder.appendingPathComponent(name)) else { return notFound }
        return .content(status: 200, type: name.hasSuffix(".svg") ? "image/svg+xml" : "image/png", body: [UInt8](bytes))
    }

    private func page() -> String {
        lock.lock()
        let (version, images, errors) = (self.version, self.images, self.errors)
        lock.unlock()
        let problems = errors.map { "<pre class=\"error\">\(escapeMarkup($0))</pre>" }.joined()
        let figures = images.map { name in
            "<figure><img src=\"/images/\(name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name)?v=\(version)\" alt=\"\(escapeMarkup(name))\"><figcaption>\(escapeMarkup(name))</figcaption></figure>"
        }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Bezel preview</title>
            <style>
            body{font:14px/1.4 system-ui,sans-serif;margin:16px 24px;background:#f2f2f7;color:#1c1c1e}
            h1{font-size:18px}figure{display:inline-block;margin:0 16px 16px 0;vertical-align:top}
            img{max-width:480px;background:#fff;border:1px solid #d1d1d6}figcaption{font:12px ui-monospace,monospace;color:#636366}
            .error{background:#ffe5e5;border:1px solid #ff3b30;padding:8px 12px;border-radius:6px;white-space:pre-wrap}
            </style></head>
            <body data-version="\(version)">
            <h1>Bezel preview <small>(drawn \(version) time\(version == 1 ? "" : "s"); reloads when a scene changes)</small></h1>
            \(problems)
            \(figures)
            <script>
            const events = new EventSource('/events');
            events.onmessage = e => { if (e.data !== document.body.dataset.version) location.reload(); };
            </script>
            </body></html>

            """
    }
}

/// The scene files among `paths`: files as given, folders searched (`**`) for `.yaml`, `.yml`
/// and `.json` files, in path order.
public func sceneFiles(in paths: [String]) -> [String] {
    paths.flatMap { path -> [String] in
        var folder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &folder), folder.boolValue else { return [path] }
        return Glob("**/*").files(in: URL(fileURLWithPath: path)).filter { ["yaml", "yml", "json"].contains(($0 as NSString).pathExtension.lowercased()) }
            .map { (path as NSString).appendingPathComponent($0) }
    }
}
