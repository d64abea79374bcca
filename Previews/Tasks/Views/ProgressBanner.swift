import RehearsalUI

/// The day's progress with a button to plan tomorrow. At accessibility text sizes its parts stack and the
/// decorative icon goes, as Apple suggests with `isAccessibilitySize`; in dark mode the icon is a night sky.
struct ProgressBanner: View {
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.colorScheme) private var colorScheme
    @State private var isPlanned = false
    let done: Int
    let total: Int

    var body: some View {
        if typeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: 12) {
                summary
                planButton
            }
        } else {
            HStack {
                Image(systemName: colorScheme == .dark ? "moon.stars" : "sun.max")
                    .accessibilityHidden(true)
                summary
                Spacer()
                planButton
            }
        }
    }

    private var summary: some View {
        Text(isPlanned ? "\(done) of \(total) done, tomorrow planned" : "\(done) of \(total) done")
    }

    private var planButton: some View {
        Button("Plan tomorrow") { isPlanned = true }
            .disabled(isPlanned)
    }
}

#Preview("Today") {
    ProgressBanner(done: 3, total: 5)
}
