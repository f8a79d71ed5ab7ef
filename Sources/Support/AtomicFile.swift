import Foundation

/// Writes `bytes` to `url` through a temporary file in the same folder and a rename, so a reader
/// never sees a half-written file and a failure leaves any previous file untouched.
public func writeAtomically(_ bytes: [UInt8], to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(
        ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
    do {
        try Data(bytes).write(to: temporary)
        if rename(temporary.path, url.path) != 0 {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    } catch {
        try? FileManager.default.removeItem(at: temporary)
        throw error
    }
}

public func writeAtomically(_ text: String, to url: URL) throws {
    try writeAtomically(Array(text.utf8), to: url)
}
