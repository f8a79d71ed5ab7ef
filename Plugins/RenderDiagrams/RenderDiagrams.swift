import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory render-diagrams`: draws the Bezel scenes
/// (`*.bezel.yaml`) of every DocC catalog in the package's targets into the catalog's
/// `Resources/`, with DocC's `@2x`, `@3x` and `~dark` names, by running `bezel docc` on each.
/// `--target Name` (repeatable) limits it to those targets, `--catalog path` names catalogs
/// directly, and `--scales 2,3` chooses the variants.
@main
struct RenderDiagrams: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        let named = extractor.extractOption(named: "catalog")
        let scales = extractor.extractOption(named: "scales").last ?? "2,3"
        let root = context.package.directoryURL
        var catalogs = named.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : root.appending(path: $0) }
        if catalogs.isEmpty {
            for target in context.package.targets where targets.isEmpty || targets.contains(target.name) {
                catalogs += doccCatalogs(in: target.directoryURL)
            }
        }
        guard !catalogs.isEmpty else {
            Diagnostics.remark("render-diagrams: no DocC catalog (a .docc folder) in the package's targets")
            return
        }
        let bezel = try context.tool(named: "bezel")
        let process = Process()
        process.executableURL = bezel.url
        process.arguments = ["docc"] + catalogs.map(\.path) + ["--scales", scales]
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("bezel docc exited with status \(process.terminationStatus)")
            throw RenderDiagramsError(status: process.terminationStatus)
        }
    }

    /// The `.docc` folders directly in a target's folder or below it, in path order.
    private func doccCatalogs(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "docc" {
            found.append(url)
            walker.skipDescendants()
        }
        return found.sorted { $0.path < $1.path }
    }
}

struct RenderDiagramsError: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "bezel docc failed (exit status \(status))" }
}
