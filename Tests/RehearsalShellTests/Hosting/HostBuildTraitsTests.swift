import Foundation
import Testing

@testable import RehearsalShell

/// The trait options of `swift package [--traits LIST] rehearse` reach the host's `swift build` (which writes
/// no index store), and a warm start with other options builds again. The recipe's `swift` is a script that
/// records its arguments; `scripts/fixtures` (case `traits`) builds a real package with and without its
/// default trait.
@Suite struct HostBuildTraitsTests {
    /// A host folder whose `swift build` records its arguments and leaves an executable, and its recipe.
    func recipe(traits: [String]) throws -> (folder: URL, recipe: HostRecipe) {
        let folder = try RehearseBinary.temporaryFolder()
        let swift = folder.appendingPathComponent("swift")
        let host = folder.appendingPathComponent("host").path
        let script = """
            #!/bin/sh
            echo "$@" >> '\(folder.path)/arguments'
            mkdir -p '\(host)/.build/debug'
            printf '#!/bin/sh\\n' > '\(host)/.build/debug/RehearseHost'
            chmod +x '\(host)/.build/debug/RehearseHost'
            echo 'Build complete!'

            """
        try ExecutableScript.write(script, to: swift)
        let sources = folder.appendingPathComponent("Sources", isDirectory: true)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("struct A {}\n".utf8).write(to: sources.appendingPathComponent("A.swift"))
        let recipe = HostRecipe(
            swift: swift.path, hostDirectory: host, userDirectory: "/work/App", packageName: "App",
            product: "RehearseHost", mirrored: ["Sources"], watched: [sources.path], inputs: [sources.path],
            watch: false, traits: traits)
        return (folder, recipe)
    }

    @Test("The trait options are passed to swift build without an index store, and other options are not up to date")
    func traits() throws {
        let (folder, recipe) = try recipe(traits: ["--disable-default-traits", "--traits", "Offline"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!HostBuild.isUpToDate(recipe))
        #expect(HostBuild(recipe: recipe).run().succeeded)
        #expect(HostBuild.isUpToDate(recipe))
        var defaults = recipe
        defaults.traits = []
        #expect(!HostBuild.isUpToDate(defaults))
        #expect(HostBuild(recipe: defaults).run().succeeded)
        #expect(HostBuild.isUpToDate(defaults))
        #expect(!HostBuild.isUpToDate(recipe))
        let arguments = try String(contentsOf: folder.appendingPathComponent("arguments"), encoding: .utf8)
        #expect(
            arguments == """
                build --package-path \(recipe.hostDirectory) --product RehearseHost --disable-index-store \
                --disable-default-traits --traits Offline
                build --package-path \(recipe.hostDirectory) --product RehearseHost --disable-index-store

                """)
    }

    @Test("The fingerprint leaves hidden entries out and does not follow a link to a folder")
    func fingerprintEntries() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inner = folder.appendingPathComponent("Screens", isDirectory: true)
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: inner.appendingPathComponent("A.swift"))
        try Data().write(to: folder.appendingPathComponent(".hidden"))
        let elsewhere = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try Data().write(to: elsewhere.appendingPathComponent("B.swift"))
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("Linked"), withDestinationURL: elsewhere)
        let keys = HostBuild.fingerprint(of: [folder.path + "/"]).keys.sorted()
        #expect(keys == [folder.path, folder.path + "/Linked", inner.path, inner.path + "/A.swift"])
    }
}
