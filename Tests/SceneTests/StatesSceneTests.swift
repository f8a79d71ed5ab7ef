import BezelLayout
import BezelPipeline
import BezelScene
import BezelSupport
import Testing

/// `states:`: decoding, errors at line, column and field, the jobs they expand to (one per state,
/// named after it) and the sheet's panels titled with their states.
struct StatesSceneTests {
    static let screen = """
        screen:
          root:
            navigation-controller:
              navigation-bar: {prefers-large-titles: true}
              view-controllers:
                - view-controller: {title: Inbox}
                - view-controller:
                    title: Message
                    view: {class: UITableView, rows: 20}
        """

    func parse(_ states: String, screen: String = Self.screen) throws(SourceError) -> SceneFile {
        try SceneFile.parse("bezel: 1\ndevices: [iphone-x]\nos: ios-11\nstates: " + states + "\n" + screen, path: "states.yaml")
    }

    func failure(_ states: String, screen: String = Self.screen) -> String? {
        do {
            _ = try parse(states, screen: screen)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func everyStateDecodes() throws {
        let file = try parse("[view-did-load, view-did-appear, {scroll: 26}, {pop: 0.5}, {push: 0.25}, {rotate: landscape}]")
        #expect(file.states == [.viewDidLoad, .viewDidAppear, .scroll(26), .pop(0.5), .push(0.25), .rotate(.landscapeRight)])
        // A scene with states is a sheet, one state to a column.
        #expect(file.sheetColumns == 6)
        // The push runs the pop backwards: push 0.25 has the frames of pop 0.75 (SLOPPY).
        #expect(SceneState.push(0.25).appState == .pushing(0.25))
        #expect(SceneState.push(0.25).appState.popProgress == 0.75)
        #expect(
            file.states.map(\.slug) == ["view-did-load", "view-did-appear", "scroll-26", "pop-0.5", "push-0.25", "rotate-landscape-right"])
    }

    @Test func jobsAreOnePerStateAndNamedAfterIt() throws {
        let jobs = try parse("[{scroll: 0}, {scroll: 52}, {rotate: landscape-left}]").jobs()
        #expect(
            jobs.map(\.outputName) == [
                "states/ios-11/iphone-x-portrait-scroll-0", "states/ios-11/iphone-x-portrait-scroll-52",
                "states/ios-11/iphone-x-landscape-left-rotate-landscape-left",
            ])
        #expect(jobs.map { $0.screen?.state } == [.scrolled(0), .scrolled(52), .appeared])
        #expect(jobs.map(\.orientation) == [.portrait, .portrait, .landscapeLeft])
        #expect(jobs[1].panelTitle == "scrolled 52 pt")
    }

    @Test func badStatesNameTheLineColumnAndField() {
        #expect(
            failure("[{scroll: -4}]")
                == "states.yaml:4:19: error: states[0].scroll: -4 is out of range: points scrolled up from rest (0 or more)")
        #expect(failure("[{pop: 1.5}]") == "states.yaml:4:16: error: states[0].pop: 1.5 is out of range: the progress, 0…1")
        #expect(
            failure("[view-did-lod]")?.hasPrefix(
                "states.yaml:4:10: error: states[0]: unknown state \"view-did-lod\"; did you mean \"view-did-load\"?") == true)
        #expect(
            failure("[{scrol: 3}]")?.hasPrefix("states.yaml:4:11: error: states[0].scrol: unknown field; did you mean \"scroll\"?") == true)
        #expect(failure("[{rotate: sideways}]")?.contains("states[0].rotate: unknown orientation \"sideways\"") == true)
        #expect(failure("[view-did-load, view-did-load]") == "states.yaml:4:25: error: states[1]: \"view-did-load\" is listed twice")
        #expect(
            failure("[]")
                == "states.yaml:4:9: error: states: the list is empty; give at least one of states: view-did-load, view-did-appear, {scroll: points}, {pop: 0…1}, {push: 0…1}, {rotate: orientation}"
        )
        let oneDeep = "screen:\n  root:\n    navigation-controller:\n      view-controllers:\n        - view-controller: {title: Inbox}\n"
        #expect(
            failure("[{pop: 0.5}]", screen: oneDeep)?.hasPrefix(
                "states.yaml:4:10: error: states[0]: a pop or push moves between two controllers") == true)
        #expect(
            failure("[view-did-load]", screen: "")?.hasPrefix("states.yaml:4:9: error: states: states are moments of the scene's app")
                == true)
    }

    /// A pop or push may name an iOS 11 point release; it reaches the job's screen, the slug and
    /// the panel title.
    @Test func pointReleases() throws {
        let file = try parse(#"[{push: 0.5, release: "11.0"}, {pop: 0.5, release: "11.2"}, {push: 0.5}]"#)
        #expect(file.states == [.push(0.5, release: PointRelease(minor: 0)), .pop(0.5, release: PointRelease(minor: 2)), .push(0.5)])
        #expect(file.states.map(\.slug) == ["push-0.5-ios-11.0", "pop-0.5-ios-11.2", "push-0.5"])
        let jobs = try file.jobs()
        #expect(jobs.map { $0.screen?.release?.minor } == [0, 2, nil])
        #expect(jobs[0].panelTitle == "push at 50 %, iOS 11.0")
    }

    @Test func badReleasesNameTheLineColumnAndField() {
        #expect(
            failure(#"[{pop: 0.5, release: "12.1"}]"#)?.hasPrefix(
                "states.yaml:4:30: error: states[0].release: unknown release \"12.1\"; point releases are told apart for iOS 11 only") == true)
        #expect(failure(#"[{pop: 0.5, release: "11.7"}]"#)?.contains("states[0].release: unknown release \"11.7\"") == true)
        #expect(failure(#"[{scroll: 5, release: "11.0"}]"#)?.contains("states[0]: expected view-did-load") == true)
        #expect(failure(#"[{release: "11.0"}]"#)?.contains("states[0]: `release` goes with a pop or push") == true)
        #expect(failure("[{pop: 0.5, push: 0.5}]")?.contains("states[0]: expected view-did-load") == true)
        let twelve = "bezel: 1\ndevices: [iphone-x]\nos: [ios-11, ios-12]\nstates: [{push: 0.5, release: \"11.0\"}]\n" + Self.screen
        #expect(throws: SourceError.self) { try SceneFile.parse(twelve, path: "states.yaml") }
        do {
            _ = try SceneFile.parse(twelve, path: "states.yaml")
        } catch {
            #expect(error.description.contains("states[0].release: a point release of iOS 11 needs the scene's `os` to be ios-11 alone"))
        }
    }
}
