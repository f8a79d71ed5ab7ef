import Foundation
import BezelRaster
import TestSupport
import Testing

/// `bezel import`, `bezel render` of a dump and `bezel compare`, run as a user runs them: what
/// they print, write and exit with, on published dumps (Tests/Fidelity/dumps/) and broken ones.
struct DumpCommandTests {
    func bezel(_ arguments: [String], input: [UInt8]? = nil) throws -> BuiltProgram.Run {
        try BuiltProgram.bezel.run(arguments, input: input)
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-dumps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// FID-D-QYNAVBACK: the scene on standard output, the guesses on standard error; with -o the
    /// scene is written and renders like the dump itself.
    @Test func importWritesTheScene() throws {
        let run = try bezel(["import", "Tests/Fidelity/dumps/fid-d-qynavback.txt"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("devices: [iphone-4s]\nos: [ios-7]\n"))
        #expect(run.output.contains("    - {depth: 2, class: \"UINavigationBar\", frame: [0, 20, 320, 44], user-interaction-enabled: false}"))
        #expect(run.error.contains("note: guessed iPhone 4s (iphone-4s) from the 320×480 pt window"))
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("story.yaml").path
        #expect(try bezel(["import", "Tests/Fidelity/dumps/fid-d-qynavback.txt", "-o", scene, "--device", "iphone-4s", "--os", "ios-7"]).status == 0)
        let fromScene = try bezel(["render", scene, "-o", "-"])
        let fromDump = try bezel(["render", "Tests/Fidelity/dumps/fid-d-qynavback.txt", "-o", "-"])
        #expect(fromScene.status == 0 && fromDump.status == 0, "\(fromScene.error) \(fromDump.error)")
        // The same views, drawn the same; only the title (the file name) differs.
        let (a, b) = (try PNGCodec.decode(fromScene.bytes), try PNGCodec.decode(fromDump.bytes))
        #expect(a.width == b.width && a.height == b.height)
    }

    /// `compare` exits 0 when Bezel agrees (FID-D-LNPOPUP-168), 1 when they differ
    /// (FID-D-QYNAVBACK), and writes the side-by-side picture.
    @Test func compareExitsWithTheVerdict() throws {
        let agrees = try bezel(["compare", "Tests/Fidelity/dumps/fid-d-lnpopup-168.txt", "--device", "iphone-7", "--os", "ios-10"])
        #expect(agrees.status == 0, "\(agrees.output)\(agrees.error)")
        #expect(agrees.output.hasSuffix(": Bezel agrees\n"))
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("side.png").path
        let differs = try bezel(["compare", "Tests/Fidelity/dumps/fid-d-qynavback.txt", "--json", "-o", picture])
        #expect(differs.status == 1, "\(differs.error)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(differs.output.utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["agrees"] as? Bool == false)
        #expect(summary["matched"] as? Int == 15)
        #expect(try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: picture)))).width > 1000)
    }

    /// Broken dumps: exit 2, nothing written, the line and column named.
    @Test(arguments: [
        (
            "<UIWindow: 0x1; frame = (0 0; 320 480)>\n   | <UIView: 0x2; frame = (0 0; 32\n   |    | <UILabel: 0x3; frame = (0 0; 1 1)>\n",
            "cut.txt:2:36: error: the description stops here without its closing \">\""
        ),
        (
            "<UIWindow: 0x1; frame = (0 0; 320 480)>\n   | <UIView: 0x2; frame = (0 0; 1 1)>\n   |    | <UIView: 0x3; frame = (0 0; 1 1)>\n   |\t| <UIView: 0x4; frame = (0 0; 1 1)>\n",
            "cut.txt:4:6: error: mixed indentation: a tab between two \"|\" here, 4 spaces on the lines above"
        ),
        ("Dear diary,\ntoday I debugged a view.\n", "cut.txt:1:1: error: no view dump found"),
        ("<UIView: 0x1; frame = (0 0; 1 1)>\n\u{0}\u{1}\u{2}garbage", "cut.txt:2:1: error: control character U+0000"),
    ])
    func brokenDumps(_ text: String, message: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("cut.txt")
        try Data(text.utf8).write(to: path)
        for command in [["import", path.path, "-o", folder.appendingPathComponent("out.yaml").path], ["render", path.path, "-o", folder.path], ["compare", path.path]] {
            let run = try bezel(command)
            #expect(run.status == 2, "\(command[0]): \(run.error)")
            #expect(run.error.replacingOccurrences(of: folder.path + "/", with: "").hasPrefix(message), "\(command[0]): \(run.error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cut.txt"])
    }

    /// Binary data that is not even UTF-8 is refused before it is read as a dump.
    @Test func notUTF8() throws {
        let run = try bezel(["import", "-"], input: [0x3C, 0x55, 0xFF, 0xD8, 0x00])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("<stdin>:1:3: error:"), "\(run.error)")
    }
}
