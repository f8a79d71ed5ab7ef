import Foundation
import BezelRaster
import TestSupport

/// A golden folder as it stands: each file and link (by path inside the folder), where each link
/// points, and the bytes read through each path. Compared before and after a killed
/// `bezel record` (RecordKillTests).
struct GoldenTree: Equatable {
    enum Entry: Equatable {
        case file
        case link(String)
    }

    var entries: [String: Entry] = [:]
    /// The bytes each path reads as, through its link; none for a link that leads nowhere.
    var contents: [String: Data] = [:]

    init(_ root: URL) throws {
        let manager = FileManager.default
        for path in try manager.subpathsOfDirectory(atPath: root.path) {
            let url = root.appendingPathComponent(path)
            let type = try manager.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
            if type == .typeSymbolicLink {
                entries[path] = .link(try manager.destinationOfSymbolicLink(atPath: url.path))
            } else if type == .typeRegular {
                entries[path] = .file
            } else {
                continue
            }
            contents[path] = try? Data(contentsOf: url)
        }
    }

    /// Puts every file and link of this tree back as it was in `root`, which now stands as
    /// `now`; files it does not hold (temporary files of killed writes) stay, for the next run to
    /// remove.
    func restore(in root: URL, from now: GoldenTree) throws {
        let manager = FileManager.default
        for (path, entry) in entries where now.entries[path] != entry || now.contents[path] != contents[path] {
            let url = root.appendingPathComponent(path)
            if now.entries[path] != nil { try manager.removeItem(at: url) }
            switch entry {
            case .file: try contents[path]!.write(to: url)
            case .link(let destination): try manager.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
            }
        }
    }
}

/// What RecordKillTests copies and changes: a stored image shared by at least three links. Of
/// those images, the one quickest to record: a run's time goes mostly to
/// encoding the image (its pixels) and walking the copied folders (the top folders of its
/// links, closed under where their own links point).
struct KillPlan {
    /// The top folders of Golden/ to copy (each link in them points inside them).
    var folders: [String]
    /// The stored image shared by links (its path inside Golden/).
    var target: String

    /// The golden case to record: the image's path without `.png`.
    var goldenCase: String { String(target.dropLast(".png".count)) }

    /// The plan for `golden`, or nil when no stored image is shared by at least three links.
    static func make(_ golden: URL) throws -> KillPlan? {
        let tree = try GoldenTree(golden)
        var resolved: [String: String] = [:]
        for case let (path, .link(destination)) in tree.entries where path.hasSuffix(".png") {
            let folder = (path as NSString).deletingLastPathComponent
            resolved[path] = URL(fileURLWithPath: "/" + folder).appendingPathComponent(destination).standardizedFileURL.path
                .dropFirst().description
        }
        func top(_ path: String) -> String { String(path.split(separator: "/")[0]) }
        func closure(_ start: Set<String>) -> Set<String> {
            var folders = start
            while true {
                let more = folders.union(resolved.filter { folders.contains(top($0.key)) }.map { top($0.value) })
                if more == folders { return folders }
                folders = more
            }
        }
        let size = Dictionary(grouping: tree.entries.keys, by: top).mapValues(\.count)
        var best: (cost: Int, plan: KillPlan)? = nil
        for (target, links) in Dictionary(grouping: resolved.keys.sorted(), by: { resolved[$0]! }).sorted(by: { $0.key < $1.key })
        where links.count >= 3 && tree.entries[target] == .file {
            let folders = closure(Set(links.map(top) + [top(target)]))
            // The width and height are the IHDR's first two words, at bytes 16 and 20.
            let header = [UInt8](tree.contents[target]?.prefix(24) ?? Data())
            guard header.count == 24 else { continue }
            func word(_ at: Int) -> Int { header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            let cost = word(16) * word(20) / 1000 + folders.reduce(0) { $0 + (size[$1] ?? 0) }
            if best == nil || cost < best!.cost {
                best = (cost, KillPlan(folders: folders.sorted(), target: target))
            }
        }
        return best?.plan
    }

    /// Copies the plan's folders (links as links) and the folder's own files.
    func copy(from golden: URL, to copy: URL) throws {
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for name in folders + ["tolerance.yaml", "environment.txt"] {
            try FileManager.default.copyItem(at: golden.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
    }

    /// Gives record something to write: one pixel of the shared image changes (so the cases that
    /// link to it differ from a fresh render too), and its layout dump gains a line.
    func makeWork(in golden: URL) throws {
        let url = golden.appendingPathComponent(target)
        var image = try PNGCodec.decode([UInt8](try Data(contentsOf: url)))
        for channel in 0..<3 { image.pixels[channel] = 255 - image.pixels[channel] }
        try Data(try PNGCodec.encode(image)).write(to: url)
        let layout = golden.appendingPathComponent(goldenCase + ".layout.txt")
        try (try String(contentsOf: layout, encoding: .utf8) + "changed by RecordKillTests\n").write(
            to: layout, atomically: true, encoding: .utf8)
    }
}
