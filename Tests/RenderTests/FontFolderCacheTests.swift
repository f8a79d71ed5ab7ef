import CBezelPangoCairo
import Foundation
import Testing

@testable import BezelRender

/// The system configuration's font folders, kept between runs (`FontFolderCache`): used only while
/// everything they came from is unchanged.
struct FontFolderCacheTests {
    let folders = FontFolders(fonts: ["/usr/share/fonts", "/usr/local/share/fonts"], caches: ["/var/cache/fontconfig"])

    /// A folder with one file in it, both last modified in 2001 (the kernel's clock for file times
    /// moves in ticks of some milliseconds: a change made now must not share a tick with them),
    /// watched by a copy written now.
    func watched() throws -> (folder: URL, file: URL, text: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-font-folders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("fonts.conf")
        try "<fontconfig/>".write(to: file, atomically: false, encoding: .utf8)
        for path in [file.path, folder.path] {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: path)
        }
        let absent = folder.appendingPathComponent("absent.conf").path
        let text = try #require(FontFolderCache.text(for: folders, watching: [file.path, folder.path, absent], version: 21401))
        return (folder, file, text)
    }

    @Test func aCopyOfUnchangedFilesGivesTheFolders() throws {
        let (folder, _, text) = try watched()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(text.hasPrefix("bezel fontconfig folders 1\nfontconfig 21401\n"))
        #expect(text.contains("\nfont-folder /usr/share/fonts\nfont-folder /usr/local/share/fonts\ncache-folder /var/cache/fontconfig\n"))
        #expect(text.contains("path - \(folder.path)/absent.conf\n"))
        #expect(FontFolderCache.folders(in: text, version: 21401) == folders)
    }

    // Any watched path that changed, appeared or went means the configuration is read again.
    @Test func aChangedFileMakesTheCopyStale() throws {
        let (folder, file, text) = try watched()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "<fontconfig><dir>/opt/fonts</dir></fontconfig>".write(to: file, atomically: false, encoding: .utf8)
        #expect(FontFolderCache.folders(in: text, version: 21401) == nil)
    }

    @Test func aFileAddedToAWatchedFolderMakesTheCopyStale() throws {
        let (folder, _, text) = try watched()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "<fontconfig/>".write(to: folder.appendingPathComponent("other.conf"), atomically: false, encoding: .utf8)
        #expect(FontFolderCache.folders(in: text, version: 21401) == nil)
    }

    @Test func aFileAppearingWhereNoneWasMakesTheCopyStale() throws {
        let (folder, _, text) = try watched()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "<fontconfig/>".write(to: folder.appendingPathComponent("absent.conf"), atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: folder.path)
        #expect(FontFolderCache.folders(in: text, version: 21401) == nil)
    }

    @Test func aRemovedFileMakesTheCopyStale() throws {
        let (folder, file, text) = try watched()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: file)
        #expect(FontFolderCache.folders(in: text, version: 21401) == nil)
    }

    // Another fontconfig, format, environment, or a damaged copy: read the configuration again.
    @Test func onlyAnIntactCopyForThisFontconfigAndEnvironmentCounts() throws {
        let (folder, _, text) = try watched()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FontFolderCache.folders(in: text, version: 21500) == nil)
        #expect(FontFolderCache.folders(in: text.replacingOccurrences(of: "folders 1\n", with: "folders 2\n"), version: 21401) == nil)
        let home = try #require(text.split(separator: "\n").first { $0.hasPrefix("environment HOME") })
        #expect(
            FontFolderCache.folders(in: text.replacingOccurrences(of: home, with: "environment HOME=/elsewhere"), version: 21401) == nil)
        #expect(FontFolderCache.folders(in: String(text.dropLast()), version: 21401) == nil)
        #expect(FontFolderCache.folders(in: String(text.prefix(text.count / 2)), version: 21401) == nil)
        #expect(FontFolderCache.folders(in: text + "font-size 12\n", version: 21401) == nil)
        #expect(FontFolderCache.folders(in: "", version: 21401) == nil)
        let noFolders = text.split(separator: "\n").filter { !$0.hasPrefix("font-folder") }.joined(separator: "\n") + "\n"
        #expect(FontFolderCache.folders(in: noFolders, version: 21401) == nil)
    }

    // One entry a line: a path holding a line break is not kept at all.
    @Test func aLineBreakInAPathIsNotKept() {
        #expect(FontFolderCache.text(for: FontFolders(fonts: ["/fonts\n/evil"], caches: []), watching: [], version: 1) == nil)
        #expect(FontFolderCache.text(for: folders, watching: ["/etc/fonts\rx"], version: 1) == nil)
    }

    // What this machine's configuration depends on is watched: its files and their folders, the
    // places a user's own configuration would go, and every font folder.
    @Test func theSystemConfigurationsFilesAndFoldersAreWatched() throws {
        let system = try #require(FcInitLoadConfigAndFonts())
        defer { FcConfigDestroy(system) }
        var list: [String] = []
        let dirs = FcConfigGetFontDirs(system)
        while let item = FcStrListNext(dirs) { list.append(String(cString: item)) }
        FcStrListDone(dirs)
        let paths = FontFolderCache.watchedPaths(system, folders: FontFolders(fonts: list, caches: []))
        let main = try #require(paths.first { $0.hasSuffix("/fonts.conf") }, "\(paths)")
        #expect(paths.contains((main as NSString).deletingLastPathComponent))
        #expect(paths.contains { $0.hasSuffix("/fontconfig") || $0.hasSuffix("/.fonts.conf") })
        #expect(list.allSatisfy(paths.contains))
        #expect(Set(paths).count == paths.count)
    }
}
