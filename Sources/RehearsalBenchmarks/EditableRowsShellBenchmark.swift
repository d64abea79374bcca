import Foundation

/// Rows that come and go through the built shell: `rehearse --jsonl` opens `EditableRowsScreen` (100,000 rows under
/// an Insert and a Remove button) and inserts a row at the top and removes it again, each step printing the default
/// echo (the state change and the tree's diff). Such a step should cost what changed, like a tap on one row.
enum EditableRowsShellBenchmark {
    /// The goal of one insert or remove at 100,000 rows: a tap's.
    static let goal = 2e-3

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
        let clock = ContinuousClock()
        var ok = shell.exchange("open \"EditableRowsScreen/\(rows) rows\"")
        // The first insert and remove pay for the first accessibility tree and the target index: not timed.
        for _ in 0..<2 where ok {
            ok = shell.exchange("tap \"Insert\"") && shell.exchange("tap \"Remove\"")
        }
        var inserts: [Duration] = []
        var removes: [Duration] = []
        for _ in 0..<15 where ok {
            inserts.append(clock.measure { ok = shell.exchange("tap \"Insert\"") })
            guard ok else { break }
            removes.append(clock.measure { ok = shell.exchange("tap \"Remove\"") })
        }
        guard ok, !inserts.isEmpty, !removes.isEmpty else {
            print("  N=\(pad(rows, 7))  failed: the shell did not answer as expected")
            return
        }
        for (label, times) in [("insert a row at the top", inserts), ("remove the top row", removes)] {
            let median = times.sorted()[times.count / 2]
            print(
                "  N=\(pad(rows, 7))  \(label) \(format(median)) (goal < \(format(.seconds(goal))), "
                    + String(format: "%.1f", seconds(median) / goal) + "× the goal), best \(format(times.min()!))")
        }
    }
}
