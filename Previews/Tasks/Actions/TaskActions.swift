import Rehearsal
import RehearsalUI

/// Store actions for the Tasks previews, run with the shell's `do`: reload, toggle, fail, page on.
///
/// Rehearsal-only: this file imports `Rehearsal`, so a build against SwiftUI leaves it out.
struct TaskActions: PreviewActions {
    static var actions: [PreviewAction] {
        ["TaskListView", "TasksRootView"].flatMap { screen in
            [
                PreviewAction("reload", for: screen, store: TaskStore.self) { store in
                    await store.load()
                },
                PreviewAction("toggle first", for: screen, store: TaskStore.self) { store in
                    if let first = store.tasks.first { await store.toggle(first) }
                },
                PreviewAction("show error", for: screen, store: TaskStore.self) { store in
                    store.errorMessage = TaskServiceError.unreachable.localizedDescription
                },
            ]
        } + [
            PreviewAction("next page", for: "ArchiveView", store: PaginatedStore<TaskItem>.self) { archive in
                await archive.loadNextPage()
            },
            PreviewAction("reload", for: "ArchiveView", store: PaginatedStore<TaskItem>.self) { archive in
                await archive.reload()
            },
        ]
    }
}
