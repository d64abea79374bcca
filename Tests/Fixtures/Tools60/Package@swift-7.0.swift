// swift-tools-version: 7.0
// For a toolchain newer than any there is: SwiftPM skips it, and so does the host.
import PackageDescription

let package = Package(
    name: "Tools60",
    targets: [.target(name: "NotAFolderEither")]
)
