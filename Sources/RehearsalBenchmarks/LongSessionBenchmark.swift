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
        for _ in 0..<window {
            _ = button(in: graph)?.actions.tap?()
            graph.flush()
        }
        let earlyMemory = ResidentMemory.bytes()
        let early = tapWindow()
        for _ in 0..<(taps - 3 * window) / window { _ = tapWindow() }
        let late = tapWindow()
        let lateMemory = ResidentMemory.bytes()
        return Figures(
            earlyStep: early / window, lateStep: late / window, earlyMemory: earlyMemory, lateMemory: lateMemory)
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

    @MainActor static func run() {
        let figures = measure()
        let memoryGrowth =
            Double(figures.lateMemory - figures.earlyMemory) / Double(max(figures.earlyMemory, 1)) * 100
        let timeGrowth = (seconds(figures.lateStep) / max(seconds(figures.earlyStep), 1e-12) - 1) * 100
        print("")
        print("Long session: one screen tapped 100,000 times (10 rows re-evaluated per tap)")
        print(
            "  per step after 1,000 taps \(format(figures.earlyStep)), after 100,000 \(format(figures.lateStep)) ("
                + String(format: "%+.1f", timeGrowth) + " %)")
        print(
            "  resident memory after 1,000 taps \(figures.earlyMemory / 1024) KB, after 100,000 "
                + "\(figures.lateMemory / 1024) KB (" + String(format: "%+.2f", memoryGrowth) + " %, goal under 1 %)")
    }
}
