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
        let process = Process()
        process.executableURL = try builtBezel()
        process.arguments = ["docc"] + catalogs.map(\.path) + ["--scales", scales]
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("bezel docc exited with status \(process.terminationStatus)")
            throw RenderDiagramsError.bezel(status: process.terminationStatus)
        }
    }

    /// The `bezel` executable, built by the package manager in the configuration of this
    /// command (`swift package -c release render-diagrams` builds it in release). It is not a
    /// tool dependency of the plugin on purpose: SwiftPM builds a plugin's tools as a second copy
    /// of every module they use, with every `swift build` and `swift test`, which doubled the time
    /// of a build of Bezel. Built this way it is the same `bezel` the package's own build makes.
    private func builtBezel() throws -> URL {
        let result = try packageManager.build(.product("bezel"), parameters: .init(configuration: .inherit, logging: .concise))
        guard result.succeeded else {
            Diagnostics.error(result.logText)
            throw RenderDiagramsError.build
        }
        guard let bezel = result.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "bezel" }) else {
            throw RenderDiagramsError.build
        }
        return bezel.url
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

enum RenderDiagramsError: Error, CustomStringConvertible {
    case build
    case bezel(status: Int32)

    var description: String {
        switch self {
        case .build: "building the bezel product failed"
        case .bezel(let status): "bezel docc failed (exit status \(status))"
        }
    }
}
