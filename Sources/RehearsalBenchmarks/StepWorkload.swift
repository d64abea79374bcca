import Foundation
import Rehearsal
import RehearsalUI
import VirtualTime

/// The step-cost workload of issue 16: `Row(i)` reads its own `@State var taps`.
struct StepRow: View {
    let index: Int
    @State var taps = 0

    var body: some View {
        HStack {
            Text("Row \(index) \(taps)")
            Spacer()
            Text("\(index * 7 % 13)")
        }
    }
}

/// N rows, every one mounted: `VStack { ForEach(0..<n) { Row($0) } }`.
struct StepScreen: View {
    let count: Int

    var body: some View {
        VStack {
            ForEach(0..<count, id: \.self) { index in
                StepRow(index: index)
            }
        }
    }
}

/// Measures the workload in this process: the full render (mount, snapshot, text), the memory per node, and
/// one row's update followed by everything a shell step prints (the echo: the state change and the tree's diff).
@MainActor enum StepWorkload {
    struct Figures {
        var rows: Int
        var nodes: Int
        var mount: Duration
        var fullRender: Duration
        var bytesPerNode: Double
        /// One row's `@State` change, the flush, then the echo, the median of the repetitions.
        var step: Duration
        /// The same step with the tree printed and diffed from scratch, as before issue 16.
        var fullStep: Duration
    }

    static func measure(rows: Int, repetitions: Int = 21) -> Figures {
        let clock = RealClock()
        let memoryBefore = ResidentMemory.bytes()
        let graph = ViewGraph()
        graph.recordsEvaluations = false
        var text = ""
        let mount = clock.measure { graph.mount(StepScreen(count: rows)) }
        let render = clock.measure { text = TreeRenderer.render(graph) }
        let memoryAfter = ResidentMemory.bytes()
        let nodes = graph.nodeCount
        let rowNodes = StepWorkload.rowNodes(graph)
        let tracked = RenderedTree()
        tracked.step(graph)
        var steps: [Duration] = []
        var fullSteps: [Duration] = []
        var echo = ""
        for repetition in 0..<repetitions {
            let box = rowNodes[(rows / 2 + repetition) % rowNodes.count].propertyStorage.first as? StateBox<Int>
            steps.append(
                clock.measure {
                    box?.value += 1
                    graph.flush()
                    tracked.step(graph)
                    echo = tracked.hunks(context: 1)?.joined(separator: "\n") ?? ""
                })
            fullSteps.append(
                clock.measure {
                    box?.value += 1
                    graph.flush()
                    let after = TreeRenderer.render(SnapshotBuilder.build(graph))
                    echo = TextDiff.unified(text, after, context: 1) ?? ""
                    text = after
                })
        }
        _ = echo
        let bytes = Double(max(0, memoryAfter - memoryBefore)) / Double(max(nodes, 1))
        return Figures(
            rows: rows, nodes: nodes, mount: mount, fullRender: mount + render, bytesPerNode: bytes,
            step: median(steps), fullStep: median(fullSteps))
    }

    static func run() {
        print("")
        print(
            "Step workload (issue 16): Row(i) = HStack { Text(\"Row \\(i) \\(taps)\"); Spacer(); Text(\"\\(i*7%13)\") }"
        )
        print("  with @State taps, in VStack { ForEach(0..<n) }; one row's taps += 1, flush, then the echo (diff)")
        var figures: [Figures] = []
        for rows in [1_000, 10_000, 100_000] {
            let result = measure(rows: rows)
            figures.append(result)
            var line =
                "  N=\(pad(rows, 7))  full render \(format(result.fullRender)) (mount \(format(result.mount)))"
            if rows == 10_000 { line += " (goal < 50 ms)" }
            line += "  step \(format(result.step)) (from scratch \(format(result.fullStep)))"
            if rows == 100_000 {
                line += " (goal < 2 ms, " + String(format: "%.2f", seconds(result.step) / 2e-3) + "× the goal)"
            }
            line += "  \(Int(result.bytesPerNode)) bytes/node"
            if rows == 100_000 { line += " (goal < 800)" }
            print(line)
        }
        if let small = figures.first, let large = figures.last {
            print(
                "  step ratio N=100000 / N=1000: "
                    + String(format: "%.2f", seconds(large.step) / max(seconds(small.step), 1e-9)) + " (goal < 2)")
        }
    }

    /// The row views' nodes, in order.
    static func rowNodes(_ graph: ViewGraph) -> [GraphNode] {
        var found: [GraphNode] = []
        var stack = graph.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            if node.view is StepRow {
                found.append(node)
                continue
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return found
    }
}

/// The middle value of some timings.
func median(_ values: [Duration]) -> Duration {
    values.sorted()[values.count / 2]
}
