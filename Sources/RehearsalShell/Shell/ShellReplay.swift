import Foundation
import Rehearsal

/// `replay FILE...` typed in the shell: runs `rehearse replay FILE...` as a child process and reports
/// what it printed, so scripts replay from fresh sessions and a crashing one cannot end the shell.
///
/// The child replays each script in a worker with the per-step watchdog, so a script that traps or hangs
/// fails with its file and step and the others go on; Ctrl-C ends the child and its workers at once.
enum ShellReplay {
    /// Replays `files` with `executable` and returns its report; fails when any script did not pass.
    static func run(
        files: [String], executable: String, directory: String, isInterrupted: () -> Bool
    ) -> WorkerReply {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["REHEARSE_PARENT_WATCH"] = "1"
        // The child runs in this process's directory: relative paths of another directory are made absolute.
        let here = FileManager.default.currentDirectoryPath
        let paths = directory == here ? files : files.map { $0.hasPrefix("/") ? $0 : directory + "/" + $0 }
        let child: WorkerProcess
        do {
            child = try WorkerProcess(
                executable: executable, arguments: ["replay", "--"] + paths, environment: environment)
        } catch {
            return .failure(CommandError("could not start \(executable) replay: \(error.message)", code: "replay"))
        }
        var lines: [String] = []
        reading: while true {
            switch child.readLine(limit: nil, isInterrupted: isInterrupted) {
            case .line(let line): lines.append(line)
            case .ended, .timedOut: break reading
            case .interrupted:
                child.kill()
                return .failure(
                    CommandError(
                        "interrupted `replay`", code: "interrupted",
                        hint: "the replay and its workers were stopped; the session is as it was"))
            }
        }
        let status = child.wait()
        var report = lines.joined(separator: "\n")
        let errors = child.errorText.trimmingCharacters(in: .newlines)
        if !errors.isEmpty { report += (report.isEmpty ? "" : "\n") + errors }
        report = VisibleText.escaping(report)
        guard let status, status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            let code = status.map { $0 & 0x7f == 0 ? "exit status \(($0 >> 8) & 0xff)" : "signal \($0 & 0x7f)" }
            return WorkerReply(
                output: report,
                error: CommandError(
                    "replay did not pass (\(code ?? "an unknown status"))", code: "replay",
                    hint:
                        "the report above names the first mismatch; `rehearse replay --update FILE` accepts new output")
            )
        }
        return WorkerReply(output: report)
    }
}
