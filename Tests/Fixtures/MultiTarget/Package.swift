// swift-tools-version: 6.1
// An app in three targets: a model that loads its books from a resource, screens on top of it, and an
// executable whose `@main App` shows them. Another local package formats page counts.
import PackageDescription

let package = Package(
    name: "MultiTarget",
    platforms: [.macOS("26.0")],
    products: [.executable(name: "ShelfApp", targets: ["ShelfApp"])],
    dependencies: [
        .package(name: "Rehearsal", path: "../../.."),
        .package(path: "LocalPackages/Formatting"),
    ],
    targets: [
        .target(name: "Catalog", resources: [.process("Resources")]),
        .target(
            name: "Screens",
            dependencies: [
                "Catalog", .product(name: "Formatting", package: "Formatting"),
                .product(name: "RehearsalUI", package: "Rehearsal"),
            ]),
        .executableTarget(
            name: "ShelfApp", dependencies: ["Screens", .product(name: "RehearsalUI", package: "Rehearsal")]),
    ]
)
