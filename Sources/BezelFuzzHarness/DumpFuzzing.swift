import BezelCompare
import BezelDumps
import BezelFigure
import BezelImport
import BezelPipeline
import BezelRender

/// The dump fuzz target's one input, run the way `bezel import`, `bezel render dump.txt` and
/// `bezel compare` take a dump, up to the point where Cairo paints: bytes → UTF-8 text →
/// `ViewDump.parse` → the import's scene (read back by the scene decoder) → its job laid out,
/// explained and composed → the comparison with Bezel's layout (recognition, layout at full
/// depth, matching), its text and JSON, and the side-by-side figure composed.
public enum DumpFuzzing {
    public enum Outcome: Equatable, Sendable {
        /// The bytes are not UTF-8 (dumps are text; `ViewDump.load` rejects them too).
        case notText
        /// Bad input, reported as `bezel` reports it (exit status 2).
        case rejected(String)
        /// Read: how many views, whether a capture was drawn and whether one was compared.
        case read(views: Int, drawn: Bool, compared: Bool)
    }

    /// Runs one input; the outcome is for tests, the fuzzer only needs it to return.
    @discardableResult
    public static func run(_ bytes: [UInt8]) -> Outcome {
        guard let text = String(bytes: bytes, encoding: .utf8) else { return .notText }
        let dump: ViewDump
        do { dump = try ViewDump.parse(text, file: "fuzz.txt") } catch { return .rejected(error.description) }
        let drawn = (try? importDump(dump)).map { imported in
            for job in (try? imported.scene.jobs()) ?? [] { exercise(job) }
            return true
        } ?? false
        var compared = false
        if let comparison = try? compareDump(dump) {
            blackHole(comparison.text)
            blackHole(comparison.json.text())
            if let sheet = try? sideBySide(comparison, dump: dump), let measurer = try? Renderer.textMeasurer(scale: 1) {
                blackHole(drawing(sheet, measurer: measurer).primitives.count)
            }
            compared = true
        }
        return .read(views: dump.viewCount, drawn: drawn, compared: compared)
    }

    /// One imported job laid out, explained and composed (as the scene target does).
    private static func exercise(_ job: RenderJob) {
        let layout = layOut(job)
        if let app = layout.app {
            blackHole(app.explanation)
            blackHole(app.json.text())
        }
        let diagram = deviceDiagram(layout.screen, overlays: job.overlays, caption: job.caption, notes: job.notes, title: job.title, app: layout.app, text: PangoTextMetrics())
        if let measurer = try? Renderer.textMeasurer(scale: job.scale) { blackHole(drawing(diagram, measurer: measurer).primitives.count) }
    }
}
