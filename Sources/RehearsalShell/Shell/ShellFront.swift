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
            show(style.render(reply, diffColours: false))
            if !reply.ok { failures += 1 }
        }
        loop: while true {
            switch editor.readLine() {
            case .endOfFile: break loop
            case .interrupted: continue
            case .line(let line):
                let reply = engine.execute(line)
                // The terminal echoed ^C where the cursor was: the message starts on a line of its own.
                if editor.isInteractive, reply.error?.code == "interrupted" { show(nil) }
                show(style.render(reply, diffColours: Self.isStepOrDiff(line)))
                if !reply.ok { failures += 1 }
                if reply.quits { break loop }
            }
        }
        if let summary = engine.finish() { show(summary) }
        return !terminal.inputIsTerminal && failures > 0 ? 1 : 0
    }

    /// Prints `text` and a newline; prints nothing for an empty reply.
    private func show(_ text: String?) {
        guard let text else {
            FileDescriptorOutput.standardOutput.write("\n")
            return
        }
        guard !text.isEmpty else { return }
        FileDescriptorOutput.standardOutput.write(text + "\n")
    }

    private static func isStepOrDiff(_ line: String) -> Bool {
        guard let command = try? CommandParser.parse(line) else { return false }
        if case .show(.diff, json: false) = command { return true }
        return command.isStep
    }
}
