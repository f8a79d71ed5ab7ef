import Foundation

/// `url` relative to the working folder when it lies inside it, else absolute: how paths are
/// shown in messages.
public func displayPath(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    if path == here { return "." }
    return path.hasPrefix(here + "/") ? String(path.dropFirst(here.count + 1)) : path
}
