import Testing

@testable import BezelFigure

@Suite struct CaptionWrappingTests {
    /// Greedy at spaces; a word wider than the line is cut a character at a time; nothing is
    /// lost. Widths here are one unit a character.
    @Test func wrappingBreaksAtSpacesThenInsideWords() {
        let count = { (text: String) in Double(text.count) }
        #expect(wrap("aaa bbb ccc", limit: 7, width: count) == ["aaa bbb", "ccc"])
        #expect(wrap("aaa bbb ccc", limit: 11, width: count) == ["aaa bbb ccc"])
        #expect(wrap("abcdefghij xy", limit: 4, width: count) == ["abcd", "efgh", "ij", "xy"])
        // Chinese has no spaces: it breaks between characters.
        #expect(wrap("导航栏的高度是四十四", limit: 4, width: count) == ["导航栏的", "高度是四", "十四"])
        #expect(wrap("", limit: 4, width: count) == [""])
        // A bracketed figure stays whole when it fits a line.
        #expect(wrap("insets {64, 0, 0, 0} here", limit: 14, width: count) == ["insets", "{64, 0, 0, 0}", "here"])
        #expect(unbreakableWords("a (0 44; 375 44) b") == ["a", "(0 44; 375 44)", "b"])
    }
}
