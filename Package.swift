// swift-tools-version: 6.0
import PackageDescription

// One target per pipeline stage; data flows one way (README, "Layout of the code"):
//   Geometry → Devices → Solver → AutoLayout → Layout → Scene → Render → Pipeline → Golden → bezel
// Only Render links Cairo, Pango, libpng, zlib and libdeflate, so everything before it builds and tests without them.
let package = Package(
    name: "Bezel",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "bezel", targets: ["BezelCLI"]),
        .library(name: "BezelKit", targets: ["Geometry", "Devices", "Solver", "AutoLayout", "Layout", "Scene", "Render", "Pipeline", "Golden"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        .target(name: "Geometry"),
        .target(name: "Devices", dependencies: ["Geometry"]),
        .target(name: "Solver"),
        .target(name: "AutoLayout", dependencies: ["Geometry", "Solver"]),
        .target(name: "Layout", dependencies: ["Geometry", "Devices", "AutoLayout"]),
        .target(name: "Scene", dependencies: ["Geometry", "Devices", "AutoLayout", "Layout", "Yams"]),

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
        .target(name: "Render", dependencies: ["Geometry", "Layout", "CCairo", "CPangoCairo", "CPNG", "CZlib", "CDeflate"]),

        .target(name: "Pipeline", dependencies: ["Devices", "Layout", "Scene", "Render"]),
        .target(name: "Golden", dependencies: ["Geometry", "Devices", "Layout", "Scene", "Render", "Pipeline"]),
        .executableTarget(
            name: "BezelCLI",
            dependencies: [
                "Geometry", "Devices", "Layout", "Scene", "Render", "Pipeline", "Golden",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        .executableTarget(
            name: "BezelBench", dependencies: ["Geometry", "Devices", "Solver", "Layout", "Scene", "Render", "Pipeline", "Golden"]),

        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "DevicesTests", dependencies: ["Devices"]),
        .testTarget(name: "SolverTests", dependencies: ["Solver"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "Geometry"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Devices", "Geometry"]),
        .testTarget(name: "SceneTests", dependencies: ["Scene", "Layout", "Devices", "Geometry", "Render"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "AutoLayout", "Layout", "Geometry", "Devices"]),
        .testTarget(name: "PipelineTests", dependencies: ["Pipeline"]),
        .testTarget(name: "GoldenTests", dependencies: ["Golden", "Render", "Scene", "Pipeline", "CZlib"]),
        .testTarget(name: "EndToEndTests", dependencies: ["Devices", "Render"]),
    ],
    swiftLanguageModes: [.v6]
)
