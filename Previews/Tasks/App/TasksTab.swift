/// The tabs of the Tasks app's root view.
enum TasksTab: Hashable {
    case tasks, dashboard, archive
}
