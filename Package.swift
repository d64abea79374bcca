// swift-tools-version: 6.1
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The toolchain's own SwiftSyntax modules live beside the compiler, in `usr/lib/swift/host`.
///
/// The macro target compiles against them instead of fetching the swift-syntax package, which
/// this machine cannot download. The path is found from the `swift` on `PATH`, never hard-coded.
let hostModules: String = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
        let resolved = candidate.resolvingSymlinksInPath()
        let host = resolved.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host")
        if FileManager.default.fileExists(atPath: host.path) { return host.path }
    }
    return "/usr/lib/swift/host"
}()

/// CI builds every target with warnings as errors; a user's build (and a package that depends on this one)
/// does not, so the flag never reaches a dependent package's build.
let warningsAsErrors: [SwiftSetting] =
    ProcessInfo.processInfo.environment["CI"] == nil ? [] : [.unsafeFlags(["-warnings-as-errors"])]

let strictSettings: [SwiftSetting] =
    [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
    ] + warningsAsErrors

let package = Package(
    name: "Rehearsal",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "RehearsalUI", targets: ["RehearsalUI"]),
        .library(name: "Rehearsal", targets: ["Rehearsal"]),
        .library(name: "RehearsalShell", targets: ["RehearsalShell"]),
        .library(name: "VirtualTime", targets: ["VirtualTime"]),
        .executable(name: "rehearse", targets: ["rehearse"]),
        .plugin(name: "RehearsePlugin", targets: ["RehearsePlugin"]),
    ],
    targets: [
        .target(name: "VirtualTime", swiftSettings: strictSettings),
        .macro(
            name: "RehearsalMacros",
            swiftSettings: [.unsafeFlags(["-I", hostModules])],
            linkerSettings: [
                .unsafeFlags(["-L", hostModules, "-Xlinker", "-rpath", "-Xlinker", hostModules]),
                .linkedLibrary("SwiftSyntax"),
                .linkedLibrary("SwiftSyntaxMacros"),
                .linkedLibrary("SwiftSyntaxBuilder"),
                .linkedLibrary("SwiftDiagnostics"),
                .linkedLibrary("SwiftCompilerPluginMessageHandling"),
            ]
        ),
        .target(
            name: "RehearsalUI",
            dependencies: ["VirtualTime", "RehearsalMacros"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Rehearsal",
            dependencies: ["RehearsalUI", "VirtualTime"],
            swiftSettings: strictSettings
        ),
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(
            name: "RehearsalShell",
            dependencies: ["Rehearsal", "CEditLine"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "SamplePreviews",
            dependencies: ["RehearsalUI", "Rehearsal"],
            path: "Previews",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "rehearse",
            dependencies: ["RehearsalShell", "SamplePreviews"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "RehearsalBenchmarks",
            dependencies: ["RehearsalUI", "Rehearsal", "VirtualTime", "SamplePreviews"],
            swiftSettings: strictSettings
        ),
        .plugin(
            name: "RehearsePlugin",
            capability: .command(
                intent: .custom(verb: "rehearse", description: "Open the Rehearsal shell on this package's previews"),
                permissions: []
            ),
            dependencies: ["rehearse"]
        ),
        .testTarget(name: "VirtualTimeTests", dependencies: ["VirtualTime"], swiftSettings: warningsAsErrors),
        .testTarget(
            name: "RehearsalUITests", dependencies: ["RehearsalUI", "VirtualTime"], swiftSettings: warningsAsErrors),
        .testTarget(
            name: "RehearsalUIBreadthTests", dependencies: ["RehearsalUI", "VirtualTime"],
            swiftSettings: warningsAsErrors),
        // The seeds' SwiftUI code, verbatim but for the import. It is Swift 5 code written for app targets
        // (a static `EnvironmentKey.defaultValue` of a main-actor class, `@main App`), so it needs the Swift 5
        // language mode and an entry point renamed away from the test runner's `main`.
        .testTarget(
            name: "RehearsalUISeedTests",
            dependencies: ["RehearsalUI", "VirtualTime"],
            swiftSettings: [
                .swiftLanguageMode(.v5),
                .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "seed_main"]),
            ] + warningsAsErrors
        ),
        .testTarget(
            name: "RehearsalTests", dependencies: ["Rehearsal", "SamplePreviews"], swiftSettings: warningsAsErrors),
        .testTarget(
            name: "RehearsalShellTests", dependencies: ["RehearsalShell", "SamplePreviews", "rehearse"],
            swiftSettings: warningsAsErrors),
    ],
    swiftLanguageModes: [.v6]
)
