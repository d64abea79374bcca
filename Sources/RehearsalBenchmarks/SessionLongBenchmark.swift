import Foundation
import Rehearsal
import VirtualTime

/// A session (`Session`, what the worker holds) driven in this process through many steps on one screen, with the
/// default echo: the malloc heap in use, the resident memory and the time per step after the first 1,000 steps and
/// over the last 1,000. Flat is the goal (under 1 % growth after the first 1,000); what the session keeps for
/// `undo`, `goto` and `export` (one command per step) is shown as bytes per step.
@MainActor enum SessionLongBenchmark {
    struct Figures {
        var steps: Int
        var earlyStep: Duration
        var lateStep: Duration
        var earlyHeap: Int
        var lateHeap: Int
        var earlyMemory: Int
        var lateMemory: Int
    }

    /// A step count given on the command line.
    static var stepsGiven: Int?

    /// The steps of a long session: the count given, `REHEARSE_BENCH_STEPS`, or 20,000 (about a minute in
    /// release on this machine); at least 3,000 (the windows measured).
    static var defaultSteps: Int {
        let given = stepsGiven ?? ProcessInfo.processInfo.environment["REHEARSE_BENCH_STEPS"].flatMap { Int($0) }
        return max(3_000, given ?? 20_000)
    }

    static func run(steps: Int = defaultSteps) {
        if let scheduler = VirtualScheduler.current, scheduler.isOwnedByCurrentThread {
            report(steps: steps, on: scheduler)
        } else {
            withVirtualTime { report(steps: steps, on: $0) }
        }
    }

    private static func report(steps: Int, on scheduler: VirtualScheduler) {
        print("")
        print("Long session in process: RootView/Sample library, \(steps) steps (tab switches), default echo")
        guard let figures = measure(steps: steps, on: scheduler) else {
            print("  the session did not answer as expected")
            return
        }
        printFigures(figures)
    }

    static func printFigures(_ figures: Figures, window: Int = 1_000) {
        let later = figures.steps - 2 * window
        let heapGrowth = percent(figures.earlyHeap, figures.lateHeap)
        let memoryGrowth = percent(figures.earlyMemory, figures.lateMemory)
        let timeGrowth = (seconds(figures.lateStep) / max(seconds(figures.earlyStep), 1e-12) - 1) * 100
        print(
            "  per step after 1,000 steps \(format(figures.earlyStep)), over the last 1,000 \(format(figures.lateStep)) ("
                + String(format: "%+.1f", timeGrowth) + " %, goal under 1 %)")
        print(
            "  heap in use after 1,000 steps \(figures.earlyHeap / 1024) KB, after \(figures.steps) "
                + "\(figures.lateHeap / 1024) KB (" + String(format: "%+.2f", heapGrowth) + " %, "
                + "\((figures.lateHeap - figures.earlyHeap) / max(later, 1)) bytes a step)")
        print(
            "  resident memory after 1,000 steps \(figures.earlyMemory / 1024) KB, after \(figures.steps) "
                + "\(figures.lateMemory / 1024) KB (" + String(format: "%+.2f", memoryGrowth) + " %, goal under 1 %)")
    }

    static func measure(steps: Int, on scheduler: VirtualScheduler, window: Int = 1_000) -> Figures? {
        let session = Session(
            catalog: PreviewCatalog.discover(in: .modules("SamplePreviews")), scheduler: scheduler)
        for setup in ["open \"RootView/Sample library\"", "advance 2s"] where !run(setup, in: session) { return nil }
        var step = 0
        let clock = RealClock()
        func timedWindow() -> Duration? {
            var ok = true
            let elapsed = clock.measure {
                for _ in 0..<window {
                    ok = ok && run(step % 2 == 0 ? "tab Settings" : "tab Library", in: session)
                    step += 1
                }
            }
            return ok ? elapsed / window : nil
        }
        guard timedWindow() != nil, let early = timedWindow() else { return nil }
        let earlyHeap = HeapInUse.bytes()
        let earlyMemory = ResidentMemory.bytes()
        while step < steps - window {
            guard timedWindow() != nil else { return nil }
        }
        guard let late = timedWindow() else { return nil }
        let figures = Figures(
            steps: steps, earlyStep: early, lateStep: late, earlyHeap: earlyHeap, lateHeap: HeapInUse.bytes(),
            earlyMemory: earlyMemory, lateMemory: ResidentMemory.bytes())
        // With REHEARSE_BENCH_KEEP set, the process ends here, session and scheduler alive, so that a heap
        // profiler lists what they hold as not freed (the whole-step growth shows as the largest of those).
        if ProcessInfo.processInfo.environment["REHEARSE_BENCH_KEEP"] != nil {
            printFigures(figures)
            exit(0)
        }
        return figures
    }

    /// Runs one command line in the session; whether it ran without an error.
    static func run(_ text: String, in session: Session) -> Bool {
        guard let command = try? CommandParser.parse(text) else { return false }
        return session.execute(command).error == nil
    }

    private static func percent(_ early: Int, _ late: Int) -> Double {
        Double(late - early) / Double(max(early, 1)) * 100
    }
}

/// The bytes malloc has handed out and not had back (`mallinfo2`'s `uordblks` plus `hblkhd`), or 0 where unknown.
///
/// `mallinfo2` is not visible to Swift here (the Glibc module leaves out `malloc.h`), so it is found with `dlsym`.
/// It returns a struct of ten `size_t`, which the x86-64 calling convention returns through a hidden pointer
/// passed as the first argument: called that way, it fills the buffer given.
enum HeapInUse {
    private typealias Fill = @convention(c) (UnsafeMutablePointer<Int>) -> Void
    private static let fill: Fill? = {
        #if arch(x86_64)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallinfo2") else { return nil }
            return unsafeBitCast(symbol, to: Fill.self)
        #else
            return nil
        #endif
    }()

    static func bytes() -> Int {
        let fields = fields()
        // arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks, fordblks, keepcost
        return fields.count > 7 ? fields[7] + fields[4] : 0
    }

    /// `mallinfo2`'s ten fields, or none when it cannot be reached.
    static func fields() -> [Int] {
        guard let fill else { return [] }
        var fields = [Int](repeating: 0, count: 10)
        fields.withUnsafeMutableBufferPointer { fill($0.baseAddress!) }
        return fields
    }
}
