import Foundation

/// Builds the host package with the toolchain's `swift build` and reads what it printed: every line with
/// the user's paths, and the first errors when it failed.
///
/// The same file is compiled into the plugin (a symbolic link in `Plugins/RehearsePlugin`): keep it to
/// Foundation.
struct HostBuild {
    /// What one build did.
    struct Outcome: Equatable, Sendable {
        /// Whether `swift build` succeeded.
        var succeeded: Bool
        /// The first few errors (each with the source lines the compiler quoted), with the user's paths.
        var errors: [String]
        /// Everything the build printed, with the user's paths.
        var log: [String]
        /// The user's files that changed while a first build ran (`swift build` then stops with `input file
        /// '...' was modified during the build`), so that the build was run once more: the outcome is the
        /// second build's. Empty when one build sufficed.
        var modified: [String] = []
    }

    /// How many errors a failure shows; `swift build` in the user's package shows them all.
    static let shownErrors = 3

    let recipe: HostRecipe

    /// Runs the build; `progress` sees each line as it comes (with the user's paths). A build that stopped
    /// because a source file was saved while it ran runs once more (`Outcome.modified` names the files).
    func run(progress: (String) -> Void = { _ in }) -> Outcome {
        let first = build(progress: progress)
        let modified = Self.modifiedFiles(in: first.log)
        guard !first.succeeded, !modified.isEmpty else { return first }
        var second = build(progress: progress)
        second.modified = modified
        return second
    }

    /// The files that `swift build`'s output says changed while it ran, once each, in order.
    static func modifiedFiles(in log: [String]) -> [String] {
        var files: [String] = []
        for line in log {
            guard let start = line.range(of: "input file '"),
                let end = line.range(of: "' was modified during the build", range: start.upperBound..<line.endIndex)
            else { continue }
            let file = String(line[start.upperBound..<end.lowerBound])
            if !files.contains(file) { files.append(file) }
        }
        return files
    }

    /// What to tell the user when `files` changed during a first build and the build ran again; nil for none.
    static func modifiedNote(_ files: [String]) -> String? {
        guard !files.isEmpty else { return nil }
        let named = files.joined(separator: ", ")
        return "note: \(named) changed while the previews were being built, so they were built again"
    }

    /// One `swift build` of the host.
    private func build(progress: (String) -> Void) -> Outcome {
        let inputs = Self.fingerprint(of: recipe.inputs)
        // SwiftPM keeps its build plan when no manifest changed, and then misses files added to a package
        // depended on by path or reached through the host's links (or looks for one removed since): plan
        // again when the files are not those of the last build tried, successful or not.
        let files = inputs.keys.sorted()
        let planned = URL(fileURLWithPath: recipe.hostDirectory + "/.build/rehearse-planned-files.json")
        if (try? JSONDecoder().decode([String].self, from: Data(contentsOf: planned))) != files {
            try? FileManager.default.removeItem(atPath: recipe.hostDirectory + "/.build/debug.yaml")
            try? JSONEncoder().encode(files).write(to: planned, options: .atomic)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: recipe.swift)
        // No index store: nothing reads the host's, and writing it cost a cold start 8 % of its compilers'
        // processor seconds, most of it in the first jobs, which index the modules they import as well
        // (`Documentation/Hosting.md`, "Where a cold start's time goes").
        process.arguments =
            ["build", "--package-path", recipe.hostDirectory, "--product", recipe.product, "--disable-index-store"]
            + Self.moduleCacheArguments(recipe.moduleCache) + recipe.traits
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            let message = "error: cannot run \(recipe.swift): \(error.localizedDescription)"
            return Outcome(succeeded: false, errors: [message], log: [message])
        }
        var log: [String] = []
        var pending = Data()
        let handle = pipe.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = recipe.userPath(in: String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending.removeSubrange(pending.startIndex...newline)
                log.append(line)
                progress(line)
            }
        }
        if !pending.isEmpty { log.append(recipe.userPath(in: String(decoding: pending, as: UTF8.self))) }
        process.waitUntilExit()
        let succeeded = process.terminationReason == .exit && process.terminationStatus == 0
        if succeeded, let data = try? JSONEncoder().encode(Built(traits: recipe.traits, files: inputs)) {
            try? data.write(to: URL(fileURLWithPath: recipe.builtInputsPath), options: .atomic)
        }
        return Outcome(succeeded: succeeded, errors: succeeded ? [] : Self.firstErrors(in: log), log: log)
    }

    /// The options that point the host's compilers at `moduleCache`: SwiftPM passes its own folder's cache
    /// first, and the compiler takes the last `-module-cache-path` (`Documentation/Hosting.md`, "A module cache
    /// shared with the user's build").
    static func moduleCacheArguments(_ moduleCache: String?) -> [String] {
        guard let moduleCache else { return [] }
        return ["-Xswiftc", "-module-cache-path", "-Xswiftc", moduleCache]
    }

    /// The modification date of every file and folder under `paths` (a path may also name a file), by path:
    /// two equal fingerprints mean nothing was added, removed or edited in between. Hidden entries are left
    /// out, and links to folders are not followed.
    ///
    /// It reads the folders with `readdir` and each entry with `stat` (a warm start walks every source
    /// folder of every local package, Rehearsal's among them: about 1,500 entries, in a few milliseconds,
    /// where `FileManager`'s enumerator with resource values took a fifth of a second).
    static func fingerprint(of paths: [String]) -> [String: Date] {
        var result: [String: Date] = [:]
        func visit(_ path: String, isRoot: Bool) {
            var info = stat()
            guard (isRoot ? stat(path, &info) : lstat(path, &info)) == 0 else { return }
            result[path] = Date(
                timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1_000_000_000)
            guard info.st_mode & S_IFMT == S_IFDIR, let folder = opendir(path) else { return }
            defer { closedir(folder) }
            var names: [String] = []
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if !name.hasPrefix(".") { names.append(name) }
            }
            for name in names { visit(path + "/" + name, isRoot: false) }
        }
        for path in paths {
            visit(path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path, isRoot: true)
        }
        return result
    }

    /// What the last successful build was built from: the trait options and the inputs' fingerprint.
    private struct Built: Codable, Equatable {
        var traits: [String]
        var files: [String: Date]
    }

    /// Whether the host's executable was built from the inputs as they are now, with the same trait options
    /// (what its last successful build recorded is the same), so that running `swift build` again would do
    /// nothing (it costs about a second even then).
    static func isUpToDate(_ recipe: HostRecipe) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: recipe.executable),
            let data = try? Data(contentsOf: URL(fileURLWithPath: recipe.builtInputsPath)),
            let built = try? JSONDecoder().decode(Built.self, from: data)
        else { return false }
        return built == Built(traits: recipe.traits, files: fingerprint(of: recipe.inputs))
    }

    /// The first `shownErrors` distinct errors of a build's output, each with the lines that follow it up to
    /// the next diagnostic or progress line; the whole tail of the output when no line says `error:`.
    static func firstErrors(in log: [String]) -> [String] {
        var errors: [String] = []
        var current: [String]?
        func close() {
            if let block = current?.joined(separator: "\n"), !errors.contains(block) { errors.append(block) }
            current = nil
        }
        for line in log where !line.contains(" command failed with exit code ") {
            if isDiagnostic(line) || line.hasPrefix("[") || line.hasPrefix("Build") || line.hasPrefix("Compiling") {
                close()
                if errors.count >= shownErrors { break }
                if line.contains("error: ") { current = [line] }
            } else if current != nil, !line.isEmpty {
                current?.append(line)
            }
        }
        close()
        if errors.isEmpty { return Array(log.filter { !$0.isEmpty }.suffix(10)) }
        return Array(errors.prefix(shownErrors))
    }

    /// Whether the line starts a diagnostic: `error: ...`, `warning: ...`, or `PATH:LINE:COLUMN: kind: ...`
    /// (a `note:` belongs to the error before it).
    private static func isDiagnostic(_ line: String) -> Bool {
        for kind in ["error: ", "warning: "] {
            if line.hasPrefix(kind) || line.contains(": " + kind) { return true }
        }
        return false
    }
}
