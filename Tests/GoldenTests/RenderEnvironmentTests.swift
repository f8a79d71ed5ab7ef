import BezelRender
import Testing

struct RenderEnvironmentTests {
    @Test func theFingerprintNamesEveryLibraryAndFont() {
        let names = RenderEnvironment.current.entries.map(\.name)
        #expect(names == ["cairo", "pango", "harfbuzz", "freetype", "fontconfig", "font Inter", "font WenQuanYi Micro Hei"])
        for entry in RenderEnvironment.current.entries {
            #expect(!entry.value.isEmpty && entry.value != "unknown" && entry.value != "not installed", "\(entry.name)")
        }
        #expect(RenderEnvironment(text: RenderEnvironment.current.text) == RenderEnvironment.current)
    }

    @Test func differencesNameBothSides() {
        let recorded = RenderEnvironment(text: "# comment\ncairo: 1.16.0\npango: 1.50.12\nold: 1\n")
        let here = RenderEnvironment(text: "cairo: 1.18.0\npango: 1.50.12\n")
        #expect(here.differences(from: recorded) == ["cairo: 1.18.0 here, 1.16.0 in the goldens", "old: (none) here, 1 in the goldens"])
        #expect(here.differences(from: here).isEmpty)
    }
}
