import Foundation
import TestSupport
import Testing

/// Two processes, the same scenes, the same bytes. Swift seeds `Dictionary` and `Set` order
/// afresh in every process, so output that depended on that order would differ between two runs
/// of `bezel` but never between two renders inside one test process: these tests compare runs.
/// (The solver on its own: `CommandLineTests.solverIsDeterministicAcrossProcesses`.)
struct DeterminismTests {
    /// A 4 × 6 grid of buttons, each tied to its neighbours by required equalities and
    /// inequalities and pulled elsewhere by optional constraints of distinct priorities: 168
    /// constraints that the solver must settle the same way every time. Navigation bar, tap
    /// regions and class names make the drawing depend on the whole tree.
    static var constraintGrid: String {
        var lines = [
            "bezel: 1", "devices: [iphone-7, iphone-x]", "os: [ios-10, ios-13]", "overlays: [tap-regions, class-names]", "screen:",
            "  root:", "    navigation-controller:", "      view-controllers:", "        - view-controller:", "            id: grid",
            "            view:", "              subviews:",
        ]
        for index in 0..<24 {
            let (row, column) = index.quotientAndRemainder(dividingBy: 4)
            var constraints = [
                row == 0 ? "top == safe-area.top + 8" : "top == v\(index - 4).bottom + 8",
                column == 0 ? "leading == margins.leading" : "leading == v\(index - 1).trailing + 8",
                column == 0 ? "height == 40 @ \(300 + index)" : "height == v\(index - 1).height",
                "width <= \(60 + index) @ \(500 + index)",
                "height >= \(30 + index % 7)",
                row == 0 ? "height <= 44 @ 750" : "centerY == v\(index - 4).centerY + 48 @ 250",
            ]
            if column > 0 { constraints.append("width == v\(index - 1).width") }
            if column == 3 { constraints.append("trailing == margins.trailing") }
            lines += ["                - class: UIButton", "                  id: v\(index)", "                  constraints:"]
            lines += constraints.map { "                    - \"\($0)\"" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Beside the grid: a tab bar holding a navigation controller (four devices) and a sheet.
    static let gallery = ["examples/screens/tabs-and-navigation.yaml", "examples/navigation-bar-ios-10-vs-11.yaml"]

    /// Every file under `folder` by its path inside it, with its bytes.
    func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// `bezel render` of the grid and the gallery scenes, twice: every image (and, for PNG, every
    /// layout dump) and the render cache are the same bytes. 3 grid images, 4 tab-bar images and
    /// the sheet; `.bezel-render-cache`; for PNG the 7 `.layout.txt` dumps (a sheet has none).
    @Test(arguments: [("png", 16), ("svg", 9), ("pdf", 9)])
    func renderWritesTheSameBytes(format: String, files: Int) throws {
        let folder = try temporaryFolder("bezel-determinism")
        defer { try? FileManager.default.removeItem(at: folder) }
        let grid = folder.appendingPathComponent("grid.yaml")
        try Self.constraintGrid.write(to: grid, atomically: true, encoding: .utf8)
        var runs: [[String: Data]] = []
        for name in ["first", "second"] {
            let out = folder.appendingPathComponent(name)
            let options = ["-o", out.path, "--format", format, "--scale", "1", "-q"] + (format == "png" ? ["--dump"] : [])
            let run = try BuiltProgram.bezel.run(["render", grid.path] + Self.gallery + options)
            try #require(run.status == 0, "\(run.error)")
            runs.append(try contents(of: out))
        }
        #expect(runs[0].count == files, "\(runs[0].keys.sorted())")
        #expect(runs[0].keys.sorted() == runs[1].keys.sorted())
        for (path, bytes) in runs[0].sorted(by: { $0.key < $1.key }) {
            #expect(runs[1][path] == bytes, "\(path) differs between two runs of bezel render")
        }
    }

    /// `bezel explain` of the grid, as text and as JSON, twice: the same output.
    @Test(arguments: [[], ["--json"]])
    func explainPrintsTheSameText(options: [String]) throws {
        let folder = try temporaryFolder("bezel-determinism")
        defer { try? FileManager.default.removeItem(at: folder) }
        let grid = folder.appendingPathComponent("grid.yaml")
        try Self.constraintGrid.write(to: grid, atomically: true, encoding: .utf8)
        let first = try BuiltProgram.bezel.run(["explain", grid.path] + options)
        try #require(first.status == 0, "\(first.error)")
        #expect(first.output.contains("v23"))
        let second = try BuiltProgram.bezel.run(["explain", grid.path] + options)
        #expect(second.status == 0)
        #expect(second.bytes == first.bytes, "two runs of bezel explain \(options.joined(separator: " ")) differ")
    }
}
