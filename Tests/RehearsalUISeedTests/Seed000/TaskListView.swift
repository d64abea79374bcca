// Seed 000_23ab5d4c89955339.txt, lines 65–70, copied verbatim. The snippet has no import of its own.
import RehearsalUI

struct TaskListView: View {
    @Environment(\.taskStore) private var store
    var body: some View {
        List(store.tasks) { task in TaskRow(task: task) }
    }
}
