import BezelFigure
import Foundation
import BezelLayout
import BezelPipeline
import BezelRender
import BezelScene
import BezelSupport

/// The scene fuzz target's one input, run the way `bezel explain` and `bezel render` take a scene
/// up to the point where Cairo paints: bytes → UTF-8 text → `SceneFile.parse` → `jobs()` → for a
/// sample of the jobs, `layOut` (layout and hit testing, bar text measured in Inter), the explain
/// text and JSON, the screen dump, and the figure composed into drawing primitives. `make fuzz`
/// runs it under libFuzzer (Fuzzing/), the regression suite replays saved inputs through it.
public enum SceneFuzzing {
    /// What one input came to. Every case is a normal outcome; a finding is a crash, a hang or
    /// memory running out on the way.
    public enum Outcome: Equatable, Sendable {
        /// The bytes are not UTF-8 (scene files are text; `SceneFile.load` rejects them too).
        case notText
        /// Bad input, reported as `bezel` reports it (exit status 2).
        case rejected(SourceError)
        /// The scene expanded to `jobs` jobs, of which `laidOut` went through layout and composition.
        case laidOut(jobs: Int, laidOut: Int)
    }

    /// Jobs laid out per input at most, spread over the job list: `devices: all` with `os: all`
    /// expands to hundreds of jobs, each one legitimate and slow only by number, which would
    /// starve the fuzzer of executions without reaching any code the sample does not.
    public static let jobLimit = 4

    /// The name the text is parsed under (YAML; JSON is read by the same parser).
    public static let path = "fuzz.yaml"

    /// Runs one input; the outcome is for tests, the fuzzer only needs it to return.
    @discardableResult
    public static func run(_ bytes: [UInt8]) -> Outcome {
        guard let text = String(bytes: bytes, encoding: .utf8) else { return .notText }
        let jobs: [RenderJob]
        do {
            jobs = try SceneFile.parse(text, path: path).jobs()
        } catch {
            return .rejected(error)
        }
        let sample = sampled(jobs)
        for job in sample { exercise(job) }
        return .laidOut(jobs: jobs.count, laidOut: sample.count)
    }

    /// Why inputs cannot be run as `bezel` runs them (Inter missing); nil when they can.
    public static func environmentProblem() -> String? {
        do {
            try Fonts.verify()
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Up to `jobLimit` jobs, first and last included, evenly spaced between.
    static func sampled(_ jobs: [RenderJob]) -> [RenderJob] {
        guard jobs.count > jobLimit else { return jobs }
        return (0..<jobLimit).map { jobs[$0 * (jobs.count - 1) / (jobLimit - 1)] }
    }

    /// One job through layout, every text a laid-out job gives, and composition.
    private static func exercise(_ job: RenderJob) {
        let layout = layOut(job)
        blackHole(layout.screen.dump)
        if let app = layout.app {
            blackHole(app.explanation)
            blackHole(app.json.text())
        }
        var diagram = deviceDiagram(layout.screen, overlays: job.overlays, caption: job.caption, notes: job.notes, title: job.title, app: layout.app, text: PangoTextMetrics())
        diagram.theme = job.theme
        // The measurer fails only when Inter is missing, which the fuzz target checks first.
        if let measurer = try? Renderer.textMeasurer(scale: job.scale) {
            blackHole(drawing(diagram, measurer: measurer).primitives.count)
        }
    }
}

/// Keeps a computed value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
