import Foundation

/// The step-cost workload through the built shell: `rehearse --jsonl` opens `RowsScreen` (N buttons, each with
/// its own tap counter) and taps `#row-0` again and again, printing the default echo (the state change and the
/// tree's diff) as a user sees it.
enum RowsShellBenchmark {
    /// One figure with its goal.
    struct Figure {
        var rows: Int
        var open: Duration
        var tap: Duration
        /// The first tap after the open, which builds the whole accessibility tree (later taps patch it).
        var firstTap: Duration
    }

    static func run(_ executable: String) {
        print("")
        print("Rows through the shell (rehearse --jsonl): open RowsScreen with N buttons, then tap #row-0, medians")
        var figures: [Figure] = []
        for (rows, taps) in [(1_000, 41), (100_000, 9)] {
            guard let figure = measure(executable, rows: rows, taps: taps) else {
                print("  N=\(pad(rows, 7))  failed: the shell did not answer as expected")
                continue
            }
            figures.append(figure)
            let tapGoal = rows >= 100_000 ? 2e-3 : 1e-3
            var line = "  N=\(pad(rows, 7))  open \(format(figure.open))"
            if rows >= 100_000 {
                line += " (goal < 3 s, " + String(format: "%.2f", seconds(figure.open) / 3) + "× the goal)"
            }
            line +=
                "  one tap \(format(figure.tap)) (goal < \(format(.seconds(tapGoal))), "
                + String(format: "%.1f", seconds(figure.tap) / tapGoal) + "× the goal)"
            print(line)
            print("  N=\(pad(rows, 7))  first tap after the open \(format(figure.firstTap)) (no goal of its own)")
        }
        if let small = figures.first, let large = figures.last, figures.count == 2 {
            print(
                "  tap ratio N=100000 / N=1000: " + String(format: "%.1f", seconds(large.tap) / seconds(small.tap))
                    + " (goal < 2)")
        }
    }

    /// Opens the screen of `rows` rows in a fresh shell and returns the open's and the median tap's round trip.
    static func measure(_ executable: String, rows: Int, taps: Int) -> Figure? {
        // Opening 100,000 rows takes longer than the shell's default 10 s watchdog on a loaded machine.
        guard let shell = JSONLinesPipe(executable, arguments: ["--jsonl"], environment: ["REHEARSE_WATCHDOG": "600"])
        else { return nil }
        defer { shell.close() }
        let clock = ContinuousClock()
        var opened = false
        let open = clock.measure { opened = shell.exchange("open \"RowsScreen/\(rows) rows\"") }
        guard opened else { return nil }
        var times: [Duration] = []
        for _ in 0..<taps {
            var tapped = false
            times.append(clock.measure { tapped = shell.exchange("tap #row-0") })
            guard tapped else { return nil }
        }
        return Figure(rows: rows, open: open, tap: times.sorted()[times.count / 2], firstTap: times[0])
    }
}

/// A `rehearse` process driven over JSON lines on a pair of pipes: one request, one reply.
final class JSONLinesPipe {
    private let pid: pid_t
    private let input: Int32
    private let output: Int32
    private var pending: [UInt8] = []
    private var buffer = [UInt8](repeating: 0, count: 1 << 20)

    init?(_ executable: String, arguments: [String], environment: [String: String] = [:]) {
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { return nil }
        for end in toChild + fromChild { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        guard
            let pid = ShellBenchmark.spawn(
                executable, arguments, pipes: (toChild[0], fromChild[1]), environment: environment)
        else {
            return nil
        }
        Foundation.close(toChild[0])
        Foundation.close(fromChild[1])
        self.pid = pid
        input = toChild[1]
        output = fromChild[0]
    }

    /// The process's id, to read its resident memory.
    var processID: pid_t { pid }

    /// Sends one command and reads its reply; `true` when the reply says it succeeded.
    func exchange(_ command: String) -> Bool {
        let line = "{\"command\":\"" + command.replacingOccurrences(of: "\"", with: "\\\"") + "\"}\n"
        _ = line.withCString { write(input, $0, strlen($0)) }
        var scanned = 0
        while !pending[scanned...].contains(UInt8(ascii: "\n")) {
            scanned = pending.count
            let count = read(output, &buffer, buffer.count)
            guard count > 0 else { return false }
            pending += buffer[..<count]
        }
        let end = pending.firstIndex(of: UInt8(ascii: "\n"))!
        let ok = pending.starts(with: Array("{\"ok\":true".utf8))
        pending.removeSubrange(...end)
        return ok
    }

    /// Ends the process: its input closes, and it exits.
    func close() {
        Foundation.close(input)
        Foundation.close(output)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}
