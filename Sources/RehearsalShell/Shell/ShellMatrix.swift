import Foundation
import Rehearsal

/// `matrix AXIS=V1,V2 ...` typed in the shell: replays the session's steps under every combination, each
/// in a fresh session of a worker of its own, and reports what differs; the session itself is untouched.
enum ShellMatrix {
    /// Replays `steps` (the session's history, in canonical form) under `matrix` with workers started
    /// with `worker`; fails when any variant failed a step, and when there is nothing to replay.
    static func run(
        _ matrix: VariantMatrix, steps: [String], worker: WorkerClient.Options, isInterrupted: @escaping () -> Bool
    ) -> WorkerReply {
        report(matrix, steps: steps, worker: worker, isInterrupted: isInterrupted).reply
    }

    /// What `run` answers, and the report when the variants ran to the end.
    static func report(
        _ matrix: VariantMatrix, steps: [String], worker: WorkerClient.Options, isInterrupted: @escaping () -> Bool
    ) -> (reply: WorkerReply, report: MatrixReport?) {
        guard !steps.isEmpty else {
            return (
                .failure(
                    CommandError(
                        "matrix replays the session's steps under each variant, but there are no steps yet",
                        code: "state",
                        hint: "open a preview and take the steps first, like open \"DashboardView/Compact\"")
                ), nil
            )
        }
        var scenario = Scenario(file: "session")
        for (index, line) in steps.enumerated() {
            guard let command = try? CommandParser.parse(line) else { continue }
            scenario.steps.append(Scenario.Step(.command(command, text: line), line: index + 1))
        }
        let check = InterruptCheck(isInterrupted)
        let report = MatrixReplay.run(
            [.success(scenario)], files: ["session"], matrix: matrix, jobs: 1, worker: worker, stepWord: "step",
            isInterrupted: { check.isInterrupted() })
        if check.isInterrupted() {
            return (
                .failure(
                    CommandError(
                        "interrupted `matrix`", code: "interrupted",
                        hint: "the variants' workers were stopped; the session is as it was")), nil
            )
        }
        let text = VisibleText.escaping(report.text)
        guard report.failed == 0 else {
            return (
                WorkerReply(
                    output: text,
                    error: CommandError(
                        "\(report.failed) of \(report.runs.count) variants failed a step", code: "matrix",
                        hint: "the comparison above names the step and the variants; try them one by one with `trait`")
                ), report
            )
        }
        return (WorkerReply(output: text), report)
    }

    /// The shell's Ctrl-C check, handed to the matrix's worker thread.
    private final class InterruptCheck: @unchecked Sendable {
        // Called only from the shell's thread: the shell's matrix runs its one worker on the calling thread
        // (jobs 1), so the closure is never called concurrently.
        let isInterrupted: () -> Bool

        init(_ isInterrupted: @escaping () -> Bool) {
            self.isInterrupted = isInterrupted
        }
    }
}
