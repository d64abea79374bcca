// swift-tools-version: 6.3
// 6.3: the virtual-time scheduler swaps the executors through the 6.3 toolchain's SPI.
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

/// Whether SwiftPM fetched this package (a dependency by version, branch or revision, in a `checkouts`
/// folder), or `REHEARSAL_SWIFT_SYNTAX=package` asks for it. SwiftPM refuses `unsafeFlags` in a fetched
/// package, so the macro then depends on the swift-syntax package instead of reaching the toolchain's
/// copy; a local clone (the root package, or a dependency by `path:`) builds offline with the toolchain's.
let isFetched =
    Context.packageDirectory.contains("/checkouts/")
    || ProcessInfo.processInfo.environment["REHEARSAL_SWIFT_SYNTAX"] == "package"

/// The macro target's SwiftSyntax: the swift-syntax package when fetched, else the toolchain's own modules.
let macroDependencies: [Target.Dependency] =
    isFetched
    ? [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
    ] : []
let macroSwiftSettings: [SwiftSetting] = isFetched ? [] : [.unsafeFlags(["-I", hostModules])]
let macroLinkerSettings: [LinkerSetting] =
    isFetched
    ? []
    : [
        .unsafeFlags(["-L", hostModules, "-Xlinker", "-rpath", "-Xlinker", hostModules]),
        .linkedLibrary("SwiftSyntax"),
        .linkedLibrary("SwiftSyntaxMacros"),
        .linkedLibrary("SwiftSyntaxBuilder"),
        .linkedLibrary("SwiftDiagnostics"),
        .linkedLibrary("SwiftCompilerPluginMessageHandling"),
    ]

/// CI builds every target with warnings as errors; a user's build (and a package that depends on this one)
/// does not, so the flag never reaches a dependent package's build.
let warningsAsErrors: [SwiftSetting] =
    ProcessInfo.processInfo.environment["CI"] == nil || isFetched ? [] : [.unsafeFlags(["-warnings-as-errors"])]

let strictSettings: [SwiftSetting] =
    [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
    ] + warningsAsErrors

let package = Package(
    name: "Rehearsal",
    // The executor factory that virtual time installs exists from the 2025 systems on.
    platforms: [.macOS(.v26), .iOS(.v26), .tvOS(.v26), .watchOS(.v26), .visionOS(.v26)],
    products: [
        .library(name: "RehearsalUI", targets: ["RehearsalUI"]),
        // `import SwiftUI` on Linux: the dialect under SwiftUI's name (see README).
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // `import UniformTypeIdentifiers` on Linux: `UTType` under the framework's name (see README).
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "Rehearsal", targets: ["Rehearsal"]),
        .library(name: "RehearsalShell", targets: ["RehearsalShell"]),
        // Previews opened, driven and checked from a Swift Testing test (what `export FILE.swift` writes).
        .library(name: "RehearsalTesting", targets: ["RehearsalTesting"]),
        .library(name: "VirtualTime", targets: ["VirtualTime"]),
        .executable(name: "rehearse", targets: ["rehearse"]),
        .plugin(name: "RehearsePlugin", targets: ["RehearsePlugin"]),
    ],
    dependencies: isFetched
        ? [.package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"700.0.0")] : [],
    targets: [
        // The process's clock_gettime, gettimeofday and time, answering virtual time on a scheduler's thread.
        .target(name: "CVirtualClock"),
        .target(name: "VirtualTime", dependencies: ["CVirtualClock"], swiftSettings: strictSettings),
        .macro(
            name: "RehearsalMacros",
            dependencies: macroDependencies,
            swiftSettings: macroSwiftSettings,
            linkerSettings: macroLinkerSettings
        ),
        // `UTType`, in a module of its own so that RehearsalUI and `UniformTypeIdentifiers` re-export one type.
        .target(name: "RehearsalTypeIdentifiers", swiftSettings: strictSettings),
        .target(
            name: "RehearsalUI",
            dependencies: ["VirtualTime", "RehearsalMacros", "RehearsalTypeIdentifiers"],
            swiftSettings: strictSettings
        ),
        .target(name: "SwiftUI", dependencies: ["RehearsalUI"], swiftSettings: strictSettings),
        .target(
            name: "UniformTypeIdentifiers", dependencies: ["RehearsalTypeIdentifiers"], swiftSettings: strictSettings),
        .target(
            name: "Rehearsal",
            dependencies: ["RehearsalUI", "VirtualTime"],
            swiftSettings: strictSettings
        ),
        // Links Testing, so it is a target of its own: `rehearse` and a host package never load it.
        .target(name: "RehearsalTesting", dependencies: ["Rehearsal", "VirtualTime"], swiftSettings: strictSettings),
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
            dependencies: ["RehearsalUI", "Rehearsal", "UniformTypeIdentifiers"],
            path: "Previews",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "rehearse",
            dependencies: ["RehearsalShell", "SamplePreviews"],
            swiftSettings: strictSettings
        ),
        // `sched_setaffinity` for the benchmarks, whose long session and fresh sessions share one processor.
        .target(name: "CProcessorAffinity"),
        .executableTarget(
            name: "RehearsalBenchmarks",
            dependencies: ["RehearsalUI", "Rehearsal", "VirtualTime", "SamplePreviews", "CProcessorAffinity"],
            swiftSettings: strictSettings
        ),
        .plugin(
            name: "RehearsePlugin",
            capability: .command(
                intent: .custom(verb: "rehearse", description: "Open the Rehearsal shell on this package's previews"),
                permissions: []
            )
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
            name: "RehearsalTests", dependencies: ["Rehearsal", "RehearsalTesting", "SamplePreviews"],
            swiftSettings: warningsAsErrors),
        .testTarget(
            name: "RehearsalShellTests", dependencies: ["RehearsalShell", "SamplePreviews", "rehearse"],
            swiftSettings: warningsAsErrors),
    ],
    swiftLanguageModes: [.v6]
)
