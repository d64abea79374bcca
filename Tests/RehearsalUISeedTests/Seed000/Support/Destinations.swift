import RehearsalUI

/// The destinations and tabs the seed's navigation snippets route to; the seed assumes them.
struct TaskDetailView: View {
    let task: TaskItem
    var body: some View { Text(task.title).font(.title) }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

struct ProfileView: View {
    var userId = "me"
    var body: some View { Text("Profile \(userId)") }
}

struct CategoryView: View {
    let category: CategoryItem
    var body: some View { Text(category.name) }
}

struct SearchView: View {
    var body: some View { Text("Search") }
}

extension TaskListView {
    /// `ContentView` passes its path to the task list, which the seed's `TaskListView` does not take.
    init(path: Binding<NavigationPath>) { self.init() }
}
