// swift-tools-version: 6.0
// A Swift 5 target in a tools-6.0 package, with the settings a real app target carries: a define, an
// upcoming feature, an unsafe flag and an excluded file. `Modern` builds in the package's Swift 6 mode.
import PackageDescription

let package = Package(
    name: "Tools60",
    platforms: [.macOS("26.0")],
    dependencies: [.package(name: "Rehearsal", path: "../../..")],
    targets: [
        .target(
            name: "Legacy",
            dependencies: [.product(name: "RehearsalUI", package: "Rehearsal")],
            exclude: ["Broken.swift"],
            swiftSettings: [
                .swiftLanguageMode(.v5),
                .define("LEGACY_FLAG"),
                .enableUpcomingFeature("BareSlashRegexLiterals"),
                .unsafeFlags(["-DUNSAFE_FLAG"]),
            ]
        ),
        .target(name: "Modern", dependencies: ["Legacy", .product(name: "RehearsalUI", package: "Rehearsal")]),
    ]
)
