import Testing
import VirtualTime

@testable import RehearsalUI

/// The `TaskListView` of seed 000: rows with a swipe to delete, pull to refresh, and an error alert with
/// Retry and Dismiss. The store is given its tasks instead of loading them in `.task`.
enum TaskList {
    struct TaskItem: Identifiable, Hashable {
        let id: String
        var title: String
    }

    @MainActor @Observable final class TaskStore {
        var tasks: [TaskItem]
        var isLoading = false
        var errorMessage: String?
        /// What the next loads return: `nil` fails with "The network is down".
        var nextLoads: [[TaskItem]?] = []

        init(tasks: [TaskItem]) { self.tasks = tasks }

        func load() async {
            isLoading = true
            defer { isLoading = false }
            let next = nextLoads.isEmpty ? tasks : nextLoads.removeFirst()
            if let next {
                tasks = next
                errorMessage = nil
            } else {
                errorMessage = "The network is down"
            }
        }

        func delete(_ task: TaskItem) async {
            tasks.removeAll { $0.id == task.id }
        }
    }

    struct TaskRow: View {
        let task: TaskItem

        var body: some View { Text(task.title) }
    }

    struct TaskListView: View {
        let store: TaskStore

        var body: some View {
            List {
                ForEach(store.tasks) { task in
                    TaskRow(task: task)
                        .swipeActions(edge: .trailing) {
                            Button(role: .destructive) {
                                Task { await store.delete(task) }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                }
            }
            .overlay {
                if store.tasks.isEmpty && !store.isLoading {
                    ContentUnavailableView(
                        "No Tasks", systemImage: "checklist", description: Text("Add a task to get started."))
                }
            }
            .refreshable { await store.load() }
            .alert("Error", isPresented: .constant(store.errorMessage != nil)) {
                Button("Retry") { Task { await store.load() } }
                Button("Dismiss", role: .cancel) { store.errorMessage = nil }
            } message: {
                Text(store.errorMessage ?? "")
            }
        }
    }

    static let groceries = TaskItem(id: "1", title: "Buy groceries")
    static let dog = TaskItem(id: "2", title: "Walk the dog")
}

@MainActor @Suite(.serialized) struct TaskListAlertTests {
    @Test("A swipe action is a named action of its row; performing it deletes the row") func swipeToDelete() throws {
        try withVirtualTime { scheduler in
            let store = TaskList.TaskStore(tasks: [TaskList.groceries, TaskList.dog])
            let screen = DrivenScreen(TaskList.TaskListView(store: store))
            #expect(
                AccessibilityTreeRenderer.json(screen.interactor.snapshot).serialized() == """
                    [{"role":"list","label":"","actions":["Refresh"],"children":[{"role":"staticText","label":\
                    "Buy groceries","actions":["Delete"]},{"role":"staticText","label":"Walk the dog","actions":["Delete"]}]}]
                    """)
            try screen.interactor.swipe(screen.target("\"Buy groceries\""), action: "Delete")
            screen.settle(scheduler)
            #expect(
                screen.ax == """
                    list
                      staticText "Walk the dog"
                    """)
            try screen.interactor.swipe(screen.target("\"Walk the dog\""), action: "Delete")
            screen.settle(scheduler)
            #expect(
                screen.ax == """
                    list
                    header "No Tasks"
                    staticText "Add a task to get started."
                    """)
        }
    }

    @Test("A failed refresh shows the alert over everything; Retry dismisses it and loads again")
    func alertRetry() throws {
        try withVirtualTime { scheduler in
            let store = TaskList.TaskStore(tasks: [TaskList.groceries])
            store.nextLoads = [nil, [TaskList.groceries, TaskList.dog]]
            let screen = DrivenScreen(TaskList.TaskListView(store: store))
            try screen.interactor.refresh()
            screen.settle(scheduler)
            #expect(
                screen.ax == """
                    alert "Error"
                      staticText "The network is down"
                      button "Retry"
                      button "Dismiss"
                    """)
            #expect(screen.path == "alert \"Error\"")
            #expect(
                screen.failure { try screen.interactor.tap(screen.target("\"Buy groceries\"")) } == """
                    unreachable: expected staticText "Buy groceries" (in TaskRow) on screen to tap, but it cannot be \
                    reached: it is behind the alert "Error" that TaskListView presents. To fix, close the alert first \
                    (`dismiss`, or one of its buttons), then try again.
                    """)
            try screen.interactor.tap(screen.target("button \"Retry\""))
            screen.settle(scheduler)
            #expect(
                screen.ax == """
                    list
                      staticText "Buy groceries"
                      staticText "Walk the dog"
                    """)
        }
    }

    @Test("Dismissing an alert runs its cancel button") func alertDismiss() throws {
        try withVirtualTime { scheduler in
            let store = TaskList.TaskStore(tasks: [TaskList.groceries])
            store.errorMessage = "The network is down"
            let screen = DrivenScreen(TaskList.TaskListView(store: store))
            try screen.interactor.dismiss()
            screen.settle(scheduler)
            #expect(store.errorMessage == nil)
            #expect(
                screen.ax == """
                    list
                      staticText "Buy groceries"
                    """)
        }
    }
}
