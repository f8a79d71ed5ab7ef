// swift-tools-version: 6.0
import PackageDescription

// The libFuzzer targets of `make fuzz` (docs/fuzzing.md), a package of their own: they link only
// with libFuzzer, so in Bezel's package a plain `swift build` would fail, and Bezel's manifest
// stays free of sanitizer and unsafe flags for the packages that depend on it. Each target is a
// thin entry point around the harness in Bezel's FuzzHarness module, which the regression tests
// replay too. Build with `-Xswiftc -sanitize=fuzzer` (the Makefile does): the flag instruments
// every module, Bezel's included, and links libFuzzer. Each target has its own main, which calls
// libFuzzer's driver: SwiftPM links an executable's entry point under a name of its own, so
// libFuzzer's main (with `-parse-as-library`) would leave that name undefined.
let package = Package(
    name: "BezelFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named, so the product reference below holds whatever the clone's folder is called.
        .package(name: "Bezel", path: "..")
    ],
    targets: [
        .systemLibrary(name: "CLibFuzzer", path: "Sources/CLibFuzzer"),
        .executableTarget(
            name: "FuzzScene",
            dependencies: ["CLibFuzzer", .product(name: "BezelFuzzHarness", package: "Bezel")]),
        .executableTarget(
            name: "FuzzDump",
            dependencies: ["CLibFuzzer", .product(name: "BezelFuzzHarness", package: "Bezel")]),
        .executableTarget(
            name: "FuzzPNG",
            dependencies: ["CLibFuzzer", .product(name: "BezelFuzzHarness", package: "Bezel")]),
    ],
    swiftLanguageModes: [.v6]
)
