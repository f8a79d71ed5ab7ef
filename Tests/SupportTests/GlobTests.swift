import Foundation
import BezelSupport
import Testing

/// `Glob`: the shell's `*`, `?` and `[…]` within a segment and `**` across segments, as
/// `bezel.yaml`'s `scenes` uses them.
struct GlobTests {
    @Test(arguments: [
        ("*.yaml", "a.yaml", true), ("*.yaml", "docs/a.yaml", false), ("docs/*.yaml", "docs/a.yaml", true),
        ("**/*.yaml", "a.yaml", true), ("**/*.yaml", "x/y/z/a.yaml", true), ("docs/**/*.yaml", "docs/a.yaml", true),
        ("docs/**/*.yaml", "other/a.yaml", false), ("**/*.yaml", ".build/a.yaml", false), ("*.yaml", ".hidden.yaml", false),
        (".*.yaml", ".hidden.yaml", true), ("scene-?.json", "scene-1.json", true), ("scene-?.json", "scene-10.json", false),
        ("[ab].yaml", "b.yaml", true), ("[ab].yaml", "c.yaml", false), ("a*b*c", "abc", true), ("a*b*c", "aXXbYYc", true),
        ("a*b*c", "aXXbYY", false), ("exact.yaml", "exact.yaml", true),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }

    /// The two-pointer match stays linear-ish where naive backtracking takes exponential time.
    @Test func manyStarsDoNotBacktrackForever() {
        let pattern = String(repeating: "*a", count: 30) + "*b"
        #expect(!Glob(pattern).matches(String(repeating: "a", count: 250)))
    }

    @Test func findsFilesWalkingOnlyWhatCanMatch() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-glob-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["docs/a.yaml", "docs/deep/b.yaml", "docs/deep/c.txt", ".git/d.yaml", "e.yaml"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        // A link cycle is not followed.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("docs/deep/loop").path, withDestinationPath: "..")
        #expect(Glob("**/*.yaml").files(in: root) == ["docs/a.yaml", "docs/deep/b.yaml", "e.yaml"])
        #expect(Glob("docs/*.yaml").files(in: root) == ["docs/a.yaml"])
        #expect(Glob("e.yaml").files(in: root) == ["e.yaml"])
        #expect(Glob("missing/*.yaml").files(in: root) == [])
    }
}
