import RehearsalUI

/// A scroll view whose first visible row is bound with `.scrollPosition(id:)`: `scroll "Row 12"` scrolls to
/// that row and the binding takes its id; "Jump to 30" writes the binding, which scrolls the view there (the
/// lazy stack mounts rows up to its page). "Starts at 35" opens scrolled to row 35.
struct ScrollPositionGallery: View {
    @State private var topRow: Int?

    init(topRow: Int? = nil) {
        _topRow = State(initialValue: topRow)
    }

    var body: some View {
        VStack {
            Text("Top row: \(topRow.map(String.init) ?? "none")")
            Button("Jump to 30") { topRow = 30 }
            ScrollView {
                LazyVStack {
                    ForEach(1...40, id: \.self) { number in
                        Text("Row \(number)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $topRow)
        }
    }
}

#Preview("Rows") {
    ScrollPositionGallery()
}

#Preview("Starts at 35") {
    ScrollPositionGallery(topRow: 35)
}
