import RehearsalUI

/// The step-cost workload: N buttons in a scroll view, every one mounted, each with a tap counter of its own.
///
/// The benchmark opens it at 1,000, 10,000 and 100,000 rows and taps `#row-0`: one row's `@State` changes,
/// so a step should cost what changed, not the size of the screen.
struct RowsScreen: View {
    let count: Int

    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<count, id: \.self) { index in
                    CountedRow(index: index)
                }
            }
        }
    }
}

/// One row: a button whose title counts its own taps.
struct CountedRow: View {
    let index: Int
    @State private var taps = 0

    var body: some View {
        Button("Row \(index) \(taps)") { taps += 1 }
            .accessibilityIdentifier("row-\(index)")
    }
}

#Preview("1000 rows") {
    RowsScreen(count: 1_000)
}

#Preview("10000 rows") {
    RowsScreen(count: 10_000)
}

#Preview("100000 rows") {
    RowsScreen(count: 100_000)
}
