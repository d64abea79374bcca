import Foundation

/// Processor time, in nanoseconds, precise enough to compare windows of a thousand steps: on a machine shared with
/// other builds, the wall time of a step follows the load, while the processor time a process spends on it moves far
/// less.
enum ProcessorTime {
    /// The processor time of the live threads of `pid` so far: the first field of each `/proc/PID/task/TID/schedstat`
    /// (nanoseconds on a processor; `/proc/PID/stat` counts only in ticks of 10 ms). `nil` where it cannot be read.
    static func nanoseconds(of pid: pid_t) -> Int? {
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else {
            return nil
        }
        var total = 0
        for thread in threads {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/schedstat", encoding: .utf8),
                let first = text.split(separator: " ").first, let nanoseconds = Int(first)
            else { continue }
            total += nanoseconds
        }
        return total
    }

    /// The processor time of the calling thread so far (`CLOCK_THREAD_CPUTIME_ID`).
    static func ofThisThread() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec)
    }

    /// `+N.N %` of `late` against `early`.
    static func growth(_ early: Double, _ late: Double) -> Double {
        (late / max(early, 1e-12) - 1) * 100
    }
}
