/// One figure on the dashboard: a title, a count, its trend and an SF Symbol.
struct Metric: Identifiable, Hashable, Sendable {
    let id: String
    var title: String
    var value: Int
    var trend: Trend
    var icon: String

    var formattedValue: String { "\(value)" }
}

extension Metric {
    /// Eight fixed figures, enough to fill two rows of the regular-width grid.
    static let samples: [Metric] = [
        Metric(id: "pending", title: "Pending", value: 12, trend: .up, icon: "circle"),
        Metric(id: "completed", title: "Completed", value: 34, trend: .up, icon: "checkmark.circle"),
        Metric(id: "overdue", title: "Overdue", value: 3, trend: .down, icon: "exclamationmark.circle"),
        Metric(id: "today", title: "Due Today", value: 5, trend: .flat, icon: "calendar"),
        Metric(id: "streak", title: "Day Streak", value: 9, trend: .up, icon: "flame"),
        Metric(id: "shared", title: "Shared", value: 4, trend: .flat, icon: "person.2"),
        Metric(id: "archived", title: "Archived", value: 45, trend: .up, icon: "archivebox"),
        Metric(id: "total", title: "All Tasks", value: 46, trend: .flat, icon: "checklist"),
    ]
}
