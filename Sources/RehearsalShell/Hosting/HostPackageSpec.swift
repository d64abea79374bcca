/// What `swift package rehearse` tells `rehearse --host-package` about the package whose previews to run.
///
/// The command plugin writes it as JSON (it cannot link this library, so it mirrors these field names);
/// `HostPackageGenerator` turns it into a small package that compiles the user's targets beside the shell.
package struct HostPackageSpec: Codable, Equatable, Sendable {
    /// One source target of the user's package, compiled in the host package under its own name.
    package struct Target: Codable, Equatable, Sendable {
        /// The target's module name.
        package var name: String
        /// Its directory in the user's package; the host links to it as `_user`.
        package var directory: String
        /// Its Swift sources, relative to `directory` (so the user's `exclude:` holds).
        package var sources: [String]
        /// Its resources, relative to `directory`.
        package var resources: [String]
        /// Its compilation conditions (`-D`).
        package var defines: [String]
        /// Other targets of the user's package it depends on, by name.
        package var targetDependencies: [String]
        /// Products of other packages it depends on.
        package var productDependencies: [Product]

        package init(
            name: String, directory: String, sources: [String], resources: [String] = [], defines: [String] = [],
            targetDependencies: [String] = [], productDependencies: [Product] = []
        ) {
            self.name = name
            self.directory = directory
            self.sources = sources
            self.resources = resources
            self.defines = defines
            self.targetDependencies = targetDependencies
            self.productDependencies = productDependencies
        }
    }

    /// A product of a package of the graph.
    package struct Product: Codable, Equatable, Sendable {
        package var name: String
        /// The directory of the package that declares it.
        package var package: String

        package init(name: String, package: String) {
            self.name = name
            self.package = package
        }
    }

    /// Where to write the host package (inside the plugin's work directory).
    package var hostDirectory: String
    /// The Rehearsal package's directory.
    package var rehearsal: String
    /// Every other package of the graph, by directory, mirrored as path dependencies (no network needed).
    package var packages: [String]
    /// The user's targets to compile, in dependency order or any order.
    package var targets: [Target]
    /// The Swift language mode of the user's package (5 or 6).
    package var languageMode: Int

    package init(hostDirectory: String, rehearsal: String, packages: [String], targets: [Target], languageMode: Int) {
        self.hostDirectory = hostDirectory
        self.rehearsal = rehearsal
        self.packages = packages
        self.targets = targets
        self.languageMode = languageMode
    }
}
