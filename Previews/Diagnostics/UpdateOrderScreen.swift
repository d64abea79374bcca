import Observation
import RehearsalUI

/// A round counter that eight rows read at once.
@MainActor @Observable final class Scoreboard {
    var round = 0
    /// The rows in the order their `onChange` actions ran after the latest round.
    var order: [String] = []
}

/// Eight sibling rows that read the same property: after each round they are updated in tree order.
///
/// The rows sit at the same depth and are invalidated by one change, so the graph must pick an order
/// for them; the log at the top shows it. It is the rows' order on screen, on every run.
struct UpdateOrderScreen: View {
    @State private var board = Scoreboard()

    var body: some View {
        VStack {
            Text("Order: \(board.order.joined(separator: " "))")
            Button("Next round") {
                board.order = []
                board.round += 1
            }
            ForEach(["a", "b", "c", "d", "e", "f", "g", "h"], id: \.self) { name in
                ScoreRow(name: name, board: board)
            }
        }
    }
}

/// One row: reads the round, and logs its name when the round changes.
struct ScoreRow: View {
    let name: String
    let board: Scoreboard

    var body: some View {
        Text("\(name): round \(board.round)")
            .onChange(of: board.round) { board.order.append(name) }
    }
}

#Preview("Update order") {
    UpdateOrderScreen()
}
