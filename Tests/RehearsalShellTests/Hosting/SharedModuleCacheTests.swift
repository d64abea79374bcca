import Foundation
import Testing

@testable import RehearsalShell

/// The host's build shares the module cache of the user's build folder: the plugin finds it from its own work
/// directory, and `swift build` gets it as the compilers' last `-module-cache-path`. `scripts/fixtures` (case
/// `shared-module-cache`) shows the toolchain's SwiftSyntax built there by a real host build.
@Suite struct SharedModuleCacheTests {
    @Test("The cache is the user's debug folder's, beside the plugin's work directory")
    func pathFromPluginWork() throws {
        let triple = try #require(HostRecipe.hostTriple)
        #expect(triple.hasSuffix("-unknown-linux-gnu"))
        #expect(
            HostRecipe.sharedModuleCache(pluginWork: "/work/App/.build/plugins/RehearsePlugin/outputs")
                == "/work/App/.build/\(triple)/debug/ModuleCache")
        #expect(
            HostRecipe.sharedModuleCache(pluginWork: "/work/plugins/App/scratch/plugins/RehearsePlugin/outputs")
                == "/work/plugins/App/scratch/\(triple)/debug/ModuleCache")
        #expect(HostRecipe.sharedModuleCache(pluginWork: "/work/App/outputs") == nil)
    }

    @Test("swift build gets the cache as the compilers' last module cache path, and no option without one")
    func buildArguments() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let swift = folder.appendingPathComponent("swift")
        let host = folder.appendingPathComponent("host").path
        let script = """
            #!/bin/sh
            echo "$@" >> '\(folder.path)/arguments'
            echo 'Build complete!'

            """
        try ExecutableScript.write(script, to: swift)
        var recipe = HostRecipe(
            swift: swift.path, hostDirectory: host, userDirectory: "/work/App", packageName: "App",
            product: "RehearseHost", mirrored: ["Sources"], watched: [], inputs: [], watch: false,
            traits: ["--traits", "Offline"], moduleCache: "/work/App/.build/x86_64-unknown-linux-gnu/debug/ModuleCache")
        #expect(HostBuild(recipe: recipe).run().succeeded)
        recipe.moduleCache = nil
        #expect(HostBuild(recipe: recipe).run().succeeded)
        let arguments = try String(contentsOf: folder.appendingPathComponent("arguments"), encoding: .utf8)
        #expect(
            arguments == """
                build --package-path \(host) --product RehearseHost --disable-index-store -Xswiftc -module-cache-path \
                -Xswiftc /work/App/.build/x86_64-unknown-linux-gnu/debug/ModuleCache --traits Offline
                build --package-path \(host) --product RehearseHost --disable-index-store --traits Offline

                """)
    }

    @Test("A recipe written before the module cache existed still reads, with the host's own cache")
    func olderRecipe() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("rehearse-host.json").path
        let json = """
            {"hostDirectory": "/h", "inputs": [], "mirrored": [], "packageName": "App", "product": "RehearseHost",
             "swift": "/usr/bin/swift", "traits": [], "userDirectory": "/work/App", "watch": false, "watched": []}
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try HostRecipe.read(path: path).moduleCache == nil)
    }
}
