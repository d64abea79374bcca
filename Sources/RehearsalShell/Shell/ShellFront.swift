import Foundation
import Rehearsal

/// The shell as people use it: lines from a terminal (with editing, history, Tab and Ctrl-C) or from a
/// pipe (no prompt, only results, and exit status 1 if any command failed).
package struct ShellFront {
    package let engine: ShellEngine
    package let environment: [String: String]

    package init(engine: ShellEngine, environment: [String: String]) {
        self.engine = engine
        self.environment = environment
    }

    /// Reads and runs lines until `quit` or the end of input; returns the exit status.
    package func run(preview: String?) -> Int32 {
        let terminal = Terminal.current(environment: environment)
        let style = ShellStyle(usesColor: terminal.usesColor)
        let engine = self.engine
        let editor = LineEditor(
            programName: "rehearse",
            historyURL: LineEditor.defaultHistoryURL(environment: environment),
            prompt: { style.prompt(preview: engine.previewName) },
            completions: { engine.completions(lineBeforeCursor: $0) })
        if editor.isInteractive {
            engine.client.isInterrupted = { Interrupts.isPending }
            show("Rehearsal \(RehearseMain.version). Type `help` for the commands; Tab completes, Ctrl-D quits.")
        } else if terminal.inputIsTerminal {
            FileDescriptorOutput.standardError.write(
                "rehearse: standard output is not a terminal, so lines are read without editing\n")
        }
        var failures = 0
        if let preview {
            let reply = engine.execute("open " + Tokenizer.quoted(preview))
            if let error = reply.error {
                // A mistake in the arguments, as in JSON lines: said on standard error, exit status 2.
                FileDescriptorOutput.standardError.write(
                    "rehearse: --preview: \(VisibleText.escaping(error.message))\n")
                _ = engine.finish()
                return 2
            }
            guard show(style.render(reply, diffColours: false)) else { return writeFailed() }
        }
        // With --watch, a reload happens while the shell waits for a line, printed as `reload` prints it.
        let reloaded = { engine.reloadIfWatchedFilesChanged().map { style.render($0, diffColours: false) } }
        let watched = engine.isWatching && !editor.isInteractive ? WatchedInput() : nil
        if engine.isWatching, editor.isInteractive { editor.idle = reloaded }
        loop: while true {
            let input: LineEditor.Input
            if let watched {
                input =
                    watched.readLine(idle: { if let text = reloaded() { show(text) } }).map { .line($0) } ?? .endOfFile
            } else {
                input = editor.readLine()
            }
            switch input {
            case .endOfFile: break loop
            case .interrupted: continue
            case .line(let line):
                let reply = engine.execute(line)
                // The terminal echoed ^C where the cursor was: the message starts on a line of its own.
                if editor.isInteractive, reply.error?.code == "interrupted" { show(nil) }
                guard show(style.render(reply, diffColours: Self.isStepOrDiff(engine.command(of: line)))) else {
                    _ = engine.finish()
                    return writeFailed()
                }
                if !reply.ok { failures += 1 }
                if reply.quits { break loop }
            }
        }
        if let summary = engine.finish() { guard show(summary) else { return writeFailed() } }
        return !terminal.inputIsTerminal && failures > 0 ? 1 : 0
    }

    /// Prints `text` and a newline; prints nothing for an empty reply. Returns `false` when standard output
    /// did not take it (a full disk, `/dev/full`, a closed pipe).
    @discardableResult
    private func show(_ text: String?) -> Bool {
        guard let text else { return FileDescriptorOutput.standardOutput.write("\n") }
        guard !text.isEmpty else { return true }
        return FileDescriptorOutput.standardOutput.write(text + "\n")
    }

    /// Says that standard output failed, and returns the exit status for it.
    private func writeFailed() -> Int32 {
        FileDescriptorOutput.standardError.write(
            "rehearse: cannot write to standard output: \(ScriptFile.reason(errno)); stopped\n")
        return 1
    }

    private static func isStepOrDiff(_ command: Command?) -> Bool {
        guard let command else { return false }
        if case .show(.diff, json: false) = command { return true }
        return command.isStep
    }
}
