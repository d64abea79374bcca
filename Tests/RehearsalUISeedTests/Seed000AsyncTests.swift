import Testing
import VirtualTime

@testable import RehearsalUI

/// Seed 000's "Async Data Loading" list (`AsyncTaskListView` here), through loading, loaded, deleting and
/// failing.
@MainActor @Suite(.serialized) struct Seed000AsyncTests {
    @Test("The list shows a spinner while loading, then the tasks, each with a swipe-to-delete action")
    func loadsAndDeletes() {
        withVirtualTime { scheduler in
            TaskService.result = .success(TaskItem.samples)
            let screen = SeedStage(AsyncTaskListView().environment(\.taskStore, TaskStore()), scheduler: scheduler)
            #expect(
                screen.tree == """
                    AsyncTaskListView  @Environment store=TaskStore  .environment(\\.taskStore, TaskStore)
                      List  .refreshable .task
                        .overlay
                          ProgressView "Loading tasks..."
                    """)
            screen.advance(by: .seconds(1))
            screen.perform { try $0.swipe(SeedStage.target("\"Walk the dog\""), action: "Delete") }
            #expect(
                screen.tree == """
                    AsyncTaskListView  @Environment store=TaskStore  .environment(\\.taskStore, TaskStore)
                      List  .refreshable .task
                        TaskRow  .swipeActions
                          Text "Buy groceries"
                          .swipeActions
                            Button role=.destructive
                              Label "Delete" systemImage: "trash"
                        TaskRow  .swipeActions
                          Text "File taxes"
                          .swipeActions
                            Button role=.destructive
                              Label "Delete" systemImage: "trash"
                    """)
        }
    }

    @Test("An empty store shows ContentUnavailableView; a failed refresh shows the error alert") func emptyAndFailed() {
        withVirtualTime { scheduler in
            TaskService.result = .success([])
            let screen = SeedStage(AsyncTaskListView().environment(\.taskStore, TaskStore()), scheduler: scheduler)
            screen.advance(by: .seconds(1))
            #expect(
                screen.tree == """
                    AsyncTaskListView  @Environment store=TaskStore  .environment(\\.taskStore, TaskStore)
                      List  .refreshable .task
                        .overlay
                          ContentUnavailableView "No Tasks" systemImage: "checklist"
                            Text "Add a task to get started."
                    """)
            TaskService.result = .failure(SeedError(errorDescription: "The server is down."))
            screen.perform { try $0.refresh() }
            screen.advance(by: .seconds(1))
            #expect(
                screen.ax == """
                    alert "Error"
                      staticText "The server is down."
                      button "Retry"
                      button "Dismiss"
                    """)
            screen.perform { try $0.tap(SeedStage.target("button \"Dismiss\"")) }
            #expect(
                screen.ax == """
                    list
                    header "No Tasks"
                    staticText "Add a task to get started."
                    """)
        }
    }
}
