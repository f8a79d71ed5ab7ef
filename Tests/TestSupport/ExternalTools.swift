import Foundation
import Glibc
import Testing

/// A program the documentation-build tests drive (MkDocs, DocC, Chromium, Python), found on
/// `PATH` or in the Swift toolchain. `make test` installs the missing ones first (`make
/// test-deps`); a test that cannot find one fails with that advice rather than skipping.
public struct ExternalTool: Sendable {
    public let name: String
    public let url: URL

    /// The program, or a recorded failure naming what to install.
    public init(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        self.name = name
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let folders = path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin"]
        let found = folders.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }.first {
            FileManager.default.isExecutableFile(atPath: $0.path)
        }
        url = try #require(found, "\(name) is not installed; `make test` installs it (make test-deps)", sourceLocation: sourceLocation)
    }

    /// Runs the program in `folder` and waits; standard output and error come back as text.
    public func run(_ arguments: [String], in folder: URL, timeout: TimeInterval = 300) throws -> BuiltProgram.Run {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let (out, err) = (Pipe(), Pipe())
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = DispatchTime.now() + timeout
        DispatchQueue.global().asyncAfter(deadline: deadline) { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return BuiltProgram.Run(status: process.terminationStatus, bytes: Array(output), error: String(decoding: error, as: UTF8.self))
    }

    /// Starts the program and returns it running (a server); the caller terminates it.
    public func start(_ arguments: [String], in folder: URL) throws -> Process {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }
}

/// Headless Chromium, as a reader's browser: which image each `<img>` of a page shows, and
/// screenshots for people to look at.
public struct Chromium: Sendable {
    let tool: ExternalTool

    public init(sourceLocation: SourceLocation = #_sourceLocation) throws {
        tool = try ExternalTool("chromium", sourceLocation: sourceLocation)
    }

    private func arguments(dark: Bool, width: Int = 1200, height: Int = 1600) -> [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=\(width),\(height)",
         "--virtual-time-budget=10000"]
            + (dark ? ["--force-dark-mode", "--blink-settings=preferredColorScheme=0"] : [])
    }

    /// One image on a loaded page: the file it shows and its decoded width in pixels (0: it did
    /// not load).
    public struct ShownImage: Sendable, Equatable {
        public var source: String
        public var naturalWidth: Int
    }

    /// The images the page at `url` shows once loaded, as listed by `imageReport()`, which the
    /// test writes into the page first.
    public func shownImages(_ url: URL, dark: Bool) throws -> [ShownImage] {
        let dump = try tool.run(arguments(dark: dark) + ["--dump-dom", url.absoluteString], in: FileManager.default.temporaryDirectory)
        let text = dump.output
        guard let start = text.range(of: "<pre id=\"bezel-images\">"), let end = text.range(of: "</pre>", range: start.upperBound..<text.endIndex) else {
            return []
        }
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let width = Int(parts[0]) else { return nil }
            return ShownImage(source: String(parts[1]).replacingOccurrences(of: "&amp;", with: "&"), naturalWidth: width)
        }
    }

    /// The script `shownImages` reads: on load (which waits for every image), a `<pre>` listing
    /// each image's natural width and the source it chose (`currentSrc`: a `<picture>`'s dark
    /// source when the reader prefers dark).
    public static func imageReport(selector: String = "img") -> String {
        """
        <script>
        function bezelImages() {
          const lines = [...document.querySelectorAll('\(selector)')].map(i => i.naturalWidth + ' ' + (i.currentSrc || i.src));
          let pre = document.getElementById('bezel-images');
          if (!pre) { pre = document.createElement('pre'); pre.id = 'bezel-images'; document.body.appendChild(pre); }
          pre.textContent = lines.join('\\n');
        }
        addEventListener('load', () => { bezelImages(); setInterval(bezelImages, 200); });
        </script>
        """
    }

    /// A screenshot of the page, kept for people to look at.
    @discardableResult
    public func screenshot(_ url: URL, to file: URL, dark: Bool) throws -> Bool {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = try tool.run(arguments(dark: dark) + ["--screenshot=\(file.path)", url.absoluteString], in: FileManager.default.temporaryDirectory)
        return FileManager.default.fileExists(atPath: file.path)
    }
}

/// A port nothing listens on, for a local server a test starts.
public func freePort() -> Int {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) } }
    _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) } }
    return Int(UInt16(bigEndian: address.sin_port))
}
