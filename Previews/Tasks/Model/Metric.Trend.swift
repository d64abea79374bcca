import RehearsalUI

extension Metric {
    /// Which way a figure moved since last week.
    enum Trend: Hashable, Sendable {
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

        /// The trend in words, for VoiceOver, which cannot see the arrow's direction.
        var spokenDescription: String {
            switch self {
            case .up: "trending up"
            case .down: "trending down"
            case .flat: "steady"
            }
        }
    }
}
