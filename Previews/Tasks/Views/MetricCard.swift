import RehearsalUI

/// A dashboard tile: an icon, a trend arrow, a large figure and its title, read as one element.
struct MetricCard: View {
    let title: String
    let value: String
    let trend: Metric.Trend
    let icon: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: icon)
                    .foregroundStyle(.secondary)
                Spacer()
                Image(systemName: trend.arrow)
                    .foregroundStyle(trend.color)
                    .font(.caption)
            }
            Text(value)
                .font(.title.bold())
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(title), \(value), \(trend.spokenDescription)")
    }
}

#Preview("Trending up") {
    MetricCard(title: "Completed", value: "34", trend: .up, icon: "checkmark.circle")
}
