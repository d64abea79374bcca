import Foundation
import PackagePlugin

/// The plugin's description of the package to host: the JSON that `rehearse --host-package` reads.
///
/// Mirrors `HostPackageSpec` in RehearsalShell field for field (a plugin cannot link a library).
struct HostSpec: Encodable {
    struct Target: Encodable {
        var name: String
        var directory: String
        var sources: [String]
        var resources: [String]
        var defines: [String]
        var targetDependencies: [String]
        var productDependencies: [Product]
    }

    struct Product: Encodable {
        var name: String
        var package: String
    }

    var hostDirectory: String
    var rehearsal: String
    var packages: [String]
    var targets: [Target]
    var languageMode: Int

    /// The library targets of the root package that use Rehearsal, with the targets they depend on.
    init(context: PluginContext) throws {
        let root = context.package
        let graph = Self.packages(below: root)
        guard let rehearsal = graph.first(where: { $0.products.contains { $0.name == "RehearsalShell" } }) else {
            throw RehearseFailure(description: "\(root.displayName) does not depend on the Rehearsal package")
        }
        let owners = Dictionary(
            graph.flatMap { package in package.products.map { ($0.id, package.directoryURL.path) } },
            uniquingKeysWith: { first, _ in first })
        let chosen = Self.previewTargets(of: root, rehearsal: rehearsal)
        guard !chosen.isEmpty else {
            throw RehearseFailure(
                description: """
                    no library target of \(root.displayName) depends on RehearsalUI. To fix, add \
                    .product(name: "RehearsalUI", package: "\(rehearsal.directoryURL.lastPathComponent)") to the \
                    dependencies of the target that holds your previews.
                    """)
        }
        hostDirectory = context.pluginWorkDirectoryURL.appendingPathComponent("host").path
        self.rehearsal = rehearsal.directoryURL.path
        packages = graph.map(\.directoryURL.path)
        languageMode = root.toolsVersion.major >= 6 ? 6 : 5
        targets = chosen.map { target in
            let base = target.directoryURL.path + "/"
            func relative(_ file: File) -> String { String(file.url.path.dropFirst(base.count)) }
            return Target(
                name: target.name, directory: target.directoryURL.path,
                sources: target.sourceFiles.filter { $0.type == .source }.map(relative),
                resources: target.sourceFiles.filter { $0.type == .resource }.map(relative),
                defines: target.compilationConditions,
                targetDependencies: target.dependencies.compactMap {
                    if case .target(let dependency) = $0 { dependency.name } else { nil }
                },
                productDependencies: target.dependencies.compactMap {
                    guard case .product(let product) = $0, let owner = owners[product.id] else { return nil }
                    return Product(name: product.name, package: owner)
                })
        }
    }

    /// Every package the root depends on, directly or not, once each.
    static func packages(below root: Package) -> [Package] {
        var seen: Set<String> = []
        var result: [Package] = []
        var queue = root.dependencies.map(\.package)
        while !queue.isEmpty {
            let package = queue.removeFirst()
            guard seen.insert(package.directoryURL.path).inserted else { continue }
            result.append(package)
            queue += package.dependencies.map(\.package)
        }
        return result
    }

    /// The root's library targets that reach a Rehearsal product, and the root targets they depend on.
    static func previewTargets(of root: Package, rehearsal: Package) -> [SwiftSourceModuleTarget] {
        let libraries = root.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { $0.kind == .generic }
        let rehearsalProducts = Set(rehearsal.products.map(\.id))
        func usesRehearsal(_ target: any PackagePlugin.Target) -> Bool {
            target.dependencies.contains { dependency in
                switch dependency {
                case .product(let product): rehearsalProducts.contains(product.id)
                case .target(let inner): usesRehearsal(inner)
                @unknown default: false
                }
            }
        }
        var names = Set(libraries.filter(usesRehearsal).map(\.name))
        var changed = true
        while changed {
            changed = false
            for target in libraries where names.contains(target.name) {
                for case .target(let dependency) in target.dependencies where !names.contains(dependency.name) {
                    if libraries.contains(where: { $0.name == dependency.name }) {
                        names.insert(dependency.name)
                        changed = true
                    }
                }
            }
        }
        return libraries.filter { names.contains($0.name) }
    }
}
