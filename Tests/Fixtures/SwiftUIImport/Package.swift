// swift-tools-version: 6.2
// One codebase for Xcode and Linux: the screens say `import SwiftUI`, which on Linux is Rehearsal's
// dialect (the SwiftUI product, depended on only there); the model imports only Foundation and uses
// `@Observable`, as app code written on a Mac does. A package trait, on by default, shows the total: the
// host builds the package's default traits as `swift build` does.
import PackageDescription

let package = Package(
    name: "SwiftUIImport",
    platforms: [.macOS(.v26), .iOS(.v26)],
    traits: [.default(enabledTraits: ["Pricing"]), .trait(name: "Pricing", description: "Shows the cart's total")],
    dependencies: [.package(name: "Rehearsal", path: "../../..")],
    targets: [
        .target(name: "Model"),
        .target(
            name: "Screens",
            dependencies: [
                "Model",
                .product(name: "SwiftUI", package: "Rehearsal", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: [.define("PRICING", .when(traits: ["Pricing"]))]),
    ]
)
