import Foundation
import BezelScene
import BezelSupport

/// Bad input to a golden selection (exit status 2); `description` is the line to print.
public enum CaseSelectionError: UserFacingError {
    /// A named scene file, or the project's, cannot be read or expanded.
    case scene(SourceError)
    /// An item is neither a scene file nor under the golden folder (`golden`, as shown).
    case neitherSceneNorGolden(item: String, golden: String)
    /// An item under the golden folder holds no case.
    case nothingStored(item: String)
    /// Two scene files give their cases the same paths.
    case sameCases(first: String, second: String, feature: String)

    public var description: String {
        switch self {
        case .scene(let error): error.description
        case .neitherSceneNorGolden(let item, let golden):
            "error: \(item): not a scene file (.yaml, .yml, .json) and not under the golden folder \(golden)/"
        case .nothingStored(let item): "error: \(item): no golden case is stored there"
        case .sameCases(let first, let second, let feature):
            "error: \(first) and \(second) both make the golden cases of \(feature); scene names must differ"
        }
    }
}

extension GoldenProject {
    /// Every case of the project, in order: the device matrix (if asked), the matrix scenes, then
    /// the scenes in path order.
    public func allCases() throws(CaseSelectionError) -> [GoldenCase] {
        do {
            var cases = deviceMatrix ? GoldenMatrix.deviceCases(scale: fixedScale ?? 1) : []
            for url in matrixScenes { cases += try GoldenMatrix.matrixSceneCases(SceneFile.load(path: displayPath(url)), scale: scale) }
            for path in try sceneFiles() { cases += try GoldenMatrix.sceneCases(SceneFile.load(path: path), scale: scale) }
            return try distinct(cases)
        } catch let error as SourceError {
            throw .scene(error)
        } catch let error as CaseSelectionError {
            throw error
        } catch {
            preconditionFailure("case expansion throws SourceError or CaseSelectionError, not \(error)")
        }
    }

    /// The cases `bezel check` and `bezel record` are given: a scene file gives its cases (the
    /// project's, or any other); a folder or file under the golden folder gives the cases stored
    /// there; nothing gives every case. Each case once, in the order named.
    public func select(_ selection: [String]) throws(CaseSelectionError) -> [GoldenCase] {
        if selection.isEmpty { return try allCases() }
        var all: [GoldenCase]? = nil
        var chosen: [GoldenCase] = []
        let root = golden.standardizedFileURL.path + "/"
        for item in selection {
            if SceneFile.extensions.contains((item as NSString).pathExtension.lowercased()) {
                chosen += try casesOf(scene: item)
                continue
            }
            guard let relative = Self.storedPath(item, root: root) else {
                throw .neitherSceneNorGolden(item: item, golden: displayPath(golden))
            }
            if all == nil { all = try allCases() }
            let matching = all!.filter { relative.isEmpty || ($0.path + "/").hasPrefix(relative) }
            guard !matching.isEmpty else { throw .nothingStored(item: item) }
            chosen += matching
        }
        var seen = Set<String>()
        return chosen.filter { seen.insert($0.path).inserted }
    }

    /// A named scene's cases: as a matrix scene if the project lists it so, else as a scene.
    private func casesOf(scene item: String) throws(CaseSelectionError) -> [GoldenCase] {
        do {
            let file = try SceneFile.load(path: item)
            let path = URL(fileURLWithPath: item).standardizedFileURL.path
            if matrixScenes.contains(where: { $0.standardizedFileURL.path == path }) {
                return try GoldenMatrix.matrixSceneCases(file, scale: scale)
            }
            return try GoldenMatrix.sceneCases(file, scale: scale)
        } catch let error as SourceError {
            throw .scene(error)
        } catch {
            preconditionFailure("case expansion throws SourceError, not \(error)")
        }
    }

    private var fixedScale: Double? {
        if case .fixed(let value) = scale { value } else { nil }
    }

    /// Cases whose paths two scene files share (two `login.yaml` in different folders) are an
    /// error: one golden cannot stand for both.
    private func distinct(_ cases: [GoldenCase]) throws(CaseSelectionError) -> [GoldenCase] {
        var owner: [String: String] = [:]
        for c in cases {
            let source = c.source ?? "the device matrix"
            if let first = owner[c.path], first != source { throw .sameCases(first: first, second: source, feature: c.feature) }
            owner[c.path] = source
        }
        return cases
    }

    /// `item`'s path inside the golden folder (`root`, ending in /) as a folder prefix ending in /
    /// (empty for the folder itself), with a golden file's `.png` or `.layout.txt` dropped; nil
    /// when the item is outside the folder.
    static func storedPath(_ item: String, root: String) -> String? {
        let path = URL(fileURLWithPath: item).standardizedFileURL.path
        guard (path + "/").hasPrefix(root) else { return nil }
        var relative = String((path + "/").dropFirst(root.count))
        for suffix in [".png/", ".layout.txt/"] where relative.hasSuffix(suffix) { relative = String(relative.dropLast(suffix.count)) }
        return relative.isEmpty || relative.hasSuffix("/") ? relative : relative + "/"
    }
}
