import Foundation

/// A worker (`rehearse --worker`, the process that holds the session), then the shell front (`rehearse --jsonl`,
/// which keeps what `export` needs and runs a worker of its own), driven through many steps on one screen: the
/// issue's figure is 100,000 taps on one button (`CrashingScreen/Buggy buttons`, `tap "Count"`, the default
/// echo: every step prints a new count), and `tabs` among the arguments adds tab switches on the Inkwell library.
/// It prints the median round trip over steps 1,000 to 2,000 and over the last 1,000, the processor time a step cost
/// the processes over the same windows (which follows the machine's load far less than the round trip), and the
/// resident memory after 1,000 steps and at the end, each against the goal: flat (under 1 % growth after the first
/// 1,000). Then the long session against fresh ones run alongside it (``Alongside``): the two windows above are minutes
/// apart, and what the machine did in between is in their figure.
enum ShellLongSessionBenchmark {
    struct Figures {
        var earlyStep: Duration
        var lateStep: Duration
        /// The resident memory of the process driven (the worker, or the shell front), then of the front's worker.
        var earlyMemory: Int
        var lateMemory: Int
        var earlyWorkerMemory: Int?
        var lateWorkerMemory: Int?
        /// The processor time a step cost the process driven and its worker (the shell front's), over steps 1,000 to
        /// 2,000 and over the last 1,000, in nanoseconds; `nil` where `/proc` could not be read.
        var earlyProcessor: Double?
        var lateProcessor: Double?
        /// The same for the shell front's worker alone.
        var earlyWorkerProcessor: Double?
        var lateWorkerProcessor: Double?
        /// The same session after the last window against fresh ones run alongside it.
        var alongside: Alongside?
    }

    /// The processor time a step cost the long session, past its last step, and fresh sessions of the same
    /// screen over their steps 1,000 to 2,000, measured in turns of 100 steps of each so that both see the same
    /// machine: a window at the start of the run and one minutes later also differ by what the machine did in
    /// between (other builds, the caches, the processor's clock), which a session's length has no part in.
    struct Alongside {
        /// How many fresh sessions ran, each for one window.
        var sessions: Int
        /// Nanoseconds a step: the process driven and its worker (the shell front's), then its worker alone.
        var long: Double
        var fresh: Double
        var longWorker: Double?
        var freshWorker: Double?
    }

    /// A way of stepping through one screen: what opens it, and the command of step `n`.
    struct Pattern: Sendable {
        var name: String
        var setup: [String]
        var command: @Sendable (Int) -> String

        static let taps = Pattern(
            name: "CrashingScreen/Buggy buttons, tap \"Count\"", setup: ["open \"CrashingScreen/Buggy buttons\""],
            command: { _ in "tap \"Count\"" })
        static let tabSwitches = Pattern(
            name: "RootView/Sample library, tab switches", setup: ["open \"RootView/Sample library\"", "advance 2s"],
            command: { $0 % 2 == 0 ? "tab Settings" : "tab Library" })
    }

    /// The goal: under 1 % growth after the first 1,000 steps.
    static let goal = 1.0

    static func run(steps: Int, patterns: [Pattern] = [.taps]) {
        print("")
        guard let executable = ReleaseRehearse.locate() else {
            print("Long session through the worker: no release rehearse could be built, so the figure is missing")
            return
        }
        for pattern in patterns {
            for (label, arguments) in [("the worker (--worker)", ["--worker"]), ("the shell (--jsonl)", ["--jsonl"])] {
                guard let figures = measure(executable, arguments: arguments, pattern: pattern, steps: steps) else {
                    print("Long session through \(label): the process did not answer as expected")
                    continue
                }
                let timeGrowth = (seconds(figures.lateStep) / max(seconds(figures.earlyStep), 1e-12) - 1) * 100
                print("Long session through \(label): \(pattern.name), \(steps) steps, default echo, medians")
                print(
                    "  per step over steps 1,000 to 2,000 \(format(figures.earlyStep)), over the last 1,000 "
                        + "\(format(figures.lateStep)) (" + String(format: "%+.1f", timeGrowth) + " %"
                        + verdict(timeGrowth) + ")")
                if let early = figures.earlyProcessor, let late = figures.lateProcessor {
                    let growth = ProcessorTime.growth(early, late)
                    let processes = arguments == ["--worker"] ? "the worker" : "the front and its worker"
                    print(
                        "  processor time per step (\(processes)) over steps 1,000 to 2,000 "
                            + "\(format(.nanoseconds(Int64(early)))), over the last 1,000 "
                            + "\(format(.nanoseconds(Int64(late)))) (" + String(format: "%+.1f", growth) + " %"
                            + verdict(growth) + ")")
                }
                if let early = figures.earlyWorkerProcessor, let late = figures.lateWorkerProcessor,
                    let all = figures.earlyProcessor, let allLate = figures.lateProcessor
                {
                    print(
                        "    of which the front \(format(.nanoseconds(Int64(all - early)))), then "
                            + "\(format(.nanoseconds(Int64(allLate - late)))) ("
                            + String(format: "%+.1f", ProcessorTime.growth(all - early, allLate - late))
                            + " %), its worker \(format(.nanoseconds(Int64(early)))), then "
                            + "\(format(.nanoseconds(Int64(late)))) ("
                            + String(format: "%+.1f", ProcessorTime.growth(early, late))
                            + " %)")
                }
                if let alongside = figures.alongside {
                    print(alongsideLines(alongside, steps: steps).joined(separator: "\n"))
                }
                let process = arguments == ["--worker"] ? "worker's" : "shell front's"
                print(memoryLine(process, figures.earlyMemory, figures.lateMemory, steps: steps))
                if let early = figures.earlyWorkerMemory, let late = figures.lateWorkerMemory {
                    print(memoryLine("worker's", early, late, steps: steps))
                }
            }
        }
    }

    /// `, goal under 1 %: met` (or `not met`).
    private static func verdict(_ growth: Double) -> String {
        ", goal under 1 %: " + (growth < goal ? "met" : "not met")
    }

    private static func alongsideLines(_ figures: Alongside, steps: Int) -> [String] {
        let growth = ProcessorTime.growth(figures.fresh, figures.long)
        var lines = [
            "  against \(figures.sessions) fresh sessions run alongside (their steps 1,000 to 2,000, in turns of 100 "
                + "steps): processor time per step \(format(.nanoseconds(Int64(figures.fresh)))) fresh, "
                + "\(format(.nanoseconds(Int64(figures.long)))) past step \(steps) ("
                + String(format: "%+.1f", growth) + " %" + verdict(growth) + ")"
        ]
        if let longWorker = figures.longWorker, let freshWorker = figures.freshWorker {
            lines.append(
                "    of which the front \(format(.nanoseconds(Int64(figures.fresh - freshWorker)))), then "
                    + "\(format(.nanoseconds(Int64(figures.long - longWorker)))) ("
                    + String(
                        format: "%+.1f", ProcessorTime.growth(figures.fresh - freshWorker, figures.long - longWorker))
                    + " %), its worker \(format(.nanoseconds(Int64(freshWorker)))), then "
                    + "\(format(.nanoseconds(Int64(longWorker)))) ("
                    + String(format: "%+.1f", ProcessorTime.growth(freshWorker, longWorker)) + " %)")
        }
        return lines
    }

    private static func memoryLine(_ process: String, _ early: Int, _ late: Int, steps: Int) -> String {
        let growth = Double(late - early) / Double(max(early, 1)) * 100
        return "  \(process) resident memory after 1,000 steps \(early / 1024) KB, after \(steps) \(late / 1024) KB ("
            + String(format: "%+.2f", growth) + " %" + verdict(growth) + "; "
            + "\((late - early) / max(steps - 1_000, 1)) bytes a step)"
    }

    static func measure(
        _ executable: String, arguments: [String], pattern: Pattern, steps: Int, window: Int = 1_000
    ) -> Figures? {
        guard let process = JSONLinesPipe(executable, arguments: arguments) else { return nil }
        defer { process.close() }
        for setup in pattern.setup where !process.exchange(setup) { return nil }
        let clock = ContinuousClock()
        var step = 0
        var worker: pid_t?
        /// The processor time of the process driven and of its worker so far.
        func processorTime() -> Int? {
            guard let own = ProcessorTime.nanoseconds(of: process.processID) else { return nil }
            guard let worker else { return own }
            return ProcessorTime.nanoseconds(of: worker).map { own + $0 }
        }
        func timedWindow() -> Duration? {
            var times: [Duration] = []
            times.reserveCapacity(window)
            for _ in 0..<window {
                var ok = false
                times.append(clock.measure { ok = process.exchange(pattern.command(step)) })
                guard ok else { return nil }
                step += 1
            }
            return median(times)
        }
        guard timedWindow() != nil else { return nil }
        worker = arguments == ["--worker"] ? nil : child(of: process.processID)
        let earlyMemory = residentMemory(of: process.processID)
        let earlyWorkerMemory = worker.map(residentMemory(of:))
        func workerTime() -> Int? { worker.flatMap(ProcessorTime.nanoseconds(of:)) }
        let earlyStart = processorTime()
        let earlyWorkerStart = workerTime()
        guard let early = timedWindow() else { return nil }
        let earlyEnd = processorTime()
        let earlyWorkerEnd = workerTime()
        while step < steps - window {
            guard timedWindow() != nil else { return nil }
        }
        let lateStart = processorTime()
        let lateWorkerStart = workerTime()
        guard let late = timedWindow() else { return nil }
        let lateEnd = processorTime()
        let lateWorkerEnd = workerTime()
        let lateMemory = residentMemory(of: process.processID)
        let lateWorkerMemory = worker.map(residentMemory(of:))
        let alongside = Self.alongside(
            process, worker: worker, executable, arguments: arguments, pattern: pattern, step: &step, window: window)
        func perStep(_ start: Int?, _ end: Int?) -> Double? {
            guard let start, let end else { return nil }
            return Double(end - start) / Double(window)
        }
        return Figures(
            earlyStep: early, lateStep: late, earlyMemory: earlyMemory, lateMemory: lateMemory,
            earlyWorkerMemory: earlyWorkerMemory, lateWorkerMemory: lateWorkerMemory,
            earlyProcessor: perStep(earlyStart, earlyEnd),
            lateProcessor: perStep(lateStart, lateEnd), earlyWorkerProcessor: perStep(earlyWorkerStart, earlyWorkerEnd),
            lateWorkerProcessor: perStep(lateWorkerStart, lateWorkerEnd), alongside: alongside)
    }

    /// Runs `sessions` fresh sessions one after another, each through `window` steps and then another `window`
    /// in turns of `turn` steps with the long session (`long`, at `step`), and sums the processor time of the turns.
    static func alongside(
        _ long: JSONLinesPipe, worker: pid_t?, _ executable: String, arguments: [String], pattern: Pattern,
        step: inout Int, window: Int, sessions: Int = 3, turn: Int = 100
    ) -> Alongside? {
        /// Processor time of the process driven and of its worker, in nanoseconds.
        func times(_ pid: pid_t, _ worker: pid_t?) -> (all: Int, worker: Int)? {
            guard let own = ProcessorTime.nanoseconds(of: pid) else { return nil }
            guard let worker else { return (own, 0) }
            return ProcessorTime.nanoseconds(of: worker).map { (own + $0, $0) }
        }
        var totals = (long: 0, longWorker: 0, fresh: 0, freshWorker: 0)
        for _ in 0..<sessions {
            guard let fresh = JSONLinesPipe(executable, arguments: arguments) else { return nil }
            defer { fresh.close() }
            for setup in pattern.setup where !fresh.exchange(setup) { return nil }
            var freshStep = 0
            for _ in 0..<window {
                guard fresh.exchange(pattern.command(freshStep)) else { return nil }
                freshStep += 1
            }
            let freshWorker = worker == nil ? nil : child(of: fresh.processID)
            for round in 0..<(window / turn) {
                // Each goes first in every other round: neither always runs just after the other.
                for isLong in round % 2 == 0 ? [true, false] : [false, true] {
                    let (process, pid) = isLong ? (long, worker) : (fresh, freshWorker)
                    guard let start = times(process.processID, pid) else { return nil }
                    for _ in 0..<turn {
                        guard process.exchange(pattern.command(isLong ? step : freshStep)) else { return nil }
                        if isLong { step += 1 } else { freshStep += 1 }
                    }
                    guard let end = times(process.processID, pid) else { return nil }
                    if isLong {
                        totals.long += end.all - start.all
                        totals.longWorker += end.worker - start.worker
                    } else {
                        totals.fresh += end.all - start.all
                        totals.freshWorker += end.worker - start.worker
                    }
                }
            }
        }
        let measured = Double(sessions * (window / turn) * turn)
        return Alongside(
            sessions: sessions, long: Double(totals.long) / measured, fresh: Double(totals.fresh) / measured,
            longWorker: worker == nil ? nil : Double(totals.longWorker) / measured,
            freshWorker: worker == nil ? nil : Double(totals.freshWorker) / measured)
    }

    /// The first child of a process (the shell front's worker), from `/proc/PID/task/PID/children`.
    static func child(of pid: pid_t) -> pid_t? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8) else {
            return nil
        }
        return text.split(separator: " ").first.flatMap { pid_t($0) }
    }

    /// The resident memory of another process, from `/proc/PID/statm`.
    static func residentMemory(of pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
