import Dispatch
import Foundation
import Glibc

/// A child process, its standard output and error drained on their own threads (a child that
/// fills a pipe nobody reads would block forever), with its own peak memory and processor time.
/// `kill()` ends it with SIGKILL, as a user's `kill -9` would.
///
/// It runs under `measure-child` (Tests/MeasureChild), started with `posix_spawn`, which forks
/// the program and reports its process id and, after reaping it, its resource usage. Spawned
/// directly, a child reports the test runner's peak memory as its own whenever the runner's is
/// larger (main.c there explains the kernel's part).
public final class ChildProcess: @unchecked Sendable {
    /// The program's process: the one `kill()` signals and the limits watch.
    public let pid: pid_t
    /// `measure-child`, this process's own child, reaped by `wait()`.
    private let helper: pid_t
    private let reports: Int32
    private static let measureChild = BuiltProgram("measure-child").url.path
    private let started = DispatchTime.now()
    private let drained = DispatchGroup()
    private var output = Data()
    private var error = Data()

    /// A failure to start the child.
    public struct SpawnError: Error, CustomStringConvertible {
        public var description: String
    }

    init(program: String, arguments: [String], environment: [String], folder: String) throws {
        var outPipe: [Int32] = [0, 0]
        var errPipe: [Int32] = [0, 0]
        var reportPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0, pipe(&reportPipe) == 0 else {
            throw SpawnError(description: "pipe: errno \(errno)")
        }
        // Close-on-exec, so a child another test spawns meanwhile does not hold them open (the
        // Glibc module has no pipe2); the spawn's dup2 clears the flag on 1, 2 and 3, and exec
        // closes the rest.
        for fd in outPipe + errPipe + reportPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        posix_spawn_file_actions_adddup2(&actions, reportPipe[1], 3)
        guard Self.addChangeDirectory(&actions, folder) == 0 else { throw SpawnError(description: "cannot run in \(folder)") }
        let argv = ([Self.measureChild, program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var spawned: pid_t = 0
        let result = posix_spawn(&spawned, Self.measureChild, &actions, nil, argv, envp)
        for fd in [outPipe[1], errPipe[1], reportPipe[1]] { close(fd) }
        guard result == 0 else {
            for fd in [outPipe[0], errPipe[0], reportPipe[0]] { close(fd) }
            throw SpawnError(description: "posix_spawn \(Self.measureChild): error \(result) (build it first: swift build)")
        }
        helper = spawned
        reports = reportPipe[0]
        guard let line = Self.readLine(reports), line.hasPrefix("pid "), let child = pid_t(line.dropFirst(4)) else {
            for fd in [outPipe[0], errPipe[0], reports] { close(fd) }
            var status: Int32 = 0
            waitpid(spawned, &status, 0)
            throw SpawnError(description: "measure-child did not start \(program)")
        }
        pid = child
        drain(outPipe[0]) { self.output = $0 }
        drain(errPipe[0]) { self.error = $0 }
    }

    /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29), which the Glibc module does not
    /// import: the child changes folder between fork and exec, so no shell is needed.
    private static func addChangeDirectory(_ actions: inout posix_spawn_file_actions_t, _ folder: String) -> Int32 {
        typealias AddChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np") else { return -1 }
        return unsafeBitCast(symbol, to: AddChangeDirectory.self)(&actions, folder)
    }

    private func drain(_ fd: Int32, into store: @escaping @Sendable (Data) -> Void) {
        drained.enter()
        let thread = Thread { [drained] in
            let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
            store(handle.readDataToEndOfFile())
            drained.leave()
        }
        thread.start()
    }

    /// Reads one line from `fd` a byte at a time (nothing past it is consumed), nil at the end.
    private static func readLine(_ fd: Int32) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(fd, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
    }

    /// Sends SIGKILL. Whether it landed while the child ran shows in `wait()`'s result, and a
    /// child that had already exited keeps its exit status. (Once `measure-child` has reaped an
    /// exited child its id is free again, but the kernel hands out ids in order, so it is not
    /// reused within a test.)
    public func kill() {
        _ = Glibc.kill(pid, SIGKILL)
    }

    /// Waits for the child to end, stopping it with SIGKILL if it passes a limit, and returns
    /// what it printed and used.
    public func wait(limits: ChildLimits = ChildLimits()) -> MeasuredRun {
        var status: Int32 = 0
        var stopped: String? = nil
        var polls = 0
        while waitpid(helper, &status, WNOHANG) == 0 {
            // The limits are read from /proc every 100 ms; the exit is noticed within 5 ms.
            polls += 1
            if stopped == nil, polls % 20 == 0, let reason = exceeded(limits) {
                stopped = reason
                _ = Glibc.kill(pid, SIGKILL)
            }
            usleep(5_000)
        }
        drained.wait()
        // "usage", peak kilobytes, user and system seconds: written by measure-child as it ended.
        let usage = Self.readLine(reports)?.split(separator: " ") ?? []
        close(reports)
        let signaled = status & 0x7f != 0
        let kilobytes = usage.count == 4 ? Int(usage[1]) ?? 0 : 0
        let processor = usage.count == 4 ? (Double(usage[2]) ?? 0) + (Double(usage[3]) ?? 0) : 0
        return MeasuredRun(
            status: signaled ? nil : (status >> 8) & 0xff, signal: signaled ? status & 0x7f : nil,
            output: String(decoding: output, as: UTF8.self), error: String(decoding: error, as: UTF8.self),
            maxResidentBytes: kilobytes * 1024, cpuSeconds: processor, wallSeconds: elapsed, stopped: stopped)
    }

    private var elapsed: Double { Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9 }

    /// The processor time the child has used so far (all its threads), or nil once it has
    /// exited. A steadier clock than the wall's on a busy machine.
    public var processorSeconds: Double? {
        // /proc/PID/stat after the parenthesised name: the state (Z once exited), then, as
        // fields 14 and 15 of the line, user and system time in clock ticks.
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let fields = stat.split(separator: ")").last?.split(separator: " "), fields.count > 13, fields[0] != "Z",
            let user = Double(fields[11]), let system = Double(fields[12])
        else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The limit the running child has passed, if any, from /proc.
    private func exceeded(_ limits: ChildLimits) -> String? {
        if elapsed > limits.wallSeconds { return "ran longer than \(limits.wallSeconds) s" }
        if let used = processorSeconds, used > limits.cpuSeconds { return "used more than \(limits.cpuSeconds) s of processor time" }
        if let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? ""), kilobytes * 1024 > limits.residentBytes
        {
            return "used more than \(limits.residentBytes >> 20) MB"
        }
        return nil
    }
}
