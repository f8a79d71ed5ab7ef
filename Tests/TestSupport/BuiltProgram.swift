import Foundation
import Glibc
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

    /// Runs the program in `folder` (the repository by default) with `childEnvironment(environment)`,
    /// and waits for it. Each run hashes with its own random seed, as a user's
    /// run does (`SWIFT_DETERMINISTIC_HASHING` is never passed on), so two runs can show output
    /// that depends on `Dictionary` or `Set` order.
    public func run(
        _ arguments: [String], environment: [String: String] = [:], in folder: URL? = nil, input: [UInt8]? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Run {
        try #require(
            FileManager.default.isExecutableFile(atPath: url.path), "build \(url.lastPathComponent) first (swift build)",
            sourceLocation: sourceLocation)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = folder ?? Repository.root
        process.environment = childEnvironment(environment)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input {
            // On its own thread: a large input would otherwise fill the pipe while nobody reads.
            Thread.detachNewThread {
                stdin.fileHandleForWriting.write(Data(input))
                try? stdin.fileHandleForWriting.close()
            }
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, bytes: Array(outData), error: String(decoding: errData, as: UTF8.self))
    }
}

extension BuiltProgram {
    /// Starts the program in `folder` and returns it running (a server or a watcher); the caller
    /// stops it with `stop(_:)`. Its standard output goes to `output` when given.
    public func launch(_ arguments: [String], in folder: URL, output: URL? = nil) throws -> Process {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = childEnvironment()
        if let output {
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: output)
        } else {
            process.standardOutput = FileHandle.nullDevice
        }
        process.standardError = process.standardOutput
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }
}

/// A child's environment: this process's, without what would make a child behave unlike a user's
/// run, then changed by `changes` (an empty value removes a variable). `CI` is removed because the
/// suite runs under CI, where `bezel record` refuses to write goldens; a test that means CI sets it.
/// `SWIFT_DETERMINISTIC_HASHING` is removed so that each child hashes with its own random seed.
func childEnvironment(_ changes: [String: String] = [:]) -> [String: String] {
    var variables = ProcessInfo.processInfo.environment
    variables["CI"] = nil
    variables["SWIFT_DETERMINISTIC_HASHING"] = nil
    return variables.merging(changes) { $1 }.filter { !$0.value.isEmpty }
}

/// Ends a process a test started and waits for it: SIGKILL, because the test runner's threads
/// block SIGTERM and a child started from them inherits that mask.
public func stop(_ process: Process) {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
}

/// A new empty folder under the system's temporary folder; the caller removes it.
public func temporaryFolder(_ prefix: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// What a run measured by `BuiltProgram.measure` printed and used: the exit status or the
/// signal that ended it, and the child's own peak memory and processor time (from `wait4`).
public struct MeasuredRun: Sendable {
    /// The exit status, or nil when a signal ended the process.
    public var status: Int32?
    /// The signal that ended the process (a trap is SIGILL or SIGTRAP, an abort SIGABRT).
    public var signal: Int32?
    public var output: String
    public var error: String
    /// Peak resident memory, in bytes.
    public var maxResidentBytes: Int
    /// User plus system time, in seconds.
    public var cpuSeconds: Double
    public var wallSeconds: Double
    /// Why the test stopped the child, when it did (a hang or a runaway).
    public var stopped: String?

    /// The first line of standard error.
    public var firstErrorLine: String { String(error.split(separator: "\n", omittingEmptySubsequences: false).first ?? "") }

    /// "exit 2" or "signal 4", and the measurements, for failure messages.
    public var summary: String {
        let end = status.map { "exit \($0)" } ?? "signal \(signal ?? 0)"
        let peak = String(format: "%.0f MB, %.2f s processor, %.2f s wall", Double(maxResidentBytes) / 1e6, cpuSeconds, wallSeconds)
        return "\(end); \(peak)" + (stopped.map { "; stopped: \($0)" } ?? "")
    }
}

/// The most a measured child may take before the test stops it: a runaway fails its test
/// quickly instead of hanging the suite or taking the machine's memory.
public struct ChildLimits: Sendable {
    public var wallSeconds: Double
    public var cpuSeconds: Double
    public var residentBytes: Int

    public init(wallSeconds: Double = 60, cpuSeconds: Double = 20, residentBytes: Int = 1 << 30) {
        self.wallSeconds = wallSeconds
        self.cpuSeconds = cpuSeconds
        self.residentBytes = residentBytes
    }
}

extension BuiltProgram {
    /// Runs the program like `run`, but as a `ChildProcess`, so the child's own peak memory and
    /// processor time are known; `limits` stop a child that
    /// runs away. Foundation's `Process` reaps its children itself and reports neither.
    public func measure(
        _ arguments: [String], environment: [String: String] = [:], in folder: URL? = nil, limits: ChildLimits = ChildLimits()
    ) throws -> MeasuredRun {
        try start(arguments, environment: environment, in: folder).wait(limits: limits)
    }

    /// Starts the program in `folder` (the repository by default) with this process's
    /// environment changed by `environment` (an empty value removes a variable), standard input
    /// closed, and returns at once.
    public func start(_ arguments: [String], environment: [String: String] = [:], in folder: URL? = nil) throws -> ChildProcess {
        try ChildProcess(
            program: url.path, arguments: arguments, environment: childEnvironment(environment).map { "\($0.key)=\($0.value)" }.sorted(),
            folder: (folder ?? Repository.root).path)
    }
}
