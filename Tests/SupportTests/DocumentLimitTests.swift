import Foundation
import BezelSupport
import Testing

/// The bounds of docs/limits.md, each checked where a document is read (issue 19).
struct DocumentLimitTests {
    private func parseError(_ text: String, file: String = "s.yaml") -> SourceError? {
        do {
            _ = try DocumentNode.parse(text, file: file)
            return nil
        } catch {
            return error
        }
    }

    // "Billion laughs": nine levels of nine aliases, 10⁹ values from under 700 bytes. Refused at
    // the first anchor, before Yams can expand anything (it used to take 15–32 s and 4–6 GB).
    @Test func anAliasBombIsRefusedAtItsFirstAnchor() throws {
        var lines = ["bezel: 1", "a: &a [\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\"]"]
        var previous = "a"
        for name in "bcdefghi" {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]")
            previous = String(name)
        }
        let error = try #require(parseError(lines.joined(separator: "\n")))
        #expect(error.line == 2 && error.column == 4, "\(error)")
        #expect(error.message.hasPrefix("YAML anchors (&name) are not supported"))
    }

    @Test func theAnchorScanSkipsQuotesCommentsAndBlockScalars() {
        #expect(firstAnchorOrAlias(in: "title: \"&not an anchor *nor alias\"\n") == nil)
        #expect(firstAnchorOrAlias(in: "title: 'it''s &x'\n# a comment with *star\n") == nil)
        #expect(firstAnchorOrAlias(in: "note: |\n  * a list item\n  &more\nother: 5*3\n") == nil)
        #expect(firstAnchorOrAlias(in: "title: a&b and c*d\n") == nil)
        let alias = firstAnchorOrAlias(in: "note: |\n  * item\nlist: [1, *x]\n")
        #expect(alias?.line == 3 && alias?.column == 11 && alias?.isAlias == true)
        let multiLine = firstAnchorOrAlias(in: "title: \"one\n  two\" \nx: - &y 1\n")
        #expect(multiLine?.line == 3 && multiLine?.isAlias == false)
    }

    // RFC-8259 has no trailing commas; YAML (which reads the file for positions) would take one.
    @Test func jsonFilesAreHeldToJSON() throws {
        let trailing = try #require(parseError("{\"bezel\": 1,\n  \"devices\": [\"iphone-x\",]\n}", file: "s.json"))
        #expect(trailing.description == "s.json:2:26: error: malformed JSON: a trailing comma is not allowed in JSON")
        #expect(parseError("{\"bezel\": 1, devices: 2}", file: "s.json")?.message == "malformed JSON: expected a key in double quotes")
        #expect(parseError("{\"a\": [1, 2.5e3, -0, true, null, \"\\u00e9\\n\"]}", file: "s.json") == nil)
        // The same text is fine YAML in a .yaml file.
        #expect(parseError("{\"bezel\": 1, \"devices\": [\"iphone-x\",]}") == nil)
    }

    @Test func valuesNestingAndCountsAreBounded() throws {
        let long = String(repeating: "x", count: DocumentLimits.maxScalarCharacters + 1)
        #expect(parseError("title: \(long)\n")?.message == "a value of 10001 characters; the limit is 10000")
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(parseError(deep)?.message == "nested more than 128 levels deep")
        #expect(parseError(deep, file: "s.json")?.message == "malformed JSON: nested more than 128 levels deep")
        let many = "[" + Array(repeating: "1", count: DocumentLimits.maxNodes + 1).joined(separator: ",") + "]"
        #expect(parseError(many)?.message == "more than 200000 values in one file")
    }

    @Test func duplicateKeysAreLocatedToTheColumn() throws {
        let error = try #require(parseError("bezel: 1\nscreen:\n  root: 1\n  root: 2\n"))
        #expect(error.description == "s.yaml:4:3: error: root: appears twice in the same mapping")
    }

    struct Reader: DocumentReading { var file = "s.yaml" }

    // Any number a scene may hold is finite and within ±100,000; .nan and 1e19 are named as such.
    @Test func numbersAreFiniteAndInRange() throws {
        let reader = Reader()
        func read(_ text: String) throws(SourceError) -> [Double] {
            try reader.numbers(try DocumentNode.parse("v: \(text)\n", file: "s.yaml").mapping("v"), "v", count: 1, what: "a width")
        }
        #expect(try read("100000") == [100_000])
        #expect(throws: SourceError(file: "s.yaml", line: 1, column: 4, field: "v", message: "\"1e19\" is out of range; numbers lie between -100000 and 100000")) {
            try read("1e19")
        }
        #expect(throws: SourceError(file: "s.yaml", line: 1, column: 4, field: "v", message: "expected a width, got .nan, which is not a finite number")) {
            try read(".nan")
        }
        #expect(throws: SourceError(file: "s.yaml", line: 1, column: 4, field: "v", message: "expected a width, got -.inf, which is not a finite number")) {
            try read("-.inf")
        }
    }

    @Test func filesAreReadOnlyWhenRegularSmallAndUTF8() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func message(_ path: String) -> String? {
            do {
                _ = try DocumentNode.readText(path: path)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(message(folder.path) == "\(folder.path): error: is a folder, not a file")
        #expect(message("/dev/zero") == "/dev/zero: error: is not a regular file")
        let bad = folder.appendingPathComponent("bad.yaml")
        try Data("bezel: 1\ntitle: \"ab\u{e9}".utf8 + [0xFF] + Array("\"\n".utf8)).write(to: bad)
        #expect(message(bad.path) == "\(bad.path):2:12: error: the file is not UTF-8 text (an invalid byte here)")
        let bom = folder.appendingPathComponent("bom.yaml")
        try Data([0xEF, 0xBB, 0xBF] + Array("bezel: 1\n".utf8)).write(to: bom)
        #expect(try DocumentNode.readText(path: bom.path) == "bezel: 1\n")
        let big = folder.appendingPathComponent("big.yaml")
        try Data(count: DocumentLimits.maxFileBytes + 1).write(to: big)
        #expect(message(big.path) == "\(big.path): error: the file is 4194305 bytes; the limit is 4194304 bytes (4 MB)")
        let largest = folder.appendingPathComponent("largest.yaml")
        try Data(repeating: 0x20, count: DocumentLimits.maxFileBytes).write(to: largest)
        #expect(try DocumentNode.readText(path: largest.path).utf8.count == DocumentLimits.maxFileBytes)
        let empty = folder.appendingPathComponent("empty.yaml")
        try Data().write(to: empty)
        #expect(try DocumentNode.readText(path: empty.path) == "")
        #expect(message(folder.appendingPathComponent("missing.yaml").path) == "\(folder.path)/missing.yaml: error: no such file")
        // A link is followed to what it names; a pipe is refused before it is opened, which would
        // wait for a writer.
        let link = folder.appendingPathComponent("link.yaml")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: bom.path)
        #expect(try DocumentNode.readText(path: link.path) == "bezel: 1\n")
        let folderLink = folder.appendingPathComponent("folder-link.yaml")
        try FileManager.default.createSymbolicLink(atPath: folderLink.path, withDestinationPath: folder.path)
        #expect(message(folderLink.path) == "\(folderLink.path): error: is a folder, not a file")
        let pipe = folder.appendingPathComponent("pipe.yaml")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        #expect(message(pipe.path) == "\(pipe.path): error: is not a regular file")
    }

    @Test func longNamesAreShortenedAndGetNoSuggestion() {
        let long = String(repeating: "iphone-x", count: 20_000)
        #expect(closest(to: long, among: ["iphone-x"]).isEmpty)
        #expect(quoted(long) == "\"\(long.prefix(64))…\" (160000 characters)")
        #expect(quoted("iphone-x") == "\"iphone-x\"")
    }
}

extension DocumentNode {
    /// The value of `key` in a mapping (test helper).
    fileprivate func mapping(_ key: String) -> DocumentNode {
        guard case .mapping(let pairs) = value else { return self }
        return pairs.first { $0.key == key }!.value
    }
}
