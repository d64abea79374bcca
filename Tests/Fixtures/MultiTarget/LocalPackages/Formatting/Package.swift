// swift-tools-version: 5.9
// Another package of the graph, depended on by a relative path.
import PackageDescription

let package = Package(
    name: "Formatting",
    products: [.library(name: "Formatting", targets: ["Formatting"])],
    targets: [.target(name: "Formatting")]
)
