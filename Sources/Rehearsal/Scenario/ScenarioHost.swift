/// Where a scenario's commands run: a fresh session per script, in this process or in a worker process.
///
/// `ScenarioRunner` calls `begin()` before a script's first command and `end()` after its last (or after
/// its first mismatch), so no state leaks from one script into the next.
@MainActor public protocol ScenarioHost: AnyObject {
    /// Starts a fresh session for the next script.
    func begin()
    /// Runs one command in the session and returns what it printed.
    func execute(_ command: Command) -> SessionOutput
    /// Ends the script's session.
    func end()
}
