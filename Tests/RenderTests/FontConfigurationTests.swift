import CBezelPangoCairo
import Foundation
import Testing

@testable import BezelRender

/// Bezel sets text from a fontconfig configuration of its own: the system configuration's font
/// directories and caches, none of its rules (`FontConfiguration`).
struct FontConfigurationTests {
    // On a machine whose configuration only lists directories and rules (Debian's, CI's), the
    // pinned configuration is made, holds the very fonts the system's does (read again here), and
    // is what Pango's font maps match against: on this thread and on any other. A process that
    // uses the library (this one: only the command line calls `FontStart.begin()`) keeps the
    // system's configuration as fontconfig's current one.
    @Test func pangoMatchesAgainstTheSystemsFontsWithoutItsRules() throws {
        let pinned = try #require(FontConfiguration.pinned, "Bezel's configuration could not be made")
        let read = try #require(FcInitLoadConfigAndFonts())
        defer { FcConfigDestroy(read) }
        let system = FontConfiguration.fontFiles(read)
        #expect(system.contains { $0.contains("Inter") })
        #expect(FontConfiguration.fontFiles(pinned.config) == system)
        #expect(FcConfigGetCurrent() != pinned.config)
        #expect(pango_fc_font_map_get_config(OpaquePointer(FontStart.fontMap())) == pinned.config)
        let config = Int(bitPattern: pinned.config)
        let elsewhere = Thread.detachedResult { Int(bitPattern: pango_fc_font_map_get_config(OpaquePointer(FontStart.fontMap()))) }
        #expect(elsewhere == config)
        #expect(Fonts.resolvedFamily(of: "Inter") == "Inter")
    }

    // A directory's name is text in the document fontconfig parses: "&" and "<" must reach it
    // as themselves.
    @Test func directoryNamesAreEscaped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel fonts & <odd> \(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = FontConfiguration.xml(fontDirectories: [folder.path], cacheDirectories: [])
        let config = try #require(FcConfigCreate())
        defer { FcConfigDestroy(config) }
        let parsed = document.withCString { FcConfigParseAndLoadFromMemory(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self), 1) }
        #expect(parsed != 0)
        var listed: [String] = []
        let list = FcConfigGetFontDirs(config)
        while let item = FcStrListNext(list) { listed.append(String(cString: item)) }
        FcStrListDone(list)
        #expect(listed == [folder.path])
    }
}

extension Thread {
    /// `body`'s result, computed on a new thread.
    static func detachedResult<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.value = body()
            done.signal()
        }
        done.wait()
        return box.value!
    }
}

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
