// swift-tools-version: 6.0
// A package whose own test target runs a test exported by `swift package rehearse` (`export FILE.swift`):
// it depends on Rehearsal's RehearsalTesting product and on the target that declares the preview.
import PackageDescription

let package = Package(
    name: "ExportedTest",
    platforms: [.macOS("26.0")],
    dependencies: [.package(name: "Rehearsal", path: "../../..")],
    targets: [
        .target(name: "Tally", dependencies: [.product(name: "RehearsalUI", package: "Rehearsal")]),
        .testTarget(
            name: "TallyTests",
            dependencies: ["Tally", .product(name: "RehearsalTesting", package: "Rehearsal")]),
    ]
)
