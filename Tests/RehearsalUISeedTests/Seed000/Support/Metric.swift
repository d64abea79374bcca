import RehearsalUI

/// A dashboard figure; the seed's `DashboardView` assumes it.
struct Metric: Identifiable {
    var id: String { title }
    var title: String
    var formattedValue: String
    var trend: MetricCard.Trend
    var icon: String

    static let samples = [
        Metric(title: "Tasks done", formattedValue: "12", trend: .up, icon: "checkmark.circle"),
        Metric(title: "Overdue", formattedValue: "3", trend: .down, icon: "exclamationmark.circle"),
        Metric(title: "Streak", formattedValue: "5 days", trend: .flat, icon: "flame"),
    ]
}
