import Foundation
import PackagePlugin

/// `swift package [--traits LIST] rehearse [--target NAME]... [--watch] [--traits LIST] [ARGUMENTS]`: opens
/// the Rehearsal shell on this package's previews.
///
/// In the Rehearsal package itself it builds and runs the `rehearse` tool (which links the sample
/// previews). In any other package it writes a host package (`HostPackage`: the package's own manifest
/// with an executable appended that links the preview targets beside the shell), builds it with the
/// toolchain's `swift build`, and runs it. The shell gets SwiftPM's own standard streams, or the terminal,
/// through `TerminalHandOff`: piped commands, `--jsonl` and `mcp` work as with the shell run directly.
@main
struct RehearsePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let options = try PluginArguments(arguments)
        let streams = ParentStreams()
        let executable: String
        var environment: [String: String] = [:]
        var shown: String
        if context.package.products.contains(where: { $0.name == "RehearsalShell" }) {
            executable = try buildRehearse(context: context)
            shown = executable
        } else {
            let traits =
                options.traits.isEmpty
                ? TraitOptions.beforeVerb(in: TraitOptions.parentCommandLine(), pluginArguments: arguments)
                : options.traits
            let host = try prepareHost(context: context, options: options, traits: traits)
            try build(host, progress: TerminalHandOff.progressOutput(streams), notices: streams.descriptors[2] ?? 2)
            executable = host.recipe.executable
            environment[HostRecipe.environmentKey] = host.recipePath
            shown = "\(HostRecipe.environmentKey)=\(host.recipePath) \(executable)"
        }
        shown += options.shell.map { " " + Self.quoted($0) }.joined()
        let status = try TerminalHandOff.run(
            executable: executable, arguments: options.shell, environment: environment, streams: streams,
            shown: shown)
        if status != 0 {
            throw RehearseFailure(description: "rehearse exited with status \(status)")
        }
    }

    /// The Rehearsal package's own `rehearse` tool, built by the running SwiftPM.
    private func buildRehearse(context: PluginContext) throws -> String {
        let result = try packageManager.build(.product("rehearse"), parameters: .init(configuration: .debug))
        guard result.succeeded, let tool = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw RehearseFailure(description: "building rehearse failed:\n\(result.logText)")
        }
        return tool.url.path
    }

    /// Chooses the targets and writes the host package for them.
    private func prepareHost(context: PluginContext, options: PluginArguments, traits: [String]) throws -> HostPackage {
        let package = context.package
        guard
            let rehearsal = Self.packages(below: package).first(where: {
                $0.targets.contains { $0.name == "RehearsalShell" }
            })
        else {
            throw RehearseFailure(
                description: """
                    \(package.displayName) does not depend on the Rehearsal package. To fix, add \
                    .package(path: "PATH/TO/Rehearsal") to its dependencies, and the RehearsalUI product to the \
                    target that holds your previews (see Rehearsal's README).
                    """)
        }
        let targets = try PreviewTargets(package: package, rehearsal: rehearsal, requested: options.targets)
        guard !targets.filesWithPreviews.isEmpty else {
            let names = targets.hosted.map(\.name).joined(separator: ", ")
            throw RehearseFailure(
                description: """
                    no previews found in \(names): no file says #Preview, PreviewProvider or DocumentGroup. To fix, add one \
                    beside a view, for example: #Preview { ContentView() }. Choose other targets with \
                    --target NAME.
                    """)
        }
        let host = try HostPackage(
            context: context, rehearsal: rehearsal, targets: targets, swift: try context.tool(named: "swift").url,
            watch: options.watch, traits: traits)
        try host.write()
        return host
    }

    /// Builds the host package; a failure shows the first errors with the user's paths, and what to do. A
    /// build run again because a file was saved during it says so on `notices` (SwiftPM's standard error).
    private func build(_ host: HostPackage, progress: FileHandle?, notices: Int32) throws {
        if HostBuild.isUpToDate(host.recipe) { return }
        let outcome = HostBuild(recipe: host.recipe).run { line in
            progress?.write(Data("\r\u{1B}[K\(line.prefix(100))".utf8))
        }
        progress?.write(Data("\r\u{1B}[K".utf8))
        if let note = HostBuild.modifiedNote(outcome.modified) {
            _ = (note + "\n").withCString { write(notices, $0, strlen($0)) }
        }
        guard !outcome.succeeded else { return }
        let targets = host.manifest.hosted.joined(separator: ", ")
        let fix =
            HostBuild.modifiedFiles(in: outcome.log).isEmpty
            ? """
            To fix: correct the code above (`swift build` in \(host.recipe.userDirectory) shows every \
            error), then run `swift package rehearse` again.
            """
            : """
            Files changed during both builds: once your edits are saved, run `swift package rehearse` again.
            """
        throw RehearseFailure(
            description: """
                building the previews of \(host.recipe.packageName) (\(targets)) failed. The first errors:
                \(outcome.errors.joined(separator: "\n"))
                \(fix) The host package is \(host.recipe.hostDirectory): your Package.swift with Rehearsal's \
                lines appended.
                """)
    }

    /// `argument` as a POSIX shell reads it back.
    static func quoted(_ argument: String) -> String {
        let plain = argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@%+,".contains($0) }
        return plain && !argument.isEmpty ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Every package the root depends on, directly or not, once each.
    static func packages(below root: Package) -> [Package] {
        var seen: Set<String> = []
        var result: [Package] = []
        var queue = root.dependencies.map(\.package)
        while !queue.isEmpty {
            let package = queue.removeFirst()
            guard seen.insert(package.id).inserted else { continue }
            result.append(package)
            queue += package.dependencies.map(\.package)
        }
        return result
    }
}

/// A failure the plugin reports to `swift package`, which then exits non-zero.
struct RehearseFailure: Error, CustomStringConvertible {
    var description: String
}
