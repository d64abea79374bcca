// Seed 000_23ab5d4c89955339.txt, lines 11–37, copied verbatim but for: `import SwiftUI` → `import RehearsalUI`.

import Observation
import RehearsalUI

@Observable
class TaskStore {
    var tasks: [TaskItem] = []
    var isLoading = false
    var errorMessage: String?

    var pendingTasks: [TaskItem] { tasks.filter { !$0.isCompleted } }
    var completedCount: Int { tasks.filter(\.isCompleted).count }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            tasks = try await TaskService.fetchAll()
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func toggle(_ task: TaskItem) {
        guard let index = tasks.firstIndex(where: { $0.id == task.id }) else { return }
        tasks[index].isCompleted.toggle()
    }
}
