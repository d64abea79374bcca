// Seed 000_23ab5d4c89955339.txt, lines 145–174, copied verbatim. The snippet has no import of its own.
import RehearsalUI

struct MetricCard: View {
    let title: String
    let value: String
    let trend: Trend
    let icon: String

    enum Trend {
        case up, down, flat
        var color: Color {
            switch self {
            case .up: .green
            case .down: .red
            case .flat: .secondary
            }
        }
        var arrow: String {
            switch self {
            case .up: "arrow.up.right"
            case .down: "arrow.down.right"
            case .flat: "arrow.right"
            }
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: icon).foregroundStyle(.secondary)
                Spacer()
                Image(systemName: trend.arrow).foregroundStyle(trend.color).font(.caption)
            }
            Text(value).font(.title.bold())
            Text(title).font(.caption).foregroundStyle(.secondary)
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}
