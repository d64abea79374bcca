// swift-tools-version: 6.2
// A document app as Xcode's template writes one: an `@main App` whose only scene is a `DocumentGroup`, a
// `FileDocument` that imports `UniformTypeIdentifiers` for its own type, and no `#Preview`. On Linux the two
// imports are Rehearsal's `SwiftUI` and `UniformTypeIdentifiers` products, depended on only there.
import PackageDescription

let package = Package(
    name: "DocumentApp",
    platforms: [.macOS(.v26), .iOS(.v26)],
    dependencies: [.package(name: "Rehearsal", path: "../../..")],
    targets: [
        .executableTarget(
            name: "Notebook",
            dependencies: [
                .product(name: "SwiftUI", package: "Rehearsal", condition: .when(platforms: [.linux])),
                .product(
                    name: "UniformTypeIdentifiers", package: "Rehearsal", condition: .when(platforms: [.linux])),
            ])
    ]
)
