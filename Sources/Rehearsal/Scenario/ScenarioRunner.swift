/// Replays scenario scripts on a `ScenarioHost`, each from a fresh session, stopping at the first mismatch.
@MainActor public struct ScenarioRunner {
    public let host: any ScenarioHost

    public init(host: any ScenarioHost) {
        self.host = host
    }

    /// Reads, parses and replays the script at `path`; a file that cannot be read or parsed fails.
    public func run(file path: String) -> ScenarioResult {
        engine.run(file: path)
    }

    /// Replays a parsed script and stops at its first mismatch.
    public func run(_ scenario: Scenario) -> ScenarioResult {
        engine.run(scenario)
    }

    /// Replays the script at `path` to its end and rewrites the expectations that no longer match.
    ///
    /// A script that passes is left alone. The result is `.updated` when every mismatch was rewritten and
    /// `.failed` (with the first mismatch that could not be) otherwise.
    public func update(file path: String) -> ScenarioResult {
        engine.update(file: path)
    }

    private var engine: ScenarioEngine {
        let host = self.host
        return ScenarioEngine(begin: { host.begin() }, execute: { host.execute($0) }, end: { host.end() })
    }
}
