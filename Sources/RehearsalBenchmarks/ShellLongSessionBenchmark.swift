import Foundation

/// A worker (`rehearse --worker`, the process that holds the session), then the shell front (`rehearse --jsonl`,
/// which keeps what `export` needs and runs a worker of its own), driven through many steps on one screen: the
/// issue's figure is 100,000 taps on one button (`CrashingScreen/Buggy buttons`, `tap "Count"`, the default
/// echo: every step prints a new count), and `tabs` among the arguments adds tab switches on the Inkwell library.
/// It prints the median round trip over steps 1,000 to 2,000 and over the last 1,000, the processor time a step cost
/// the processes over the same windows (which follows the machine's load far less than the round trip), and the
/// resident memory after 1,000 steps and at the end, each against the goal: flat (under 1 % growth after the first
/// 1,000). Then the long session against fresh ones run alongside it (``Alongside``): the two windows above are minutes
/// apart, and what the machine did in between is in their figure. The benchmark pins itself, and so the sessions it
/// starts, to one processor (``ProcessorPin``).
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

    /// What the sessions run with: hashing seeded alike in every process (and its worker, which inherits it), so that
    /// two sessions' dictionaries probe alike and differ by the session's length alone, not by their seeds.
    static let sessionEnvironment = ["SWIFT_DETERMINISTIC_HASHING": "1"]

    /// The goal: under 1 % growth after the first 1,000 steps.
    static let goal = 1.0

    /// `thorough` compares the long session with more fresh sessions, in more turns (`shell-long`; a few minutes).
    static func run(steps: Int, patterns: [Pattern] = [.taps], thorough: Bool = false) {
        print("")
        guard let executable = ReleaseRehearse.locate() else {
            print("Long session through the worker: no release rehearse could be built, so the figure is missing")
            return
        }
        let pin = ProcessorPin.pin()
        defer { ProcessorPin.unpin() }
        print("Long sessions: the benchmark \(ProcessorPin.description(pin))")
        let plan = thorough ? AlongsidePlan.thorough : AlongsidePlan.brief
        for pattern in patterns {
            for (label, arguments) in [("the worker (--worker)", ["--worker"]), ("the shell (--jsonl)", ["--jsonl"])] {
                guard
                    let figures = measure(executable, arguments: arguments, pattern: pattern, steps: steps, plan: plan)
                else {
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

    private static func memoryLine(_ process: String, _ early: Int, _ late: Int, steps: Int) -> String {
        let growth = Double(late - early) / Double(max(early, 1)) * 100
        return "  \(process) resident memory after 1,000 steps \(early / 1024) KB, after \(steps) \(late / 1024) KB ("
            + String(format: "%+.2f", growth) + " %" + verdict(growth) + "; "
            + "\((late - early) / max(steps - 1_000, 1)) bytes a step)"
    }

    static func measure(
        _ executable: String, arguments: [String], pattern: Pattern, steps: Int, window: Int = 1_000,
        plan: AlongsidePlan = .brief
    ) -> Figures? {
        guard let process = JSONLinesPipe(executable, arguments: arguments, environment: sessionEnvironment) else {
            return nil
        }
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
            process, worker: worker, executable, arguments: arguments, pattern: pattern, step: &step, window: window,
            plan: plan)
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
