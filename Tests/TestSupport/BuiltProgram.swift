import Foundation
import Testing

/// A program of this package (`bezel`, `BezelBench`) as built by `swift build`, run in a new
/// process the way a user runs it, for the end-to-end tests.
public struct BuiltProgram: Sendable {
    /// What one run printed and how it exited.
    public struct Run: Sendable {
        public var status: Int32
        /// Standard output, as bytes and as UTF-8 text.
        public var bytes: [UInt8]
        public var output: String { String(decoding: bytes, as: UTF8.self) }
        public var error: String
    }

    public let url: URL

    /// `swift build` puts the executables beside the test bundle, which is this process's
    /// first argument.
    public init(_ name: String) {
        url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
    }

    public static let bezel = BuiltProgram("bezel")
    public static let bench = BuiltProgram("BezelBench")

    /// Runs the program in `folder` (the repository by default) with this process's environment
    /// plus `environment`, and waits for it. Each run hashes with its own random seed, as a user's
    /// run does (`SWIFT_DETERMINISTIC_HASHING` is never passed on), so two runs can show output
    /// that depends on `Dictionary` or `Set` order.
    public func run(
        _ arguments: [String], environment: [String: String] = [:], in folder: URL? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Run {
        try #require(
            FileManager.default.isExecutableFile(atPath: url.path), "build \(url.lastPathComponent) first (swift build)",
            sourceLocation: sourceLocation)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = folder ?? Repository.root
        var inherited = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        inherited["SWIFT_DETERMINISTIC_HASHING"] = nil
        process.environment = inherited
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, bytes: Array(outData), error: String(decoding: errData, as: UTF8.self))
    }
}

/// A new empty folder under the system's temporary folder; the caller removes it.
public func temporaryFolder(_ prefix: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
