import BezelSupport
import CBezelPangoCairo
import Foundation

/// The font and cache folders of the system's fontconfig configuration: all Bezel takes from it
/// (`FontConfiguration`).
struct FontFolders: Equatable {
    var fonts: [String]
    var caches: [String]
}

/// The system configuration's folders, kept between runs so that a run need not read the
/// configuration again.
///
/// Reading it (fonts.conf and Debian's 35 rule files) takes 3 ms of processor time in every
/// process that draws text, for a result that changes only when the configuration does: the dead
/// strip ran 27.1 → 24.1 ms with it kept (median of 41, 2026-11-28). The kept copy is used only
/// while everything it came from is unchanged, the test fontconfig's own `FcConfigUptoDate`
/// makes, extended:
/// - every configuration file fontconfig read or listed, and each one's folder (a file added to
///   conf.d changes the folder);
/// - the places a user's own configuration may appear (`$XDG_CONFIG_HOME/fontconfig`,
///   `~/.fonts.conf`, `~/.fonts.conf.d`), present or absent;
/// - every font folder, so a newly installed font has the configuration read again, and its
///   fonts compared with Bezel's (a rule could reject it);
/// - the environment variables fontconfig locates files by, and fontconfig's version.
/// Each path is compared by device, inode, size, and modification and change times. Anything
/// else, or a copy that cannot be read, means the configuration is read as before and the copy
/// written again (through a rename: a reader never sees half of one). A configuration file
/// included from a place not listed above that did not exist when the copy was written is not
/// noticed; fontconfig itself does not notice one either.
enum FontFolderCache {
    static let format = "bezel fontconfig folders 1"
    /// What fontconfig locates its files by.
    static let environmentNames = [
        "FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "HOME", "XDG_CONFIG_HOME", "XDG_CONFIG_DIRS", "XDG_DATA_HOME",
        "XDG_DATA_DIRS", "XDG_CACHE_HOME",
    ]

    /// `$XDG_CACHE_HOME/bezel/fontconfig-folders.txt`, else under `~/.cache`; nil without either.
    static var path: String? {
        if let cache = environment("XDG_CACHE_HOME"), cache.hasPrefix("/") { return cache + "/bezel/fontconfig-folders.txt" }
        if let home = environment("HOME"), home.hasPrefix("/") { return home + "/.cache/bezel/fontconfig-folders.txt" }
        return nil
    }

    /// The kept folders, when the copy is there and everything it came from is unchanged.
    static func load() -> FontFolders? {
        guard let path, let text = try? DocumentNode.readText(path: path) else { return nil }
        return folders(in: text, version: Int(FcGetVersion()))
    }

    /// Keeps `folders`, read from `system`, for later runs; does nothing when it cannot.
    static func save(_ folders: FontFolders, readFrom system: OpaquePointer) {
        guard let path else { return }
        let watched = watchedPaths(system, folders: folders)
        guard let text = text(for: folders, watching: watched, version: Int(FcGetVersion())) else { return }
        try? writeAtomically(text, to: URL(fileURLWithPath: path))
    }

    /// The copy's text: the format, fontconfig's version, the environment, each watched path's
    /// fingerprint, then the folders; nil when a path or value holds a line break.
    static func text(for folders: FontFolders, watching paths: [String], version: Int) -> String? {
        var lines = [format, "fontconfig \(version)"]
        lines += environmentNames.map { name in environment(name).map { "environment \(name)=\($0)" } ?? "environment \(name)" }
        lines += paths.map { "path \(fingerprint($0)) \($0)" }
        lines += folders.fonts.map { "font-folder \($0)" } + folders.caches.map { "cache-folder \($0)" }
        guard !lines.contains(where: { $0.contains("\n") || $0.contains("\r") }) else { return nil }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The folders a copy holds, when it is one of this format for this fontconfig, the
    /// environment is the same and no watched path changed.
    static func folders(in text: String, version: Int) -> FontFolders? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.last == "" else { return nil }
        lines.removeLast()
        guard lines.count > 2, lines[0] == format, lines[1] == "fontconfig \(version)" else { return nil }
        var environmentSeen: [String] = []
        var folders = FontFolders(fonts: [], caches: [])
        for line in lines.dropFirst(2) {
            guard let space = line.firstIndex(of: " ") else { return nil }
            let value = String(line[line.index(after: space)...])
            switch line[..<space] {
            case "environment": environmentSeen.append(value)
            case "path":
                guard let split = value.firstIndex(of: " ") else { return nil }
                let watched = String(value[value.index(after: split)...])
                guard value[..<split] == fingerprint(watched) else { return nil }
            case "font-folder": folders.fonts.append(value)
            case "cache-folder": folders.caches.append(value)
            default: return nil
            }
        }
        let environmentNow = environmentNames.map { name in environment(name).map { "\(name)=\($0)" } ?? name }
        guard environmentSeen == environmentNow, !folders.fonts.isEmpty else { return nil }
        return folders
    }

    /// `device:inode:size:modified:changed` (nanoseconds) of what `path` names, following links;
    /// `-` when nothing is there.
    static func fingerprint(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { return "-" }
        let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        let changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
        return "\(status.st_dev):\(status.st_ino):\(status.st_size):\(modified):\(changed)"
    }

    /// Everything the folders of `system` depend on (the type's comment lists it), each once.
    static func watchedPaths(_ system: OpaquePointer, folders: FontFolders) -> [String] {
        var files: [String] = []
        var iterator = FcConfigFileInfoIter()
        FcConfigFileInfoIterInit(system, &iterator)
        repeat {
            var name: UnsafeMutablePointer<FcChar8>?
            var description: UnsafeMutablePointer<FcChar8>?
            var enabled: FcBool = 0
            guard FcConfigFileInfoIterGet(system, &iterator, &name, &description, &enabled) != 0 else { break }
            if let name { files.append(String(cString: name)) }
            FcStrFree(name)
            FcStrFree(description)
        } while FcConfigFileInfoIterNext(system, &iterator) != 0
        let parents = files.map { ($0 as NSString).deletingLastPathComponent }
        var paths = files + parents + userConfigurationPlaces() + folders.fonts
        var seen = Set<String>()
        paths.removeAll { !seen.insert($0).inserted }
        return paths
    }

    /// Where fontconfig's usual rules (Debian's and upstream's 50-user.conf) look for a user's
    /// own configuration.
    static func userConfigurationPlaces() -> [String] {
        let home = environment("HOME")
        let configuration = environment("XDG_CONFIG_HOME") ?? home.map { $0 + "/.config" }
        let places = [configuration.map { $0 + "/fontconfig" }, home.map { $0 + "/.fonts.conf" }, home.map { $0 + "/.fonts.conf.d" }]
        return places.compactMap { $0 }
    }

    /// A variable of the environment, nil when unset or empty (as fontconfig treats both).
    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }
}
