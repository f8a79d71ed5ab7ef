import BezelDevices
import BezelDumps
import BezelGeometry
import BezelImport
import BezelLayout
import BezelPipeline

/// Reads a dump file and compares it (`compareDump(_:options:)`).
public func compareDump(path: String, options: DumpOptions = DumpOptions()) throws(ImportError) -> Comparison {
    let dump: ViewDump
    do { dump = try ViewDump.load(path: path) } catch { throw .dump(error) }
    return try compareDump(dump, options: options)
}

/// `bezel compare`: 1. the capture (`options.capture`, else the last), 2. the device and version
/// (given, else guessed as `bezel import` guesses), 3. the configuration recognised from the
/// dump (containers, bars, items, tabs, a presentation), 4. Bezel's layout of it at full depth
/// (the bars' private views included), 5. the view Bezel has for the dump's root, 6. the two
/// trees matched by class and position, 7. view by view, what agrees and what differs.
public func compareDump(_ dump: ViewDump, options: DumpOptions = DumpOptions()) throws(ImportError) -> Comparison {
    guard !dump.captures.isEmpty else { throw .noViews(file: dump.file) }
    let index = try comparedCapture(dump, asked: options.capture)
    let capture = dump.captures[index]
    let choice = try chooseScreen(for: dump, capture: capture, options: options)
    let recognition = recognize(capture, controllers: dump.controllers, device: choice.device, orientation: choice.orientation)
    let job = RenderJob(
        scene: "compare", device: choice.device.id, os: choice.os, orientation: choice.orientation, scale: choice.device.screen.scale,
        overlays: .init(), caption: true, title: nil, outputName: "compare", screen: recognition.spec)
    guard let app = layOut(job).app?.atDepth(.full) else { throw .noViews(file: dump.file) }
    let dumpTree = FlatTree(dump: capture.roots)
    let bezelTree = FlatTree(bezel: app.window)
    let (matcher, anchor, isParent) = bestAnchor(dumpTree, bezelTree)
    var builder = ComparisonBuilder(matcher: matcher, printsSubviews: capture.format != .descriptionList)
    builder.build(roots: dumpTree.roots, anchor: anchor, anchorIsParent: isParent)
    var notes = dump.notes.map(\.description)
    if dump.notes.contains(where: { $0.kind == .cut || $0.kind == .truncated }) {
        notes.insert("the dump is incomplete (cut or truncated): views Bezel has that the dump lacks may only be missing from the paste", at: 0)
    }
    return Comparison(
        file: dump.file, captureIndex: index, captureLine: capture.line, format: capture.format, device: choice.device, os: choice.os,
        orientation: choice.orientation, guesses: choice.guesses, findings: recognition.findings, notes: notes, views: builder.views,
        summary: builder.summary, bezel: app)
}

private func comparedCapture(_ dump: ViewDump, asked: Int?) throws(ImportError) -> Int {
    guard let asked else { return dump.captures.count - 1 }
    guard asked >= 1, asked <= dump.captures.count else { throw .noCapture(file: dump.file, count: dump.captures.count, asked: asked) }
    return asked - 1
}

/// Where in Bezel's tree the dump starts: for one root, the view of its class whose subtree
/// matches the most (the window for a window); for several roots (a list of subviews), the view
/// whose subviews match them best. Tries at most `maxAnchors` candidates.
private func bestAnchor(_ dump: FlatTree, _ bezel: FlatTree) -> (Matcher, anchor: Int, isParent: Bool) {
    let maxAnchors = 64
    var best: (Matcher, Int, Int)?
    if dump.roots.count == 1, let root = dump.roots.first {
        for candidate in bezel.nodes.indices.filter({ bezel.nodes[$0].key == dump.nodes[root].key }).prefix(maxAnchors) {
            var trial = Matcher(dump: dump, bezel: bezel)
            trial.match(root, candidate)
            if trial.pairs.count > (best?.2 ?? -1) { best = (trial, candidate, trial.pairs.count) }
        }
        if let best { return (best.0, best.1, false) }
    }
    for candidate in bezel.nodes.indices.filter({ !bezel.nodes[$0].children.isEmpty }).prefix(maxAnchors * 4) {
        var trial = Matcher(dump: dump, bezel: bezel)
        trial.matchChildren(dump.roots, bezel.nodes[candidate].children)
        if trial.pairs.count > (best?.2 ?? -1) { best = (trial, candidate, trial.pairs.count) }
    }
    return (best?.0 ?? Matcher(dump: dump, bezel: bezel), best?.1 ?? 0, true)
}
