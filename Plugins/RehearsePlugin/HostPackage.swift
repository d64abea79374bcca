import Foundation
import PackagePlugin

/// Writes the host package in the plugin's work directory: a link to every top-level entry of the user's
/// package (so the user's manifest finds its targets where it says), the user's manifest with Rehearsal's
/// lines appended (`HostManifest`), the executable's `main.swift`, and the recipe the shell rebuilds with.
///
/// Files are rewritten only when their text changed, so a warm run rebuilds nothing.
struct HostPackage {
    /// Entries of the user's package that the host does not link to.
    static let unmirrored: Set<String> = [".build", ".swiftpm", ".git", "Package.resolved"]
    /// The executable target and product the host adds.
    static let product = "RehearseHost"
    /// Its directory in the host.
    static let productPath = "_RehearseHost"
    /// The recipe's file name in the host.
    static let recipeName = "rehearse-host.json"

    let recipe: HostRecipe
    let manifest: HostManifest

    init(
        context: PluginContext, rehearsal: Package, targets: PreviewTargets, swift: URL, watch: Bool,
        traits: [String]
    ) throws {
        let package = context.package
        let user = package.directoryURL.path
        let manager = FileManager.default
        let entries = try manager.contentsOfDirectory(atPath: user).sorted()
        let manifestName = Self.manifestName(among: entries) {
            try? String(contentsOfFile: user + "/" + $0, encoding: .utf8)
        }
        let userManifest = try String(contentsOfFile: user + "/" + manifestName, encoding: .utf8)
        var checkouts: [String: String] = [:]
        var queue = package.dependencies.map(\.package)
        var visited: Set<String> = []
        while let next = queue.popLast() {
            guard visited.insert(next.id).inserted else { continue }
            if next.directoryURL.path.contains("/checkouts/") { checkouts[next.id] = next.directoryURL.path }
            queue += next.dependencies.map(\.package)
        }
        let host = context.pluginWorkDirectoryURL.appendingPathComponent("host").path
        recipe = HostRecipe(
            swift: swift.path, hostDirectory: host, userDirectory: user, packageName: package.displayName,
            product: Self.product,
            mirrored: entries.filter {
                !Self.unmirrored.contains($0) && !$0.hasPrefix("Package.swift") && !$0.hasPrefix("Package@swift-")
                    && $0 != Self.productPath
            },
            watched: targets.modules.map(\.directoryURL.path),
            inputs: [host + "/Package.swift", host + "/" + Self.productPath]
                + Self.localTargets(of: package).map(\.directoryURL.path),
            watch: watch, traits: traits,
            moduleCache: HostRecipe.sharedModuleCache(pluginWork: context.pluginWorkDirectoryURL.path))
        manifest = HostManifest(
            userManifest: userManifest, userDirectory: user, checkouts: checkouts,
            rehearsal: (rehearsal.directoryURL.path, rehearsal.id),
            hosted: targets.hosted.map(\.name), modules: targets.modules.map(\.name), apps: targets.apps,
            product: Self.product, productPath: Self.productPath)
    }

    /// The source targets of the package and of every package it depends on that is not a checkout.
    static func localTargets(of root: Package) -> [any Target] {
        var targets: [any Target] = []
        var visited: Set<String> = []
        var queue = [root]
        while let next = queue.popLast() {
            guard visited.insert(next.id).inserted else { continue }
            if next.id != root.id, next.directoryURL.path.contains("/checkouts/") { continue }
            targets += next.targets.filter { ($0 as? SourceModuleTarget)?.kind != .test }
            queue += next.dependencies.map(\.package)
        }
        return targets
    }

    /// The path of the recipe file.
    var recipePath: String { recipe.hostDirectory + "/" + Self.recipeName }

    /// Writes the host package; links and files left from an earlier run that no longer belong are removed.
    func write() throws {
        let manager = FileManager.default
        let host = recipe.hostDirectory
        try manager.createDirectory(atPath: host + "/" + Self.productPath, withIntermediateDirectories: true)
        let kept: Set<String> = [".build", "Package.swift", Self.productPath, Self.recipeName]
        for entry in try manager.contentsOfDirectory(atPath: host) where !kept.contains(entry) {
            let path = host + "/" + entry
            let target = recipe.userDirectory + "/" + entry
            if recipe.mirrored.contains(entry), (try? manager.destinationOfSymbolicLink(atPath: path)) == target {
                continue
            }
            try manager.removeItem(atPath: path)
        }
        for entry in recipe.mirrored where !manager.fileExists(atPath: host + "/" + entry) {
            try manager.createSymbolicLink(
                atPath: host + "/" + entry, withDestinationPath: recipe.userDirectory + "/" + entry)
        }
        try Self.write(manifest.text, to: host + "/Package.swift")
        try Self.write(HostManifest.mainSource, to: host + "/" + Self.productPath + "/main.swift")
        try recipe.write(path: recipePath)
    }

    /// The manifest SwiftPM reads, as SwiftPM chooses it: the `Package@swift-X.swift` with the highest
    /// version this toolchain accepts, but only when the tools version it declares is newer than
    /// `Package.swift`'s (a `Package@swift-5.9.swift` kept for old toolchains beside a tools-6.0
    /// `Package.swift` is not read); else `Package.swift`. `read` gives a manifest's text by name.
    static func manifestName(among entries: [String], read: (String) -> String? = { _ in nil }) -> String {
        let current = [6, 3]
        var best: (version: [Int], name: String)?
        for entry in entries where entry.hasPrefix("Package@swift-") && entry.hasSuffix(".swift") {
            let text = entry.dropFirst("Package@swift-".count).dropLast(".swift".count)
            let version = text.split(separator: ".").compactMap { Int($0) }
            guard !version.isEmpty, version.lexicographicallyPrecedes(current) || version == current else { continue }
            if best == nil || best!.version.lexicographicallyPrecedes(version) { best = (version, entry) }
        }
        guard let best else { return "Package.swift" }
        let declared = read(best.name).flatMap(toolsVersion)
        let regular = read("Package.swift").flatMap(toolsVersion)
        guard let declared, let regular else { return best.name }
        return regular.lexicographicallyPrecedes(declared) ? best.name : "Package.swift"
    }

    /// The version a manifest's first line declares (`// swift-tools-version: 6.0`), as numbers.
    static func toolsVersion(of manifest: String) -> [Int]? {
        guard let first = manifest.split(separator: "\n", maxSplits: 1).first,
            let marker = first.range(of: "swift-tools-version:")
        else { return nil }
        let text = first[marker.upperBound...].drop(while: { $0 == " " }).prefix(while: { $0.isNumber || $0 == "." })
        let version = text.split(separator: ".").compactMap { Int($0) }
        guard !version.isEmpty else { return nil }
        // 6.0 and 6.0.0 are the same version.
        return version + Array(repeating: 0, count: max(0, 3 - version.count))
    }

    private static func write(_ text: String, to path: String) throws {
        if (try? String(contentsOfFile: path, encoding: .utf8)) == text { return }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
