import Dispatch
import Foundation
import Glibc

/// A child process started with `posix_spawn`, its standard output and error drained on their
/// own threads (a child that fills a pipe nobody reads would block forever), reaped with
/// `wait4` so that its resource usage is its own. `kill()` ends it with SIGKILL, as a user's
/// `kill -9` would.
public final class ChildProcess: @unchecked Sendable {
    public let pid: pid_t
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
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw SpawnError(description: "pipe: errno \(errno)") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        guard Self.addChangeDirectory(&actions, folder) == 0 else { throw SpawnError(description: "cannot run in \(folder)") }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, program, &actions, nil, argv, envp)
        close(outPipe[1])
        close(errPipe[1])
        guard result == 0 else {
            close(outPipe[0])
            close(errPipe[0])
            throw SpawnError(description: "posix_spawn \(program): error \(result)")
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

    /// Sends SIGKILL. Whether it landed while the child ran shows in `wait()`'s result: an exited
    /// child is not reaped until then, so the signal cannot reach another process, and a child
    /// that had already exited keeps its exit status.
    public func kill() {
        _ = Glibc.kill(pid, SIGKILL)
    }

    /// Waits for the child to end, stopping it with SIGKILL if it passes a limit, and returns
    /// what it printed and used.
    public func wait(limits: ChildLimits = ChildLimits()) -> MeasuredRun {
        var status: Int32 = 0
        var usage = rusage()
        var stopped: String? = nil
        var polls = 0
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            // The limits are read from /proc every 100 ms; the exit is noticed within 5 ms.
            polls += 1
            if stopped == nil, polls % 20 == 0, let reason = exceeded(limits) {
                stopped = reason
                _ = Glibc.kill(pid, SIGKILL)
            }
            usleep(5_000)
        }
        drained.wait()
        let signaled = status & 0x7f != 0
        return MeasuredRun(
            status: signaled ? nil : (status >> 8) & 0xff, signal: signaled ? status & 0x7f : nil,
            output: String(decoding: output, as: UTF8.self), error: String(decoding: error, as: UTF8.self),
            maxResidentBytes: usage.ru_maxrss * 1024, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
            wallSeconds: elapsed, stopped: stopped)
    }

    private var elapsed: Double { Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9 }

    private func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }

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
