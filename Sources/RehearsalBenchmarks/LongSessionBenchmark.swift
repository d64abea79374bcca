import Foundation
import RehearsalUI
import VirtualTime

/// A counter and a title that every tap re-reads without changing.
@Observable final class LongSessionModel {
    var taps = 0
    var title = "Inkwell"
}

/// One screen tapped 100,000 times: its rows are re-evaluated on every tap (a closure input is never equal)
/// and read a title that never changes, so any observer a re-evaluation leaves behind would pile up.
struct LongSessionScreen: View {
    let model: LongSessionModel

    var body: some View {
        VStack {
            Button("Tap \(model.taps)") { model.taps += 1 }
            ForEach(0..<10, id: \.self) { index in
                LongSessionRow(model: model, index: index, action: {})
            }
        }
    }
}

struct LongSessionRow: View {
    let model: LongSessionModel
    let index: Int
    let action: () -> Void

    var body: some View { Text("\(model.title) row \(index)") }
}

/// Memory and time per step over a long session: flat is the goal (under 1 % growth after the first 1,000).
enum LongSessionBenchmark {
    struct Figures {
        var earlyStep: Duration
        var lateStep: Duration
        var earlyMemory: Int
        var lateMemory: Int
        var earlyReading = MemoryReading()
        var lateReading = MemoryReading()
        /// This thread's processor time per step over the same windows, in nanoseconds.
        var earlyProcessor = 0.0
        var lateProcessor = 0.0
    }

    @MainActor static func measure(taps: Int = 100_000, window: Int = 1_000) -> Figures {
        let model = LongSessionModel()
        let graph = ViewGraph()
        graph.recordsEvaluations = false
        graph.mount(LongSessionScreen(model: model))
        let clock = RealClock()
        func tapWindow() -> Duration {
            clock.measure {
                for _ in 0..<window {
                    button(in: graph)?.actions.tap?()
                    graph.flush()
                }
            }
        }
        // The first window runs the same code as the measured ones, so the pages it touches the first time (the
        // clock's, the closure's) are not counted as growth.
        _ = tapWindow()
        _ = ResidentMemory.bytes()
        // Read once before the figure: the first reading's own code pages are not the graph's growth.
        _ = MemoryReading.now()
        let earlyReading = MemoryReading.now()
        let earlyMemory = ResidentMemory.bytes()
        let earlyStart = ProcessorTime.ofThisThread()
        let early = tapWindow()
        let earlyProcessor = Double(ProcessorTime.ofThisThread() - earlyStart) / Double(window)
        for _ in 0..<(taps - 3 * window) / window { _ = tapWindow() }
        let lateStart = ProcessorTime.ofThisThread()
        let late = tapWindow()
        let lateProcessor = Double(ProcessorTime.ofThisThread() - lateStart) / Double(window)
        let lateMemory = ResidentMemory.bytes()
        let figures = Figures(
            earlyStep: early / window, lateStep: late / window, earlyMemory: earlyMemory, lateMemory: lateMemory,
            earlyReading: earlyReading, lateReading: MemoryReading.now(), earlyProcessor: earlyProcessor,
            lateProcessor: lateProcessor)
        // With REHEARSE_BENCH_KEEP set, the process ends here with the graph alive, so that a heap profiler lists
        // what it holds as not freed (`graph-long 20000`, then `graph-long 40000`: what grows is the difference).
        if ProcessInfo.processInfo.environment["REHEARSE_BENCH_KEEP"] != nil {
            report(figures, taps: taps)
            exit(0)
        }
        return figures
    }

    /// The screen's button element.
    @MainActor private static func button(in graph: ViewGraph) -> Element? {
        var stack = graph.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            if node.element?.accessibility?.role == "button" { return node.element }
            stack.append(contentsOf: node.children)
        }
        return nil
    }

    @MainActor static func run(taps: Int = 100_000) {
        report(measure(taps: taps), taps: taps)
    }

    private static func report(_ figures: Figures, taps: Int) {
        let memoryGrowth =
            Double(figures.lateMemory - figures.earlyMemory) / Double(max(figures.earlyMemory, 1)) * 100
        let timeGrowth = (seconds(figures.lateStep) / max(seconds(figures.earlyStep), 1e-12) - 1) * 100
        print("")
        print("Long session: one screen's graph tapped \(taps) times (10 rows re-evaluated per tap)")
        print(
            "  per step after 1,000 taps \(format(figures.earlyStep)), after \(taps) \(format(figures.lateStep)) ("
                + String(format: "%+.1f", timeGrowth) + " %, goal under 1 %)")
        print(
            "  processor time per step after 1,000 taps \(format(.nanoseconds(Int64(figures.earlyProcessor)))), after "
                + "\(taps) \(format(.nanoseconds(Int64(figures.lateProcessor)))) ("
                + String(format: "%+.1f", ProcessorTime.growth(figures.earlyProcessor, figures.lateProcessor))
                + " %, goal under 1 %)")
        print(
            "  resident memory after 1,000 taps \(figures.earlyMemory / 1024) KB, after \(taps) "
                + "\(figures.lateMemory / 1024) KB (" + String(format: "%+.2f", memoryGrowth) + " %, goal under 1 %; "
                + "\((figures.lateMemory - figures.earlyMemory) / max(taps - 1_000, 1)) bytes a tap)")
        print("  of which " + figures.lateReading.growth(since: figures.earlyReading))
    }
}
