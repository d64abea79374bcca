// swift-tools-version: 5.9
// The oldest manifest Rehearsal hosts: Swift 5 mode, a PreviewProvider, and a define.
import PackageDescription

let package = Package(
    name: "Tools59",
    platforms: [.macOS("26.0")],
    dependencies: [.package(name: "Rehearsal", path: "../../..")],
    targets: [
        .target(
            name: "Greeting",
            dependencies: [.product(name: "RehearsalUI", package: "Rehearsal")],
            swiftSettings: [.define("GREETING_FLAG")]
        )
    ]
)
