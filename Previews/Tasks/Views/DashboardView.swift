import RehearsalUI

/// A grid of metric cards: two columns in compact width, four in regular width.
struct DashboardView: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    let metrics: [Metric]

    var body: some View {
        let columns =
            sizeClass == .compact
            ? [GridItem(.flexible()), GridItem(.flexible())]
            : Array(repeating: GridItem(.flexible()), count: 4)

        ScrollView {
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(metrics) { metric in
                    MetricCard(
                        title: metric.title, value: metric.formattedValue, trend: metric.trend, icon: metric.icon)
                }
            }
            .padding()
        }
        .navigationTitle("Dashboard")
    }
}

#Preview("Compact") {
    NavigationStack { DashboardView(metrics: Metric.samples) }
        .environment(\.horizontalSizeClass, .compact)
}

#Preview("Regular") {
    NavigationStack { DashboardView(metrics: Metric.samples) }
        .environment(\.horizontalSizeClass, .regular)
}
