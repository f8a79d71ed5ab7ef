// swift-tools-version: 6.0
import PackageDescription

// One target per stage; data flows one way (docs/architecture.md). A target's dependencies are
// exactly the modules its files import (`make lint` checks), and no target imports one below it.
// Only Render links Cairo and Pango; Raster and ImageDiff (bezel diff, the golden comparison)
// link libpng, zlib and libdeflate but not Cairo or Pango.
let package = Package(
    name: "Bezel",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "bezel", targets: ["BezelCLI"]),
        .library(
            name: "BezelKit",
            targets: ["Support", "Geometry", "Devices", "Solver", "AutoLayout", "Layout", "Drawing", "Figure", "Scene", "Raster", "ImageDiff", "Render", "Pipeline", "Golden"]),
        // What each fuzz target runs on one input, for the fuzzing package in Fuzz/ (`make fuzz`)
        // and the tests that replay the inputs it found.
        .library(name: "BezelFuzzHarness", targets: ["FuzzHarness"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        .target(name: "Support", dependencies: ["Yams"]),
        .target(name: "Geometry"),
        .target(name: "Devices", dependencies: ["Geometry", "Support"]),
        .target(name: "Solver"),
        .target(name: "Drawing", dependencies: ["Geometry"]),
        .target(name: "AutoLayout", dependencies: ["Geometry", "Solver"]),
        .target(name: "Layout", dependencies: ["Geometry", "Devices", "AutoLayout", "Drawing", "Support"]),
        .target(name: "Figure", dependencies: ["Geometry", "Devices", "Layout", "Drawing"]),
        .target(name: "Scene", dependencies: ["Support", "Geometry", "Devices", "AutoLayout", "Layout", "Figure"]),

        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(
            name: "CDeflate", path: "Sources/CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),
        .target(name: "Raster", dependencies: ["Support", "CPNG", "CZlib", "CDeflate"]),
        .target(name: "ImageDiff", dependencies: ["Raster", "Support"]),
        .target(name: "Render", dependencies: ["Support", "Geometry", "Drawing", "Raster", "CCairo", "CPangoCairo"]),

        .target(name: "Pipeline", dependencies: ["Support", "Geometry", "Devices", "Layout", "Drawing", "Figure", "Scene", "Raster", "Render"]),
        .target(name: "Golden", dependencies: ["Support", "Devices", "Layout", "Figure", "Scene", "Raster", "ImageDiff", "Render", "Pipeline"]),
        .target(name: "FuzzHarness", dependencies: ["Figure", "Layout", "Pipeline", "Render", "Scene", "Support", "Raster"]),
        .executableTarget(
            name: "BezelCLI",
            dependencies: [
                "Support", "Devices", "Scene", "ImageDiff", "Render", "Pipeline", "Golden",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["BuildInfo"]),
        // Writes the commit a build came from, for `bezel --version`.
        .plugin(name: "BuildInfo", capability: .buildTool()),

        .executableTarget(
            name: "BezelBench",
            dependencies: [
                "Support", "Geometry", "Devices", "Solver", "Layout", "Figure", "Scene", "Raster", "ImageDiff", "Render", "Pipeline", "Golden",
            ]),

        .testTarget(name: "SupportTests", dependencies: ["Support", "Geometry"]),
        // What the test targets share: the repository's root, file-built case lists that fail
        // when empty, the built programs for end-to-end runs, the laid-out tree on a failure.
        .target(name: "TestSupport", dependencies: ["Layout"], path: "Tests/TestSupport"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "DevicesTests", dependencies: ["Devices", "Geometry"]),
        .testTarget(name: "SolverTests", dependencies: ["Solver", "Support"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "Geometry"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Figure", "Devices", "Geometry", "Support", "TestSupport"]),
        .testTarget(name: "FigureTests", dependencies: ["Figure", "Drawing", "Layout", "Devices", "Geometry"]),
        .testTarget(name: "SceneTests", dependencies: ["Scene", "Support", "Layout", "Devices", "Geometry", "Pipeline", "Render", "TestSupport"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "TestSupport"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "Raster", "Support"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Raster", "Figure", "Pipeline", "AutoLayout", "Layout", "Geometry", "Devices", "Scene"]),
        .testTarget(name: "PipelineTests", dependencies: ["Pipeline", "Scene", "Figure", "Layout", "Devices", "Geometry", "Raster", "Support", "TestSupport"]),
        .testTarget(name: "GoldenTests", dependencies: ["Golden", "ImageDiff", "Raster", "Render", "CZlib", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["Raster", "Render", "Support", "TestSupport"]),
        .testTarget(name: "FuzzHarnessTests", dependencies: ["FuzzHarness", "Scene", "Raster", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
