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
        let repetitions = max(1, ProcessInfo.processInfo.environment["REHEARSE_BENCH_STEPS"].flatMap { Int($0) } ?? 15)
        let session = Session(catalog: PreviewCatalog.discover(in: .modules("SamplePreviews")), scheduler: scheduler)
        guard
            let steps = EditableRowsShellBenchmark.measure(
                { SessionLongBenchmark.run($0, in: session) }, repetitions: repetitions)
        else {
            print("  the session did not answer as expected")
            return
        }
        print("  N= 100000  open \(format(steps.open))")
        EditableRowsShellBenchmark.printSteps(steps)
    }
}
