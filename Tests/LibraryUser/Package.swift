// swift-tools-version: 6.1
import PackageDescription

// A package outside Bezel's targets, as a user writes one (scripts/library-check.sh builds it):
// it depends on Bezel, imports nothing but BezelKit, and keeps a DocC catalog whose scenes the
// render-diagrams plugin draws.
let package = Package(
    name: "LibraryUser",
    dependencies: [.package(name: "Bezel", path: "../..")],
    targets: [
        .executableTarget(name: "LibraryUser", dependencies: [.product(name: "BezelKit", package: "Bezel")])
    ]
)
