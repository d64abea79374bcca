import Foundation

/// The package traits the host builds with: `--traits A,B`, `--enable-all-traits` and
/// `--disable-default-traits`, as `swift build` takes them.
///
/// The plugin API hands a command plugin no traits (`PackageManager.BuildParameters` has no such field,
/// and `PluginContext` says nothing of them; SwiftPM issue 10029), so the options are read where the user
/// wrote them: after the verb (`swift package rehearse --traits A`), or before it
/// (`swift package --traits A rehearse`), from the command line of the running `swift-package`, the
/// plugin's parent. Options after the verb win over those before it.
enum TraitOptions {
    /// The options that take no value.
    static let flags: Set<String> = ["--enable-all-traits", "--disable-default-traits"]

    /// Takes the trait options out of `arguments`: the options, and the arguments left. `--traits` without a
    /// list is a mistake.
    static func take(from arguments: [String]) throws -> (options: [String], rest: [String]) {
        var options: [String] = []
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                rest += arguments[(index - 1)...]
                break
            }
            if flags.contains(argument) {
                options.append(argument)
            } else if argument == "--traits" {
                guard index < arguments.count, !arguments[index].hasPrefix("-"), !arguments[index].isEmpty else {
                    throw RehearseFailure(
                        description: """
                            --traits needs the package's traits, comma-separated, like --traits Pricing,Offline \
                            (add `defaults` to keep the default traits too; `swift package show-traits` lists them)
                            """)
                }
                options += [argument, arguments[index]]
                index += 1
            } else if argument.hasPrefix("--traits=") {
                options += ["--traits", String(argument.dropFirst("--traits=".count))]
            } else {
                rest.append(argument)
            }
        }
        return (options, rest)
    }

    /// The trait options of a `swift-package` command line (its arguments, without the program) that ran
    /// the plugin with `pluginArguments`: those before the verb. Empty when the line is not that shape.
    static func beforeVerb(in commandLine: [String], pluginArguments: [String]) -> [String] {
        guard commandLine.count > pluginArguments.count,
            Array(commandLine.suffix(pluginArguments.count)) == pluginArguments
        else { return [] }
        let swiftPM = commandLine.dropLast(pluginArguments.count + 1)
        return (try? take(from: Array(swiftPM)).options) ?? []
    }

    /// The arguments of the plugin's parent process (the running `swift-package`), program left out; empty
    /// when `/proc` cannot be read.
    static func parentCommandLine() -> [String] {
        guard let data = FileManager.default.contents(atPath: "/proc/\(getppid())/cmdline") else { return [] }
        let words = data.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        // The line ends with a NUL: the last, empty word is not an argument.
        return Array(words.dropFirst().dropLast(words.last == "" ? 1 : 0))
    }
}
