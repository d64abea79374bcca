// Seed 000_23ab5d4c89955339.txt, lines 76–102, copied verbatim. The snippet has no import of its own.
import RehearsalUI

enum Route: Hashable {
    case taskDetail(TaskItem)
    case settings
    case profile(userId: String)
    case category(CategoryItem)
}

struct ContentView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            TaskListView(path: $path)
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .taskDetail(let task): TaskDetailView(task: task)
                    case .settings: SettingsView()
                    case .profile(let userId): ProfileView(userId: userId)
                    case .category(let category): CategoryView(category: category)
                    }
                }
        }
    }

    func navigateToTask(_ task: TaskItem) { path.append(Route.taskDetail(task)) }
    func popToRoot() { path.removeLast(path.count) }
}
