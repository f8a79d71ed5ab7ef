import Foundation
import Scene
import Support

/// Bad input to a golden selection (exit status 2); `description` is the line to print.
public enum CaseSelectionError: Error, CustomStringConvertible {
    /// A named scene file cannot be read or expanded.
    case scene(SourceError)
    /// An item is neither a scene file nor under the golden folder (`golden`, as given).
    case neitherSceneNorGolden(item: String, golden: String)
    /// An item under the golden folder holds no case.
    case nothingStored(item: String)

    public var description: String {
        switch self {
        case .scene(let error): error.description
        case .neitherSceneNorGolden(let item, let golden):
            "error: \(item): not a scene file (.yaml, .yml, .json) and not under the golden folder \(golden)/"
        case .nothingStored(let item): "error: \(item): no golden case is stored there"
        }
    }
}

extension GoldenMatrix {
    /// The cases `bezel check` and `bezel record` are given: a scene file gives its gallery cases;
    /// a folder or file under the golden folder (`golden`, as typed) gives the cases stored
    /// there; nothing gives every case. Each case once, in the order named. Throws
    /// `CaseSelectionError` for anything else.
    public static func select(_ selection: [String], golden: String, examples: URL) throws -> [GoldenCase] {
        do {
            if selection.isEmpty { return try allCases(examples: examples) }
            var all: [GoldenCase]? = nil
            var chosen: [GoldenCase] = []
            let root = URL(fileURLWithPath: golden).standardizedFileURL.path + "/"
            for item in selection {
                if SceneFile.extensions.contains((item as NSString).pathExtension) {
                    chosen += try sceneCases(SceneFile.load(path: item))
                    continue
                }
                guard let relative = storedPath(item, root: root) else {
                    throw CaseSelectionError.neitherSceneNorGolden(item: item, golden: golden)
                }
                if all == nil { all = try allCases(examples: examples) }
                let matching = all!.filter { relative.isEmpty || ($0.path + "/").hasPrefix(relative) }
                guard !matching.isEmpty else { throw CaseSelectionError.nothingStored(item: item) }
                chosen += matching
            }
            var seen = Set<String>()
            return chosen.filter { seen.insert($0.path).inserted }
        } catch let error as SourceError {
            throw CaseSelectionError.scene(error)
        }
    }

    /// `item`'s path inside the golden folder (`root`, ending in /) as a folder prefix ending in /
    /// (empty for the folder itself), with a golden file's `.png` or `.layout.txt` dropped; nil
    /// when the item is outside the folder.
    private static func storedPath(_ item: String, root: String) -> String? {
        let path = URL(fileURLWithPath: item).standardizedFileURL.path
        guard (path + "/").hasPrefix(root) else { return nil }
        var relative = String((path + "/").dropFirst(root.count))
        for suffix in [".png/", ".layout.txt/"] where relative.hasSuffix(suffix) { relative = String(relative.dropLast(suffix.count)) }
        return relative.isEmpty || relative.hasSuffix("/") ? relative : relative + "/"
    }
}
