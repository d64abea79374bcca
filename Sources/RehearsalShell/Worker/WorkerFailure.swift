import Rehearsal

/// Why a command got no reply from the worker, and how that is told to the user.
enum WorkerFailure: Equatable {
    /// The worker ended while running the command.
    case crash(WorkerCrash)
    /// The worker did not answer within the watchdog's limit; `running` says what it was doing, when it said.
    case hang(limit: Duration, running: String?)
    /// The user pressed Ctrl-C while the command ran.
    case interrupted

    /// The error codes of these failures, which no session step produces.
    static let codes: Set<String> = ["crash", "hang", "interrupted"]

    /// The error to report for `command`, saying where the session was restored to.
    func error(command: String, steps: [String], restoreProblem: CommandError?) -> CommandError {
        let restored: String
        if let restoreProblem {
            restored = restoreProblem.message
        } else if let last = steps.last {
            restored = "the session was restored to step \(steps.count) (\(last)) in a new worker"
        } else {
            restored = "a new worker was started, with no preview open"
        }
        switch self {
        case .crash(let crash) where crash.isInRehearsal:
            return CommandError(
                "Rehearsal itself crashed during `\(command)`: \(crash.summary); this is a bug in Rehearsal, not in "
                    + "the preview", code: "crash",
                hint: "\(restored); please report the bug with the commands that led to it")
        case .crash(let crash):
            return CommandError(
                "the preview crashed during `\(command)`: \(crash.summary)", code: "crash",
                hint: "\(restored); history and any recording are intact")
        case .hang(let limit, let running):
            return CommandError(
                "`\(command)` did not finish within \(DurationText.format(limit)) of real time, so its worker was stopped"
                    + (running.map { ": \($0)" } ?? ""),
                code: "hang",
                hint: "\(restored); if the command needs longer, set REHEARSE_WATCHDOG to more seconds")
        case .interrupted:
            return CommandError("interrupted `\(command)`", code: "interrupted", hint: restored)
        }
    }
}
