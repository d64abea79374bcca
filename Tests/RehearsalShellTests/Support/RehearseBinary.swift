import Foundation

/// The built `rehearse` executable, run as a user would: arguments, standard input from a string, and a
/// small environment of its own; its standard output, standard error and exit status come back whole.
enum RehearseBinary {
    /// What one run printed and how it ended.
    struct Run: Equatable {
        var output: String
        var errors: String
        var status: Int32
    }

    /// The executable beside the test runner (`.build/debug/rehearse`).
    static var path: String {
        PseudoTerminal.productsDirectory.appendingPathComponent("rehearse").path
    }

    /// Whether `unprivileged` runs really change the user: as root, through `setpriv` (CI runs as root). A
    /// developer who is not root cannot become another user, and owns the folders these tests make.
    static var canRunUnprivileged: Bool {
        geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
    }

    /// The user `unprivileged` runs as: nobody.
    static let unprivilegedID = 65534

    /// Runs `rehearse arguments` with `input` on a pipe, in `directory` (a fresh temporary folder if `nil`);
    /// throws `Hung` when it runs longer than `limit` seconds of real time. `executable` runs another copy of
    /// `rehearse` (a stripped one) instead of the built one.
    ///
    /// With `unprivileged`, a test running as root runs it as nobody (`setpriv` from util-linux), for whom
    /// permission bits deny what they say: root may write any file, so an unwritable file proves nothing.
    static func run(
        _ arguments: [String] = [], input: String = "", environment: [String: String] = [:],
        directory: URL? = nil, limit: Double = 120, unprivileged: Bool = false, executable: String? = nil
    ) throws -> Run {
        var attempt = 0
        while true {
            let result = try runOnce(
                arguments, input: input, environment: environment, directory: directory, limit: limit,
                unprivileged: unprivileged, executable: executable)
            // The copy an unprivileged run makes can be refused by exec ("Text file busy") while a process another
            // test starts at that moment still holds the copy's descriptor, inherited as it forked: nothing ran, so
            // the run is made again with a new copy.
            attempt += 1
            guard unprivileged, result.status == 126, result.errors.contains("Text file busy"), attempt < 5 else {
                return result
            }
        }
    }

    private static func runOnce(
        _ arguments: [String], input: String, environment: [String: String], directory: URL?, limit: Double,
        unprivileged: Bool, executable: String?
    ) throws -> Run {
        let folder = try directory ?? temporaryFolder()
        // A folder made here is removed here; a folder given by the caller is the caller's to remove.
        defer { if directory == nil { try? FileManager.default.removeItem(at: folder) } }
        let process = Process()
        // nobody may not reach the build folder (a checkout under a private folder): a copy of the binary in a
        // folder anyone may enter runs instead, and goes when the run ends.
        var copy: URL?
        defer { if let copy { try? FileManager.default.removeItem(at: copy) } }
        if unprivileged, geteuid() == 0 {
            let shared = try temporaryFolder()
            copy = shared
            _ = chmod(shared.path, 0o755)
            let executable = shared.appendingPathComponent("rehearse")
            try FileManager.default.copyItem(atPath: path, toPath: executable.path)
            _ = chmod(executable.path, 0o755)
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            let id = unprivilegedID
            process.arguments =
                ["--reuid=\(id)", "--regid=\(id)", "--clear-groups", "--", executable.path] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable ?? path)
            process.arguments = arguments
        }
        process.currentDirectoryURL = folder
        var base = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": folder.path,
            "LANG": "C.UTF-8",
        ]
        base.merge(environment) { _, given in given }
        process.environment = base
        // Files, not pipes: nothing can fill up and block while the test waits.
        let inputURL = folder.appendingPathComponent(".stdin")
        let outputURL = folder.appendingPathComponent(".stdout")
        let errorURL = folder.appendingPathComponent(".stderr")
        try Data(input.utf8).write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        let status = try ended(process, within: limit)
        defer {
            for url in [inputURL, outputURL, errorURL] { try? FileManager.default.removeItem(at: url) }
        }
        return Run(
            output: try String(contentsOf: outputURL, encoding: .utf8),
            errors: try String(contentsOf: errorURL, encoding: .utf8),
            status: status)
    }

    /// A run that did not end within its limit: the process was killed so the tests go on.
    struct Hung: Error, CustomStringConvertible {
        var seconds: Double
        var description: String { "rehearse did not end within \(seconds) s of real time and was killed" }
    }

    /// Waits for `process` to end, up to `seconds` of real time; past that, kills it and throws `Hung`.
    static func ended(_ process: Process, within seconds: Double) throws -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            guard Date() < deadline else {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                throw Hung(seconds: seconds)
            }
            usleep(10_000)
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A new empty folder under the temporary directory.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("rehearse-tests-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
