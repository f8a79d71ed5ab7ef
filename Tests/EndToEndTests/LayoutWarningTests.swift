import Foundation
import TestSupport
import Testing

/// `bezel render` reports Auto Layout's complaints as warnings on standard error, pointing at
/// the scene file's line and column; `--strict` makes them errors that write nothing.
struct LayoutWarningTests {
    /// A box with two required widths (lines 13 and 14): the second one, being activated, breaks.
    static let conflict = """
        bezel: 1
        devices: [iphone-8]
        os: ios-13
        screen:
          root:
            view-controller:
              view:
                subviews:
                  - id: box
                    constraints:
                      - "top == safe-area.top + 20"
                      - "leading == margins.leading"
                      - "width == 100"
                      - "width == 200"
                      - "height == 40"

        """
    /// A box with a width but no x position: ambiguous horizontally, its constraints on lines 11–13.
    static let ambiguous = """
        bezel: 1
        devices: [iphone-8, iphone-x]
        os: ios-13
        screen:
          root:
            view-controller:
              view:
                subviews:
                  - id: box
                    constraints:
                      - "top == safe-area.top + 20"
                      - "width == 100"
                      - "height == 40"

        """

    func folder(with scenes: [String: String]) throws -> URL {
        let folder = try temporaryFolder("bezel-warnings")
        for (name, text) in scenes { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    @Test func conflictWarnsInUIKitsWordsAndStillRenders() throws {
        let folder = try folder(with: ["conflict.yaml": Self.conflict])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try BuiltProgram.bezel.run(["render", "conflict.yaml", "-o", "out"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        let lines = run.error.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "conflict.yaml:14:17: warning: Unable to simultaneously satisfy constraints. [iphone-8 ios-13 portrait]")
        #expect(lines.contains("    \"<NSLayoutConstraint box.width == 100>\",  at conflict.yaml:13:17"), "\(run.error)")
        #expect(lines.contains("    \"<NSLayoutConstraint box.width == 200>\",  at conflict.yaml:14:17  <- broken"), "\(run.error)")
        #expect(lines.contains("<NSLayoutConstraint box.width == 200>  at conflict.yaml:14:17"), "\(run.error)")
        #expect(run.output.hasSuffix("; 1 layout warning\n"), "\(run.output)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/conflict.png").path))
    }

    // Strict: the same report as errors, exit 2, and no file at all, not even for a good scene
    // named first or the render cache.
    @Test func strictWritesNothingAndExitsTwo() throws {
        let folder = try folder(with: ["conflict.yaml": Self.conflict])
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = Repository.root.appendingPathComponent("examples/notch-landscape.yaml").path
        let run = try BuiltProgram.bezel.run(["render", good, "conflict.yaml", "-o", "out", "--strict"], in: folder)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("conflict.yaml:14:17: error: Unable to simultaneously satisfy constraints."), "\(run.error)")
        #expect(run.error.hasSuffix("error: --strict: 1 layout warning (above) count as errors; nothing was written\n"), "\(run.error)")
        #expect(run.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        // To standard output, too: no image bytes.
        let piped = try BuiltProgram.bezel.run(["render", "conflict.yaml", "-o", "-", "--strict"], in: folder)
        #expect(piped.status == 2 && piped.bytes.isEmpty)
    }

    // Ambiguity names the view, the axis and where its constraints are; the same issue on two
    // devices is one warning naming both layouts. --quiet keeps warnings and drops the file list.
    @Test func ambiguityNamesViewAxisAndLines() throws {
        let folder = try folder(with: ["ambiguous.yaml": Self.ambiguous])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try BuiltProgram.bezel.run(["render", "ambiguous.yaml", "-o", "out", "--quiet"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.isEmpty)
        #expect(
            run.error == """
                ambiguous.yaml:11:17: warning: ambiguous layout: "box" (horizontal): its constraints at ambiguous.yaml:11:17, \
                ambiguous.yaml:12:17, ambiguous.yaml:13:17 leave its x position or width undetermined; Auto Layout picks one of \
                many (UIKit does not log this) [iphone-8 ios-13 portrait, iphone-x ios-13 portrait]

                """)
        let strict = try BuiltProgram.bezel.run(["render", "ambiguous.yaml", "-o", "strict", "--strict"], in: folder)
        #expect(strict.status == 2 && strict.error.hasPrefix("ambiguous.yaml:11:17: error: ambiguous layout: \"box\" (horizontal)"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("strict").path))
    }
}
