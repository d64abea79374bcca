import Foundation
import Rehearsal

/// `replay FILE...` typed in the shell: runs `rehearse replay FILE...` as a child process and reports
/// what it printed, so scripts replay from fresh sessions and a crashing one cannot end the shell.
enum ShellReplay {
    /// Replays `files` with `executable` and returns its report; fails when any script did not pass.
    static func run(files: [String], executable: String) -> WorkerReply {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["replay"] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        do {
            try process.run()
        } catch {
            return .failure(
                CommandError(
                    "could not start \(executable) replay: \(error.localizedDescription)", code: "replay"))
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var report = String(decoding: data, as: UTF8.self)
        while report.hasSuffix("\n") { report.removeLast() }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let how =
                process.terminationReason == .exit
                ? "exit status \(process.terminationStatus)" : "signal \(process.terminationStatus)"
            return WorkerReply(
                output: report,
                error: CommandError(
                    "replay did not pass (\(how))", code: "replay",
                    hint:
                        "the report above names the first mismatch; `rehearse replay --update FILE` accepts new output")
            )
        }
        return WorkerReply(output: report)
    }
}
