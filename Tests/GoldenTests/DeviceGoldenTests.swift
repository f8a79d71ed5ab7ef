import Foundation
import BezelGolden
import BezelImageDiff
import BezelRender
import BezelScene
import TestSupport
import Testing

/// Bezel's own golden project, `bezel.yaml` at the repository's root, the file `bezel check`
/// reads; a project that cannot be read fails `projectFileReads` and leaves the other suites'
/// case lists empty (which fails them too).
let repositoryProject = Result { try GoldenProject.load(Repository.url(GoldenProject.fileName)) }

/// Every device on every iOS version it ran, portrait and landscape, against `Golden/`.
/// On a mismatch the failure prints the differing-pixel count, the tolerance and the paths of the
/// actual, expected and diff images left in `artifacts/golden/`. Record with `make record`.
struct DeviceGoldenTests {
    static let root = Repository.url("Golden")
    static let artifacts = Repository.url("artifacts/golden")
    /// With `Golden/tolerance.yaml` (whose parsing `toleranceFileReads` checks).
    static let store = (try? GoldenStore.load(root: root, artifacts: artifacts)) ?? GoldenStore(root: root, artifacts: artifacts)

    @Test func projectFileReads() throws {
        let project = try repositoryProject.get()
        #expect(project.golden.standardizedFileURL == Self.root.standardizedFileURL)
        #expect(project.scale == .fixed(1))
        #expect(project.budget == 20 << 20)
        #expect(project.deviceMatrix)
        #expect(try project.sceneFiles().count == 46)
    }

    @Test func toleranceFileReads() throws {
        let table = try ToleranceTable.load(root: Self.root)
        #expect(table.defaults == .strict)
        let paths = Self.cases.map(\.path) + ChromeGoldenTests.cases.map(\.path) + GalleryGoldenTests.cases.map(\.path)
        #expect(table.unmatched(by: paths).isEmpty)
    }
    static let cases = GoldenMatrix.deviceCases(scale: 1)

    @Test(arguments: cases)
    func matchesGolden(_ goldenCase: GoldenCase) throws {
        try checkAgainstGolden(goldenCase)
    }

    @Test func noStaleGoldens() throws {
        let all = try repositoryProject.get().allCases()
        #expect(Self.store.staleFiles(for: all) == [])
    }

    @Test func matrixCoversEveryDeviceAndVersion() {
        // 826 on iOS 9–26, and 50 for the 25 device × version pairs of iOS 7 and 8.
        #expect(Self.cases.count == 876)
        #expect(Set(Self.cases.map(\.job.device)).count == 93)
        #expect(Set(Self.cases.map(\.path)).count == Self.cases.count)
    }
}

/// The standard chrome scene (examples/matrix/chrome.yaml) on every device and iOS version,
/// portrait and landscape: bars, tab bar, home indicator and the tap regions, with the
/// `bezel explain` tree of each as its text golden.
struct ChromeGoldenTests {
    /// Read from the scene file; `matrixCoversEveryDeviceAndVersionTwice` fails when it cannot be.
    static let list = CaseList {
        let project = try repositoryProject.get()
        return try project.matrixScenes.flatMap { url in
            try GoldenMatrix.matrixSceneCases(SceneFile.load(path: url.path), scale: project.scale)
        }
    }
    static var cases: [GoldenCase] { list.cases }

    @Test(arguments: list.cases)
    func matchesGolden(_ goldenCase: GoldenCase) throws {
        try checkAgainstGolden(goldenCase)
    }

    @Test func matrixCoversEveryDeviceAndVersionTwice() {
        Self.list.expectComplete(count: 876)  // the same devices × versions × 2 as the device matrix
        #expect(
            Set(Self.cases.map(\.path))
                == Set(DeviceGoldenTests.cases.map { $0.path.replacingOccurrences(of: "/device/", with: "/chrome/") }))
    }

    // The text golden is the explain tree: the iPhone X on iOS 11 has its 44 pt bar under the
    // 44 pt status bar, and its 49 pt tab bar above the 34 pt home-indicator inset (CHROME §3).
    @Test func iPhoneXOnIOS11() throws {
        let c = try #require(Self.cases.first { $0.path == "ios-11/iphone-x/chrome/portrait" })
        let text = try DeviceGoldenTests.store.render(c).layout
        #expect(text.contains("<UINavigationBar; frame = (0 44; 375 44)"), "\(text)")
        #expect(text.contains("<UITabBar; frame = (0 729; 375 83)"), "\(text)")
    }
}

/// Renders the case and checks it against its golden: in the environment the goldens were
/// recorded in (Golden/environment.txt), byte for byte, which also checks the whole matrix for
/// determinism across processes (another process recorded the golden; rendering twice in this
/// one could not show output that depends on hashing order); elsewhere within the case's
/// tolerance, and DeterminismTests in EndToEndTests compares two runs of `bezel`.
func checkAgainstGolden(_ goldenCase: GoldenCase) throws {
    let store = DeviceGoldenTests.store
    let report = try store.check(goldenCase, rendering: try store.render(goldenCase))
    if recordedHere ? report.outcome != .match : !report.outcome.passes { Issue.record(Comment(rawValue: report.message)) }
}

/// Whether this machine renders with the environment the goldens were recorded in (read once).
private let recordedHere = DeviceGoldenTests.store.recordedEnvironment == RenderEnvironment.current

/// Every image of every gallery scene (examples/), at 1×, with its `bezel explain` text for
/// scenes with an app: the diagrams as users see them, drawing included.
struct GalleryGoldenTests {
    /// Read from the scene files; `everyGalleryScenePassesThrough` fails when they cannot be.
    static let list = CaseList {
        let project = try repositoryProject.get()
        return try project.sceneFiles().flatMap { path in try GoldenMatrix.sceneCases(SceneFile.load(path: path), scale: project.scale) }
    }
    static var cases: [GoldenCase] { list.cases }

    @Test(arguments: list.cases)
    func matchesGolden(_ goldenCase: GoldenCase) throws {
        try checkAgainstGolden(goldenCase)
    }

    // 86 images of the 46 gallery scenes (examples/, ten content screens of examples/screens/ and
    // four imported dumps of examples/dumps/; the five scenes with states give one image per
    // state, 13 in all): a scene or a device added or removed updates this on purpose.
    @Test func everyGalleryScenePassesThrough() {
        Self.list.expectComplete(count: 86)
        #expect(Set(Self.cases.map(\.feature)).count == 46)
        #expect(Set(Self.cases.map(\.path)).count == Self.cases.count)
    }
}
