import Foundation
import RehearsalUI
import VirtualTime

/// One row's model: an observable item whose title a row reads.
@Observable final class BenchmarkItem: Identifiable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// A row: reads one observed property of its item.
struct BenchmarkRow: View {
    let item: BenchmarkItem

    var body: some View {
        Text(item.title)
    }
}

/// A screen of N rows, every one mounted: a `VStack` over a `ForEach`.
///
/// A `List` is lazy (it mounts a window of rows, as on a device), so it cannot show the cost of N rows;
/// `measureList` reports it separately.
struct BenchmarkStack: View {
    let items: [BenchmarkItem]

    var body: some View {
        VStack {
            ForEach(items) { item in
                BenchmarkRow(item: item)
            }
        }
    }
}

/// A screen of N rows in a lazy `List`.
struct BenchmarkList: View {
    let items: [BenchmarkItem]

    var body: some View {
        List(items) { item in
            BenchmarkRow(item: item)
        }
    }
}

/// Measures a full render of a list of N rows and an incremental update of one row.
@MainActor enum GraphBenchmark {
    struct Figures {
        var rows: Int
        var fullRender: Duration
        var incrementalUpdate: Duration
        var nodes: Int
        var bytesPerNode: Double
        var evaluatedOnUpdate: Int
    }

    /// The cost of mounting a lazy `List` of N rows (only its window of rows is mounted).
    static func measureList(rows: Int) -> (render: Duration, nodes: Int) {
        let items = (0..<rows).map { BenchmarkItem(id: $0, title: "Row \($0)") }
        let graph = ViewGraph()
        graph.recordsEvaluations = false
        let render = RealClock().measure { graph.mount(BenchmarkList(items: items)) }
        return (render, graph.nodeCount)
    }

    static func measure(rows: Int, repetitions: Int = 5) -> Figures {
        let items = (0..<rows).map { BenchmarkItem(id: $0, title: "Row \($0)") }
        let clock = RealClock()
        let memoryBefore = ResidentMemory.bytes()
        let graph = ViewGraph()
        graph.recordsEvaluations = false
        let fullRender = clock.measure { graph.mount(BenchmarkStack(items: items)) }
        let memoryAfter = ResidentMemory.bytes()
        let nodes = graph.nodeCount
        var best = Duration.seconds(1_000)
        var evaluated = 0
        for repetition in 0..<repetitions {
            let target = items[rows / 2]
            let update = clock.measure {
                target.title = "Changed \(repetition)"
                evaluated = graph.flush().evaluated
            }
            best = min(best, update)
        }
        let bytes = Double(max(0, memoryAfter - memoryBefore)) / Double(max(nodes, 1))
        return Figures(
            rows: rows, fullRender: fullRender, incrementalUpdate: best, nodes: nodes, bytesPerNode: bytes,
            evaluatedOnUpdate: evaluated)
    }
}

/// Reads the process's resident memory from `/proc/self/statm`.
enum ResidentMemory {
    static func bytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
