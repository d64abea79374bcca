public import Foundation

/// Writes a shell session into a scenario script as it goes: `record FILE` starts it, `stop` ends it.
///
/// Every command is written; the output of `tree`, `ax`, `path`, `state`, `tasks`, `audit` and `save` becomes an
/// expectation block, and a command that failed is followed by `expect error "message"`. The whole file is
/// written atomically (a temporary file, then a rename) after every command, so a preview that crashes
/// loses at most the step it crashed on.
public final class ScenarioRecorder {
    /// What a recording wrote, for the shell to print when it stops.
    public struct Summary: Equatable, Sendable, CustomStringConvertible {
        public var url: URL
        public var commands: Int
        public var expectations: Int

        public var description: String {
            "recorded \(commands) \(commands == 1 ? "command" : "commands") and \(expectations) "
                + "\(expectations == 1 ? "expectation" : "expectations") to \(url.relativePath)"
        }
    }

    private var url: URL?
    private var lines: [String] = []
    private var commands = 0
    private var expectations = 0

    public init() {}

    /// Whether a recording is under way.
    public var isRecording: Bool { url != nil }

    /// Starts a script at `url` (replacing any file there) and writes its header at once.
    ///
    /// - Parameter history: the steps that led to the current screen (the session's history), written
    ///   first so that the script replays from a fresh session to where the recording starts.
    public func start(url: URL, history: [Command] = []) throws {
        self.url = url
        lines = [Scenario.header]
        commands = 0
        expectations = 0
        for command in history where !ScenarioParser.shellOnlyCommands.contains(command.name) {
            lines.append(command.text)
            commands += 1
        }
        do {
            try flush()
        } catch {
            self.url = nil
            throw error
        }
    }

    /// Adds one command the user ran and what it printed, then rewrites the file.
    ///
    /// Lines that do not parse, and commands that only work in the shell (`record`, `stop`, `replay`,
    /// `explain`, `lesson`, `quit`), are not written: a script could not replay them.
    public func record(commandLine: String, output: SessionOutput) throws {
        guard isRecording, let parsed = try? CommandParser.parse(commandLine) else { return }
        guard !ScenarioParser.shellOnlyCommands.contains(parsed.name) else { return }
        if case .show(let shown, json: false) = parsed, Scenario.Expectation.checkableOutputs.contains(shown),
            output.error == nil
        {
            // Written as an expectation, not a command: counted as replay counts it.
            lines += ScenarioWriter.block(shown, text: output.text)
            expectations += 1
        } else {
            commands += 1
            lines.append(parsed.text)
            if let error = output.error {
                lines.append(ScenarioWriter.error(error.message))
                expectations += 1
            }
        }
        try flush()
    }

    /// Ends the recording; the file already holds every command, so nothing is lost if this is never called.
    @discardableResult
    public func stop() -> Summary? {
        guard let url else { return nil }
        self.url = nil
        return Summary(url: url, commands: commands, expectations: expectations)
    }

    private func flush() throws {
        guard let url else { return }
        // Only a regular file, through symbolic links, keeping its mode and CRLF endings.
        try ScriptFile.write(ScenarioWriter.file(lines), to: url.path)
    }
}
