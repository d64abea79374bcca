import Foundation
import PackagePlugin

/// `swift package rehearse`: opens the Rehearsal shell on this package's previews.
@main
struct RehearsePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "rehearse")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("rehearse exited with status \(process.terminationStatus)")
        }
    }
}
