// Seed 000_23ab5d4c89955339.txt, lines 178–197, copied verbatim. The snippet has no import of its own.
import RehearsalUI

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
                        title: metric.title, value: metric.formattedValue,
                        trend: metric.trend, icon: metric.icon)
                }
            }
            .padding()
        }
    }
}
