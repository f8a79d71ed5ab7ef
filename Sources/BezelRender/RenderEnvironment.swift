import CBezelCairo
import CBezelGraphics
import CBezelPangoCairo
import Foundation
import BezelSupport

/// What the pixels of a rendering depend on besides Bezel itself: the versions of Cairo, Pango,
/// HarfBuzz, FreeType and fontconfig, and the font files text is set in. Goldens record it
/// beside them (`Golden/environment.txt`), so a check on a machine whose environment differs can
/// say so next to any failure instead of leaving users to guess (VISREG §4.1: flaky
/// goldens almost always come from fonts and library versions).
public struct RenderEnvironment: Hashable, Sendable {
    /// In a fixed order: `(name, value)`, e.g. `("cairo", "1.16.0")`.
    public var entries: [Entry]

    public struct Entry: Hashable, Sendable {
        public var name: String
        public var value: String
    }

    public init(entries: [Entry]) { self.entries = entries }

    /// The families whose files are fingerprinted: the text face and the CJK fallback.
    static let fontFamilies = [Fonts.family, "WenQuanYi Micro Hei"]

    /// This process's environment (read once).
    public static let current: RenderEnvironment = {
        var entries: [Entry] = [
            Entry(name: "cairo", value: String(cString: cairo_version_string())),
            Entry(name: "pango", value: String(cString: pango_version_string())),
            Entry(name: "harfbuzz", value: String(cString: hb_version_string())),
            Entry(name: "freetype", value: freetypeVersion()),
            Entry(name: "fontconfig", value: dotted(Int(FcGetVersion()), parts: [10000, 100, 1])),
        ]
        for family in fontFamilies { entries.append(Entry(name: "font \(family)", value: fontFingerprint(family: family))) }
        return RenderEnvironment(entries: entries)
    }()

    /// The text form: a comment, then `name: value` lines.
    public var text: String {
        (["# What the goldens were rendered with; `bezel record` writes this file and `bezel check` compares it."]
            + entries.map { "\($0.name): \($0.value)" }).joined(separator: "\n") + "\n"
    }

    /// Reads the text form; lines that are not `name: value` are ignored.
    public init(text: String) {
        entries = text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), let colon = line.range(of: ": ") else { return nil }
            return Entry(name: String(line[..<colon.lowerBound]), value: String(line[colon.upperBound...]))
        }
    }

    /// One line per entry that differs between `recorded` and `self`, e.g.
    /// `cairo: 1.18.0 here, 1.16.0 in the goldens`.
    public func differences(from recorded: RenderEnvironment) -> [String] {
        var lines: [String] = []
        let names = entries.map(\.name) + recorded.entries.map(\.name).filter { name in !entries.contains { $0.name == name } }
        for name in names {
            let here = entries.first { $0.name == name }?.value
            let there = recorded.entries.first { $0.name == name }?.value
            if here != there { lines.append("\(name): \(here ?? "(none)") here, \(there ?? "(none)") in the goldens") }
        }
        return lines
    }
}

private func dotted(_ number: Int, parts: [Int]) -> String {
    parts.map { String(number / $0 % 100) }.joined(separator: ".")
}

private func freetypeVersion() -> String {
    var major: Int32 = 0
    var minor: Int32 = 0
    var patch: Int32 = 0
    bezel_freetype_version(&major, &minor, &patch)
    return major == 0 ? "unknown" : "\(major).\(minor).\(patch)"
}

/// `<version> (<n> files, fnv1a-64 <hash>)`: the font version fontconfig reports and a hash of
/// every file of the family, in path order, so a changed or added file shows.
private func fontFingerprint(family: String) -> String {
    guard let pattern = FcPatternCreate() else { return "unknown" }
    defer { FcPatternDestroy(pattern) }
    _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
    guard let objects = FcObjectSetCreate() else { return "unknown" }
    defer { FcObjectSetDestroy(objects) }
    _ = FcObjectSetAdd(objects, FC_FILE)
    _ = FcObjectSetAdd(objects, FC_FONTVERSION)
    guard let list = FcFontList(nil, pattern, objects) else { return "not installed" }
    defer { FcFontSetDestroy(list) }
    var files: [(path: String, version: Int32)] = []
    for index in 0..<Int(list.pointee.nfont) {
        guard let font = list.pointee.fonts[index] else { continue }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
        var version: Int32 = 0
        _ = FcPatternGetInteger(font, FC_FONTVERSION, 0, &version)
        files.append((String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self)), version))
    }
    guard !files.isEmpty else { return "not installed" }
    files.sort { $0.path < $1.path }
    var hash = FNV1a()
    for file in files {
        guard let data = FileManager.default.contents(atPath: file.path) else { continue }
        hash.add(data)
    }
    // fontconfig's version is 16.16 fixed point, e.g. 197853 = 3.019.
    let versions = Set(files.map { String(format: "%.3f", Double($0.version) / 65536) }).sorted()
    return "\(versions.joined(separator: "/")) (\(files.count) file\(files.count == 1 ? "" : "s"), fnv1a-64 \(String(hash.value, radix: 16)))"
}
