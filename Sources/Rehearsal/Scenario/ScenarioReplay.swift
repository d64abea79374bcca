import Foundation

/// Runs `rehearse replay`: finds the scripts, keeps this shard's, replays each from a fresh session, reports.
@MainActor public enum ScenarioReplay {
    /// The scripts that `paths` name, sorted: files as given, directories searched for `*.scenario` files.
    nonisolated public static func files(in paths: [String]) throws(ReplayUsageError) -> [String] {
        var files: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ReplayUsageError("no such file or directory: \(VisibleText.escaping(path))")
            }
            guard isDirectory.boolValue else {
                files.insert(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            let scripts = found.filter { $0.hasSuffix(".scenario") }
            guard !scripts.isEmpty else {
                throw ReplayUsageError(
                    "no scenario scripts (*.scenario) under \(VisibleText.escaping(path)), so there is nothing to replay"
                )
            }
            for relative in scripts {
                files.insert(base + "/" + relative)
            }
        }
        return files.sorted()
    }

    /// This shard's scripts: of the sorted files, those at positions `index - 1`, `index - 1 + count`, ...
    nonisolated public static func shard(_ files: [String], index: Int, count: Int) -> [String] {
        files.sorted().enumerated().filter { $0.offset % max(count, 1) == index - 1 }.map(\.element)
    }

    /// Replays the scripts the options select on `host`, one after another (or rewrites them with `--update`).
    public static func run(
        _ options: ReplayOptions, environment: [String: String], host: any ScenarioHost
    ) throws(ReplayUsageError) -> ReplayReport {
        let runner = ScenarioRunner(host: host)
        let selected = try scripts(for: options, environment: environment)
        return ReplayReport(results: selected.map { options.update ? runner.update(file: $0) : runner.run(file: $0) })
    }

    /// The scripts this run replays: the paths' scripts, sorted, then this shard's.
    ///
    /// `--update` is refused when `CI` is set in `environment`: CI replays golden scripts, it never records.
    nonisolated public static func scripts(
        for options: ReplayOptions, environment: [String: String]
    ) throws(ReplayUsageError) -> [String] {
        if options.update, isContinuousIntegration(environment) {
            throw ReplayUsageError(
                "--update is refused when CI is set: CI replays scripts and never rewrites them; "
                    + "run it on your machine and commit the rewritten scripts")
        }
        return shard(try files(in: options.paths), index: options.shard.index, count: options.shard.count)
    }

    /// Whether `CI` says this is a CI run: set to anything but empty, `false`, `0` or `no`.
    nonisolated public static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return !["", "false", "0", "no", "off"].contains(value)
    }
}
