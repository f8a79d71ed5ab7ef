import Foundation

/// What changed in a set of files, by polling: each file's size and modification time. Polling
/// works the same on every file system (network mounts and containers included) and, for the
/// tens of scene files a documentation site has, costs nothing at a few checks a second.
public struct FileWatch: Sendable {
    /// A file's state: nil when it does not exist.
    public struct Stamp: Sendable, Equatable {
        var size: Int
        var modified: Double
    }

    /// The files to stat on each check, found again every time (a glob may match a new file).
    private let files: @Sendable () -> [String]
    private var stamps: [String: Stamp?] = [:]

    public init(files: @escaping @Sendable () -> [String]) {
        self.files = files
        stamps = Self.stamps(of: files())
    }

    /// Whether any file was added, removed or changed since the last call (or since `init`).
    public mutating func changed() -> Bool {
        let now = Self.stamps(of: files())
        defer { stamps = now }
        return now != stamps
    }

    /// Waits until something changes, checking every `interval` seconds.
    public mutating func waitForChange(interval: Double = 0.25) {
        while !changed() { Thread.sleep(forTimeInterval: interval) }
    }

    private static func stamps(of paths: [String]) -> [String: Stamp?] {
        var result: [String: Stamp?] = [:]
        for path in paths {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            result[path] = attributes.map {
                Stamp(size: ($0[.size] as? NSNumber)?.intValue ?? 0, modified: ($0[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)
            }
        }
        return result
    }
}

#if canImport(Glibc)
    import Glibc
#endif

/// Lets Ctrl-C, `kill` and a closed terminal stop a long-running command (a watch, a preview
/// server) even when the program that started it left those signals blocked, as some test
/// runners and process libraries do: a blocked SIGTERM would otherwise make it unkillable but
/// by SIGKILL.
public func unblockStopSignals() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
}
