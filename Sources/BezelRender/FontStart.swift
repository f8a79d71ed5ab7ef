import CBezelPangoCairo
import CBezelGraphics
import BezelSupport
import Dispatch
import Foundation

/// fontconfig's start, and the configuration every Pango font map of Bezel's uses.
///
/// The system's configuration (its files: 3 ms of reading) is wanted for one thing: where the
/// fonts are, which `FontFolderCache` keeps between runs. Bezel's text is set from a
/// configuration of its own that holds the same font directories and caches and none of the
/// system's rules (`FontConfiguration`), so a picture does not depend on local fontconfig rules,
/// and each new font size costs Pango a fraction of what the system's rules made it cost.
///
/// The command line starts this on a thread of its own before it parses its arguments
/// (`begin()`: fontconfig loaded, Bezel's configuration made, then Cairo and Pango loaded;
/// CBezelGraphics), so that it is done by the time the first label is measured, and may then
/// have the first picture's usual fonts loaded ahead (`prepare(scale:fonts:)`, FontWarmUp.swift);
/// anything else that draws text starts it on first use. Every font map Bezel makes is taken
/// after it.
public enum FontStart {
    private static let group = DispatchGroup()
    /// Whether `begin()` was called: set once, on the main thread, before any thread that reads it
    /// starts.
    nonisolated(unsafe) static private(set) var began = false

    /// Starts fontconfig on its own thread. Call it once, first thing, from the main thread, and
    /// only in a process that will lay out or draw text.
    public static func begin() {
        began = true
        group.enter()
        detachThread {
            _ = FontConfiguration.pinned
            group.leave()
            // Cairo and Pango, which the first label measured needs next.
            _ = bezel_graphics_load()
        }
    }

    /// Returns once fontconfig has started and Bezel's configuration is made.
    static func wait() {
        group.wait()
        _ = FontConfiguration.pinned
    }

    /// This thread's Pango font map (Pango keeps one a thread), set to Bezel's configuration.
    static func fontMap() -> UnsafeMutablePointer<PangoFontMap>! {
        wait()
        let map = pango_cairo_font_map_get_default()
        if let map { FontConfiguration.apply(to: map) }
        return map
    }
}

/// Bezel's fontconfig configuration: the system configuration's font directories and cache
/// directories, and no rules.
///
/// The system's rules (hinting and antialiasing defaults, family aliases, preferred fallback
/// fonts, synthetic emboldening) either change nothing Bezel draws (its Cairo font options pin
/// antialiasing, hinting and metrics; it asks for Inter, whose every weight is installed) or
/// make a picture depend on the machine. Without them, fontconfig's substitution before each
/// match is nearly free: a new font size took Pango 0.45–0.9 ms with Debian's 35 rule files and
/// takes 0.3–0.6 ms without (seed-000's dead strip: 13 new fonts, 3 ms of its 44 ms).
struct FontConfiguration: @unchecked Sendable {
    let config: OpaquePointer

    /// Made once per process, from the system configuration's folders (kept between runs by
    /// `FontFolderCache`). In the command line (`FontStart.begin()`), it is made fontconfig's
    /// current configuration too, so that nothing in the process reads the system's again (Pango
    /// starts fontconfig once on its own); a program using the library keeps the system's as its
    /// current one, rules and all, for its own text. Nil when fontconfig cannot build it or it
    /// would not hold exactly the system configuration's fonts: then Pango uses the system's
    /// configuration, as it would without Bezel.
    static let pinned: FontConfiguration? = {
        // Without fontconfig, Fonts.verify says what is missing.
        guard bezel_graphics_load_fontconfig() == nil else { return nil }
        if let folders = FontFolderCache.load(), let config = built(folders) { return current(config) }
        _ = FcInit()
        guard let system = FcConfigGetCurrent() else { return nil }
        let folders = FontFolders(fonts: strings(FcConfigGetFontDirs(system)), caches: strings(FcConfigGetCacheDirs(system)))
        guard !folders.fonts.isEmpty, let config = built(folders) else { return nil }
        // The same fonts or none: a system configuration that accepts or rejects fonts by rule
        // (`selectfont`), or adds some from elsewhere, is used as it is.
        guard fontFiles(config) == fontFiles(system) else {
            FcConfigDestroy(config)
            return nil
        }
        FontFolderCache.save(folders, readFrom: system)
        return current(config)
    }()

    /// A configuration of `folders` and nothing else, its fonts read (from fontconfig's caches).
    private static func built(_ folders: FontFolders) -> OpaquePointer? {
        guard let config = FcConfigCreate() else { return nil }
        let document = xml(fontDirectories: folders.fonts, cacheDirectories: folders.caches)
        let parsed = document.withCString { FcConfigParseAndLoadFromMemory(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self), 1) }
        guard parsed != 0, FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            return nil
        }
        return config
    }

    private static func current(_ config: OpaquePointer) -> FontConfiguration {
        if FontStart.began { _ = FcConfigSetCurrent(config) }
        return FontConfiguration(config: config)
    }

    /// Has `map` match against Bezel's configuration, when there is one. Only once: setting it
    /// again would empty the map's caches.
    static func apply(to map: UnsafeMutablePointer<PangoFontMap>) {
        guard let config = pinned?.config else { return }
        let fontconfigMap = OpaquePointer(map)
        if pango_fc_font_map_get_config(fontconfigMap) != config { pango_fc_font_map_set_config(fontconfigMap, config) }
    }

    /// A fontconfig document naming the directories and nothing else.
    static func xml(fontDirectories: [String], cacheDirectories: [String]) -> String {
        let entries = fontDirectories.map { "<dir>\(escaped($0))</dir>" } + cacheDirectories.map { "<cachedir>\(escaped($0))</cachedir>" }
        return "<?xml version=\"1.0\"?>\n<fontconfig>\n" + entries.joined(separator: "\n") + "\n</fontconfig>\n"
    }

    private static func escaped(_ path: String) -> String {
        var text = ""
        for character in path {
            switch character {
            case "&": text += "&amp;"
            case "<": text += "&lt;"
            case ">": text += "&gt;"
            default: text.append(character)
            }
        }
        return text
    }

    private static func strings(_ list: OpaquePointer?) -> [String] {
        guard let list else { return [] }
        defer { FcStrListDone(list) }
        var result: [String] = []
        while let item = FcStrListNext(list) { result.append(String(cString: item)) }
        return result
    }

    /// The files of every font a configuration holds, sorted.
    static func fontFiles(_ config: OpaquePointer?) -> [String] {
        guard let set = FcConfigGetFonts(config, FcSetSystem) else { return [] }
        var files: [String] = []
        for index in 0..<Int(set.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(set.pointee.fonts[index], FC_FILE, 0, &file) == FcResultMatch, let file { files.append(String(cString: file)) }
        }
        return files.sorted()
    }
}
