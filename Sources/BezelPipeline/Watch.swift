import Foundation
import BezelSupport

/// `bezel render --watch`: renders, then renders again whenever a scene changes, forever. Each
/// round reads the scene list anew (`scenes`), so a scene added to a watched project is picked
/// up; only images whose inputs changed are drawn again (`RenderBatch` skips the others). A bad
/// scene does not end the watch: its error is reported and the next change is awaited.
public func watchRendering(
    scenes: @escaping @Sendable () throws -> [String], scale: Double?, batch: RenderBatch, interval: Double = 0.25,
    report: (Result<RenderBatch.Result, Error>) -> Void
) -> Never {
    unblockStopSignals()
    var watch = FileWatch(files: { (try? scenes()) ?? [] })
    while true {
        report(Result { try batch.run(loadScenes(scenes(), scale: scale)) })
        watch.waitForChange(interval: interval)
    }
}
