import Foundation
import PackagePlugin

/// `swift package rehearse [ARGUMENTS]`: opens the Rehearsal shell on this package's previews.
///
/// In the Rehearsal package itself it runs the `rehearse` tool (which links the sample previews). In any
/// other package it has `rehearse --host-package` write and build a small host package that compiles this
/// package's preview targets beside the shell, then runs that. The shell gets the terminal through
/// `TerminalHandOff`; without one (CI, a pipe) it reads standard input, which is how `replay` runs.
@main
struct RehearsePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let rehearse = try context.tool(named: "rehearse").url
        let executable: URL
        if context.package.products.contains(where: { $0.name == "RehearsalShell" }) {
            executable = rehearse
        } else {
            let spec = try HostSpec(context: context)
            executable = try buildHost(
                spec, rehearse: rehearse, swift: try context.tool(named: "swift").url, in: context)
        }
        let status = TerminalHandOff.run(executable: executable.path, arguments: arguments)
        if status != 0 {
            throw RehearseFailure(description: "rehearse exited with status \(status)")
        }
    }

    /// Writes the spec, asks `rehearse --host-package` to build the host, and returns its executable.
    private func buildHost(_ spec: HostSpec, rehearse: URL, swift: URL, in context: PluginContext) throws -> URL {
        let specURL = context.pluginWorkDirectoryURL.appendingPathComponent("host-package.json")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(spec).write(to: specURL, options: .atomic)
        let process = Process()
        process.executableURL = rehearse
        process.arguments = ["--host-package", specURL.path, swift.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw RehearseFailure(description: "building the previews of \(context.package.displayName) failed")
        }
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return URL(fileURLWithPath: path)
    }
}

/// A failure the plugin reports to `swift package`, which then exits non-zero.
struct RehearseFailure: Error, CustomStringConvertible {
    var description: String
}
