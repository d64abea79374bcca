import CEditLine
import Foundation
package import Rehearsal
import RehearsalUI
package import VirtualTime

/// `rehearse --worker`: one session in this process, driven over JSON lines on standard input and output.
///
/// The worker is the process that runs previews, so that one that traps takes only the worker down: the
/// shell (`WorkerClient`) sees its output end, reads `Fatal error: ...` from its standard error, and starts
/// another. The worker ignores SIGINT (the shell stops a long command by ending the worker), and it moves
/// standard output aside for replies only: what a preview prints is caught (`PrintCapture`) and shown
/// before the output of the command that printed it, as `print:` lines.
@MainActor package enum WorkerServer {
    /// Serves requests until standard input ends; returns the exit status.
    package static func run(catalog: PreviewCatalog, scheduler: VirtualScheduler) -> Int32 {
        signal(SIGINT, SIG_IGN)
        ParentWatch.start()
        HangReport.install()
        let replies = FileDescriptorOutput(descriptor: dup(1))
        dup2(2, 1)
        let prints = PrintCapture()
        // Once, at start: a changed private layout is found before any preview relies on it.
        _ = StartupChecks.warnings
        var session = Session(catalog: catalog, scheduler: scheduler)
        while let line = Swift.readLine(strippingNewline: true) {
            guard !WorkerRequest.isBlank(line) else { continue }
            if case .reset? = try? WorkerRequest(jsonLine: line) {
                // A fresh session in this process: what replay asks before each script.
                session.teardown()
                session = Session(catalog: catalog, scheduler: scheduler)
            }
            var answer = reply(to: line, in: session)
            if let printed = prints?.take(), !printed.isEmpty {
                answer.output = answer.output.isEmpty ? String(printed.dropLast()) : printed + answer.output
            }
            replies.write(bytes: answer.jsonLineBytes(newline: true))
        }
        session.teardown()
        return 0
    }

    /// Runs one request line in `session` and describes the result.
    package static func reply(to line: String, in session: Session) -> WorkerReply {
        let request: WorkerRequest
        do {
            request = try WorkerRequest(jsonLine: line)
        } catch {
            return WorkerReply(error: error, preview: session.previewName, step: session.position)
        }
        switch request {
        case .completions:
            return WorkerReply(
                preview: session.previewName, step: session.position, completions: completionData(of: session))
        case .reset:
            return WorkerReply(preview: session.previewName, step: session.position)
        case .variant(let settings):
            var checked = PreviewSettings()
            for assignment in settings {
                do {
                    try checked.set(assignment)
                } catch {
                    let problem = CommandError(
                        error.message.replacingOccurrences(of: "error: ", with: ""), code: "syntax")
                    return WorkerReply(error: problem, preview: session.previewName, step: session.position)
                }
            }
            session.variant = settings
            return WorkerReply(preview: session.previewName, step: session.position)
        case .module:
            var answer = WorkerReply(preview: session.previewName, step: session.position)
            answer.module = session.previewModule
            return answer
        case .command(let text):
            let output: SessionOutput
            do {
                guard let command = try CommandParser.parse(text) else {
                    return WorkerReply(preview: session.previewName, step: session.position)
                }
                output = session.execute(command)
            } catch {
                output = SessionOutput(error: error)
            }
            return WorkerReply(
                output: output.text, error: output.error, preview: session.previewName, step: session.position,
                quits: output.quits)
        }
    }
}
