import BezelDumps
import BezelGeometry
import BezelSupport
import Testing
import TestSupport

/// What the reader refuses, each with the line and column it names, and what it tolerates.
@Suite struct MalformedDumpTests {
    static let window = "<UIWindow: 0x7f9; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600>>"
    static let container = "   | <UILayoutContainerView: 0x7fa; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x601>>"
    static let bar = "   |    | <UINavigationBar: 0x7fb; frame = (0 20; 375 44); opaque = NO; layer = <CALayer: 0x602>>"
    static let label = "   |    |    | <UILabel: 0x7fc; frame = (0 3; 163 22); text = 'A; b>'; layer = <CALayer: 0x603>>"

    func error(_ text: String) -> SourceError? {
        do {
            _ = try ViewDump.parse(text, file: "bad.txt")
            return nil
        } catch {
            return error
        }
    }

    @Test func cutInTheMiddle() throws {
        let cut = String(Self.container.prefix(40))
        let failure = try #require(error([Self.window, cut, Self.bar].joined(separator: "\n")))
        #expect(failure.line == 2)
        #expect(failure.column == 41)
        #expect(failure.message.contains("cut in the middle of this line"))
    }

    @Test func mixedIndentation() throws {
        let tabbed = Self.label.replacingOccurrences(of: "   |    |    | ", with: "   |    |\t| ")
        let failure = try #require(error([Self.window, Self.container, Self.bar, tabbed].joined(separator: "\n")))
        #expect(failure.line == 4)
        #expect(failure.column == 11)
        #expect(failure.message == "mixed indentation: a tab between two \"|\" here, 4 spaces on the lines above; each level of a dump is marked the same way")
        let shifted = " " + Self.bar
        let margin = try #require(error([Self.window, Self.container, shifted].joined(separator: "\n")))
        #expect(margin.line == 3)
        #expect(margin.message.hasPrefix("mixed indentation: 4 spaces before the first \"|\" here, 3 spaces on the lines above"))
    }

    @Test func aLevelSkipped() throws {
        let failure = try #require(error([Self.window, Self.label].joined(separator: "\n")))
        #expect(failure.line == 2)
        #expect(failure.column == 14)
        #expect(failure.message.hasPrefix("this line is 3 levels deep, but the entry before it is at level 0"))
    }

    @Test func notADump() throws {
        let failure = try #require(error("bezel: 1\ndevices: [iphone-x]\n"))
        #expect(failure.line == 1)
        #expect(failure.column == 1)
        #expect(failure.message.hasPrefix("no view dump found"))
        #expect(error("") != nil)
    }

    @Test func binaryGarbage() throws {
        let failure = try #require(error(Self.window + "\n\u{0}\u{1}PNG\u{1A}"))
        #expect(failure.line == 2)
        #expect(failure.column == 1)
        #expect(failure.message.hasPrefix("control character U+0000"))
    }

    @Test func badFrame() throws {
        let failure = try #require(error("<UIView: 0x1; frame = (0 0; wide 44); layer = <CALayer: 0x2>>"))
        #expect(failure.line == 1)
        #expect(failure.column == 23)
        #expect(failure.field == "frame")
        #expect(failure.message == "\"wide\" is not a number")
        let three = try #require(error("<UIView: 0x1; frame = (0 0; 44); layer = <CALayer: 0x2>>"))
        #expect(three.message == "expected 4 numbers in \"(0 0; 44)\", found 3")
        let huge = try #require(error("<UIView: 0x1; frame = (0 0; 1e300 44)>"))
        #expect(huge.message.hasSuffix("the largest number a dump may hold"))
    }

    @Test func limits() throws {
        var deep = [Self.window]
        for depth in 1...(DumpLimits.maxDepth + 1) {
            deep.append(String(repeating: "   |", count: depth) + " <UIView: 0x\(depth); frame = (0 0; 1 1)>")
        }
        let tooDeep = try #require(error(deep.joined(separator: "\n")))
        #expect(tooDeep.line == DumpLimits.maxDepth + 2)
        #expect(tooDeep.message.hasPrefix("more than \(DumpLimits.maxDepth) levels deep"))
        let many = Array(repeating: "<UIView: 0x1; frame = (0 0; 1 1)>", count: DumpLimits.maxViews + 1).joined(separator: "\n")
        #expect(error(many)?.line == DumpLimits.maxViews + 1)
        let long = "<UIView: 0x1; frame = (0 0; 1 1); text = '" + String(repeating: "a", count: DumpLimits.maxLineCharacters) + "'>"
        #expect(error(long)?.column == DumpLimits.maxLineCharacters + 1)
    }

    /// Quoted text may hold `;` and `>`; the text ends at a quote followed by another property.
    @Test func quotedText() throws {
        let dump = try ViewDump.parse([Self.window, Self.container, Self.bar, Self.label].joined(separator: "\n"), file: "ok.txt")
        #expect(dump.first("UILabel")?.text == "A; b>")
    }

    /// A dump wrapped at a fixed width (a terminal or an email) reads as the same views.
    @Test func wrappedLines() throws {
        let text = try String(contentsOf: Repository.url("Tests/Fidelity/dumps/fid-d-qynavback.txt"), encoding: .utf8)
        let wrapped = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [Substring] in
            var rest = Substring(line)
            var parts: [Substring] = []
            while rest.count > 100 {
                parts.append(rest.prefix(100))
                rest = rest.dropFirst(100)
            }
            return parts + [rest]
        }.joined(separator: "\n")
        let original = try ViewDump.parse(text, file: "a.txt")
        let joined = try ViewDump.parse(wrapped, file: "b.txt")
        func summary(_ dump: ViewDump) -> [String] {
            dump.captures.flatMap(\.views).map { "\($0.className) \(String(describing: $0.frame)) \($0.text ?? "") \($0.isHidden) \($0.alpha)" }
        }
        #expect(summary(joined) == summary(original))
        #expect(joined.notes.contains { $0.kind == .wrapped })
    }

    /// Swift's old mangled names read as module and class; module-qualified names are kept.
    @Test func swiftClassNames() throws {
        let dump = try ViewDump.parse(
            "<_TtC5Hello8ListView: 0x1; frame = (0 0; 10 10)>\n   | <Hello.Cell: 0x2; frame = (0 0; 5 5)>\n"
                + "   | <SwiftUI._UIHostingView<SwiftUI.ModifiedContent<Hello.Row, SwiftUI._PaddingLayout>>: 0x3; frame = (0 5; 5 5)>",
            file: "swift.txt")
        let root = try #require(dump.captures.first?.roots.first)
        #expect(root.className == "Hello.ListView")
        #expect(root.children.map(\.shortClassName) == ["Cell", "SwiftUI._UIHostingView<SwiftUI.ModifiedContent<Hello.Row, SwiftUI._PaddingLayout>>"])
    }
}
