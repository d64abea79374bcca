import RehearsalUI
import VirtualTime

/// The `tasks --json` form of a scheduler's pending-work report.
enum PendingWorkJSON {
    static func encode(_ work: PendingWork, outside: [(work: OutsideWork, origin: String)] = []) -> JSONValue {
        .object([
            ("now", .string(DurationText.format(work.now))),
            (
                "tasks",
                .array(
                    work.tasks.map { task in
                        .object([
                            ("task", .string(task.label)), ("origin", .string(task.origin)),
                            ("tracked", .bool(task.isTracked)), ("waitsFor", wait(task.wait)),
                        ])
                    })
            ),
            ("otherTimers", .array(work.otherTimers.map { .string(DurationText.format($0)) })),
            ("otherReadyJobs", .number(Double(work.otherReadyJobs))),
            (
                "outsideWorld",
                .array(
                    outside.map { entry in
                        .object([
                            ("work", .string(entry.work.name)), ("waitsFor", .string(entry.work.description)),
                            ("origin", .string(entry.origin)),
                        ])
                    })
            ),
        ])
    }

    private static func wait(_ wait: PendingWork.Wait) -> JSONValue {
        switch wait {
        case .ready: .string("ready")
        case .running: .string("running")
        case .timer(let firesAt): .string("timer at \(DurationText.format(firesAt))")
        case .outsideScheduler: .string("outside the scheduler")
        }
    }
}
