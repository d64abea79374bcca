import Foundation
import RehearsalUI

/// One row's model in the legacy data flow: an `ObservableObject` whose `@Published` title a row observes.
final class LegacyBenchmarkItem: ObservableObject, Identifiable {
    let id: Int
    @Published var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// A row that observes its item with `@ObservedObject`.
struct LegacyBenchmarkRow: View {
    @ObservedObject var item: LegacyBenchmarkItem

    var body: some View { Text(item.title) }
}

/// N rows, all mounted, each observing its own item.
struct LegacyBenchmarkStack: View {
    let items: [LegacyBenchmarkItem]

    var body: some View {
        VStack {
            ForEach(items) { item in
                LegacyBenchmarkRow(item: item)
            }
        }
    }
}

/// Measures an `ObservableObject` store of N observed rows: a `@Published` change of one row's item
/// should re-evaluate that row only, in a time independent of N.
@MainActor enum ObservableObjectBenchmark {
    static func measure(rows: Int, repetitions: Int = 5) -> (render: Duration, update: Duration, evaluated: Int) {
        let items = (0..<rows).map { LegacyBenchmarkItem(id: $0, title: "Row \($0)") }
        let clock = ContinuousClock()
        let graph = ViewGraph()
        graph.recordsEvaluations = false
        let render = clock.measure { graph.mount(LegacyBenchmarkStack(items: items)) }
        var best = Duration.seconds(1_000)
        var evaluated = 0
        for repetition in 0..<repetitions {
            let update = clock.measure {
                items[rows / 2].title = "Changed \(repetition)"
                evaluated = graph.flush().evaluated
            }
            best = min(best, update)
        }
        return (render, best, evaluated)
    }

    static func run() {
        print("")
        print("ObservableObject store: N rows each observing its item (@ObservedObject), one @Published change")
        var updates: [Duration] = []
        for rows in [1_000, 100_000] {
            let result = measure(rows: rows)
            updates.append(result.update)
            print(
                "  N=\(pad(rows, 7))  full render \(format(result.render))  incremental update "
                    + "\(format(result.update)) (\(result.evaluated) body evaluated)")
        }
        let ratio = seconds(updates[1]) / max(seconds(updates[0]), 1e-9)
        print("  incremental update ratio N=100000 / N=1000: " + String(format: "%.2f", ratio) + " (goal < 2)")
    }
}
