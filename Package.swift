// swift-tools-version: 6.0
import PackageDescription

// One target per stage; data flows one way (README, "Layout of the code"). A target's dependencies
// are exactly the modules its files import, and no target imports one listed below it:
//   Support    document reading with source positions, SourceError, atomic writes, FNV-1a,
//              concurrentMap, JSONValue (Yams)
//   Geometry   points, rects, insets, paths
//   Devices    device catalog, OS eras, chrome figures with sources (Geometry, Support)
//   Solver     Cassowary
//   Layout     the UIKit screen model and diagram composition (Geometry, Devices, Solver, Support)
//   Scene      scene files → model (Support, Geometry, Devices, Layout)
//   Raster     RGBAImage, PNG codec, optimiser, fast decoder (Support, libpng, zlib, libdeflate)
//   ImageDiff  perceptual comparison, tolerance, `bezel diff` (Raster, Support)
//   Render     Cairo and Pango drawing of a diagram (Support, Geometry, Devices, Layout, Raster)
//   Pipeline   RenderJob and scene → job expansion, the one render(job) used by render, check,
//              record, explain and the bench, batches (Support, Geometry, Devices, Layout, Scene,
//              Raster, Render)
//   Golden     golden matrix and case selection, store, record, check, report (Support, Devices,
//              Layout, Scene, Raster, ImageDiff, Render, Pipeline)
//   BezelCLI   `bezel`: parses arguments, calls the above and prints
// Only Render links Cairo and Pango: Raster, ImageDiff and everything above Render in this list
// build and test without them.
let package = Package(
    name: "Bezel",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "bezel", targets: ["BezelCLI"]),
        .library(
            name: "BezelKit",
            targets: ["Support", "Geometry", "Devices", "Solver", "Layout", "Scene", "Raster", "ImageDiff", "Render", "Pipeline", "Golden"]),
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
        .target(name: "Layout", dependencies: ["Geometry", "Devices", "Solver", "Support"]),
        .target(name: "Scene", dependencies: ["Support", "Geometry", "Devices", "Layout"]),

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
        .target(name: "Render", dependencies: ["Support", "Geometry", "Devices", "Layout", "Raster", "CCairo", "CPangoCairo"]),

        .target(name: "Pipeline", dependencies: ["Support", "Geometry", "Devices", "Layout", "Scene", "Raster", "Render"]),
        .target(name: "Golden", dependencies: ["Support", "Devices", "Layout", "Scene", "Raster", "ImageDiff", "Render", "Pipeline"]),
        .executableTarget(
            name: "BezelCLI",
            dependencies: [
                "Devices", "Scene", "ImageDiff", "Render", "Pipeline", "Golden",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        .executableTarget(
            name: "BezelBench",
            dependencies: ["Geometry", "Devices", "Solver", "Layout", "Scene", "Raster", "ImageDiff", "Render", "Pipeline", "Golden"]),

        .testTarget(name: "SupportTests", dependencies: ["Support", "Geometry"]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "DevicesTests", dependencies: ["Devices", "Geometry"]),
        .testTarget(name: "SolverTests", dependencies: ["Solver"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Solver", "Devices", "Geometry"]),
        .testTarget(name: "SceneTests", dependencies: ["Scene", "Support"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "Raster", "Support"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Raster", "Layout", "Geometry", "Devices"]),
        .testTarget(name: "PipelineTests", dependencies: ["Pipeline", "Scene", "Layout", "Devices", "Geometry", "Raster", "Support"]),
        .testTarget(name: "GoldenTests", dependencies: ["Golden", "ImageDiff", "Raster", "Render", "CZlib"]),
        .testTarget(name: "EndToEndTests", dependencies: ["Raster"]),
    ],
    swiftLanguageModes: [.v6]
)
