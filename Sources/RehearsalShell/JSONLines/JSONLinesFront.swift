import Foundation
import Rehearsal

/// `rehearse --jsonl`: a program sends one JSON request a line and gets one JSON reply a line.
///
/// The protocol is the worker's (`WorkerRequest`, `WorkerReply`), described in `Documentation/JSONLines.md`;
/// `record`, `stop` and `replay` work as in the shell, and a crash or hang is a reply with code `crash` or
/// `hang` after which the session goes on.
package struct JSONLinesFront {
    package let engine: ShellEngine

    package init(engine: ShellEngine) {
        self.engine = engine
    }

    /// Answers requests until the input ends or a `quit`; returns the exit status (0).
    package func run(preview: String?) -> Int32 {
        let output = FileDescriptorOutput.standardOutput
        if let preview {
            let reply = engine.execute("open " + Tokenizer.quoted(preview))
            if let error = reply.error {
                FileDescriptorOutput.standardError.write("rehearse: --preview: \(error.message)\n")
                return 2
            }
        }
        // With --watch, a reload while no request is pending is a reply of its own, unasked.
        let watched = engine.isWatching ? WatchedInput() : nil
        let engine = self.engine
        let nextLine = {
            guard let watched else { return Swift.readLine(strippingNewline: true) }
            return watched.readLine {
                if let reload = engine.reloadIfWatchedFilesChanged() { _ = output.write(reload.jsonLine + "\n") }
            }
        }
        while let line = nextLine() {
            guard !WorkerRequest.isBlank(line) else { continue }
            let reply = answer(line)
            guard output.write(bytes: reply.jsonLineBytes(newline: true)) else { break }
            if reply.quits { break }
        }
        _ = engine.finish()
        return 0
    }

    /// The reply to one request line.
    package func answer(_ line: String) -> WorkerReply {
        do {
            switch try WorkerRequest(jsonLine: line) {
            case .command(let text): return engine.execute(text)
            case .completions:
                let data = engine.client.completions()
                return WorkerReply(preview: engine.previewName, step: engine.client.position, completions: data)
            case .reset:
                try engine.client.freshSession()
                return WorkerReply(preview: engine.previewName, step: engine.client.position)
            case .variant:
                let error = CommandError(
                    "the variant request is how matrix replays talk to their workers, not a request of the front",
                    code: "syntax", hint: "send {\"command\": \"matrix colorScheme=light,dark\"} or a trait command")
                return WorkerReply(error: error, preview: engine.previewName, step: engine.client.position)
            case .module:
                var answer = WorkerReply(preview: engine.previewName, step: engine.client.position)
                answer.module = engine.client.previewModule()
                return answer
            }
        } catch {
            return WorkerReply(error: error, preview: engine.previewName, step: engine.client.position)
        }
    }
}
