// swift-tools-version: 5.9
// Kept for old toolchains, as real packages do: SwiftPM reads a version-specific manifest only when the
// tools version it declares is newer than Package.swift's, so neither `swift build` nor the host reads
// this one (a target that does not exist would stop both).
import PackageDescription

let package = Package(
    name: "Tools60",
    targets: [.target(name: "NotAFolder")]
)
