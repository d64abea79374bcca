import Foundation

/// Issue 16's two shell figures that are read in milliseconds measured against the code the issue was filed on, on
/// the same machine in the same minutes (`RehearsalBenchmarks shell-baseline`), as `RenderBaseline` does for the full
/// render: the Inkwell round trip through the shell front, and the open of 100,000 rows.
///
/// The issue read the code of its time at 2.4–3.0 ms for the round trip (goal 0.5 ms) and "about 30 s" for the open of
/// 100,000 rows and one tap (goal: the open under 3 s). The goals' ratios to those readings, 0.5 / 2.4 (the strictest)
/// and 3 / 30, are what this machine can judge; the issue-time side runs the issue-time `rehearse`, built with today's
/// `RowsScreen` preview added (the issue measured that screen before it was part of the repository).
@MainActor enum ShellBaseline {
    static let tripReading = 2.4e-3
    static let tripGoal = 0.5e-3
    static let openReading = 30.0
    static let openGoal = 3.0

    static func run(pairs: Int = 3) {
        print("")
        print("The shell against the code issue 16 was filed on (\(RenderBaseline.baselineCommit.prefix(7))), run")
        print("  alternately with today's on this machine")
        guard let then = RenderBaseline.baselineRehearse(), let now = ReleaseRehearse.locate() else {
            print("  no figure: a rehearse could not be built")
            return
        }
        var trips: (then: [Duration], now: [Duration]) = ([], [])
        for _ in 0..<pairs {
            guard let old = ShellBenchmark.actionRoundTrip(then, arguments: ["--jsonl"]),
                let new = ShellBenchmark.actionRoundTrip(now, arguments: ["--jsonl"])
            else {
                print("  a round trip failed: no figure")
                return
            }
            trips.then.append(old.median)
            trips.now.append(new.median)
        }
        printRatio(
            "Inkwell round trip through the front (--jsonl), the median of 400 tab switches,", trips,
            reading: tripReading, goal: tripGoal, readingText: "2.4 ms (the lower of its 2.4–3.0)")
        var opens: (then: [Duration], now: [Duration]) = ([], [])
        for _ in 0..<pairs {
            guard let old = RowsShellBenchmark.measure(then, rows: 100_000, taps: 1),
                let new = RowsShellBenchmark.measure(now, rows: 100_000, taps: 1)
            else {
                print("  an open of 100,000 rows failed: no figure")
                return
            }
            opens.then.append(old.open + old.firstTap)
            opens.now.append(new.open + new.firstTap)
        }
        printRatio(
            "open of RowsScreen/100000 rows and one tap through the front,", opens, reading: openReading,
            goal: openGoal, readingText: "about 30 s")
    }

    private static func printRatio(
        _ what: String, _ runs: (then: [Duration], now: [Duration]), reading: Double, goal: Double, readingText: String
    ) {
        let then = seconds(median(runs.then))
        let now = seconds(median(runs.now))
        print("  \(what) medians of \(runs.then.count) processes each:")
        print(
            "    issue-time code \(format(median(runs.then))), today's \(format(median(runs.now))): ratio "
                + String(format: "%.3f", now / then) + " (goal < " + String(format: "%.3f", goal / reading)
                + ": \(format(.seconds(goal))) against the issue's \(readingText)); on the issue's machine about "
                + format(.seconds(now / then * reading)))
    }
}
