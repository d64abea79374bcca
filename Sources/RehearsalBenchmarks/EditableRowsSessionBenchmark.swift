import Foundation
import Rehearsal
import VirtualTime

/// Rows inserted and removed in a session in this process (`RehearsalBenchmarks edit`): what the shell's
/// `EditableRowsShellBenchmark` times through the built `rehearse`, without the worker protocol, so the step itself is
/// quick to read and to profile. A step inserts the top row of `EditableRowsScreen/100000 rows` (or removes it) and
/// prints the default echo.
@MainActor enum EditableRowsSessionBenchmark {
    static func run() {
        if let scheduler = VirtualScheduler.current, scheduler.isOwnedByCurrentThread {
            report(on: scheduler)
        } else {
            withVirtualTime { report(on: $0) }
        }
    }

    private static func report(on scheduler: VirtualScheduler) {
        print("")
        print("Rows inserted and removed in a session in this process: EditableRowsScreen, default echo, medians")
        let steps = max(1, ProcessInfo.processInfo.environment["REHEARSE_BENCH_STEPS"].flatMap { Int($0) } ?? 15)
        let session = Session(catalog: PreviewCatalog.discover(in: .modules("SamplePreviews")), scheduler: scheduler)
        let clock = RealClock()
        var ok = true
        let open = clock.measure { ok = run("open \"EditableRowsScreen/100000 rows\"", in: session) }
        // The first insert and remove pay for the first accessibility tree and the target index: not timed.
        for _ in 0..<2 where ok {
            ok = run("tap \"Insert\"", in: session) && run("tap \"Remove\"", in: session)
        }
        var inserts: [Duration] = []
        var removes: [Duration] = []
        for _ in 0..<steps where ok {
            inserts.append(clock.measure { ok = run("tap \"Insert\"", in: session) })
            guard ok else { break }
            removes.append(clock.measure { ok = run("tap \"Remove\"", in: session) })
        }
        guard ok, !inserts.isEmpty, !removes.isEmpty else {
            print("  the session did not answer as expected")
            return
        }
        print("  N= 100000  open \(format(open))")
        for (label, times) in [("insert a row at the top", inserts), ("remove the top row", removes)] {
            let goal = EditableRowsShellBenchmark.goal
            print(
                "  N= 100000  \(label) \(format(median(times))) (goal < \(format(.seconds(goal))), "
                    + String(format: "%.2f", seconds(median(times)) / goal)
                    + "× the goal), best \(format(times.min()!))")
        }
    }

    private static func run(_ text: String, in session: Session) -> Bool {
        guard let command = try? CommandParser.parse(text) else { return false }
        return session.execute(command).error == nil
    }
}
