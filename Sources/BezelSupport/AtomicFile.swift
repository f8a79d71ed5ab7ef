import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file Bezel could not write, with the path and the reason in words ("the disk is full").
/// Unwritable output is bad input to the command (exit 2), never "goldens differ".
public struct WriteError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The error for the C library's `errno` after a failed call on `path`.
    public init(path: String, errno code: Int32) {
        self.init(path: path, reason: describeErrno(code))
    }

    public var description: String { "\(path): error: cannot write: \(reason)" }
}

/// Writes `bytes` to `url` through a temporary file in the same folder and a rename, so a reader
/// never sees a half-written file and a failure (or a kill) leaves any previous file untouched.
/// The temporary is `.<name>.<pid>.<uuid>.tmp`; `removeStaleTemporaries` clears those of killed
/// runs. With `inside`, every folder between it and the file must be a real folder, not a
/// symbolic link, so output never lands outside the folder the user named.
public func writeAtomically(_ bytes: [UInt8], to url: URL, inside root: URL? = nil) throws(WriteError) {
    let folder = url.deletingLastPathComponent()
    try makeFolder(folder, inside: root)
    let temporary = folder.appendingPathComponent(
        ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
    guard url.lastPathComponent.utf8.count <= 200 else {
        throw WriteError(path: url.path, reason: describeErrno(ENAMETOOLONG))
    }
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw WriteError(path: url.path, errno: errno) }
    var written = 0
    let failure: Int32? = bytes.withUnsafeBytes { buffer in
        while written < buffer.count {
            let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return nil
    }
    let closed = close(descriptor) == 0 ? nil : errno
    if let code = failure ?? closed {
        unlink(temporary.path)
        throw WriteError(path: url.path, errno: code)
    }
    if rename(temporary.path, url.path) != 0 {
        let code = errno
        unlink(temporary.path)
        throw WriteError(path: url.path, reason: code == EISDIR ? "a folder of that name is in the way" : describeErrno(code))
    }
}

public func writeAtomically(_ text: String, to url: URL, inside root: URL? = nil) throws(WriteError) {
    try writeAtomically(Array(text.utf8), to: url, inside: root)
}

/// Creates `folder` and its parents; below `root`, a part that exists must be a folder and not a
/// symbolic link.
public func makeFolder(_ folder: URL, inside root: URL? = nil) throws(WriteError) {
    if let root {
        let base = root.standardizedFileURL.pathComponents
        let parts = folder.standardizedFileURL.pathComponents
        if parts.starts(with: base) {
            var path = root.standardizedFileURL.path
            for part in parts.dropFirst(base.count) {
                path += (path.hasSuffix("/") ? "" : "/") + part
                var status = stat()
                guard lstat(path, &status) == 0 else { break }
                if status.st_mode & S_IFMT == S_IFLNK {
                    throw WriteError(path: path, reason: "is a symbolic link inside the output folder; Bezel does not write through links")
                }
            }
        }
    }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
        if isFolder.boolValue { return }
        throw WriteError(path: folder.path, reason: "is a file, not a folder")
    }
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
        throw WriteError(path: folder.path, reason: folderFailure(folder, error))
    }
}

/// Why a folder could not be made, in words: a file or dangling link in the way, a long name,
/// permissions.
private func folderFailure(_ folder: URL, _ error: Error) -> String {
    var path = folder.standardizedFileURL
    while path.path != "/" {
        var status = stat()
        if lstat(path.path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFLNK { return "\(path.path) is a symbolic link to nothing" }
            if status.st_mode & S_IFMT != S_IFDIR { return "\(path.path) is a file, not a folder" }
            break
        }
        path.deleteLastPathComponent()
    }
    if folder.pathComponents.contains(where: { $0.utf8.count > 255 }) { return describeErrno(ENAMETOOLONG) }
    if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return describeErrno(Int32(underlying.code))
    }
    return "the folder cannot be created"
}

/// An `errno` in words a user can act on.
public func describeErrno(_ code: Int32) -> String {
    switch code {
    case ENAMETOOLONG: "the name is too long for the file system"
    case ENOSPC: "the disk is full"
    case EDQUOT: "the disk quota is used up"
    case EACCES, EPERM: "permission denied"
    case EROFS: "the file system is read-only"
    case ENOTDIR: "a part of the path is a file, not a folder"
    case ELOOP: "a symbolic link is in the way"
    case EISDIR: "is a folder"
    case ENOENT: "the folder does not exist"
    default: String(cString: strerror(code))
    }
}

/// Removes the temporaries `writeAtomically` left in `folder` (not below it) when its process
/// was killed: `.<name>.<pid>.<uuid>.tmp` whose process no longer runs. A running writer's
/// temporaries are left alone, so two renders into one folder do not disturb each other.
public func removeStaleTemporaries(in folder: URL) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
        let parts = name.split(separator: ".")
        guard parts.count >= 4, let pid = Int32(parts[parts.count - 3]), pid > 0 else { continue }
        if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder.appendingPathComponent(name).path) }
    }
}
