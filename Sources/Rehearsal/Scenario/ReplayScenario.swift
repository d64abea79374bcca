#if canImport(Testing)
    import Foundation
    public import Testing
    import VirtualTime

    /// Replays the scenario script at `path` inside a Swift Testing `@Test`, from a fresh session.
    ///
    /// A mismatch is recorded as an `Issue` at the script's own file and line (its message holds the diff),
    /// so a test report points at the line to look at. A script that cannot be read is an issue at
    /// `sourceLocation`, the call. It uses the scheduler this thread installed, or installs one for the replay.
    ///
    /// - Parameters:
    ///   - path: the script, absolute or relative to the current directory.
    ///   - scope: the previews the script may open.
    public func replayScenario(
        _ path: String, previews scope: PreviewScope = .all, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let replay = { (scheduler: VirtualScheduler) in
            MainActor.assumeIsolated {
                let host = SessionScenarioHost(catalog: PreviewCatalog.discover(in: scope), scheduler: scheduler)
                return ScenarioRunner(host: host).run(file: path)
            }
        }
        let result: ScenarioResult
        if let installed = VirtualScheduler.current, installed.isOwnedByCurrentThread {
            result = replay(installed)
        } else {
            result = withVirtualTime(replay)
        }
        guard let failure = result.failure else { return }
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
            return
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let location = SourceLocation(fileID: "Scenarios/\(name)", filePath: path, line: failure.line, column: 1)
        Issue.record(Comment(rawValue: failure.description), sourceLocation: location)
    }
#endif
