// Seed 000_23ab5d4c89955339.txt, lines 43–52, copied verbatim. The snippet has no import of its own.
import RehearsalUI

struct TaskStoreKey: EnvironmentKey {
    static let defaultValue = TaskStore()
}

extension EnvironmentValues {
    var taskStore: TaskStore {
        get { self[TaskStoreKey.self] }
        set { self[TaskStoreKey.self] = newValue }
    }
}
