import Foundation

/// How to rebuild the host package that runs another package's previews: written by the command plugin
/// beside the host package, and read by the shell it starts (through `REHEARSE_HOST`) for `reload` and
/// `--watch`.
///
/// The same file is compiled into the plugin (a symbolic link in `Plugins/RehearsePlugin`), since a plugin
/// cannot link a library: keep it to Foundation.
struct HostRecipe: Codable, Equatable, Sendable {
    /// The environment variable that holds the recipe's path in the shell's process.
    static let environmentKey = "REHEARSE_HOST"

    /// The toolchain's `swift`.
    var swift: String
    /// The host package: the user's manifest with Rehearsal's lines appended, and links to the user's files.
    var hostDirectory: String
    /// The user's package.
    var userDirectory: String
    /// The user's package's name, for messages.
    var packageName: String
    /// The executable product of the host package.
    var product: String
    /// The top-level entries of the user's package that the host links to, by name (`Sources`, `Tests`...).
    var mirrored: [String]
    /// The directories of the user's targets that the host compiles; `--watch` rebuilds when a file in them
    /// changes.
    var watched: [String]
    /// Everything the host's build reads (the host's manifest, every target of every local package of the
    /// graph): when none changed after the executable was linked, the plugin skips `swift build`.
    var inputs: [String]
    /// Whether the shell rebuilds by itself when a watched file changes (`--watch`).
    var watch: Bool
    /// The trait options the host builds with (`--traits A,B`, `--enable-all-traits`,
    /// `--disable-default-traits`), as given to `swift package` or to `rehearse`; empty: the default traits.
    var traits: [String] = []
    /// The module cache the host's compilers use instead of the host's own: the one of the user's build folder
    /// (`sharedModuleCache(pluginWork:)`), so that what is built there from `.swiftinterface` files (the
    /// toolchain's SwiftSyntax for the macro, Glibc, `_Concurrency`...) is built once for both builds. nil: the
    /// host's own, in its build folder.
    var moduleCache: String?

    /// The host's executable, as `swift build` leaves it.
    var executable: String { hostDirectory + "/.build/debug/" + product }

    /// The fingerprint of `inputs` at the start of the last successful build.
    var builtInputsPath: String { hostDirectory + "/.build/rehearse-inputs.json" }

    /// The recipe at `path`, or an error that says what was wrong with it.
    static func read(path: String) throws -> HostRecipe {
        try JSONDecoder().decode(HostRecipe.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Writes the recipe as JSON (keys sorted), only when it changed.
    func write(path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data = try encoder.encode(self)
        if (try? Data(contentsOf: URL(fileURLWithPath: path))) == data { return }
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// The module cache of the user's own build folder, for a plugin whose work directory is `pluginWork`; nil
    /// where the folder is not SwiftPM's layout or the platform's folder name is not known.
    ///
    /// SwiftPM's debug build keeps it in `SCRATCH/TRIPLE/debug/ModuleCache`, where `SCRATCH` is the build folder
    /// (`.build`, or `--scratch-path`) and the plugin's work directory is `SCRATCH/plugins/PLUGIN/outputs`. The
    /// path must be the same on every run, whether or not the user has built yet (another flag would make the
    /// host's build compile everything again), so it is made from the machine's name, as SwiftPM names the
    /// folder on Linux, and not looked up.
    static func sharedModuleCache(pluginWork: String) -> String? {
        guard let plugins = pluginWork.range(of: "/plugins/", options: .backwards), let triple = hostTriple
        else { return nil }
        return String(pluginWork[..<plugins.lowerBound]) + "/" + triple + "/debug/ModuleCache"
    }

    /// SwiftPM's name for this machine's build folder: `x86_64-unknown-linux-gnu`, `aarch64-unknown-linux-gnu`.
    static var hostTriple: String? {
        #if os(Linux)
            var names = utsname()
            guard uname(&names) == 0 else { return nil }
            let machine = withUnsafeBytes(of: names.machine) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            return machine.isEmpty ? nil : machine + "-unknown-linux-gnu"
        #else
            return nil
        #endif
    }

    /// A line of build output with the host's paths turned back into the user's: the compiler names the
    /// user's files by the host's links to them.
    func userPath(in line: String) -> String {
        guard line.contains(hostDirectory) else { return line }
        var result = line
        for entry in mirrored {
            for separator in ["/", ":"] {
                result = result.replacingOccurrences(
                    of: hostDirectory + "/" + entry + separator, with: userDirectory + "/" + entry + separator)
            }
        }
        return result
    }
}
