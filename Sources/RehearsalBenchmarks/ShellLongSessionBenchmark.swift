import Foundation

/// A worker (`rehearse --worker`, the process that holds the session) driven through 100,000 steps on one screen:
/// the Inkwell library, switching tabs back and forth with the default echo. It prints the median round trip
/// and the worker's resident memory after the first 1,000 steps and over the last 1,000: flat is the goal
/// (under 1 % growth). The session keeps every step in its history (for `undo`, `goto` and `record`), which
/// grows with the steps by design; the figure says how much that is.
enum ShellLongSessionBenchmark {
    struct Figures {
        var earlyStep: Duration
        var lateStep: Duration
        var earlyMemory: Int
        var lateMemory: Int
    }

    static func run(steps: Int = 100_000) {
        print("")
        guard let executable = ReleaseRehearse.locate() else {
            print("Long session through the worker: no release rehearse could be built, so the figure is missing")
            return
        }
        guard let figures = measure(executable, steps: steps) else {
            print("Long session through the worker: the worker did not answer as expected")
            return
        }
        let memoryGrowth =
            Double(figures.lateMemory - figures.earlyMemory) / Double(max(figures.earlyMemory, 1)) * 100
        let timeGrowth = (seconds(figures.lateStep) / max(seconds(figures.earlyStep), 1e-12) - 1) * 100
        print("Long session through the worker: RootView/Sample library, \(steps) tab switches, default echo, medians")
        print(
            "  per step after 1,000 steps \(format(figures.earlyStep)), over the last 1,000 \(format(figures.lateStep)) ("
                + String(format: "%+.1f", timeGrowth) + " %, goal under 1 %)")
        print(
            "  worker's resident memory after 1,000 steps \(figures.earlyMemory / 1024) KB, after \(steps) "
                + "\(figures.lateMemory / 1024) KB (" + String(format: "%+.2f", memoryGrowth) + " %, goal under 1 %)")
    }

    static func measure(_ executable: String, steps: Int, window: Int = 1_000) -> Figures? {
        guard let worker = JSONLinesPipe(executable, arguments: ["--worker"]) else { return nil }
        defer { worker.close() }
        for setup in ["open \"RootView/Sample library\"", "advance 2s"] where !worker.exchange(setup) { return nil }
        let clock = ContinuousClock()
        var step = 0
        func timedWindow() -> Duration? {
            var times: [Duration] = []
            for _ in 0..<window {
                var ok = false
                times.append(clock.measure { ok = worker.exchange(step % 2 == 0 ? "tab Settings" : "tab Library") })
                guard ok else { return nil }
                step += 1
            }
            return median(times)
        }
        guard timedWindow() != nil, let early = timedWindow() else { return nil }
        let earlyMemory = residentMemory(of: worker.processID)
        while step < steps - window {
            guard timedWindow() != nil else { return nil }
        }
        guard let late = timedWindow() else { return nil }
        return Figures(
            earlyStep: early, lateStep: late, earlyMemory: earlyMemory, lateMemory: residentMemory(of: worker.processID)
        )
    }

    /// The resident memory of another process, from `/proc/PID/statm`.
    static func residentMemory(of pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
