import Foundation
import VirtualTime

/// Rows that come and go through the built shell: `rehearse --jsonl` opens `EditableRowsScreen` (100,000 rows under
/// an Insert and a Remove button) and inserts a row at the top and removes it again, each step printing the default
/// echo (the state change and the tree's diff). Such a step should cost what changed, like a tap on one row.
enum EditableRowsShellBenchmark {
    /// The goal of one insert or remove at 100,000 rows: a tap's.
    static let goal = 2e-3

    /// The open's time, and each timed insert's and remove's.
    typealias Steps = (open: Duration, inserts: [Duration], removes: [Duration])

    static func run(_ executable: String) {
        print("")
        print("Rows inserted and removed through the shell (rehearse --jsonl): EditableRowsScreen, medians")
        let rows = 100_000
        guard
            let shell = JSONLinesPipe(executable, arguments: ["--jsonl"], environment: ["REHEARSE_WATCHDOG": "600"])
        else {
            print("  N=\(pad(rows, 7))  failed: the shell did not start")
            return
        }
        defer { shell.close() }
        guard let steps = measure({ shell.exchange($0) }) else {
            print("  N=\(pad(rows, 7))  failed: the shell did not answer as expected")
            return
        }
        printSteps(steps)
    }

    /// Inserts and removes at `EditableRowsScreen/100000 rows`, through `exchange` (a command in, whether it answered
    /// without an error): the open, then the inserts and removes after two of each that are not timed; `nil` when a
    /// command failed.
    static func measure(_ exchange: (String) -> Bool, repetitions: Int = 15) -> Steps? {
        // The real clock: in a session in this process, ContinuousClock reads virtual time.
        let clock = RealClock()
        var ok = true
        let open = clock.measure { ok = exchange("open \"EditableRowsScreen/100000 rows\"") }
        // The first insert and remove pay for the first accessibility tree and the target index: not timed.
        for _ in 0..<2 where ok {
            ok = exchange("tap \"Insert\"") && exchange("tap \"Remove\"")
        }
        var inserts: [Duration] = []
        var removes: [Duration] = []
        for _ in 0..<repetitions where ok {
            inserts.append(clock.measure { ok = exchange("tap \"Insert\"") })
            guard ok else { break }
            removes.append(clock.measure { ok = exchange("tap \"Remove\"") })
        }
        guard ok, !inserts.isEmpty, !removes.isEmpty else { return nil }
        return (open, inserts, removes)
    }

    /// The medians of the inserts and removes against the goal, and the best of each.
    static func printSteps(_ steps: Steps) {
        for (label, times) in [("insert a row at the top", steps.inserts), ("remove the top row", steps.removes)] {
            let median = times.sorted()[times.count / 2]
            print(
                "  N= 100000  \(label) \(format(median)) (goal < \(format(.seconds(goal))), "
                    + String(format: "%.1f", seconds(median) / goal) + "× the goal), best \(format(times.min()!))")
        }
    }
}
