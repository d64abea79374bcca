// swift-tools-version: 5.10
// A package written for Swift 5: its environment key's default value is a shared class instance, which
// Swift 6 mode rejects (`static property 'defaultValue' is not concurrency-safe`).
import PackageDescription

let package = Package(
    name: "Tools510",
    platforms: [.macOS("26.0")],
    dependencies: [.package(name: "Rehearsal", path: "../../..")],
    targets: [
        .target(name: "Counter", dependencies: [.product(name: "RehearsalUI", package: "Rehearsal")])
    ]
)
