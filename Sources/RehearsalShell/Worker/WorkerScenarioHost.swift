package import Rehearsal

/// Runs scenario scripts in a worker process, so that a script whose preview traps fails on its own
/// instead of ending the replay: give it to `ScenarioRunner`.
///
/// Each script starts in a fresh worker (`begin()` resets it), with no echo after steps, as scripts check
/// output only where they say `expect`. For parallel replay, make one host (one worker) per thread.
@MainActor package final class WorkerScenarioHost: ScenarioHost {
    package let client: WorkerClient

    /// A host whose worker is started with `options`.
    package init(options: WorkerClient.Options) throws(CommandError) {
        client = try WorkerClient(options: options)
    }

    package func begin() {
        do {
            try client.reset()
        } catch {
            return
        }
        _ = client.send("set echo none")
    }

    package func execute(_ command: Command) -> SessionOutput {
        client.send(command.text).sessionOutput
    }

    package func end() {}

    /// Ends the worker; call once the last script is done.
    package func close() {
        client.close()
    }
}
