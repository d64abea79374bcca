import Foundation

/// Finds the release `rehearse` the shell figures need, building it first when it is missing or older than
/// its sources, so the benchmark never skips the shell.
enum ReleaseRehearse {
    /// The package's root folder, from this file's place in it.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The path of a release `rehearse`, or `nil` (with the reason printed) when none could be built.
    static func locate() -> String? {
        // `REHEARSE_BENCH_EXECUTABLE` names another one (a debug build, to compare two branches quickly).
        if let given = ProcessInfo.processInfo.environment["REHEARSE_BENCH_EXECUTABLE"], !given.isEmpty {
            return given
        }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let candidate = beside.appendingPathComponent("rehearse").path
        // Beside a release benchmark, `swift build` keeps the executable current; elsewhere build the release one.
        let isRelease = beside.lastPathComponent == "release" || beside.path.contains("/release")
        if isRelease {
            if FileManager.default.isExecutableFile(atPath: candidate), !isStale(candidate) { return candidate }
            return build() ? candidate : nil
        }
        let release = packageRoot.appendingPathComponent(".build/release/rehearse").path
        if FileManager.default.isExecutableFile(atPath: release), !isStale(release) { return release }
        return build() ? release : nil
    }

    /// Whether a source file of the package is newer than the executable.
    private static func isStale(_ executable: String) -> Bool {
        guard let built = modificationDate(executable) else { return true }
        for folder in ["Sources", "Previews"] {
            let root = packageRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let file as URL in walker where file.pathExtension == "swift" {
                if let date = modificationDate(file.path), date > built { return true }
            }
        }
        return false
    }

    private static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// Runs `swift build -c release --product rehearse` in the package root.
    private static func build() -> Bool {
        print("  building the release rehearse: swift build -c release --product rehearse (minutes when cold)")
        return ToolProcess.run(
            ["swift", "build", "-c", "release", "--product", "rehearse"], in: packageRoot,
            what: "swift build -c release --product rehearse")
    }
}

/// A tool run through `/usr/bin/env`, its standard output dropped.
enum ToolProcess {
    /// Runs the tool and waits for it; `false`, with the reason printed, when it could not start or failed.
    static func run(_ arguments: [String], in folder: URL? = nil, what: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            print("  could not start \(what): \(error.localizedDescription)")
            return false
        }
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            print("  \(what) failed (status \(process.terminationStatus))")
            return false
        }
        return true
    }
}
