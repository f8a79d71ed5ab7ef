import Foundation
import Glibc
import BezelRaster
import BezelSupport
import TestSupport
import Testing

/// Issue 19: `kill -9` of `bezel record` at random moments, 50 times, never loses or corrupts a
/// golden. Run on a copy of part of Golden/ in which recording has work to do: a stored image
/// that other cases share through links is changed, so record must give each link its own copy
/// before rewriting the image, and then store identical images once again. After every kill each golden file is still there and holds either its old bytes
/// or the bytes an uninterrupted run writes (both decode); a last uninterrupted run finishes the
/// job exactly.
///
/// Slow: 54 or more runs of a debug bezel of about 1.5 s each, most of them cut short: about a minute.
@Suite struct RecordKillTests {
    static let kills = 50

    @Test func killedRecordLosesNoGolden() throws {
        let work = try temporaryFolder("bezel-kill")
        defer { try? FileManager.default.removeItem(at: work) }
        let golden = work.appendingPathComponent("Golden")
        let plan = try #require(try KillPlan.make(Repository.url("Golden")), "Golden/ has no image shared by three links")
        try plan.copy(from: Repository.url("Golden"), to: golden)
        try plan.makeWork(in: golden)
        let old = try GoldenTree(golden)
        let arguments =
            ["record", "--project", Repository.url("bezel.yaml").path, "--golden", golden.path, "--mode", "all"]
            + [golden.appendingPathComponent(plan.target).path]
        // A whole run may take minutes of processor time where the machine is slow and busy (a
        // debug record took 20 s in CI once, then the default limit stopped it): the limits
        // here only catch a run that never ends.
        let limits = ChildLimits(wallSeconds: 600, cpuSeconds: 300)
        func record() throws -> MeasuredRun { try BuiltProgram.bezel.start(arguments, in: work).wait(limits: limits) }
        let reference = try record()
        try #require(reference.status == 0, "\(reference.summary)\n\(reference.error)")
        let new = try GoldenTree(golden)
        // The kills are timed in processor seconds of the whole run. The first run is the slowest
        // (nothing cached yet), and a run on several threads varies, so the run's length is the
        // least of three: timed by the first alone, the late kills often came after the end.
        var runSeconds = reference.cpuSeconds
        for _ in 0..<2 {
            try old.restore(in: golden, from: new)
            let again = try record()
            try #require(again.status == 0 && (try GoldenTree(golden)) == new, "\(again.summary)\n\(again.error)")
            runSeconds = min(runSeconds, again.cpuSeconds)
        }
        try #require(new != old, "the uninterrupted record wrote nothing")
        try expectDecodable(old, new)
        var random = SplitMix64(seed: 19)
        var killedRunning = 0
        var killedWhileWriting = 0
        var attempts = 0
        var current = new
        // A run's processor time still varies with what else the machine does, so a late moment
        // can come after a run ends: such an attempt kills nothing and is made again, up to twice
        // the kills in all, so that 50 kills really land.
        while killedRunning < Self.kills && attempts < 2 * Self.kills {
            attempts += 1
            try old.restore(in: golden, from: current)
            // Half the kills at a moment measured in the child's processor time (which a busy
            // machine stretches far less than the wall's), anywhere in the run; the other half
            // once record has started writing (a temporary file or a changed golden shows it),
            // after a random part of a millisecond-polled wait, so they land among the writes.
            let anywhere = killedRunning % 2 == 0
            let share = anywhere ? 0.02 + 0.95 * random.unit() : random.unit()
            let child = try BuiltProgram.bezel.start(arguments, in: work)
            if anywhere {
                while let used = child.processorSeconds, used < share * runSeconds { usleep(1_000) }
            } else {
                let written = Date()
                while child.processorSeconds != nil, !writingStarted(in: golden, since: written) { usleep(500) }
                usleep(useconds_t(share * 20_000))
            }
            child.kill()
            let run = child.wait()
            if run.signal == SIGKILL { killedRunning += 1 }
            let now = try GoldenTree(golden)
            // Neither as before nor as after: the kill landed between two of record's writes.
            if now != old && now != new { killedWhileWriting += 1 }
            try expectIntact(now, old: old, new: new, context: "attempt \(attempts) after \(Int(share * 100))% of the run: \(run.summary)")
            current = now
        }
        #expect(killedRunning == Self.kills, "only \(killedRunning) of \(attempts) attempts found bezel record still running")
        #expect(killedWhileWriting >= 5, "only \(killedWhileWriting) kills landed while record was writing")
        let last = try record()
        #expect(last.status == 0, "\(last.summary)\n\(last.error)")
        let final = try GoldenTree(golden)
        #expect(final == new, "after the kills, an uninterrupted record does not leave what it leaves without them")
    }

    /// Whether record has begun to write its goldens below `folder`: a temporary file is there,
    /// or an image or layout dump changed after `start` (environment.txt does not count). It is
    /// polled every half millisecond while record runs, so it reads the folders with `readdir`
    /// and `lstat`: with FileManager's enumerator and resource values this poll was 6 % of the
    /// test process's processor time, taken from the record it was waiting for.
    func writingStarted(in folder: URL, since start: Date) -> Bool {
        let since = start.timeIntervalSince1970
        var folders = [folder.path]
        while let current = folders.popLast() {
            guard let stream = opendir(current) else { continue }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                if name == "." || name == ".." { continue }
                if name.hasSuffix(".tmp") { return true }
                let path = current + "/" + name
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFDIR {
                    folders.append(path)
                } else if name.hasSuffix(".png") || name.hasSuffix(".layout.txt") {
                    if Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9 > since { return true }
                }
            }
        }
        return false
    }

    /// Every golden of `old` is present and holds its old or its new bytes; anything else in the
    /// folder is a temporary file a killed write left (the next run removes those).
    func expectIntact(_ now: GoldenTree, old: GoldenTree, new: GoldenTree, context: String) throws {
        for (path, _) in old.entries {
            let bytes = now.contents[path]
            #expect(bytes != nil && (bytes == old.contents[path] || bytes == new.contents[path]), "\(path): lost or changed; \(context)")
        }
        for path in now.entries.keys where old.entries[path] == nil && new.entries[path] == nil {
            let name = (path as NSString).lastPathComponent
            #expect(name.hasPrefix(".") && name.hasSuffix(".tmp"), "\(path): unexpected file; \(context)")
        }
    }

    /// The old and new contents of every image decode.
    func expectDecodable(_ trees: GoldenTree...) throws {
        var checked = Set<Data>()
        for tree in trees {
            for (path, bytes) in tree.contents where path.hasSuffix(".png") && checked.insert(bytes).inserted {
                #expect(throws: Never.self, "\(path)") { try PNGCodec.decode([UInt8](bytes)) }
            }
        }
    }
}

