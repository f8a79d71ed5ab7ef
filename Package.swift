// swift-tools-version: 6.1
import PackageDescription

// One target per stage; data flows one way (docs/architecture.md). A target's dependencies are
// exactly the modules its files import (`make lint` checks), and no target imports one below it.
// Only Render calls Cairo and Pango, which CBezelGraphics loads on first use (not linked: a
// command that draws nothing never loads them); Raster and ImageDiff (bezel diff, the golden
// comparison) link libpng, zlib, libdeflate and ISA-L but not Cairo or Pango.
let package = Package(
    name: "Bezel",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "bezel", targets: ["bezel"]),
        .library(
            name: "BezelKit", targets: ["BezelKit"]),
        // What each fuzz target runs on one input, for the fuzzing package in Fuzz/ (`make fuzz`)
        // and the tests that replay the inputs it found.
        .library(name: "BezelFuzzHarness", targets: ["BezelFuzzHarness"]),
        // `swift package render-diagrams`: the scenes of a package's DocC catalogs drawn into them.
        .plugin(name: "RenderDiagrams", targets: ["RenderDiagrams"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        // `make docs`: BezelKit's documentation (swift package generate-documentation).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ],
    targets: [
        .target(name: "BezelSupport", dependencies: ["Yams"]),
        .target(name: "BezelGeometry"),
        .target(name: "BezelDevices", dependencies: ["BezelGeometry", "BezelSupport"]),
        .target(name: "BezelSolver"),
        .target(name: "BezelDrawing", dependencies: ["BezelGeometry"]),
        .target(name: "BezelAutoLayout", dependencies: ["BezelGeometry", "BezelSolver"]),
        .target(name: "BezelLayout", dependencies: ["BezelGeometry", "BezelDevices", "BezelAutoLayout", "BezelDrawing", "BezelSupport"]),
        .target(name: "BezelFigure", dependencies: ["BezelGeometry", "BezelDevices", "BezelLayout", "BezelDrawing"]),
        // Reading view dumps (`recursiveDescription`, `_printHierarchy`, `_autolayoutTrace`, class listings).
        .target(name: "BezelDumps", dependencies: ["BezelGeometry", "BezelSupport"]),
        .target(name: "BezelScene", dependencies: ["BezelSupport", "BezelGeometry", "BezelDevices", "BezelAutoLayout", "BezelLayout", "BezelFigure", "BezelDrawing"]),

        // The headers of Cairo and Pango; their flags come from the pangocairo.pc `make deps`
        // writes, which links nothing (CBezelGraphics loads the libraries).
        .systemLibrary(
            name: "CBezelCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CBezelPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(
            name: "CBezelPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CBezelZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(
            name: "CBezelDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(
            name: "CBezelISAL", pkgConfig: "libisal",
            providers: [.apt(["libisal-dev"])]),
        // A dump turned into a scene with its recorded view tree (`bezel import`, `bezel render dump.txt`).
        .target(name: "BezelImport", dependencies: ["BezelDevices", "BezelDumps", "BezelGeometry", "BezelLayout", "BezelScene", "BezelSupport"]),
        .target(name: "BezelRaster", dependencies: ["BezelSupport", "CBezelPNG", "CBezelZlib", "CBezelDeflate", "CBezelISAL", "CBezelPixels"]),
        .target(name: "BezelImageDiff", dependencies: ["BezelRaster", "BezelSupport", "CBezelPixels"]),
        // Pixel loops in C, which the compiler vectorises.
        .target(name: "CBezelPixels"),
        // Every Cairo, Pango, GLib, HarfBuzz and fontconfig function Bezel calls, forwarded to the
        // libraries it loads on the first call (graphics.c); elsewhere than Linux they are linked.
        .target(
            name: "CBezelGraphics", dependencies: ["CBezelCairo", "CBezelPangoCairo"],
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
                + ["pangocairo-1.0", "pango-1.0", "pangoft2-1.0", "gobject-2.0", "glib-2.0", "harfbuzz", "fontconfig", "freetype", "cairo"]
                .map { .linkedLibrary($0, .when(platforms: [.macOS])) }),
        // Pango's fontconfig work on threads of Bezel's, in the `bezel` executable only.
        .target(name: "CBezelPangoThreads", dependencies: ["CBezelGraphics"]),
        .target(
            name: "BezelRender",
            dependencies: ["BezelSupport", "BezelGeometry", "BezelDrawing", "BezelRaster", "CBezelCairo", "CBezelGraphics", "CBezelPangoCairo", "CBezelPixels"]),

        .target(name: "BezelPipeline", dependencies: ["BezelSupport", "BezelGeometry", "BezelDevices", "BezelLayout", "BezelDrawing", "BezelFigure", "BezelScene", "BezelImport", "BezelRaster", "BezelRender"]),
        // `bezel compare`: a dump's configuration recognised, laid out by Bezel and matched view by view.
        .target(
            name: "BezelCompare",
            dependencies: ["BezelDevices", "BezelDumps", "BezelFigure", "BezelGeometry", "BezelImport", "BezelLayout", "BezelPipeline", "BezelSupport"]),
        .target(name: "BezelGolden", dependencies: ["BezelSupport", "BezelDevices", "BezelLayout", "BezelFigure", "BezelScene", "BezelRaster", "BezelImageDiff", "BezelRender", "BezelPipeline"]),
        // Documentation builds: Markdown sites, DocC catalogs, the live preview.
        .target(name: "BezelDocs", dependencies: ["BezelFigure", "BezelGeometry", "BezelPipeline", "BezelRaster", "BezelScene", "BezelSupport"]),
        // The library's one module: every stage re-exported, and the one-call API (`Bezel`).
        .target(
            name: "BezelKit",
            dependencies: [
                "BezelSupport", "BezelGeometry", "BezelDevices", "BezelSolver", "BezelAutoLayout", "BezelLayout", "BezelDrawing",
                "BezelFigure", "BezelScene", "BezelRaster", "BezelImageDiff", "BezelRender", "BezelPipeline", "BezelGolden", "BezelDumps",
                "BezelImport", "BezelCompare",
            ]),
        .target(
            name: "BezelFuzzHarness",
            dependencies: [
                "BezelCompare", "BezelDumps", "BezelFigure", "BezelImport", "BezelLayout", "BezelPipeline", "BezelRender", "BezelScene",
                "BezelSupport", "BezelRaster",
            ]),
        // The command line; its target is named like its binary so the render-diagrams plugin can
        // run it as a tool.
        .executableTarget(
            name: "bezel",
            dependencies: [
                "BezelSupport", "BezelDevices", "BezelScene", "BezelDumps", "BezelImport", "BezelCompare", "BezelImageDiff", "BezelRender",
                "BezelPipeline", "BezelGolden", "BezelDocs", "BezelRaster", "CBezelPangoThreads", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/BezelCLI",
            plugins: ["BuildInfo"]),
        // Writes the commit a build came from, for `bezel --version`.
        .plugin(name: "BuildInfo", capability: .buildTool()),
        .plugin(
            name: "RenderDiagrams",
            capability: .command(
                intent: .custom(verb: "render-diagrams", description: "Draw the Bezel scenes of the package's DocC catalogs into their Resources/"),
                permissions: [.writeToPackageDirectory(reason: "Bezel writes the diagrams' PNG files into each catalog's Resources folder")])),

        .executableTarget(
            name: "BezelBench",
            dependencies: [
                "BezelSupport", "BezelGeometry", "BezelDevices", "BezelSolver", "BezelLayout", "BezelFigure", "BezelScene", "BezelRaster", "BezelImageDiff", "BezelRender", "BezelPipeline", "BezelGolden",
            ]),

        .testTarget(name: "SupportTests", dependencies: ["BezelSupport", "BezelGeometry"]),
        // What the test targets share: the repository's root, file-built case lists that fail
        // when empty, the built programs for end-to-end runs, the laid-out tree on a failure.
        .target(name: "TestSupport", dependencies: ["BezelDevices", "BezelLayout"], path: "Tests/TestSupport"),
        // Runs a test's child process one fork away from the test runner, so that the child's
        // peak memory is its own (Tests/MeasureChild/main.c says why).
        .executableTarget(name: "measure-child", path: "Tests/MeasureChild"),
        .testTarget(name: "GeometryTests", dependencies: ["BezelGeometry"]),
        .testTarget(name: "DevicesTests", dependencies: ["BezelDevices", "BezelGeometry"]),
        .testTarget(name: "SolverTests", dependencies: ["BezelSolver", "BezelSupport"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["BezelAutoLayout", "BezelGeometry"]),
        .testTarget(name: "LayoutTests", dependencies: ["BezelLayout", "BezelFigure", "BezelDevices", "BezelDrawing", "BezelGeometry", "BezelSupport", "TestSupport"]),
        .testTarget(name: "FigureTests", dependencies: ["BezelFigure", "BezelDrawing", "BezelLayout", "BezelDevices", "BezelGeometry", "BezelPipeline", "BezelRender", "TestSupport"]),
        .testTarget(name: "SceneTests", dependencies: ["BezelScene", "BezelSupport", "BezelLayout", "BezelDevices", "BezelGeometry", "BezelPipeline", "BezelRender", "TestSupport"]),
        .testTarget(name: "RasterTests", dependencies: ["BezelRaster", "BezelSupport", "TestSupport"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["BezelImageDiff", "BezelRaster", "BezelSupport"]),
        .testTarget(
            name: "RenderTests",
            dependencies: ["BezelRender", "BezelRaster", "BezelFigure", "BezelPipeline", "BezelAutoLayout", "BezelLayout", "BezelGeometry", "BezelDevices", "BezelScene", "BezelDrawing", "CBezelPixels", "CBezelPangoCairo"]),
        .testTarget(name: "PipelineTests", dependencies: ["BezelPipeline", "BezelScene", "BezelFigure", "BezelLayout", "BezelDevices", "BezelGeometry", "BezelRaster", "BezelRender", "BezelDrawing", "BezelSupport", "TestSupport"]),
        .testTarget(name: "GoldenTests", dependencies: ["BezelGolden", "BezelImageDiff", "BezelRaster", "BezelRender", "BezelScene", "CBezelZlib", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["BezelRaster", "BezelRender", "BezelSupport", "TestSupport"]),
        .testTarget(name: "DocsTests", dependencies: ["BezelDocs"]),
        .testTarget(
            name: "FidelityTests", dependencies: ["BezelDevices", "BezelGeometry", "BezelLayout", "BezelPipeline", "BezelScene", "BezelSupport", "TestSupport"]),
        // Uses only `import BezelKit`, as a user's package does.
        .testTarget(name: "BezelKitTests", dependencies: ["BezelKit"]),
        .testTarget(name: "DumpsTests", dependencies: ["BezelDumps", "BezelGeometry", "BezelSupport", "TestSupport"]),
        .testTarget(
            name: "ImportTests",
            dependencies: ["BezelDevices", "BezelDumps", "BezelGeometry", "BezelImport", "BezelLayout", "BezelPipeline", "BezelScene", "TestSupport"]),
        .testTarget(
            name: "CompareTests",
            dependencies: ["BezelCompare", "BezelDumps", "BezelFigure", "BezelGeometry", "BezelImport", "TestSupport"]),
        .testTarget(name: "FuzzHarnessTests", dependencies: ["BezelFuzzHarness", "BezelScene", "BezelRaster", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
